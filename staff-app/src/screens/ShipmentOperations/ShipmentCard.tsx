import { MapPin, Pencil } from 'lucide-react';
import { ShipmentCard as SharedShipmentCard, type BoardShipment } from '@export-portal/shared-records/cards';
import { Button } from '@export-portal/shared-ui';
import { ShipmentStatusActions } from './ShipmentStatusActions';

export interface ShipmentCardProps {
  shipment: BoardShipment;
  onEdit: (shipmentId: string) => void;
  onTrack: (shipment: BoardShipment) => void;
}

/** One shipment on the board with its workflow buttons, Edit (the voyage, container and vehicles) and Track (its timeline). */
export function ShipmentCard({ shipment, onEdit, onTrack }: ShipmentCardProps) {
  return (
    <SharedShipmentCard
      shipment={shipment}
      actions={[
        <ShipmentStatusActions key="status" shipment={shipment} />,
        <>
          <Button size="sm" variant="ghost" onClick={() => onEdit(shipment.id)}>
            <Pencil aria-hidden size={14} />
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onTrack(shipment)}>
            <MapPin aria-hidden size={14} />
            Track
          </Button>
        </>,
      ]}
    />
  );
}
