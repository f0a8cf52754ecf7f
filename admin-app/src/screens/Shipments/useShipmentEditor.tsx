import { useState } from 'react';
import { ShipmentFormDialog, type ShipmentTerms } from '@export-portal/shared-records/shipments';
import { CustomerPicker } from '@export-portal/shared-records/customer-picker';

/** The admin sets a shipment's terms, choosing its customer in the Customer Database. */
const SHIPMENT_TERMS: ShipmentTerms = { customerPicker: (field) => <CustomerPicker label="Customer" {...field} /> };

/** New Shipment and each card's Edit open the same form; `dialog` is rendered once by the screen. */
export function useShipmentEditor() {
  // undefined: closed; null: a new shipment; a string: the shipment edited.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const dialog = (
    <ShipmentFormDialog open={editing !== undefined} shipmentId={editing ?? null} onClose={() => setEditing(undefined)} terms={SHIPMENT_TERMS} />
  );
  return { create: () => setEditing(null), edit: (shipmentId: string) => setEditing(shipmentId), dialog };
}
