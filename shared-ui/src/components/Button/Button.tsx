import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentProps, MouseEvent } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './buttonStyles';

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks the button while an action is in flight. */
  loading?: boolean;
  /** Renders the single child (e.g. a router link) with the button's look. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  disabled = false,
  type,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const blocked = disabled || loading;

  if (asChild) {
    // A link cannot be natively disabled, so clicks are swallowed while it is blocked.
    const guardClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (blocked) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <StyledButton
        as={Slot}
        $variant={variant}
        $size={size}
        aria-disabled={blocked || undefined}
        aria-busy={loading || undefined}
        onClick={guardClick}
        {...rest}
      >
        {loading && <Spinner size="sm" />}
        <Slottable>{children}</Slottable>
      </StyledButton>
    );
  }

  return (
    <StyledButton
      type={type ?? 'button'}
      $variant={variant}
      $size={size}
      disabled={blocked}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </StyledButton>
  );
}
