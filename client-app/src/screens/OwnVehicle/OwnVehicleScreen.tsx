import { useParams } from 'react-router-dom';
import { VehicleRecordPage, useClientReader, useSectionPath } from '@export-portal/shared-auth';

/** One of the client's own vehicles: its facts, its shipment and its documents. Any other vehicle is not found. */
export function OwnVehicleScreen() {
  const { id = '' } = useParams();
  const pathOf = useSectionPath();
  return <VehicleRecordPage vehicleId={id} reader={useClientReader()} back={{ to: pathOf('my-vehicles'), label: 'My Vehicles' }} business={false} />;
}
