-- The dashboards' figures, kept up to date by every write instead of counted on every call.
-- dashboard_stats summed 100,000 vehicles and counted every shipment, customer, document and
-- message each time it was called; at that size it took longer than a dashboard may. These totals
-- answer the same questions exactly from a few rows. They live in the private schema, which the
-- API does not expose, and are read only by dashboard_stats after its admin-or-staff check.

-- Nothing is written to the counted tables while the totals are first counted and their triggers created.
lock table public.vehicles, public.shipments, public.customers, public.documents, public.communications
  in share row exclusive mode;

-- One row per source table and bucket: how many rows fall in the bucket, and the sums of the
-- source's money columns (a vehicle's sale and purchase price, a shipment's total cost).
create table private.kept_totals (
  source text not null,
  bucket text not null,
  row_count bigint not null check (row_count >= 0),
  amount numeric not null,
  cost numeric not null,
  primary key (source, bucket)
);

revoke all on private.kept_totals from public, anon, authenticated, service_role;

-- What each source keeps: the bucket a row falls in and the sums of its money columns, as SQL
-- over the row. A document's bucket is its expiry date, written YYYY-MM-DD (buckets then sort as
-- the dates do, whatever the session's date style): the expired and the soon-expiring documents
-- are sums over a few hundred buckets at any size, and stay right as days pass.
create function private.kept_total_shape(source text, out bucket text, out amount text, out cost text)
language sql
immutable
set search_path = ''
as $$
  select case source
           when 'vehicles' then 'status'
           when 'shipments' then 'status'
           when 'customers' then 'customer_type'
           when 'communications' then $b$case when direction = 'inbound' and not read_status then 'inbound_unread' else 'other' end$b$
           when 'documents' then $b$coalesce(to_char(expiry_date, 'YYYY-MM-DD'), 'none')$b$
         end,
         case source
           when 'vehicles' then 'coalesce(sale_price, 0)'
           when 'shipments' then 'coalesce(total_cost, 0)'
           else '0'
         end,
         case source when 'vehicles' then 'coalesce(purchase_price, 0)' else '0' end
$$;

revoke all on function private.kept_total_shape(text) from public;

-- Once per statement, from the rows it wrote: a bulk insert adds to each total once, and an
-- update that moves no row between buckets changes counts by nothing. Totals are changed one at a
-- time in bucket order, so two transactions changing the same totals wait for each other rather
-- than deadlock.
create function private.keep_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shape record := private.kept_total_shape(tg_table_name);
  change record;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.kept_totals where source = tg_table_name;
    return null;
  end if;
  for change in execute format(
    $q$
      select bucket, sum(row_count) as row_count, sum(amount) as amount, sum(cost) as cost
        from (
          %1$s
          %2$s
        ) written
       group by bucket
       order by bucket
    $q$,
    case when tg_op in ('INSERT', 'UPDATE') then format(
      'select (%s)::text as bucket, 1 as row_count, (%s)::numeric as amount, (%s)::numeric as cost from new_rows',
      shape.bucket, shape.amount, shape.cost) else '' end,
    case when tg_op in ('UPDATE', 'DELETE') then format(
      '%s select (%s)::text as bucket, -1 as row_count, -(%s)::numeric as amount, -(%s)::numeric as cost from old_rows',
      case when tg_op = 'UPDATE' then 'union all' else '' end, shape.bucket, shape.amount, shape.cost) else '' end)
  loop
    continue when change.row_count = 0 and change.amount = 0 and change.cost = 0;
    update private.kept_totals t
       set row_count = t.row_count + change.row_count, amount = t.amount + change.amount, cost = t.cost + change.cost
     where t.source = tg_table_name and t.bucket = change.bucket;
    if not found then
      insert into private.kept_totals (source, bucket, row_count, amount, cost)
      values (tg_table_name, change.bucket, change.row_count, change.amount, change.cost);
    end if;
  end loop;
  return null;
end;
$$;

revoke all on function private.keep_totals() from public;

-- Each source's totals are counted once, by the same shape the triggers then keep them by.
do $$
declare
  source text;
  shape record;
begin
  foreach source in array array['vehicles', 'shipments', 'customers', 'communications', 'documents'] loop
    shape := private.kept_total_shape(source);
    execute format('insert into private.kept_totals (source, bucket, row_count, amount, cost)
                    select %L, (%s)::text, count(*), sum((%s)::numeric), sum((%s)::numeric) from public.%I group by 2',
                   source, shape.bucket, shape.amount, shape.cost, source);
    execute format('create trigger %1$s_kept_totals_inserted after insert on public.%1$s
                      referencing new table as new_rows for each statement execute function private.keep_totals()', source);
    execute format('create trigger %1$s_kept_totals_updated after update on public.%1$s
                      referencing old table as old_rows new table as new_rows for each statement execute function private.keep_totals()', source);
    execute format('create trigger %1$s_kept_totals_deleted after delete on public.%1$s
                      referencing old table as old_rows for each statement execute function private.keep_totals()', source);
    execute format('create trigger %1$s_kept_totals_truncated after truncate on public.%1$s
                      for each statement execute function private.keep_totals()', source);
  end loop;
end;
$$;

-- The figures dashboard_stats reads from the kept totals, as one json object. Only dashboard_stats
-- calls it, after its admin-or-staff check.
create function private.dashboard_totals()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
      select sum(row_count) from private.kept_totals
       where source = 'documents' and bucket <> 'none' and bucket < to_char(current_date, 'YYYY-MM-DD')), 0),
    'documents_expiring_soon', coalesce((
      select sum(row_count) from private.kept_totals
       where source = 'documents' and bucket <> 'none'
         and bucket >= to_char(current_date, 'YYYY-MM-DD') and bucket <= to_char(current_date + 30, 'YYYY-MM-DD')), 0)
  )
$$;

revoke all on function private.dashboard_totals() from public;
grant execute on function private.dashboard_totals() to authenticated, service_role;

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
      'active_shipments_admin', (kept #>> '{shipments_by_status,planning}')::bigint + (kept #>> '{shipments_by_status,in_transit}')::bigint,
      'active_shipments_staff', (kept #>> '{shipments_by_status,planning}')::bigint + (kept #>> '{shipments_by_status,booked}')::bigint
                                + (kept #>> '{shipments_by_status,in_transit}')::bigint,
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
