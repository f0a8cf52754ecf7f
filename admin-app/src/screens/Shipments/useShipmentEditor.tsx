import { useState } from 'react';
import { ShipmentFormDialog } from '@export-portal/shared-records/shipments';
import { CustomerPicker } from '@export-portal/shared-records/customer-picker';

/** New Shipment and each card's Edit open the same form; `dialog` is rendered once by the screen. */
export function useShipmentEditor() {
  // undefined: closed; null: a new shipment; a string: the shipment edited.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const dialog = (
    <ShipmentFormDialog
      open={editing !== undefined}
      shipmentId={editing ?? null}
      editor="admin"
      onClose={() => setEditing(undefined)}
      customerPicker={(field) => <CustomerPicker label="Customer" {...field} />}
    />
  );
  return { create: () => setEditing(null), edit: (shipmentId: string) => setEditing(shipmentId), dialog };
}
