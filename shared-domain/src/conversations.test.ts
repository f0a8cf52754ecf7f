import {
  callMinutesProblem,
  callTimeProblem,
  deliveryNote,
  formatCallMinutes,
  messageSubjectProblem,
  messageTextProblem,
  quoteMessageProblem,
  replySubjectFor,
  threadEntryKind,
} from './conversations';

describe('conversations', () => {
  it('a subject is one line of at most 200 characters, counted as the database counts them', () => {
    expect(messageSubjectProblem('Your shipment has left Halifax')).toBeNull();
    expect(messageSubjectProblem('   ')).toBe('Write a subject');
    expect(messageSubjectProblem('Hello\r\nBcc: everyone@example.com')).toBe('A subject cannot contain line breaks or other control characters');
    expect(messageSubjectProblem('Tab\there')).not.toBeNull();
    expect(messageSubjectProblem('<script>alert(1)</script>')).toBeNull();
    expect(messageSubjectProblem('a'.repeat(200))).toBeNull();
    expect(messageSubjectProblem('a'.repeat(201))).toBe('A subject is at most 200 characters');
    // 200 emoji are 400 UTF-16 units but 200 characters to Postgres.
    expect(messageSubjectProblem('🚢'.repeat(200))).toBeNull();
  });

  it('a message has text and at most 100 KB of it in UTF-8', () => {
    expect(messageTextProblem('')).toBe('A message cannot be empty');
    expect(messageTextProblem(' \n ')).toBe('A message cannot be empty');
    expect(messageTextProblem('x'.repeat(100 * 1024))).toBeNull();
    expect(messageTextProblem('x'.repeat(100 * 1024 + 1))).toBe('A message is at most 100 KB');
    // é is two bytes: 51,201 of them are over 100 KB though fewer characters.
    expect(messageTextProblem('é'.repeat(51_201))).toBe('A message is at most 100 KB');
  });

  it('a quote request says at most 2,000 characters, and may say nothing', () => {
    expect(quoteMessageProblem('')).toBeNull();
    expect(quoteMessageProblem('x'.repeat(2000))).toBeNull();
    expect(quoteMessageProblem('x'.repeat(2001))).toBe('The message can be at most 2,000 characters');
  });

  it('a call lasts whole minutes, from one to a day', () => {
    expect(callMinutesProblem(1)).toBeNull();
    expect(callMinutesProblem(1440)).toBeNull();
    expect(callMinutesProblem(0)).not.toBeNull();
    expect(callMinutesProblem(1441)).not.toBeNull();
    expect(callMinutesProblem(2.5)).toBe('Enter the duration in whole minutes, such as 15');
    expect(callMinutesProblem(Number.NaN)).not.toBeNull();
  });

  it('a call is dated no later than the current minute', () => {
    const now = new Date('2026-05-01T14:30:40Z');
    expect(callTimeProblem(new Date('2026-05-01T14:30:00Z'), now)).toBeNull();
    expect(callTimeProblem(new Date('2026-04-30T09:00:00Z'), now)).toBeNull();
    expect(callTimeProblem(new Date('2026-05-01T14:31:00Z'), now)).toMatch(/not in the future/);
    expect(callTimeProblem(new Date('not a date'), now)).toBe('Choose the date and time of the call');
  });

  it('an answer takes the subject it answers, marked once', () => {
    expect(replySubjectFor('Quote request: 2021 Toyota RAV4')).toBe('Re: Quote request: 2021 Toyota RAV4');
    expect(replySubjectFor('RE: Container')).toBe('RE: Container');
    expect(replySubjectFor(null)).toBe('Re: Customer Inquiry');
    expect(replySubjectFor('x'.repeat(200))).toHaveLength(200);
  });

  it('a thread entry says what it is in a few words', () => {
    expect(threadEntryKind({ communication_type: 'email', direction: 'outbound', duration_minutes: null })).toBe('E-mail sent');
    expect(threadEntryKind({ communication_type: 'email', direction: 'inbound', duration_minutes: null })).toBe('E-mail received');
    expect(threadEntryKind({ communication_type: 'phone', direction: 'inbound', duration_minutes: 12 })).toBe('Incoming call · 12 min');
    expect(threadEntryKind({ communication_type: 'quote_request', direction: 'inbound', duration_minutes: null })).toBe('Quote request');
    expect(threadEntryKind({ communication_type: 'sms', direction: 'outbound', duration_minutes: null })).toBe('SMS · Sent');
  });

  it('tells the sender whether their message is on its way by e-mail, and why not', () => {
    expect(deliveryNote({ delivery_status: 'queued', delivery_error: null })).toBe('It is queued to be e-mailed to the customer.');
    expect(deliveryNote({ delivery_status: 'not_sent', delivery_error: 'E-mail notifications are switched off in Settings' })).toBe(
      'It was not e-mailed: E-mail notifications are switched off in Settings',
    );
    expect(deliveryNote({ delivery_status: null, delivery_error: null })).toBeUndefined();
  });

  it('a call reads in minutes and hours', () => {
    expect(formatCallMinutes(12)).toBe('12 min');
    expect(formatCallMinutes(60)).toBe('1 h');
    expect(formatCallMinutes(65)).toBe('1 h 5 min');
  });
});
