import { serverSearchFilter, type SearchColumn } from '@export-portal/shared-domain';
import { definePagedList, NEWEST_FIRST } from '@export-portal/shared-auth';

/** Browse Inventory searches make, model and year. */
const INVENTORY_SEARCH: readonly SearchColumn[] = ['make', 'model', 'year_text'];

/** What the inventory shows of a vehicle: no owner, and never a cost. */
const INVENTORY_COLUMNS = 'id,year,make,model,vin,color,mileage,sale_price,location,created_at' as const;

/** Every available vehicle, newest first, paged and searched on the server. */
export const inventoryList = definePagedList({
  table: 'vehicles',
  name: 'inventory',
  order: NEWEST_FIRST,
  rows: (client, request, options) => {
    let query = client.from('vehicles').select(INVENTORY_COLUMNS, options).eq('status', 'available');
    const search = serverSearchFilter(request.search, INVENTORY_SEARCH);
    if (search) query = query.or(search);
    return query;
  },
});
