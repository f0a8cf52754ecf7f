import type { ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type SpinnerSize = 'sm' | 'md' | 'lg';

const diameters: Record<SpinnerSize, string> = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} 0.7s linear infinite;
`;

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & { size?: SpinnerSize };

/** A decorative spinner; whatever shows it is responsible for announcing the busy state. */
export function Spinner({ size = 'md', ...rest }: SpinnerProps) {
  return <Ring aria-hidden="true" $size={size} {...rest} />;
}

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  width: 100%;
  color: ${({ theme }) => theme.colors.primary};
`;

const HiddenLabel = styled.span`
  ${visuallyHidden}
`;

export type PageSpinnerProps = Omit<ComponentProps<'div'>, 'children'> & { label?: string };

/** The centred spinner a page shows while its data, session or role load. */
export function PageSpinner({ label = 'Loading', ...rest }: PageSpinnerProps) {
  return (
    <Centre role="status" aria-label={label} {...rest}>
      <Spinner size="lg" />
      <HiddenLabel>{label}</HiddenLabel>
    </Centre>
  );
}
