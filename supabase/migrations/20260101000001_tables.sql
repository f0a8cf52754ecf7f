-- Business tables of the export portal. Every enumerated value is a check
-- constraint so a bad value is refused by the database, not only by the UI.
-- Container statuses are stored lowercase-snake (available, loading, in_transit)
-- like every other status; the UI shows them as "Available", "Loading", "In Transit".

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  email text,
  company text,
  phone text,
  role text not null default 'client' check (role in ('admin', 'staff', 'client')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_created_at_idx on public.profiles (created_at desc);

create table public.customers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  first_name text not null,
  last_name text not null,
  company_name text,
  customer_type text not null default 'individual'
    check (customer_type in ('individual', 'business', 'dealer')),
  email text,
  phone text,
  address_line1 text,
  city text,
  province text,
  postal_code text,
  notes text,
  total_purchases numeric(12, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customers_user_id_idx on public.customers (user_id);
create index customers_created_at_idx on public.customers (created_at desc);

create table public.vehicles (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid references public.customers (id) on delete set null,
  year integer not null check (year between 1900 and 2100),
  make text not null,
  model text not null,
  vin text not null unique,
  color text,
  mileage integer check (mileage >= 0),
  purchase_price numeric(12, 2),
  sale_price numeric(12, 2),
  status text not null default 'available'
    check (status in ('available', 'sold', 'reserved', 'shipped', 'inspection')),
  location text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vehicles_customer_id_idx on public.vehicles (customer_id);
create index vehicles_status_idx on public.vehicles (status);
create index vehicles_created_at_idx on public.vehicles (created_at desc);

create table public.shipments (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid references public.customers (id) on delete set null,
  shipment_number text not null unique,
  booking_number text,
  status text not null default 'planning'
    check (status in ('planning', 'booked', 'loading', 'in_transit', 'delivered', 'cancelled')),
  origin_port text,
  destination_port text,
  vessel_name text,
  voyage_number text,
  estimated_departure date,
  estimated_arrival date,
  actual_departure date,
  actual_arrival date,
  shipping_cost numeric(12, 2),
  total_cost numeric(12, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index shipments_customer_id_idx on public.shipments (customer_id);
create index shipments_status_idx on public.shipments (status);
create index shipments_created_at_idx on public.shipments (created_at desc);

create table public.containers (
  id uuid primary key default gen_random_uuid(),
  shipment_id uuid references public.shipments (id) on delete set null,
  container_number text not null unique,
  container_type text not null,
  status text not null default 'available'
    check (status in ('available', 'loading', 'in_transit')),
  location text,
  capacity text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index containers_shipment_id_idx on public.containers (shipment_id);
create index containers_created_at_idx on public.containers (created_at desc);

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid references public.customers (id) on delete set null,
  vehicle_id uuid references public.vehicles (id) on delete set null,
  shipment_id uuid references public.shipments (id) on delete set null,
  document_name text not null,
  document_number text,
  document_type text not null
    check (document_type in ('title', 'invoice', 'bill_of_lading', 'insurance', 'inspection',
                             'export_permit', 'customs', 'other')),
  issue_date date,
  expiry_date date,
  file_size bigint check (file_size >= 0),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index documents_customer_id_idx on public.documents (customer_id);
create index documents_vehicle_id_idx on public.documents (vehicle_id);
create index documents_shipment_id_idx on public.documents (shipment_id);
create index documents_created_at_idx on public.documents (created_at desc);
create index documents_expiry_date_idx on public.documents (expiry_date);

create table public.communications (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid references public.customers (id) on delete cascade,
  subject text,
  message text not null,
  direction text not null check (direction in ('inbound', 'outbound')),
  communication_type text not null default 'email'
    check (communication_type in ('email', 'phone', 'sms', 'meeting', 'note')),
  read_status boolean not null default false,
  created_at timestamptz not null default now()
);
create index communications_customer_id_idx on public.communications (customer_id);
create index communications_created_at_idx on public.communications (created_at desc);
create index communications_unread_idx on public.communications (direction, read_status);

create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid references public.customers (id) on delete set null,
  amount numeric(12, 2) not null check (amount >= 0),
  transaction_date date not null default current_date,
  transaction_type text not null check (transaction_type in ('income', 'expense')),
  status text not null default 'completed' check (status in ('completed', 'pending', 'failed')),
  description text,
  created_at timestamptz not null default now()
);
create index transactions_customer_id_idx on public.transactions (customer_id);
create index transactions_transaction_date_idx on public.transactions (transaction_date desc);
create index transactions_created_at_idx on public.transactions (created_at desc);
