import { VEHICLE_SEARCH, serverSearchFilter } from '@export-portal/shared-domain';
import { requestedFilter } from '@export-portal/shared-auth';
import type { CsvRecords } from '@export-portal/shared-records/csv-export';
import { vehicleColumns } from '@export-portal/shared-records/cards';
import type { VehicleDirectoryQuery } from '@export-portal/shared-records/lists';
import { inventoryNarrowing, type InventoryFilters } from './inventory';

/**
 * The inventory's Export CSV, written by the database: the board's columns that have a plain
 * value, in their order, and the purchase price only an admin reads. The records' SQL
 * (`vehicle_inventory_records`) follows these headings; a test holds the two together.
 */
export const INVENTORY_FILE_HEADER = [...vehicleColumns.flatMap((column) => (column.value ? [column.header] : [])), 'Purchase price'];

/**
 * The inventory's rows for a request, read from `vehicle_inventory_records` with each vehicle's CSV
 * record: the same search, status and filters as the board's read of the vehicle directory.
 */
export const inventoryFile: CsvRecords<InventoryFilters> = {
  header: INVENTORY_FILE_HEADER,
  read: (client, request, select) => {
    // The view has every column of the directory that the board searches, filters and orders by.
    let query = client.from('vehicle_inventory_records').select(select) as unknown as VehicleDirectoryQuery;
    const search = serverSearchFilter(request.search, VEHICLE_SEARCH);
    if (search) query = query.or(search);
    const status = requestedFilter(request, 'status');
    if (status) query = query.eq('status', status);
    const narrowing = inventoryNarrowing(request);
    return narrowing ? narrowing(query) : query;
  },
};
