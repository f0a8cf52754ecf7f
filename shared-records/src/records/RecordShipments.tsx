import { loadFailureMessage } from '@export-portal/shared-domain';
import { RecordSection } from '@export-portal/shared-ui';
import { ShipmentRows } from './ShipmentRows';
import { useRecordShipments, type ShipmentsColumn } from './recordShipments';

const EMPTY_TEXT: Readonly<Record<ShipmentsColumn, string>> = {
  vehicle_id: 'This vehicle is not in any shipment.',
  customer_id: 'No shipments yet.',
};

export interface RecordShipmentsProps {
  column: ShipmentsColumn;
  id: string;
  /** A shipment's page in this section; left out, shipments are named without a link. */
  shipmentPath?: (shipmentId: string) => string;
}

/** The shipments a vehicle is or was in, or a customer's, latest first, each linked to its page where the section has one. */
export function RecordShipments({ column, id, shipmentPath }: RecordShipmentsProps) {
  const read = useRecordShipments(column, id);
  return (
    <RecordSection
      heading="Shipments"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading shipments"
      emptyText={EMPTY_TEXT[column]}
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ShipmentRows shipments={rows} shipmentPath={shipmentPath} />}
    </RecordSection>
  );
}
