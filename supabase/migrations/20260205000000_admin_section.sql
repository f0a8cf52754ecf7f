-- The admin section: searches that stay fast at 100,000 vehicles, the portal's settings,
-- deleting a user account, customer analytics and the admin dashboard's figures.

-- Case-insensitive substring searches (`ilike '%term%'`) are answered by trigram indexes.
-- Hosted Supabase keeps extensions in the `extensions` schema, as the embedded backend does.
create extension if not exists pg_trgm with schema extensions;

-- A vehicle's year is searched as text ("201" finds 2015 and 2019), which an integer column
-- cannot be with `ilike`. The copy is kept by a trigger rather than as a generated column:
-- BEFORE UPDATE triggers see a generated column as null in NEW, and the staff write guard
-- compares whole rows. Staff never change a year, so the copy never differs for them.
alter table public.vehicles add column year_text text not null default '';
-- Filling the copy is no edit of the vehicles: their updated_at and the write guards stay still.
alter table public.vehicles disable trigger user;
update public.vehicles set year_text = year::text;
alter table public.vehicles enable trigger user;

create function private.copy_vehicle_year_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.year_text := new.year::text;
  return new;
end;
$$;

create trigger vehicles_copy_year_text before insert or update on public.vehicles
  for each row execute function private.copy_vehicle_year_text();

-- Readable like the other vehicle columns; whatever a write puts there, the trigger replaces.
grant select (year_text) on public.vehicles to authenticated;

create index vehicles_make_trgm_idx on public.vehicles using gin (make extensions.gin_trgm_ops);
create index vehicles_model_trgm_idx on public.vehicles using gin (model extensions.gin_trgm_ops);
create index vehicles_vin_trgm_idx on public.vehicles using gin (vin extensions.gin_trgm_ops);
create index vehicles_year_text_trgm_idx on public.vehicles using gin (year_text extensions.gin_trgm_ops);
-- Every list is newest first with the id as tie-breaker.
create index vehicles_created_at_id_idx on public.vehicles (created_at desc, id);

create index shipments_shipment_number_trgm_idx on public.shipments using gin (shipment_number extensions.gin_trgm_ops);
create index shipments_booking_number_trgm_idx on public.shipments using gin (booking_number extensions.gin_trgm_ops);
create index shipments_vessel_name_trgm_idx on public.shipments using gin (vessel_name extensions.gin_trgm_ops);
create index shipments_destination_port_trgm_idx on public.shipments using gin (destination_port extensions.gin_trgm_ops);

create index documents_document_name_trgm_idx on public.documents using gin (document_name extensions.gin_trgm_ops);
create index documents_document_number_trgm_idx on public.documents using gin (document_number extensions.gin_trgm_ops);
create index documents_document_type_trgm_idx on public.documents using gin (document_type extensions.gin_trgm_ops);

create index customers_first_name_trgm_idx on public.customers using gin (first_name extensions.gin_trgm_ops);
create index customers_last_name_trgm_idx on public.customers using gin (last_name extensions.gin_trgm_ops);
create index customers_company_name_trgm_idx on public.customers using gin (company_name extensions.gin_trgm_ops);
create index customers_email_trgm_idx on public.customers using gin (email extensions.gin_trgm_ops);
create index customers_total_purchases_idx on public.customers (total_purchases desc);

-- The portal's settings: one row, read and written by admins only.
create table public.settings (
  id boolean primary key default true check (id),
  company_name text not null default '',
  company_email text not null default '',
  company_phone text not null default '',
  company_address text not null default '',
  email_notifications boolean not null default true,
  sms_notifications boolean not null default false,
  system_backups boolean not null default true,
  maintenance_mode boolean not null default false,
  auto_shipment_tracking boolean not null default true,
  default_currency text not null default 'CAD' check (default_currency in ('CAD', 'USD', 'EUR')),
  tax_rate numeric(6, 3) not null default 13 check (tax_rate >= 0 and tax_rate <= 100),
  default_shipping_cost numeric(12, 2) not null default 2500 check (default_shipping_cost >= 0),
  updated_at timestamptz not null default now()
);
insert into public.settings (id) values (true);

