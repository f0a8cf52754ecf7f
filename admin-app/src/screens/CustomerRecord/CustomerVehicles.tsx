import { Link } from 'react-router-dom';
import { VEHICLE_STATUS_LABELS, loadFailureMessage } from '@export-portal/shared-domain';
import { useSectionPath } from '@export-portal/shared-auth';
import { StatusBadge, formatMoney, Muted, RecordRows, RecordSection } from '@export-portal/shared-ui';
import { useCustomerVehicles } from '../../data/customerRecord';

/** The customer's vehicles, newest first, each linked to its page. */
export function CustomerVehicles({ customerId }: { customerId: string }) {
  const read = useCustomerVehicles(customerId);
  const pathOf = useSectionPath();
  return (
    <RecordSection
      heading="Vehicles"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading vehicles"
      emptyText="No vehicles yet."
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => (
        <RecordRows aria-label="Vehicles">
          {rows.map((vehicle) => (
            <li key={vehicle.id}>
              <span>
                <strong>
                  <Link to={pathOf(`vehicles/${vehicle.id}`)}>{`${vehicle.year} ${vehicle.make} ${vehicle.model}`}</Link>
                </strong>{' '}
                <Muted>
                  VIN {vehicle.vin} · {formatMoney(vehicle.sale_price)}
                </Muted>
              </span>
              <StatusBadge status={vehicle.status} label={VEHICLE_STATUS_LABELS[vehicle.status]} />
            </li>
          ))}
        </RecordRows>
      )}
    </RecordSection>
  );
}
