import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantStyles: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ colors }) => css`
    background: ${colors.primary};
    color: ${colors.primaryForeground};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${colors.primaryHover};
    }
  `,
  secondary: ({ colors }) => css`
    background: ${colors.surfaceSubtle};
    color: ${colors.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${colors.surfaceHover};
    }
  `,
  outline: ({ colors }) => css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.borderStrong};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${colors.surfaceSubtle};
    }
  `,
  ghost: ({ colors }) => css`
    background: transparent;
    color: ${colors.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${colors.surfaceSubtle};
    }
  `,
  danger: ({ colors }) => css`
    background: ${colors.danger};
    color: ${colors.dangerForeground};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${colors.dangerHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: ({ space, typography }) => css`
    height: 2rem;
    padding: 0 ${space[3]};
    font-size: ${typography.sizes.sm};
  `,
  md: ({ space, typography }) => css`
    height: 2.25rem;
    padding: 0 ${space[4]};
    font-size: ${typography.sizes.sm};
  `,
  lg: ({ space, typography }) => css`
    height: 2.75rem;
    padding: 0 ${space[6]};
    font-size: ${typography.sizes.md};
  `,
  icon: () => css`
    width: 2.25rem;
    height: 2.25rem;
    padding: 0;
  `,
};

export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;

  & svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${({ theme, $variant }) => variantStyles[$variant](theme)}
  ${({ theme, $size }) => sizeStyles[$size](theme)}
`;
