-- The demo business. Deterministic: every value is derived from a row
-- number, and dates are relative to the day the seed runs, so document validity,
-- "today's messages" and monthly revenue always have something to show.
-- Ids follow fixed patterns so tests and the demo-users function can find rows:
--   customers  c0000000-0000-4000-8000-<n>   (1 = client1, 2 = client2)
--   vehicles   a0000000-…, shipments b0000000-…, containers cc000000-…,
--   documents  d0c00000-… (export papers d0cf0000-…), communications e0000000-… (a call, a quote
--   request and a bounced reply ee000000-…), notifications from the shipments and messages,
--   transactions f0000000-…, vehicle tasks aa000000-…

create or replace function pg_temp.seed_id(prefix text, n integer) returns uuid
language sql immutable as $$
  select (prefix || '-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
$$;

-- Demo accounts, as listed in shared-domain/src/demoAccounts.json (a test compares the two).
-- Their ids are fixed: the create-demo-users function recognises them by id, never by e-mail.
-- The profile is created by the sign-up trigger as a client; admin and staff are promoted
-- afterwards, as an admin would.
create temporary table demo_account (
  id uuid, role text, email text, password text, first_name text, last_name text, company text, phone text
);
insert into demo_account values
  ('ad000000-0000-4000-8000-000000000001', 'admin', 'admin@demo.test', 'DemoAdmin!2026', 'Avery', 'Morgan', 'Northern Export Co.', '416-555-0100'),
  ('ad000000-0000-4000-8000-000000000002', 'staff', 'staff@demo.test', 'DemoStaff!2026', 'Sam', 'Gagnon', 'Northern Export Co.', '416-555-0101'),
  ('ad000000-0000-4000-8000-000000000003', 'client', 'client1@demo.test', 'DemoClient1!2026', 'Olivia', 'Tremblay', null, null),
  ('ad000000-0000-4000-8000-000000000004', 'client', 'client2@demo.test', 'DemoClient2!2026', 'Liam', 'Chen', 'Pacific Rim Motors Ltd.', null);

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select a.id, 'authenticated', 'authenticated', a.email,
       extensions.crypt(a.password, extensions.gen_salt('bf')), now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name, 'company', a.company),
       now() - interval '400 days', now()
from demo_account a;

update public.profiles p
   set role = a.role, phone = a.phone
  from demo_account a
 where p.user_id = a.id and a.role <> 'client';

insert into public.demo_account_ledger (user_id, email) select id, email from demo_account;
drop table demo_account;

