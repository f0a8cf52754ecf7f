export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const COMMUNICATION_TYPES = ['email', 'phone', 'sms', 'meeting', 'note', 'quote_request'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/**
 * What a client reads of their own conversation: what was written between them and the business
 * (e-mails, texts, quote requests). Calls, meetings and notes are the business's own record of the
 * customer, never shown to the client. The database's read rule says the same
 * (`private.is_client_visible_communication`).
 */
export const COMMUNICATION_SEEN_BY_CLIENT: Readonly<Record<CommunicationType, boolean>> = {
  email: true,
  sms: true,
  quote_request: true,
  phone: false,
  meeting: false,
  note: false,
};

/** Unread means an inbound message nobody has marked as read. */
export function isUnread(communication: { direction: Direction; read_status: boolean }): boolean {
  return communication.direction === 'inbound' && !communication.read_status;
}

/** Replies answer what customers sent: the desk's own sent messages are not replied to. */
export function canReplyTo(communication: { direction: Direction }): boolean {
  return communication.direction === 'inbound';
}

export const REPLY_SUBJECT = 'Re: Customer Inquiry';

/** A reply can be sent once it has some text other than whitespace. */
export function canSendReply(message: string): boolean {
  return message.trim() !== '';
}

/** The row Customer Support inserts for a reply: an outbound e-mail, already read. */
export function replyToCustomer(customerId: string, message: string) {
  return {
    customer_id: customerId,
    message,
    direction: 'outbound' as const,
    communication_type: 'email' as const,
    subject: REPLY_SUBJECT,
    read_status: true,
  };
}

/**
 * Where an e-mailed communication stands, kept by the database from its outbox row: waiting to go
 * (or to be tried again), accepted by the mail server, given up on, or never to be sent (e-mails
 * switched off). Null for what is not e-mailed.
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The limits the database puts on a message it e-mails; the same numbers are in its triggers. */
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_BYTES = 100 * 1024;
/** A client's own words on a quote request. */
export const QUOTE_REQUEST_MAX_LENGTH = 2000;
/** A logged phone call lasts from a minute to a day. */
export const CALL_MINUTES = { min: 1, max: 1440 } as const;

/** Line breaks, other control characters and the Unicode line separators: never in a header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const HEADER_BREAKING = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;
const ADDRESS_ATOM = '[^\\s\\x00-\\x1f\\x7f@"(),:;<>\\[\\]\\\\.]+';
const EMAIL_ADDRESS = new RegExp(`^${ADDRESS_ATOM}(\\.${ADDRESS_ATOM})*@${ADDRESS_ATOM}(\\.${ADDRESS_ATOM})+$`);

/**
 * An address mail can be sent to: a local part of dot-separated words, an @, and a domain of at
 * least two labels; no spaces, controls or the characters that would need quoting; 254 characters
 * at most. Letters beyond ASCII are allowed, as international addresses have them.
 */
export function isEmailAddress(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.length <= 254 && EMAIL_ADDRESS.test(text);
}

/**
 * Why the database would refuse to e-mail this subject and message, in its own words, or null.
 * The customer's address is checked by the database too, when it sends.
 */
export function outboundMessageProblem(subject: string | null, message: string): string | null {
  if (subject !== null && HEADER_BREAKING.test(subject)) return 'A subject cannot contain line breaks or other control characters';
  if (subject !== null && [...subject].length > SUBJECT_MAX_LENGTH) return `A subject is at most ${SUBJECT_MAX_LENGTH} characters`;
  if (message.trim() === '') return 'A message cannot be empty';
  if (new TextEncoder().encode(message).length > MESSAGE_MAX_BYTES) return 'A message is at most 100 KB';
  return null;
}
