import Papa from 'papaparse';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS, type VehicleStatus } from './index';

/**
 * Vehicles imported from a CSV file: what a file must look like and what each row may hold
 * before anything is sent. Mirrored in the database (`commit_vehicle_import` and
 * `private.vehicle_import_plan`), which judges every row again when the import is committed.
 */

/** The columns a file may have, in the order the refusals and the documentation list them. */
export const VEHICLE_IMPORT_COLUMNS = [
  'vin',
  'year',
  'make',
  'model',
  'color',
  'mileage',
  'purchase_price',
  'sale_price',
  'status',
  'location',
  'owner_email',
] as const;
export type VehicleImportColumn = (typeof VEHICLE_IMPORT_COLUMNS)[number];

/** Each column's name in a file's header (matched in any case, spaces, dashes and underscores alike). */
export const VEHICLE_IMPORT_HEADERS: Readonly<Record<VehicleImportColumn, string>> = {
  vin: 'VIN',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  color: 'Color',
  mileage: 'Mileage',
  purchase_price: 'Purchase price',
  sale_price: 'Sale price',
  status: 'Status',
  location: 'Location',
  owner_email: 'Owner email',
};

/** Other names a spreadsheet may use for a column. */
const HEADER_ALIASES: Readonly<Record<string, VehicleImportColumn>> = { colour: 'color' };

/** Columns of text a spreadsheet would run as a formula when they start with one of `=`, `+`, `-`, `@`. */
export const VEHICLE_IMPORT_TEXT_COLUMNS: readonly VehicleImportColumn[] = ['vin', 'make', 'model', 'color', 'status', 'location', 'owner_email'];

export const VEHICLE_IMPORT_LIMITS = {
  /** The largest file read: 10,000 rows of every column take about 2 MB. */
  fileBytes: 5_000_000,
  rows: 10_000,
  rowCharacters: 2_000,
  cellCharacters: 200,
} as const;

export interface VehicleImportProblem {
  /** The column at fault; null for the row as a whole. */
  column: VehicleImportColumn | null;
  message: string;
}

export interface VehicleCsvRow {
  /** The row's number in a spreadsheet: the header is row 1. */
  rowNumber: number;
  /** The cell of each column the file has, as written. */
  cells: Partial<Record<VehicleImportColumn, string>>;
  /** What the file's own rules refuse in this row (lengths, line breaks, formulas, a repeated VIN). */
  problems: VehicleImportProblem[];
}

/** A file read: its columns and rows, or why it cannot be imported at all. */
export type VehicleCsv = { ok: true; columns: VehicleImportColumn[]; rows: VehicleCsvRow[] } | { ok: false; problem: string };

const count = (value: number) => value.toLocaleString('en-CA');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Why a file cannot be read at all, judged by its size before it is opened; null when it can. */
export function vehicleImportFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > VEHICLE_IMPORT_LIMITS.fileBytes)
    return `${file.name} is ${megabytes(file.size)}; an import file may be at most ${megabytes(VEHICLE_IMPORT_LIMITS.fileBytes)}. Split it into smaller files.`;
  return null;
}

/**
 * The file's text, or why it is not readable: only UTF-8 is read (a byte order mark is
 * dropped), since a spreadsheet's other encodings would turn accents into other letters.
 */
export function decodeVehicleCsv(fileName: string, bytes: ArrayBuffer | Uint8Array): { ok: true; text: string } | { ok: false; problem: string } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      ok: false,
      problem: `${fileName} is not saved as UTF-8 text. In your spreadsheet, save it again as “CSV UTF-8 (Comma delimited) (.csv)” and choose that file.`,
    };
  }
}

const headerKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

const HEADER_KEYS: ReadonlyMap<string, VehicleImportColumn> = new Map([
  ...VEHICLE_IMPORT_COLUMNS.map((column) => [headerKey(VEHICLE_IMPORT_HEADERS[column]), column] as const),
  ...VEHICLE_IMPORT_COLUMNS.map((column) => [headerKey(column), column] as const),
  ...Object.entries(HEADER_ALIASES),
]);

