import { VEHICLE_STATUS_LABELS } from '@export-portal/shared-domain';
import {
  VEHICLE_AMOUNT_LIMIT,
  VEHICLE_IMPORT_HEADERS,
  VEHICLE_IMPORT_REFUSALS,
  importedVin,
  vehicleStatusOf,
  type VehicleCsvRow,
  type VehicleImportColumn,
  type VehicleImportProblem,
} from '@export-portal/shared-domain/vehicle-import';
import { formatMileage, formatMoney } from '@export-portal/shared-ui';
import type { InventoryVehicle, OwnerMatch } from '../../data/vehicleImport';
import { EMPTY_DRAFT, draftOf, valuesOf, vehicleSchema, type VehicleDraft } from './vehicleSchema';

/**
 * What an import would do with each row of a file: add a vehicle, update one (only the columns
 * the file gives), leave one as it is, or refuse the row and say why. A row is judged by the
 * vehicle form's own schema (the VIN by checkVin, check digit included) on the vehicle as it
 * would become, and by the import's rules; the database judges it again when the import is made.
 */

export interface ImportChange {
  column: VehicleImportColumn;
  label: string;
  before: string;
  after: string;
}

export type ImportVerdict =
  | { kind: 'new' }
  | { kind: 'update'; changes: ImportChange[] }
  | { kind: 'unchanged' }
  | { kind: 'refused'; problems: VehicleImportProblem[] };

export interface PreviewRow {
  rowNumber: number;
  vin: string;
  /** "2022 Ford Bronco", as far as the row and the vehicle tell. */
  vehicle: string;
  verdict: ImportVerdict;
}

type DraftField = keyof VehicleDraft;

/** The form field a column's cells fill: the owner's e-mail names the customer. */
const fieldOf = (column: VehicleImportColumn): DraftField => (column === 'owner_email' ? 'customer_id' : column);
const columnOf = (field: DraftField): VehicleImportColumn => (field === 'customer_id' ? 'owner_email' : field);

const TEXT_FIELDS = ['year', 'make', 'model', 'color', 'mileage', 'purchase_price', 'sale_price', 'location'] as const;
const NEW_VEHICLE_NEEDS = ['year', 'make', 'model'] as const;
const AMOUNTS = ['purchase_price', 'sale_price'] as const;

type Values = ReturnType<typeof valuesOf>;

function shown(column: VehicleImportColumn, values: Values, ownerEmail: string | null): string {
  switch (column) {
    case 'purchase_price':
    case 'sale_price':
      return formatMoney(values[column]);
    case 'mileage':
      return formatMileage(values.mileage);
    case 'status':
      return VEHICLE_STATUS_LABELS[values.status];
    case 'owner_email':
      return ownerEmail ?? '—';
    default: {
      const value = values[fieldOf(column)];
      return value === null || value === '' ? '—' : String(value);
    }
  }
}

