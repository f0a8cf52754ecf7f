import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';
import { useSidebar } from './SidebarContext';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebarSizes';

const Column = styled.nav`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  height: 100vh;
  height: 100svh;
  width: ${SIDEBAR_WIDTH};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 200ms ease;

  &[data-sidebar-state='collapsed'] {
    width: ${SIDEBAR_WIDTH_ICON};
  }

  @media print {
    display: none;
  }
`;

// Only a phone shows the navigation in a sheet; a desktop never downloads it.
const Sheet = lazy(() => import('../Sheet').then((module) => ({ default: module.Sheet })));

const SheetColumn = styled.nav`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

export type SidebarProps = ComponentProps<'nav'>;

/**
 * The portal's navigation: a fixed column on desktop that collapses to an icon rail,
 * and a sheet sliding in from the left on mobile.
 */
export function Sidebar({ children, 'aria-label': label = 'Main', ...rest }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile, triggerRef } = useSidebar();
  const sheetNavigation = useRef<HTMLElement>(null);

  // Left alone, the sheet would focus its first non-link control, Sign Out, where
  // one more Enter signs the user out; the first place to go is the right start.
  const focusFirstLink = (event: Event) => {
    const firstLink = sheetNavigation.current?.querySelector<HTMLElement>('a[href]');
    if (!firstLink) return;
    event.preventDefault();
    firstLink.focus();
  };

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <Sheet
          title="Navigation"
          hideTitle
          side="left"
          width={SIDEBAR_WIDTH_MOBILE}
          open={openMobile}
          onOpenChange={setOpenMobile}
          returnFocusRef={triggerRef}
          onOpenAutoFocus={focusFirstLink}
        >
          <SheetColumn ref={sheetNavigation} aria-label={label} data-sidebar-state="expanded" {...rest}>
            {children}
          </SheetColumn>
        </Sheet>
      </Suspense>
    );
  }

  return (
    <Column aria-label={label} data-sidebar-state={state} {...rest}>
      {children}
    </Column>
  );
}
