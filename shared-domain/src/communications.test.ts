import {
  MESSAGE_MAX_BYTES,
  SUBJECT_MAX_LENGTH,
  canReplyTo,
  canSendReply,
  isEmailAddress,
  isUnread,
  outboundMessageProblem,
  replyToCustomer,
} from './communications';
import { communicationMatchesSearch } from './testing';

describe('communications', () => {
  it('unread means inbound and not read', () => {
    expect(isUnread({ direction: 'inbound', read_status: false })).toBe(true);
    expect(isUnread({ direction: 'inbound', read_status: true })).toBe(false);
    expect(isUnread({ direction: 'outbound', read_status: false })).toBe(false);
  });

  it('a reply cannot be sent when empty or whitespace only', () => {
    expect(canSendReply('')).toBe(false);
    expect(canSendReply(' \n\t')).toBe(false);
    expect(canSendReply('Thanks!')).toBe(true);
  });

  it('a reply is an outbound e-mail that is already read', () => {
    expect(replyToCustomer('c-1', 'Your car ships Monday.')).toEqual({
      customer_id: 'c-1',
      message: 'Your car ships Monday.',
      direction: 'outbound',
      communication_type: 'email',
      subject: 'Re: Customer Inquiry',
      read_status: true,
    });
  });

  it('search covers message, subject and the customer names and email', () => {
    const communication = {
      message: 'When does my container arrive?',
      subject: 'Tracking update',
      customer: { first_name: 'Kwame', last_name: 'Mensah', company_name: null, email: 'kwame@example.ca' },
    };
    for (const term of ['CONTAINER', 'tracking', 'kwame', 'mensah', 'example.ca']) {
      expect(communicationMatchesSearch(communication, term)).toBe(true);
    }
    expect(communicationMatchesSearch(communication, 'invoice')).toBe(false);
    expect(communicationMatchesSearch({ ...communication, customer: null }, 'mensah')).toBe(false);
  });
});

describe('canReplyTo', () => {
  it('offers a reply to what a customer sent, never to what the desk sent', () => {
    expect(canReplyTo({ direction: 'inbound' })).toBe(true);
    expect(canReplyTo({ direction: 'outbound' })).toBe(false);
  });
});

describe('what the database e-mails', () => {
  it('knows an address mail can be sent to', () => {
    expect(isEmailAddress('client1@demo.test')).toBe(true);
    expect(isEmailAddress('chloé.bouchard@example.ca')).toBe(true);
    expect(isEmailAddress('client1@demo')).toBe(false);
    expect(isEmailAddress('a b@example.ca')).toBe(false);
    expect(isEmailAddress('x@example.ca\r\nBcc: y@example.ca')).toBe(false);
    expect(isEmailAddress(null)).toBe(false);
  });

  it('refuses a subject that would break a header or run long, and an empty or oversized message', () => {
    expect(outboundMessageProblem('Re: your car', 'On its way')).toBeNull();
    expect(outboundMessageProblem(null, 'On its way')).toBeNull();
    expect(outboundMessageProblem('Hi\r\nBcc: x@example.ca', 'On its way')).toBe('A subject cannot contain line breaks or other control characters');
    expect(outboundMessageProblem('x'.repeat(SUBJECT_MAX_LENGTH + 1), 'On its way')).toBe('A subject is at most 200 characters');
    expect(outboundMessageProblem('x'.repeat(SUBJECT_MAX_LENGTH), 'On its way')).toBeNull();
    expect(outboundMessageProblem('Hi', ' \n')).toBe('A message cannot be empty');
    expect(outboundMessageProblem('Hi', 'a'.repeat(MESSAGE_MAX_BYTES))).toBeNull();
    expect(outboundMessageProblem('Hi', 'é'.repeat(MESSAGE_MAX_BYTES / 2 + 1))).toBe('A message is at most 100 KB');
  });
});
