import { useContext, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { CloseContext, Opener, useFrames, useOpenState, withClick } from './opener';

export type DialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /**
   * The element that opens the dialog; focus returns to it when the dialog closes. Without
   * one, focus returns to whatever had it when `open` became true.
   */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Actions shown at the bottom, e.g. a Cancel wrapped in DialogClose and a submit button. */
  footer?: ReactNode;
  /** Room for a table (60rem instead of 32rem), still within the screen's width on a phone. */
  wide?: boolean;
  children?: ReactNode;
};

/**
 * A modal dialog: focus stays inside while open, Escape or the close button dismisses it. Its
 * opener is on the page at once; the dialog itself is downloaded when one first opens.
 */
export function Dialog({ title, description, trigger, open, onOpenChange, footer, wide = false, children }: DialogProps) {
  const [isOpen, setOpen] = useOpenState(open, onOpenChange);
  const frames = useFrames(isOpen);
  const openerRef = useRef<HTMLElement>(null);
  const contentId = useId();
  return (
    <>
      {trigger ? <Opener element={trigger} open={isOpen} contentId={contentId} onToggle={() => setOpen(!isOpen)} openerRef={openerRef} /> : null}
      {frames ? (
        <CloseContext.Provider value={() => setOpen(false)}>
          <frames.DialogFrame
            title={title}
            description={description}
            footer={footer}
            wide={wide}
            open={isOpen}
            onOpenChange={setOpen}
            contentId={contentId}
            returnFocusRef={openerRef}
          >
            {children}
          </frames.DialogFrame>
        </CloseContext.Provider>
      ) : null}
    </>
  );
}

/** Closes the surrounding Dialog or Sheet when its child (usually a Button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  const close = useContext(CloseContext);
  return withClick(children, close);
}