-- Hosted Supabase's auth schema has more than the local one: identities for
-- e-mail sign-in and token columns GoTrue expects to be empty strings.
do $$
begin
  if to_regclass('auth.identities') is not null then
    execute $sql$
      insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
      select u.id::text, u.id,
             jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
             'email', now(), now()
        from auth.users u
       where u.email like '%@demo.test'
      on conflict do nothing
    $sql$;
  end if;
  if exists (select 1 from information_schema.columns
              where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmation_token') then
    execute $sql$
      update auth.users
         set confirmation_token = coalesce(confirmation_token, ''),
             recovery_token = coalesce(recovery_token, ''),
             email_change = coalesce(email_change, ''),
             email_change_token_new = coalesce(email_change_token_new, ''),
             instance_id = coalesce(instance_id, '00000000-0000-0000-0000-000000000000')
       where email like '%@demo.test'
    $sql$;
  end if;
end;
$$;

insert into public.customers (id, user_id, first_name, last_name, company_name, customer_type, email,
                              phone, address_line1, city, province, postal_code, notes, created_at)
select pg_temp.seed_id('c0000000', n),
       case n when 1 then pg_temp.seed_id('ad000000', 3) when 2 then pg_temp.seed_id('ad000000', 4) end,
       first_names[n], last_names[n],
       case when n = 1 then null
            when n = 2 then 'Pacific Rim Motors Ltd.'
            when n % 3 = 1 then last_names[n] || ' Auto Exports Inc.'
            when n % 3 = 2 then last_names[n] || ' Motors'
       end,
       case when n = 1 then 'individual' when n = 2 then 'business'
            when n % 3 = 0 then 'individual' when n % 3 = 1 then 'business' else 'dealer' end,
       case n when 1 then 'client1@demo.test' when 2 then 'client2@demo.test'
              else lower(first_names[n] || '.' || last_names[n]) || '@example.ca' end,
       '(' || area_codes[(n - 1) % 10 + 1] || ') 555-' || lpad((1000 + n * 37)::text, 4, '0'),
       (100 + n * 17) || ' ' || streets[(n - 1) % 8 + 1],
       cities[(n - 1) % 10 + 1], provinces[(n - 1) % 10 + 1],
       postal_prefixes[(n - 1) % 10 + 1] || ' ' || n % 10 || substr('ABCEGHJKLMNPRSTVWXYZ', n % 20 + 1, 1) || (n * 3) % 10,
       case when n % 5 = 0 then 'Prefers shipments through Halifax.' end,
       now() - (n * interval '11 days')
from generate_series(1, 30) as n,
     (select array['Olivia', 'Liam', 'Emma', 'Noah', 'Charlotte', 'William', 'Amelia', 'Lucas',
                   'Sophie', 'Benjamin', 'Chloé', 'Jacob', 'Maya', 'Ethan', 'Léa', 'Mohammed',
                   'Ava', 'Daniel', 'Zoé', 'Arjun', 'Isla', 'Thomas', 'Priya', 'Gabriel', 'Hannah',
                   'Kwame', 'Mei', 'Samuel', 'Aaliyah', 'Félix'] as first_names,
             array['Tremblay', 'Chen', 'Roy', 'Singh', 'Gauthier', 'MacDonald', 'Wilson', 'Côté',
                   'Nguyen', 'Campbell', 'Bouchard', 'Patel', 'Fraser', 'Martin', 'Lavoie', 'Ahmed',
                   'Thompson', 'Kim', 'Bélanger', 'Sharma', 'Stewart', 'Leblanc', 'Gill', 'Pelletier',
                   'Brown', 'Mensah', 'Wong', 'Okafor', 'Lee', 'Girard'] as last_names,
             array['Montréal', 'Vancouver', 'Toronto', 'Calgary', 'Halifax', 'Ottawa', 'Winnipeg',
                   'Québec', 'Edmonton', 'Saskatoon'] as cities,
             array['QC', 'BC', 'ON', 'AB', 'NS', 'ON', 'MB', 'QC', 'AB', 'SK'] as provinces,
             array['H2X', 'V6B', 'M5V', 'T2P', 'B3H', 'K1P', 'R3C', 'G1R', 'T5J', 'S7K'] as postal_prefixes,
             array['514', '604', '416', '403', '902', '613', '204', '418', '780', '306'] as area_codes,
             array['Rue Sainte-Catherine', 'Granville Street', 'King Street West', 'Stephen Avenue',
                   'Barrington Street', 'Wellington Street', 'Portage Avenue', 'Jasper Avenue'] as streets
    ) as lists;

-- Vehicles 1–3 belong to client1 and 4–6 to client2; the rest cycle through every
-- status, and only sold, reserved and shipped vehicles have a customer.
-- VINs are valid ones of their make and model year: a manufacturer code and descriptor of the
-- model (a letter 7th, as North American VINs from 2010 have), the check digit, the model-year
-- code, a plant code and the row number as serial, which keeps them unique.
insert into public.vehicles (id, customer_id, year, make, model, vin, color, mileage, purchase_price,
                             sale_price, status, location, created_at)
select pg_temp.seed_id('a0000000', v.n),
       case when v.n <= 3 then pg_temp.seed_id('c0000000', 1)
            when v.n <= 6 then pg_temp.seed_id('c0000000', 2)
            when v.status in ('sold', 'reserved', 'shipped') then pg_temp.seed_id('c0000000', 3 + v.n % 28)
       end,
       v.year,
       models[(v.n - 1) % 14 + 1][1], models[(v.n - 1) % 14 + 1][2],
       private.vin_with_check_digit(models[(v.n - 1) % 14 + 1][3] || '0'
         || substr('ABCDEFGHJKLMNPRSTVWXY123456789', (v.year - 1980) % 30 + 1, 1)
         || models[(v.n - 1) % 14 + 1][4] || lpad(v.n::text, 6, '0')),
       colors[(v.n - 1) % 8 + 1],
       12000 + (v.n * 7919) % 140000,
       v.cost, round(v.cost * (1.14 + (v.n % 7) * 0.02), 2),
       v.status,
       case when v.status = 'shipped' then 'At sea'
            else yards[(v.n - 1) % 4 + 1] end,
       now() - ((v.n - 1) * interval '3 days 14 hours')
from (
  select n,
         2012 + (n * 7) % 13 as year,
         (9000 + (n * 1379) % 38000)::numeric(12, 2) as cost,
         case when n <= 6 then (array['sold', 'shipped', 'reserved', 'shipped', 'sold', 'reserved'])[n]
              else (array['available', 'sold', 'shipped', 'available', 'reserved', 'available',
                          'shipped', 'sold', 'inspection', 'available'])[n % 10 + 1]
         end as status
  from generate_series(1, 100) as n
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
) as lists;

update public.customers c
   set total_purchases = coalesce((
         select sum(v.sale_price) from public.vehicles v
          where v.customer_id = c.id and v.status in ('sold', 'shipped')), 0);

-- Shipments cycle through every status; 1 and 10 are client1's, 2 and 11 client2's.
insert into public.shipments (id, customer_id, shipment_number, booking_number, status, origin_port,
                              destination_port, vessel_name, voyage_number, estimated_departure,
                              estimated_arrival, actual_departure, actual_arrival, shipping_cost,
                              total_cost, created_at)
select pg_temp.seed_id('b0000000', s.n),
       case when s.n in (1, 10) then pg_temp.seed_id('c0000000', 1)
            when s.n in (2, 11) then pg_temp.seed_id('c0000000', 2)
            else pg_temp.seed_id('c0000000', 3 + (s.n * 7) % 28) end,
       'SHP-' || (1000 + s.n),
       case when s.status <> 'planning' then 'BKG' || (704000 + s.n * 37) end,
       s.status,
       origins[(s.n - 1) % 5 + 1], destinations[(s.n - 1) % 10 + 1],
       vessels[(s.n - 1) % 8 + 1], 'V' || (100 + s.n) || 'E',
       current_date + s.departs, current_date + s.departs + 28,
       case when s.status in ('in_transit', 'delivered') then current_date + s.departs end,
       case when s.status = 'delivered' then current_date + s.departs + 30 end,
       2500 + (s.n * 173) % 2000,
       2500 + (s.n * 173) % 2000 + 650 + (s.n * 911) % 4000,
       now() - (s.n * interval '9 days')
from (
  select n, status,
         case status when 'planning' then 20 + n when 'booked' then 7 + n % 5
                     when 'loading' then 2 when 'in_transit' then -10 - n % 7
                     when 'delivered' then -60 - n else 14 end as departs
  from generate_series(1, 24) as n,
       lateral (select (array['planning', 'booked', 'loading', 'in_transit', 'delivered', 'cancelled'])
                       [(n + 2) % 6 + 1] as status) as st
) as s,
(select array['Halifax', 'Montréal', 'Vancouver', 'Saint John', 'Prince Rupert'] as origins,
        array['Lagos', 'Tema', 'Jebel Ali', 'Rotterdam', 'Antwerp', 'Mombasa', 'Kingston',
              'Port Louis', 'Cotonou', 'Bremerhaven'] as destinations,
        array['MSC Aurora', 'Maersk Halifax', 'CMA CGM Tage', 'Hapag Bremen', 'ONE Harmony',
              'Evergreen Ever Lucky', 'ZIM Vancouver', 'Atlantic Star'] as vessels
) as lists;

-- One container per shipment, its status following the shipment, plus six empty
-- ones waiting in port. Numbers end in their ISO 6346 check digit, as the database requires.
insert into public.containers (id, shipment_id, container_number, container_type, status, location,
                               capacity, created_at)
select pg_temp.seed_id('cc000000', n),
       case when n <= 24 then pg_temp.seed_id('b0000000', n) end,
       (select code || private.iso6346_check_digit(code)
          from (select (array['MSCU', 'MAEU', 'CMAU', 'HLXU'])[(n - 1) % 4 + 1]
                       || lpad(((3100000 + n * 4127) / 10)::text, 6, '0') as code) as serial),
       (array['20ft Standard', '40ft Standard', '40ft High Cube'])[(n - 1) % 3 + 1],
       coalesce((select case s.status when 'booked' then 'loading' when 'loading' then 'loading'
                                      when 'in_transit' then 'in_transit' else 'available' end
                   from public.shipments s where s.id = pg_temp.seed_id('b0000000', n)), 'available'),
       coalesce((select case when s.status = 'in_transit' then 'At sea → ' || s.destination_port
                             else 'Port of ' || s.origin_port end
                   from public.shipments s where s.id = pg_temp.seed_id('b0000000', n)),
                'Port of Halifax'),
       (array[2, 4, 4])[(n - 1) % 3 + 1],
       now() - (n * interval '8 days')
from generate_series(1, 30) as n;

-- Each shipment carries vehicles of its customer, as many as its container holds: a departed or
-- delivered one carries shipped vehicles, the others sold or reserved ones; no vehicle is in two
-- active shipments. Client1's SHP-1001 (in transit) and SHP-1010 (planning) and client2's
-- SHP-1002 (delivered) and SHP-1011 (booked) carry their vehicles.
do $$
declare
  shipment record;
begin
  for shipment in
    select s.id, s.customer_id, s.status, c.capacity
      from public.shipments s join public.containers c on c.shipment_id = s.id
     order by s.shipment_number
  loop
    insert into public.shipment_vehicles (shipment_id, vehicle_id, added_at)
    select shipment.id, v.id, now() - interval '1 day'
      from public.vehicles v
     where v.customer_id = shipment.customer_id
       and v.status = any (case when shipment.status in ('in_transit', 'delivered') then array['shipped']
                                else array['sold', 'reserved'] end)
       and not exists (select 1 from public.shipment_vehicles sv where sv.vehicle_id = v.id)
     order by v.id
     limit shipment.capacity;
  end loop;
end;
$$;

-- Documents 1–8 alternate between client1 and client2; each pair of rows shares a
-- validity state: expired, expiring within 30 days, valid, no expiry.
insert into public.documents (id, customer_id, vehicle_id, shipment_id, document_name, document_number,
                              document_type, issue_date, expiry_date, file_size, notes, created_at)
select pg_temp.seed_id('d0c00000', d.n), d.customer_id,
       (select v.id from public.vehicles v where v.customer_id = d.customer_id order by v.id limit 1),
       case when d.document_type in ('bill_of_lading', 'customs', 'export_permit', 'insurance') then
         (select s.id from public.shipments s where s.customer_id = d.customer_id order by s.id limit 1) end,
       replace(initcap(replace(d.document_type, '_', ' ')), ' Of ', ' of ') || ' ' || to_char(d.n, 'FM000'),
       upper(left(d.document_type, 3)) || '-' || (2026000 + d.n * 13),
       d.document_type,
       current_date - (30 + d.n * 5),
       case ((d.n - 1) / 2) % 4
         when 0 then current_date - (3 + d.n % 40)
         when 1 then current_date + (2 + d.n % 27)
         when 2 then current_date + (60 + d.n * 4)
       end,
       52000 + (d.n * 104729) % 4800000,
       case when d.n % 9 = 0 then 'Original kept at the Montréal office.' end,
       now() - (d.n * interval '5 days')
from (
  select n,
         case when n <= 8 then pg_temp.seed_id('c0000000', 2 - n % 2)
              else pg_temp.seed_id('c0000000', 3 + n % 28) end as customer_id,
         (array['title', 'invoice', 'bill_of_lading', 'insurance', 'inspection', 'export_permit',
                'customs', 'other'])[(n - 1) % 8 + 1] as document_type
  from generate_series(1, 64) as n
) as d;

-- Export files: every vehicle of a shipment that has left or is loading, and of the booked
-- SHP-1011 and SHP-1023, has its papers (a title, a bill of sale, an export permit), so those shipments
-- could depart; the planning ones and the other booked ones still lack some, as the boards show.
insert into public.documents (id, customer_id, vehicle_id, shipment_id, document_name, document_number,
                              document_type, issue_date, expiry_date, file_size, created_at)
select pg_temp.seed_id('d0cf0000', row_number() over (order by s.shipment_number, v.vin, r.position)::integer),
       v.customer_id, v.id, s.id,
       r.label || ' · ' || v.make || ' ' || v.model,
       upper(left(r.document_types[1], 3)) || '-' || right(v.vin, 6),
       r.document_types[1],
       current_date - 40,
       case when r.requirement = 'clearance' then current_date + 120 end,
       48000 + (ascii(right(v.vin, 1)) * 977) % 900000,
       now() - interval '35 days'
  from public.shipments s
  join public.shipment_vehicles sv on sv.shipment_id = s.id
  join public.vehicles v on v.id = sv.vehicle_id
  cross join lateral private.export_file_gaps(v.id) as g
  join public.export_file_requirements r on r.requirement = any (g.missing || g.expired)
 where s.status in ('loading', 'in_transit', 'delivered')
    or (s.status = 'booked' and right(s.shipment_number, 2)::integer % 12 = 11);

-- Every fourth message is an outbound reply; of the inbound ones some are read.
-- Every seventh was received today. They are the business's past: the replies went out by e-mail
-- back then, and no notice or e-mail is made of them now (the bulk load setting says so).
select set_config('portal.bulk_load', 'on', false);
insert into public.communications (id, customer_id, subject, message, direction, communication_type,
                                   read_status, created_at)
select pg_temp.seed_id('e0000000', n),
       case when n <= 10 then pg_temp.seed_id('c0000000', 2 - n % 2)
            else pg_temp.seed_id('c0000000', 3 + n % 28) end,
       case when n % 4 = 2 then 'Re: Customer Inquiry' else subjects[(n - 1) % 6 + 1] end,
       case when n % 4 = 2 then replies[(n - 1) % 3 + 1] else messages[(n - 1) % 6 + 1] end,
       case when n % 4 = 2 then 'outbound' else 'inbound' end,
       case when n % 4 = 2 then 'email' else (array['email', 'phone', 'email', 'sms'])[(n - 1) % 4 + 1] end,
       n % 4 in (1, 2),
       case when n % 7 = 0 then greatest(date_trunc('day', now()), now() - n * interval '2 minutes')
            else now() - n * interval '19 hours' end
from generate_series(1, 60) as n,
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
    ) as lists;

