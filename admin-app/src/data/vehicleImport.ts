import type { PortalClient } from '@export-portal/shared-auth';
import type { VehicleStatus } from '@export-portal/shared-domain';
import type { VehicleCsvRow, VehicleImportColumn, VehicleImportProblem } from '@export-portal/shared-domain/vehicle-import';

/**
 * The vehicle import's reads and writes. The preview looks the file's VINs and owner e-mails
 * up; the import stages the rows in requests of about a thousand rows (a request body stays far
 * below the API's limit, and no request holds the database for long), then commits them in one
 * call that judges every row again and writes all of them or none.
 */

/** A vehicle the file names, as the import would find it. */
export interface InventoryVehicle {
  vin: string;
  vehicle_id: string;
  year: number;
  make: string;
  model: string;
  color: string | null;
  mileage: number | null;
  purchase_price: number | null;
  sale_price: number | null;
  status: VehicleStatus;
  location: string | null;
  customer_id: string | null;
  owner_email: string | null;
  /** The active shipment carrying it, by number. */
  active_shipment: string | null;
}

/** The customers an e-mail names: one is the owner; none or several refuse the row. */
export interface OwnerMatch {
  customerId: string | null;
  matches: number;
}

/** Values looked up per request: the API returns at most 1,000 rows of a function, as a hosted project does. */
const LOOKUP_CHUNK = 1000;
const ROWS_PER_REQUEST = 1000;
/** Characters of staged rows per request, well below the API's 1 MB body limit. */
const CHARACTERS_PER_REQUEST = 500_000;

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The vehicles holding these VINs (upper-case), by VIN. */
export async function findInventoryVehicles(client: PortalClient, vins: readonly string[]): Promise<Map<string, InventoryVehicle>> {
  const found = new Map<string, InventoryVehicle>();
  for (const part of chunks([...new Set(vins)], LOOKUP_CHUNK)) {
    const { data, error } = await client.rpc('vehicle_import_vehicles', { p_vins: part });
    if (error) throw error;
    for (const vehicle of data as InventoryVehicle[]) found.set(vehicle.vin, vehicle);
  }
  return found;
}

/** The customers each e-mail (lower-case) names; an e-mail no customer has is absent. */
export async function findOwners(client: PortalClient, emails: readonly string[]): Promise<Map<string, OwnerMatch>> {
  const found = new Map<string, OwnerMatch>();
  for (const part of chunks([...new Set(emails)], LOOKUP_CHUNK)) {
    const { data, error } = await client.rpc('vehicle_import_owners', { p_emails: part });
    if (error) throw error;
    for (const owner of data as { email: string; customer_id: string | null; matches: number }[]) {
      found.set(owner.email, { customerId: owner.customer_id, matches: owner.matches });
    }
  }
  return found;
}

/** A refused row as the database names it. */
export interface RefusedRow extends VehicleImportProblem {
  row: number;
}

/** The database refused the import; nothing was written. `rows` are the first refused rows it names. */
export class VehicleImportRefusedError extends Error {
  override readonly name = 'VehicleImportRefusedError';
  readonly code = 'P0001';

  constructor(
    message: string,
    readonly rows: RefusedRow[],
  ) {
    super(message);
  }
}

function refusedRowsOf(details: string | null | undefined): RefusedRow[] {
  try {
    const parsed: unknown = JSON.parse(details ?? '');
    return Array.isArray(parsed) ? (parsed as RefusedRow[]).filter((row) => typeof row.row === 'number' && typeof row.message === 'string') : [];
  } catch {
    return [];
  }
}

export interface VehicleImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

export interface VehicleImportFile {
  fileName: string;
  columns: VehicleImportColumn[];
  rows: readonly VehicleCsvRow[];
  /** Rows sent so far, after each request. */
  onProgress?: (sent: number) => void;
}

/** Stages the file's rows and commits them: all of them are written, or none and the refusal says why. */
export async function importVehicles(client: PortalClient, { fileName, columns, rows, onProgress }: VehicleImportFile): Promise<VehicleImportCounts> {
  const started = await client.from('vehicle_imports').insert({ file_name: fileName, columns, row_count: rows.length }).select('id').single();
  if (started.error) throw started.error;
  const importId = started.data.id;

  let sent = 0;
  let batch: Record<string, unknown>[] = [];
  let characters = 0;
  const send = async () => {
    if (batch.length === 0) return;
    const { error } = await client.from('vehicle_import_rows').insert(batch as never);
    if (error) throw error;
    sent += batch.length;
    onProgress?.(sent);
    batch = [];
    characters = 0;
  };
  for (const row of rows) {
    const staged = { import_id: importId, row_number: row.rowNumber, ...row.cells };
    const size = JSON.stringify(staged).length;
    if (batch.length >= ROWS_PER_REQUEST || characters + size > CHARACTERS_PER_REQUEST) await send();
    batch.push(staged);
    characters += size;
  }
  await send();

  const { data, error } = await client.rpc('commit_vehicle_import', { p_import_id: importId });
  if (error) {
    if (error.code === 'P0001') throw new VehicleImportRefusedError(error.message, refusedRowsOf(error.details));
    throw error;
  }
  const counts = data[0];
  if (!counts) throw new Error('The import was made, but the server did not say how many vehicles it changed.');
  return { added: counts.vehicles_added, updated: counts.vehicles_updated, unchanged: counts.vehicles_unchanged };
}