create trigger settings_touch_updated_at before update on public.settings
  for each row execute function private.touch_updated_at();

alter table public.settings enable row level security;
grant select on public.settings to authenticated;
grant update (company_name, company_email, company_phone, company_address, email_notifications,
              sms_notifications, system_backups, maintenance_mode, auto_shipment_tracking,
              default_currency, tax_rate, default_shipping_cost)
  on public.settings to authenticated;
create policy "settings: admin can read" on public.settings
  for select to authenticated using ((select private.current_user_role()) = 'admin');
create policy "settings: admin can update" on public.settings
  for update to authenticated
  using ((select private.current_user_role()) = 'admin')
  with check ((select private.current_user_role()) = 'admin');

-- Deleting a user account (auth user, and with it the profile; a linked customer record stays,
-- unlinked). Only an admin may, never an admin's account, never their own.
create function public.delete_user(target_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(private.current_user_role(), '') <> 'admin' then
    raise exception 'Only admins can delete users' using errcode = '42501';
  end if;
  if target_user_id = (select auth.uid()) then
    raise exception 'You cannot delete your own account' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.profiles p where p.user_id = target_user_id and p.role = 'admin') then
    raise exception 'Admin accounts cannot be deleted' using errcode = 'P0001';
  end if;
  delete from auth.users u where u.id = target_user_id;
  if not found then
    raise exception 'This user no longer exists' using errcode = 'P0001';
  end if;
end;
$$;

revoke all on function public.delete_user(uuid) from public, anon;
grant execute on function public.delete_user(uuid) to authenticated, service_role;

-- Customer Analytics: customers and their purchases by type, and the best customers, counted
-- where the data is. Caller's rights, so it shows no more than the caller could read.
create function public.customer_analytics()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if private.is_end_user() and coalesce(private.current_user_role(), '') not in ('admin', 'staff') then
    raise exception 'Customer analytics are available to admin and staff only' using errcode = '42501';
  end if;
  return json_build_object(
    'customers', (select count(*) from public.customers),
    'total_purchases', (select coalesce(sum(total_purchases), 0) from public.customers),
    'by_type', (
      select json_agg(json_build_object(
               'customer_type', t.customer_type,
               'customers', (select count(*) from public.customers c where c.customer_type = t.customer_type),
               'total_purchases', (select coalesce(sum(c.total_purchases), 0) from public.customers c
                                    where c.customer_type = t.customer_type))
             order by t.position)
        from unnest(array['individual', 'business', 'dealer']) with ordinality as t(customer_type, position)
    ),
    'top_customers', (
      select coalesce(json_agg(json_build_object(
               'id', c.id, 'first_name', c.first_name, 'last_name', c.last_name,
               'company_name', c.company_name, 'customer_type', c.customer_type,
               'total_purchases', c.total_purchases)
             order by c.total_purchases desc, c.id), '[]'::json)
        from (select * from public.customers order by total_purchases desc, id limit 5) c
    )
  );
end;
$$;

revoke all on function public.customer_analytics() from public, anon;
grant execute on function public.customer_analytics() to authenticated, service_role;

-- The sold vehicles' sales and purchase costs, for the dashboard's revenue and margin. Only
-- the two sums leave the function; dashboard_stats calls it after its own role check.
create function private.sold_vehicle_totals(out sales numeric, out costs numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(v.sale_price), 0), coalesce(sum(v.purchase_price), 0)
    from public.vehicles v
   where v.status = 'sold'
$$;

revoke all on function private.sold_vehicle_totals() from public;
grant execute on function private.sold_vehicle_totals() to authenticated, service_role;

-- Every figure of the admin and staff dashboards in one call, each table read once. Adds
-- shipment costs, customers by type and users by role (admins only, like system_users) for the
-- admin dashboard's Revenue Overview and Operations Summary.
create or replace function public.dashboard_stats()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  caller_role text := private.current_user_role();
  sold_sales numeric;
  sold_costs numeric;
  vehicles_json json;
  shipments_json json;
  documents_json json;
