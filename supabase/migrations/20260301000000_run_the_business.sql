-- Running the business: vehicles loaded into shipments, containers that follow their shipment,
-- dated tasks on vehicles, the vehicle facts staff may correct, deletions refused while a record
-- is still in use, and an append-only history of every change.

-- Vehicles ------------------------------------------------------------------------------------

alter table public.vehicles add column notes text check (char_length(notes) <= 4000);
grant select (notes) on public.vehicles to authenticated;

-- The boards' vehicle directory shows the notes too (a replaced view may only gain columns at its end).
create or replace view public.vehicle_directory as
select v.id, v.customer_id, v.year, v.year_text, v.make, v.model, v.vin, v.color, v.mileage,
       v.sale_price, v.status, v.location, v.created_at, v.updated_at,
       c.first_name as customer_first_name, c.last_name as customer_last_name,
       c.company_name as customer_company_name,
       v.notes
  from public.vehicles v
  left join public.customers c on c.id = v.customer_id
 where (select private.current_user_role()) in ('admin', 'staff');

-- Staff correct a vehicle's facts in the yard (where it is, its colour, its odometer, notes) and
-- move it through the workflow; prices, owner and identity stay with admins.
create or replace function private.guard_staff_vehicle_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new),
       array['status', 'updated_at', 'location', 'color', 'mileage', 'notes']) then
    raise exception 'Staff can change only the status, location, colour, mileage and notes of a vehicle'
      using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and new.status not in ('inspection', 'available', 'shipped') then
    raise exception 'Staff cannot set a vehicle to %', new.status using errcode = 'P0001';
  end if;
  return new;
end;
$$;

-- Edit Details: the facts staff may change, made from the version the user saw, so a stale
-- form never overwrites a colleague's correction. Runs with the caller's rights.
create function public.update_vehicle_details(p_vehicle_id uuid, p_changes jsonb, p_seen_updated_at timestamptz)
returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  unknown text;
  changed_at timestamptz;
begin
  select string_agg(k, ', ') into unknown
    from jsonb_object_keys(coalesce(p_changes, '{}'::jsonb)) as k
   where k not in ('location', 'color', 'mileage', 'notes');
  if unknown is not null then
    raise exception 'Edit Details changes only location, colour, mileage and notes, not %', unknown
      using errcode = '22023';
  end if;
  perform set_config('portal.seen_updated_at', coalesce(p_seen_updated_at::text, ''), true);
  update public.vehicles v
     set location = case when p_changes ? 'location' then nullif(btrim(p_changes ->> 'location'), '') else v.location end,
         color = case when p_changes ? 'color' then nullif(btrim(p_changes ->> 'color'), '') else v.color end,
         mileage = case when p_changes ? 'mileage' then (p_changes ->> 'mileage')::integer else v.mileage end,
         notes = case when p_changes ? 'notes' then nullif(btrim(p_changes ->> 'notes'), '') else v.notes end
   where v.id = p_vehicle_id
  returning v.updated_at into changed_at;
  perform set_config('portal.seen_updated_at', '', true);
  if changed_at is null then
    raise exception 'Vehicle not found' using errcode = 'P0002';
  end if;
  return changed_at;
end;
$$;

revoke all on function public.update_vehicle_details(uuid, jsonb, timestamptz) from public, anon;
grant execute on function public.update_vehicle_details(uuid, jsonb, timestamptz) to authenticated, service_role;

-- Containers hold a number of vehicles -----------------------------------------------------

-- Capacity counts vehicles. Earlier rows held text such as "4 vehicles".
alter table public.containers
  alter column capacity type integer using coalesce(nullif(substring(capacity from '\d+'), '')::integer, 4);
alter table public.containers alter column capacity set default 4;
alter table public.containers alter column capacity set not null;
alter table public.containers add constraint containers_capacity_range check (capacity between 1 and 20);

-- Shipment numbers ----------------------------------------------------------------------------

create sequence private.shipment_number_seq start 1001;

-- The next free SHP- number. Numbers loaded by a seed or an import are skipped, so the sequence
-- never has to be told about them.
create function private.next_shipment_number()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate text;
begin
  loop
    candidate := 'SHP-' || nextval('private.shipment_number_seq');
    exit when not exists (select 1 from public.shipments s where s.shipment_number = candidate);
  end loop;
  return candidate;
