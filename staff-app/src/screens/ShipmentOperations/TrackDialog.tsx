import { Link } from 'react-router-dom';
import { useSectionPath } from '@export-portal/shared-auth';
import type { BoardShipment } from '@export-portal/shared-records/cards';
import { ShipmentTimeline } from '@export-portal/shared-records/shipments';
import { Dialog } from '@export-portal/shared-ui/dialog';

/** Track: the shipment's status changes with their dates and who made them, and a link to its page. */
export function TrackDialog({ shipment, onClose }: { shipment: BoardShipment | null; onClose: () => void }) {
  const sectionPath = useSectionPath();
  return (
    <Dialog
      open={shipment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shipment ? `Track ${shipment.shipment_number}` : 'Track'}
      description="Each status the shipment has had, from its creation."
    >
      {shipment ? (
        <>
          <ShipmentTimeline shipment={shipment} showActors />
          <Link to={sectionPath(`shipments/${shipment.id}`)}>Open the shipment's page</Link>
        </>
      ) : null}
    </Dialog>
  );
}