begin
  if private.is_end_user() and coalesce(caller_role, '') not in ('admin', 'staff') then
    raise exception 'Dashboard statistics are available to admin and staff only'
      using errcode = '42501';
  end if;

  select t.sales, t.costs into sold_sales, sold_costs from private.sold_vehicle_totals() t;

  select json_build_object(
           'total_vehicles', count(*),
           'available_vehicles', count(*) filter (where status = 'available'),
           'sold_vehicles', count(*) filter (where status = 'sold'),
           'vehicles_by_status', json_build_object(
             'available', count(*) filter (where status = 'available'),
             'sold', count(*) filter (where status = 'sold'),
             'reserved', count(*) filter (where status = 'reserved'),
             'shipped', count(*) filter (where status = 'shipped'),
             'inspection', count(*) filter (where status = 'inspection')),
           'monthly_revenue', coalesce(sum(sale_price) filter (
             where created_at >= date_trunc('month', now())
               and created_at < date_trunc('month', now()) + interval '1 month'), 0))
    into vehicles_json
    from public.vehicles;

  select json_build_object(
           'active_shipments_admin', count(*) filter (where status in ('planning', 'in_transit')),
           'active_shipments_staff', count(*) filter (where status in ('planning', 'booked', 'in_transit')),
           'shipments_by_status', json_build_object(
             'planning', count(*) filter (where status = 'planning'),
             'booked', count(*) filter (where status = 'booked'),
             'loading', count(*) filter (where status = 'loading'),
             'in_transit', count(*) filter (where status = 'in_transit'),
             'delivered', count(*) filter (where status = 'delivered'),
             'cancelled', count(*) filter (where status = 'cancelled')),
           'shipment_costs', coalesce(sum(total_cost), 0))
    into shipments_json
    from public.shipments;

  select json_build_object(
           'documents', count(*),
           'documents_expired', count(*) filter (where expiry_date < current_date),
           'documents_expiring_soon', count(*) filter (
             where expiry_date >= current_date and expiry_date <= current_date + 30))
    into documents_json
    from public.documents;

  return (
    (vehicles_json::jsonb || shipments_json::jsonb || documents_json::jsonb || jsonb_build_object(
      'total_revenue', sold_sales,
      'total_purchase_costs', sold_costs,
      'profit_margin', case when sold_sales > 0
                            then round((sold_sales - sold_costs) / sold_sales * 100, 2)
                            else 0 end,
      'system_users', case when caller_role = 'staff' then null
                           else (select count(*) from public.profiles) end,
      'users_by_role', case when caller_role = 'staff' then null else (
        select jsonb_build_object(
                 'admin', count(*) filter (where role = 'admin'),
                 'staff', count(*) filter (where role = 'staff'),
                 'client', count(*) filter (where role = 'client'))
          from public.profiles) end,
      'customers', (select count(*) from public.customers),
      'customers_by_type', (
        select jsonb_build_object(
                 'individual', count(*) filter (where customer_type = 'individual'),
                 'business', count(*) filter (where customer_type = 'business'),
                 'dealer', count(*) filter (where customer_type = 'dealer'))
          from public.customers),
      'transactions', (select count(*) from public.transactions),
      'unread_communications', (
        select count(*) from public.communications where direction = 'inbound' and not read_status
      )
    ))::json
  );
end;
$$;

-- The vehicles list of the admin and staff boards, with each owner's names. Row-level security
-- keeps Postgres from searching a table through an index with `ilike` (the operator is not
-- leakproof, so it may only run after the policy), which at 100,000 vehicles means reading
-- every row for each search. This view reads the tables with its owner's rights instead and
-- carries its own access rule: the caller must be admin or staff, checked once per query
-- before any row is read, so no search condition ever sees a row the caller may not read.
-- It never shows the cost price.
create view public.vehicle_directory as
select v.id, v.customer_id, v.year, v.year_text, v.make, v.model, v.vin, v.color, v.mileage,
       v.sale_price, v.status, v.location, v.created_at, v.updated_at,
       c.first_name as customer_first_name, c.last_name as customer_last_name,
       c.company_name as customer_company_name
  from public.vehicles v
  left join public.customers c on c.id = v.customer_id
 where (select private.current_user_role()) in ('admin', 'staff');

revoke all on public.vehicle_directory from anon, authenticated;
grant select on public.vehicle_directory to authenticated;
