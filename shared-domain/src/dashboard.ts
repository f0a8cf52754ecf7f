import type { CustomerType } from './customers';
import type { Role } from './roles';
import type { ShipmentStatus } from './shipments';
import type { VehicleStatus } from './vehicles';

/** What `rpc('dashboard_stats')` returns to admin and staff; clients get an error. */
export type DashboardStats = {
  total_vehicles: number;
  available_vehicles: number;
  sold_vehicles: number;
  vehicles_by_status: Record<VehicleStatus, number>;
  total_revenue: number;
  monthly_revenue: number;
  total_purchase_costs: number;
  profit_margin: number;
  active_shipments_admin: number;
  active_shipments_staff: number;
  shipments_by_status: Record<ShipmentStatus, number>;
  /** Sum of every shipment's total cost. */
  shipment_costs: number;
  /** Count of profiles; null for staff, who may not read other users' profiles. */
  system_users: number | null;
  /** Profiles by role; null for staff, like system_users. */
  users_by_role: Record<Role, number> | null;
  customers: number;
  customers_by_type: Record<CustomerType, number>;
  documents: number;
  documents_expired: number;
  documents_expiring_soon: number;
  transactions: number;
  unread_communications: number;
};
