-- Vehicles imported from a CSV file. The browser reads and checks the file, then stages its rows
-- in chunks (a request body stays small) and asks the database to commit the import: one
-- transaction, run as the caller, that checks every row again and applies all of them or none.
-- The rules are shared-domain's `vehicleImport` and the vehicle form's, mirrored here; the
-- vehicles table's own constraints and triggers still judge every row written.

-- An import: who made it, of which file, which columns the file gives, and once committed how
-- many vehicles it added, updated and left unchanged.
create table public.vehicle_imports (
  id uuid primary key default gen_random_uuid(),
  file_name text not null check (char_length(file_name) between 1 and 255),
  columns text[] not null,
  row_count integer not null check (row_count between 1 and 10000),
  created_by uuid not null default auth.uid(),
  created_at timestamptz not null default now(),
  committed_at timestamptz,
  vehicles_added integer,
  vehicles_updated integer,
  vehicles_unchanged integer,
  constraint vehicle_imports_known_columns check (
    'vin' = any (columns)
    and columns <@ array['vin', 'year', 'make', 'model', 'color', 'mileage', 'purchase_price', 'sale_price',
                         'status', 'location', 'owner_email']
  )
);

create index vehicle_imports_created_by_idx on public.vehicle_imports (created_by, committed_at);

-- The file's rows as text, as read: the commit parses and judges them, so a caller that stages
-- rows without the portal's screen is held to the same rules. A cell is null when its column is
-- not in the file. Row numbers are the spreadsheet's (the header is row 1).
create table public.vehicle_import_rows (
  import_id uuid not null references public.vehicle_imports (id) on delete cascade,
  row_number integer not null check (row_number >= 2),
  vin text,
  year text,
  make text,
  model text,
  color text,
  mileage text,
  purchase_price text,
  sale_price text,
  status text,
  location text,
  owner_email text,
  primary key (import_id, row_number),
  -- Bounds what a staged row may hold; the commit refuses far less (a row of 2,000 characters).
  constraint vehicle_import_rows_bounded check (
    char_length(concat(vin, year, make, model, color, mileage, purchase_price, sale_price, status, location, owner_email)) <= 20000
  )
);

alter table public.vehicle_imports enable row level security;
alter table public.vehicle_import_rows enable row level security;

-- Admins read every import (who imported what, and when); each stages and removes only their own.
grant select, delete on public.vehicle_imports to authenticated;
grant insert (file_name, columns, row_count) on public.vehicle_imports to authenticated;
grant select, insert, delete on public.vehicle_import_rows to authenticated;
grant select, insert, update, delete on public.vehicle_imports, public.vehicle_import_rows to service_role;

create policy "vehicle_imports: admin can read" on public.vehicle_imports
  for select to authenticated
  using ((select private.current_user_role()) = 'admin');
create policy "vehicle_imports: admin starts their own" on public.vehicle_imports
  for insert to authenticated
  with check ((select private.current_user_role()) = 'admin' and created_by = (select auth.uid()));
create policy "vehicle_imports: admin removes their own uncommitted" on public.vehicle_imports
  for delete to authenticated
  using ((select private.current_user_role()) = 'admin' and created_by = (select auth.uid()) and committed_at is null);

create policy "vehicle_import_rows: admin reads their own" on public.vehicle_import_rows
  for select to authenticated
  using (
    (select private.current_user_role()) = 'admin'
    and import_id in (select i.id from public.vehicle_imports i where i.created_by = (select auth.uid()))
  );
create policy "vehicle_import_rows: admin stages into their own uncommitted" on public.vehicle_import_rows
  for insert to authenticated
  with check (
    (select private.current_user_role()) = 'admin'
    and import_id in (select i.id from public.vehicle_imports i where i.created_by = (select auth.uid()) and i.committed_at is null)
  );
create policy "vehicle_import_rows: admin removes their own" on public.vehicle_import_rows
  for delete to authenticated
  using (
    (select private.current_user_role()) = 'admin'
    and import_id in (select i.id from public.vehicle_imports i where i.created_by = (select auth.uid()))
  );

