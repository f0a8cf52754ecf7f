import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSectionPath } from '@export-portal/shared-auth';
import { MISSING_VALUE } from '@export-portal/shared-ui';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Vin = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

interface Carried {
  shipment_vehicles: ReadonlyArray<{ vehicle: { id: string; year: number; make: string; model: string; vin: string } | null }>;
}

/** The client's vehicles a shipment carries, oldest model year first: year, make and model (linking to the vehicle's page) and VIN. */
export function CarriedVehicles({ shipment, label }: { shipment: Carried; label: string }) {
  const sectionPath = useSectionPath();
  const vehicles = shipment.shipment_vehicles
    .flatMap(({ vehicle }) => (vehicle ? [vehicle] : []))
    .sort((a, b) => a.year - b.year || a.make.localeCompare(b.make) || a.model.localeCompare(b.model) || a.vin.localeCompare(b.vin));
  if (vehicles.length === 0) return <>{MISSING_VALUE}</>;
  return (
    <List aria-label={label}>
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <Link to={sectionPath(`my-vehicles/${vehicle.id}`)}>
            {vehicle.year} {vehicle.make} {vehicle.model}
          </Link>{' '}
          <Vin>· VIN {vehicle.vin}</Vin>
        </li>
      ))}
    </List>
  );
}

/** The shipment's number, linking to its page. */
export function ShipmentPageLink({ shipment }: { shipment: { id: string; shipment_number: string } }) {
  const sectionPath = useSectionPath();
  return <Link to={sectionPath(`my-shipments/${shipment.id}`)}>{shipment.shipment_number}</Link>;
}
