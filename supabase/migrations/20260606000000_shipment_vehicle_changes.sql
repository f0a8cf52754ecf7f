-- When a shipment's vehicles may still change, written once for both triggers that ask it: the
-- one adding a vehicle and the one removing it. It is shared-domain's canChangeShipmentVehicles,
-- and local-supabase's tests compare the two for every shipment status.

create function private.can_change_shipment_vehicles(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status not in ('in_transit', 'delivered')
$$;

revoke all on function private.can_change_shipment_vehicles(text) from public;
grant execute on function private.can_change_shipment_vehicles(text) to authenticated, service_role;

create or replace function private.check_shipment_vehicle()
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
  if private.is_end_user() and not private.can_change_shipment_vehicles(shipment.status) then
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

create or replace function private.guard_shipment_vehicle_removal()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  shipment record;
begin
  select * into shipment from private.shipment_summary(old.shipment_id);
  if private.is_end_user() and not private.can_change_shipment_vehicles(shipment.status) then
    raise exception 'The vehicles of shipment % can no longer change', shipment.shipment_number using errcode = 'P0001';
  end if;
  return old;
end;
$$;