-- A logged call, a quote request waiting for an answer, and a reply the customer's mail server refused.
insert into public.communications (id, customer_id, vehicle_id, subject, message, direction, communication_type,
                                   read_status, occurred_at, duration_minutes, created_by, created_at)
values
  (pg_temp.seed_id('ee000000', 1), pg_temp.seed_id('c0000000', 1), null, 'Pickup at the Toronto yard',
   'Olivia will drop the spare keys at the yard on Friday; the carrier is booked for Monday morning.',
   'outbound', 'phone', true, now() - interval '2 days 3 hours', 12, pg_temp.seed_id('ad000000', 2), now() - interval '2 days'),
  (pg_temp.seed_id('ee000000', 2), pg_temp.seed_id('c0000000', 2),
   (select v.id from public.vehicles v where v.status = 'available' order by v.id limit 1),
   (select 'Quote request: ' || concat_ws(' ', v.year, v.make, v.model) from public.vehicles v where v.status = 'available' order by v.id limit 1),
   'We would like this one shipped to Jebel Ali with our next container. What would the landed price be?',
   'inbound', 'quote_request', false, now() - interval '3 hours', null, pg_temp.seed_id('ad000000', 4), now() - interval '3 hours'),
  (pg_temp.seed_id('ee000000', 3), pg_temp.seed_id('c0000000', 9), null, 'Bill of lading for your shipment',
   'Please find the bill of lading attached to your account; the vessel sails on Thursday.',
   'outbound', 'email', true, now() - interval '26 hours', null, pg_temp.seed_id('ad000000', 2), now() - interval '26 hours');
