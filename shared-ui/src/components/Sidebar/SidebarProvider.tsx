import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie';
import { SidebarContext, type SidebarContextValue } from './SidebarContext';
import { useIsMobile } from './useIsMobile';

const TOGGLE_KEY = 'b';

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
  min-height: 100svh;
  width: 100%;
`;

export type SidebarProviderProps = ComponentProps<'div'> & {
  /** Used when no earlier choice is remembered in the sidebar_state cookie. */
  defaultOpen?: boolean;
};

/** Holds the sidebar's open state, remembers it for 7 days and toggles it on Ctrl+B or Cmd+B. */
export function SidebarProvider({ defaultOpen = true, children, ...rest }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === TOGGLE_KEY && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      triggerRef,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <Layout {...rest}>{children}</Layout>
    </SidebarContext.Provider>
  );
}
