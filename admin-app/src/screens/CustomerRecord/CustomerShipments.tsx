import { useSectionPath } from '@export-portal/shared-auth';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { ShipmentRows } from '@export-portal/shared-records/records';
import { RecordSection } from '@export-portal/shared-ui';
import { useCustomerShipments } from '../../data/customerRecord';

/** The customer's shipments, newest first, each linked to its page. */
export function CustomerShipments({ customerId }: { customerId: string }) {
  const read = useCustomerShipments(customerId);
  const pathOf = useSectionPath();
  return (
    <RecordSection
      heading="Shipments"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading shipments"
      emptyText="No shipments yet."
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ShipmentRows shipments={rows} shipmentPath={(id) => pathOf(`shipments/${id}`)} />}
    </RecordSection>
  );
}
