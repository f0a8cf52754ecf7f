import styled from 'styled-components';
import { VEHICLE_STATUS_LABELS, type VehicleStatus } from '@export-portal/shared-domain';
import { Alert, Button, formatMileage, formatMoney } from '@export-portal/shared-ui';
import type { EditedVehicle, VehicleValues } from '../../data/vehicles';
import { draftOf, valuesOf } from './vehicleSchema';

const Differences = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => `${theme.space[2]} 0`};

  & dt {
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

const Row = styled.div`
  display: contents;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const LABELS: Record<keyof VehicleValues, string> = {
  vin: 'VIN',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  color: 'Color',
  mileage: 'Mileage',
  status: 'Status',
  purchase_price: 'Purchase price',
  sale_price: 'Sale price',
  location: 'Location',
  customer_id: 'Owner',
};

function shown(key: keyof VehicleValues, values: VehicleValues): string {
  const value = values[key];
  if (value === null || value === '') return '—';
  if (key === 'purchase_price' || key === 'sale_price') return formatMoney(value as number);
  if (key === 'mileage') return formatMileage(value as number);
  if (key === 'status') return VEHICLE_STATUS_LABELS[value as VehicleStatus];
  return String(value);
}

function Value({ name, values, ownerName }: { name: keyof VehicleValues; values: VehicleValues; ownerName: string | null }) {
  if (name !== 'customer_id') return shown(name, values);
  return values.customer_id === null ? 'No owner' : (ownerName ?? '…');
}

export interface ChangedElsewhereProps {
  fresh: EditedVehicle;
  /** What the form holds now. */
  mine: VehicleValues;
  /** The name of the owner the form holds, as the customer picker shows it. */
  myOwnerName: string | null;
  onUseTheirs: () => void;
  onOverwrite: () => void;
}

/**
 * Someone else saved the vehicle while it was being edited: what they saved, where it differs
 * from what the form holds, and the two ways on. Nothing is lost until the user chooses.
 */
export function ChangedElsewhere({ fresh, mine, myOwnerName, onUseTheirs, onOverwrite }: ChangedElsewhereProps) {
  const theirs = valuesOf(draftOf(fresh));
  const differing = (Object.keys(LABELS) as Array<keyof VehicleValues>).filter((key) => theirs[key] !== mine[key]);
  return (
    <Alert tone="warning" title="This vehicle was changed by someone else while you were editing it.">
      <p>Your input is kept. Their values now:</p>
      <Differences aria-label="Their values">
        {differing.map((key) => (
          <Row key={key}>
            <dt>{LABELS[key]}</dt>
            <dd>
              <Value name={key} values={theirs} ownerName={fresh.ownerName} /> (yours: <Value name={key} values={mine} ownerName={myOwnerName} />)
            </dd>
          </Row>
        ))}
      </Differences>
      <Choices>
        <Button type="button" size="sm" variant="outline" onClick={onUseTheirs}>
          Use their values
        </Button>
        <Button type="button" size="sm" onClick={onOverwrite}>
          Save mine over theirs
        </Button>
      </Choices>
    </Alert>
  );
}
