-- The model years a vehicle may have, written once for the check on vehicles.year and for the
-- import's judgement of a row's year. It is shared-domain's VEHICLE_YEAR_RANGE, and
-- local-supabase's tests compare what both accept with it.

-- Immutable and without arguments, so a statement computes it once when planned, not per row.
create function private.vehicle_years()
returns int4range
language sql
immutable
parallel safe
set search_path = ''
as $$
  select int4range(1900, 2100, '[]')
$$;

revoke all on function private.vehicle_years() from public;
grant execute on function private.vehicle_years() to authenticated, service_role;

-- Every vehicle already passed the same bounds, so adding the check cannot fail on a database in use.
alter table public.vehicles
  drop constraint vehicles_year_check,
  add constraint vehicles_year_check check (year <@ private.vehicle_years());

-- The import as before, with its year judged by the same range. Postgres keeps a range's upper
-- bound exclusive, so the last year accepted is one below it.
create or replace function private.vehicle_import_plan(p_import_id uuid)
returns setof private.vehicle_import_row
language sql
stable
as $$
  with staged as materialized (
    -- Each given column's cell as text ('' when blank), null for the columns the file lacks.
    select r.row_number, i.columns,
           case when i.columns @> array['vin'] then coalesce(r.vin, '') end as vin_cell,
           case when i.columns @> array['year'] then coalesce(r.year, '') end as year_cell,
           case when i.columns @> array['make'] then coalesce(r.make, '') end as make_cell,
           case when i.columns @> array['model'] then coalesce(r.model, '') end as model_cell,
           case when i.columns @> array['color'] then coalesce(r.color, '') end as color_cell,
           case when i.columns @> array['mileage'] then coalesce(r.mileage, '') end as mileage_cell,
           case when i.columns @> array['purchase_price'] then coalesce(r.purchase_price, '') end as purchase_cell,
           case when i.columns @> array['sale_price'] then coalesce(r.sale_price, '') end as sale_cell,
           case when i.columns @> array['status'] then coalesce(r.status, '') end as status_cell,
           case when i.columns @> array['location'] then coalesce(r.location, '') end as location_cell,
           case when i.columns @> array['owner_email'] then coalesce(r.owner_email, '') end as owner_cell
      from public.vehicle_import_rows r
      join public.vehicle_imports i on i.id = r.import_id
     where r.import_id = p_import_id
  ),
  trimmed as materialized (
    select s.*,
           upper(btrim(coalesce(s.vin_cell, ''), E' \t\r\n')) as vin,
           btrim(s.year_cell) as year_text,
           btrim(s.make_cell) as make_text,
           btrim(s.model_cell) as model_text,
           btrim(s.color_cell) as color_text,
           btrim(s.mileage_cell) as mileage_text,
           btrim(s.purchase_cell) as purchase_text,
           btrim(s.sale_cell) as sale_text,
           lower(btrim(s.status_cell)) as status_text,
           btrim(s.location_cell) as location_text,
           btrim(s.owner_cell) as owner_text,
           char_length(concat(s.vin_cell, s.year_cell, s.make_cell, s.model_cell, s.color_cell, s.mileage_cell, s.purchase_cell,
                              s.sale_cell, s.status_cell, s.location_cell, s.owner_cell)) as row_length
      from staged s
  ),
  found as materialized (
    select t.*,
           private.vin_problem(t.vin, case when t.vin ~ '^[1-5][A-HJ-NPR-Z0-9]{16}$' then private.vin_check_digit(t.vin) end) as vin_problem,
           case when t.vin <> '' then
             nullif(array_remove(array_agg(t.row_number) over (partition by t.vin order by t.row_number
                                                                 rows between unbounded preceding and unbounded following),
                                 t.row_number), array[]::integer[]) end as same_vin_rows,
           v.id as found_id, v.year as old_year, v.make as old_make, v.model as old_model, v.color as old_color,
           v.mileage as old_mileage, cost.purchase_price as old_purchase, v.sale_price as old_sale,
           v.status as old_status, v.location as old_location, v.customer_id as old_customer, owner.email as old_owner_email,
           (select s.shipment_number
              from public.shipment_vehicles sv join public.shipments s on s.id = sv.shipment_id
             where sv.vehicle_id = v.id and sv.active
             limit 1) as active_shipment
      from trimmed t
      left join public.vehicles v on v.vin = t.vin
      left join private.vehicle_import_costs(p_import_id) cost on cost.vehicle_id = v.id
      left join public.customers owner on owner.id = v.customer_id
  ),
  parsed as materialized (
    select f.*,
           case when f.year_text ~ '^\d{1,4}$' and f.year_text::integer <@ private.vehicle_years() then f.year_text::integer end as new_year,
           case when f.mileage_text ~ '^\d{1,10}$' and f.mileage_text::bigint <= 2147483647 then f.mileage_text::integer end as new_mileage,
           case when f.purchase_text ~ '^\d{1,10}(\.\d{1,2})?$' then f.purchase_text::numeric end as new_purchase,
           case when f.sale_text ~ '^\d{1,10}(\.\d{1,2})?$' then f.sale_text::numeric end as new_sale,
           case when f.status_text in ('available', 'sold', 'reserved', 'shipped', 'inspection') then f.status_text
                when coalesce(f.status_text, '') = '' and f.found_id is null then 'available' end as new_status,
           owner_match.matches, owner_match.customer_id as matched_customer
      from found f
      left join lateral (
        select count(*)::integer as matches, case when count(*) = 1 then min(c.id::text)::uuid end as customer_id
          from public.customers c
         where f.owner_text <> '' and lower(f.owner_text) is distinct from lower(f.old_owner_email)
           and lower(c.email) = lower(f.owner_text)
      ) owner_match on true
  ),
  valued as materialized (
    select p.*,
           case when p.owner_cell is null then p.old_customer
                when p.owner_text = '' then null
                when lower(p.owner_text) = lower(p.old_owner_email) then p.old_customer
                else p.matched_customer end as new_customer
      from parsed p
  ),
  judged as (
    select v.*,
           case when v.found_id is null then array[]::text[] else array_remove(array[
             case when v.year_cell is not null and v.new_year is distinct from v.old_year then 'year' end,
             case when v.make_cell is not null and v.make_text is distinct from v.old_make then 'make' end,
             case when v.model_cell is not null and v.model_text is distinct from v.old_model then 'model' end,
             case when v.color_cell is not null and nullif(v.color_text, '') is distinct from v.old_color then 'color' end,
             case when v.mileage_cell is not null and v.new_mileage is distinct from v.old_mileage then 'mileage' end,
             case when v.purchase_cell is not null and v.new_purchase is distinct from v.old_purchase then 'purchase_price' end,
             case when v.sale_cell is not null and v.new_sale is distinct from v.old_sale then 'sale_price' end,
             case when v.status_cell is not null and v.new_status is distinct from v.old_status then 'status' end,
             case when v.location_cell is not null and nullif(v.location_text, '') is distinct from v.old_location then 'location' end,
             case when v.owner_cell is not null and v.new_customer is distinct from v.old_customer then 'owner_email' end
           ], null) end as changed_columns
      from valued v
  )
  select j.row_number, j.vin, j.found_id, j.changed_columns,
         to_jsonb(array_remove(array[
           -- The file's own rules: the row's and each cell's length, line breaks, formulas.
           case when j.row_length > 2000 then jsonb_build_object('column', null, 'message',
             format('The row has %s characters; a row has at most 2,000.', to_char(j.row_length, 'FM999,999,999'))) end,
           private.vehicle_import_cell_problem('vin', j.vin_cell),
           private.vehicle_import_cell_problem('year', j.year_cell),
           private.vehicle_import_cell_problem('make', j.make_cell),
           private.vehicle_import_cell_problem('model', j.model_cell),
           private.vehicle_import_cell_problem('color', j.color_cell),
           private.vehicle_import_cell_problem('mileage', j.mileage_cell),
           private.vehicle_import_cell_problem('purchase_price', j.purchase_cell),
           private.vehicle_import_cell_problem('sale_price', j.sale_cell),
           private.vehicle_import_cell_problem('status', j.status_cell),
           private.vehicle_import_cell_problem('location', j.location_cell),
           private.vehicle_import_cell_problem('owner_email', j.owner_cell),
           -- The vehicle form's rules.
           case when j.vin = '' then jsonb_build_object('column', 'vin', 'message', 'Enter the VIN')
                when j.vin_problem is not null then jsonb_build_object('column', 'vin', 'message', j.vin_problem)
                when j.same_vin_rows is not null then jsonb_build_object('column', 'vin', 'message',
                  format('The VIN is also in %s %s.', case when cardinality(j.same_vin_rows) = 1 then 'row' else 'rows' end,
                         array_to_string(j.same_vin_rows, ', '))) end,
           case when j.year_cell is null and j.found_id is null
                  then jsonb_build_object('column', 'year', 'message', 'A new vehicle needs its year: the file has no Year column.')
                when j.year_cell is not null and j.new_year is null
                  then jsonb_build_object('column', 'year', 'message', format('Year must be between %s and %s',
                    lower(private.vehicle_years()), upper(private.vehicle_years()) - 1)) end,
           case when j.make_cell is null and j.found_id is null
                  then jsonb_build_object('column', 'make', 'message', 'A new vehicle needs its make: the file has no Make column.')
                when j.make_text = '' then jsonb_build_object('column', 'make', 'message', 'Enter the make') end,
           case when j.model_cell is null and j.found_id is null
                  then jsonb_build_object('column', 'model', 'message', 'A new vehicle needs its model: the file has no Model column.')
                when j.model_text = '' then jsonb_build_object('column', 'model', 'message', 'Enter the model') end,
           case when j.mileage_text <> '' and j.new_mileage is null
                  then jsonb_build_object('column', 'mileage', 'message', 'Mileage must be a whole number of at least 0') end,
           case when j.purchase_text <> '' and j.new_purchase is null then jsonb_build_object('column', 'purchase_price', 'message',
                  case when j.purchase_text ~ '^\d+(\.\d{1,2})?$' then 'Purchase price must be less than 10,000,000,000'
                       else 'Purchase price must be an amount of at least 0, such as 15000 or 15000.50' end) end,
           case when j.sale_text <> '' and j.new_sale is null then jsonb_build_object('column', 'sale_price', 'message',
                  case when j.sale_text ~ '^\d+(\.\d{1,2})?$' then 'Sale price must be less than 10,000,000,000'
                       else 'Sale price must be an amount of at least 0, such as 15000 or 15000.50' end) end,
           case when j.status_cell is not null and j.new_status is null then jsonb_build_object('column', 'status', 'message',
                  'Status must be Available, Sold, Reserved, Shipped or Inspection') end,
           -- Who owns it, and what an import may not change.
           case when j.owner_text <> '' and lower(j.owner_text) is distinct from lower(j.old_owner_email) and j.matched_customer is null
                  then jsonb_build_object('column', 'owner_email', 'message', case when coalesce(j.matches, 0) = 0
                    then format('No customer has the e-mail %s.', j.owner_text)
                    else format('%s customers have the e-mail %s; choose this owner on the vehicle''s page.', j.matches, j.owner_text) end) end,
           case when j.old_status in ('sold', 'shipped') and cardinality(j.changed_columns) > 0
                  then jsonb_build_object('column', null, 'message',
                    format('The vehicle is %s: an import does not change a sold or shipped vehicle.', j.old_status)) end,
           case when j.active_shipment is not null and j.changed_columns @> array['owner_email']
                  then jsonb_build_object('column', 'owner_email', 'message',
                    format('The vehicle is in shipment %s, so its owner cannot change.', j.active_shipment)) end
         ], null)),
         j.new_year, j.make_text, j.model_text, nullif(j.color_text, ''), j.new_mileage, j.new_purchase, j.new_sale,
         j.new_status, nullif(j.location_text, ''), j.new_customer
    from judged j
   order by j.row_number
$$;
