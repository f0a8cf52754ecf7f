import * as z from 'zod/mini';
import { VEHICLE_YEAR_RANGE, isVehicleYear } from '@export-portal/shared-domain';
import type { InventoryFilters } from '../../data/inventory';

/** The filter panel as typed: every field text, blank meaning open; status 'all' meaning any. */
export interface FilterDraft {
  status: string;
  make: string;
  location: string;
  year_from: string;
  year_to: string;
  price_from: string;
  price_to: string;
}

export const ANY_STATUS = 'all';

const yearBound = z.string().check(
  z.refine((text) => text.trim() === '' || (/^\d{4}$/.test(text.trim()) && isVehicleYear(Number(text))), {
    message: `Enter a year between ${VEHICLE_YEAR_RANGE.min} and ${VEHICLE_YEAR_RANGE.max}`,
  }),
);

const priceBound = z
  .string()
  .check(
    z.refine((text) => text.trim() === '' || /^\d{1,10}(\.\d{1,2})?$/.test(text.trim()), { message: 'Enter an amount in dollars, such as 15000' }),
  );

/** A bound pair is refused when its lower bound is above its upper one, beside the upper one. */
export const filterSchema = z
  .object({
    status: z.string(),
    make: z.string(),
    location: z.string(),
    year_from: yearBound,
    year_to: yearBound,
    price_from: priceBound,
    price_to: priceBound,
  })
  .check(
    z.refine((draft) => !bothSet(draft.year_from, draft.year_to) || Number(draft.year_from) <= Number(draft.year_to), {
      message: 'The last year comes before the first',
      path: ['year_to'],
    }),
    z.refine((draft) => !bothSet(draft.price_from, draft.price_to) || Number(draft.price_from) <= Number(draft.price_to), {
      message: 'The highest price is below the lowest',
      path: ['price_to'],
    }),
  );

function bothSet(from: string, to: string): boolean {
  return from.trim() !== '' && to.trim() !== '';
}

/** The panel's fields for the filters in the address. */
export function draftOf(filters: Partial<InventoryFilters>): FilterDraft {
  return {
    status: filters.status ?? ANY_STATUS,
    make: filters.make ?? '',
    location: filters.location ?? '',
    year_from: filters.year_from ?? '',
    year_to: filters.year_to ?? '',
    price_from: filters.price_from ?? '',
    price_to: filters.price_to ?? '',
  };
}

/** The address's filters for the panel's fields; a blank field opens its filter. */
export function filtersOf(draft: FilterDraft): { [Name in keyof InventoryFilters]: InventoryFilters[Name] | '' } {
  return {
    status: draft.status === ANY_STATUS ? '' : (draft.status as InventoryFilters['status']),
    make: draft.make.trim(),
    location: draft.location.trim(),
    year_from: draft.year_from.trim(),
    year_to: draft.year_to.trim(),
    price_from: draft.price_from.trim(),
    price_to: draft.price_to.trim(),
  };
}
