import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

export const Title = styled(DialogPrimitive.Title)`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const Description = styled(DialogPrimitive.Description)`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** Radix links a description by default; an explicit undefined tells it there is none to link. */
export function withoutDescription(description: ReactNode) {
  return description ? {} : { 'aria-describedby': undefined };
}

/** Where focus goes when the element that opened a dialog is no longer on the page: the page's own heading. */
const PAGE_HEADING = 'main h1[tabindex]';

function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return Boolean(element?.isConnected) && element !== document.body;
}

/**
 * Hands focus back to what opened a dialog or sheet when it closes, however it closes.
 * Radix returns focus only to its own Trigger, so a dialog a button opens by setting
 * `open` (a Reply on a list card) would leave focus on the body. This remembers the
 * element that had focus as the dialog opened and returns there; the first of
 * `preferred` still on the page wins over it. When none is left (the confirmed action
 * removed the row the button sat in), focus goes to the page's heading.
 */
export function useFocusReturn(...preferred: Array<RefObject<HTMLElement | null> | undefined>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const candidates = [...preferred.map((ref) => ref?.current), opener.current];
      const target = candidates.find(focusable) ?? document.querySelector<HTMLElement>(PAGE_HEADING);
      target?.focus();
    },
  };
}
