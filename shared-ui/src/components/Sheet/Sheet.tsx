import { useId, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { CloseContext, Opener, useFrames, useOpenState } from '../Dialog/opener';
import type { Side } from './SheetFrame';

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

/**
 * A panel sliding in from the edge of the screen, modal like a Dialog; the mobile sidebar uses it.
 * Its opener is on the page at once; the panel itself is downloaded when a dialog or sheet first opens.
 */
export function Sheet({
  title,
  description,
  hideTitle = false,
  side = 'left',
  width = '18rem',
  trigger,
  open,
  onOpenChange,
  returnFocusRef,
  onOpenAutoFocus,
  children,
}: SheetProps) {
  const [isOpen, setOpen] = useOpenState(open, onOpenChange);
  const frames = useFrames(isOpen);
  const openerRef = useRef<HTMLElement>(null);
  const contentId = useId();
  return (
    <>
      {trigger ? <Opener element={trigger} open={isOpen} contentId={contentId} onToggle={() => setOpen(!isOpen)} openerRef={openerRef} /> : null}
      {frames ? (
        <CloseContext.Provider value={() => setOpen(false)}>
          <frames.SheetFrame
            title={title}
            description={description}
            hideTitle={hideTitle}
            side={side}
            width={width}
            open={isOpen}
            onOpenChange={setOpen}
            contentId={contentId}
            returnFocusRefs={[returnFocusRef, openerRef]}
            {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
          >
            {children}
          </frames.SheetFrame>
        </CloseContext.Provider>
      ) : null}
    </>
  );
}
