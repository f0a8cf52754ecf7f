-- The demo business grown to a given number of vehicles, for measuring the portal at scale.
-- Run after seed.sql with the vehicle count in the setting `portal.seed_scale`; the embedded
-- backend does this for `npm run serve -- --scale 100000` (or LOCAL_SUPABASE_SCALE=100000), and
-- on a hosted project: PGOPTIONS='-c portal.seed_scale=100000' psql -1 "$DATABASE_URL" -f supabase/seed-scale.sql
--
-- Deterministic: every value is derived from a row number, as in seed.sql. The demo rows keep
-- their numbers and stay the newest; the added ones continue each id pattern and are older.
-- Proportions follow the demo business: per 100 vehicles, 30 customers, 24 shipments (each with
-- a container), 64 documents and 60 communications. Running it again adds only what is missing.

-- Rows added for measuring are not business events: the change history leaves them out.
select set_config('portal.bulk_load', 'on', true);

create or replace function pg_temp.seed_id(prefix text, n integer) returns uuid
language sql immutable as $$
  select (prefix || '-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
$$;

create temporary table scale on commit drop as
select v as vehicles, v * 30 / 100 as customers, v * 24 / 100 as shipments,
       v * 64 / 100 as documents, v * 60 / 100 as communications,
       exists (select 1 from public.vehicles where id = pg_temp.seed_id('a0000000', v)) as done
  from (select coalesce(nullif(current_setting('portal.seed_scale', true), ''), '0')::integer as v) as setting;

-- The customer number that owns row n of a scaled table: one of the added customers when
-- there are any, otherwise one of the demo customers without a login.
create or replace function pg_temp.owner(n integer, customers integer) returns uuid
language sql immutable as $$
  select case when customers > 30 then pg_temp.seed_id('c0000000', 31 + n % (customers - 30))
              else pg_temp.seed_id('c0000000', 3 + n % 28) end
$$;

insert into public.customers (id, first_name, last_name, company_name, customer_type, email, phone,
                              address_line1, city, province, postal_code, created_at)
select pg_temp.seed_id('c0000000', n),
       first_names[n % 30 + 1], last_names[(n / 30) % 30 + 1],
       case when n % 3 = 1 then last_names[(n / 30) % 30 + 1] || ' Auto Exports Inc.'
            when n % 3 = 2 then last_names[(n / 30) % 30 + 1] || ' Motors' end,
       (array['individual', 'business', 'dealer'])[n % 3 + 1],
       lower(first_names[n % 30 + 1] || '.' || last_names[(n / 30) % 30 + 1]) || n || '@example.ca',
       '(' || (array['514', '604', '416', '403', '902'])[n % 5 + 1] || ') 555-' || lpad((n % 10000)::text, 4, '0'),
       (100 + n % 900) || ' ' || (array['King Street West', 'Granville Street', 'Portage Avenue', 'Jasper Avenue'])[n % 4 + 1],
       (array['Montréal', 'Vancouver', 'Toronto', 'Calgary', 'Halifax'])[n % 5 + 1],
       (array['QC', 'BC', 'ON', 'AB', 'NS'])[n % 5 + 1],
       (array['H2X', 'V6B', 'M5V', 'T2P', 'B3H'])[n % 5 + 1] || ' ' || n % 10 || substr('ABCEGHJKLMNPRSTVWXYZ', n % 20 + 1, 1) || (n * 3) % 10,
       now() - interval '1 year' - (n - 30) * interval '17 minutes'
from scale,
     generate_series(31, scale.customers) as n,
     (select array['Olivia', 'Liam', 'Emma', 'Noah', 'Charlotte', 'William', 'Amelia', 'Lucas',
                   'Sophie', 'Benjamin', 'Chloé', 'Jacob', 'Maya', 'Ethan', 'Léa', 'Mohammed',
                   'Ava', 'Daniel', 'Zoé', 'Arjun', 'Isla', 'Thomas', 'Priya', 'Gabriel', 'Hannah',
                   'Kwame', 'Mei', 'Samuel', 'Aaliyah', 'Félix'] as first_names,
             array['Tremblay', 'Chen', 'Roy', 'Singh', 'Gauthier', 'MacDonald', 'Wilson', 'Côté',
                   'Nguyen', 'Campbell', 'Bouchard', 'Patel', 'Fraser', 'Martin', 'Lavoie', 'Ahmed',
                   'Thompson', 'Kim', 'Bélanger', 'Sharma', 'Stewart', 'Leblanc', 'Gill', 'Pelletier',
                   'Brown', 'Mensah', 'Wong', 'Okafor', 'Lee', 'Girard'] as last_names) as lists
where not scale.done
on conflict do nothing;

-- Statuses cycle as in seed.sql; only sold, reserved and shipped vehicles have a customer.
-- Purchase and sale dates follow seed.sql's rule: bought 9 to 118 days before being recorded, a
-- sold or shipped vehicle sold when recorded. The added vehicles are older than a year, so their
-- sales fall before the last twelve months the reports open with.
-- VINs are built as in seed.sql; the row number as six-digit serial keeps them unique.
insert into public.vehicles (id, customer_id, year, make, model, vin, color, mileage, purchase_price,
                             sale_price, status, location, created_at, purchased_on, sold_at)
select pg_temp.seed_id('a0000000', v.n),
       case when v.status in ('sold', 'reserved', 'shipped') then pg_temp.owner(v.n, v.customers) end,
       v.year,
       models[(v.n - 1) % 14 + 1][1], models[(v.n - 1) % 14 + 1][2],
       private.vin_with_check_digit(models[(v.n - 1) % 14 + 1][3] || '0'
         || substr('ABCDEFGHJKLMNPRSTVWXY123456789', (v.year - 1980) % 30 + 1, 1)
         || models[(v.n - 1) % 14 + 1][4] || lpad(v.n::text, 6, '0')),
       colors[(v.n - 1) % 8 + 1],
       12000 + (v.n * 7919) % 140000,
       v.cost, round(v.cost * (1.14 + (v.n % 7) * 0.02), 2),
       v.status,
       case when v.status = 'shipped' then 'At sea' else yards[(v.n - 1) % 4 + 1] end,
       now() - interval '1 year' - (v.n - 100) * interval '5 minutes',
       ((now() - interval '1 year' - (v.n - 100) * interval '5 minutes') at time zone 'America/Toronto')::date - v.days_in_stock,
       case when v.status in ('sold', 'shipped') then now() - interval '1 year' - (v.n - 100) * interval '5 minutes' end
from (
  select n, scale.customers,
         2012 + (n * 7) % 13 as year,
         (9000 + (n * 1379) % 38000)::numeric(12, 2) as cost,
         9 + (n * 37) % 110 as days_in_stock,
         (array['available', 'sold', 'shipped', 'available', 'reserved', 'available',
                'shipped', 'sold', 'inspection', 'available'])[n % 10 + 1] as status
    from scale, generate_series(101, scale.vehicles) as n
   where not scale.done
) as v,
(select array[['Toyota', 'Camry', '4T1B11HK', 'U'], ['Honda', 'Civic', '2HGFC2F5', 'H'],
              ['Ford', 'F-150', '1FTEW1EP', 'F'], ['Chevrolet', 'Silverado', '1GCUYDED', 'Z'],
              ['Toyota', 'RAV4', '2T3W1RFV', 'W'], ['Honda', 'CR-V', '2HKRW2H8', 'H'],
              ['Nissan', 'Rogue', '5N1AT2MV', 'C'], ['Hyundai', 'Tucson', '5NMJBCAE', 'H'],
              ['Subaru', 'Outback', '4S4BTANC', '3'], ['Mazda', 'CX-5', 'JM3KFBCM', '0'],
              ['Lexus', 'RX 350', '2T2BZMCA', 'C'], ['Jeep', 'Wrangler', '1C4BJWDG', 'L'],
              ['BMW', 'X5', '5UXCR6C5', 'L'], ['Mercedes-Benz', 'GLE 350', '4JGFB4JB', 'A']] as models,
        array['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Beige'] as colors,
        array['Toronto Yard', 'Montréal Yard', 'Vancouver Yard', 'Halifax Port'] as yards
) as lists
on conflict do nothing;

update public.customers c
   set total_purchases = s.total
  from (select customer_id, sum(sale_price) as total from public.vehicles
         where status in ('sold', 'shipped') and customer_id is not null
         group by customer_id) s, scale
 where c.id = s.customer_id and not scale.done;

insert into public.shipments (id, customer_id, shipment_number, booking_number, status, origin_port,
                              destination_port, vessel_name, voyage_number, estimated_departure,
                              estimated_arrival, actual_departure, actual_arrival, shipping_cost,
                              total_cost, created_at)
select pg_temp.seed_id('b0000000', s.n), pg_temp.owner(s.n, s.customers),
       'SHP-' || (1000 + s.n),
       case when s.status <> 'planning' then 'BKG' || (704000 + s.n * 37) end,
       s.status,
       origins[(s.n - 1) % 5 + 1], destinations[(s.n - 1) % 10 + 1],
       vessels[(s.n - 1) % 8 + 1], 'V' || (100 + s.n % 900) || 'E',
       current_date + s.departs, current_date + s.departs + 28,
       case when s.status in ('in_transit', 'delivered') then current_date + s.departs end,
       case when s.status = 'delivered' then current_date + s.departs + transit_days[(s.n - 1) % 10 + 1] + s.n % 4 end,
       2500 + (s.n * 173) % 2000,
       2500 + (s.n * 173) % 2000 + 650 + (s.n * 911) % 4000,
       now() - interval '1 year' - (s.n - 24) * interval '21 minutes'
from (
  select n, scale.customers, status,
         case status when 'planning' then 20 + n % 60 when 'booked' then 7 + n % 5
                     when 'loading' then 2 when 'in_transit' then -10 - n % 7
                     when 'delivered' then -60 - n % 300 else 14 end as departs
    from scale, generate_series(25, scale.shipments) as n,
         lateral (select (array['planning', 'booked', 'loading', 'in_transit', 'delivered', 'cancelled'])
                         [(n + 2) % 6 + 1] as status) as st
   where not scale.done
) as s,
(select array['Halifax', 'Montréal', 'Vancouver', 'Saint John', 'Prince Rupert'] as origins,
        array['Lagos', 'Tema', 'Jebel Ali', 'Rotterdam', 'Antwerp', 'Mombasa', 'Kingston',
              'Port Louis', 'Cotonou', 'Bremerhaven'] as destinations,
        array[24, 22, 31, 11, 12, 34, 9, 37, 23, 13] as transit_days,
        array['MSC Aurora', 'Maersk Halifax', 'CMA CGM Tage', 'Hapag Bremen', 'ONE Harmony',
              'Evergreen Ever Lucky', 'ZIM Vancouver', 'Atlantic Star'] as vessels
) as lists
on conflict do nothing;

-- One container per added shipment, numbered after the demo's thirty.
insert into public.containers (id, shipment_id, container_number, container_type, status, location,
                               capacity, created_at)
select pg_temp.seed_id('cc000000', s.n + 6), s.id,
       (select code || private.iso6346_check_digit(code)
          from (select (array['TGHU', 'SEGU', 'TCLU', 'GESU'])[s.n % 4 + 1] || lpad(s.n::text, 6, '0') as code) as serial),
       (array['20ft Standard', '40ft Standard', '40ft High Cube'])[s.n % 3 + 1],
       case s.status when 'booked' then 'loading' when 'loading' then 'loading'
                     when 'in_transit' then 'in_transit' else 'available' end,
       case when s.status = 'in_transit' then 'At sea → ' || s.destination_port
            else 'Port of ' || s.origin_port end,
       (array[2, 4, 4])[s.n % 3 + 1],
       s.created_at
from (select sh.*, substr(sh.shipment_number, 5)::integer - 1000 as n
        from public.shipments sh, scale
       where not scale.done and sh.id >= pg_temp.seed_id('b0000000', 25)
         and sh.id <= pg_temp.seed_id('b0000000', scale.shipments)) as s
on conflict do nothing;

-- Each added document belongs to a sold vehicle and its customer; those needing a shipment
-- name one of that customer's when the customer has one among the added shipments.
insert into public.documents (id, customer_id, vehicle_id, shipment_id, document_name, document_number,
                              document_type, issue_date, expiry_date, file_size, notes, created_at)
select pg_temp.seed_id('d0c00000', d.n),
       case when d.vehicle <= d.vehicles then pg_temp.owner(d.vehicle, d.customers) end,
       case when d.vehicle <= d.vehicles then pg_temp.seed_id('a0000000', d.vehicle) end,
       case when d.document_type in ('bill_of_lading', 'customs', 'export_permit', 'insurance')
             and d.customers > 30 and d.vehicle % (d.customers - 30) between 25 and d.shipments
            then pg_temp.seed_id('b0000000', d.vehicle % (d.customers - 30)) end,
       replace(initcap(replace(d.document_type, '_', ' ')), ' Of ', ' of ') || ' ' || to_char(d.n, 'FM000000'),
       upper(left(d.document_type, 3)) || '-' || (2026000 + d.n * 13),
       d.document_type,
       current_date - (30 + d.n % 700),
       case ((d.n - 1) / 2) % 4
         when 0 then current_date - (3 + d.n % 40)
         when 1 then current_date + (2 + d.n % 27)
         when 2 then current_date + (60 + d.n % 500)
       end,
       52000 + (d.n::bigint * 104729) % 4800000,
       case when d.n % 9 = 0 then 'Original kept at the Montréal office.' end,
       now() - interval '1 year' - (d.n - 64) * interval '8 minutes'
from (
  select n, scale.vehicles, scale.customers, scale.shipments,
         10 * (10 + n % greatest((scale.vehicles - 100) / 10, 1)) + 1 as vehicle,
         (array['title', 'invoice', 'bill_of_lading', 'insurance', 'inspection', 'export_permit',
                'customs', 'other'])[(n - 1) % 8 + 1] as document_type
    from scale, generate_series(65, scale.documents) as n
   where not scale.done
) as d
on conflict do nothing;

insert into public.communications (id, customer_id, subject, message, direction, communication_type,
                                   read_status, created_at)
select pg_temp.seed_id('e0000000', n), pg_temp.owner(n, scale.customers),
       case when n % 4 = 2 then 'Re: Customer Inquiry' else subjects[(n - 1) % 6 + 1] end,
       case when n % 4 = 2 then replies[(n - 1) % 3 + 1] else messages[(n - 1) % 6 + 1] end,
       case when n % 4 = 2 then 'outbound' else 'inbound' end,
       case when n % 4 = 2 then 'email' else (array['email', 'phone', 'email', 'sms'])[(n - 1) % 4 + 1] end,
       n % 4 in (1, 2),
       now() - interval '60 days' - (n - 60) * interval '9 minutes'
from scale,
     generate_series(61, scale.communications) as n,
     (select array['Shipping quote request', 'Documentation question', 'Vehicle availability',
                   'Payment confirmation', 'Tracking update', 'Customs clearance'] as subjects,
             array['Could you send me a quote for shipping an SUV to Lagos next month?',
                   'Which documents do I need to provide for the export permit?',
                   'Is the silver RAV4 on your Toronto lot still available?',
                   'I sent the wire transfer this morning, please confirm receipt.',
                   'When is my container expected to arrive at the destination port?',
                   'The broker asked for the commercial invoice again, can you resend it?'] as messages,
             array['Thank you for your message. Our team will follow up within one business day.',
                   'We have attached the requested documents to your account.',
                   'Your shipment is on schedule; we will send the bill of lading once loaded.'] as replies
    ) as lists
where not scale.done
on conflict do nothing;

-- The planner needs the new sizes to choose the indexes over a full scan.
analyze public.customers, public.vehicles, public.shipments, public.containers, public.documents,
        public.communications;
