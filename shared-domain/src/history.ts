import { COLUMN_WORDS } from './index';

/** The tables whose changes the database records in `change_history`, in the order a filter offers them. */
export const HISTORY_TABLES = [
  'vehicles',
  'customers',
  'shipments',
  'shipment_vehicles',
  'containers',
  'documents',
  'settings',
  'profiles',
  'vehicle_tasks',
  'vehicle_imports',
] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

export const HISTORY_TABLE_LABELS: Readonly<Record<HistoryTable, string>> = {
  vehicles: 'Vehicles',
  customers: 'Customers',
  shipments: 'Shipments',
  shipment_vehicles: 'Shipment vehicles',
  containers: 'Containers',
  documents: 'Documents',
  settings: 'Settings',
  profiles: 'Users',
  vehicle_tasks: 'Tasks',
  vehicle_imports: 'Vehicle imports',
};

export const HISTORY_ACTIONS = ['insert', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** How a recorded value reads: the kind decides its formatter, `words` turn a stored code into words. */
export type FieldKind = 'text' | 'money' | 'day' | 'moment' | 'mileage' | 'number' | 'yesNo' | 'reference';

export interface FieldWords {
  label: string;
  kind?: FieldKind;
  words?: Readonly<Record<string, string>>;
}

const TASK_TYPE_WORDS = { inspection: 'Inspection', yard_pickup: 'Yard pickup', port_dropoff: 'Port drop-off' } as const;

/**
 * What each recorded column is called on screen, by table, in the order a change lists them.
 * A column missing here still shows, under its name in words; identifiers and bookkeeping
 * columns the database records are never shown (see HIDDEN_COLUMNS).
 */
export const HISTORY_FIELDS: { readonly [Table in HistoryTable]: Readonly<Record<string, FieldWords>> } = {
  vehicles: {
    year: { label: 'Year', kind: 'number' },
    make: { label: 'Make' },
    model: { label: 'Model' },
    vin: { label: 'VIN' },
    status: { label: 'Status', words: COLUMN_WORDS.vehicles.status },
    color: { label: 'Color' },
    mileage: { label: 'Mileage', kind: 'mileage' },
    location: { label: 'Location' },
    purchase_price: { label: 'Purchase price', kind: 'money' },
    sale_price: { label: 'Sale price', kind: 'money' },
    purchased_on: { label: 'Purchased', kind: 'day' },
    sold_at: { label: 'Sold', kind: 'moment' },
    customer_id: { label: 'Owner', kind: 'reference' },
    notes: { label: 'Notes' },
  },
  customers: {
    first_name: { label: 'First name' },
    last_name: { label: 'Last name' },
    company_name: { label: 'Company' },
    customer_type: { label: 'Type', words: COLUMN_WORDS.customers.customer_type },
    email: { label: 'E-mail' },
    phone: { label: 'Phone' },
    address_line1: { label: 'Address' },
    city: { label: 'City' },
    province: { label: 'Province' },
    postal_code: { label: 'Postal code' },
    total_purchases: { label: 'Total purchases', kind: 'money' },
    user_id: { label: 'Linked account', kind: 'reference' },
    notes: { label: 'Notes' },
  },
  shipments: {
    shipment_number: { label: 'Shipment number' },
    status: { label: 'Status', words: COLUMN_WORDS.shipments.status },
    customer_id: { label: 'Customer', kind: 'reference' },
    booking_number: { label: 'Booking number' },
    origin_port: { label: 'Origin port' },
    destination_port: { label: 'Destination port' },
    vessel_name: { label: 'Vessel' },
    voyage_number: { label: 'Voyage number' },
    estimated_departure: { label: 'Estimated departure', kind: 'day' },
    estimated_arrival: { label: 'Estimated arrival', kind: 'day' },
    actual_departure: { label: 'Actual departure', kind: 'day' },
    actual_arrival: { label: 'Actual arrival', kind: 'day' },
    shipping_cost: { label: 'Shipping cost', kind: 'money' },
    total_cost: { label: 'Total cost', kind: 'money' },
  },
  // A vehicle joining or leaving says so in its entry's words and label; its columns are keys.
  shipment_vehicles: {},
  containers: {
    container_number: { label: 'Container number' },
    container_type: { label: 'Type' },
    status: { label: 'Status', words: COLUMN_WORDS.containers.status },
    location: { label: 'Location' },
    capacity: { label: 'Capacity', kind: 'number' },
    shipment_id: { label: 'Shipment', kind: 'reference' },
  },
  documents: {
    document_name: { label: 'Name' },
    document_type: { label: 'Type', words: COLUMN_WORDS.documents.document_type },
    document_number: { label: 'Number' },
    issue_date: { label: 'Issued', kind: 'day' },
    expiry_date: { label: 'Expires', kind: 'day' },
    file_size: { label: 'File size', kind: 'number' },
    customer_id: { label: 'Customer', kind: 'reference' },
    vehicle_id: { label: 'Vehicle', kind: 'reference' },
    shipment_id: { label: 'Shipment', kind: 'reference' },
    notes: { label: 'Notes' },
  },
  settings: {
    company_name: { label: 'Company name' },
    company_email: { label: 'Company e-mail' },
    company_phone: { label: 'Company phone' },
    company_address: { label: 'Company address' },
    default_currency: { label: 'Default currency' },
    tax_rate: { label: 'Tax rate', kind: 'number' },
    default_shipping_cost: { label: 'Default shipping cost', kind: 'money' },
    email_notifications: { label: 'E-mail notifications', kind: 'yesNo' },
    sms_notifications: { label: 'SMS notifications', kind: 'yesNo' },
    auto_shipment_tracking: { label: 'Automatic shipment tracking', kind: 'yesNo' },
    system_backups: { label: 'System backups', kind: 'yesNo' },
    maintenance_mode: { label: 'Maintenance mode', kind: 'yesNo' },
  },
  profiles: {
    email: { label: 'E-mail' },
    first_name: { label: 'First name' },
    last_name: { label: 'Last name' },
    company: { label: 'Company' },
    phone: { label: 'Phone' },
    role: { label: 'Role', words: COLUMN_WORDS.profiles.role },
  },
  vehicle_tasks: {
    task_type: { label: 'Task', words: TASK_TYPE_WORDS },
    due_date: { label: 'Due', kind: 'day' },
    note: { label: 'Note' },
    done_at: { label: 'Done', kind: 'moment' },
  },
  // One entry for each import committed; each vehicle it adds or changes has its own entry too.
  vehicle_imports: {
    file_name: { label: 'File' },
    rows: { label: 'Rows', kind: 'number' },
    vehicles_added: { label: 'Vehicles added', kind: 'number' },
    vehicles_updated: { label: 'Vehicles updated', kind: 'number' },
    vehicles_unchanged: { label: 'Rows unchanged', kind: 'number' },
  },
};

/** Keys and bookkeeping the database records with a row but that say nothing to a reader. */
const HIDDEN_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'created_at',
  'updated_at',
  'year_text',
  'created_by',
  'shipment_id@shipment_vehicles',
  'vehicle_id@shipment_vehicles',
  'added_at@shipment_vehicles',
  'vehicle_id@vehicle_tasks',
  // The sale's day in Toronto repeats the sale's moment, which is shown.
  'sold_on@vehicles',
]);

