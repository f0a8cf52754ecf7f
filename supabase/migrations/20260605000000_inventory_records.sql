-- The admin's Vehicle Inventory export, written by the database: each vehicle comes with its CSV
-- record, so the browser joins text and never builds a hundred thousand rows of values. The
-- records follow the portal's CSV rules (RFC 4180 quoting; text a spreadsheet would run as a
-- formula gets a leading apostrophe unless it is a plain number) and hold what the inventory's
-- columns show, in their order: year, make, model, VIN, status, mileage, sale price, colour,
-- location, owner, added, purchase price. Numbers are written as the browser writes the numbers
-- it reads (no trailing zeros), moments as the API sends them.

-- One text field of a record. Each argument is used once and nothing sets a search path, so
-- Postgres inlines it into the query: no function call per field.
create function private.csv_text(value text)
returns text
language sql
immutable
parallel safe
return coalesce(
  regexp_replace(
    replace(regexp_replace(value, '^(?!-?[0-9]+(\.[0-9]+)?$)(?=[=+@\t\r-])', ''''), '"', '""'),
    '^(?=.*[",\r\n])(.*)$',
    '"\1"'
  ),
  ''
);

-- A number field: the number as JavaScript prints it (25000.50 is "25000.5"), empty for none.
create function private.csv_number(value numeric)
returns text
language sql
immutable
parallel safe
return coalesce(trim_scale(value)::text, '');

-- A name as the portal shows it: the company, else the first and last names; white space around
-- trimmed. Stable rather than immutable, as concat_ws is, so that it too is inlined.
create function private.display_name(first_name text, last_name text, company_name text)
returns text
language sql
stable
parallel safe
return coalesce(
  nullif(regexp_replace(company_name, '^\s+|\s+$', '', 'g'), ''),
  nullif(concat_ws(' ', nullif(regexp_replace(first_name, '^\s+|\s+$', '', 'g'), ''), nullif(regexp_replace(last_name, '^\s+|\s+$', '', 'g'), '')), '')
);

-- Like vehicle_directory, it reads with its owner's rights (the purchase price is granted to no
-- API role) and carries its own rule, checked once per query: only an admin reads it. Its other
-- columns are the directory's, so the inventory's search, filters and orders apply unchanged.
create view public.vehicle_inventory_records as
select v.id,
       v.customer_id,
       v.year,
       v.year_text,
       v.make,
       v.model,
       v.vin,
       v.color,
       v.mileage,
       v.sale_price,
       v.status,
       v.location,
       v.created_at,
       concat_ws(
         ',',
         private.csv_number(v.year),
         private.csv_text(v.make),
         private.csv_text(v.model),
         private.csv_text(v.vin),
         coalesce(case v.status
                    when 'available' then 'Available'
                    when 'sold' then 'Sold'
                    when 'reserved' then 'Reserved'
                    when 'shipped' then 'Shipped'
                    when 'inspection' then 'Inspection'
                  end, ''),
         private.csv_number(v.mileage),
         private.csv_number(v.sale_price),
         private.csv_text(v.color),
         private.csv_text(v.location),
         private.csv_text(private.display_name(c.first_name, c.last_name, c.company_name)),
         private.csv_text(to_json(v.created_at) #>> '{}'),
         private.csv_number(v.purchase_price)
       ) as csv_record
  from public.vehicles v
  left join public.customers c on c.id = v.customer_id
 where (select private.current_user_role()) = 'admin';

revoke all on public.vehicle_inventory_records from anon, authenticated;
grant select on public.vehicle_inventory_records to authenticated;
