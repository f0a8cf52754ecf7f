import { useSectionPath } from '@export-portal/shared-auth';
import { RecordSection, ShipmentRows } from '@export-portal/shared-records/records';
import { useCustomerShipments } from '../../data/customerRecord';

/** The customer's shipments, newest first, each linked to its page. */
export function CustomerShipments({ customerId }: { customerId: string }) {
  const read = useCustomerShipments(customerId);
  const pathOf = useSectionPath();
  return (
    <RecordSection
      heading="Shipments"
      read={read}
      loadingLabel="Loading shipments"
      emptyText="No shipments yet."
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ShipmentRows shipments={rows} shipmentPath={(id) => pathOf(`shipments/${id}`)} />}
    </RecordSection>
  );
}
