import {
  CALL_MINUTES,
  COMMUNICATION_TYPE_LABELS,
  DIRECTION_LABELS,
  QUOTE_REQUEST_MAX_LENGTH,
  REPLY_SUBJECT,
  SUBJECT_MAX_LENGTH,
  outboundMessageProblem,
  type CommunicationType,
  type Direction,
} from './index';

/**
 * The fields of New Message, Call Log and Request Quote, judged one at a time as the database
 * judges them (its checks on communications and `request_quote`), so a form says what is wrong
 * beside the field, in the database's words, before anything is sent.
 */

/** A message the database accepts: `outboundMessageProblem` judges a subject and a message together, so each field is judged beside one that passes. */
const ACCEPTED_MESSAGE = '.';

/** Why a subject cannot be e-mailed, or null when it can; an e-mail from the portal always has one. */
export function messageSubjectProblem(subject: string): string | null {
  if (subject.trim() === '') return 'Write a subject';
  return outboundMessageProblem(subject, ACCEPTED_MESSAGE);
}

/** Why a message's text cannot be e-mailed, or null when it can. */
export function messageTextProblem(text: string): string | null {
  return outboundMessageProblem(null, text);
}

/** Why a quote request's own words cannot be sent, or null when they can (none at all is fine). */
export function quoteMessageProblem(text: string): string | null {
  return [...text].length > QUOTE_REQUEST_MAX_LENGTH
    ? `The message can be at most ${QUOTE_REQUEST_MAX_LENGTH.toLocaleString('en-CA')} characters`
    : null;
}

/** Why a call's duration cannot be recorded, or null when it can: whole minutes, one to 1,440. */
export function callMinutesProblem(minutes: number): string | null {
  if (!Number.isInteger(minutes)) return 'Enter the duration in whole minutes, such as 15';
  if (minutes < CALL_MINUTES.min || minutes > CALL_MINUTES.max) return 'A call lasts from 1 minute to 1,440 minutes (a day)';
  return null;
}

/** Why a call cannot be dated then, or null when it can: it has happened, so not later than the current minute. */
export function callTimeProblem(occurredAt: Date, now: Date): string | null {
  if (Number.isNaN(occurredAt.getTime())) return 'Choose the date and time of the call';
  const endOfThisMinute = Math.floor(now.getTime() / 60_000) * 60_000 + 60_000;
  return occurredAt.getTime() >= endOfThisMinute ? 'A call is logged once it has happened: choose a time that is not in the future' : null;
}

/** The subject of an answer: the message's own, marked as a reply once. */
export function replySubjectFor(subject: string | null): string {
  const original = (subject ?? '').trim();
  if (original === '') return REPLY_SUBJECT;
  if (/^re:/i.test(original)) return original;
  return [...`Re: ${original}`].slice(0, SUBJECT_MAX_LENGTH).join('');
}

/** A call's direction says who called: the customer (inbound) or the business. */
export const CALL_DIRECTION_LABELS: Readonly<Record<Direction, string>> = { inbound: 'Incoming call', outbound: 'Outgoing call' };

/** A call's length as people say it: "45 min", "1 h 5 min". */
export function formatCallMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What an entry of a customer's thread is, in a few words: "E-mail sent", "Incoming call · 12 min", "Quote request". */
export function threadEntryKind(entry: { communication_type: CommunicationType; direction: Direction; duration_minutes: number | null }): string {
  switch (entry.communication_type) {
    case 'email':
      return entry.direction === 'inbound' ? 'E-mail received' : 'E-mail sent';
    case 'phone':
      return entry.duration_minutes === null
        ? CALL_DIRECTION_LABELS[entry.direction]
        : `${CALL_DIRECTION_LABELS[entry.direction]} · ${formatCallMinutes(entry.duration_minutes)}`;
    case 'quote_request':
      return COMMUNICATION_TYPE_LABELS.quote_request;
    default:
      return `${COMMUNICATION_TYPE_LABELS[entry.communication_type]} · ${DIRECTION_LABELS[entry.direction]}`;
  }
}

/** A line for the person who just sent a message: whether it is on its way by e-mail, or why not. */
export function deliveryNote({
  delivery_status,
  delivery_error,
}: {
  delivery_status: string | null;
  delivery_error: string | null;
}): string | undefined {
  switch (delivery_status) {
    case 'queued':
      return 'It is queued to be e-mailed to the customer.';
    case 'sent':
      return 'It was e-mailed to the customer.';
    case 'failed':
      return `The e-mail could not be delivered${delivery_error ? `: ${delivery_error}` : '.'}`;
    case 'not_sent':
      return `It was not e-mailed${delivery_error ? `: ${delivery_error}` : '.'}`;
    default:
      return undefined;
  }
}