function judge(
  row: VehicleCsvRow,
  given: ReadonlySet<VehicleImportColumn>,
  vehicle: InventoryVehicle | null,
  owners: ReadonlyMap<string, OwnerMatch>,
): PreviewRow {
  const problems: VehicleImportProblem[] = [...row.problems];
  const cell = (column: VehicleImportColumn) => row.cells[column] ?? '';
  const draft: VehicleDraft = { ...(vehicle ? draftOf(vehicle) : EMPTY_DRAFT), vin: cell('vin') };
  for (const field of TEXT_FIELDS) if (given.has(field)) draft[field] = cell(field);

  if (given.has('status')) {
    const blankForNew = !vehicle && cell('status').trim() === '';
    const status = blankForNew ? 'available' : vehicleStatusOf(cell('status'));
    if (status) draft.status = status;
    else problems.push({ column: 'status', message: VEHICLE_IMPORT_REFUSALS.status });
  }
  let ownerEmail = vehicle?.owner_email ?? null;
  if (given.has('owner_email')) {
    const email = cell('owner_email').trim();
    ownerEmail = email === '' ? null : email;
    if (email === '') draft.customer_id = null;
    else if (vehicle?.owner_email?.toLowerCase() === email.toLowerCase()) draft.customer_id = vehicle.customer_id;
    else {
      const match = owners.get(email.toLowerCase());
      if (match?.customerId) draft.customer_id = match.customerId;
      else problems.push({ column: 'owner_email', message: VEHICLE_IMPORT_REFUSALS.owner(email, match?.matches ?? 0) });
    }
  }

  const missing = vehicle ? [] : NEW_VEHICLE_NEEDS.filter((column) => !given.has(column));
  for (const column of missing) problems.push({ column, message: VEHICLE_IMPORT_REFUSALS.missingColumn(column) });
  const checked = vehicleSchema.safeParse(draft);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const column = columnOf(issue.path[0] as DraftField);
      if (!(missing as readonly VehicleImportColumn[]).includes(column)) problems.push({ column, message: issue.message });
    }
  }
  for (const column of AMOUNTS) {
    const amount = draft[column].trim();
    if (given.has(column) && /^\d+(\.\d{1,2})?$/.test(amount) && Number(amount) >= VEHICLE_AMOUNT_LIMIT)
      problems.push({ column, message: VEHICLE_IMPORT_REFUSALS.amountTooLarge(column) });
  }

  const vehicleName = [draft.year, draft.make, draft.model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const result = (verdict: ImportVerdict): PreviewRow => ({
    rowNumber: row.rowNumber,
    vin: importedVin(row.cells.vin),
    vehicle: vehicleName,
    verdict,
  });
  if (problems.length > 0) return result({ kind: 'refused', problems });
  if (!vehicle) return result({ kind: 'new' });

  const before = valuesOf(draftOf(vehicle));
  const after = valuesOf(draft);
  const changes = [...given]
    .filter((column) => column !== 'vin' && after[fieldOf(column)] !== before[fieldOf(column)])
    .map((column) => ({
      column,
      label: VEHICLE_IMPORT_HEADERS[column],
      before: shown(column, before, vehicle.owner_email),
      after: shown(column, after, ownerEmail),
    }));
  if (changes.length === 0) return result({ kind: 'unchanged' });
  if (vehicle.status === 'sold' || vehicle.status === 'shipped')
    return result({ kind: 'refused', problems: [{ column: null, message: VEHICLE_IMPORT_REFUSALS.soldOrShipped(vehicle.status) }] });
  if (vehicle.active_shipment && changes.some((change) => change.column === 'owner_email'))
    return result({
      kind: 'refused',
      problems: [{ column: 'owner_email', message: VEHICLE_IMPORT_REFUSALS.ownerInShipment(vehicle.active_shipment) }],
    });
  return result({ kind: 'update', changes });
}

/** Each row's verdict, given the vehicles the file's VINs name and the customers its owner e-mails name. */
export function previewVehicleImport(
  columns: readonly VehicleImportColumn[],
  rows: readonly VehicleCsvRow[],
  vehicles: ReadonlyMap<string, InventoryVehicle>,
  owners: ReadonlyMap<string, OwnerMatch>,
): PreviewRow[] {
  const given = new Set(columns);
  return rows.map((row) => judge(row, given, vehicles.get(importedVin(row.cells.vin)) ?? null, owners));
}

/** How many rows of each kind a preview holds. */
export function verdictCounts(rows: readonly PreviewRow[]): Record<ImportVerdict['kind'], number> {
  const counts = { new: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.verdict.kind] += 1;
  return counts;
}

/** The owner e-mails a file names (lower-case), to look up before the preview. */
export function ownerEmailsOf(rows: readonly VehicleCsvRow[]): string[] {
  return [...new Set(rows.map((row) => (row.cells.owner_email ?? '').trim().toLowerCase()).filter((email) => email !== ''))];
}

/** The VINs a file names, as stored, to look up before the preview. */
export function vinsOf(rows: readonly VehicleCsvRow[]): string[] {
  return [...new Set(rows.map((row) => importedVin(row.cells.vin)).filter((vin) => vin !== ''))];
}
