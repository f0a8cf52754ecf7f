import { Link } from 'react-router-dom';
import { SHIPMENT_STATUS_LABELS } from '@export-portal/shared-domain';
import { Muted, RecordRows, RecordSection, useSectionPath } from '@export-portal/shared-auth';
import { StatusBadge, formatDate } from '@export-portal/shared-ui';
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
      {(rows) => (
        <RecordRows aria-label="Shipments">
          {rows.map((shipment) => (
            <li key={shipment.id}>
              <span>
                <strong>
                  <Link to={pathOf(`shipments/${shipment.id}`)}>{shipment.shipment_number}</Link>
                </strong>{' '}
                <Muted>
                  {[
                    shipment.destination_port && `to ${shipment.destination_port}`,
                    shipment.estimated_arrival && `arriving ${formatDate(shipment.estimated_arrival)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </span>
              <StatusBadge status={shipment.status} label={SHIPMENT_STATUS_LABELS[shipment.status]} />
            </li>
          ))}
        </RecordRows>
      )}
    </RecordSection>
  );
}
