import type { CHECKED_COLUMN_VALUES } from './database';
import { NOTIFICATION_KIND_LABELS } from './notifications';

type Checked = typeof CHECKED_COLUMN_VALUES;

/**
 * Currency codes are the words people read for a currency, so settings keep them as stored;
 * every other checked column has words of its own.
 */
type WordedTable = Exclude<keyof Checked, 'settings'>;

type WordsOf<Table extends WordedTable> = {
  [Column in keyof Checked[Table]]: Checked[Table][Column] extends readonly (infer Value extends string)[] ? Readonly<Record<Value, string>> : never;
};

/**
 * The one table of what each stored code reads as on screen, by table and column. Every
 * status, type, kind and role a screen shows is looked up here, so a code such as
 * `in_transit` never reaches the page and "Bill of Lading" or "SMS" are written once.
 */
export const COLUMN_WORDS: { readonly [Table in WordedTable]: WordsOf<Table> } = {
  profiles: { role: { admin: 'Admin', staff: 'Staff', client: 'Client' } },
  customers: { customer_type: { individual: 'Individual', business: 'Business', dealer: 'Dealer' } },
  vehicles: { status: { available: 'Available', sold: 'Sold', reserved: 'Reserved', shipped: 'Shipped', inspection: 'Inspection' } },
  vehicle_tasks: { task_type: { inspection: 'Inspection', yard_pickup: 'Yard pickup', port_dropoff: 'Port drop-off' } },
  shipments: {
    status: {
      planning: 'Planning',
      booked: 'Booked',
      loading: 'Loading',
      in_transit: 'In Transit',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
  },
  // The sample container list's own wording.
  containers: { status: { available: 'Available', loading: 'Loading', in_transit: 'In Transit' } },
  documents: {
    document_type: {
      title: 'Title',
      invoice: 'Invoice',
      bill_of_lading: 'Bill of Lading',
      insurance: 'Insurance',
      inspection: 'Inspection',
      export_permit: 'Export Permit',
      customs: 'Customs',
      other: 'Other',
    },
  },
  communications: {
    direction: { inbound: 'Received', outbound: 'Sent' },
    communication_type: { email: 'E-mail', phone: 'Phone', sms: 'SMS', meeting: 'Meeting', note: 'Note', quote_request: 'Quote request' },
    delivery_status: { queued: 'Queued', sent: 'Sent', failed: 'Failed', not_sent: 'Not sent' },
  },
  notifications: { kind: NOTIFICATION_KIND_LABELS },
  notification_preferences: { kind: NOTIFICATION_KIND_LABELS },
  transactions: {
    transaction_type: { income: 'Income', expense: 'Expense' },
    status: { completed: 'Completed', pending: 'Pending', failed: 'Failed' },
  },
  bank_connections: { account_type: { chequing: 'Chequing', savings: 'Savings' } },
};

export const ROLE_LABELS = COLUMN_WORDS.profiles.role;
export const CUSTOMER_TYPE_LABELS = COLUMN_WORDS.customers.customer_type;
export const VEHICLE_STATUS_LABELS = COLUMN_WORDS.vehicles.status;
export const VEHICLE_TASK_TYPE_LABELS = COLUMN_WORDS.vehicle_tasks.task_type;
export const SHIPMENT_STATUS_LABELS = COLUMN_WORDS.shipments.status;
export const CONTAINER_STATUS_LABELS = COLUMN_WORDS.containers.status;
export const DOCUMENT_TYPE_LABELS = COLUMN_WORDS.documents.document_type;
export const DIRECTION_LABELS = COLUMN_WORDS.communications.direction;
export const COMMUNICATION_TYPE_LABELS = COLUMN_WORDS.communications.communication_type;
export const DELIVERY_STATUS_LABELS = COLUMN_WORDS.communications.delivery_status;
export const TRANSACTION_TYPE_LABELS = COLUMN_WORDS.transactions.transaction_type;
export const TRANSACTION_STATUS_LABELS = COLUMN_WORDS.transactions.status;
export const BANK_ACCOUNT_TYPE_LABELS = COLUMN_WORDS.bank_connections.account_type;
