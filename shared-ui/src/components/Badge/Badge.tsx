import type { ComponentProps } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  /* Stays badge-sized inside stretching flex and grid containers. */
  width: fit-content;
  height: fit-content;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  line-height: 1.25rem;
  white-space: nowrap;

  & svg {
    width: 0.75rem;
    height: 0.75rem;
  }
`;

export type BadgeProps = ComponentProps<'span'> & { tone?: Tone };

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
