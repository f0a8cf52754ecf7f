-- Rules that must hold whatever the client sends: timestamps, the profile made at
-- sign-up, who may change a role, and what staff may change and how.

create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();
create trigger customers_touch_updated_at before update on public.customers
  for each row execute function private.touch_updated_at();
create trigger vehicles_touch_updated_at before update on public.vehicles
  for each row execute function private.touch_updated_at();
create trigger shipments_touch_updated_at before update on public.shipments
  for each row execute function private.touch_updated_at();
create trigger containers_touch_updated_at before update on public.containers
  for each row execute function private.touch_updated_at();
create trigger documents_touch_updated_at before update on public.documents
  for each row execute function private.touch_updated_at();

-- Every sign-up becomes a client. A role in the sign-up metadata is ignored on
-- purpose: only an admin may promote a user afterwards.
create function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, email, first_name, last_name, company, role)
  values (
    new.id,
    new.email,
    new.raw_user_meta_data ->> 'first_name',
    new.raw_user_meta_data ->> 'last_name',
    new.raw_user_meta_data ->> 'company',
    'client'
  );
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

create function private.guard_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user() then
    return new;
  end if;
  if new.user_id is distinct from old.user_id then
    raise exception 'A profile cannot be moved to another user' using errcode = '42501';
  end if;
  if new.role is distinct from old.role then
    if old.user_id = (select auth.uid()) then
      raise exception 'You cannot change your own role' using errcode = '42501';
    end if;
    if private.current_user_role() is distinct from 'admin' then
      raise exception 'Only admins can change user roles' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger profiles_guard_role before update on public.profiles
  for each row execute function private.guard_profile_role();

-- Staff may change only the columns their screens write.
-- The comparison is done on whole rows so a column added later is protected too.
create function private.only_columns_changed(old_row jsonb, new_row jsonb, allowed text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (old_row - allowed) = (new_row - allowed)
$$;

create function private.guard_staff_vehicle_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new), array['status', 'updated_at']) then
    raise exception 'Staff can change only the status of a vehicle' using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and new.status not in ('inspection', 'available', 'shipped') then
    raise exception 'Staff cannot set a vehicle to %', new.status using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger vehicles_guard_staff_update before update on public.vehicles
  for each row execute function private.guard_staff_vehicle_update();

-- Shipment actions of Shipment Operations: Book from planning or cancelled,
-- In Transit from booked or cancelled, Deliver from in_transit; the dates are
-- the database's own today, not the browser's.
create function private.guard_staff_shipment_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new),
       array['status', 'updated_at', 'actual_departure', 'actual_arrival']) then
    raise exception 'Staff can change only the status of a shipment' using errcode = '42501';
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
  new.actual_departure := case when new.status = 'in_transit' then current_date else old.actual_departure end;
  new.actual_arrival := case when new.status = 'delivered' then current_date else old.actual_arrival end;
  return new;
end;
$$;

create trigger shipments_guard_staff_update before update on public.shipments
  for each row execute function private.guard_staff_shipment_update();

create function private.guard_staff_communication_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new), array['read_status']) then
    raise exception 'Staff can change only whether a message is read' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger communications_guard_staff_update before update on public.communications
  for each row execute function private.guard_staff_communication_update();
