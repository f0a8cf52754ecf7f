import type { Tables } from './database';

/** An ISO timestamp as the REST API returns `timestamptz`. */
export type Timestamp = string;

export type ProfileRow = Tables<'profiles'>;
export type CustomerRow = Tables<'customers'>;

/**
 * A vehicle as signed-in users read it. The cost price is not part of it: the
 * database withholds `purchase_price` from every API caller, and admin and staff
 * read it as a {@link VehicleCost} through `rpc('vehicle_costs')`. Nor are the purchase and
 * sale dates, the business's books, which admins read summed through the report functions; nor
 * `year_text`, the year as text that the database keeps only so the year can be searched as a substring.
 */
export type VehicleRow = Omit<Tables<'vehicles'>, 'purchase_price' | 'purchased_on' | 'sold_at' | 'sold_on' | 'year_text'>;

/** The column names of a comma-separated select list. */
type ColumnsOf<List extends string> = List extends `${infer Head},${infer Tail}` ? Head | ColumnsOf<Tail> : List;

const VEHICLE_COLUMN_LIST = 'id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,notes,created_at,updated_at' as const;

/** A column of VehicleRow the list does not name, or a name that is not a column of it. */
type VehicleColumnMismatch =
  | Exclude<keyof VehicleRow, ColumnsOf<typeof VEHICLE_COLUMN_LIST>>
  | Exclude<ColumnsOf<typeof VEHICLE_COLUMN_LIST>, keyof VehicleRow>;

/**
 * The vehicle columns to name in a select. `select('*')` on vehicles is refused
 * for signed-in users because one column (purchase_price) is not granted to them.
 * The list must name every other column: when a migration adds one, this stops compiling.
 */
export const VEHICLE_COLUMNS: typeof VEHICLE_COLUMN_LIST & ([VehicleColumnMismatch] extends [never] ? unknown : never) = VEHICLE_COLUMN_LIST;

export type ShipmentRow = Tables<'shipments'>;
export type ContainerRow = Tables<'containers'>;
export type DocumentRow = Tables<'documents'>;
export type CommunicationRow = Tables<'communications'>;
export type TransactionRow = Tables<'transactions'>;
