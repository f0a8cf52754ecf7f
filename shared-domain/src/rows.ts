import type { CommunicationType, Direction } from './communications';
import type { CustomerType } from './customers';
import type { IsoDate } from './dates';
import type { DocumentType } from './documents';
import type { Role } from './roles';
import type { ContainerStatus } from './containers';
import type { ShipmentStatus } from './shipments';
import type { TransactionStatus, TransactionType } from './transactions';
import type { VehicleStatus } from './vehicles';

/** An ISO timestamp as the REST API returns `timestamptz`. */
export type Timestamp = string;

export type ProfileRow = {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  role: Role;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CustomerRow = {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  company_name: string | null;
  customer_type: CustomerType;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  notes: string | null;
  total_purchases: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/**
 * A vehicle as signed-in users read it. The cost price is not part of it: the
 * database withholds `purchase_price` from every API caller, and admin and staff
 * read it as a {@link VehicleCost} through `rpc('vehicle_costs')`.
 */
export type VehicleRow = {
  id: string;
  customer_id: string | null;
  year: number;
  make: string;
  model: string;
  vin: string;
  color: string | null;
  mileage: number | null;
  sale_price: number | null;
  status: VehicleStatus;
  location: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VehicleCost = {
  vehicle_id: string;
  purchase_price: number | null;
};

/**
 * The vehicle columns to name in a select. `select('*')` on vehicles is refused
 * for signed-in users because one column (purchase_price) is not granted to them.
 */
export const VEHICLE_COLUMNS =
  'id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,created_at,updated_at';

export type ShipmentRow = {
  id: string;
  customer_id: string | null;
  shipment_number: string;
  booking_number: string | null;
  status: ShipmentStatus;
  origin_port: string | null;
  destination_port: string | null;
  vessel_name: string | null;
  voyage_number: string | null;
  estimated_departure: IsoDate | null;
  estimated_arrival: IsoDate | null;
  actual_departure: IsoDate | null;
  actual_arrival: IsoDate | null;
  shipping_cost: number | null;
  total_cost: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ContainerRow = {
  id: string;
  shipment_id: string | null;
  container_number: string;
  container_type: string;
  status: ContainerStatus;
  location: string | null;
  capacity: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DocumentRow = {
  id: string;
  customer_id: string | null;
  vehicle_id: string | null;
  shipment_id: string | null;
  document_name: string;
  document_number: string | null;
  document_type: DocumentType;
  issue_date: IsoDate | null;
  expiry_date: IsoDate | null;
  file_size: number | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CommunicationRow = {
  id: string;
  customer_id: string | null;
  subject: string | null;
  message: string;
  direction: Direction;
  communication_type: CommunicationType;
  read_status: boolean;
  created_at: Timestamp;
};

export type TransactionRow = {
  id: string;
  customer_id: string | null;
  amount: number;
  transaction_date: IsoDate;
  transaction_type: TransactionType;
  status: TransactionStatus;
  description: string | null;
  created_at: Timestamp;
};
