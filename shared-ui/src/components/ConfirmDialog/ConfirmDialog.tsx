import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button } from '../../index';
import { Dialog, DialogClose } from '../Dialog';

export interface ConfirmDialogProps {
  /** The button that opens the dialog; focus returns to it afterwards. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirmation. A rejection keeps the dialog open with its message. */
  onConfirm: () => Promise<void>;
  /** How a failure reads to the user. */
  failureMessage: (error: unknown) => string;
}

/**
 * Asks before an action that cannot be undone. The dialog stays open while
 * the action runs and after it fails, saying why; it closes once it worked.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm, failureMessage }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      trigger={trigger}
      title={title}
      description={description}
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setFailure(null);
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
    </Dialog>
  );
}
