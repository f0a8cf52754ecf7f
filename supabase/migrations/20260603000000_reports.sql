-- Reports on the business's own figures, and the bank accounts it has connected.
--
-- A vehicle now carries the day it was bought (`purchased_on`) and the moment it was sold
-- (`sold_at`, stamped by the database when its status becomes sold or shipped, with `sold_on`, that
-- moment's day in Toronto), so revenue and cost fall in the month they happened and the time from
-- purchase to sale can be measured.
-- Both are the business's books, like the cost price: no signed-in user reads them from the
-- table; admins read them summed, through the report functions.

alter table public.vehicles add column purchased_on date, add column sold_at timestamptz, add column sold_on date;

-- Vehicles already on record were bought, at the latest, when they were recorded, and a sold or
-- shipped one was sold, at the latest, when it last changed. Filling them in is no business
-- event, so the change history leaves it out.
-- Every row written is checked again, and a database may hold older VINs that vehicles_vin_valid
-- (left unvalidated for them) refuses: the check is set aside for the filling and put back as it
-- was, validated only where it was.
do $$
declare
  validated boolean;
begin
  select c.convalidated into validated
    from pg_constraint c
   where c.conrelid = 'public.vehicles'::regclass and c.conname = 'vehicles_vin_valid';
  alter table public.vehicles drop constraint vehicles_vin_valid;
  perform set_config('portal.bulk_load', 'on', true);
  update public.vehicles
     set purchased_on = least((created_at at time zone private.business_time_zone())::date,
                              (updated_at at time zone private.business_time_zone())::date),
         sold_at = case when status in ('sold', 'shipped') then updated_at end,
         sold_on = case when status in ('sold', 'shipped') then (updated_at at time zone private.business_time_zone())::date end;
  perform set_config('portal.bulk_load', 'off', true);
  alter table public.vehicles add constraint vehicles_vin_valid check (
    vin ~ '^[A-HJ-NPR-Z0-9]{17}$'
    and (left(vin, 1) not between '1' and '5' or substr(vin, 9, 1) = private.vin_check_digit(vin))
  ) not valid;
  if validated then
    alter table public.vehicles validate constraint vehicles_vin_valid;
  end if;
end;
$$;

alter table public.vehicles
  alter column purchased_on set default private.business_today(),
  alter column purchased_on set not null,
  add constraint vehicles_sold_after_purchase check (sold_on is null or purchased_on <= sold_on);

-- Signed-in users read vehicles column by column (the cost price withheld); the new columns are
-- granted to nobody, so they stay unread as the cost price does.

-- A vehicle counts as sold while its status is sold or shipped (a shipped vehicle left as a
-- sale). The sale is dated when it first becomes so, kept while it stays so, and forgotten if
-- the vehicle goes back to stock. A signed-in user never chooses the date; seeds and imports
-- (the service role and the database's owner) may load a vehicle with its past. The sale's day in
-- Toronto is kept beside it (a generated column would read as null in the staff guard's row
-- comparison), so reports count days and months without converting every sale's time.
create function private.stamp_vehicle_sale()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  sold_statuses constant text[] := array['sold', 'shipped'];
begin
  if new.status <> all (sold_statuses) then
    new.sold_at := null;
  elsif tg_op = 'UPDATE' and old.status = any (sold_statuses) then
    if private.is_end_user() or new.sold_at is null then
      new.sold_at := coalesce(old.sold_at, now());
    end if;
  elsif private.is_end_user() or new.sold_at is null then
    new.sold_at := now();
  end if;
  new.sold_on := (new.sold_at at time zone private.business_time_zone())::date;
  return new;
end;
$$;

revoke all on function private.stamp_vehicle_sale() from public;

-- Named to run after the staff guard, which judges only the columns the caller changed.
create trigger vehicles_stamp_sale
  before insert or update on public.vehicles
  for each row execute function private.stamp_vehicle_sale();

-- The reports read a window of sales, or of departures, and sum a few columns of each: these
-- indexes find the window and carry the columns.
create index vehicles_sold_on_idx on public.vehicles (sold_on)
  include (sale_price, purchase_price, purchased_on, make)
  where sold_on is not null;
create index shipments_actual_departure_idx on public.shipments (actual_departure)
  include (total_cost, destination_port, actual_arrival)
  where actual_departure is not null;
create index shipments_actual_arrival_idx on public.shipments (actual_arrival)
  where actual_arrival is not null;

-- The profit margin rule of shared-domain's profitMargin: what is left of the sales after the
-- costs, in percent of the sales, to the hundredth; 0 without sales.
create function private.profit_margin(sales numeric, costs numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when sales > 0 then round((sales - costs) / sales * 100, 2) else 0 end
$$;

grant execute on function private.profit_margin(numeric, numeric) to authenticated, service_role;

-- Reports hold costs and margins: admins (and the service role) only.
create function private.require_report_reader()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(private.current_user_role(), '') <> 'admin'
     and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Reports are available to admins only' using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_report_reader() from public;
grant execute on function private.require_report_reader() to authenticated, service_role;

-- The months a report covers: from the first day of the given day's month, so many whole months,
-- as the business's (Toronto's) calendar has them. At most three years, so a call stays small.
create function private.report_window(first_month date, months integer, out first_day date, out end_day date)
language plpgsql
stable
set search_path = ''
as $$
begin
  if first_month is null or months is null or months < 1 or months > 36 then
    raise exception 'A report covers 1 to 36 months from a given month' using errcode = '22023';
  end if;
  first_day := date_trunc('month', first_month)::date;
  end_day := (first_day + make_interval(months => months))::date;
end;
$$;

grant execute on function private.report_window(date, integer) to authenticated, service_role;

-- Revenue, cost and margin of each month. Revenue is the sale price of the vehicles sold in the
-- month; cost is what those vehicles cost to buy plus the total cost of the shipments that
-- departed in the month; the margin follows profit_margin.
create function public.report_monthly_figures(p_first_month date, p_months integer)
returns table (
  month date,
  vehicles_sold bigint,
  revenue numeric,
  vehicle_costs numeric,
  shipping_costs numeric,
  costs numeric,
  margin numeric,
  shipments_departed bigint,
  shipments_delivered bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  -- Each month is its own range of each index, so no row's date is converted to find its month.
  return query
    select m.month::date,
           sales.vehicles_sold,
           sales.revenue,
           sales.vehicle_costs,
           departures.shipping_costs,
           sales.vehicle_costs + departures.shipping_costs,
           private.profit_margin(sales.revenue, sales.vehicle_costs + departures.shipping_costs),
           departures.shipments_departed,
           arrivals.shipments_delivered
      from generate_series(span.first_day::timestamp, (span.end_day - 1)::timestamp, interval '1 month') as m(month)
      cross join lateral (
        select count(*) as vehicles_sold,
               coalesce(sum(v.sale_price), 0) as revenue,
               coalesce(sum(v.purchase_price), 0) as vehicle_costs
          from public.vehicles v
         where v.sold_on >= m.month::date and v.sold_on < (m.month + interval '1 month')::date
      ) as sales
      cross join lateral (
        select count(*) as shipments_departed, coalesce(sum(s.total_cost), 0) as shipping_costs
          from public.shipments s
         where s.actual_departure >= m.month::date and s.actual_departure < (m.month + interval '1 month')::date
      ) as departures
      cross join lateral (
        select count(*) as shipments_delivered
          from public.shipments s
         where s.actual_arrival >= m.month::date and s.actual_arrival < (m.month + interval '1 month')::date
      ) as arrivals
     order by 1;
end;
$$;

-- The vehicles sold in the months, by make: how many, their revenue, and how many days they
-- stood in stock on average, from the day bought to the (Toronto) day sold.
create function public.report_sales_by_make(p_first_month date, p_months integer)
returns table (make text, vehicles_sold bigint, revenue numeric, average_days_to_sale numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  return query
    select v.make,
           count(*),
           coalesce(sum(v.sale_price), 0),
           round(avg(v.sold_on - v.purchased_on), 1)
      from public.vehicles v
     where v.sold_on >= span.first_day and v.sold_on < span.end_day
     group by v.make
     order by 3 desc, v.make;
end;
$$;

-- How long the vehicles sold in the months stood in stock: the average and median days from
-- purchase to sale, and how many sold within 30, 60, 90 and 180 days, and after.
create function public.report_days_to_sale(p_first_month date, p_months integer)
returns table (
  vehicles_sold bigint,
  average_days numeric,
  median_days numeric,
  within_30_days bigint,
  within_60_days bigint,
  within_90_days bigint,
  within_180_days bigint,
  over_180_days bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  return query
    with held as (
      select v.sold_on - v.purchased_on as days
        from public.vehicles v
       where v.sold_on >= span.first_day and v.sold_on < span.end_day
    )
    select count(*),
           round(avg(days), 1),
           round((percentile_cont(0.5) within group (order by days))::numeric, 1),
           count(*) filter (where days <= 30),
           count(*) filter (where days > 30 and days <= 60),
           count(*) filter (where days > 60 and days <= 90),
           count(*) filter (where days > 90 and days <= 180),
           count(*) filter (where days > 180)
      from held;
end;
$$;

-- The shipments that departed in the months, by destination port: how many, how many have
-- arrived, and the average days at sea of those, from actual departure to actual arrival.
create function public.report_shipments_by_port(p_first_month date, p_months integer)
returns table (destination_port text, shipments_departed bigint, shipments_delivered bigint, average_transit_days numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  return query
    select coalesce(s.destination_port, 'No port recorded'),
           count(*),
           count(s.actual_arrival),
           round(avg(s.actual_arrival - s.actual_departure) filter (where s.actual_arrival is not null), 1)
      from public.shipments s
     where s.actual_departure >= span.first_day and s.actual_departure < span.end_day
     group by 1
     order by 2 desc, 1;
end;
$$;

revoke all on function public.report_monthly_figures(date, integer) from public, anon;
revoke all on function public.report_sales_by_make(date, integer) from public, anon;
revoke all on function public.report_days_to_sale(date, integer) from public, anon;
revoke all on function public.report_shipments_by_port(date, integer) from public, anon;
grant execute on function public.report_monthly_figures(date, integer) to authenticated, service_role;
grant execute on function public.report_sales_by_make(date, integer) to authenticated, service_role;
grant execute on function public.report_days_to_sale(date, integer) to authenticated, service_role;
grant execute on function public.report_shipments_by_port(date, integer) to authenticated, service_role;

-- The business's connected bank accounts. Only what identifies an account to a person is kept:
-- the bank, the kind of account and its last four digits. The account and routing numbers are
-- never sent and have no column; four digits are all the last-four column can hold.
create table public.bank_connections (
  id uuid primary key default gen_random_uuid(),
  bank_name text not null check (char_length(btrim(bank_name)) between 1 and 100),
  account_type text not null check (account_type in ('chequing', 'savings')),
  account_last4 text not null check (account_last4 ~ '^[0-9]{4}$'),
  is_default boolean not null default false,
  connected_by uuid default auth.uid() references auth.users (id) on delete set null,
  connected_at timestamptz not null default now()
);

create unique index bank_connections_one_default_idx on public.bank_connections (is_default) where is_default;
create index bank_connections_connected_at_idx on public.bank_connections (connected_at desc);

alter table public.bank_connections enable row level security;

revoke all on public.bank_connections from anon, authenticated;
grant select, delete on public.bank_connections to authenticated;
grant insert (bank_name, account_type, account_last4, is_default) on public.bank_connections to authenticated;
grant all on public.bank_connections to service_role;

create policy "Admins read bank connections" on public.bank_connections
  for select to authenticated using ((select private.current_user_role()) = 'admin');
create policy "Admins connect bank accounts" on public.bank_connections
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "Admins disconnect bank accounts" on public.bank_connections
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- One account at most is the business's default: connecting a new default takes the mark from
-- the one before. Runs as the owner, since admins may not otherwise update a connection.
create function private.one_default_bank_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.bank_name := btrim(new.bank_name);
  if new.is_default then
    update public.bank_connections set is_default = false where is_default and id <> new.id;
  end if;
  return new;
end;
$$;

revoke all on function private.one_default_bank_account() from public;

create trigger bank_connections_one_default
  before insert on public.bank_connections
  for each row execute function private.one_default_bank_account();

alter publication supabase_realtime add table public.bank_connections;