update public.communications
   set delivery_status = 'failed', delivered_at = null,
       delivery_error = '550 5.1.1 <' || (select c.email from public.customers c where c.id = pg_temp.seed_id('c0000000', 9))
                        || '>: Recipient address rejected: mailbox unavailable'
 where id = pg_temp.seed_id('ee000000', 3);
select set_config('portal.bulk_load', 'off', false);

-- The notices those events made: client1's shipment that left, client2's delivered and booked
-- ones, the last reply each client received, and for staff and admin the quote request and the
-- messages received today that nobody has read. Expiry notices of documents are made by the mail
-- worker's first round, as on any day.
insert into public.notifications (user_id, kind, title, body, link, created_at, read_at)
select pg_temp.seed_id('ad000000', case when s.customer_id = pg_temp.seed_id('c0000000', 1) then 3 else 4 end),
       case s.status when 'in_transit' then 'shipment_departed' when 'delivered' then 'shipment_delivered' else 'shipment_booked' end,
       'Shipment ' || s.shipment_number || case s.status when 'in_transit' then ' has departed' when 'delivered' then ' has been delivered' else ' is booked' end,
       case s.status
         when 'in_transit' then 'It left ' || s.origin_port || ' on ' || to_char(s.actual_departure, 'YYYY-MM-DD') || ' aboard the '
                                || s.vessel_name || ', voyage ' || s.voyage_number || '. Expected at ' || s.destination_port || ' on '
                                || to_char(s.estimated_arrival, 'YYYY-MM-DD') || '.'
         when 'delivered' then 'It arrived at ' || s.destination_port || ' on ' || to_char(s.actual_arrival, 'YYYY-MM-DD') || '.'
         else 'Booking ' || s.booking_number || '. It is to leave ' || s.origin_port || ' on ' || to_char(s.estimated_departure, 'YYYY-MM-DD')
              || ' for ' || s.destination_port || '.'
       end,
       '/client/my-shipments/' || s.id,
       coalesce(s.actual_arrival, s.actual_departure, current_date - 1)::timestamptz + interval '14 hours',
       case when s.status = 'delivered' then coalesce(s.actual_arrival, current_date)::timestamptz + interval '18 hours' end
  from public.shipments s
 where s.id in (pg_temp.seed_id('b0000000', 1), pg_temp.seed_id('b0000000', 2), pg_temp.seed_id('b0000000', 11));

