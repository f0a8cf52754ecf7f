-- Figures of the admin and staff dashboards, counted where the data is.
-- Security invoker: every count goes through the caller's own row-level security,
-- so the function can never show more than the caller could read row by row.
-- Clients get an error: their dashboard tiles are placeholders.

create function public.dashboard_stats()
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
begin
  if private.is_end_user() and coalesce(caller_role, '') not in ('admin', 'staff') then
    raise exception 'Dashboard statistics are available to admin and staff only'
      using errcode = '42501';
  end if;

  select coalesce(sum(v.sale_price), 0), coalesce(sum(c.purchase_price), 0)
    into sold_sales, sold_costs
    from public.vehicles v
    join public.vehicle_costs() c on c.vehicle_id = v.id
   where v.status = 'sold';

  return json_build_object(
    'total_vehicles', (select count(*) from public.vehicles),
    'available_vehicles', (select count(*) from public.vehicles where status = 'available'),
    'sold_vehicles', (select count(*) from public.vehicles where status = 'sold'),
    'vehicles_by_status', (
      select json_object_agg(s.status, (select count(*) from public.vehicles v where v.status = s.status))
        from unnest(array['available', 'sold', 'reserved', 'shipped', 'inspection']) as s(status)
    ),
    'total_revenue', sold_sales,
    'monthly_revenue', (
      select coalesce(sum(sale_price), 0) from public.vehicles
       where created_at >= date_trunc('month', now())
         and created_at < date_trunc('month', now()) + interval '1 month'
    ),
    'total_purchase_costs', sold_costs,
    'profit_margin', case when sold_sales > 0
                          then round((sold_sales - sold_costs) / sold_sales * 100, 2)
                          else 0 end,
    'active_shipments_admin', (
      select count(*) from public.shipments where status in ('planning', 'in_transit')
    ),
    'active_shipments_staff', (
      select count(*) from public.shipments where status in ('planning', 'booked', 'in_transit')
    ),
    'shipments_by_status', (
      select json_object_agg(s.status, (select count(*) from public.shipments sh where sh.status = s.status))
        from unnest(array['planning', 'booked', 'loading', 'in_transit', 'delivered', 'cancelled']) as s(status)
    ),
    'system_users', case when caller_role = 'staff' then null
                         else (select count(*) from public.profiles) end,
    'customers', (select count(*) from public.customers),
    'documents', (select count(*) from public.documents),
    'documents_expired', (
      select count(*) from public.documents where expiry_date < current_date
    ),
    'documents_expiring_soon', (
      select count(*) from public.documents
       where expiry_date >= current_date and expiry_date <= current_date + 30
    ),
    'transactions', (select count(*) from public.transactions),
    'unread_communications', (
      select count(*) from public.communications where direction = 'inbound' and not read_status
    )
  );
end;
$$;

revoke all on function public.dashboard_stats() from public, anon;
grant execute on function public.dashboard_stats() to authenticated, service_role;