function listed(items: readonly string[], joiner = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** The file's columns from its header, or what is wrong with the header. */
export function matchVehicleImportHeader(header: readonly string[]): { ok: true; columns: VehicleImportColumn[] } | { ok: false; problem: string } {
  const columns: VehicleImportColumn[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const name of header) {
    const column = HEADER_KEYS.get(headerKey(name));
    if (!column) unknown.push(`“${name.trim()}”`);
    else if (columns.includes(column)) repeated.push(VEHICLE_IMPORT_HEADERS[column]);
    else columns.push(column);
  }
  const faults = [
    ...(unknown.length > 0 ? [`${listed(unknown)} ${unknown.length === 1 ? 'is not a column' : 'are not columns'} an import reads`] : []),
    ...(repeated.length > 0 ? [`${listed(repeated)} ${repeated.length === 1 ? 'appears' : 'appear'} more than once`] : []),
    ...(columns.includes('vin') ? [] : ['there is no VIN column']),
  ];
  if (faults.length === 0) return { ok: true, columns };
  const names = listed(VEHICLE_IMPORT_COLUMNS.map((column) => VEHICLE_IMPORT_HEADERS[column]));
  return {
    ok: false,
    problem: `The first row must name the file's columns: ${faults.join('; ')}. The columns are ${names}, in any order and any case; only VIN is required.`,
  };
}

/** A status as a file may write it: the stored word or the screen's, in any case. */
export function vehicleStatusOf(text: string): VehicleStatus | null {
  const wanted = text.trim().toLowerCase();
  return VEHICLE_STATUSES.find((status) => status === wanted || VEHICLE_STATUS_LABELS[status].toLowerCase() === wanted) ?? null;
}

/** The VIN as the database stores it, to tell two rows naming one vehicle. */
export const importedVin = (cell: string | undefined) => (cell ?? '').trim().toUpperCase();

/** What the file's own rules refuse in one cell: its length, a line break, a formula. */
function cellProblem(column: VehicleImportColumn, cell: string): VehicleImportProblem | null {
  const name = VEHICLE_IMPORT_HEADERS[column];
  if (cell.length > VEHICLE_IMPORT_LIMITS.cellCharacters)
    return { column, message: `${name} has ${count(cell.length)} characters; a cell has at most ${VEHICLE_IMPORT_LIMITS.cellCharacters}.` };
  if (/[\r\n]/.test(cell)) return { column, message: `${name} holds a line break; this column takes one line.` };
  const first = cell.trim().charAt(0);
  if (VEHICLE_IMPORT_TEXT_COLUMNS.includes(column) && ['=', '+', '-', '@'].includes(first))
    return { column, message: `${name} starts with “${first}”, which a spreadsheet would run as a formula.` };
  return null;
}

/**
 * Reads a file's text: the header (row 1) names the columns, each later row is a vehicle. Cells
 * may be quoted, with commas, quotes and line breaks inside (RFC 4180); rows are numbered as a
 * spreadsheet numbers them, whatever line breaks their cells hold. Blank rows are skipped.
 */
export function readVehicleCsv(text: string): VehicleCsv {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed)
    return { ok: false, problem: `Row ${count((unclosed.row ?? 0) + 1)} opens a quoted cell that is never closed, so the file cannot be read.` };
  const records = parsed.data;
  const blank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const headerIndex = records.findIndex((record) => !blank(record));
  if (headerIndex < 0) return { ok: false, problem: 'The file is empty.' };
  const header = matchVehicleImportHeader(records[headerIndex]!);
  if (!header.ok) return header;
  const { columns } = header;

  const rows: VehicleCsvRow[] = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || blank(record)) return;
    const problems: VehicleImportProblem[] = [];
    if (record.length !== columns.length)
      problems.push({ column: null, message: `The row has ${count(record.length)} cells; the header has ${count(columns.length)} columns.` });
    const characters = record.reduce((sum, cell) => sum + cell.length, 0);
    if (characters > VEHICLE_IMPORT_LIMITS.rowCharacters)
      problems.push({
        column: null,
        message: `The row has ${count(characters)} characters; a row has at most ${count(VEHICLE_IMPORT_LIMITS.rowCharacters)}.`,
      });
    const cells: Partial<Record<VehicleImportColumn, string>> = {};
    columns.forEach((column, place) => {
      const cell = record[place] ?? '';
      cells[column] = cell;
      const problem = cellProblem(column, cell);
      if (problem) problems.push(problem);
    });
    rows.push({ rowNumber: index + 1, cells, problems });
  });
  if (rows.length === 0) return { ok: false, problem: 'The file has a header but no vehicles.' };
  if (rows.length > VEHICLE_IMPORT_LIMITS.rows)
    return {
      ok: false,
      problem: `The file has ${count(rows.length)} vehicles; an import takes at most ${count(VEHICLE_IMPORT_LIMITS.rows)}. Split it into smaller files.`,
    };

  const rowsOfVin = new Map<string, number[]>();
  for (const row of rows) {
    const vin = importedVin(row.cells.vin);
    if (vin !== '') rowsOfVin.set(vin, [...(rowsOfVin.get(vin) ?? []), row.rowNumber]);
  }
  for (const row of rows) {
    const others = (rowsOfVin.get(importedVin(row.cells.vin)) ?? []).filter((number) => number !== row.rowNumber);
    if (others.length > 0)
      row.problems.push({ column: 'vin', message: `The VIN is also in ${others.length === 1 ? 'row' : 'rows'} ${others.join(', ')}.` });
  }
  return { ok: true, columns, rows };
}

/** The largest price a vehicle holds (numeric(12,2)): amounts must stay below it. */
export const VEHICLE_AMOUNT_LIMIT = 10_000_000_000;

/**
 * The import's own refusals beyond the vehicle form's, worded as the database words them: what
 * a new vehicle needs, which owner an e-mail names, and what an import may not change.
 */
export const VEHICLE_IMPORT_REFUSALS = {
  missingColumn: (column: 'year' | 'make' | 'model') =>
    `A new vehicle needs its ${column}: the file has no ${VEHICLE_IMPORT_HEADERS[column]} column.`,
  amountTooLarge: (column: 'purchase_price' | 'sale_price') => `${VEHICLE_IMPORT_HEADERS[column]} must be less than 10,000,000,000`,
  status: 'Status must be Available, Sold, Reserved, Shipped or Inspection',
  owner: (email: string, matches: number) =>
    matches === 0
      ? `No customer has the e-mail ${email}.`
      : `${matches} customers have the e-mail ${email}; choose this owner on the vehicle's page.`,
  soldOrShipped: (status: 'sold' | 'shipped') => `The vehicle is ${status}: an import does not change a sold or shipped vehicle.`,
  ownerInShipment: (shipmentNumber: string) => `The vehicle is in shipment ${shipmentNumber}, so its owner cannot change.`,
} as const;
