import { MapPin, Pencil } from 'lucide-react';
import { ShipmentCard as SharedShipmentCard, type BoardShipment } from '@export-portal/shared-auth/lists';
import { Button } from '@export-portal/shared-ui';
import { ShipmentStatusActions } from './ShipmentStatusActions';

/** One shipment on the board with its workflow buttons; Edit and Track are inert. */
export function ShipmentCard({ shipment }: { shipment: BoardShipment }) {
  return (
    <SharedShipmentCard
      shipment={shipment}
      actions={[
        <ShipmentStatusActions key="status" shipment={shipment} />,
        <>
          <Button size="sm" variant="ghost">
            <Pencil aria-hidden size={14} />
            Edit
          </Button>
          <Button size="sm" variant="ghost">
            <MapPin aria-hidden size={14} />
            Track
          </Button>
        </>,
      ]}
    />
  );
}
