import { VEHICLE_STATUSES, isVehicleYear, serverSearchFilter, type VehicleStatus } from '@export-portal/shared-domain';
import { requestedFilter, type FilterChoices, type ListRequest } from '@export-portal/shared-auth';
import { vehicleBoardList, type VehicleDirectoryQuery } from '@export-portal/shared-records/lists';

/**
 * The Vehicle Inventory's list: the vehicle board's rows, narrowed by the admin's filter
 * panel (status, make, model years, location, sale price). Every filter runs on the server:
 * make and location match part of the text through trigram indexes, year and price ranges
 * through the (year, id) and (sale_price, id) indexes.
 */

export interface InventoryFilters extends Record<string, string> {
  status: VehicleStatus;
  make: string;
  location: string;
  year_from: string;
  year_to: string;
  price_from: string;
  price_to: string;
}

const isText = (value: string) => value.trim() !== '' && value.length <= 100;
/** A year outside the model years the database accepts is no filter. */
const isYear = (value: string) => /^\d{4}$/.test(value) && isVehicleYear(Number(value));
const isPrice = (value: string) => /^\d{1,10}(\.\d{1,2})?$/.test(value);

/** What the inventory's address may filter by, and what each filter accepts. */
export const INVENTORY_FILTERS: FilterChoices<InventoryFilters> = {
  status: VEHICLE_STATUSES,
  make: isText,
  location: isText,
  year_from: isYear,
  year_to: isYear,
  price_from: isPrice,
  price_to: isPrice,
};

export const INVENTORY_FILTER_NAMES = Object.keys(INVENTORY_FILTERS) as ReadonlyArray<keyof InventoryFilters>;

/** The inventory's narrowing of the vehicle directory: every filter but the status, which every board has. */
export function inventoryNarrowing(request: ListRequest<InventoryFilters>) {
  const make = requestedFilter(request, 'make');
  const location = requestedFilter(request, 'location');
  const yearFrom = requestedFilter(request, 'year_from');
  const yearTo = requestedFilter(request, 'year_to');
  const priceFrom = requestedFilter(request, 'price_from');
  const priceTo = requestedFilter(request, 'price_to');
  if (!(make || location || yearFrom || yearTo || priceFrom || priceTo)) return null;
  return (query: VehicleDirectoryQuery) => {
    let narrower = query;
    const makeFilter = make ? serverSearchFilter(make, ['make']) : null;
    if (makeFilter) narrower = narrower.or(makeFilter);
    const locationFilter = location ? serverSearchFilter(location, ['location']) : null;
    if (locationFilter) narrower = narrower.or(locationFilter);
    if (yearFrom) narrower = narrower.gte('year', Number(yearFrom));
    if (yearTo) narrower = narrower.lte('year', Number(yearTo));
    if (priceFrom) narrower = narrower.gte('sale_price', Number(priceFrom));
    if (priceTo) narrower = narrower.lte('sale_price', Number(priceTo));
    return narrower;
  };
}

// The database keeps the totals per status; anything narrower is counted.
export const inventoryList = vehicleBoardList<InventoryFilters>({ name: 'inventory', narrow: inventoryNarrowing });