insert into public.notifications (user_id, kind, title, body, link, created_at, read_at)
select distinct on (c.customer_id)
       cu.user_id, 'message', coalesce(c.subject, 'New message'), private.excerpt(c.message, 300), '/client/dashboard',
       c.created_at, c.created_at + interval '5 hours'
  from public.communications c
  join public.customers cu on cu.id = c.customer_id
 where cu.user_id is not null and c.direction = 'outbound' and c.communication_type = 'email'
 order by c.customer_id, c.created_at desc;

insert into public.notifications (user_id, kind, title, body, link, created_at)
select p.user_id,
       case when c.communication_type = 'quote_request' then 'quote_request' else 'inbound_message' end,
       case when c.communication_type = 'quote_request' then 'Quote request from ' else 'New message from ' end
         || coalesce(cu.company_name, cu.first_name || ' ' || cu.last_name) || ': ' || regexp_replace(c.subject, '^Quote request: ', ''),
       private.excerpt(c.message, 300),
       '/staff/support?q=' || private.url_query_value(cu.email),
       c.created_at
  from public.communications c
  join public.customers cu on cu.id = c.customer_id
  cross join public.profiles p
 where p.role in ('admin', 'staff') and c.direction = 'inbound' and not c.read_status
   and c.communication_type in ('email', 'sms', 'quote_request') and c.created_at >= date_trunc('day', now());

