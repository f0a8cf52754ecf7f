import { asIsoDate, daysBetween, type IsoDate } from './dates';

export const DOCUMENT_TYPES = ['title', 'invoice', 'bill_of_lading', 'insurance', 'inspection', 'export_permit', 'customs', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document is flagged when this many days or fewer remain before it expires. */
export const EXPIRING_SOON_DAYS = 30;

export type DocumentValidity = 'expired' | 'expiring-soon' | 'valid';

export function documentValidity(expiry: IsoDate | null | undefined, today: IsoDate | Date): DocumentValidity {
  if (!expiry) return 'valid';
  const daysLeft = daysBetween(asIsoDate(today), asIsoDate(expiry));
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= EXPIRING_SOON_DAYS) return 'expiring-soon';
  return 'valid';
}
