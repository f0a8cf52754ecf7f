-- The export-file reads of the vehicle and shipment lists, with the same answers at a fraction of
-- the work. A function with its own search_path is never inlined and switches settings on every
-- call, so the business's today and the customs lead time are read once per statement (an
-- uncorrelated scalar subquery is evaluated once), not once per document or per shipment; and a
-- shipment's count of incomplete vehicles is counted once, without describing each vehicle.

create or replace function private.export_file_gaps(target uuid, out missing text[], out expired text[])
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.requirement order by r.position) filter (where s.state = 'missing'), '{}'),
         coalesce(array_agg(r.requirement order by r.position) filter (where s.state = 'expired'), '{}')
    from public.export_file_requirements r
    cross join lateral (
      select case when bool_or(d.expiry_date is null or d.expiry_date >= (select private.business_today())) then 'met'
                  when count(d.id) > 0 then 'expired'
                  else 'missing' end as state
        from public.documents d
       where d.vehicle_id = target and d.document_type = any (r.document_types)
    ) as s
$$;

-- How many of a shipment's vehicles lack a requirement: none of its document types unexpired.
create function private.incomplete_export_file_count(target uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.shipment_vehicles sv
   where sv.shipment_id = target
     and exists (
       select 1
         from public.export_file_requirements r
        where not exists (
          select 1
            from public.documents d
           where d.vehicle_id = sv.vehicle_id
             and d.document_type = any (r.document_types)
             and (d.expiry_date is null or d.expiry_date >= (select private.business_today()))))
$$;

revoke all on function private.incomplete_export_file_count(uuid) from public;
grant execute on function private.incomplete_export_file_count(uuid) to authenticated, service_role;

-- `offset 0` keeps each lateral subquery whole, so its count is made once for both columns that use it.
create or replace view public.shipment_export_readiness with (security_invoker = true) as
select s.id as shipment_id,
       i.vehicles as incomplete_vehicles,
       d.deadline as customs_deadline,
       s.status in ('planning', 'booked', 'loading')
         and s.estimated_departure is not null
         and now() >= d.deadline
         and i.vehicles > 0 as at_risk
  from public.shipments s
  cross join lateral (select private.incomplete_export_file_count(s.id) as vehicles offset 0) as i
  cross join lateral (
    select (s.estimated_departure::timestamp at time zone 'America/Toronto')
             - make_interval(hours => (select private.customs_lead_time_hours())) as deadline
    offset 0
  ) as d;
