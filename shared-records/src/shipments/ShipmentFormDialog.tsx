import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import type { ShipmentEditor } from './shipmentFormSchema';

/** What the admin's customer picker is given: the chosen customer, and why it is refused or cannot change. */
export interface CustomerPickerField {
  value: string | null;
  onChange: (customerId: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export interface ShipmentFormDialogProps {
  open: boolean;
  /** The shipment edited; null makes a new one. */
  shipmentId: string | null;
  editor: ShipmentEditor;
  onClose: () => void;
  /** The admin's customer picker; staff never change the customer. */
  customerPicker?: (field: CustomerPickerField) => ReactNode;
}

// The form, its checks and its pickers download with the first dialog opened, not with the board.
const ShipmentForm = lazy(() => import('./ShipmentForm').then((module) => ({ default: module.ShipmentForm })));

/** New Shipment and Edit: one form for the admin and staff, each seeing only what is theirs to change. */
export function ShipmentFormDialog({ open, shipmentId, editor, onClose, customerPicker }: ShipmentFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={shipmentId ? 'Edit Shipment' : 'New Shipment'}
      description={
        shipmentId ? 'Change the voyage, the container and the vehicles it carries.' : 'The shipment number is given when the shipment is created.'
      }
    >
      {open ? (
        <Suspense fallback={<PageSpinner label="Loading the form" />}>
          <ShipmentForm shipmentId={shipmentId} editor={editor} onDone={onClose} customerPicker={customerPicker} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
