import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { useSidebar } from './SidebarContext';

export const SidebarHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  min-height: 3.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;

  /* The rail is too narrow for the product title; icons and a SidebarBrand's mark stay, text is left to screen readers. */
  [data-sidebar-state='collapsed'] & {
    align-items: center;
    padding: ${({ theme }) => `${theme.space[3]} 0`};
  }

  [data-sidebar-state='collapsed'] & > :not(svg, [data-sidebar-brand]) {
    ${visuallyHidden}
  }
`;

export const SidebarContent = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  overflow-x: hidden;
  overflow-y: auto;
`;

/** The heading of a group of links; on the icon rail it gives way to a rule, its words left to screen readers. */
export const SidebarGroupLabel = styled.h2`
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[1]}`};
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;

  [data-sidebar-state='collapsed'] & {
    ${visuallyHidden}
  }

  [data-sidebar-state='collapsed'] & + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space[2]};
  }
`;

export const SidebarFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The main area beside the sidebar; screens render their own `main` inside it. */
export const SidebarInset = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  background: ${({ theme }) => theme.colors.background};
`;

const RailEdge = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  right: -0.5rem;
  width: 1rem;
  z-index: 10;
  cursor: ew-resize;

  &:hover::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: calc(50% - 1px);
    width: 2px;
    background: ${({ theme }) => theme.colors.borderStrong};
  }
`;

/**
 * A grab edge on the sidebar's border that toggles it with the mouse. Keyboard and screen
 * reader users have SidebarTrigger and Ctrl/Cmd+B, so the edge stays out of the accessibility tree.
 */
export function SidebarRail(props: Omit<ComponentProps<'div'>, 'children'>) {
  const { isMobile, toggleSidebar } = useSidebar();
  if (isMobile) return null;
  return <RailEdge aria-hidden="true" title="Toggle sidebar" onClick={toggleSidebar} {...props} />;
}
