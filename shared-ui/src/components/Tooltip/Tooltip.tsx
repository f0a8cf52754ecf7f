import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

const Content = styled(TooltipPrimitive.Content)`
  z-index: 70;
  max-width: 20rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export type TooltipProps = {
  /** The element the tooltip describes; it must accept a ref and focus, like a button or link. */
  children: ReactElement;
  /** Nothing is shown while this is empty, without remounting the element it wraps. */
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/** Each tooltip carries its own provider, so no page pays for tooltips it does not show. */
export function Tooltip({ children, content, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        {content ? (
          <TooltipPrimitive.Portal>
            <Content side={side} sideOffset={6}>
              {content}
            </Content>
          </TooltipPrimitive.Portal>
        ) : null}
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
