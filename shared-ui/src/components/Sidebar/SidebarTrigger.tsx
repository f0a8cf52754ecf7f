import { PanelLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button';
import { useSidebar } from './SidebarContext';

export type SidebarTriggerProps = Omit<ButtonProps, 'asChild' | 'children'>;

export function SidebarTrigger({ onClick, ...rest }: SidebarTriggerProps) {
  const { isMobile, open, openMobile, toggleSidebar, triggerRef } = useSidebar();
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    toggleSidebar();
  };
  return (
    <Button
      ref={triggerRef}
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      onClick={toggle}
      {...rest}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