-- Starting an import drops the same person's imports that were never committed (a closed tab, a
-- refused file), so staged rows do not pile up.
create function private.drop_abandoned_vehicle_imports()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.vehicle_imports i where i.created_by = new.created_by and i.committed_at is null;
  return new;
end;
$$;

create trigger vehicle_imports_drop_abandoned before insert on public.vehicle_imports
  for each row execute function private.drop_abandoned_vehicle_imports();

-- An owner is given by the customer's e-mail, matched without regard to case.
create index customers_email_lower_idx on public.customers (lower(email));

-- What is wrong with a VIN, in checkVin's words (shared-domain/src/vin.ts), or null; the VIN is
-- given trimmed and upper-cased, with the check digit it should carry when it was built for North
-- America (`private.vin_check_digit`, which `vehicles_vin_valid` judges by).
create function private.vin_problem(vin text, check_digit text)
returns text
language sql
stable
as $$
  select nullif(concat_ws(' ',
    case when char_length(vin) <> 17 then format('A VIN has 17 characters; this one has %s.', char_length(vin)) end,
    case when vin ~ '[IOQ]' then 'A VIN never contains I, O or Q.' end,
    case when vin ~ '[^A-Z0-9]' then 'A VIN has only letters and digits.' end,
    case when substr(vin, 9, 1) <> check_digit
         then format('The check digit (9th character) should be %s: the VIN is probably mistyped.', check_digit) end
  ), '')
$$;

-- The judging functions below run for every cell of up to 10,000 rows. They have no fixed
-- search_path and are stable like the formatting functions they call, so that Postgres inlines
-- them into the plan's query (otherwise each is a call per cell); they name only built-in
-- functions and qualified names.

-- A column's name as the file's header and the refusals write it (VEHICLE_IMPORT_COLUMNS).
create function private.vehicle_import_column_label(column_name text)
returns text
language sql
stable
as $$
  select case column_name
    when 'vin' then 'VIN' when 'year' then 'Year' when 'make' then 'Make' when 'model' then 'Model'
    when 'color' then 'Color' when 'mileage' then 'Mileage' when 'purchase_price' then 'Purchase price'
    when 'sale_price' then 'Sale price' when 'status' then 'Status' when 'location' then 'Location'
    when 'owner_email' then 'Owner email' else column_name end
$$;

-- Only admins import vehicles; every import function starts here.
create function private.require_vehicle_importer()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(private.current_user_role(), '') <> 'admin' then
    raise exception 'Only admins can import vehicles' using errcode = '42501';
  end if;
end;
$$;

