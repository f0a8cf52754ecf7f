-- The dashboard's vehicle figures at 100,000 vehicles: counted by status in one pass over the
-- status index, without row-level security (dashboard_stats has checked the caller is admin or
-- staff, who may read every vehicle), and only the counts leave the helper.

create function private.vehicle_counts_by_status()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
           'available', count(*) filter (where v.status = 'available'),
           'sold', count(*) filter (where v.status = 'sold'),
           'reserved', count(*) filter (where v.status = 'reserved'),
           'shipped', count(*) filter (where v.status = 'shipped'),
           'inspection', count(*) filter (where v.status = 'inspection'))
    from (select status from public.vehicles) v
$$;

revoke all on function private.vehicle_counts_by_status() from public;
grant execute on function private.vehicle_counts_by_status() to authenticated, service_role;

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
  by_status json;
  vehicles_json json;
  shipments_json json;
  documents_json json;
begin
  if private.is_end_user() and coalesce(caller_role, '') not in ('admin', 'staff') then
    raise exception 'Dashboard statistics are available to admin and staff only'
      using errcode = '42501';
  end if;

  select t.sales, t.costs into sold_sales, sold_costs from private.sold_vehicle_totals() t;

  by_status := private.vehicle_counts_by_status();
  select json_build_object(
           'total_vehicles', (select sum(value::text::bigint) from json_each(by_status)),
           'available_vehicles', by_status -> 'available',
           'sold_vehicles', by_status -> 'sold',
           'vehicles_by_status', by_status,
           'monthly_revenue', (
             select coalesce(sum(sale_price), 0) from public.vehicles
              where created_at >= date_trunc('month', now())
                and created_at < date_trunc('month', now()) + interval '1 month'))
    into vehicles_json;

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
