import { VEHICLE_COLUMNS, VEHICLE_SEARCH, VEHICLE_STATUSES, serverSearchFilter, type VehicleStatus } from '@export-portal/shared-domain';
import {
  definePagedList,
  inListOrder,
  readVehicleTotal,
  requestedFilter,
  VEHICLE_SORTS,
  type FilterChoices,
  type ListRequest,
} from '@export-portal/shared-auth';

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

/** The model years the database accepts, so a filter outside them is no filter. */
export const YEAR_RANGE = { min: 1900, max: 2100 } as const;

const isText = (value: string) => value.trim() !== '' && value.length <= 100;
const isYear = (value: string) => /^\d{4}$/.test(value) && Number(value) >= YEAR_RANGE.min && Number(value) <= YEAR_RANGE.max;
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

const DIRECTORY_SELECT = `${VEHICLE_COLUMNS},customer_first_name,customer_last_name,customer_company_name` as const;

export const inventoryList = definePagedList({
  table: 'vehicles',
  name: 'inventory',
  sortable: VEHICLE_SORTS,
  read: async (client, request: ListRequest<InventoryFilters>, range) => {
    const search = serverSearchFilter(request.search, VEHICLE_SEARCH);
    const status = requestedFilter(request, 'status');
    const make = requestedFilter(request, 'make');
    const location = requestedFilter(request, 'location');
    const yearFrom = requestedFilter(request, 'year_from');
    const yearTo = requestedFilter(request, 'year_to');
    const priceFrom = requestedFilter(request, 'price_from');
    const priceTo = requestedFilter(request, 'price_to');
    // The database keeps the totals per status; anything narrower is counted.
    const counted = Boolean(search || make || location || yearFrom || yearTo || priceFrom || priceTo);
    let query = client.from('vehicle_directory').select(DIRECTORY_SELECT, counted ? { count: 'exact' } : {});
    if (search) query = query.or(search);
    if (status) query = query.eq('status', status);
    const makeFilter = make ? serverSearchFilter(make, ['make']) : null;
    if (makeFilter) query = query.or(makeFilter);
    const locationFilter = location ? serverSearchFilter(location, ['location']) : null;
    if (locationFilter) query = query.or(locationFilter);
    if (yearFrom) query = query.gte('year', Number(yearFrom));
    if (yearTo) query = query.lte('year', Number(yearTo));
    if (priceFrom) query = query.gte('sale_price', Number(priceFrom));
    if (priceTo) query = query.lte('sale_price', Number(priceTo));
    const [page, total] = await Promise.all([
      inListOrder(query, request.sort, (own) => own.order('created_at', { ascending: false }).order('id')).range(range.from, range.to),
      counted ? null : readVehicleTotal(client, status),
    ]);
    const count = total ? total.count : page.count;
    const error = page.error ?? total?.error ?? null;
    const rows = (page.data ?? []).map(({ customer_first_name, customer_last_name, customer_company_name, ...vehicle }) => ({
      ...vehicle,
      customer: vehicle.customer_id ? { first_name: customer_first_name, last_name: customer_last_name, company_name: customer_company_name } : null,
    }));
    return { data: error ? null : rows, count, error };
  },
});
