import { vehicleColumns } from '@export-portal/shared-auth/lists';
import { inventoryRecords } from '@export-portal/shared-auth/vehicle-boards';
import { inventoryNarrowing, type InventoryFilters } from './inventory';

/**
 * The inventory's Export CSV, written by the database: the board's columns that have a plain
 * value, in their order, and the purchase price only an admin reads. The records' SQL
 * (`vehicle_inventory_records`) follows these headings; a test holds the two together.
 */
export const INVENTORY_FILE_HEADER = [...vehicleColumns.flatMap((column) => (column.value ? [column.header] : [])), 'Purchase price'];

export const inventoryFile = inventoryRecords<InventoryFilters>({ header: INVENTORY_FILE_HEADER, narrow: inventoryNarrowing });
