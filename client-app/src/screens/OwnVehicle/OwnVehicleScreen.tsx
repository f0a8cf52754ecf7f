import { useParams } from 'react-router-dom';
import { useAuth, useSectionPath } from '@export-portal/shared-auth';
import { RecordDocuments, RecordShipments, VehicleRecordPage } from '@export-portal/shared-records/records';

/** One of the client's own vehicles: its facts, its shipment and its documents. Any other vehicle is not found. */
export function OwnVehicleScreen() {
  const { id = '' } = useParams();
  const pathOf = useSectionPath();
  // Empty until the session is restored; the page waits for it.
  const user = useAuth().user?.id ?? '';
  return (
    <VehicleRecordPage
      vehicleId={id}
      reader={{ kind: 'client', user }}
      back={{ to: pathOf('my-vehicles'), label: 'My Vehicles' }}
      shipments={(vehicle) => <RecordShipments column="vehicle_id" id={vehicle.id} />}
      documents={(vehicle) => <RecordDocuments column="vehicle_id" id={vehicle.id} />}
    />
  );
}
