-- How many vehicles there are of each status, kept up to date by every write to the vehicles.
-- Counting 100,000 rows on every page of the vehicle boards (and for every dashboard) is most
-- of what those reads cost; these totals answer the same question exactly from five rows.
-- Only admins and staff, who may read every vehicle, may read them.

-- No vehicle is written while the totals are first counted and their triggers created.
lock table public.vehicles in share row exclusive mode;

create table public.vehicle_status_totals (
  status text primary key,
  vehicles bigint not null check (vehicles >= 0)
);

alter table public.vehicle_status_totals enable row level security;
-- Written only by the triggers below: no API role, the service role included, may change a total.
revoke all on public.vehicle_status_totals from anon, authenticated, service_role;
grant select on public.vehicle_status_totals to authenticated, service_role;
create policy "vehicle_status_totals: admin and staff can read" on public.vehicle_status_totals
  for select to authenticated using ((select private.current_user_role()) in ('admin', 'staff'));

insert into public.vehicle_status_totals (status, vehicles)
select s.status, count(v.id)
  from unnest(array['available', 'sold', 'reserved', 'shipped', 'inspection']) as s(status)
  left join public.vehicles v on v.status = s.status
 group by s.status;

-- Once per statement, from the rows it wrote: a bulk insert adds to each total once, and an
-- update that changes no status writes nothing. Totals are changed one at a time in status
-- order, so two transactions changing the same totals wait for each other rather than deadlock.
create function private.count_vehicle_statuses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added jsonb := '{}';
  removed jsonb := '{}';
  change record;
begin
  if tg_op = 'TRUNCATE' then
    update public.vehicle_status_totals set vehicles = 0 where vehicles <> 0;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select coalesce(jsonb_object_agg(n.status, n.vehicles), '{}') into added
      from (select status, count(*) as vehicles from new_rows group by status) n;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select coalesce(jsonb_object_agg(o.status, o.vehicles), '{}') into removed
      from (select status, count(*) as vehicles from old_rows group by status) o;
  end if;
  for change in
    select s.status, coalesce((added ->> s.status)::bigint, 0) - coalesce((removed ->> s.status)::bigint, 0) as vehicles
      from (select jsonb_object_keys(added) as status union select jsonb_object_keys(removed)) s
     order by s.status
  loop
    continue when change.vehicles = 0;
    update public.vehicle_status_totals t set vehicles = t.vehicles + change.vehicles where t.status = change.status;
    if not found then
      insert into public.vehicle_status_totals (status, vehicles) values (change.status, change.vehicles);
    end if;
  end loop;
  return null;
end;
$$;

revoke all on function private.count_vehicle_statuses() from public;

create trigger vehicles_count_inserted after insert on public.vehicles
  referencing new table as new_rows
  for each statement execute function private.count_vehicle_statuses();
create trigger vehicles_count_updated after update on public.vehicles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_vehicle_statuses();
create trigger vehicles_count_deleted after delete on public.vehicles
  referencing old table as old_rows
  for each statement execute function private.count_vehicle_statuses();
create trigger vehicles_count_truncated after truncate on public.vehicles
  for each statement execute function private.count_vehicle_statuses();

-- The dashboards' vehicles by status are the same totals; dashboard_stats calls this only after
-- its admin-or-staff check.
create or replace function private.vehicle_counts_by_status()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
           'available', coalesce(sum(t.vehicles) filter (where t.status = 'available'), 0),
           'sold', coalesce(sum(t.vehicles) filter (where t.status = 'sold'), 0),
           'reserved', coalesce(sum(t.vehicles) filter (where t.status = 'reserved'), 0),
           'shipped', coalesce(sum(t.vehicles) filter (where t.status = 'shipped'), 0),
           'inspection', coalesce(sum(t.vehicles) filter (where t.status = 'inspection'), 0))
    from public.vehicle_status_totals t
$$;
