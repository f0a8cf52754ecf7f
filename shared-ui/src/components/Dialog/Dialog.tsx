import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseButton, Description, Overlay, Title, useFocusReturn, withoutDescription } from './dialogParts';

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Content = styled(DialogPrimitive.Content)<{ $wide: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: calc(100vw - 2rem);
  max-width: ${({ $wide }) => ($wide ? '60rem' : '32rem')};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translate(-50%, -50%);
  animation: ${popIn} 150ms ease-out;

  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-right: ${({ theme }) => theme.space[6]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type DialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /**
   * The element that opens the dialog; focus returns to it when the dialog closes. Without
   * one, focus returns to whatever had it when `open` became true.
   */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Actions shown at the bottom, e.g. a Cancel wrapped in DialogClose and a submit button. */
  footer?: ReactNode;
  /** Room for a table (60rem instead of 32rem), still within the screen's width on a phone. */
  wide?: boolean;
  children?: ReactNode;
};

/** A modal dialog: focus stays inside while open, Escape or the close button dismisses it. */
export function Dialog({ title, description, trigger, footer, wide = false, children, ...rootProps }: DialogProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusReturn = useFocusReturn(triggerRef);
  return (
    <DialogPrimitive.Root {...rootProps}>
      {trigger && (
        <DialogPrimitive.Trigger ref={triggerRef} asChild>
          {trigger}
        </DialogPrimitive.Trigger>
      )}
      <DialogPrimitive.Portal>
        <Overlay />
        <Content $wide={wide} {...focusReturn} {...withoutDescription(description)}>
          <Header>
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
          </Header>
          {children}
          {footer && <Footer>{footer}</Footer>}
          <CloseButton aria-label="Close">
            <X aria-hidden="true" />
          </CloseButton>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog or Sheet when its child (usually a Button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
