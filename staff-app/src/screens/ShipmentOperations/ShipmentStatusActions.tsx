import { CalendarCheck, PackageCheck, Ship } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHIPMENT_ACTION_ALLOWED, SHIPMENT_ACTION_LABELS, type ShipmentAction, type ShipmentRow } from '@export-portal/shared-domain';
import { Button } from '@export-portal/shared-ui';
import { useShipmentAction } from './useShipmentAction';

const ACTIONS: ReadonlyArray<{ action: ShipmentAction; icon: ReactNode }> = [
  { action: 'book', icon: <CalendarCheck aria-hidden size={14} /> },
  { action: 'mark-in-transit', icon: <Ship aria-hidden size={14} /> },
  { action: 'deliver', icon: <PackageCheck aria-hidden size={14} /> },
];

/** Book, In Transit and Deliver, each enabled only from the statuses the workflow allows. */
export function ShipmentStatusActions({ shipment }: { shipment: Pick<ShipmentRow, 'id' | 'status' | 'updated_at'> }) {
  const move = useShipmentAction();
  const busy = move.isPending && move.variables.shipment.id === shipment.id;
  return (
    <>
      {ACTIONS.map(({ action, icon }) => (
        <Button
          key={action}
          size="sm"
          variant="outline"
          disabled={!SHIPMENT_ACTION_ALLOWED[action](shipment.status) || busy}
          loading={busy && move.variables.action === action}
          onClick={() => move.mutate({ shipment, action })}
        >
          {icon}
          {SHIPMENT_ACTION_LABELS[action]}
        </Button>
      ))}
    </>
  );
}
