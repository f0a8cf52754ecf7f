import { useParams } from 'react-router-dom';
import { useSectionPath } from '@export-portal/shared-auth';
import { filedUnderVehicle } from '@export-portal/shared-records/documents';
import { RecordDocuments, RecordHistory, RecordShipments, VehicleRecordPage, type VehicleReader } from '@export-portal/shared-records/records';

const BUSINESS: VehicleReader = { kind: 'business' };

/** One vehicle, as operations see it: its facts and purchase price, owner, shipments, documents and history. */
export function VehicleRecordScreen() {
  const { id = '' } = useParams();
  const pathOf = useSectionPath();
  return (
    <VehicleRecordPage
      vehicleId={id}
      reader={BUSINESS}
      back={{ to: pathOf('vehicles'), label: 'Vehicle Operations' }}
      shipments={(vehicle) => <RecordShipments column="vehicle_id" id={vehicle.id} />}
      documents={(vehicle) => <RecordDocuments column="vehicle_id" id={vehicle.id} upload={filedUnderVehicle(vehicle)} />}
      history={(vehicle) => <RecordHistory table="vehicles" recordId={vehicle.id} />}
    />
  );
}
