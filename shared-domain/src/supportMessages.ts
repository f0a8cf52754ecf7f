import type { Database } from './database';
import { DELIVERY_STATUSES, type DeliveryStatus, type Direction } from './communications';
import type { Timestamp } from './rows';

type SupportMessageView = Database['public']['Views']['support_messages']['Row'];

/** The customer a support message is from or to, as Customer Support shows them. */
export interface SupportCustomer {
  id: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
}

/** A message in Customer Support: the communication and its customer. */
export interface SupportMessage {
  id: string;
  subject: string | null;
  message: string;
  direction: Direction;
  read_status: boolean;
  created_at: Timestamp;
  /** What became of an e-mail to the customer; null for what is not e-mailed. */
  delivery_status: DeliveryStatus | null;
  /** Why the e-mail failed or was not sent. */
  delivery_error: string | null;
  delivered_at: Timestamp | null;
  customer: SupportCustomer | null;
}

/** The columns Customer Support's search covers: the message, its subject and its customer. */
export const SUPPORT_MESSAGE_SEARCH_COLUMNS = [
  'message',
  'subject',
  'customer_first_name',
  'customer_last_name',
  'customer_company_name',
  'customer_email',
] as const;

/**
 * A row of the support_messages view as a message. A view's columns are all nullable to the
 * type generator; the table's own constraints (not null, the direction check) hold for them.
 */
export function supportMessageFromView(row: SupportMessageView): SupportMessage {
  return {
    id: row.id ?? '',
    subject: row.subject,
    message: row.message ?? '',
    direction: row.direction === 'outbound' ? 'outbound' : 'inbound',
    read_status: row.read_status ?? false,
    created_at: row.created_at ?? '',
    delivery_status: DELIVERY_STATUSES.find((status) => status === row.delivery_status) ?? null,
    delivery_error: row.delivery_error,
    delivered_at: row.delivered_at,
    customer: row.customer_id
      ? {
          id: row.customer_id,
          first_name: row.customer_first_name,
          last_name: row.customer_last_name,
          company_name: row.customer_company_name,
          email: row.customer_email,
          phone: row.customer_phone,
        }
      : null,
  };
}