end;
$$;

revoke all on function private.next_shipment_number() from public;
grant execute on function private.next_shipment_number() to authenticated, service_role;

-- The database gives every shipment its number; a user can neither choose nor change it. A seed
-- or an import run by the service may bring its own.
create function private.guard_shipment_number()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_end_user() or new.shipment_number is null then
      new.shipment_number := private.next_shipment_number();
    end if;
  elsif private.is_end_user() and new.shipment_number is distinct from old.shipment_number then
    raise exception 'A shipment''s number is given by the database and never changes' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger shipments_guard_number before insert or update on public.shipments
  for each row execute function private.guard_shipment_number();

alter table public.shipments
  add constraint shipments_arrival_not_before_departure check (estimated_arrival >= estimated_departure);

-- Staff keep a shipment's booking, vessel, ports and dates current and move it through the
-- workflow; its customer, number and costs stay with admins.
create or replace function private.guard_staff_shipment_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new),
       array['status', 'updated_at', 'actual_departure', 'actual_arrival', 'booking_number', 'origin_port',
             'destination_port', 'vessel_name', 'voyage_number', 'estimated_departure', 'estimated_arrival']) then
    raise exception 'Staff cannot change the customer, number or costs of a shipment' using errcode = '42501';
  end if;
  if new.status is not distinct from old.status then
    if new.actual_departure is distinct from old.actual_departure
       or new.actual_arrival is distinct from old.actual_arrival then
      raise exception 'Shipment dates change only with a status change' using errcode = 'P0001';
    end if;
    return new;
  end if;
  if not (
    (new.status = 'booked' and old.status in ('planning', 'cancelled'))
    or (new.status = 'in_transit' and old.status in ('booked', 'cancelled'))
    or (new.status = 'delivered' and old.status = 'in_transit')
  ) then
    raise exception 'Shipment cannot move from % to %', old.status, new.status
      using errcode = 'P0001';
  end if;
  new.actual_departure := case when new.status = 'in_transit' then private.business_today() else old.actual_departure end;
  new.actual_arrival := case when new.status = 'delivered' then private.business_today() else old.actual_arrival end;
  return new;
end;
$$;

-- The vehicles a shipment carries -----------------------------------------------------------

-- A shipment is active until it is delivered or cancelled.
create function private.is_active_shipment_status(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status not in ('delivered', 'cancelled')
$$;

create table public.shipment_vehicles (
  shipment_id uuid not null references public.shipments (id) on delete cascade,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  -- Kept equal to the shipment's activity by triggers, so one index can refuse a vehicle in
  -- two active shipments however the rows arrive.
  active boolean not null default true,
  added_at timestamptz not null default now(),
  primary key (shipment_id, vehicle_id)
);
create index shipment_vehicles_vehicle_id_idx on public.shipment_vehicles (vehicle_id);
create unique index shipment_vehicles_one_active_shipment_idx on public.shipment_vehicles (vehicle_id) where active;

alter table public.shipment_vehicles enable row level security;
grant select, insert, delete on public.shipment_vehicles to authenticated;
grant select, insert, update, delete on public.shipment_vehicles to service_role;

create policy "shipment_vehicles: staff, admin or the shipment's client can read" on public.shipment_vehicles
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or shipment_id in (
      select s.id from public.shipments s where s.customer_id in (select private.current_customer_ids())
    )
  );
create policy "shipment_vehicles: staff and admin can insert" on public.shipment_vehicles
  for insert to authenticated with check ((select private.current_user_role()) in ('admin', 'staff'));
create policy "shipment_vehicles: staff and admin can delete" on public.shipment_vehicles
  for delete to authenticated using ((select private.current_user_role()) in ('admin', 'staff'));

