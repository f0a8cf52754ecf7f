import { useParams } from 'react-router-dom';
import { useSectionPath } from '@export-portal/shared-auth';
import { RecordDocuments } from '@export-portal/shared-records/records';
import { ShipmentPage } from '@export-portal/shared-records/shipments';

/** One of the client's shipments: its voyage, container, their vehicles it carries, its documents and timeline; another client's is not found. */
export function ShipmentPageScreen() {
  const { id = '' } = useParams();
  const sectionPath = useSectionPath();
  return (
    <ShipmentPage
      shipmentId={id}
      list={{ path: sectionPath('my-shipments'), label: 'My Shipments' }}
      vehiclePath={(vehicleId) => sectionPath(`my-vehicles/${vehicleId}`)}
      documents={(shipment) => <RecordDocuments column="shipment_id" id={shipment.id} />}
    />
  );
}
