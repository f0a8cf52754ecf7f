import * as DialogPrimitive from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseButton, Description, Overlay, Title, useFocusReturn, withoutDescription } from '../Dialog/dialogParts';

type Side = 'left' | 'right';

const slideFrom = (side: Side) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: translateX(0); }
`;

const Panel = styled(DialogPrimitive.Content)<{ $side: Side; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${({ $side }) => slideFrom($side)} 200ms ease-out;

  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[10]} 0 ${theme.space[5]}`};
`;

export type SheetProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the title for assistive technology only, when the content already shows its own heading. */
  hideTitle?: boolean;
  side?: Side;
  width?: string;
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus returns on close, whatever opened the sheet (a button elsewhere, a shortcut key); by default what had focus. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Chooses where focus goes on opening (call `event.preventDefault()`); by default the first control that is not a link. */
  onOpenAutoFocus?: (event: Event) => void;
  children?: ReactNode;
};

/** A panel sliding in from the edge of the screen, modal like a Dialog; the mobile sidebar uses it. */
export function Sheet({
  title,
  description,
  hideTitle = false,
  side = 'left',
  width = '18rem',
  trigger,
  returnFocusRef,
  onOpenAutoFocus,
  children,
  ...rootProps
}: SheetProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusReturn = useFocusReturn(returnFocusRef, triggerRef);
  const heading = (
    <>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
    </>
  );
  return (
    <DialogPrimitive.Root {...rootProps}>
      {trigger && (
        <DialogPrimitive.Trigger ref={triggerRef} asChild>
          {trigger}
        </DialogPrimitive.Trigger>
      )}
      <DialogPrimitive.Portal>
        <Overlay />
        <Panel
          $side={side}
          $width={width}
          onOpenAutoFocus={(event) => {
            focusReturn.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          {...withoutDescription(description)}
        >
          {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : <Header>{heading}</Header>}
          {children}
          <CloseButton aria-label="Close">
            <X aria-hidden="true" />
          </CloseButton>
        </Panel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