-- The cost prices of the vehicles an import names (the column is not granted to signed-in
-- users), so the commit can tell a changed purchase price from an unchanged one.
create function private.vehicle_import_costs(p_import_id uuid)
returns table (vehicle_id uuid, purchase_price numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_vehicle_importer();
  return query
    select v.id, v.purchase_price
      from public.vehicle_import_rows r
      join public.vehicle_imports i on i.id = r.import_id and i.created_by = (select auth.uid())
      join public.vehicles v on v.vin = upper(btrim(r.vin, E' \t\r\n'))
     where r.import_id = p_import_id;
end;
$$;

revoke all on function private.vin_problem(text, text) from public;
revoke all on function private.vehicle_import_column_label(text) from public;
revoke all on function private.require_vehicle_importer() from public;
revoke all on function private.vehicle_import_costs(uuid) from public;
grant execute on function private.vin_problem(text, text) to authenticated, service_role;
grant execute on function private.vehicle_import_column_label(text) to authenticated, service_role;
grant execute on function private.require_vehicle_importer() to authenticated, service_role;
grant execute on function private.vehicle_import_costs(uuid) to authenticated, service_role;

-- The vehicles a file names, as the import would find them: the preview marks each row new,
-- an update or unchanged from these, and shows what an update changes. Admins only.
create function public.vehicle_import_vehicles(p_vins text[])
returns table (
  vin text, vehicle_id uuid, year integer, make text, model text, color text, mileage integer,
  purchase_price numeric, sale_price numeric, status text, location text, customer_id uuid, owner_email text,
  active_shipment text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_vehicle_importer();
  if cardinality(p_vins) > 10000 then
    raise exception 'At most 10000 VINs can be looked up at once' using errcode = '54000';
  end if;
  return query
    select v.vin, v.id, v.year, v.make, v.model, v.color, v.mileage, v.purchase_price, v.sale_price, v.status,
           v.location, v.customer_id, c.email,
           (select s.shipment_number
              from public.shipment_vehicles sv join public.shipments s on s.id = sv.shipment_id
             where sv.vehicle_id = v.id and sv.active
             limit 1)
      from public.vehicles v
      left join public.customers c on c.id = v.customer_id
     where v.vin = any (p_vins);
end;
$$;

-- The customers a file's owner e-mails name: one match is the owner, none or several refuse the row.
create function public.vehicle_import_owners(p_emails text[])
returns table (email text, customer_id uuid, matches integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_vehicle_importer();
  if cardinality(p_emails) > 10000 then
    raise exception 'At most 10000 e-mails can be looked up at once' using errcode = '54000';
  end if;
  return query
    select lower(c.email), case when count(*) = 1 then min(c.id::text)::uuid end, count(*)::integer
      from public.customers c
     where lower(c.email) = any (select lower(e) from unnest(p_emails) e)
     group by lower(c.email);
end;
$$;

revoke all on function public.vehicle_import_vehicles(text[]) from public, anon;
revoke all on function public.vehicle_import_owners(text[]) from public, anon;
grant execute on function public.vehicle_import_vehicles(text[]) to authenticated, service_role;
grant execute on function public.vehicle_import_owners(text[]) to authenticated, service_role;

-- An import's vehicles are recorded in the history by one statement per write rather than by
-- the row trigger, which costs about a millisecond a row (a 10,000-row import held the database
-- for seconds on it alone). The commit switches `portal.vehicle_import` on for its own writes;
-- the row trigger stands aside exactly when the statement triggers record, so every insert and
-- update is recorded by one of them whoever sets the switch. Deletions keep the row trigger.
create function private.record_imported_vehicles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bookkeeping constant text[] := array['id', 'updated_at', 'created_at', 'year_text'];
  actor uuid := (select auth.uid());
  actor_label text;
  before_by_id jsonb;
begin
  if current_setting('portal.bulk_load', true) = 'on' then
    return null;
  end if;
  if actor is not null then
    select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
      into actor_label from public.profiles p where p.user_id = actor;
  end if;
  -- The same entries private.record_change writes: each given value of a new vehicle, each
  -- changed value of an updated one with its old value, labelled as private.vehicle_label does.
  if tg_op = 'INSERT' then
    insert into public.change_history (table_name, record_id, action, changes, record_label, actor_id, actor_name, changed_at)
    select 'vehicles', n.id, 'insert',
           (select coalesce(jsonb_object_agg(e.key, jsonb_build_object('new', e.value)), '{}'::jsonb)
              from jsonb_each(to_jsonb(n)) e
             where e.key <> all (bookkeeping) and e.value <> 'null'::jsonb),
           concat_ws(' ', n.year, n.make, n.model) || ' · ' || n.vin, actor, actor_label, least(now(), n.created_at)
      from new_rows n;
  else
    -- Each row's old version is found by its id in one object rather than by a join, whose plan
    -- the transition tables' unknown sizes once made a nested loop (minutes for 10,000 rows).
    select jsonb_object_agg(o.id::text, to_jsonb(o)) into before_by_id from old_rows o;
    insert into public.change_history (table_name, record_id, action, changes, record_label, actor_id, actor_name, changed_at)
    with versions as materialized (
      select n.id, concat_ws(' ', n.year, n.make, n.model) || ' · ' || n.vin as label,
             to_jsonb(n) as after, before_by_id -> (n.id::text) as before
        from new_rows n
    )
    select 'vehicles', v.id, 'update', changed.changes, v.label, actor, actor_label, now()
      from versions v
     cross join lateral (
       select jsonb_object_agg(e.key, jsonb_build_object('old', v.before -> e.key, 'new', e.value)) as changes
         from jsonb_each(v.after) e
        where e.key <> all (bookkeeping) and e.value is distinct from v.before -> e.key
     ) changed
     where changed.changes is not null;
  end if;
  return null;
end;
$$;

drop trigger vehicles_clean_vin on public.vehicles;
create trigger vehicles_clean_vin before insert or update on public.vehicles
  for each row when (new.vin is distinct from upper(btrim(new.vin, E' \t\r\n')))
  execute function private.normalize_vehicle_vin();
drop trigger vehicles_copy_year_text on public.vehicles;
create trigger vehicles_copy_year_text before insert or update on public.vehicles
  for each row when (new.year_text is distinct from new.year::text)
  execute function private.copy_vehicle_year_text();

drop trigger vehicles_record_change on public.vehicles;
create trigger vehicles_record_change after insert or update on public.vehicles
  for each row when (current_setting('portal.vehicle_import', true) is distinct from 'on')
  execute function private.record_change();
create trigger vehicles_record_deletion after delete on public.vehicles
  for each row execute function private.record_change();
create trigger vehicles_record_imported after insert on public.vehicles
  referencing new table as new_rows
  for each statement when (current_setting('portal.vehicle_import', true) = 'on')
  execute function private.record_imported_vehicles();
create trigger vehicles_record_imported_changes after update on public.vehicles
  referencing old table as old_rows new table as new_rows
  for each statement when (current_setting('portal.vehicle_import', true) = 'on')
  execute function private.record_imported_vehicles();

-- One staged row, parsed and judged: the values it gives, the vehicle its VIN names (null: a new
-- vehicle), the columns it changes, and what is wrong with it (`problems`, `[]` when nothing).
create type private.vehicle_import_row as (
  row_number integer, vin text, vehicle_id uuid, changed text[], problems jsonb,
  year integer, make text, model text, color text, mileage integer, purchase_price numeric, sale_price numeric,
  status text, location text, customer_id uuid
);

-- What is wrong with one cell by the file's own rules (length, line breaks, formulas), or null.
create function private.vehicle_import_cell_problem(column_name text, cell text)
returns jsonb
language sql
stable
as $$
  select case
    when cell is null then null
    when char_length(cell) > 200 then jsonb_build_object('column', column_name, 'message',
      format('%s has %s characters; a cell has at most 200.', private.vehicle_import_column_label(column_name), to_char(char_length(cell), 'FM999,999,999')))
    when strpos(cell, E'\n') > 0 or strpos(cell, E'\r') > 0 then jsonb_build_object('column', column_name, 'message',
      format('%s holds a line break; this column takes one line.', private.vehicle_import_column_label(column_name)))
    when column_name in ('vin', 'make', 'model', 'color', 'status', 'location', 'owner_email') and left(btrim(cell), 1) in ('=', '+', '-', '@')
      then jsonb_build_object('column', column_name, 'message',
      format('%s starts with “%s”, which a spreadsheet would run as a formula.', private.vehicle_import_column_label(column_name), left(btrim(cell), 1)))
  end
$$;

revoke all on function private.vehicle_import_cell_problem(text, text) from public;
grant execute on function private.vehicle_import_cell_problem(text, text) to authenticated, service_role;

-- Every staged row of an import, judged. Runs as the caller: reading the rows, vehicles,
-- customers and shipments is subject to their policies. Like the helpers above it has no fixed
-- search_path, so it is inlined and planned for the import it is given: called as a function
-- with its own settings it was planned for any import, and took seven times as long.
create function private.vehicle_import_plan(p_import_id uuid)
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
           case when f.year_text ~ '^\d{1,4}$' and f.year_text::integer between 1900 and 2100 then f.year_text::integer end as new_year,
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
                  then jsonb_build_object('column', 'year', 'message', 'Year must be between 1900 and 2100') end,
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

revoke all on function private.vehicle_import_plan(uuid) from public;
grant execute on function private.vehicle_import_plan(uuid) to authenticated, service_role;

-- Writes judged rows: the new vehicles, then the changed columns of existing ones (only the
-- columns the file gives). As the caller, so the vehicles' policies, constraints and triggers
-- judge every row.
create function private.apply_vehicle_import(plan private.vehicle_import_row[], p_columns text[],
                                             out vehicles_added integer, out vehicles_updated integer)
language plpgsql
set search_path = ''
as $$
declare
  assignments text := (
    select string_agg(format('%I = p.%I', target, target), ', ')
      from (select case c when 'owner_email' then 'customer_id' else c end as target
              from unnest(p_columns) c where c <> 'vin') given
  );
begin
  insert into public.vehicles (vin, year, year_text, make, model, color, mileage, purchase_price, sale_price, status, location, customer_id)
  select p.vin, p.year, p.year::text, p.make, p.model, p.color, p.mileage, p.purchase_price, p.sale_price, p.status, p.location, p.customer_id
    from unnest(plan) p
   where p.vehicle_id is null
   order by p.row_number;
  get diagnostics vehicles_added = row_count;
  vehicles_updated := 0;
  if assignments is not null then
    execute format('update public.vehicles v set %s from unnest($1) p where v.id = p.vehicle_id and cardinality(p.changed) > 0', assignments)
      using plan;
    get diagnostics vehicles_updated = row_count;
  end if;
end;
$$;

revoke all on function private.apply_vehicle_import(private.vehicle_import_row[], text[]) from public;
grant execute on function private.apply_vehicle_import(private.vehicle_import_row[], text[]) to authenticated, service_role;

-- Marks an import committed with its counts and records it in the history as one entry (who,
-- when, which file, how many); the vehicles' own entries are written by their triggers. The
-- staged rows are no longer needed. Only the commit reaches it: no signed-in user is granted
-- these columns.
create function private.finish_vehicle_import(p_import_id uuid, p_added integer, p_updated integer, p_unchanged integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  finished public.vehicle_imports;
  actor_label text;
begin
  perform private.require_vehicle_importer();
  update public.vehicle_imports i
     set committed_at = now(), vehicles_added = p_added, vehicles_updated = p_updated, vehicles_unchanged = p_unchanged
   where i.id = p_import_id and i.created_by = (select auth.uid()) and i.committed_at is null
  returning * into finished;
  if not found then
    raise exception 'This import has already been made' using errcode = 'P0001';
  end if;
  select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
    into actor_label from public.profiles p where p.user_id = finished.created_by;
  insert into public.change_history (table_name, record_id, action, changes, record_label, actor_id, actor_name, changed_at)
  values ('vehicle_imports', finished.id, 'insert',
          jsonb_build_object(
            'file_name', jsonb_build_object('new', finished.file_name),
            'rows', jsonb_build_object('new', finished.row_count),
            'vehicles_added', jsonb_build_object('new', p_added),
            'vehicles_updated', jsonb_build_object('new', p_updated),
            'vehicles_unchanged', jsonb_build_object('new', p_unchanged)),
          format('Vehicle import · %s', finished.file_name), finished.created_by, actor_label, now());
  delete from public.vehicle_import_rows r where r.import_id = p_import_id;
end;
$$;

revoke all on function private.finish_vehicle_import(uuid, integer, integer, integer) from public;
grant execute on function private.finish_vehicle_import(uuid, integer, integer, integer) to authenticated, service_role;

-- The refusal of a whole import: the first refused rows in the message, up to 50 problems in the
-- detail as JSON (`[{"row": 4, "column": "make", "message": "…"}]`) for the screen to list.
create function private.refuse_vehicle_import(refused jsonb, refused_rows integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  named text := (
    select string_agg(format('row %s%s: %s', r ->> 'row',
                             coalesce(', ' || private.vehicle_import_column_label(r ->> 'column'), ''), r ->> 'message'), '; ')
      from (select r from jsonb_array_elements(refused) r limit 3) first_rows
  );
begin
  raise exception '%', format('Nothing was imported: %s%s', named,
                               case when refused_rows > 1 then format(' (%s rows refused)', refused_rows) else '' end)
    using errcode = 'P0001',
          detail = (select jsonb_agg(r) from (select r from jsonb_array_elements(refused) r limit 50) first_fifty)::text;
end;
$$;

revoke all on function private.refuse_vehicle_import(jsonb, integer) from public;
grant execute on function private.refuse_vehicle_import(jsonb, integer) to authenticated, service_role;

-- Commits a staged import in one transaction, as the caller: every row is judged again, and if
-- any is refused nothing is written and the refusal names the first ones. A row the vehicles'
-- own constraints or triggers refuse is found by applying the rows one at a time, so it is
-- named too rather than failing the import with a bare error. Its own statement timeout, which
-- PostgREST hoists for the call, allows for 10,000 rows on a slow database: a hosted project
-- commits them in a few seconds, the embedded one in several more.
create function public.commit_vehicle_import(p_import_id uuid)
returns table (vehicles_added integer, vehicles_updated integer, vehicles_unchanged integer)
language plpgsql
set search_path = ''
set statement_timeout = '60s'
as $$
declare
  staged_import public.vehicle_imports;
  plan private.vehicle_import_row[];
  refused jsonb;
  refused_rows integer;
  added integer := 0;
  updated integer := 0;
  one_row private.vehicle_import_row;
  failure text;
begin
  perform private.require_vehicle_importer();
  select * into staged_import from public.vehicle_imports i where i.id = p_import_id and i.created_by = (select auth.uid());
  if not found then
    raise exception 'This import was not found; choose the file again' using errcode = 'P0002';
  end if;
  if staged_import.committed_at is not null then
    raise exception 'This import has already been made' using errcode = 'P0001';
  end if;

  -- Planned afresh for this import each time (a cached generic plan does not know its size).
  execute 'select array(select p from private.vehicle_import_plan($1) p)' into plan using p_import_id;
  if cardinality(plan) <> staged_import.row_count then
    raise exception 'Only % of the file''s % rows arrived, so nothing was imported; choose the file again',
      cardinality(plan), staged_import.row_count using errcode = 'P0001';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('row', p.row_number, 'column', e.problem ->> 'column', 'message', e.problem ->> 'message')
                            order by p.row_number, e.n), '[]'::jsonb),
         count(distinct p.row_number)
    into refused, refused_rows
    from unnest(plan) p, jsonb_array_elements(p.problems) with ordinality as e(problem, n);
  if refused_rows > 0 then
    perform private.refuse_vehicle_import(refused, refused_rows);
  end if;

  perform set_config('portal.vehicle_import', 'on', true);
  begin
    select a.vehicles_added, a.vehicles_updated into added, updated from private.apply_vehicle_import(plan, staged_import.columns) a;
  exception when others then
    refused := '[]'::jsonb;
    added := 0;
    updated := 0;
    foreach one_row in array plan loop
      begin
        select added + a.vehicles_added, updated + a.vehicles_updated into added, updated
          from private.apply_vehicle_import(array[one_row], staged_import.columns) a;
      exception when others then
        get stacked diagnostics failure = message_text;
        refused := refused || jsonb_build_array(jsonb_build_object('row', one_row.row_number, 'column', null, 'message', failure));
        exit when jsonb_array_length(refused) >= 5;
      end;
    end loop;
    if jsonb_array_length(refused) > 0 then
      perform private.refuse_vehicle_import(refused, jsonb_array_length(refused));
    end if;
  end;

  perform set_config('portal.vehicle_import', 'off', true);
  perform private.finish_vehicle_import(p_import_id, added, updated, cardinality(plan) - added - updated);
  return query select added, updated, cardinality(plan) - added - updated;
end;
$$;

revoke all on function public.commit_vehicle_import(uuid) from public, anon;
grant execute on function public.commit_vehicle_import(uuid) to authenticated, service_role;