-- A year of transactions, newest first by id: income from customers, expenses
-- for purchases, freight and fees.
insert into public.transactions (id, customer_id, amount, transaction_date, transaction_type, status,
                                 description, created_at)
select pg_temp.seed_id('f0000000', n),
       case when n % 3 <> 0 then pg_temp.seed_id('c0000000', (n / 3) % 30 + 1) end,
       case when n % 3 <> 0 then 15000 + (n * 7331) % 40000 else 800 + (n * 3571) % 9000 end,
       current_date - ((n - 1) * 364) / 300,
       case when n % 3 <> 0 then 'income' else 'expense' end,
       case when n % 17 = 0 then 'failed' when n % 7 = 0 then 'pending' else 'completed' end,
       case when n % 3 <> 0 then (array['Vehicle sale', 'Shipping payment', 'Deposit on reserved vehicle'])[(n / 3) % 3 + 1]
            else (array['Vehicle purchase at auction', 'Container freight', 'Port handling fees',
                        'Customs brokerage'])[(n / 3) % 4 + 1] end,
       (current_date - ((n - 1) * 364) / 300)::timestamptz + interval '10 hours'
from generate_series(1, 300) as n;

-- Tasks booked on vehicles, dated from the business's today: one overdue, one due today and
-- some ahead, so the staff dashboard's priority tasks have something to show. Ids aa000000-….
insert into public.vehicle_tasks (id, vehicle_id, task_type, due_date, note)
select pg_temp.seed_id('aa000000', t.n), pg_temp.seed_id('a0000000', t.vehicle), t.task_type,
       private.business_today() + t.days, t.note
from (values
  (1, 8, 'inspection', -3, 'Inspection booked after the body shop''s report'),
  (2, 18, 'inspection', 0, 'Pre-export inspection; photos for the buyer'),
  (3, 9, 'yard_pickup', 2, 'Carrier picks up from the yard at 9:00'),
  (4, 13, 'port_dropoff', 7, 'Drop-off at the terminal before the cut-off'),
  (5, 10, 'port_dropoff', 14, null)
) as t(n, vehicle, task_type, days, note);
