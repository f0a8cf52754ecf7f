import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useSectionPath } from '@export-portal/shared-auth';
import { filedUnderShipment } from '@export-portal/shared-records/documents';
import { RecordDocuments, RecordHistory } from '@export-portal/shared-records/records';
import { ShipmentFormDialog, ShipmentPage } from '@export-portal/shared-records/shipments';
import { Button } from '@export-portal/shared-ui';

/** One shipment's page for staff: its voyage, container, vehicles, documents, timeline and history, with Edit. */
export function ShipmentPageScreen() {
  const { id = '' } = useParams();
  const sectionPath = useSectionPath();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ShipmentPage
        shipmentId={id}
        list={{ path: sectionPath('shipments'), label: 'Shipment Operations' }}
        vehiclePath={(vehicleId) => sectionPath(`vehicles/${vehicleId}`)}
        showActors
        documents={(shipment) => <RecordDocuments column="shipment_id" id={shipment.id} upload={filedUnderShipment(shipment)} />}
        actions={() => (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            Edit
          </Button>
        )}
      >
        <RecordHistory table="shipments" recordId={id} />
      </ShipmentPage>
      <ShipmentFormDialog open={editing} shipmentId={id} onClose={() => setEditing(false)} />
    </>
  );
}
