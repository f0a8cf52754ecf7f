import { documentValidity } from './documents';
import { documentMatchesSearch } from './testing';

describe('document validity', () => {
  const today = '2026-06-15';

  it('is expired when the expiry date is in the past', () => {
    expect(documentValidity('2026-06-14', today)).toBe('expired');
  });

  it('is expiring soon on the expiry day itself and up to 30 days ahead', () => {
    expect(documentValidity('2026-06-15', today)).toBe('expiring-soon');
    expect(documentValidity('2026-07-15', today)).toBe('expiring-soon');
  });

  it('is valid with 31 or more days left', () => {
    expect(documentValidity('2026-07-16', today)).toBe('valid');
  });

  it('is valid when there is no expiry date', () => {
    expect(documentValidity(null, today)).toBe('valid');
  });

  it('counts calendar days from a local Date for today', () => {
    expect(documentValidity('2026-04-07', new Date(2026, 2, 8, 23, 0))).toBe('expiring-soon');
    expect(documentValidity('2026-04-08', new Date(2026, 2, 8, 23, 0))).toBe('valid');
  });

  it('accepts timestamps by their date part', () => {
    expect(documentValidity('2026-06-10T00:00:00.000Z', today)).toBe('expired');
  });
});

describe('document validity by days left', () => {
  const today = '2026-06-15';
  it.each([
    [-1, '2026-06-14', 'expired'],
    [0, '2026-06-15', 'expiring-soon'],
    [30, '2026-07-15', 'expiring-soon'],
    [31, '2026-07-16', 'valid'],
  ] as const)('%i days left (%s) is %s', (_days, expiry, validity) => {
    expect(documentValidity(expiry, today)).toBe(validity);
  });

  it('no expiry date is valid', () => {
    expect(documentValidity(undefined, today)).toBe('valid');
  });
});

describe('document search', () => {
  const document = {
    document_name: 'Bill of Lading 003',
    document_number: 'BIL-2026039',
    document_type: 'bill_of_lading' as const,
  };

  it('matches name, number and type case-insensitively', () => {
    expect(documentMatchesSearch(document, 'lading 003')).toBe(true);
    expect(documentMatchesSearch(document, 'bil-2026')).toBe(true);
    expect(documentMatchesSearch(document, 'BILL_OF')).toBe(true);
  });

  it('does not match unrelated text', () => {
    expect(documentMatchesSearch(document, 'invoice')).toBe(false);
  });
});