export function isHistoryTable(table: string): table is HistoryTable {
  return (HISTORY_TABLES as readonly string[]).includes(table);
}

/** One recorded column's values: `old` absent on a creation, `new` absent on a deletion. */
export interface RecordedValues {
  old?: unknown;
  new?: unknown;
}

export interface FieldChange {
  column: string;
  label: string;
  kind: FieldKind;
  words?: Readonly<Record<string, string>>;
  /** Absent when the entry has no earlier value (a creation). */
  old?: unknown;
  /** Absent when the entry has no later value (a deletion). */
  new?: unknown;
}

const inWords = (column: string) => {
  const text = column.replace(/_/g, ' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

function isRecordedValues(value: unknown): value is RecordedValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of one history entry as a reader sees them, in the table's own order: a change
 * lists each changed column with both values, a creation the columns it was given a value for,
 * a deletion nothing (the entry's label names what went).
 */
export function historyFieldChanges(table: string, action: string, changes: unknown): FieldChange[] {
  if (action === 'delete' || !isRecordedValues(changes)) return [];
  const fields: Readonly<Record<string, FieldWords>> = isHistoryTable(table) ? HISTORY_FIELDS[table] : {};
  const order = Object.keys(fields);
  const place = (column: string) => {
    const index = order.indexOf(column);
    return index < 0 ? order.length : index;
  };
  return Object.entries(changes)
    .filter(([column, values]) => !HIDDEN_COLUMNS.has(column) && !HIDDEN_COLUMNS.has(`${column}@${table}`) && isRecordedValues(values))
    .filter(([, values]) => action !== 'insert' || ((values as RecordedValues).new ?? null) !== null)
    .sort(([a], [b]) => place(a) - place(b) || a.localeCompare(b))
    .map(([column, values]) => {
      const words = fields[column];
      const recorded = values as RecordedValues;
      return {
        column,
        label: words?.label ?? inWords(column),
        kind: words?.kind ?? 'text',
        ...(words?.words ? { words: words.words } : {}),
        ...('old' in recorded && action === 'update' ? { old: recorded.old } : {}),
        ...('new' in recorded ? { new: recorded.new } : {}),
      };
    });
}

/** What an entry says happened: a vehicle joining or leaving a shipment, and a vehicle's tasks, have words of their own. */
export function historyActionLabel(table: string, action: string): string {
  if (table === 'shipment_vehicles') {
    if (action === 'insert') return 'Vehicle added';
    if (action === 'delete') return 'Vehicle removed';
  }
  if (table === 'vehicle_imports') return 'Imported';
  if (table === 'vehicle_tasks') {
    if (action === 'insert') return 'Task added';
    if (action === 'delete') return 'Task removed';
    return 'Task changed';
  }
  if (action === 'insert') return 'Created';
  if (action === 'delete') return 'Deleted';
  return 'Changed';
}

/** Who made a change: a change without a signed-in person (a scheduled job, the database itself) is the system's. */
export function historyActor(actorName: string | null | undefined): string {
  return actorName && actorName.trim() !== '' ? actorName : 'System';
}

/**
 * The tables whose entries belong to a record's history: the database records a vehicle joining
 * or leaving a shipment under the shipment, and a vehicle's tasks under the vehicle.
 */
export function historyTablesOf(table: HistoryTable): HistoryTable[] {
  if (table === 'shipments') return ['shipments', 'shipment_vehicles'];
  if (table === 'vehicles') return ['vehicles', 'vehicle_tasks'];
  return [table];
}

/** Entries of another table shown in a record's history name what they concern (the vehicle added, the task). */
function historyNamesItsRecord(table: string): boolean {
  return table === 'shipment_vehicles' || table === 'vehicle_tasks';
}

/** What an entry is shown from: one row of `change_history`. */
export interface HistoryEntryRow {
  table_name: string;
  action: string;
  changes: unknown;
  record_label: string | null;
  actor_name: string | null;
  changed_at: string;
}

/** What an entry's heading says happened, naming the other record it concerns (the vehicle added to a shipment). */
export function historyEntryTitle(entry: Pick<HistoryEntryRow, 'table_name' | 'action' | 'record_label'>): string {
  const what = historyActionLabel(entry.table_name, entry.action);
  return historyNamesItsRecord(entry.table_name) && entry.record_label ? `${what}: ${entry.record_label}` : what;
}

/** The columns every history view reads. */
export const HISTORY_COLUMNS = 'id,table_name,record_id,action,changes,record_label,actor_id,actor_name,changed_at' as const;
