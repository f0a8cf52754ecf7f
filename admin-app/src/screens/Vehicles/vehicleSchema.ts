import * as z from 'zod/mini';
import { VEHICLE_STATUSES, VEHICLE_YEAR_RANGE, parseDecimal, type VehicleStatus } from '@export-portal/shared-domain';
import { checkVin } from '@export-portal/shared-domain/vin';
import type { EditedVehicle, VehicleValues } from '../../data/vehicles';

/** A whole number typed as text, within bounds; blank allowed when `optional`. */
const wholeNumber = (label: string, min: number, max: number, optional: boolean) =>
  z.string().check(
    z.refine(
      (text) => {
        const trimmed = text.trim();
        if (trimmed === '') return optional;
        return /^\d+$/.test(trimmed) && Number(trimmed) >= min && Number(trimmed) <= max;
      },
      { message: optional ? `${label} must be a whole number of at least ${min}` : `${label} must be between ${min} and ${max}` },
    ),
  );

/** An amount in dollars typed as text: blank, or at least 0 with at most two decimals. */
const amount = (label: string) =>
  z.string().check(
    z.refine(
      (text) => {
        const trimmed = text.trim();
        if (trimmed === '') return true;
        const value = parseDecimal(trimmed);
        return value !== null && value >= 0 && /^\d+(\.\d{1,2})?$/.test(trimmed);
      },
      { message: `${label} must be an amount of at least 0, such as 15000 or 15000.50` },
    ),
  );

const required = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', { message }));

/**
 * The vehicle form, mirroring the database: a year of VEHICLE_YEAR_RANGE, mileage and prices
 * not below 0, a make, model and VIN. A VIN that checkVin finds wrong (length, letters, the
 * North American check digit) is refused with its own words; its warnings do not block.
 */
export const vehicleSchema = z.object({
  year: wholeNumber('Year', VEHICLE_YEAR_RANGE.min, VEHICLE_YEAR_RANGE.max, false),
  make: required('Enter the make'),
  model: required('Enter the model'),
  vin: z.string().check(
    z.superRefine((text, context) => {
      if (text.trim() === '') {
        context.issues.push({ code: 'custom', message: 'Enter the VIN', input: text });
        return;
      }
      const errors = checkVin(text).findings.filter((finding) => finding.severity === 'error');
      if (errors.length > 0) context.issues.push({ code: 'custom', message: errors.map((finding) => finding.message).join(' '), input: text });
    }),
  ),
  color: z.string(),
  mileage: wholeNumber('Mileage', 0, 2_147_483_647, true),
  purchase_price: amount('Purchase price'),
  sale_price: amount('Sale price'),
  status: z.enum(VEHICLE_STATUSES),
  location: z.string(),
  customer_id: z.nullable(z.string()),
});

export type VehicleDraft = z.input<typeof vehicleSchema>;

export const EMPTY_DRAFT: VehicleDraft = {
  year: '',
  make: '',
  model: '',
  vin: '',
  color: '',
  mileage: '',
  purchase_price: '',
  sale_price: '',
  status: 'available',
  location: '',
  customer_id: null,
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** The columns of a vehicle the form edits. */
export type VehicleFields = Pick<
  EditedVehicle,
  'year' | 'make' | 'model' | 'vin' | 'color' | 'mileage' | 'purchase_price' | 'sale_price' | 'status' | 'location' | 'customer_id'
>;

/** The form's fields for a vehicle as it is. */
export function draftOf(vehicle: VehicleFields): VehicleDraft {
  return {
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    vin: vehicle.vin,
    color: vehicle.color ?? '',
    mileage: text(vehicle.mileage),
    purchase_price: text(vehicle.purchase_price),
    sale_price: text(vehicle.sale_price),
    status: vehicle.status as VehicleStatus,
    location: vehicle.location ?? '',
    customer_id: vehicle.customer_id,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** What the form's fields write. */
export function valuesOf(draft: VehicleDraft): VehicleValues {
  return {
    year: Number(draft.year.trim()),
    make: draft.make.trim(),
    model: draft.model.trim(),
    vin: draft.vin.trim().toUpperCase(),
    color: blankToNull(draft.color),
    mileage: numberOrNull(draft.mileage),
    purchase_price: numberOrNull(draft.purchase_price),
    sale_price: numberOrNull(draft.sale_price),
    status: draft.status,
    location: blankToNull(draft.location),
    customer_id: draft.customer_id,
  };
}

/** The columns whose value the form changes from the vehicle as read. */
export function changesFrom(before: VehicleValues, after: VehicleValues): Partial<VehicleValues> {
  const changes: Partial<Record<keyof VehicleValues, unknown>> = {};
  for (const key of Object.keys(after) as Array<keyof VehicleValues>) {
    if (after[key] !== before[key]) changes[key] = after[key];
  }
  return changes as Partial<VehicleValues>;
}
