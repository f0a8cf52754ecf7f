import type { ClientDashboardFigures } from './clientPortal';
import { COMMUNICATION_TYPES, DELIVERY_STATUSES, DIRECTIONS } from './communications';
import { CONTAINER_STATUSES } from './containers';
import { CUSTOMER_TYPES } from './customers';
import type { CustomerAnalytics } from './customerAnalytics';
import type { DashboardStats } from './dashboard';
import type { Database as GeneratedDatabase, Json } from './database.types';
import { DOCUMENT_TYPES } from './documents';
import { NOTIFICATION_KIND_CODES } from './notifications';
import { ROLES } from './roles';
import { CURRENCIES } from './settings';
import { SHIPMENT_STATUSES } from './shipments';
import { BANK_ACCOUNT_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions';
import { VEHICLE_STATUSES } from './vehicles';
import { VEHICLE_TASK_TYPES } from './vehicleTasks';

export type { Json };

type GeneratedSchema = GeneratedDatabase['public'];
type GeneratedTables = GeneratedSchema['Tables'];
type GeneratedFunctions = GeneratedSchema['Functions'];

/**
 * The values each checked text column may hold. The migrations enforce them with check
 * constraints, which generated types cannot express (they say `string`); the backend's test
 * suite compares every list here with its constraint, so the two cannot drift.
 */
export const CHECKED_COLUMN_VALUES = {
  profiles: { role: ROLES },
  customers: { customer_type: CUSTOMER_TYPES },
  vehicles: { status: VEHICLE_STATUSES },
  vehicle_tasks: { task_type: VEHICLE_TASK_TYPES },
  shipments: { status: SHIPMENT_STATUSES },
  containers: { status: CONTAINER_STATUSES },
  documents: { document_type: DOCUMENT_TYPES },
  communications: { direction: DIRECTIONS, communication_type: COMMUNICATION_TYPES, delivery_status: DELIVERY_STATUSES },
  notifications: { kind: NOTIFICATION_KIND_CODES },
  notification_preferences: { kind: NOTIFICATION_KIND_CODES },
  transactions: { transaction_type: TRANSACTION_TYPES, status: TRANSACTION_STATUSES },
  settings: { default_currency: CURRENCIES },
  bank_connections: { account_type: BANK_ACCOUNT_TYPES },
} as const satisfies {
  [Table in keyof GeneratedTables]?: { [Column in keyof GeneratedTables[Table]['Row']]?: readonly string[] };
};

type CheckedValues<Table> = Table extends keyof typeof CHECKED_COLUMN_VALUES
  ? {
      [Column in keyof (typeof CHECKED_COLUMN_VALUES)[Table]]: (typeof CHECKED_COLUMN_VALUES)[Table][Column] extends readonly (infer Value)[]
        ? Value
        : never;
    }
  : Record<never, never>;

/** Replaces the type of the checked columns, keeping whether each is optional or nullable. */
type WithCheckedValues<Columns, Values> = {
  [Column in keyof Columns]: Column extends keyof Values ? Values[Column] | Extract<Columns[Column], null> : Columns[Column];
};

type CheckedTable<Table extends GeneratedTables[keyof GeneratedTables], Values> = {
  Row: WithCheckedValues<Table['Row'], Values>;
  Insert: WithCheckedValues<Table['Insert'], Values>;
  Update: WithCheckedValues<Table['Update'], Values>;
  Relationships: Table['Relationships'];
};

/**
 * What the SQL functions that return `json` or a loosely typed table really return. A
 * function's result here replaces the generated one only while that is `Json`, so a
 * migration giving the function a typed result makes this a type error until it is removed.
 */
/** A row whose listed fields may also be null, as an average over no rows is. */
type WithNullable<Row, Fields extends keyof Row> = { [Field in keyof Row]: Field extends Fields ? Row[Field] | null : Row[Field] };

type FunctionResults = {
  report_days_to_sale: WithNullable<GeneratedFunctions['report_days_to_sale']['Returns'][number], 'average_days' | 'median_days'>[];
  report_shipments_by_port: WithNullable<GeneratedFunctions['report_shipments_by_port']['Returns'][number], 'average_transit_days'>[];
  dashboard_stats: GeneratedFunctions['dashboard_stats']['Returns'] extends Json ? DashboardStats : never;
  client_dashboard: GeneratedFunctions['client_dashboard']['Returns'] extends Json ? ClientDashboardFigures : never;
  vehicle_costs: VehicleCost[];
  vehicle_costs_of: VehicleCost[];
  customer_analytics: GeneratedFunctions['customer_analytics']['Returns'] extends Json ? CustomerAnalytics : never;
};

type GeneratedViews = GeneratedSchema['Views'];
type CheckedVehicle = CheckedTable<GeneratedTables['vehicles'], CheckedValues<'vehicles'>>['Row'];

/**
 * Postgres reports every column of a view as nullable. The vehicle directory's own columns
 * come straight from the vehicles table, so they keep its types; only the owner's names (a
 * vehicle may have no owner) stay nullable.
 */
type VehicleDirectoryRow = {
  [Column in keyof GeneratedViews['vehicle_directory']['Row']]: Column extends keyof CheckedVehicle
    ? CheckedVehicle[Column]
    : GeneratedViews['vehicle_directory']['Row'][Column];
};

type CheckedViews = Omit<GeneratedViews, 'vehicle_directory'> & {
  vehicle_directory: Omit<GeneratedViews['vehicle_directory'], 'Row'> & { Row: VehicleDirectoryRow };
};

/**
 * Arguments a function takes as null on purpose, which the generator types as required values:
 * save_shipment creates when `p_id` is null, detaches with a null container, and leaves the
 * vehicles as they are with null ids. A document's number, dates, owner and notes may be
 * unknown when it is filed or renewed.
 */
type NullableArgs = {
  save_shipment: 'p_id' | 'p_container_id' | 'p_vehicle_ids' | 'p_seen_updated_at';
  add_document: 'p_document_number' | 'p_issue_date' | 'p_expiry_date' | 'p_customer_id' | 'p_vehicle_id' | 'p_shipment_id' | 'p_notes';
  renew_document: 'p_issue_date' | 'p_expiry_date' | 'p_document_number';
};

type CheckedArgs<Name extends keyof GeneratedFunctions> = Name extends keyof NullableArgs
  ? {
      [Arg in keyof GeneratedFunctions[Name]['Args']]: Arg extends NullableArgs[Name]
        ? GeneratedFunctions[Name]['Args'][Arg] | null
        : GeneratedFunctions[Name]['Args'][Arg];
    }
  : GeneratedFunctions[Name]['Args'];

type CheckedFunctions = {
  [Name in keyof GeneratedFunctions]: {
    [Part in keyof GeneratedFunctions[Name]]: Part extends 'Returns'
      ? Name extends keyof FunctionResults
        ? FunctionResults[Name]
        : GeneratedFunctions[Name][Part]
      : Part extends 'Args'
        ? CheckedArgs<Name>
        : GeneratedFunctions[Name][Part];
  };
};

/**
 * The public schema as the Supabase clients see it: `PostgrestClient<Database>`. It is the generated
 * schema (database.types.ts, `npm run gen:types`) with checked columns narrowed to their
 * values and json results given their shape.
 */
export type Database = {
  __InternalSupabase: GeneratedDatabase['__InternalSupabase'];
  public: {
    Tables: { [Table in keyof GeneratedTables]: CheckedTable<GeneratedTables[Table], CheckedValues<Table>> };
    Views: CheckedViews;
    Functions: CheckedFunctions;
    Enums: GeneratedSchema['Enums'];
    CompositeTypes: GeneratedSchema['CompositeTypes'];
  };
};

type PublicTables = Database['public']['Tables'];
export type TableName = keyof PublicTables;

/** A row as the REST API returns it: `Tables<'vehicles'>`. */
export type Tables<Name extends TableName> = PublicTables[Name]['Row'];
/** What an insert may send. */
export type TablesInsert<Name extends TableName> = PublicTables[Name]['Insert'];
/** What an update may send. */
export type TablesUpdate<Name extends TableName> = PublicTables[Name]['Update'];

/**
 * A vehicle's cost price as `rpc('vehicle_costs')` and `rpc('vehicle_costs_of')` return it, for admin and staff. The
 * generator cannot see that the returned price may be null, so its type is the column's.
 */
export type VehicleCost = {
  vehicle_id: GeneratedTables['vehicles']['Row']['id'];
  purchase_price: GeneratedTables['vehicles']['Row']['purchase_price'];
};
