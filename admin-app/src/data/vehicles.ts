import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHANGED_ELSEWHERE_CODE, VEHICLE_COLUMNS, customerDisplayName, type VehicleRow, type VehicleStatus } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/**
 * The Vehicle Inventory's writes: add, edit and delete a vehicle. The purchase price is
 * written like any column but never selected (the column is not granted to signed-in
 * users): it is read back through `vehicle_costs`.
 */

/** What the vehicle form writes. */
export interface VehicleValues {
  year: number;
  make: string;
  model: string;
  vin: string;
  color: string | null;
  mileage: number | null;
  purchase_price: number | null;
  sale_price: number | null;
  status: VehicleStatus;
  location: string | null;
  customer_id: string | null;
}

/** A vehicle as the form edits it: its columns, its purchase price, the version it was read at, and its owner's name. */
export type EditedVehicle = VehicleRow & { purchase_price: number | null; ownerName: string | null };

/** The VIN is already in the inventory; `vehicleId` is the vehicle holding it, when it could be found. */
export class DuplicateVinError extends Error {
  override readonly name = 'DuplicateVinError';
  readonly code = '23505';

  constructor(readonly vehicleId: string | null) {
    super('A vehicle with this VIN is already in the inventory');
  }
}

/** The vehicle was changed by someone else since the form read it; `fresh` is what it holds now. */
export class VehicleChangedError extends Error {
  override readonly name = 'VehicleChangedError';
  readonly code = CHANGED_ELSEWHERE_CODE;

  constructor(readonly fresh: EditedVehicle) {
    super('The vehicle was changed by someone else');
  }
}

/** The vehicle was deleted since the form read it. */
export class VehicleGoneError extends Error {
  override readonly name = 'VehicleGoneError';
  readonly code = CHANGED_ELSEWHERE_CODE;

  constructor() {
    super('This vehicle has been deleted by someone else.');
  }
}

const VIN_UNIQUE = 'vehicles_vin_key';

interface PostgrestFailure {
  code?: string;
  message?: string;
  details?: string | null;
}

function isDuplicateVin(error: PostgrestFailure): boolean {
  return error.code === '23505' && `${error.message ?? ''} ${error.details ?? ''}`.includes(VIN_UNIQUE);
}

/** The vehicle holding a VIN, after the database refused it as a duplicate. */
async function vehicleWithVin(client: PortalClient, vin: string): Promise<string | null> {
  const { data } = await client.from('vehicles').select('id').eq('vin', vin.trim().toUpperCase()).maybeSingle();
  return data?.id ?? null;
}

/**
 * The vehicle as it is now, with its purchase price and its owner named as the customer picker
 * names them (so a change by someone else can show whose it is); null when it is gone.
 */
export async function readEditedVehicle(client: PortalClient, id: string): Promise<EditedVehicle | null> {
  const [row, costs] = await Promise.all([
    client.from('vehicles').select(`${VEHICLE_COLUMNS},owner:customers(first_name,last_name,company_name,email)`).eq('id', id).maybeSingle(),
    client.rpc('vehicle_costs').eq('vehicle_id', id),
  ]);
  if (row.error) throw row.error;
  if (costs.error) throw costs.error;
  if (!row.data) return null;
  const { owner, ...vehicle } = row.data;
  return {
    ...vehicle,
    purchase_price: costs.data[0]?.purchase_price ?? null,
    ownerName: owner ? customerDisplayName(owner) || owner.email || vehicle.customer_id : null,
  };
}

function editedVehicleQuery(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: [...tableKeys('vehicles').detail(id), 'edit'],
    queryFn: () => readEditedVehicle(client, id),
    // The form opens on what the vehicle holds now, not on a copy from earlier.
    staleTime: 0,
  });
}

/** The vehicle an Edit opens on, read when the form opens. */
export function useEditedVehicle(id: string | null) {
  return useQuery({ ...editedVehicleQuery(useSupabase(), id ?? ''), enabled: id !== null, gcTime: 0 });
}

export async function addVehicle(client: PortalClient, values: VehicleValues): Promise<string> {
  const { data, error } = await client.from('vehicles').insert(values).select('id').single();
  if (error) {
    if (isDuplicateVin(error)) throw new DuplicateVinError(await vehicleWithVin(client, values.vin));
    throw error;
  }
  return data.id;
}

export interface VehicleChange {
  id: string;
  /** The `updated_at` the form read; the write applies only while the row still has it. */
  seenUpdatedAt: string;
  changes: Partial<VehicleValues>;
}

/**
 * Writes the changes only if nobody changed the vehicle since the form read it. No row back
 * means someone did: the vehicle is read again to tell a change (with what it holds now)
 * from a deletion.
 */
export async function updateVehicle(client: PortalClient, { id, seenUpdatedAt, changes }: VehicleChange): Promise<void> {
  const { data, error } = await client.from('vehicles').update(changes).eq('id', id).eq('updated_at', seenUpdatedAt).select('id,updated_at');
  if (error) {
    if (isDuplicateVin(error)) throw new DuplicateVinError(changes.vin ? await vehicleWithVin(client, changes.vin) : null);
    throw error;
  }
  if (data.length > 0) return;
  const fresh = await readEditedVehicle(client, id);
  if (!fresh) throw new VehicleGoneError();
  throw new VehicleChangedError(fresh);
}

/** Deletes the vehicle; the database refuses a sold or shipped one, or one in an active shipment, saying why. */
export async function deleteVehicle(client: PortalClient, { id }: { id: string }): Promise<void> {
  const { error } = await client.from('vehicles').delete().eq('id', id);
  if (error) throw error;
}
