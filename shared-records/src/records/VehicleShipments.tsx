import { loadFailureMessage } from '@export-portal/shared-domain';
import { RecordSection } from '@export-portal/shared-ui';
import { ShipmentRows } from './ShipmentRows';
import { useVehicleShipments } from './vehicleRecord';

/** The shipments a vehicle is or was in, latest first, each linked to its page where the section has one. */
export function VehicleShipments({ vehicleId, shipmentPath }: { vehicleId: string; shipmentPath?: (shipmentId: string) => string }) {
  const read = useVehicleShipments(vehicleId);
  return (
    <RecordSection
      heading="Shipments"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading shipments"
      emptyText="This vehicle is not in any shipment."
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ShipmentRows shipments={rows} shipmentPath={shipmentPath} />}
    </RecordSection>
  );
}
