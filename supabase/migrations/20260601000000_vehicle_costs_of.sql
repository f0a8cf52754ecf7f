-- The cost prices of the vehicles named, for admin and staff: a page of a board, or a batch of
-- 1,000 rows of an export. `vehicle_costs()` reads every vehicle before a filter narrows them,
-- and the ids of a batch do not fit in a URL, so they are sent in the body
-- (`rpc('vehicle_costs_of', { vehicle_ids })`). At most 1,000 ids, the most one read returns.
create function public.vehicle_costs_of(vehicle_ids uuid[])
returns table (vehicle_id uuid, purchase_price numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(private.current_user_role(), '') not in ('admin', 'staff')
     and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Vehicle costs are available to admin and staff only'
      using errcode = '42501';
  end if;
  if coalesce(cardinality(vehicle_ids), 0) > 1000 then
    raise exception 'At most 1000 vehicles at a time'
      using errcode = '22023';
  end if;
  return query
    select v.id, v.purchase_price
      from public.vehicles v
     where v.id = any (vehicle_ids);
end;
$$;

revoke all on function public.vehicle_costs_of(uuid[]) from public, anon;
grant execute on function public.vehicle_costs_of(uuid[]) to authenticated, service_role;
