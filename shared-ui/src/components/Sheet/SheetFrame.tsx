import * as DialogPrimitive from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseButton, Description, Overlay, Title, useFocusReturn, withoutDescription } from '../Dialog/dialogParts';

export type Side = 'left' | 'right';

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

export interface SheetFrameProps {
  title: ReactNode;
  description?: ReactNode;
  hideTitle: boolean;
  side: Side;
  width: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  /** Where focus returns on close, in order of preference, before whatever had focus as it opened. */
  returnFocusRefs: Array<RefObject<HTMLElement | null> | undefined>;
  onOpenAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

/** The sheet itself, on Radix Dialog: downloaded when a sheet or dialog of the page first opens (see Sheet). */
export function SheetFrame({
  title,
  description,
  hideTitle,
  side,
  width,
  open,
  onOpenChange,
  contentId,
  returnFocusRefs,
  onOpenAutoFocus,
  children,
}: SheetFrameProps) {
  const focusReturn = useFocusReturn(...returnFocusRefs);
  const heading = (
    <>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
    </>
  );
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <Panel
          id={contentId}
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
