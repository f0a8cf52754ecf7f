-- The client dashboard's figures in one call, and the rules the dashboards share with
-- shared-domain written once each: which shipment statuses count as active, how many days ahead a
-- document counts as expiring soon, and the time zone whose date is the business's today.
-- local-supabase's tests compare each with shared-domain's own constant.

-- The business's time zone. The business's today is the date there (shared-domain's
-- BUSINESS_TIME_ZONE and businessToday()).
create function private.business_time_zone()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'America/Toronto'::text
$$;

revoke all on function private.business_time_zone() from public;
grant execute on function private.business_time_zone() to authenticated, service_role;

create or replace function private.business_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone private.business_time_zone())::date
$$;

-- A document expiring within this many days of the business's today, today and the last day
-- included, is expiring soon; one whose expiry date is before today has expired
-- (shared-domain's EXPIRING_SOON_DAYS and documentValidity()).
create function private.document_expiry_window_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30
$$;

revoke all on function private.document_expiry_window_days() from public;
grant execute on function private.document_expiry_window_days() to authenticated, service_role;

-- The shipment statuses each role's dashboard counts as active (shared-domain's
-- ACTIVE_SHIPMENT_STATUSES); null for a role the portal does not know.
create function private.active_shipment_statuses(dashboard text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case dashboard
           when 'admin' then array['planning', 'in_transit']
           when 'staff' then array['planning', 'booked', 'in_transit']
           when 'client' then array['planning', 'booked', 'in_transit']
         end
$$;

revoke all on function private.active_shipment_statuses(text) from public;
grant execute on function private.active_shipment_statuses(text) to authenticated, service_role;

-- The kept figures as before, with documents judged against the business's today rather than
-- the session's date, which is UTC on a hosted project and so a day ahead on Toronto evenings.
create or replace function private.dashboard_totals()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with business as (
    select private.business_today() as today, private.document_expiry_window_days() as window_days
  )
  select jsonb_build_object(
    'sold_sales', coalesce((select amount from private.kept_totals where source = 'vehicles' and bucket = 'sold'), 0),
    'sold_costs', coalesce((select cost from private.kept_totals where source = 'vehicles' and bucket = 'sold'), 0),
    'shipments_by_status', (
      select jsonb_build_object(
               'planning', coalesce(sum(row_count) filter (where bucket = 'planning'), 0),
               'booked', coalesce(sum(row_count) filter (where bucket = 'booked'), 0),
               'loading', coalesce(sum(row_count) filter (where bucket = 'loading'), 0),
               'in_transit', coalesce(sum(row_count) filter (where bucket = 'in_transit'), 0),
               'delivered', coalesce(sum(row_count) filter (where bucket = 'delivered'), 0),
               'cancelled', coalesce(sum(row_count) filter (where bucket = 'cancelled'), 0))
        from private.kept_totals where source = 'shipments'),
    'shipment_costs', coalesce((select sum(amount) from private.kept_totals where source = 'shipments'), 0),
    'customers', coalesce((select sum(row_count) from private.kept_totals where source = 'customers'), 0),
    'customers_by_type', (
      select jsonb_build_object(
               'individual', coalesce(sum(row_count) filter (where bucket = 'individual'), 0),
               'business', coalesce(sum(row_count) filter (where bucket = 'business'), 0),
               'dealer', coalesce(sum(row_count) filter (where bucket = 'dealer'), 0))
        from private.kept_totals where source = 'customers'),
    'unread_communications', coalesce((select row_count from private.kept_totals where source = 'communications' and bucket = 'inbound_unread'), 0),
    'documents', coalesce((select sum(row_count) from private.kept_totals where source = 'documents'), 0),
    'documents_expired', coalesce((
      select sum(t.row_count) from private.kept_totals t, business b
       where t.source = 'documents' and t.bucket <> 'none' and t.bucket < to_char(b.today, 'YYYY-MM-DD')), 0),
    'documents_expiring_soon', coalesce((
      select sum(t.row_count) from private.kept_totals t, business b
       where t.source = 'documents' and t.bucket <> 'none'
         and t.bucket >= to_char(b.today, 'YYYY-MM-DD')
         and t.bucket <= to_char(b.today + b.window_days, 'YYYY-MM-DD')), 0)
  )
$$;

-- As before, with the active shipments summed over the statuses active_shipment_statuses() names.
create or replace function public.dashboard_stats()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  caller_role text := private.current_user_role();
  kept jsonb;
  by_status json;
  sold_sales numeric;
  sold_costs numeric;
begin
  if private.is_end_user() and coalesce(caller_role, '') not in ('admin', 'staff') then
    raise exception 'Dashboard statistics are available to admin and staff only'
      using errcode = '42501';
  end if;

  kept := private.dashboard_totals();
  sold_sales := (kept ->> 'sold_sales')::numeric;
  sold_costs := (kept ->> 'sold_costs')::numeric;
  by_status := private.vehicle_counts_by_status();

  return (
    jsonb_build_object(
      'total_vehicles', (select sum(value::text::bigint) from json_each(by_status)),
      'available_vehicles', by_status -> 'available',
      'sold_vehicles', by_status -> 'sold',
      'vehicles_by_status', by_status,
      -- The month's vehicles are few, found through the index on created_at.
      'monthly_revenue', (
        select coalesce(sum(sale_price), 0) from public.vehicles
         where created_at >= date_trunc('month', now())
           and created_at < date_trunc('month', now()) + interval '1 month'),
      'active_shipments_admin', (
        select coalesce(sum(value::bigint), 0) from jsonb_each_text(kept -> 'shipments_by_status')
         where key = any (private.active_shipment_statuses('admin'))),
      'active_shipments_staff', (
        select coalesce(sum(value::bigint), 0) from jsonb_each_text(kept -> 'shipments_by_status')
         where key = any (private.active_shipment_statuses('staff'))),
      'shipments_by_status', kept -> 'shipments_by_status',
      'shipment_costs', kept -> 'shipment_costs',
      'documents', kept -> 'documents',
      'documents_expired', kept -> 'documents_expired',
      'documents_expiring_soon', kept -> 'documents_expiring_soon',
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
      'customers', kept -> 'customers',
      'customers_by_type', kept -> 'customers_by_type',
      'transactions', (select count(*) from public.transactions),
      'unread_communications', kept -> 'unread_communications'
    )
  )::json;
end;
$$;

-- The signed-in user's own figures for the client dashboard: how many vehicles, active shipments
-- and documents they have, the sum of their vehicles' sale prices whatever their status (a vehicle
-- without a price adds nothing), and their five latest messages of either direction, newest first
-- (then by id). A user's own records are those of the customer records that carry their user id
-- (customers.user_id = auth.uid()); a user without one gets zeros and no messages. Caller's
-- rights: row-level security applies as to any read, and the filter on the user's customers is
-- still needed, because every signed-in user may read the available stock and admins and staff
-- every row.
create function public.client_dashboard()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with own_vehicles as (
    select count(*) as vehicles, coalesce(sum(v.sale_price), 0) as invested
      from public.vehicles v
     where v.customer_id in (select private.current_customer_ids())
  )
  select json_build_object(
    'vehicles', (select vehicles from own_vehicles),
    'activeShipments', (
      select count(*) from public.shipments s
       where s.customer_id in (select private.current_customer_ids())
         and s.status = any (private.active_shipment_statuses('client'))),
    'documents', (
      select count(*) from public.documents d
       where d.customer_id in (select private.current_customer_ids())),
    'totalInvested', (select invested from own_vehicles),
    'recentCommunications', coalesce((
      select json_agg(json_build_object(
                        'id', m.id,
                        'subject', m.subject,
                        'message', m.message,
                        'direction', m.direction,
                        'communication_type', m.communication_type,
                        'created_at', m.created_at)
                      order by m.created_at desc, m.id)
        from (select c.id, c.subject, c.message, c.direction, c.communication_type, c.created_at
                from public.communications c
               where c.customer_id in (select private.current_customer_ids())
               order by c.created_at desc, c.id
               limit 5) m), '[]'::json)
  )
$$;

revoke all on function public.client_dashboard() from public, anon;
grant execute on function public.client_dashboard() to authenticated, service_role;
