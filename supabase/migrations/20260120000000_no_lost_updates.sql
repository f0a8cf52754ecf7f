-- No lost updates on the operations boards, and Customer Support's search over customer names.

-- A status change names the version of the record it was made from (the `updated_at` the
-- user saw). The status functions below state it for the transaction; this trigger refuses
-- the change when the record has changed since, so a stale view never overwrites a
-- colleague's work, whatever the browser does. Staff change statuses only by naming a
-- version; admins' and the service role's direct edits are not bound to it.
create function private.check_seen_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  seen timestamptz := nullif(current_setting('portal.seen_updated_at', true), '')::timestamptz;
begin
  if not private.is_end_user() then
    return new;
  end if;
  if seen is null then
    if private.current_user_role() = 'staff' then
      raise exception 'A % status change must name the version it was made from', tg_argv[0]
        using errcode = 'P0001';
    end if;
    return new;
  end if;
  if seen is distinct from old.updated_at then
    raise exception 'The % was changed by someone else', tg_argv[0] using errcode = 'PT409';
  end if;
  return new;
end;
$$;

-- Named to run before the workflow guards, so a stale view is told it is stale rather than
-- that its transition is not allowed from a status it never saw.
create trigger vehicles_check_seen_version before update on public.vehicles
  for each row execute function private.check_seen_version('vehicle');
create trigger shipments_check_seen_version before update on public.shipments
  for each row execute function private.check_seen_version('shipment');

-- The business's today: it works on Eastern time, so a departure marked at 9 p.m. in Toronto
-- is dated that day, not the next one as the server's UTC date would have it.
create function private.business_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Toronto')::date
$$;

revoke all on function private.business_today() from public;
grant execute on function private.business_today() to authenticated, service_role;

-- Staff moving a shipment get the business's today as its departure or arrival date, whatever
-- the browser sends; otherwise the workflow is unchanged.
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
  new.actual_departure := case when new.status = 'in_transit' then private.business_today() else old.actual_departure end;
  new.actual_arrival := case when new.status = 'delivered' then private.business_today() else old.actual_arrival end;
  return new;
end;
$$;

-- Vehicle Operations' status buttons. Runs with the caller's rights: the policies and the staff
-- workflow trigger still decide. Returns the record's new version.
create function public.change_vehicle_status(vehicle_id uuid, new_status text, seen_updated_at timestamptz)
returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  changed_at timestamptz;
begin
  perform set_config('portal.seen_updated_at', coalesce(seen_updated_at::text, ''), true);
  update public.vehicles v
     set status = new_status
   where v.id = vehicle_id
  returning v.updated_at into changed_at;
  perform set_config('portal.seen_updated_at', '', true);
  if changed_at is null then
    raise exception 'Vehicle not found' using errcode = 'P0002';
  end if;
  return changed_at;
end;
$$;

-- Shipment Operations' Book, In Transit and Deliver. Moving to in_transit stamps the
-- departure and to delivered the arrival with the business's today.
create function public.change_shipment_status(shipment_id uuid, new_status text, seen_updated_at timestamptz)
returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  changed_at timestamptz;
begin
  perform set_config('portal.seen_updated_at', coalesce(seen_updated_at::text, ''), true);
  update public.shipments s
     set status = new_status,
         actual_departure = case when new_status = 'in_transit' and s.status is distinct from 'in_transit'
                                 then private.business_today() else s.actual_departure end,
         actual_arrival = case when new_status = 'delivered' and s.status is distinct from 'delivered'
                               then private.business_today() else s.actual_arrival end
   where s.id = shipment_id
  returning s.updated_at into changed_at;
  perform set_config('portal.seen_updated_at', '', true);
  if changed_at is null then
    raise exception 'Shipment not found' using errcode = 'P0002';
  end if;
  return changed_at;
end;
$$;

revoke all on function public.change_vehicle_status(uuid, text, timestamptz) from public, anon;
revoke all on function public.change_shipment_status(uuid, text, timestamptz) from public, anon;
grant execute on function public.change_vehicle_status(uuid, text, timestamptz) to authenticated, service_role;
grant execute on function public.change_shipment_status(uuid, text, timestamptz) to authenticated, service_role;

-- Customer Support searches messages by their customer's names and e-mail too, which one
-- `or` over a table and its embed cannot express; this view puts them side by side. It runs
-- with the caller's rights, so the communications and customers policies still decide.
create view public.support_messages with (security_invoker = true) as
  select c.id,
         c.customer_id,
         c.subject,
         c.message,
         c.direction,
         c.communication_type,
         c.read_status,
         c.created_at,
         cu.first_name as customer_first_name,
         cu.last_name as customer_last_name,
         cu.company_name as customer_company_name,
         cu.email as customer_email,
         cu.phone as customer_phone
    from public.communications c
    left join public.customers cu on cu.id = c.customer_id;

grant select on public.support_messages to authenticated;
