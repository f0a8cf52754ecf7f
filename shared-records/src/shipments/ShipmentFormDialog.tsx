import { lazy, Suspense } from 'react';
import { PageSpinner } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import type { CustomerChooser } from '../customerPicker';

export interface ShipmentFormDialogProps {
  open: boolean;
  /** The shipment edited; null makes a new one. */
  shipmentId: string | null;
  onClose: () => void;
  /** Given, the form also sets the shipment's terms; left out, it changes the voyage, the container and the vehicles. */
  terms?: ShipmentTerms;
}

/** The shipment's business terms (its customer, status and costs), set by whoever opens the form with them, choosing the customer with its own picker. */
export interface ShipmentTerms {
  customerPicker: CustomerChooser;
}

// The form, its checks and its pickers download with the first dialog opened, not with the board.
const ShipmentForm = lazy(() => import('./ShipmentForm').then((module) => ({ default: module.ShipmentForm })));

/** New Shipment and Edit: one form, showing the terms only to a screen that gives them. */
export function ShipmentFormDialog({ open, shipmentId, onClose, terms }: ShipmentFormDialogProps) {
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
          <ShipmentForm shipmentId={shipmentId} onDone={onClose} terms={terms} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
