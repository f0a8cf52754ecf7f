import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { VEHICLE_SEARCH, loadFailureMessage, serverSearchFilter } from '@export-portal/shared-domain';
import { Button, SearchInput, Spinner } from '@export-portal/shared-ui';
import { Checkbox } from '@export-portal/shared-ui/toggles';
import { SEARCH_DEBOUNCE_MS, useDebounced, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { vehicleName } from './shipmentRecord';
import type { PickedVehicle } from './shipmentFormSchema';

/** Enough matches to pick from; a longer list means typing more of the VIN, make or model. */
const MATCHES = 20;

const Frame = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

const Matches = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 12rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Note = styled.p<{ $tone?: 'danger' | 'muted' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $tone = 'muted' }) => ($tone === 'danger' ? theme.colors.dangerHover : theme.colors.muted)};
`;

/**
 * Vehicles of one customer matching a search, at most a handful: the read is narrowed to the
 * customer first (an indexed column), so it stays quick however many vehicles the business has.
 */
async function searchCustomerVehicles(client: PortalClient, customerId: string, term: string): Promise<PickedVehicle[]> {
  let query = client.from('vehicles').select('id,year,make,model,vin').eq('customer_id', customerId);
  const search = serverSearchFilter(term, VEHICLE_SEARCH);
  if (search) query = query.or(search);
  const { data, error } = await query.order('year', { ascending: false }).order('make').order('model').order('id').limit(MATCHES);
  if (error) throw error;
  return data;
}

export interface VehiclePickerProps {
  /** Whose vehicles can be chosen; none while no customer is chosen. */
  customerId: string;
  value: readonly PickedVehicle[];
  onChange: (vehicles: PickedVehicle[]) => void;
  /** Why the vehicles were refused, shown under them. */
  error?: string | undefined;
  /** How full the container is, e.g. "2 of 4 vehicles". */
  hint?: string | undefined;
  hintIsWarning?: boolean;
  /** Why the vehicles cannot change, when they cannot. */
  lockedReason?: string | null;
}

/** The vehicles a shipment carries: the chosen ones as removable chips, and the customer's vehicles searched on the server to tick. */
export function VehiclePicker({ customerId, value, onChange, error, hint, hintIsWarning = false, lockedReason = null }: VehiclePickerProps) {
  const client = useSupabase();
  const [term, setTerm] = useState('');
  const settled = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useQuery({
    queryKey: ['vehicles', 'shipment-picker', customerId, settled.toLowerCase()],
    queryFn: () => searchCustomerVehicles(client, customerId, settled),
    enabled: customerId !== '' && lockedReason === null,
    // The customer's last matches stay while the next search runs, so a box being ticked is not taken away.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === customerId ? previous : undefined),
  });
  const errorId = useId();
  const hintId = useId();
  const chosen = new Set(value.map((vehicle) => vehicle.id));
  const toggle = (vehicle: PickedVehicle, on: boolean) =>
    onChange(on ? [...value.filter((other) => other.id !== vehicle.id), vehicle] : value.filter((other) => other.id !== vehicle.id));
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Frame aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>Vehicles</legend>
      {value.length === 0 ? (
        <Note>No vehicles chosen.</Note>
      ) : (
        <Chips aria-label="Chosen vehicles">
          {value.map((vehicle) => (
            <Chip key={vehicle.id}>
              {vehicleName(vehicle)} · {vehicle.vin}
              {lockedReason === null ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${vehicleName(vehicle)} ${vehicle.vin}`}
                  onClick={() => toggle(vehicle, false)}
                >
                  <X aria-hidden size={12} />
                </Button>
              ) : null}
            </Chip>
          ))}
        </Chips>
      )}
      {lockedReason !== null ? (
        <Note>{lockedReason}</Note>
      ) : customerId === '' ? (
        <Note>Choose the customer to pick their vehicles.</Note>
      ) : (
        <>
          <SearchInput label="Search the customer's vehicles by VIN, make or model" value={term} onChange={(event) => setTerm(event.target.value)} />
          {matches.isPending ? (
            <Spinner aria-label="Searching vehicles" />
          ) : matches.isError ? (
            <Note $tone="danger" role="alert">
              {loadFailureMessage(matches.error)}
            </Note>
          ) : matches.data.length === 0 ? (
            <Note>No vehicle of this customer matches.</Note>
          ) : (
            <Matches aria-label="Matching vehicles" aria-busy={matches.isFetching}>
              {matches.data.map((vehicle) => (
                <li key={vehicle.id}>
                  <Checkbox
                    label={`${vehicleName(vehicle)} · ${vehicle.vin}`}
                    checked={chosen.has(vehicle.id)}
                    onCheckedChange={(checked) => toggle(vehicle, checked === true)}
                  />
                </li>
              ))}
            </Matches>
          )}
        </>
      )}
      {hint ? (
        <Note id={hintId} $tone={hintIsWarning ? 'danger' : 'muted'}>
          {hint}
        </Note>
      ) : null}
      {error ? (
        <Note id={errorId} $tone="danger">
          {error}
        </Note>
      ) : null}
    </Frame>
  );
}
