import * as z from 'zod/mini';
import { isValidMileage, type VehicleRow } from '@export-portal/shared-domain';
import type { VehicleDetails } from '../../data/vehicleDetails';

export const MILEAGE_MESSAGE = 'Mileage must be a whole number of kilometres, 0 or more';

/** A text field; left blank it clears the fact. */
const optionalText = z.pipe(
  z.string(),
  z.transform((text: string) => text.trim() || null),
);

/** The database's `char_length(notes) <= 4000`. */
export const MAX_NOTES_LENGTH = 4000;
export const NOTES_MESSAGE = `Notes can be at most ${MAX_NOTES_LENGTH.toLocaleString('en-CA')} characters`;

/**
 * Edit Details as the database checks it: mileage is a whole number, 0 or more (typed with or
 * without thousands separators), or blank for unknown; notes are at most 4,000 characters; the
 * other facts are free text.
 */
export const vehicleDetailsSchema = z.object({
  location: optionalText,
  color: optionalText,
  mileage: z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const digits = text.replace(/[\s,]/g, '');
      if (digits === '') return null;
      const mileage = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
      if (!isValidMileage(mileage)) {
        context.issues.push({ code: 'custom', message: MILEAGE_MESSAGE, input: text });
        return z.NEVER;
      }
      return mileage;
    }),
  ),
  notes: z.pipe(z.string().check(z.maxLength(MAX_NOTES_LENGTH, NOTES_MESSAGE)), optionalText),
});

export type VehicleDetailsDraft = z.input<typeof vehicleDetailsSchema>;

export const DETAIL_FIELDS = ['location', 'color', 'mileage', 'notes'] as const satisfies readonly (keyof VehicleDetails)[];

/** The form's fields as a vehicle fills them. */
export function draftFrom(vehicle: VehicleRow): VehicleDetailsDraft {
  return {
    location: vehicle.location ?? '',
    color: vehicle.color ?? '',
    mileage: vehicle.mileage === null ? '' : String(vehicle.mileage),
    notes: vehicle.notes ?? '',
  };
}

/** Only the facts that differ from the version the form was filled from are written. */
export function changesFrom(values: VehicleDetails, seen: VehicleRow): Partial<VehicleDetails> {
  return Object.fromEntries(DETAIL_FIELDS.filter((field) => values[field] !== seen[field]).map((field) => [field, values[field]]));
}