-- The container a shipment travels in: at most one in this portal's workflow.
create function private.shipment_container(target uuid, out id uuid, out container_number text, out capacity integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.container_number, c.capacity from public.containers c
   where c.shipment_id = target order by c.container_number limit 1
$$;

revoke all on function private.shipment_container(uuid) from public;
grant execute on function private.shipment_container(uuid) to authenticated, service_role;

-- What the shipment rules need to know of shipments and vehicles, whoever asks. The rules
-- themselves run with the caller's rights, so they can tell a user's request from a seed's.
create function private.shipment_summary(target uuid, out shipment_number text, out status text, out active boolean,
                                         out customer_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select s.shipment_number, s.status, private.is_active_shipment_status(s.status), s.customer_id
    from public.shipments s where s.id = target
$$;

create function private.shipment_vehicle_count(target uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.shipment_vehicles sv where sv.shipment_id = target
$$;

create function private.vehicle_identity(target uuid, out customer_id uuid, out vin text)
language sql
stable
security definer
set search_path = ''
as $$
  select v.customer_id, v.vin from public.vehicles v where v.id = target
$$;

-- The number of another active shipment carrying the vehicle, if any.
create function private.other_active_shipment(vehicle uuid, this_shipment uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.shipment_number
    from public.shipment_vehicles sv join public.shipments s on s.id = sv.shipment_id
   where sv.vehicle_id = vehicle and sv.active and sv.shipment_id is distinct from this_shipment
   order by s.shipment_number
   limit 1
$$;

revoke all on function private.shipment_summary(uuid) from public;
revoke all on function private.shipment_vehicle_count(uuid) from public;
revoke all on function private.vehicle_identity(uuid) from public;
revoke all on function private.other_active_shipment(uuid, uuid) from public;
grant execute on function private.shipment_summary(uuid) to authenticated, service_role;
grant execute on function private.shipment_vehicle_count(uuid) to authenticated, service_role;
grant execute on function private.vehicle_identity(uuid) to authenticated, service_role;
grant execute on function private.other_active_shipment(uuid, uuid) to authenticated, service_role;

-- A vehicle joins a shipment of its own customer, only before the shipment leaves (a seed or an
-- import may record past ones), and only when no other active shipment already carries it.
create function private.check_shipment_vehicle()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  shipment record;
  vehicle record;
  other text;
begin
  select * into shipment from private.shipment_summary(new.shipment_id);
  select * into vehicle from private.vehicle_identity(new.vehicle_id);
  if private.is_end_user() and shipment.status in ('in_transit', 'delivered') then
    raise exception 'The vehicles of shipment % can no longer change', shipment.shipment_number using errcode = 'P0001';
  end if;
  if vehicle.customer_id is distinct from shipment.customer_id then
    raise exception 'Vehicle % does not belong to this shipment''s customer', vehicle.vin using errcode = 'P0001';
  end if;
  new.active := coalesce(shipment.active, true);
  if new.active then
    other := private.other_active_shipment(new.vehicle_id, new.shipment_id);
    if other is not null then
      raise exception 'Vehicle % is already in active shipment %', vehicle.vin, other using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;

create trigger shipment_vehicles_check before insert on public.shipment_vehicles
  for each row execute function private.check_shipment_vehicle();

-- A container carries no more vehicles than its capacity.
create function private.check_container_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  container record;
  carried integer;
begin
  select * into container from private.shipment_container(new.shipment_id);
  if container.id is null then
    return null;
  end if;
  carried := private.shipment_vehicle_count(new.shipment_id);
  if carried > container.capacity then
    raise exception 'Container % carries at most % vehicles', container.container_number, container.capacity
      using errcode = 'P0001';
  end if;
  return null;
end;
$$;

create trigger shipment_vehicles_within_capacity after insert on public.shipment_vehicles
  for each row execute function private.check_container_capacity();

-- Once a shipment has left, the vehicles it carried stay on record.
create function private.guard_shipment_vehicle_removal()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  shipment record;
begin
  select * into shipment from private.shipment_summary(old.shipment_id);
  if private.is_end_user() and shipment.status in ('in_transit', 'delivered') then
    raise exception 'The vehicles of shipment % can no longer change', shipment.shipment_number using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger shipment_vehicles_guard_removal before delete on public.shipment_vehicles
  for each row execute function private.guard_shipment_vehicle_removal();

-- Containers ----------------------------------------------------------------------------------

-- The container status a shipment's status implies.
create function private.container_status_for(shipment_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case shipment_status
           when 'booked' then 'loading'
           when 'loading' then 'loading'
           when 'in_transit' then 'in_transit'
           else 'available'
         end
$$;

-- A container is attached only when free, never to more vehicles than it holds, and while its
-- shipment is active its status is the shipment's; staff only attach and detach containers.
create function private.container_follows_shipment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  previous_number text;
  previous_active boolean := false;
  target_status text;
  target_active boolean := false;
  carried integer;
  moved boolean := tg_op = 'INSERT' or new.shipment_id is distinct from old.shipment_id;
begin
  if tg_op = 'UPDATE' and private.is_end_user() and private.current_user_role() = 'staff' then
    if not private.only_columns_changed(to_jsonb(old), to_jsonb(new), array['shipment_id', 'updated_at']) then
      raise exception 'Staff can only attach a container to a shipment or detach it' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'UPDATE' and old.shipment_id is not null then
    select s.shipment_number, s.active into previous_number, previous_active from private.shipment_summary(old.shipment_id) as s;
  end if;
  if new.shipment_id is not null then
    select s.status, s.active into target_status, target_active from private.shipment_summary(new.shipment_id) as s;
  end if;
  if moved and new.shipment_id is not null and coalesce(previous_active, false) then
    raise exception 'Container % is already in active shipment %', new.container_number, previous_number
      using errcode = 'P0001';
  end if;
  if not moved and new.status is distinct from old.status and coalesce(previous_active, false) and private.is_end_user() then
    raise exception 'Container % follows shipment %; change the shipment instead', new.container_number, previous_number
      using errcode = 'P0001';
  end if;
  if new.shipment_id is not null then
    carried := private.shipment_vehicle_count(new.shipment_id);
    if carried > new.capacity then
      raise exception 'Container % carries at most % vehicles', new.container_number, new.capacity
        using errcode = 'P0001';
    end if;
    if coalesce(target_active, false) then
      new.status := private.container_status_for(target_status);
    end if;
  elsif moved then
    new.status := 'available';
  end if;
  return new;
end;
$$;

create trigger containers_follow_shipment before insert or update on public.containers
  for each row execute function private.container_follows_shipment();

create policy "containers: staff can update" on public.containers
  for update to authenticated
  using ((select private.current_user_role()) = 'staff')
  with check ((select private.current_user_role()) = 'staff');

-- When a shipment moves, its container and vehicles move with it: the container takes the
-- shipment's status, the vehicles of a departed shipment are shipped, and a shipment that ends
-- releases its vehicles for another one.
create function private.shipment_moves_its_load()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  busy record;
begin
  if private.is_active_shipment_status(new.status) and not private.is_active_shipment_status(old.status) then
    select v.vin, s.shipment_number into busy
      from public.shipment_vehicles mine
      join public.shipment_vehicles theirs on theirs.vehicle_id = mine.vehicle_id and theirs.active
      join public.shipments s on s.id = theirs.shipment_id
      join public.vehicles v on v.id = mine.vehicle_id
     where mine.shipment_id = new.id and theirs.shipment_id <> new.id
     limit 1;
    if busy.vin is not null then
      raise exception 'Vehicle % is already in active shipment %', busy.vin, busy.shipment_number using errcode = 'P0001';
    end if;
  end if;
  update public.shipment_vehicles sv
     set active = private.is_active_shipment_status(new.status)
   where sv.shipment_id = new.id and sv.active is distinct from private.is_active_shipment_status(new.status);
  update public.containers c
     set status = private.container_status_for(new.status)
   where c.shipment_id = new.id and c.status is distinct from private.container_status_for(new.status);
  if new.status = 'in_transit' then
    update public.vehicles v
       set status = 'shipped'
      from public.shipment_vehicles sv
     where sv.shipment_id = new.id and v.id = sv.vehicle_id and v.status <> 'shipped';
  end if;
  return null;
end;
$$;

create trigger shipments_move_their_load after update of status on public.shipments
  for each row when (new.status is distinct from old.status)
  execute function private.shipment_moves_its_load();

-- Create or edit a shipment with its container and vehicles in one step. Runs with the
-- caller's rights: the policies and triggers above decide what is allowed. An edit names the
-- version it was made from and is refused when the shipment has changed since.
create function public.save_shipment(
  p_id uuid,
  p_values jsonb,
  p_container_id uuid,
  p_vehicle_ids uuid[],
  p_seen_updated_at timestamptz
)
returns setof public.shipments
language plpgsql
set search_path = ''
as $$
declare
  fields jsonb := coalesce(p_values, '{}'::jsonb);
  unknown text;
  saved uuid;
begin
  select string_agg(k, ', ') into unknown
    from jsonb_object_keys(fields) as k
   where k not in ('customer_id', 'booking_number', 'status', 'origin_port', 'destination_port', 'vessel_name',
                   'voyage_number', 'estimated_departure', 'estimated_arrival', 'shipping_cost', 'total_cost');
  if unknown is not null then
    raise exception 'A shipment has no field %', unknown using errcode = '22023';
  end if;
  if p_id is null then
    insert into public.shipments (customer_id, booking_number, status, origin_port, destination_port, vessel_name,
                                  voyage_number, estimated_departure, estimated_arrival, shipping_cost, total_cost)
    values ((fields ->> 'customer_id')::uuid,
            nullif(btrim(fields ->> 'booking_number'), ''),
            coalesce(nullif(fields ->> 'status', ''), 'planning'),
            nullif(btrim(fields ->> 'origin_port'), ''),
            nullif(btrim(fields ->> 'destination_port'), ''),
            nullif(btrim(fields ->> 'vessel_name'), ''),
            nullif(btrim(fields ->> 'voyage_number'), ''),
            (fields ->> 'estimated_departure')::date,
            (fields ->> 'estimated_arrival')::date,
            (fields ->> 'shipping_cost')::numeric,
            (fields ->> 'total_cost')::numeric)
    returning id into saved;
  else
    if p_seen_updated_at is not null
       and exists (select 1 from public.shipments s where s.id = p_id and s.updated_at is distinct from p_seen_updated_at) then
      raise exception 'The shipment was changed by someone else' using errcode = 'PT409';
    end if;
    perform set_config('portal.seen_updated_at', coalesce(p_seen_updated_at::text, ''), true);
    update public.shipments s
       set customer_id = case when fields ? 'customer_id' then (fields ->> 'customer_id')::uuid else s.customer_id end,
           booking_number = case when fields ? 'booking_number' then nullif(btrim(fields ->> 'booking_number'), '') else s.booking_number end,
           status = case when fields ? 'status' then fields ->> 'status' else s.status end,
           origin_port = case when fields ? 'origin_port' then nullif(btrim(fields ->> 'origin_port'), '') else s.origin_port end,
           destination_port = case when fields ? 'destination_port' then nullif(btrim(fields ->> 'destination_port'), '') else s.destination_port end,
           vessel_name = case when fields ? 'vessel_name' then nullif(btrim(fields ->> 'vessel_name'), '') else s.vessel_name end,
           voyage_number = case when fields ? 'voyage_number' then nullif(btrim(fields ->> 'voyage_number'), '') else s.voyage_number end,
           estimated_departure = case when fields ? 'estimated_departure' then (fields ->> 'estimated_departure')::date else s.estimated_departure end,
           estimated_arrival = case when fields ? 'estimated_arrival' then (fields ->> 'estimated_arrival')::date else s.estimated_arrival end,
           shipping_cost = case when fields ? 'shipping_cost' then (fields ->> 'shipping_cost')::numeric else s.shipping_cost end,
           total_cost = case when fields ? 'total_cost' then (fields ->> 'total_cost')::numeric else s.total_cost end,
           actual_departure = case when fields ->> 'status' = 'in_transit' and s.status is distinct from 'in_transit'
                                   then private.business_today() else s.actual_departure end,
           actual_arrival = case when fields ->> 'status' = 'delivered' and s.status is distinct from 'delivered'
                                 then private.business_today() else s.actual_arrival end
     where s.id = p_id
    returning s.id into saved;
    perform set_config('portal.seen_updated_at', '', true);
    if saved is null then
      raise exception 'Shipment not found' using errcode = 'P0002';
    end if;
  end if;

  -- Detach first and attach last, so the capacity rule sees the final load, never a mix of the
  -- old container and the new vehicles.
  update public.containers c set shipment_id = null
   where c.shipment_id = saved and c.id is distinct from p_container_id;
  if p_vehicle_ids is not null then
    delete from public.shipment_vehicles sv where sv.shipment_id = saved and sv.vehicle_id <> all (p_vehicle_ids);
    insert into public.shipment_vehicles (shipment_id, vehicle_id)
    select saved, chosen.vehicle_id
      from (select distinct unnest(p_vehicle_ids) as vehicle_id) as chosen
     where not exists (select 1 from public.shipment_vehicles sv where sv.shipment_id = saved and sv.vehicle_id = chosen.vehicle_id);
  end if;
  if p_container_id is not null then
    update public.containers c set shipment_id = saved
     where c.id = p_container_id and c.shipment_id is distinct from saved;
    if not exists (select 1 from public.containers c where c.id = p_container_id and c.shipment_id = saved) then
      raise exception 'Container not found' using errcode = 'P0002';
    end if;
  end if;
  return query select * from public.shipments s where s.id = saved;
end;
$$;

revoke all on function public.save_shipment(uuid, jsonb, uuid, uuid[], timestamptz) from public, anon;
grant execute on function public.save_shipment(uuid, jsonb, uuid, uuid[], timestamptz) to authenticated, service_role;

-- Deletions refused while a record is in use ----------------------------------------------------

create function private.guard_vehicle_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shipment_number text;
begin
  if old.status = 'sold' then
    raise exception 'A sold vehicle cannot be deleted' using errcode = 'P0001';
  end if;
  if old.status = 'shipped' then
    raise exception 'A shipped vehicle cannot be deleted' using errcode = 'P0001';
  end if;
  select s.shipment_number into shipment_number
    from public.shipment_vehicles sv join public.shipments s on s.id = sv.shipment_id
   where sv.vehicle_id = old.id and sv.active
   limit 1;
  if shipment_number is not null then
    raise exception 'Vehicle % is in active shipment % and cannot be deleted', old.vin, shipment_number
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger vehicles_guard_delete before delete on public.vehicles
  for each row execute function private.guard_vehicle_delete();

-- "2 vehicles", "1 shipment": a count with its noun.
create function private.counted(n bigint, noun text)
returns text
language sql
immutable
set search_path = ''
as $$
  select n || ' ' || noun || case when n = 1 then '' else 's' end
$$;

create function private.guard_customer_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[] := '{}';
  n bigint;
begin
  select count(*) into n from public.vehicles v where v.customer_id = old.id;
  if n > 0 then parts := parts || private.counted(n, 'vehicle'); end if;
  select count(*) into n from public.shipments s where s.customer_id = old.id;
  if n > 0 then parts := parts || private.counted(n, 'shipment'); end if;
  select count(*) into n from public.documents d where d.customer_id = old.id;
  if n > 0 then parts := parts || private.counted(n, 'document'); end if;
  if cardinality(parts) > 0 then
    raise exception 'This customer still has %',
      case cardinality(parts)
        when 1 then parts[1]
        else array_to_string(parts[1:cardinality(parts) - 1], ', ') || ' and ' || parts[cardinality(parts)]
      end
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger customers_guard_delete before delete on public.customers
  for each row execute function private.guard_customer_delete();

-- Tasks booked on vehicles ---------------------------------------------------------------------

create table public.vehicle_tasks (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  task_type text not null check (task_type in ('inspection', 'yard_pickup', 'port_dropoff')),
  due_date date not null,
  note text check (char_length(note) <= 2000),
  done_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vehicle_tasks_vehicle_id_idx on public.vehicle_tasks (vehicle_id);
create index vehicle_tasks_open_by_due_date_idx on public.vehicle_tasks (due_date, id) where done_at is null;

create trigger vehicle_tasks_touch_updated_at before update on public.vehicle_tasks
  for each row execute function private.touch_updated_at();

-- A task is booked by whoever is signed in and finished at the database's time, whatever the
-- request says.
create function private.stamp_task_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user() then
    if tg_op = 'INSERT' then
      new.created_by := (select auth.uid());
      new.done_at := null;
    else
      if new.created_by is distinct from old.created_by then
        raise exception 'A task''s author never changes' using errcode = '42501';
      end if;
      if new.done_at is not null and old.done_at is null then
        new.done_at := now();
      elsif new.done_at is not null then
        new.done_at := old.done_at;
      end if;
    end if;
  end if;
  return new;
end;
$$;

create trigger vehicle_tasks_stamp_author before insert or update on public.vehicle_tasks
  for each row execute function private.stamp_task_author();

alter table public.vehicle_tasks enable row level security;
grant select, insert, update, delete on public.vehicle_tasks to authenticated, service_role;

create policy "vehicle_tasks: staff and admin can read" on public.vehicle_tasks
  for select to authenticated using ((select private.current_user_role()) in ('admin', 'staff'));
create policy "vehicle_tasks: staff and admin can insert" on public.vehicle_tasks
  for insert to authenticated with check ((select private.current_user_role()) in ('admin', 'staff'));
create policy "vehicle_tasks: staff and admin can update" on public.vehicle_tasks
  for update to authenticated
  using ((select private.current_user_role()) in ('admin', 'staff'))
  with check ((select private.current_user_role()) in ('admin', 'staff'));
create policy "vehicle_tasks: staff and admin can delete" on public.vehicle_tasks
  for delete to authenticated using ((select private.current_user_role()) in ('admin', 'staff'));

-- The history of every change ----------------------------------------------------------------

create table public.change_history (
  id bigint generated always as identity primary key,
  table_name text not null,
  record_id uuid,
  action text not null check (action in ('insert', 'update', 'delete')),
  changes jsonb not null default '{}'::jsonb,
  record_label text,
  actor_id uuid,
  actor_name text,
  changed_at timestamptz not null default now()
);
create index change_history_changed_at_idx on public.change_history (changed_at desc, id desc);
create index change_history_record_idx on public.change_history (record_id, changed_at desc, id desc);
create index change_history_table_idx on public.change_history (table_name, changed_at desc, id desc);
create index change_history_actor_idx on public.change_history (actor_id, changed_at desc, id desc);
create index change_history_record_label_trgm_idx on public.change_history using gin (record_label extensions.gin_trgm_ops);
create index change_history_actor_name_trgm_idx on public.change_history using gin (actor_name extensions.gin_trgm_ops);

alter table public.change_history enable row level security;
revoke all on public.change_history from anon, authenticated, service_role;
grant select on public.change_history to authenticated, service_role;

create policy "change_history: admin reads all, staff all but settings and accounts" on public.change_history
  for select to authenticated
  using (
    (select private.current_user_role()) = 'admin'
    or ((select private.current_user_role()) = 'staff' and table_name not in ('settings', 'profiles'))
  );

-- The history is append-only for every role, the table's owner included.
create function private.refuse_history_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The history of changes cannot be altered' using errcode = '42501';
end;
$$;

create trigger change_history_append_only before update or delete on public.change_history
  for each row execute function private.refuse_history_change();
create trigger change_history_never_truncated before truncate on public.change_history
  for each statement execute function private.refuse_history_change();

create function private.vehicle_label(vehicle jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(' ', vehicle ->> 'year', vehicle ->> 'make', vehicle ->> 'model') || ' · ' || (vehicle ->> 'vin')
$$;

-- One history row per changed record: who, when, which record, and each changed column's old
-- and new value. Bookkeeping columns are left out; an update that changes nothing else is no event.
create function private.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  current_row jsonb := coalesce(new_row, old_row);
  bookkeeping text[] := array['id', 'updated_at', 'created_at', 'year_text', 'active', 'added_at'];
  changes jsonb;
  record_label_text text;
  target_record uuid;
  actor uuid := (select auth.uid());
  actor_label text;
  happened_at timestamptz := now();
begin
  -- Growing the demo business to a benchmark's scale is no business event; only SQL run by the
  -- database's owner can say so (the HTTP API sets no such setting).
  if current_setting('portal.bulk_load', true) = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', old_row -> n.key, 'new', n.value)), '{}'::jsonb)
      into changes
      from jsonb_each(new_row) as n
     where n.key <> all (bookkeeping) and n.value is distinct from old_row -> n.key;
    if changes = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object(case when tg_op = 'INSERT' then 'new' else 'old' end, n.value)), '{}'::jsonb)
      into changes
      from jsonb_each(current_row) as n
     where n.key <> all (bookkeeping) and n.value <> 'null'::jsonb;
    -- A record loaded with its past (a seed or an import) is dated when it was created.
    if tg_op = 'INSERT' and current_row ? 'created_at' then
      happened_at := least(now(), (current_row ->> 'created_at')::timestamptz);
    end if;
  end if;

  case tg_table_name
    when 'vehicles' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := private.vehicle_label(current_row);
    when 'customers' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := coalesce(nullif(btrim(current_row ->> 'company_name'), ''),
                        concat_ws(' ', current_row ->> 'first_name', current_row ->> 'last_name'));
    when 'shipments' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'shipment_number';
    when 'shipment_vehicles' then
      target_record := (current_row ->> 'shipment_id')::uuid;
      select private.vehicle_label(to_jsonb(v)) into record_label_text from public.vehicles v where v.id = (current_row ->> 'vehicle_id')::uuid;
      record_label_text := coalesce(record_label_text, current_row ->> 'vehicle_id');
    when 'vehicle_tasks' then
      target_record := (current_row ->> 'vehicle_id')::uuid;
      select private.vehicle_label(to_jsonb(v)) into record_label_text from public.vehicles v where v.id = target_record;
      record_label_text := initcap(replace(current_row ->> 'task_type', '_', ' ')) || ' · ' || coalesce(record_label_text, target_record::text);
    when 'containers' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'container_number';
    when 'documents' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'document_name';
    when 'profiles' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'email';
    else
      target_record := null;
      record_label_text := initcap(tg_table_name);
  end case;

  if actor is not null then
    select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
      into actor_label from public.profiles p where p.user_id = actor;
  end if;

  insert into public.change_history (table_name, record_id, action, changes, record_label, actor_id, actor_name, changed_at)
  values (tg_table_name, target_record, lower(tg_op), changes, record_label_text, actor, actor_label, happened_at);
  return null;
end;
$$;

create trigger vehicles_record_change after insert or update or delete on public.vehicles
  for each row execute function private.record_change();
create trigger customers_record_change after insert or update or delete on public.customers
  for each row execute function private.record_change();
create trigger shipments_record_change after insert or update or delete on public.shipments
  for each row execute function private.record_change();
create trigger shipment_vehicles_record_change after insert or delete on public.shipment_vehicles
  for each row execute function private.record_change();
create trigger containers_record_change after insert or update or delete on public.containers
  for each row execute function private.record_change();
create trigger documents_record_change after insert or update or delete on public.documents
  for each row execute function private.record_change();
create trigger settings_record_change after insert or update or delete on public.settings
  for each row execute function private.record_change();
create trigger profiles_record_change after insert or update or delete on public.profiles
  for each row execute function private.record_change();
create trigger vehicle_tasks_record_change after insert or update or delete on public.vehicle_tasks
  for each row execute function private.record_change();

-- A shipment's status timeline, oldest first: its status when created and every change since.
-- The only part of the history a client reads, and only for their own shipments.
create function public.shipment_timeline(p_shipment_id uuid)
returns table (status text, changed_at timestamptz, actor_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(h.changes -> 'status' ->> 'new', 'planning'), h.changed_at, coalesce(h.actor_name, 'System')
    from public.change_history h
   where h.table_name = 'shipments'
     and h.record_id = p_shipment_id
     and (h.action = 'insert' or h.changes ? 'status')
     and exists (
       select 1 from public.shipments s
        where s.id = p_shipment_id
          and (private.current_user_role() in ('admin', 'staff')
               or s.customer_id in (select private.current_customer_ids())
               or (select auth.role()) = 'service_role')
     )
   order by h.changed_at, h.id
$$;

revoke all on function public.shipment_timeline(uuid) from public, anon;
grant execute on function public.shipment_timeline(uuid) to authenticated, service_role;

alter publication supabase_realtime add table public.shipment_vehicles, public.vehicle_tasks, public.change_history;
