import { createContext, useContext, type RefObject } from 'react';

export type SidebarState = 'expanded' | 'collapsed';

export type SidebarContextValue = {
  /** The desktop column: expanded to full width or collapsed to the icon rail. */
  state: SidebarState;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The mobile sheet, which is closed on every visit. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** Where focus goes back to when the mobile sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

export const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}
