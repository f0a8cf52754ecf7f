import { Slot } from '@radix-ui/react-slot';
import { lazy, Suspense, type ComponentProps, type MouseEvent } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { useSidebar } from './SidebarContext';

// Tooltips only ever show beside the collapsed icon rail: a page whose navigation
// is open or on a phone never downloads them.
const Tooltip = lazy(() => import('../Tooltip').then((module) => ({ default: module.Tooltip })));

export const SidebarMenu = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SidebarMenuItem = styled.li`
  position: relative;
`;

const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  & > svg {
    width: 1.125rem;
    height: 1.125rem;
    flex-shrink: 0;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  [data-sidebar-state='collapsed'] & {
    justify-content: center;
    padding: 0;
  }

  [data-sidebar-state='collapsed'] & > span {
    ${visuallyHidden}
  }
`;

export type SidebarMenuButtonProps = ComponentProps<'button'> & {
  /** Renders the single child, e.g. the shell's router link holding an icon and a <span> label. */
  asChild?: boolean;
  /** Marks the entry of the page being shown. */
  isActive?: boolean;
  /** Shown beside the icon rail when collapsed, where the label is hidden from sight. */
  tooltip?: string;
};

export function SidebarMenuButton({ asChild = false, isActive = false, tooltip, onClick, ...rest }: SidebarMenuButtonProps) {
  const { isMobile, state, setOpenMobile } = useSidebar();
  const showTooltip = !isMobile && state === 'collapsed';
  const closeSheetAfterChoice = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (isMobile) setOpenMobile(false);
  };

  const button = (
    <MenuButton
      as={asChild ? Slot : undefined}
      type={asChild ? undefined : 'button'}
      aria-current={isActive ? 'page' : undefined}
      onClick={closeSheetAfterChoice}
      {...rest}
    />
  );
  if (!showTooltip || !tooltip) return button;
  return (
    <Suspense fallback={button}>
      <Tooltip side="right" content={tooltip}>
        {button}
      </Tooltip>
    </Suspense>
  );
}
