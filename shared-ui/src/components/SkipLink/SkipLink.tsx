import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { focusPageHeading } from '../Screen/focusPageHeading';

const Skip = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  z-index: 100;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  box-shadow: ${({ theme }) => theme.shadows.focus};

  &:not(:focus) {
    ${visuallyHidden}
  }
`;

export interface SkipLinkProps {
  /** Id of the element holding the page; it needs tabIndex={-1} for pages without a focusable heading. */
  targetId: string;
  children?: ReactNode;
}

/**
 * The first stop of the Tab order on a page with navigation before its content:
 * hidden until focused, it jumps past the navigation to the page's heading.
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!focusPageHeading(target)) target.focus();
  };
  return (
    <Skip href={`#${targetId}`} onClick={skip}>
      {children}
    </Skip>
  );
}
