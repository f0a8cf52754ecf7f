import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
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

export interface DialogFrameProps {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  wide: boolean;
  children?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id its opener's `aria-controls` names. */
  contentId: string;
  /** Where focus returns on close, before whatever had focus as it opened. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The dialog itself, on Radix Dialog: downloaded when a dialog of the page first opens (see Dialog). */
export function DialogFrame({ title, description, footer, wide, children, open, onOpenChange, contentId, returnFocusRef }: DialogFrameProps) {
  const focusReturn = useFocusReturn(returnFocusRef);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <Content id={contentId} $wide={wide} {...focusReturn} {...withoutDescription(description)}>
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
