import type { DashboardStats } from './dashboard';
import type {
  CommunicationRow,
  ContainerRow,
  CustomerRow,
  DocumentRow,
  ProfileRow,
  ShipmentRow,
  TransactionRow,
  VehicleCost,
  VehicleRow,
} from './rows';

type Relationship<Name extends string, Column extends string, Target extends string> = {
  foreignKeyName: Name;
  columns: [Column];
  isOneToOne: false;
  referencedRelation: Target;
  referencedColumns: ['id'];
};

type Generated = 'id' | 'created_at' | 'updated_at';

type Table<Row, Required extends keyof Row, Relationships extends unknown[]> = {
  Row: Row;
  Insert: Partial<Row> & Pick<Row, Required>;
  Update: Partial<Omit<Row, Generated>> & Partial<Pick<Row, Extract<Generated, keyof Row>>>;
  Relationships: Relationships;
};

/** The public schema as supabase-js sees it: `createClient<Database>(…)`. */
export type Database = {
  public: {
    Tables: {
      profiles: Table<ProfileRow, 'user_id', []>;
      customers: Table<CustomerRow, 'first_name' | 'last_name', []>;
      vehicles: Table<
        VehicleRow,
        'year' | 'make' | 'model' | 'vin',
        [Relationship<'vehicles_customer_id_fkey', 'customer_id', 'customers'>]
      > & { Insert: { purchase_price?: number | null }; Update: { purchase_price?: number | null } };
      shipments: Table<
        ShipmentRow,
        'shipment_number',
        [Relationship<'shipments_customer_id_fkey', 'customer_id', 'customers'>]
      >;
      containers: Table<
        ContainerRow,
        'container_number' | 'container_type',
        [Relationship<'containers_shipment_id_fkey', 'shipment_id', 'shipments'>]
      >;
      documents: Table<
        DocumentRow,
        'document_name' | 'document_type',
        [
          Relationship<'documents_customer_id_fkey', 'customer_id', 'customers'>,
          Relationship<'documents_vehicle_id_fkey', 'vehicle_id', 'vehicles'>,
          Relationship<'documents_shipment_id_fkey', 'shipment_id', 'shipments'>,
        ]
      >;
      communications: Table<
        CommunicationRow,
        'message' | 'direction',
        [Relationship<'communications_customer_id_fkey', 'customer_id', 'customers'>]
      >;
      transactions: Table<
        TransactionRow,
        'amount' | 'transaction_type',
        [Relationship<'transactions_customer_id_fkey', 'customer_id', 'customers'>]
      >;
    };
    Views: { [_ in never]: never };
    Functions: {
      dashboard_stats: { Args: Record<string, never>; Returns: DashboardStats };
      vehicle_costs: { Args: Record<string, never>; Returns: VehicleCost[] };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
