--
-- Generated from supabase/migrations by `npm run gen:schema`: pg_dump --schema-only of a new
-- database with every migration applied. Do not edit: change a migration and regenerate.
--
-- Left out, as the platform provides them:
--   the schemas auth, extensions, storage, supabase_migrations and local_realtime;
--   the extension pgcrypto; the supabase_realtime publication itself.
-- Triggers and policies the migrations put on the platform's tables (auth.users,
-- storage.objects) are at the end.
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET transaction_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;


--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;


--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


--
-- Name: email_to_send; Type: TYPE; Schema: private; Owner: -
--

CREATE TYPE private.email_to_send AS (
	kind text,
	recipient text,
	recipient_name text,
	subject text,
	body text,
	link text,
	to_customer boolean,
	communication_id uuid,
	notification_id uuid
);


--
-- Name: vehicle_import_row; Type: TYPE; Schema: private; Owner: -
--

CREATE TYPE private.vehicle_import_row AS (
	row_number integer,
	vin text,
	vehicle_id uuid,
	changed text[],
	problems jsonb,
	year integer,
	make text,
	model text,
	color text,
	mileage integer,
	purchase_price numeric,
	sale_price numeric,
	status text,
	location text,
	customer_id uuid
);


--
-- Name: active_shipment_statuses(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.active_shipment_statuses(dashboard text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case dashboard
           when 'admin' then array['planning', 'in_transit']
           when 'staff' then array['planning', 'booked', 'in_transit']
           when 'client' then array['planning', 'booked', 'in_transit']
         end
$$;


--
-- Name: apply_vehicle_import(private.vehicle_import_row[], text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_vehicle_import(plan private.vehicle_import_row[], p_columns text[], OUT vehicles_added integer, OUT vehicles_updated integer) RETURNS record
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
$_$;


--
-- Name: business_time_zone(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.business_time_zone() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 'America/Toronto'::text
$$;


--
-- Name: business_today(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.business_today() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (now() at time zone private.business_time_zone())::date
$$;


--
-- Name: can_change_shipment_vehicles(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.can_change_shipment_vehicles(status text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select status not in ('in_transit', 'delivered')
$$;


--
-- Name: check_container_capacity(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_container_capacity() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  container record;
  carried integer;
begin
  select * into container from private.shipment_container(new.shipment_id);
  if container.id is null then
    return null;
  end if;
  carried := private.shipment_vehicle_count(new.shipment_id);
  if carried > container.capacity then
    raise exception 'Container % carries at most % vehicles', container.container_number, container.capacity
      using errcode = 'P0001';
  end if;
  return null;
end;
$$;


--
-- Name: check_seen_version(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_seen_version() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: check_shipment_vehicle(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_shipment_vehicle() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: communications_follow_outbox(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.communications_follow_outbox() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Looked at first: an update that changes nothing still runs the table's statement triggers.
  if not exists (
    select from new_rows n join public.communications c on c.id = n.communication_id
     where (c.delivery_status, c.delivery_error, c.delivered_at) is distinct from
           (case n.status when 'sending' then 'queued' else n.status end,
            case when n.status = 'sent' then null else n.last_error end,
            case when n.status = 'sent' then n.sent_at end)
  ) then
    return null;
  end if;
  update public.communications c
     set delivery_status = shown.status, delivery_error = shown.error, delivered_at = shown.delivered_at
    from (select n.communication_id,
                 case n.status when 'sending' then 'queued' else n.status end as status,
                 case when n.status = 'sent' then null else n.last_error end as error,
                 case when n.status = 'sent' then n.sent_at end as delivered_at
            from new_rows n
           where n.communication_id is not null) as shown
   where c.id = shown.communication_id
     and (c.delivery_status, c.delivery_error, c.delivered_at) is distinct from (shown.status, shown.error, shown.delivered_at);
  return null;
end;
$$;


--
-- Name: communications_inserted_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.communications_inserted_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  emails private.email_to_send[];
begin
  if current_setting('portal.bulk_load', true) = 'on' then
    return null;
  end if;

  -- The notices are written at the end of this statement, before the e-mails that name them.
  with message as materialized (
    select n.id, n.subject, n.message, n.delivery_status, c.user_id, c.email,
           concat_ws(' ', c.first_name, c.last_name) as name,
           case when c.user_id is not null then gen_random_uuid() end as notice_id
      from new_rows n
      join public.customers c on c.id = n.customer_id
     where n.direction = 'outbound' and n.communication_type = 'email'
  ), notice as (
    insert into public.notifications (id, user_id, kind, title, body, link)
    select m.notice_id, m.user_id, 'message', private.header_safe(coalesce(nullif(btrim(m.subject), ''), 'New message')),
           private.excerpt(m.message, 300), '/client/dashboard'
      from message m
     where m.notice_id is not null
  )
  select array_agg((('message', m.email, m.name, m.subject, m.message, null, true, m.id, m.notice_id)::private.email_to_send))
    into emails
    from message m
   where m.delivery_status = 'queued';
  if emails is not null then
    perform private.queue_emails(emails);
  end if;

  with sent_in as (
    select n.id, n.created_by,
           case when n.communication_type = 'quote_request' then 'quote_request' else 'inbound_message' end as kind,
           case when n.communication_type = 'quote_request' then 'Quote request from ' else 'New message from ' end
             || coalesce(nullif(btrim(c.company_name), ''), concat_ws(' ', c.first_name, c.last_name))
             || coalesce(': ' || nullif(btrim(regexp_replace(n.subject, '^Quote request: ', '')), ''), '') as title,
           private.excerpt(n.message, 300) as body,
           '/staff/support?q=' || private.url_query_value(coalesce(nullif(btrim(c.email), ''), c.last_name)) as link
      from new_rows n
      join public.customers c on c.id = n.customer_id
     where n.direction = 'inbound' and n.communication_type in ('email', 'sms', 'quote_request')
  ), told as materialized (
    select gen_random_uuid() as notice_id, s.id, s.kind, s.title, s.body, s.link, p.user_id, p.email,
           concat_ws(' ', p.first_name, p.last_name) as name,
           coalesce(pref.email, true) and private.is_email_address(btrim(p.email)) as emailed
      from sent_in s
      join public.profiles p on p.role in ('admin', 'staff') and p.user_id is distinct from s.created_by
      left join public.notification_preferences pref on pref.user_id = p.user_id and pref.kind = s.kind
  ), notice as (
    insert into public.notifications (id, user_id, kind, title, body, link)
    select t.notice_id, t.user_id, t.kind, private.header_safe(t.title), t.body, t.link
      from told t
  )
  select array_agg(((t.kind, t.email, t.name, t.title, concat_ws(E'\n\n', t.title, nullif(t.body, '')), t.link, false, null,
                     t.notice_id)::private.email_to_send))
    into emails
    from told t
   where t.emailed;
  if emails is not null then
    perform private.queue_emails(emails);
  end if;
  return null;
end;
$$;


--
-- Name: container_follows_shipment(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.container_follows_shipment() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  previous_number text;
  previous_active boolean := false;
  target_status text;
  target_active boolean := false;
  carried integer;
  moved boolean := tg_op = 'INSERT' or new.shipment_id is distinct from old.shipment_id;
begin
  if tg_op = 'UPDATE' and private.is_end_user() and private.current_user_role() = 'staff' then
    if not private.only_columns_changed(to_jsonb(old), to_jsonb(new), array['shipment_id', 'updated_at']) then
      raise exception 'Staff can only attach a container to a shipment or detach it' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'UPDATE' and old.shipment_id is not null then
    select s.shipment_number, s.active into previous_number, previous_active from private.shipment_summary(old.shipment_id) as s;
  end if;
  if new.shipment_id is not null then
    select s.status, s.active into target_status, target_active from private.shipment_summary(new.shipment_id) as s;
  end if;
  if moved and new.shipment_id is not null and coalesce(previous_active, false) then
    raise exception 'Container % is already in active shipment %', new.container_number, previous_number
      using errcode = 'P0001';
  end if;
  if not moved and new.status is distinct from old.status and coalesce(previous_active, false) and private.is_end_user() then
    raise exception 'Container % follows shipment %; change the shipment instead', new.container_number, previous_number
      using errcode = 'P0001';
  end if;
  if new.shipment_id is not null then
    carried := private.shipment_vehicle_count(new.shipment_id);
    if carried > new.capacity then
      raise exception 'Container % carries at most % vehicles', new.container_number, new.capacity
        using errcode = 'P0001';
    end if;
    if coalesce(target_active, false) then
      new.status := private.container_status_for(target_status);
    end if;
  elsif moved then
    new.status := 'available';
  end if;
  return new;
end;
$$;


--
-- Name: container_status_for(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.container_status_for(shipment_status text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case shipment_status
           when 'booked' then 'loading'
           when 'loading' then 'loading'
           when 'in_transit' then 'in_transit'
           else 'available'
         end
$$;


--
-- Name: copy_vehicle_year_text(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.copy_vehicle_year_text() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.year_text := new.year::text;
  return new;
end;
$$;


--
-- Name: count_vehicle_statuses(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.count_vehicle_statuses() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  added jsonb := '{}';
  removed jsonb := '{}';
  change record;
begin
  if tg_op = 'TRUNCATE' then
    update public.vehicle_status_totals set vehicles = 0 where vehicles <> 0;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select coalesce(jsonb_object_agg(n.status, n.vehicles), '{}') into added
      from (select status, count(*) as vehicles from new_rows group by status) n;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select coalesce(jsonb_object_agg(o.status, o.vehicles), '{}') into removed
      from (select status, count(*) as vehicles from old_rows group by status) o;
  end if;
  for change in
    select s.status, coalesce((added ->> s.status)::bigint, 0) - coalesce((removed ->> s.status)::bigint, 0) as vehicles
      from (select jsonb_object_keys(added) as status union select jsonb_object_keys(removed)) s
     order by s.status
  loop
    continue when change.vehicles = 0;
    update public.vehicle_status_totals t set vehicles = t.vehicles + change.vehicles where t.status = change.status;
    if not found then
      insert into public.vehicle_status_totals (status, vehicles) values (change.status, change.vehicles);
    end if;
  end loop;
  return null;
end;
$$;


--
-- Name: counted(bigint, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.counted(n bigint, noun text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select n || ' ' || noun || case when n = 1 then '' else 's' end
$$;


--
-- Name: create_profile_for_new_user(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.create_profile_for_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: csv_number(numeric); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.csv_number(value numeric) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN COALESCE((trim_scale(value))::text, ''::text);


--
-- Name: csv_text(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.csv_text(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN COALESCE(regexp_replace(replace(regexp_replace(value, '^(?!-?[0-9]+(\.[0-9]+)?$)(?=[=+@\t\r-])'::text, ''''::text), '"'::text, '""'::text), '^(?=.*[",\r\n])(.*)$'::text, '"\1"'::text), ''::text);


--
-- Name: current_customer_ids(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.current_customer_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id from public.customers c where c.user_id = (select auth.uid())
$$;


--
-- Name: current_notification_audience(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.current_notification_audience() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case private.current_user_role() when 'client' then 'client' when 'staff' then 'staff' when 'admin' then 'staff' end
$$;


--
-- Name: current_user_role(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.current_user_role() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.role from public.profiles p where p.user_id = (select auth.uid())
$$;


--
-- Name: customer_emails_on(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.customer_emails_on() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select s.email_notifications from public.settings s limit 1), true)
$$;


--
-- Name: customs_lead_time_hours(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.customs_lead_time_hours() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select s.customs_lead_time_hours from public.settings s limit 1), 72)
$$;


--
-- Name: dashboard_totals(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.dashboard_totals() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with business as (
    select private.business_today() as today, private.document_expiry_window_days() as window_days
  )
  select jsonb_build_object(
    'sold_sales', coalesce((select amount from private.kept_totals where source = 'vehicles' and bucket = 'sold'), 0),
    'sold_costs', coalesce((select cost from private.kept_totals where source = 'vehicles' and bucket = 'sold'), 0),
    'shipments_by_status', (
      select jsonb_build_object(
               'planning', coalesce(sum(row_count) filter (where bucket = 'planning'), 0),
               'booked', coalesce(sum(row_count) filter (where bucket = 'booked'), 0),
               'loading', coalesce(sum(row_count) filter (where bucket = 'loading'), 0),
               'in_transit', coalesce(sum(row_count) filter (where bucket = 'in_transit'), 0),
               'delivered', coalesce(sum(row_count) filter (where bucket = 'delivered'), 0),
               'cancelled', coalesce(sum(row_count) filter (where bucket = 'cancelled'), 0))
        from private.kept_totals where source = 'shipments'),
    'shipment_costs', coalesce((select sum(amount) from private.kept_totals where source = 'shipments'), 0),
    'customers', coalesce((select sum(row_count) from private.kept_totals where source = 'customers'), 0),
    'customers_by_type', (
      select jsonb_build_object(
               'individual', coalesce(sum(row_count) filter (where bucket = 'individual'), 0),
               'business', coalesce(sum(row_count) filter (where bucket = 'business'), 0),
               'dealer', coalesce(sum(row_count) filter (where bucket = 'dealer'), 0))
        from private.kept_totals where source = 'customers'),
    'unread_communications', coalesce((select row_count from private.kept_totals where source = 'communications' and bucket = 'inbound_unread'), 0),
    'documents', coalesce((select sum(row_count) from private.kept_totals where source = 'documents'), 0),
    'documents_expired', coalesce((
      select sum(t.row_count) from private.kept_totals t, business b
       where t.source = 'documents' and t.bucket <> 'none' and t.bucket < to_char(b.today, 'YYYY-MM-DD')), 0),
    'documents_expiring_soon', coalesce((
      select sum(t.row_count) from private.kept_totals t, business b
       where t.source = 'documents' and t.bucket <> 'none'
         and t.bucket >= to_char(b.today, 'YYYY-MM-DD')
         and t.bucket <= to_char(b.today + b.window_days, 'YYYY-MM-DD')), 0)
  )
$$;


--
-- Name: display_name(text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.display_name(first_name text, last_name text, company_name text) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    RETURN COALESCE(NULLIF(regexp_replace(company_name, '^\s+|\s+$'::text, ''::text, 'g'::text), ''::text), NULLIF(concat_ws(' '::text, NULLIF(regexp_replace(first_name, '^\s+|\s+$'::text, ''::text, 'g'::text), ''::text), NULLIF(regexp_replace(last_name, '^\s+|\s+$'::text, ''::text, 'g'::text), ''::text)), ''::text));


--
-- Name: document_expiry_window_days(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.document_expiry_window_days() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 30
$$;


--
-- Name: document_takes_new_version(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.document_takes_new_version() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.documents d
     set file_path = new.object_path,
         file_name = new.file_name,
         mime_type = new.mime_type,
         file_size = new.file_size,
         document_number = case when new.version > 1 then new.document_number else d.document_number end,
         issue_date = case when new.version > 1 then new.issue_date else d.issue_date end,
         expiry_date = case when new.version > 1 then new.expiry_date else d.expiry_date end,
         renewal_reminder = case when new.version > 1 then null else d.renewal_reminder end
   where d.id = new.document_id;
  return null;
end;
$$;


--
-- Name: drop_abandoned_vehicle_imports(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.drop_abandoned_vehicle_imports() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  delete from public.vehicle_imports i where i.created_by = new.created_by and i.committed_at is null;
  return new;
end;
$$;


--
-- Name: excerpt(text, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.excerpt(value text, characters integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when length(flat) > characters then rtrim(left(flat, characters - 1)) || '…' else flat end
    from (select btrim(regexp_replace(coalesce(value, ''), '\s+', ' ', 'g')) as flat) as t
$$;


--
-- Name: export_file_gaps(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.export_file_gaps(target uuid, OUT missing text[], OUT expired text[]) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: finish_vehicle_import(uuid, integer, integer, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.finish_vehicle_import(p_import_id uuid, p_added integer, p_updated integer, p_unchanged integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: guard_customer_delete(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_customer_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  parts text[] := '{}';
  n bigint;
begin
  select count(*) into n from public.vehicles v where v.customer_id = old.id;
  if n > 0 then parts := parts || private.counted(n, 'vehicle'); end if;
  select count(*) into n from public.shipments s where s.customer_id = old.id;
  if n > 0 then parts := parts || private.counted(n, 'shipment'); end if;
  select count(*) into n from public.documents d where d.customer_id = old.id;
  if n > 0 then parts := parts || private.counted(n, 'document'); end if;
  if cardinality(parts) > 0 then
    raise exception 'This customer still has %',
      case cardinality(parts)
        when 1 then parts[1]
        else array_to_string(parts[1:cardinality(parts) - 1], ', ') || ' and ' || parts[cardinality(parts)]
      end
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;


--
-- Name: guard_customer_login(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_customer_login() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.user_id is not null
     and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id)
     and not exists (select 1 from public.profiles p where p.user_id = new.user_id and p.role = 'client') then
    raise exception 'Only a client account can be linked to a customer' using errcode = 'P0001';
  end if;
  return new;
end;
$$;


--
-- Name: guard_profile_role(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_profile_role() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: guard_shipment_number(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_shipment_number() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    if private.is_end_user() or new.shipment_number is null then
      new.shipment_number := private.next_shipment_number();
    end if;
  elsif private.is_end_user() and new.shipment_number is distinct from old.shipment_number then
    raise exception 'A shipment''s number is given by the database and never changes' using errcode = '42501';
  end if;
  return new;
end;
$$;


--
-- Name: guard_shipment_vehicle_removal(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_shipment_vehicle_removal() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: guard_staff_communication_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_staff_communication_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: guard_staff_shipment_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_staff_shipment_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new),
       array['status', 'updated_at', 'actual_departure', 'actual_arrival', 'booking_number', 'origin_port',
             'destination_port', 'vessel_name', 'voyage_number', 'estimated_departure', 'estimated_arrival']) then
    raise exception 'Staff cannot change the customer, number or costs of a shipment' using errcode = '42501';
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


--
-- Name: guard_staff_vehicle_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_staff_vehicle_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.is_end_user() or private.current_user_role() is distinct from 'staff' then
    return new;
  end if;
  if not private.only_columns_changed(to_jsonb(old), to_jsonb(new),
       array['status', 'updated_at', 'location', 'color', 'mileage', 'notes']) then
    raise exception 'Staff can change only the status, location, colour, mileage and notes of a vehicle'
      using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and new.status not in ('inspection', 'available', 'shipped') then
    raise exception 'Staff cannot set a vehicle to %', new.status using errcode = 'P0001';
  end if;
  return new;
end;
$$;


--
-- Name: guard_vehicle_delete(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_vehicle_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  shipment_number text;
begin
  if old.status = 'sold' then
    raise exception 'A sold vehicle cannot be deleted' using errcode = 'P0001';
  end if;
  if old.status = 'shipped' then
    raise exception 'A shipped vehicle cannot be deleted' using errcode = 'P0001';
  end if;
  select s.shipment_number into shipment_number
    from public.shipment_vehicles sv join public.shipments s on s.id = sv.shipment_id
   where sv.vehicle_id = old.id and sv.active
   limit 1;
  if shipment_number is not null then
    raise exception 'Vehicle % is in active shipment % and cannot be deleted', old.vin, shipment_number
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;


--
-- Name: header_safe(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.header_safe(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select btrim(regexp_replace(coalesce(value, ''), '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
$$;


--
-- Name: html_escape(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.html_escape(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;


--
-- Name: import_rows_within_count(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.import_rows_within_count() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  over record;
begin
  select i.row_count, count(r.row_number) as staged into over
    from public.vehicle_imports i
    join public.vehicle_import_rows r on r.import_id = i.id
   where i.id in (select distinct n.import_id from new_rows n)
   group by i.id, i.row_count
  having count(r.row_number) > i.row_count
   limit 1;
  if found then
    raise exception 'The file has % rows; % were sent to import', over.row_count, over.staged using errcode = '23514';
  end if;
  return null;
end;
$$;


--
-- Name: incomplete_export_file_count(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.incomplete_export_file_count(target uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: incomplete_export_files(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.incomplete_export_files(target uuid, OUT vehicle_id uuid, OUT vehicle_label text, OUT missing text[], OUT expired text[]) RETURNS SETOF record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select v.id,
         concat_ws(' ', v.year, v.make, v.model) || ' (VIN ' || v.vin || ')',
         g.missing,
         g.expired
    from public.shipment_vehicles sv
    join public.vehicles v on v.id = sv.vehicle_id
    cross join lateral private.export_file_gaps(v.id) as g
   where sv.shipment_id = target
     and cardinality(g.missing) + cardinality(g.expired) > 0
   order by v.year, v.make, v.model, v.vin
$$;


--
-- Name: is_active_shipment_status(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_active_shipment_status(status text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select status not in ('delivered', 'cancelled')
$$;


--
-- Name: is_client_visible_communication(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_client_visible_communication(p_type text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select p_type in ('email', 'sms', 'quote_request')
$$;


--
-- Name: is_document_file(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_document_file(object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.document_files f where f.object_path = object_name)
$$;


--
-- Name: is_email_address(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_email_address(address text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(
    length(address) <= 254
    and address ~ '^[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+(\.[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+)*@[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+(\.[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+)+$',
    false)
$_$;


--
-- Name: is_end_user(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_end_user() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select current_user in ('anon', 'authenticated')
$$;


--
-- Name: is_own_document_file(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_own_document_file(object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
      from public.document_files f
      join public.documents d on d.id = f.document_id
     where f.object_path = object_name
       and d.customer_id in (select private.current_customer_ids())
  )
$$;


--
-- Name: iso6346_check_digit(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.iso6346_check_digit(code text) RETURNS integer
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select (sum(
            case when ch ~ '[0-9]' then ch::integer
                 else (ascii(ch) - 55) + ((ascii(ch) - 56) / 10) end
            * (2 ^ (i - 1))::integer) % 11 % 10)::integer
    from unnest(string_to_array(upper(substr(code, 1, 10)), null)) with ordinality as c (ch, i)
$$;


--
-- Name: keep_totals(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_totals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  shape record := private.kept_total_shape(tg_table_name);
  change record;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.kept_totals where source = tg_table_name;
    return null;
  end if;
  for change in execute format(
    $q$
      select bucket, sum(row_count) as row_count, sum(amount) as amount, sum(cost) as cost
        from (
          %1$s
          %2$s
        ) written
       group by bucket
       order by bucket
    $q$,
    case when tg_op in ('INSERT', 'UPDATE') then format(
      'select (%s)::text as bucket, 1 as row_count, (%s)::numeric as amount, (%s)::numeric as cost from new_rows',
      shape.bucket, shape.amount, shape.cost) else '' end,
    case when tg_op in ('UPDATE', 'DELETE') then format(
      '%s select (%s)::text as bucket, -1 as row_count, -(%s)::numeric as amount, -(%s)::numeric as cost from old_rows',
      case when tg_op = 'UPDATE' then 'union all' else '' end, shape.bucket, shape.amount, shape.cost) else '' end)
  loop
    continue when change.row_count = 0 and change.amount = 0 and change.cost = 0;
    update private.kept_totals t
       set row_count = t.row_count + change.row_count, amount = t.amount + change.amount, cost = t.cost + change.cost
     where t.source = tg_table_name and t.bucket = change.bucket;
    if not found then
      insert into private.kept_totals (source, bucket, row_count, amount, cost)
      values (tg_table_name, change.bucket, change.row_count, change.amount, change.cost);
    end if;
  end loop;
  return null;
end;
$_$;


--
-- Name: kept_total_shape(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.kept_total_shape(source text, OUT bucket text, OUT amount text, OUT cost text) RETURNS record
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case source
           when 'vehicles' then 'status'
           when 'shipments' then 'status'
           when 'customers' then 'customer_type'
           when 'communications' then $b$case when direction = 'inbound' and not read_status then 'inbound_unread' else 'other' end$b$
           when 'documents' then $b$coalesce(to_char(expiry_date, 'YYYY-MM-DD'), 'none')$b$
         end,
         case source
           when 'vehicles' then 'coalesce(sale_price, 0)'
           when 'shipments' then 'coalesce(total_cost, 0)'
           else '0'
         end,
         case source when 'vehicles' then 'coalesce(purchase_price, 0)' else '0' end
$_$;


--
-- Name: limit_client_messages(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.limit_client_messages() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  writer uuid := (select auth.uid());
  allowed integer;
  counted integer;
  earliest timestamptz;
  minutes integer;
begin
  if writer is null or private.current_user_role() is distinct from 'client' then
    return new;
  end if;
  -- A client writes as themselves, so every message they write counts against them.
  new.created_by := writer;
  -- Two requests of one client side by side are counted one after the other.
  perform pg_advisory_xact_lock(hashtextextended('client messages ' || writer::text, 0));
  allowed := coalesce((select s.client_messages_per_hour from public.settings s limit 1), 20);
  select count(*), min(recent.created_at) into counted, earliest
    from (select c.created_at
            from public.communications c
           where c.created_by = writer and c.created_at > now() - interval '1 hour'
           order by c.created_at desc
           limit allowed) as recent;
  if counted >= allowed then
    minutes := greatest(1, ceil(extract(epoch from earliest + interval '1 hour' - now()) / 60)::integer);
    raise exception 'You can send % % an hour. Please try again in % %.',
                    allowed, case when allowed = 1 then 'message' else 'messages' end,
                    minutes, case when minutes = 1 then 'minute' else 'minutes' end
      using errcode = 'PT429';
  end if;
  return new;
end;
$$;


--
-- Name: mail_html(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mail_html(body text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">'
         || coalesce((select string_agg('<p>' || replace(private.html_escape(p.paragraph), E'\n', '<br>') || '</p>', '' order by p.position)
                        from regexp_split_to_table(replace(coalesce(body, ''), E'\r\n', E'\n'), E'\n{2,}') with ordinality as p(paragraph, position)
                       where btrim(p.paragraph) <> ''), '')
         || '</body></html>'
$$;


--
-- Name: next_shipment_number(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.next_shipment_number() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  candidate text;
begin
  loop
    candidate := 'SHP-' || nextval('private.shipment_number_seq');
    exit when not exists (select 1 from public.shipments s where s.shipment_number = candidate);
  end loop;
  return candidate;
end;
$$;


--
-- Name: normalise_container(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalise_container() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.container_number := upper(regexp_replace(new.container_number, '\s', '', 'g'));
  new.location := nullif(btrim(new.location), '');
  return new;
end;
$$;


--
-- Name: normalise_customer(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalise_customer() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  new.first_name := btrim(new.first_name);
  new.last_name := btrim(new.last_name);
  new.company_name := nullif(btrim(new.company_name), '');
  new.email := nullif(btrim(new.email), '');
  new.phone := nullif(btrim(new.phone), '');
  new.address_line1 := nullif(btrim(new.address_line1), '');
  new.city := nullif(btrim(new.city), '');
  new.province := nullif(upper(btrim(new.province)), '');
  new.postal_code := nullif(upper(regexp_replace(new.postal_code, '\s', '', 'g')), '');
  if new.postal_code ~ '^[A-Z0-9]{6}$' then
    new.postal_code := substr(new.postal_code, 1, 3) || ' ' || substr(new.postal_code, 4, 3);
  end if;
  return new;
end;
$_$;


--
-- Name: normalize_vehicle_vin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.normalize_vehicle_vin() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' or new.vin is distinct from old.vin then
    new.vin := upper(btrim(new.vin, E' \t\r\n'));
  end if;
  return new;
end;
$$;


--
-- Name: notification_audience(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_audience(kind text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when kind in ('message', 'shipment_booked', 'shipment_departed', 'shipment_delivered', 'document_expiring', 'document_expired') then 'client'
    when kind in ('inbound_message', 'quote_request') then 'staff'
  end
$$;


--
-- Name: notify(uuid, text, text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_link text) RETURNS uuid
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.notifications (user_id, kind, title, body, link)
  values (p_user, p_kind, private.header_safe(p_title), coalesce(p_body, ''), p_link)
  returning id
$$;


--
-- Name: notify_customer(uuid, text, text, text, text, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner record;
  notice uuid;
  address text;
begin
  select c.user_id, c.email, concat_ws(' ', c.first_name, c.last_name) as name, p.email as login_email
    into owner
    from public.customers c
    left join public.profiles p on p.user_id = c.user_id
   where c.id = p_customer;
  if owner.user_id is null then
    return null;
  end if;
  notice := private.notify(owner.user_id, p_kind, p_title, p_body, p_link);
  if p_email and private.customer_emails_on() and private.wants_email(owner.user_id, p_kind) then
    address := case when private.is_email_address(btrim(owner.email)) then owner.email
                    when private.is_email_address(btrim(owner.login_email)) then owner.login_email end;
    if address is not null then
      perform private.queue_emails(array[(p_kind, address, owner.name, p_title, concat_ws(E'\n\n', p_title, nullif(p_body, '')),
                                          p_link, true, null, notice)::private.email_to_send]);
    end if;
  end if;
  return notice;
end;
$$;


--
-- Name: one_default_bank_account(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.one_default_bank_account() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.bank_name := btrim(new.bank_name);
  if new.is_default then
    update public.bank_connections set is_default = false where is_default and id <> new.id;
  end if;
  return new;
end;
$$;


--
-- Name: only_columns_changed(jsonb, jsonb, text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.only_columns_changed(old_row jsonb, new_row jsonb, allowed text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (old_row - allowed) = (new_row - allowed)
$$;


--
-- Name: other_active_shipment(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.other_active_shipment(vehicle uuid, this_shipment uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.shipment_number
    from public.shipment_vehicles sv join public.shipments s on s.id = sv.shipment_id
   where sv.vehicle_id = vehicle and sv.active and sv.shipment_id is distinct from this_shipment
   order by s.shipment_number
   limit 1
$$;


--
-- Name: prepare_communication(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.prepare_communication() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  customer record;
  emailed boolean := new.direction = 'outbound' and new.communication_type = 'email';
begin
  if new.communication_type <> 'phone' then
    new.occurred_at := new.created_at;
    if new.duration_minutes is not null then
      raise exception 'Only a phone call has a duration' using errcode = '23514';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.subject is not distinct from old.subject and new.message is not distinct from old.message then
    return new;
  end if;
  if new.subject ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]' then
    raise exception 'A subject cannot contain line breaks or other control characters' using errcode = '23514';
  end if;
  if length(new.subject) > 200 then
    raise exception 'A subject is at most 200 characters' using errcode = '23514';
  end if;
  if new.message !~ '\S' then
    raise exception 'A message cannot be empty' using errcode = '23514';
  end if;
  if (emailed or private.is_end_user()) and octet_length(new.message) > 102400 then
    raise exception 'A message is at most 100 KB' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    return new;
  end if;

  new.delivery_status := null;
  new.delivery_error := null;
  new.delivered_at := null;
  if not emailed then
    return new;
  end if;
  -- A message loaded with its past (growing the demo to a benchmark's scale) went out back then.
  if current_setting('portal.bulk_load', true) = 'on' then
    new.delivery_status := 'sent';
    new.delivered_at := new.created_at;
    return new;
  end if;
  select c.id, c.user_id, c.email, concat_ws(' ', c.first_name, c.last_name) as name
    into customer
    from public.customers c where c.id = new.customer_id;
  if customer.id is null and private.is_end_user() then
    raise exception 'A message needs a customer to send it to' using errcode = '23514';
  end if;
  if customer.id is null then
    new.delivery_status := 'not_sent';
    new.delivery_error := 'It has no customer to send it to';
  elsif not private.customer_emails_on() then
    new.delivery_status := 'not_sent';
    new.delivery_error := 'E-mail notifications are switched off in Settings';
  elsif customer.user_id is not null and not private.wants_email(customer.user_id, 'message') then
    new.delivery_status := 'not_sent';
    new.delivery_error := 'The customer has turned off e-mails for messages';
  elsif not private.is_email_address(btrim(customer.email)) then
    raise exception '% has no valid e-mail address; add one to the customer''s record before sending', customer.name
      using errcode = '23514';
  else
    new.delivery_status := 'queued';
  end if;
  return new;
end;
$$;


--
-- Name: profit_margin(numeric, numeric); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.profit_margin(sales numeric, costs numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when sales > 0 then round((sales - costs) / sales * 100, 2) else 0 end
$$;


--
-- Name: queue_emails(private.email_to_send[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_emails(p_emails private.email_to_send[]) RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with business as (
    select nullif(private.header_safe(s.company_name), '') as name,
           case when private.is_email_address(btrim(s.company_email)) then btrim(s.company_email) end as address
      from public.settings s limit 1
  ), sender as (
    select coalesce(b.name, 'Export Portal') as name, b.address,
           coalesce(split_part(b.address, '@', 2), 'export-portal.local') as domain
      from (select 1) as one left join business b on true
  ), email as materialized (
    select gen_random_uuid() as id, e.* from unnest(p_emails) as e
  ), written as (
    insert into public.outbox (id, kind, recipient, recipient_name, subject, body_text, body_html, link, sender_name, reply_to,
                               message_id, to_customer, communication_id, notification_id)
    select e.id, e.kind, btrim(e.recipient), private.header_safe(e.recipient_name),
           left(coalesce(nullif(private.header_safe(e.subject), ''), 'Message from ' || s.name), 250),
           e.body, private.mail_html(e.body), e.link, s.name, s.address,
           '<' || e.id || '@' || s.domain || '>',
           e.to_customer, e.communication_id, e.notification_id
      from email e cross join sender s
    returning 1
  )
  select count(*)::integer from written
$$;


--
-- Name: record_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  current_row jsonb := coalesce(new_row, old_row);
  bookkeeping text[] := array['id', 'updated_at', 'created_at', 'year_text', 'active', 'added_at'];
  changes jsonb;
  record_label_text text;
  target_record uuid;
  actor uuid := (select auth.uid());
  actor_label text;
  happened_at timestamptz := now();
begin
  -- Growing the demo business to a benchmark's scale is no business event; only SQL run by the
  -- database's owner can say so (the HTTP API sets no such setting).
  if current_setting('portal.bulk_load', true) = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', old_row -> n.key, 'new', n.value)), '{}'::jsonb)
      into changes
      from jsonb_each(new_row) as n
     where n.key <> all (bookkeeping) and n.value is distinct from old_row -> n.key;
    if changes = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object(case when tg_op = 'INSERT' then 'new' else 'old' end, n.value)), '{}'::jsonb)
      into changes
      from jsonb_each(current_row) as n
     where n.key <> all (bookkeeping) and n.value <> 'null'::jsonb;
    -- A record loaded with its past (a seed or an import) is dated when it was created.
    if tg_op = 'INSERT' and current_row ? 'created_at' then
      happened_at := least(now(), (current_row ->> 'created_at')::timestamptz);
    end if;
  end if;

  case tg_table_name
    when 'vehicles' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := private.vehicle_label(current_row);
    when 'customers' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := coalesce(nullif(btrim(current_row ->> 'company_name'), ''),
                        concat_ws(' ', current_row ->> 'first_name', current_row ->> 'last_name'));
    when 'shipments' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'shipment_number';
    when 'shipment_vehicles' then
      target_record := (current_row ->> 'shipment_id')::uuid;
      select private.vehicle_label(to_jsonb(v)) into record_label_text from public.vehicles v where v.id = (current_row ->> 'vehicle_id')::uuid;
      record_label_text := coalesce(record_label_text, current_row ->> 'vehicle_id');
    when 'vehicle_tasks' then
      target_record := (current_row ->> 'vehicle_id')::uuid;
      select private.vehicle_label(to_jsonb(v)) into record_label_text from public.vehicles v where v.id = target_record;
      record_label_text := initcap(replace(current_row ->> 'task_type', '_', ' ')) || ' · ' || coalesce(record_label_text, target_record::text);
    when 'containers' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'container_number';
    when 'documents' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'document_name';
    when 'profiles' then
      target_record := (current_row ->> 'id')::uuid;
      record_label_text := current_row ->> 'email';
    else
      target_record := null;
      record_label_text := initcap(tg_table_name);
  end case;

  if actor is not null then
    select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
      into actor_label from public.profiles p where p.user_id = actor;
  end if;

  insert into public.change_history (table_name, record_id, action, changes, record_label, actor_id, actor_name, changed_at)
  values (tg_table_name, target_record, lower(tg_op), changes, record_label_text, actor, actor_label, happened_at);
  return null;
end;
$$;


--
-- Name: record_imported_vehicles(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_imported_vehicles() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: refuse_history_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_history_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'The history of changes cannot be altered' using errcode = '42501';
end;
$$;


--
-- Name: refuse_vehicle_import(jsonb, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_vehicle_import(refused jsonb, refused_rows integer) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: report_window(date, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.report_window(first_month date, months integer, OUT first_day date, OUT end_day date) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if first_month is null or months is null or months < 1 or months > 36 then
    raise exception 'A report covers 1 to 36 months from a given month' using errcode = '22023';
  end if;
  first_day := date_trunc('month', first_month)::date;
  end_day := (first_day + make_interval(months => months))::date;
end;
$$;


--
-- Name: require_export_files(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_export_files() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  gaps text;
  vehicles_short integer;
begin
  select count(*)::integer,
         string_agg(
           i.vehicle_label || ' is missing ' || (
             select string_agg(r.label || case when r.requirement = any (i.expired) then ' (expired)' else '' end, '; '
                               order by r.position)
               from public.export_file_requirements r
              where r.requirement = any (i.missing || i.expired)
           ),
           ', and ' order by i.vehicle_label)
    into vehicles_short, gaps
    from (select * from private.incomplete_export_files(new.id) limit 3) as i;
  if vehicles_short > 0 then
    raise exception '% cannot depart: %', new.shipment_number, gaps
      using errcode = 'P0001',
            hint = 'Add the missing documents on each vehicle''s page, then try again.';
  end if;
  return new;
end;
$$;


--
-- Name: require_report_reader(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_report_reader() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if coalesce(private.current_user_role(), '') <> 'admin'
     and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Reports are available to admins only' using errcode = '42501';
  end if;
end;
$$;


--
-- Name: require_vehicle_importer(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_vehicle_importer() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if coalesce(private.current_user_role(), '') <> 'admin' then
    raise exception 'Only admins can import vehicles' using errcode = '42501';
  end if;
end;
$$;


--
-- Name: shipment_container(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.shipment_container(target uuid, OUT id uuid, OUT container_number text, OUT capacity integer) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id, c.container_number, c.capacity from public.containers c
   where c.shipment_id = target order by c.container_number limit 1
$$;


--
-- Name: shipment_events(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.shipment_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  kind text;
  title text;
  body text;
begin
  if current_setting('portal.bulk_load', true) = 'on' or new.customer_id is null then
    return null;
  end if;
  case new.status
    when 'booked' then
      kind := 'shipment_booked';
      title := 'Shipment ' || new.shipment_number || ' is booked';
      body := concat_ws(' ',
        'Booking ' || nullif(btrim(new.booking_number), '') || '.',
        'It is to leave' || coalesce(' ' || nullif(btrim(new.origin_port), ''), '')
          || coalesce(' on ' || to_char(new.estimated_departure, 'YYYY-MM-DD'), '')
          || coalesce(' for ' || nullif(btrim(new.destination_port), ''), '') || '.');
    when 'in_transit' then
      kind := 'shipment_departed';
      title := 'Shipment ' || new.shipment_number || ' has departed';
      body := concat_ws(' ',
        'It left' || coalesce(' ' || nullif(btrim(new.origin_port), ''), '')
          || coalesce(' on ' || to_char(new.actual_departure, 'YYYY-MM-DD'), '')
          || coalesce(' aboard the ' || nullif(btrim(new.vessel_name), ''), '')
          || coalesce(', voyage ' || nullif(btrim(new.voyage_number), ''), '') || '.',
        'Expected at ' || coalesce(nullif(btrim(new.destination_port), ''), 'its destination')
          || ' on ' || to_char(new.estimated_arrival, 'YYYY-MM-DD') || '.');
    when 'delivered' then
      kind := 'shipment_delivered';
      title := 'Shipment ' || new.shipment_number || ' has been delivered';
      body := 'It arrived' || coalesce(' at ' || nullif(btrim(new.destination_port), ''), '')
              || coalesce(' on ' || to_char(new.actual_arrival, 'YYYY-MM-DD'), '') || '.';
    else
      return null;
  end case;
  perform private.notify_customer(new.customer_id, kind, title, body, '/client/my-shipments/' || new.id, true);
  return null;
end;
$$;


--
-- Name: shipment_moves_its_load(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.shipment_moves_its_load() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  busy record;
begin
  if private.is_active_shipment_status(new.status) and not private.is_active_shipment_status(old.status) then
    select v.vin, s.shipment_number into busy
      from public.shipment_vehicles mine
      join public.shipment_vehicles theirs on theirs.vehicle_id = mine.vehicle_id and theirs.active
      join public.shipments s on s.id = theirs.shipment_id
      join public.vehicles v on v.id = mine.vehicle_id
     where mine.shipment_id = new.id and theirs.shipment_id <> new.id
     limit 1;
    if busy.vin is not null then
      raise exception 'Vehicle % is already in active shipment %', busy.vin, busy.shipment_number using errcode = 'P0001';
    end if;
  end if;
  update public.shipment_vehicles sv
     set active = private.is_active_shipment_status(new.status)
   where sv.shipment_id = new.id and sv.active is distinct from private.is_active_shipment_status(new.status);
  update public.containers c
     set status = private.container_status_for(new.status)
   where c.shipment_id = new.id and c.status is distinct from private.container_status_for(new.status);
  if new.status = 'in_transit' then
    update public.vehicles v
       set status = 'shipped'
      from public.shipment_vehicles sv
     where sv.shipment_id = new.id and v.id = sv.vehicle_id and v.status <> 'shipped';
  end if;
  return null;
end;
$$;


--
-- Name: shipment_summary(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.shipment_summary(target uuid, OUT shipment_number text, OUT status text, OUT active boolean, OUT customer_id uuid) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.shipment_number, s.status, private.is_active_shipment_status(s.status), s.customer_id
    from public.shipments s where s.id = target
$$;


--
-- Name: shipment_vehicle_count(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.shipment_vehicle_count(target uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*)::integer from public.shipment_vehicles sv where sv.shipment_id = target
$$;


--
-- Name: sold_vehicle_totals(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.sold_vehicle_totals(OUT sales numeric, OUT costs numeric) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(sum(v.sale_price), 0), coalesce(sum(v.purchase_price), 0)
    from public.vehicles v
   where v.status = 'sold'
$$;


--
-- Name: stamp_document_file(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_document_file() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  document record;
  stored record;
  folder text;
begin
  select d.id, d.customer_id, d.document_number, d.issue_date, d.expiry_date
    into document from public.documents d where d.id = new.document_id;
  if document.id is null then
    raise exception 'Document not found' using errcode = 'P0002';
  end if;
  folder := coalesce(document.customer_id::text, 'company') || '/' || document.id::text || '/';
  if left(new.object_path, length(folder)) <> folder then
    raise exception 'A file of this document is stored under %', folder using errcode = '22023';
  end if;
  select (o.metadata ->> 'size')::bigint as size, o.metadata ->> 'mimetype' as mimetype
    into stored
    from storage.objects o where o.bucket_id = 'documents' and o.name = new.object_path;
  if stored.size is null then
    raise exception 'The file % was not uploaded; upload it again', new.file_name using errcode = 'P0002';
  end if;
  new.file_size := stored.size;
  new.mime_type := coalesce(stored.mimetype, 'application/octet-stream');
  new.version := coalesce((select max(f.version) from public.document_files f where f.document_id = new.document_id), 0) + 1;
  new.uploaded_by := (select auth.uid());
  new.uploaded_at := now();
  if new.version = 1 then
    new.document_number := coalesce(new.document_number, document.document_number);
    new.issue_date := coalesce(new.issue_date, document.issue_date);
    new.expiry_date := coalesce(new.expiry_date, document.expiry_date);
  end if;
  return new;
end;
$$;


--
-- Name: stamp_notification_read(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_notification_read() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_end_user() and new.read_at is not null then
    new.read_at := coalesce(old.read_at, now());
  end if;
  return new;
end;
$$;


--
-- Name: stamp_task_author(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_task_author() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_end_user() then
    if tg_op = 'INSERT' then
      new.created_by := (select auth.uid());
      new.done_at := null;
    else
      if new.created_by is distinct from old.created_by then
        raise exception 'A task''s author never changes' using errcode = '42501';
      end if;
      if new.done_at is not null and old.done_at is null then
        new.done_at := now();
      elsif new.done_at is not null then
        new.done_at := old.done_at;
      end if;
    end if;
  end if;
  return new;
end;
$$;


--
-- Name: stamp_vehicle_sale(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stamp_vehicle_sale() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  sold_statuses constant text[] := array['sold', 'shipped'];
begin
  if new.status <> all (sold_statuses) then
    new.sold_at := null;
  elsif tg_op = 'UPDATE' and old.status = any (sold_statuses) then
    if private.is_end_user() or new.sold_at is null then
      new.sold_at := coalesce(old.sold_at, now());
    end if;
  elsif private.is_end_user() or new.sold_at is null then
    new.sold_at := now();
  end if;
  new.sold_on := (new.sold_at at time zone private.business_time_zone())::date;
  return new;
end;
$$;


--
-- Name: touch_updated_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: url_query_value(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.url_query_value(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(string_agg(
           case when c.ch ~ '^[A-Za-z0-9._~-]$' then c.ch
                else upper(regexp_replace(encode(convert_to(c.ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end,
           '' order by c.position), '')
    from regexp_split_to_table(coalesce(value, ''), '') with ordinality as c(ch, position)
$_$;


--
-- Name: vehicle_counts_by_status(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_counts_by_status() RETURNS json
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select json_build_object(
           'available', coalesce(sum(t.vehicles) filter (where t.status = 'available'), 0),
           'sold', coalesce(sum(t.vehicles) filter (where t.status = 'sold'), 0),
           'reserved', coalesce(sum(t.vehicles) filter (where t.status = 'reserved'), 0),
           'shipped', coalesce(sum(t.vehicles) filter (where t.status = 'shipped'), 0),
           'inspection', coalesce(sum(t.vehicles) filter (where t.status = 'inspection'), 0))
    from public.vehicle_status_totals t
$$;


--
-- Name: vehicle_identity(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_identity(target uuid, OUT customer_id uuid, OUT vin text) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select v.customer_id, v.vin from public.vehicles v where v.id = target
$$;


--
-- Name: vehicle_import_cell_problem(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_import_cell_problem(column_name text, cell text) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
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


--
-- Name: vehicle_import_column_label(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_import_column_label(column_name text) RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select case column_name
    when 'vin' then 'VIN' when 'year' then 'Year' when 'make' then 'Make' when 'model' then 'Model'
    when 'color' then 'Color' when 'mileage' then 'Mileage' when 'purchase_price' then 'Purchase price'
    when 'sale_price' then 'Sale price' when 'status' then 'Status' when 'location' then 'Location'
    when 'owner_email' then 'Owner email' else column_name end
$$;


--
-- Name: vehicle_import_costs(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_import_costs(p_import_id uuid) RETURNS TABLE(vehicle_id uuid, purchase_price numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: vehicle_import_plan(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_import_plan(p_import_id uuid) RETURNS SETOF private.vehicle_import_row
    LANGUAGE sql STABLE
    AS $_$
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
$_$;


--
-- Name: vehicle_label(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_label(vehicle jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select concat_ws(' ', vehicle ->> 'year', vehicle ->> 'make', vehicle ->> 'model') || ' · ' || (vehicle ->> 'vin')
$$;


--
-- Name: vehicle_years(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vehicle_years() RETURNS int4range
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select int4range(1900, 2100, '[]')
$$;


--
-- Name: vin_check_digit(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vin_check_digit(vin text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
declare
  weights constant integer[] := array[8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  digits constant text := translate(upper(vin), 'ABCDEFGHJKLMNPRSTUVWXYZ', '12345678123457923456789');
  total integer := 0;
begin
  if digits !~ '^[0-9]{17}$' then
    return null;
  end if;
  for place in 1..17 loop
    total := total + weights[place] * (ascii(substr(digits, place, 1)) - 48);
  end loop;
  return substr('0123456789X', total % 11 + 1, 1);
end;
$_$;


--
-- Name: vin_problem(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vin_problem(vin text, check_digit text) RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select nullif(concat_ws(' ',
    case when char_length(vin) <> 17 then format('A VIN has 17 characters; this one has %s.', char_length(vin)) end,
    case when vin ~ '[IOQ]' then 'A VIN never contains I, O or Q.' end,
    case when vin ~ '[^A-Z0-9]' then 'A VIN has only letters and digits.' end,
    case when substr(vin, 9, 1) <> check_digit
         then format('The check digit (9th character) should be %s: the VIN is probably mistyped.', check_digit) end
  ), '')
$$;


--
-- Name: vin_with_check_digit(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.vin_with_check_digit(vin text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select overlay(upper(vin) placing private.vin_check_digit(vin) from 9 for 1)
$$;


--
-- Name: wants_email(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.wants_email(target_user uuid, notice_kind text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select p.email from public.notification_preferences p where p.user_id = target_user and p.kind = notice_kind), true)
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: documents; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.documents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid,
    vehicle_id uuid,
    shipment_id uuid,
    document_name text NOT NULL,
    document_number text,
    document_type text NOT NULL,
    issue_date date,
    expiry_date date,
    file_size bigint,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    file_path text,
    file_name text,
    mime_type text,
    renewal_reminder date,
    CONSTRAINT documents_document_type_check CHECK ((document_type = ANY (ARRAY['title'::text, 'invoice'::text, 'bill_of_lading'::text, 'insurance'::text, 'inspection'::text, 'export_permit'::text, 'customs'::text, 'other'::text]))),
    CONSTRAINT documents_file_size_check CHECK ((file_size >= 0))
);


--
-- Name: add_document(uuid, text, text, text, date, date, uuid, uuid, uuid, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_document(p_document_id uuid, p_document_name text, p_document_type text, p_document_number text, p_issue_date date, p_expiry_date date, p_customer_id uuid, p_vehicle_id uuid, p_shipment_id uuid, p_notes text, p_object_path text, p_file_name text) RETURNS public.documents
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  customer uuid := p_customer_id;
  saved public.documents;
begin
  if customer is null and p_vehicle_id is not null then
    select v.customer_id into customer from public.vehicles v where v.id = p_vehicle_id;
  end if;
  if customer is null and p_shipment_id is not null then
    select s.customer_id into customer from public.shipments s where s.id = p_shipment_id;
  end if;
  insert into public.documents (id, customer_id, vehicle_id, shipment_id, document_name, document_number,
                                document_type, issue_date, expiry_date, notes)
  values (p_document_id, customer, p_vehicle_id, p_shipment_id, btrim(p_document_name), nullif(btrim(p_document_number), ''),
          p_document_type, p_issue_date, p_expiry_date, nullif(btrim(p_notes), ''));
  -- Version, size and type are the database's to set (see private.stamp_document_file).
  insert into public.document_files (document_id, object_path, file_name, document_number, issue_date, expiry_date)
  values (p_document_id, p_object_path, p_file_name, nullif(btrim(p_document_number), ''), p_issue_date, p_expiry_date);
  select * into saved from public.documents d where d.id = p_document_id;
  return saved;
end;
$$;


--
-- Name: change_shipment_status(uuid, text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.change_shipment_status(shipment_id uuid, new_status text, seen_updated_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: change_vehicle_status(uuid, text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.change_vehicle_status(vehicle_id uuid, new_status text, seen_updated_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.outbox (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind text NOT NULL,
    recipient text NOT NULL,
    recipient_name text DEFAULT ''::text NOT NULL,
    subject text NOT NULL,
    body_text text NOT NULL,
    body_html text NOT NULL,
    link text,
    sender_name text NOT NULL,
    reply_to text,
    message_id text NOT NULL,
    to_customer boolean NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claim uuid,
    locked_until timestamp with time zone,
    last_error text,
    sent_at timestamp with time zone,
    communication_id uuid,
    notification_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT outbox_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT outbox_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'not_sent'::text])))
);


--
-- Name: claim_outbox(integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_outbox(p_limit integer DEFAULT 10, p_lease_seconds integer DEFAULT 120) RETURNS SETOF public.outbox
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  token uuid := gen_random_uuid();
begin
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'A sender claims from 1 to 100 e-mails at a time' using errcode = '22023';
  end if;
  if p_lease_seconds is null or p_lease_seconds not between 5 and 3600 then
    raise exception 'A lease lasts from 5 seconds to an hour' using errcode = '22023';
  end if;
  if not private.customer_emails_on() then
    update public.outbox o
       set status = 'not_sent', last_error = 'E-mail notifications are switched off in Settings', claim = null, locked_until = null
     where o.to_customer and o.status in ('queued', 'sending') and (o.status = 'queued' or o.locked_until <= now());
  end if;
  return query
  with due as (
    select q.id from public.outbox q
     where (q.status = 'queued' and q.next_attempt_at <= now()) or (q.status = 'sending' and q.locked_until <= now())
     order by case when q.status = 'queued' then q.next_attempt_at else q.locked_until end
     limit p_limit
     for update skip locked
  )
  update public.outbox o
     set status = 'sending', claim = token, locked_until = now() + make_interval(secs => p_lease_seconds), attempts = o.attempts + 1
    from due
   where o.id = due.id
  returning o.*;
end;
$$;


--
-- Name: client_dashboard(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_dashboard() RETURNS json
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with own_vehicles as (
    select count(*) as vehicles, coalesce(sum(v.sale_price), 0) as invested
      from public.vehicles v
     where v.customer_id in (select private.current_customer_ids())
  )
  select json_build_object(
    'vehicles', (select vehicles from own_vehicles),
    'activeShipments', (
      select count(*) from public.shipments s
       where s.customer_id in (select private.current_customer_ids())
         and s.status = any (private.active_shipment_statuses('client'))),
    'documents', (
      select count(*) from public.documents d
       where d.customer_id in (select private.current_customer_ids())),
    'totalInvested', (select invested from own_vehicles),
    'recentCommunications', coalesce((
      select json_agg(json_build_object(
                        'id', m.id,
                        'subject', m.subject,
                        'message', m.message,
                        'direction', m.direction,
                        'communication_type', m.communication_type,
                        'created_at', m.created_at)
                      order by m.created_at desc, m.id)
        from (select c.id, c.subject, c.message, c.direction, c.communication_type, c.created_at
                from public.communications c
               where c.customer_id in (select private.current_customer_ids())
               order by c.created_at desc, c.id
               limit 5) m), '[]'::json)
  )
$$;


--
-- Name: commit_vehicle_import(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.commit_vehicle_import(p_import_id uuid) RETURNS TABLE(vehicles_added integer, vehicles_updated integer, vehicles_unchanged integer)
    LANGUAGE plpgsql
    SET search_path TO ''
    SET statement_timeout TO '60s'
    AS $_$
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
$_$;


--
-- Name: customer_analytics(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.customer_analytics() RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if private.is_end_user() and coalesce(private.current_user_role(), '') not in ('admin', 'staff') then
    raise exception 'Customer analytics are available to admin and staff only' using errcode = '42501';
  end if;
  return json_build_object(
    'customers', (select count(*) from public.customers),
    'total_purchases', (select coalesce(sum(total_purchases), 0) from public.customers),
    'by_type', (
      select json_agg(json_build_object(
               'customer_type', t.customer_type,
               'customers', (select count(*) from public.customers c where c.customer_type = t.customer_type),
               'total_purchases', (select coalesce(sum(c.total_purchases), 0) from public.customers c
                                    where c.customer_type = t.customer_type))
             order by t.position)
        from unnest(array['individual', 'business', 'dealer']) with ordinality as t(customer_type, position)
    ),
    'top_customers', (
      select coalesce(json_agg(json_build_object(
               'id', c.id, 'first_name', c.first_name, 'last_name', c.last_name,
               'company_name', c.company_name, 'customer_type', c.customer_type,
               'total_purchases', c.total_purchases)
             order by c.total_purchases desc, c.id), '[]'::json)
        from (select * from public.customers order by total_purchases desc, id limit 5) c
    )
  );
end;
$$;


--
-- Name: dashboard_stats(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.dashboard_stats() RETURNS json
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  caller_role text := private.current_user_role();
  kept jsonb;
  by_status json;
  sold_sales numeric;
  sold_costs numeric;
begin
  if private.is_end_user() and coalesce(caller_role, '') not in ('admin', 'staff') then
    raise exception 'Dashboard statistics are available to admin and staff only'
      using errcode = '42501';
  end if;

  kept := private.dashboard_totals();
  sold_sales := (kept ->> 'sold_sales')::numeric;
  sold_costs := (kept ->> 'sold_costs')::numeric;
  by_status := private.vehicle_counts_by_status();

  return (
    jsonb_build_object(
      'total_vehicles', (select sum(value::text::bigint) from json_each(by_status)),
      'available_vehicles', by_status -> 'available',
      'sold_vehicles', by_status -> 'sold',
      'vehicles_by_status', by_status,
      -- The month's vehicles are few, found through the index on created_at.
      'monthly_revenue', (
        select coalesce(sum(sale_price), 0) from public.vehicles
         where created_at >= date_trunc('month', now())
           and created_at < date_trunc('month', now()) + interval '1 month'),
      'active_shipments_admin', (
        select coalesce(sum(value::bigint), 0) from jsonb_each_text(kept -> 'shipments_by_status')
         where key = any (private.active_shipment_statuses('admin'))),
      'active_shipments_staff', (
        select coalesce(sum(value::bigint), 0) from jsonb_each_text(kept -> 'shipments_by_status')
         where key = any (private.active_shipment_statuses('staff'))),
      'shipments_by_status', kept -> 'shipments_by_status',
      'shipment_costs', kept -> 'shipment_costs',
      'documents', kept -> 'documents',
      'documents_expired', kept -> 'documents_expired',
      'documents_expiring_soon', kept -> 'documents_expiring_soon',
      'total_revenue', sold_sales,
      'total_purchase_costs', sold_costs,
      'profit_margin', case when sold_sales > 0
                            then round((sold_sales - sold_costs) / sold_sales * 100, 2)
                            else 0 end,
      'system_users', case when caller_role = 'staff' then null
                           else (select count(*) from public.profiles) end,
      'users_by_role', case when caller_role = 'staff' then null else (
        select jsonb_build_object(
                 'admin', count(*) filter (where role = 'admin'),
                 'staff', count(*) filter (where role = 'staff'),
                 'client', count(*) filter (where role = 'client'))
          from public.profiles) end,
      'customers', kept -> 'customers',
      'customers_by_type', kept -> 'customers_by_type',
      'transactions', (select count(*) from public.transactions),
      'unread_communications', kept -> 'unread_communications'
    )
  )::json;
end;
$$;


--
-- Name: delete_user(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_user(target_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce(private.current_user_role(), '') <> 'admin' then
    raise exception 'Only admins can delete users' using errcode = '42501';
  end if;
  if target_user_id = (select auth.uid()) then
    raise exception 'You cannot delete your own account' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.profiles p where p.user_id = target_user_id and p.role = 'admin') then
    raise exception 'Admin accounts cannot be deleted' using errcode = 'P0001';
  end if;
  delete from auth.users u where u.id = target_user_id;
  if not found then
    raise exception 'This user no longer exists' using errcode = 'P0001';
  end if;
end;
$$;


--
-- Name: mark_all_notifications_read(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mark_all_notifications_read() RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  marked integer;
begin
  update public.notifications n
     set read_at = now()
   where n.user_id = (select auth.uid()) and n.read_at is null;
  get diagnostics marked = row_count;
  return marked;
end;
$$;


--
-- Name: queue_document_expiry_notices(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_document_expiry_notices() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  today date := private.business_today();
  window_days integer := private.document_expiry_window_days();
  due record;
  made integer := 0;
begin
  for due in
    select d.id, d.customer_id, d.document_name, d.expiry_date,
           case when d.expiry_date < today then 'document_expired' else 'document_expiring' end as kind
      from public.customers c
      join public.documents d on d.customer_id = c.id
     where c.user_id is not null
       and d.expiry_date between today - window_days and today + window_days
     order by d.expiry_date, d.id
  loop
    insert into private.document_expiry_notices (document_id, expiry_date, kind)
    values (due.id, due.expiry_date, due.kind)
    on conflict do nothing;
    if found then
      perform private.notify_customer(
        due.customer_id, due.kind,
        case when due.kind = 'document_expired' then due.document_name || ' has expired'
             else due.document_name || ' expires on ' || to_char(due.expiry_date, 'YYYY-MM-DD') end,
        case when due.kind = 'document_expired'
             then 'It expired on ' || to_char(due.expiry_date, 'YYYY-MM-DD') || '. Please send us the renewed document.'
             when due.expiry_date = today then 'It expires today. Please send us the renewed document.'
             else 'It is valid for ' || private.counted(due.expiry_date - today, 'more day') || '. Please send us the renewed document before then.' end,
        '/client/my-documents?q=' || private.url_query_value(due.document_name), true);
      made := made + 1;
    end if;
  end loop;
  return made;
end;
$$;


--
-- Name: renew_document(uuid, text, text, date, date, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.renew_document(p_document_id uuid, p_object_path text, p_file_name text, p_issue_date date, p_expiry_date date, p_document_number text) RETURNS public.documents
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  saved public.documents;
begin
  if not exists (select 1 from public.documents d where d.id = p_document_id) then
    raise exception 'Document not found' using errcode = 'P0002';
  end if;
  -- Version, size and type are the database's to set (see private.stamp_document_file).
  insert into public.document_files (document_id, object_path, file_name, document_number, issue_date, expiry_date)
  values (p_document_id, p_object_path, p_file_name, nullif(btrim(p_document_number), ''), p_issue_date, p_expiry_date);
  select * into saved from public.documents d where d.id = p_document_id;
  return saved;
end;
$$;


--
-- Name: report_days_to_sale(date, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_days_to_sale(p_first_month date, p_months integer) RETURNS TABLE(vehicles_sold bigint, average_days numeric, median_days numeric, within_30_days bigint, within_60_days bigint, within_90_days bigint, within_180_days bigint, over_180_days bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  return query
    with held as (
      select v.sold_on - v.purchased_on as days
        from public.vehicles v
       where v.sold_on >= span.first_day and v.sold_on < span.end_day
    )
    select count(*),
           round(avg(days), 1),
           round((percentile_cont(0.5) within group (order by days))::numeric, 1),
           count(*) filter (where days <= 30),
           count(*) filter (where days > 30 and days <= 60),
           count(*) filter (where days > 60 and days <= 90),
           count(*) filter (where days > 90 and days <= 180),
           count(*) filter (where days > 180)
      from held;
end;
$$;


--
-- Name: report_monthly_figures(date, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_monthly_figures(p_first_month date, p_months integer) RETURNS TABLE(month date, vehicles_sold bigint, revenue numeric, vehicle_costs numeric, shipping_costs numeric, costs numeric, margin numeric, shipments_departed bigint, shipments_delivered bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  -- Each month is its own range of each index, so no row's date is converted to find its month.
  return query
    select m.month::date,
           sales.vehicles_sold,
           sales.revenue,
           sales.vehicle_costs,
           departures.shipping_costs,
           sales.vehicle_costs + departures.shipping_costs,
           private.profit_margin(sales.revenue, sales.vehicle_costs + departures.shipping_costs),
           departures.shipments_departed,
           arrivals.shipments_delivered
      from generate_series(span.first_day::timestamp, (span.end_day - 1)::timestamp, interval '1 month') as m(month)
      cross join lateral (
        select count(*) as vehicles_sold,
               coalesce(sum(v.sale_price), 0) as revenue,
               coalesce(sum(v.purchase_price), 0) as vehicle_costs
          from public.vehicles v
         where v.sold_on >= m.month::date and v.sold_on < (m.month + interval '1 month')::date
      ) as sales
      cross join lateral (
        select count(*) as shipments_departed, coalesce(sum(s.total_cost), 0) as shipping_costs
          from public.shipments s
         where s.actual_departure >= m.month::date and s.actual_departure < (m.month + interval '1 month')::date
      ) as departures
      cross join lateral (
        select count(*) as shipments_delivered
          from public.shipments s
         where s.actual_arrival >= m.month::date and s.actual_arrival < (m.month + interval '1 month')::date
      ) as arrivals
     order by 1;
end;
$$;


--
-- Name: report_sales_by_make(date, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_sales_by_make(p_first_month date, p_months integer) RETURNS TABLE(make text, vehicles_sold bigint, revenue numeric, average_days_to_sale numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  return query
    select v.make,
           count(*),
           coalesce(sum(v.sale_price), 0),
           round(avg(v.sold_on - v.purchased_on), 1)
      from public.vehicles v
     where v.sold_on >= span.first_day and v.sold_on < span.end_day
     group by v.make
     order by 3 desc, v.make;
end;
$$;


--
-- Name: report_shipments_by_port(date, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_shipments_by_port(p_first_month date, p_months integer) RETURNS TABLE(destination_port text, shipments_departed bigint, shipments_delivered bigint, average_transit_days numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  span record;
begin
  perform private.require_report_reader();
  select * into span from private.report_window(p_first_month, p_months);
  return query
    select coalesce(s.destination_port, 'No port recorded'),
           count(*),
           count(s.actual_arrival),
           round(avg(s.actual_arrival - s.actual_departure) filter (where s.actual_arrival is not null), 1)
      from public.shipments s
     where s.actual_departure >= span.first_day and s.actual_departure < span.end_day
     group by 1
     order by 2 desc, 1;
end;
$$;


--
-- Name: communications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.communications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid,
    subject text,
    message text NOT NULL,
    direction text NOT NULL,
    communication_type text DEFAULT 'email'::text NOT NULL,
    read_status boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    vehicle_id uuid,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    duration_minutes integer,
    created_by uuid DEFAULT auth.uid(),
    delivery_status text,
    delivery_error text,
    delivered_at timestamp with time zone,
    CONSTRAINT communications_communication_type_check CHECK ((communication_type = ANY (ARRAY['email'::text, 'phone'::text, 'sms'::text, 'meeting'::text, 'note'::text, 'quote_request'::text]))),
    CONSTRAINT communications_delivery_status_check CHECK ((delivery_status = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text, 'not_sent'::text]))),
    CONSTRAINT communications_direction_check CHECK ((direction = ANY (ARRAY['inbound'::text, 'outbound'::text]))),
    CONSTRAINT communications_duration_minutes_check CHECK (((duration_minutes >= 1) AND (duration_minutes <= 1440)))
);


--
-- Name: request_quote(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_quote(p_vehicle_id uuid, p_message text DEFAULT ''::text) RETURNS public.communications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  own_customer uuid;
  vehicle record;
  words text := btrim(coalesce(p_message, ''));
  saved public.communications;
begin
  if private.current_user_role() is distinct from 'client' then
    raise exception 'Only clients can request a quote' using errcode = '42501';
  end if;
  select c.id into own_customer from public.customers c where c.user_id = (select auth.uid()) order by c.created_at limit 1;
  if own_customer is null then
    raise exception 'Your account is not linked to a customer record yet; please contact us to request a quote'
      using errcode = 'P0001';
  end if;
  select v.id, v.year, v.make, v.model, v.vin, v.status into vehicle from public.vehicles v where v.id = p_vehicle_id;
  if vehicle.id is null or vehicle.status <> 'available' then
    raise exception 'This vehicle is no longer available' using errcode = 'P0001';
  end if;
  if length(words) > 2000 then
    raise exception 'A quote request is at most 2,000 characters' using errcode = '23514';
  end if;
  insert into public.communications (customer_id, vehicle_id, subject, message, direction, communication_type, read_status)
  values (own_customer, vehicle.id, 'Quote request: ' || concat_ws(' ', vehicle.year, vehicle.make, vehicle.model),
          coalesce(nullif(words, ''), 'Please send me a quote for the ' || concat_ws(' ', vehicle.year, vehicle.make, vehicle.model)
                                      || ' (VIN ' || vehicle.vin || '), shipping included.'),
          'inbound', 'quote_request', false)
  returning * into saved;
  return saved;
end;
$$;


--
-- Name: shipments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shipments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid,
    shipment_number text NOT NULL,
    booking_number text,
    status text DEFAULT 'planning'::text NOT NULL,
    origin_port text,
    destination_port text,
    vessel_name text,
    voyage_number text,
    estimated_departure date,
    estimated_arrival date,
    actual_departure date,
    actual_arrival date,
    shipping_cost numeric(12,2),
    total_cost numeric(12,2),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT shipments_arrival_not_before_departure CHECK ((estimated_arrival >= estimated_departure)),
    CONSTRAINT shipments_status_check CHECK ((status = ANY (ARRAY['planning'::text, 'booked'::text, 'loading'::text, 'in_transit'::text, 'delivered'::text, 'cancelled'::text])))
);


--
-- Name: save_shipment(uuid, jsonb, uuid, uuid[], timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_shipment(p_id uuid, p_values jsonb, p_container_id uuid, p_vehicle_ids uuid[], p_seen_updated_at timestamp with time zone) RETURNS SETOF public.shipments
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  fields jsonb := coalesce(p_values, '{}'::jsonb);
  unknown text;
  saved uuid;
begin
  select string_agg(k, ', ') into unknown
    from jsonb_object_keys(fields) as k
   where k not in ('customer_id', 'booking_number', 'status', 'origin_port', 'destination_port', 'vessel_name',
                   'voyage_number', 'estimated_departure', 'estimated_arrival', 'shipping_cost', 'total_cost');
  if unknown is not null then
    raise exception 'A shipment has no field %', unknown using errcode = '22023';
  end if;
  if p_id is null then
    insert into public.shipments (customer_id, booking_number, status, origin_port, destination_port, vessel_name,
                                  voyage_number, estimated_departure, estimated_arrival, shipping_cost, total_cost)
    values ((fields ->> 'customer_id')::uuid,
            nullif(btrim(fields ->> 'booking_number'), ''),
            coalesce(nullif(fields ->> 'status', ''), 'planning'),
            nullif(btrim(fields ->> 'origin_port'), ''),
            nullif(btrim(fields ->> 'destination_port'), ''),
            nullif(btrim(fields ->> 'vessel_name'), ''),
            nullif(btrim(fields ->> 'voyage_number'), ''),
            (fields ->> 'estimated_departure')::date,
            (fields ->> 'estimated_arrival')::date,
            (fields ->> 'shipping_cost')::numeric,
            (fields ->> 'total_cost')::numeric)
    returning id into saved;
  else
    if p_seen_updated_at is not null
       and exists (select 1 from public.shipments s where s.id = p_id and s.updated_at is distinct from p_seen_updated_at) then
      raise exception 'The shipment was changed by someone else' using errcode = 'PT409';
    end if;
    perform set_config('portal.seen_updated_at', coalesce(p_seen_updated_at::text, ''), true);
    update public.shipments s
       set customer_id = case when fields ? 'customer_id' then (fields ->> 'customer_id')::uuid else s.customer_id end,
           booking_number = case when fields ? 'booking_number' then nullif(btrim(fields ->> 'booking_number'), '') else s.booking_number end,
           status = case when fields ? 'status' then fields ->> 'status' else s.status end,
           origin_port = case when fields ? 'origin_port' then nullif(btrim(fields ->> 'origin_port'), '') else s.origin_port end,
           destination_port = case when fields ? 'destination_port' then nullif(btrim(fields ->> 'destination_port'), '') else s.destination_port end,
           vessel_name = case when fields ? 'vessel_name' then nullif(btrim(fields ->> 'vessel_name'), '') else s.vessel_name end,
           voyage_number = case when fields ? 'voyage_number' then nullif(btrim(fields ->> 'voyage_number'), '') else s.voyage_number end,
           estimated_departure = case when fields ? 'estimated_departure' then (fields ->> 'estimated_departure')::date else s.estimated_departure end,
           estimated_arrival = case when fields ? 'estimated_arrival' then (fields ->> 'estimated_arrival')::date else s.estimated_arrival end,
           shipping_cost = case when fields ? 'shipping_cost' then (fields ->> 'shipping_cost')::numeric else s.shipping_cost end,
           total_cost = case when fields ? 'total_cost' then (fields ->> 'total_cost')::numeric else s.total_cost end,
           actual_departure = case when fields ->> 'status' = 'in_transit' and s.status is distinct from 'in_transit'
                                   then private.business_today() else s.actual_departure end,
           actual_arrival = case when fields ->> 'status' = 'delivered' and s.status is distinct from 'delivered'
                                 then private.business_today() else s.actual_arrival end
     where s.id = p_id
    returning s.id into saved;
    perform set_config('portal.seen_updated_at', '', true);
    if saved is null then
      raise exception 'Shipment not found' using errcode = 'P0002';
    end if;
  end if;

  -- Detach first and attach last, so the capacity rule sees the final load, never a mix of the
  -- old container and the new vehicles.
  update public.containers c set shipment_id = null
   where c.shipment_id = saved and c.id is distinct from p_container_id;
  if p_vehicle_ids is not null then
    delete from public.shipment_vehicles sv where sv.shipment_id = saved and sv.vehicle_id <> all (p_vehicle_ids);
    insert into public.shipment_vehicles (shipment_id, vehicle_id)
    select saved, chosen.vehicle_id
      from (select distinct unnest(p_vehicle_ids) as vehicle_id) as chosen
     where not exists (select 1 from public.shipment_vehicles sv where sv.shipment_id = saved and sv.vehicle_id = chosen.vehicle_id);
  end if;
  if p_container_id is not null then
    update public.containers c set shipment_id = saved
     where c.id = p_container_id and c.shipment_id is distinct from saved;
    if not exists (select 1 from public.containers c where c.id = p_container_id and c.shipment_id = saved) then
      raise exception 'Container not found' using errcode = 'P0002';
    end if;
  end if;
  return query select * from public.shipments s where s.id = saved;
end;
$$;


--
-- Name: settle_outbox(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.settle_outbox(p_claim uuid, p_outcomes jsonb) RETURNS TABLE(id uuid, status text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if jsonb_typeof(p_outcomes) is distinct from 'array'
     or exists (select from jsonb_array_elements(p_outcomes) as o(outcome)
                 where jsonb_typeof(o.outcome) <> 'object' or jsonb_typeof(o.outcome -> 'id') <> 'string'
                    or jsonb_typeof(o.outcome -> 'sent') is distinct from 'boolean') then
    raise exception 'Outcomes are a list of {id, sent, error, retry_in_seconds}' using errcode = '22023';
  end if;
  return query
  with outcome as (
    select distinct on (o.id) o.id, o.sent, o.error, o.retry_in_seconds
      from jsonb_to_recordset(p_outcomes) as o(id uuid, sent boolean, error text, retry_in_seconds integer)
  )
  update public.outbox x
     set status = case when o.sent then 'sent' when o.retry_in_seconds is not null then 'queued' else 'failed' end,
         sent_at = case when o.sent then now() end,
         last_error = case when o.sent then null else left(coalesce(nullif(btrim(o.error), ''), 'The mail server refused it'), 1000) end,
         next_attempt_at = case when not o.sent and o.retry_in_seconds is not null
                                then now() + make_interval(secs => greatest(o.retry_in_seconds, 0)) else x.next_attempt_at end,
         claim = null,
         locked_until = null
    from outcome o
   where x.id = o.id and x.claim = p_claim and x.status = 'sending'
  returning x.id, x.status;
end;
$$;


--
-- Name: shipment_timeline(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.shipment_timeline(p_shipment_id uuid) RETURNS TABLE(status text, changed_at timestamp with time zone, actor_name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(h.changes -> 'status' ->> 'new', 'planning'), h.changed_at, coalesce(h.actor_name, 'System')
    from public.change_history h
   where h.table_name = 'shipments'
     and h.record_id = p_shipment_id
     and (h.action = 'insert' or h.changes ? 'status')
     and exists (
       select 1 from public.shipments s
        where s.id = p_shipment_id
          and (private.current_user_role() in ('admin', 'staff')
               or s.customer_id in (select private.current_customer_ids())
               or (select auth.role()) = 'service_role')
     )
   order by h.changed_at, h.id
$$;


--
-- Name: unlinked_client_accounts(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.unlinked_client_accounts(p_search text DEFAULT NULL::text) RETURNS TABLE(user_id uuid, email text, first_name text, last_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  pattern text := '%' || replace(replace(replace(coalesce(btrim(p_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if coalesce(private.current_user_role(), '') <> 'admin' then
    raise exception 'Only admins can list client accounts' using errcode = '42501';
  end if;
  return query
    select p.user_id, p.email, p.first_name, p.last_name
      from public.profiles p
     where p.role = 'client'
       and not exists (select 1 from public.customers c where c.user_id = p.user_id)
       and (p.email ilike pattern or p.first_name ilike pattern or p.last_name ilike pattern
            or concat_ws(' ', p.first_name, p.last_name) ilike pattern)
     order by p.email, p.user_id
     limit 20;
end;
$$;


--
-- Name: update_vehicle_details(uuid, jsonb, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.update_vehicle_details(p_vehicle_id uuid, p_changes jsonb, p_seen_updated_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  unknown text;
  changed_at timestamptz;
begin
  select string_agg(k, ', ') into unknown
    from jsonb_object_keys(coalesce(p_changes, '{}'::jsonb)) as k
   where k not in ('location', 'color', 'mileage', 'notes');
  if unknown is not null then
    raise exception 'Edit Details changes only location, colour, mileage and notes, not %', unknown
      using errcode = '22023';
  end if;
  perform set_config('portal.seen_updated_at', coalesce(p_seen_updated_at::text, ''), true);
  update public.vehicles v
     set location = case when p_changes ? 'location' then nullif(btrim(p_changes ->> 'location'), '') else v.location end,
         color = case when p_changes ? 'color' then nullif(btrim(p_changes ->> 'color'), '') else v.color end,
         mileage = case when p_changes ? 'mileage' then (p_changes ->> 'mileage')::integer else v.mileage end,
         notes = case when p_changes ? 'notes' then nullif(btrim(p_changes ->> 'notes'), '') else v.notes end
   where v.id = p_vehicle_id
  returning v.updated_at into changed_at;
  perform set_config('portal.seen_updated_at', '', true);
  if changed_at is null then
    raise exception 'Vehicle not found' using errcode = 'P0002';
  end if;
  return changed_at;
end;
$$;


--
-- Name: vehicle_costs(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.vehicle_costs() RETURNS TABLE(vehicle_id uuid, purchase_price numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce(private.current_user_role(), '') not in ('admin', 'staff')
     and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Vehicle costs are available to admin and staff only'
      using errcode = '42501';
  end if;
  return query select v.id, v.purchase_price from public.vehicles v;
end;
$$;


--
-- Name: vehicle_costs_of(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.vehicle_costs_of(vehicle_ids uuid[]) RETURNS TABLE(vehicle_id uuid, purchase_price numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: vehicle_import_owners(text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.vehicle_import_owners(p_emails text[]) RETURNS TABLE(email text, customer_id uuid, matches integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: vehicle_import_vehicles(text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.vehicle_import_vehicles(p_vins text[]) RETURNS TABLE(vin text, vehicle_id uuid, year integer, make text, model text, color text, mileage integer, purchase_price numeric, sale_price numeric, status text, location text, customer_id uuid, owner_email text, active_shipment text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: document_expiry_notices; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.document_expiry_notices (
    document_id uuid NOT NULL,
    expiry_date date NOT NULL,
    kind text NOT NULL,
    noticed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT document_expiry_notices_kind_check CHECK ((kind = ANY (ARRAY['document_expiring'::text, 'document_expired'::text])))
);


--
-- Name: kept_totals; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.kept_totals (
    source text NOT NULL,
    bucket text NOT NULL,
    row_count bigint NOT NULL,
    amount numeric NOT NULL,
    cost numeric NOT NULL,
    CONSTRAINT kept_totals_row_count_check CHECK ((row_count >= 0))
);


--
-- Name: shipment_number_seq; Type: SEQUENCE; Schema: private; Owner: -
--

CREATE SEQUENCE private.shipment_number_seq
    START WITH 1001
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: bank_connections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.bank_connections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bank_name text NOT NULL,
    account_type text NOT NULL,
    account_last4 text NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    connected_by uuid DEFAULT auth.uid(),
    connected_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bank_connections_account_last4_check CHECK ((account_last4 ~ '^[0-9]{4}$'::text)),
    CONSTRAINT bank_connections_account_type_check CHECK ((account_type = ANY (ARRAY['chequing'::text, 'savings'::text]))),
    CONSTRAINT bank_connections_bank_name_check CHECK (((char_length(btrim(bank_name)) >= 1) AND (char_length(btrim(bank_name)) <= 100)))
);


--
-- Name: change_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.change_history (
    id bigint NOT NULL,
    table_name text NOT NULL,
    record_id uuid,
    action text NOT NULL,
    changes jsonb DEFAULT '{}'::jsonb NOT NULL,
    record_label text,
    actor_id uuid,
    actor_name text,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT change_history_action_check CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text])))
);


--
-- Name: change_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.change_history ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.change_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: containers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.containers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    shipment_id uuid,
    container_number text NOT NULL,
    container_type text NOT NULL,
    status text DEFAULT 'available'::text NOT NULL,
    location text,
    capacity integer DEFAULT 4 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT containers_capacity_range CHECK (((capacity >= 1) AND (capacity <= 20))),
    CONSTRAINT containers_number_valid CHECK (((container_number ~ '^[A-Z]{3}[UJZ][0-9]{7}$'::text) AND (private.iso6346_check_digit(container_number) = (substr(container_number, 11, 1))::integer))),
    CONSTRAINT containers_status_check CHECK ((status = ANY (ARRAY['available'::text, 'loading'::text, 'in_transit'::text]))),
    CONSTRAINT containers_type_valid CHECK ((container_type = ANY (ARRAY['20ft Standard'::text, '40ft Standard'::text, '40ft High Cube'::text])))
);


--
-- Name: customers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.customers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    first_name text NOT NULL,
    last_name text NOT NULL,
    company_name text,
    customer_type text DEFAULT 'individual'::text NOT NULL,
    email text,
    phone text,
    address_line1 text,
    city text,
    province text,
    postal_code text,
    notes text,
    total_purchases numeric(12,2) DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT customers_customer_type_check CHECK ((customer_type = ANY (ARRAY['individual'::text, 'business'::text, 'dealer'::text]))),
    CONSTRAINT customers_postal_code_valid CHECK ((postal_code ~ '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPR-TV-Z] [0-9][ABCEGHJ-NPR-TV-Z][0-9]$'::text)),
    CONSTRAINT customers_province_valid CHECK ((province = ANY (ARRAY['AB'::text, 'BC'::text, 'MB'::text, 'NB'::text, 'NL'::text, 'NS'::text, 'NT'::text, 'NU'::text, 'ON'::text, 'PE'::text, 'QC'::text, 'SK'::text, 'YT'::text])))
);


--
-- Name: customer_directory; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.customer_directory AS
 SELECT id,
    first_name,
    last_name,
    company_name,
    email
   FROM public.customers c
  WHERE (( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]));


--
-- Name: demo_account_ledger; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.demo_account_ledger (
    user_id uuid NOT NULL,
    email text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: document_files; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.document_files (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    document_id uuid NOT NULL,
    version integer NOT NULL,
    object_path text NOT NULL,
    file_name text NOT NULL,
    mime_type text NOT NULL,
    file_size bigint NOT NULL,
    document_number text,
    issue_date date,
    expiry_date date,
    uploaded_by uuid,
    uploaded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT document_files_expiry_after_issue CHECK ((expiry_date >= issue_date)),
    CONSTRAINT document_files_file_name_check CHECK (((length(file_name) >= 1) AND (length(file_name) <= 255))),
    CONSTRAINT document_files_file_size_check CHECK ((file_size >= 0))
);


--
-- Name: export_file_requirements; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.export_file_requirements (
    requirement text NOT NULL,
    label text NOT NULL,
    document_types text[] NOT NULL,
    "position" integer NOT NULL
);


--
-- Name: notification_preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_preferences (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    kind text NOT NULL,
    email boolean NOT NULL,
    CONSTRAINT notification_preferences_kind_check CHECK ((kind = ANY (ARRAY['message'::text, 'shipment_booked'::text, 'shipment_departed'::text, 'shipment_delivered'::text, 'document_expiring'::text, 'document_expired'::text, 'inbound_message'::text, 'quote_request'::text])))
);


--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    link text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    CONSTRAINT notifications_kind_check CHECK ((kind = ANY (ARRAY['message'::text, 'shipment_booked'::text, 'shipment_departed'::text, 'shipment_delivered'::text, 'document_expiring'::text, 'document_expired'::text, 'inbound_message'::text, 'quote_request'::text])))
);


--
-- Name: profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profiles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    first_name text,
    last_name text,
    email text,
    company text,
    phone text,
    role text DEFAULT 'client'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT profiles_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'staff'::text, 'client'::text])))
);


--
-- Name: settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.settings (
    id boolean DEFAULT true NOT NULL,
    company_name text DEFAULT ''::text NOT NULL,
    company_email text DEFAULT ''::text NOT NULL,
    company_phone text DEFAULT ''::text NOT NULL,
    company_address text DEFAULT ''::text NOT NULL,
    email_notifications boolean DEFAULT true NOT NULL,
    sms_notifications boolean DEFAULT false NOT NULL,
    system_backups boolean DEFAULT true NOT NULL,
    maintenance_mode boolean DEFAULT false NOT NULL,
    auto_shipment_tracking boolean DEFAULT true NOT NULL,
    default_currency text DEFAULT 'CAD'::text NOT NULL,
    tax_rate numeric(6,3) DEFAULT 13 NOT NULL,
    default_shipping_cost numeric(12,2) DEFAULT 2500 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    customs_lead_time_hours integer DEFAULT 72 NOT NULL,
    client_messages_per_hour integer DEFAULT 20 NOT NULL,
    CONSTRAINT settings_client_messages_per_hour_check CHECK (((client_messages_per_hour >= 1) AND (client_messages_per_hour <= 1000))),
    CONSTRAINT settings_customs_lead_time_hours_check CHECK (((customs_lead_time_hours >= 0) AND (customs_lead_time_hours <= 720))),
    CONSTRAINT settings_default_currency_check CHECK ((default_currency = ANY (ARRAY['CAD'::text, 'USD'::text, 'EUR'::text]))),
    CONSTRAINT settings_default_shipping_cost_check CHECK ((default_shipping_cost >= (0)::numeric)),
    CONSTRAINT settings_id_check CHECK (id),
    CONSTRAINT settings_tax_rate_check CHECK (((tax_rate >= (0)::numeric) AND (tax_rate <= (100)::numeric)))
);


--
-- Name: shipment_export_readiness; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.shipment_export_readiness WITH (security_invoker='true') AS
 SELECT s.id AS shipment_id,
    i.vehicles AS incomplete_vehicles,
    d.deadline AS customs_deadline,
    ((s.status = ANY (ARRAY['planning'::text, 'booked'::text, 'loading'::text])) AND (s.estimated_departure IS NOT NULL) AND (now() >= d.deadline) AND (i.vehicles > 0)) AS at_risk
   FROM ((public.shipments s
     CROSS JOIN LATERAL ( SELECT private.incomplete_export_file_count(s.id) AS vehicles
         OFFSET 0) i)
     CROSS JOIN LATERAL ( SELECT (((s.estimated_departure)::timestamp without time zone AT TIME ZONE 'America/Toronto'::text) - make_interval(hours => ( SELECT private.customs_lead_time_hours() AS customs_lead_time_hours))) AS deadline
         OFFSET 0) d);


--
-- Name: shipment_vehicles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shipment_vehicles (
    shipment_id uuid NOT NULL,
    vehicle_id uuid NOT NULL,
    active boolean DEFAULT true NOT NULL,
    added_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: support_messages; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.support_messages WITH (security_invoker='true') AS
 SELECT c.id,
    c.customer_id,
    c.subject,
    c.message,
    c.direction,
    c.communication_type,
    c.read_status,
    c.created_at,
    cu.first_name AS customer_first_name,
    cu.last_name AS customer_last_name,
    cu.company_name AS customer_company_name,
    cu.email AS customer_email,
    cu.phone AS customer_phone,
    c.vehicle_id,
    c.occurred_at,
    c.duration_minutes,
    c.created_by,
    c.delivery_status,
    c.delivery_error,
    c.delivered_at
   FROM (public.communications c
     LEFT JOIN public.customers cu ON ((cu.id = c.customer_id)));


--
-- Name: transactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid,
    amount numeric(12,2) NOT NULL,
    transaction_date date DEFAULT CURRENT_DATE NOT NULL,
    transaction_type text NOT NULL,
    status text DEFAULT 'completed'::text NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT transactions_amount_check CHECK ((amount >= (0)::numeric)),
    CONSTRAINT transactions_status_check CHECK ((status = ANY (ARRAY['completed'::text, 'pending'::text, 'failed'::text]))),
    CONSTRAINT transactions_transaction_type_check CHECK ((transaction_type = ANY (ARRAY['income'::text, 'expense'::text])))
);


--
-- Name: vehicles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    customer_id uuid,
    year integer NOT NULL,
    make text NOT NULL,
    model text NOT NULL,
    vin text NOT NULL,
    color text,
    mileage integer,
    purchase_price numeric(12,2),
    sale_price numeric(12,2),
    status text DEFAULT 'available'::text NOT NULL,
    location text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    year_text text DEFAULT ''::text NOT NULL,
    notes text,
    purchased_on date DEFAULT private.business_today() NOT NULL,
    sold_at timestamp with time zone,
    sold_on date,
    CONSTRAINT vehicles_mileage_check CHECK ((mileage >= 0)),
    CONSTRAINT vehicles_notes_check CHECK ((char_length(notes) <= 4000)),
    CONSTRAINT vehicles_sold_after_purchase CHECK (((sold_on IS NULL) OR (purchased_on <= sold_on))),
    CONSTRAINT vehicles_status_check CHECK ((status = ANY (ARRAY['available'::text, 'sold'::text, 'reserved'::text, 'shipped'::text, 'inspection'::text]))),
    CONSTRAINT vehicles_vin_valid CHECK (((vin ~ '^[A-HJ-NPR-Z0-9]{17}$'::text) AND ((("left"(vin, 1) < '1'::text) OR ("left"(vin, 1) > '5'::text)) OR (substr(vin, 9, 1) = private.vin_check_digit(vin))))),
    CONSTRAINT vehicles_year_check CHECK ((year <@ private.vehicle_years()))
);


--
-- Name: vehicle_directory; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.vehicle_directory AS
 SELECT v.id,
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
    v.updated_at,
    c.first_name AS customer_first_name,
    c.last_name AS customer_last_name,
    c.company_name AS customer_company_name,
    v.notes
   FROM (public.vehicles v
     LEFT JOIN public.customers c ON ((c.id = v.customer_id)))
  WHERE (( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]));


--
-- Name: vehicle_export_files; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.vehicle_export_files WITH (security_invoker='true') AS
 SELECT v.id AS vehicle_id,
    g.missing,
    g.expired,
    ((cardinality(g.missing) + cardinality(g.expired)) = 0) AS complete
   FROM (public.vehicles v
     CROSS JOIN LATERAL private.export_file_gaps(v.id) g(missing, expired));


--
-- Name: vehicle_import_rows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_import_rows (
    import_id uuid NOT NULL,
    row_number integer NOT NULL,
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
    CONSTRAINT vehicle_import_rows_bounded CHECK ((char_length(concat(vin, year, make, model, color, mileage, purchase_price, sale_price, status, location, owner_email)) <= 20000)),
    CONSTRAINT vehicle_import_rows_row_number_check CHECK ((row_number >= 2))
);


--
-- Name: vehicle_imports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_imports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    file_name text NOT NULL,
    columns text[] NOT NULL,
    row_count integer NOT NULL,
    created_by uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    committed_at timestamp with time zone,
    vehicles_added integer,
    vehicles_updated integer,
    vehicles_unchanged integer,
    CONSTRAINT vehicle_imports_file_name_check CHECK (((char_length(file_name) >= 1) AND (char_length(file_name) <= 255))),
    CONSTRAINT vehicle_imports_known_columns CHECK ((('vin'::text = ANY (columns)) AND (columns <@ ARRAY['vin'::text, 'year'::text, 'make'::text, 'model'::text, 'color'::text, 'mileage'::text, 'purchase_price'::text, 'sale_price'::text, 'status'::text, 'location'::text, 'owner_email'::text]))),
    CONSTRAINT vehicle_imports_row_count_check CHECK (((row_count >= 1) AND (row_count <= 10000)))
);


--
-- Name: vehicle_inventory_records; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.vehicle_inventory_records AS
 SELECT v.id,
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
    concat_ws(','::text, private.csv_number((v.year)::numeric), private.csv_text(v.make), private.csv_text(v.model), private.csv_text(v.vin), COALESCE(
        CASE v.status
            WHEN 'available'::text THEN 'Available'::text
            WHEN 'sold'::text THEN 'Sold'::text
            WHEN 'reserved'::text THEN 'Reserved'::text
            WHEN 'shipped'::text THEN 'Shipped'::text
            WHEN 'inspection'::text THEN 'Inspection'::text
            ELSE NULL::text
        END, ''::text), private.csv_number((v.mileage)::numeric), private.csv_number(v.sale_price), private.csv_text(v.color), private.csv_text(v.location), private.csv_text(private.display_name(c.first_name, c.last_name, c.company_name)), private.csv_text((to_json(v.created_at) #>> '{}'::text[])), private.csv_number(v.purchase_price)) AS csv_record
   FROM (public.vehicles v
     LEFT JOIN public.customers c ON ((c.id = v.customer_id)))
  WHERE (( SELECT private.current_user_role() AS current_user_role) = 'admin'::text);


--
-- Name: vehicle_status_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_status_totals (
    status text NOT NULL,
    vehicles bigint NOT NULL,
    CONSTRAINT vehicle_status_totals_vehicles_check CHECK ((vehicles >= 0))
);


--
-- Name: vehicle_tasks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vehicle_tasks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    vehicle_id uuid NOT NULL,
    task_type text NOT NULL,
    due_date date NOT NULL,
    note text,
    done_at timestamp with time zone,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vehicle_tasks_note_check CHECK ((char_length(note) <= 2000)),
    CONSTRAINT vehicle_tasks_task_type_check CHECK ((task_type = ANY (ARRAY['inspection'::text, 'yard_pickup'::text, 'port_dropoff'::text])))
);


--
-- Name: document_expiry_notices document_expiry_notices_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.document_expiry_notices
    ADD CONSTRAINT document_expiry_notices_pkey PRIMARY KEY (document_id, expiry_date, kind);


--
-- Name: kept_totals kept_totals_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.kept_totals
    ADD CONSTRAINT kept_totals_pkey PRIMARY KEY (source, bucket);


--
-- Name: bank_connections bank_connections_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bank_connections
    ADD CONSTRAINT bank_connections_pkey PRIMARY KEY (id);


--
-- Name: change_history change_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.change_history
    ADD CONSTRAINT change_history_pkey PRIMARY KEY (id);


--
-- Name: communications communications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.communications
    ADD CONSTRAINT communications_pkey PRIMARY KEY (id);


--
-- Name: containers containers_container_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.containers
    ADD CONSTRAINT containers_container_number_key UNIQUE (container_number);


--
-- Name: containers containers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.containers
    ADD CONSTRAINT containers_pkey PRIMARY KEY (id);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);


--
-- Name: demo_account_ledger demo_account_ledger_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.demo_account_ledger
    ADD CONSTRAINT demo_account_ledger_pkey PRIMARY KEY (user_id);


--
-- Name: document_files document_files_document_id_version_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.document_files
    ADD CONSTRAINT document_files_document_id_version_key UNIQUE (document_id, version);


--
-- Name: document_files document_files_object_path_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.document_files
    ADD CONSTRAINT document_files_object_path_key UNIQUE (object_path);


--
-- Name: document_files document_files_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.document_files
    ADD CONSTRAINT document_files_pkey PRIMARY KEY (id);


--
-- Name: documents documents_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);


--
-- Name: export_file_requirements export_file_requirements_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.export_file_requirements
    ADD CONSTRAINT export_file_requirements_pkey PRIMARY KEY (requirement);


--
-- Name: export_file_requirements export_file_requirements_position_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.export_file_requirements
    ADD CONSTRAINT export_file_requirements_position_key UNIQUE ("position");


--
-- Name: notification_preferences notification_preferences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id, kind);


--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);


--
-- Name: outbox outbox_message_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_message_id_key UNIQUE (message_id);


--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);


--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);


--
-- Name: profiles profiles_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_key UNIQUE (user_id);


--
-- Name: settings settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (id);


--
-- Name: shipment_vehicles shipment_vehicles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shipment_vehicles
    ADD CONSTRAINT shipment_vehicles_pkey PRIMARY KEY (shipment_id, vehicle_id);


--
-- Name: shipments shipments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shipments
    ADD CONSTRAINT shipments_pkey PRIMARY KEY (id);


--
-- Name: shipments shipments_shipment_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shipments
    ADD CONSTRAINT shipments_shipment_number_key UNIQUE (shipment_number);


--
-- Name: transactions transactions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_pkey PRIMARY KEY (id);


--
-- Name: vehicle_import_rows vehicle_import_rows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_import_rows
    ADD CONSTRAINT vehicle_import_rows_pkey PRIMARY KEY (import_id, row_number);


--
-- Name: vehicle_imports vehicle_imports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_imports
    ADD CONSTRAINT vehicle_imports_pkey PRIMARY KEY (id);


--
-- Name: vehicle_status_totals vehicle_status_totals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_status_totals
    ADD CONSTRAINT vehicle_status_totals_pkey PRIMARY KEY (status);


--
-- Name: vehicle_tasks vehicle_tasks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_tasks
    ADD CONSTRAINT vehicle_tasks_pkey PRIMARY KEY (id);


--
-- Name: vehicles vehicles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_pkey PRIMARY KEY (id);


--
-- Name: vehicles vehicles_vin_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_vin_key UNIQUE (vin);


--
-- Name: bank_connections_connected_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX bank_connections_connected_at_idx ON public.bank_connections USING btree (connected_at DESC);


--
-- Name: bank_connections_one_default_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX bank_connections_one_default_idx ON public.bank_connections USING btree (is_default) WHERE is_default;


--
-- Name: change_history_actor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX change_history_actor_idx ON public.change_history USING btree (actor_id, changed_at DESC, id DESC);


--
-- Name: change_history_actor_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX change_history_actor_name_trgm_idx ON public.change_history USING gin (actor_name extensions.gin_trgm_ops);


--
-- Name: change_history_changed_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX change_history_changed_at_idx ON public.change_history USING btree (changed_at DESC, id DESC);


--
-- Name: change_history_record_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX change_history_record_idx ON public.change_history USING btree (record_id, changed_at DESC, id DESC);


--
-- Name: change_history_record_label_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX change_history_record_label_trgm_idx ON public.change_history USING gin (record_label extensions.gin_trgm_ops);


--
-- Name: change_history_table_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX change_history_table_idx ON public.change_history USING btree (table_name, changed_at DESC, id DESC);


--
-- Name: communications_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX communications_created_at_idx ON public.communications USING btree (created_at DESC);


--
-- Name: communications_created_by_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX communications_created_by_created_at_idx ON public.communications USING btree (created_by, created_at DESC) WHERE (created_by IS NOT NULL);


--
-- Name: communications_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX communications_customer_id_idx ON public.communications USING btree (customer_id);


--
-- Name: communications_customer_id_occurred_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX communications_customer_id_occurred_at_idx ON public.communications USING btree (customer_id, occurred_at DESC, id DESC);


--
-- Name: communications_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX communications_unread_idx ON public.communications USING btree (direction, read_status);


--
-- Name: communications_vehicle_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX communications_vehicle_id_idx ON public.communications USING btree (vehicle_id) WHERE (vehicle_id IS NOT NULL);


--
-- Name: containers_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX containers_created_at_idx ON public.containers USING btree (created_at DESC);


--
-- Name: containers_shipment_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX containers_shipment_id_idx ON public.containers USING btree (shipment_id);


--
-- Name: customers_by_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_by_name_idx ON public.customers USING btree (last_name, first_name, id);


--
-- Name: customers_company_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_company_name_trgm_idx ON public.customers USING gin (company_name extensions.gin_trgm_ops);


--
-- Name: customers_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_created_at_idx ON public.customers USING btree (created_at DESC);


--
-- Name: customers_email_lower_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_email_lower_idx ON public.customers USING btree (lower(email));


--
-- Name: customers_email_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_email_trgm_idx ON public.customers USING gin (email extensions.gin_trgm_ops);


--
-- Name: customers_first_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_first_name_trgm_idx ON public.customers USING gin (first_name extensions.gin_trgm_ops);


--
-- Name: customers_last_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_last_name_trgm_idx ON public.customers USING gin (last_name extensions.gin_trgm_ops);


--
-- Name: customers_total_purchases_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_total_purchases_idx ON public.customers USING btree (total_purchases DESC);


--
-- Name: customers_user_id_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX customers_user_id_key ON public.customers USING btree (user_id);


--
-- Name: documents_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_created_at_idx ON public.documents USING btree (created_at DESC);


--
-- Name: documents_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_customer_id_idx ON public.documents USING btree (customer_id);


--
-- Name: documents_document_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_document_name_trgm_idx ON public.documents USING gin (document_name extensions.gin_trgm_ops);


--
-- Name: documents_document_number_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_document_number_trgm_idx ON public.documents USING gin (document_number extensions.gin_trgm_ops);


--
-- Name: documents_document_type_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_document_type_trgm_idx ON public.documents USING gin (document_type extensions.gin_trgm_ops);


--
-- Name: documents_expiry_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_expiry_date_idx ON public.documents USING btree (expiry_date);


--
-- Name: documents_renewal_reminder_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_renewal_reminder_idx ON public.documents USING btree (renewal_reminder) WHERE (renewal_reminder IS NOT NULL);


--
-- Name: documents_shipment_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_shipment_id_idx ON public.documents USING btree (shipment_id);


--
-- Name: documents_vehicle_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_vehicle_id_idx ON public.documents USING btree (vehicle_id);


--
-- Name: documents_vehicle_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX documents_vehicle_type_idx ON public.documents USING btree (vehicle_id, document_type);


--
-- Name: notifications_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (read_at IS NULL);


--
-- Name: notifications_user_id_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_user_id_created_at_idx ON public.notifications USING btree (user_id, created_at DESC, id DESC);


--
-- Name: outbox_communication_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_communication_id_idx ON public.outbox USING btree (communication_id) WHERE (communication_id IS NOT NULL);


--
-- Name: outbox_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_created_at_idx ON public.outbox USING btree (created_at DESC);


--
-- Name: outbox_leased_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_leased_idx ON public.outbox USING btree (locked_until) WHERE (status = 'sending'::text);


--
-- Name: outbox_notification_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_notification_id_idx ON public.outbox USING btree (notification_id) WHERE (notification_id IS NOT NULL);


--
-- Name: outbox_queued_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_queued_idx ON public.outbox USING btree (next_attempt_at) WHERE (status = 'queued'::text);


--
-- Name: profiles_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_created_at_idx ON public.profiles USING btree (created_at DESC);


--
-- Name: shipment_vehicles_one_active_shipment_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX shipment_vehicles_one_active_shipment_idx ON public.shipment_vehicles USING btree (vehicle_id) WHERE active;


--
-- Name: shipment_vehicles_vehicle_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipment_vehicles_vehicle_id_idx ON public.shipment_vehicles USING btree (vehicle_id);


--
-- Name: shipments_actual_arrival_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_actual_arrival_idx ON public.shipments USING btree (actual_arrival) WHERE (actual_arrival IS NOT NULL);


--
-- Name: shipments_actual_departure_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_actual_departure_idx ON public.shipments USING btree (actual_departure) INCLUDE (total_cost, destination_port, actual_arrival) WHERE (actual_departure IS NOT NULL);


--
-- Name: shipments_booking_number_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_booking_number_trgm_idx ON public.shipments USING gin (booking_number extensions.gin_trgm_ops);


--
-- Name: shipments_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_created_at_idx ON public.shipments USING btree (created_at DESC);


--
-- Name: shipments_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_customer_id_idx ON public.shipments USING btree (customer_id);


--
-- Name: shipments_destination_port_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_destination_port_trgm_idx ON public.shipments USING gin (destination_port extensions.gin_trgm_ops);


--
-- Name: shipments_shipment_number_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_shipment_number_trgm_idx ON public.shipments USING gin (shipment_number extensions.gin_trgm_ops);


--
-- Name: shipments_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_status_idx ON public.shipments USING btree (status);


--
-- Name: shipments_vessel_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shipments_vessel_name_trgm_idx ON public.shipments USING gin (vessel_name extensions.gin_trgm_ops);


--
-- Name: transactions_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX transactions_created_at_idx ON public.transactions USING btree (created_at DESC);


--
-- Name: transactions_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX transactions_customer_id_idx ON public.transactions USING btree (customer_id);


--
-- Name: transactions_transaction_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX transactions_transaction_date_idx ON public.transactions USING btree (transaction_date DESC);


--
-- Name: vehicle_imports_created_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_imports_created_by_idx ON public.vehicle_imports USING btree (created_by, committed_at);


--
-- Name: vehicle_tasks_open_by_due_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_tasks_open_by_due_date_idx ON public.vehicle_tasks USING btree (due_date, id) WHERE (done_at IS NULL);


--
-- Name: vehicle_tasks_vehicle_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicle_tasks_vehicle_id_idx ON public.vehicle_tasks USING btree (vehicle_id);


--
-- Name: vehicles_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_created_at_id_idx ON public.vehicles USING btree (created_at DESC, id);


--
-- Name: vehicles_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_created_at_idx ON public.vehicles USING btree (created_at DESC);


--
-- Name: vehicles_customer_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_customer_id_idx ON public.vehicles USING btree (customer_id);


--
-- Name: vehicles_location_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_location_trgm_idx ON public.vehicles USING gin (location extensions.gin_trgm_ops);


--
-- Name: vehicles_make_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_make_id_idx ON public.vehicles USING btree (make, id);


--
-- Name: vehicles_make_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_make_trgm_idx ON public.vehicles USING gin (make extensions.gin_trgm_ops);


--
-- Name: vehicles_mileage_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_mileage_id_idx ON public.vehicles USING btree (mileage, id);


--
-- Name: vehicles_model_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_model_id_idx ON public.vehicles USING btree (model, id);


--
-- Name: vehicles_model_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_model_trgm_idx ON public.vehicles USING gin (model extensions.gin_trgm_ops);


--
-- Name: vehicles_sale_price_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_sale_price_id_idx ON public.vehicles USING btree (sale_price, id);


--
-- Name: vehicles_sold_on_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_sold_on_idx ON public.vehicles USING btree (sold_on) INCLUDE (sale_price, purchase_price, purchased_on, make) WHERE (sold_on IS NOT NULL);


--
-- Name: vehicles_status_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_status_id_idx ON public.vehicles USING btree (status, id);


--
-- Name: vehicles_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_status_idx ON public.vehicles USING btree (status);


--
-- Name: vehicles_vin_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_vin_trgm_idx ON public.vehicles USING gin (vin extensions.gin_trgm_ops);


--
-- Name: vehicles_year_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_year_id_idx ON public.vehicles USING btree (year, id);


--
-- Name: vehicles_year_text_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX vehicles_year_text_trgm_idx ON public.vehicles USING gin (year_text extensions.gin_trgm_ops);


--
-- Name: bank_connections bank_connections_one_default; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER bank_connections_one_default BEFORE INSERT ON public.bank_connections FOR EACH ROW EXECUTE FUNCTION private.one_default_bank_account();


--
-- Name: change_history change_history_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER change_history_append_only BEFORE DELETE OR UPDATE ON public.change_history FOR EACH ROW EXECUTE FUNCTION private.refuse_history_change();


--
-- Name: change_history change_history_never_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER change_history_never_truncated BEFORE TRUNCATE ON public.change_history FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_history_change();


--
-- Name: communications communications_events; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_events AFTER INSERT ON public.communications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.communications_inserted_events();


--
-- Name: communications communications_guard_staff_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_guard_staff_update BEFORE UPDATE ON public.communications FOR EACH ROW EXECUTE FUNCTION private.guard_staff_communication_update();


--
-- Name: communications communications_kept_totals_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_kept_totals_deleted AFTER DELETE ON public.communications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: communications communications_kept_totals_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_kept_totals_inserted AFTER INSERT ON public.communications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: communications communications_kept_totals_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_kept_totals_truncated AFTER TRUNCATE ON public.communications FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: communications communications_kept_totals_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_kept_totals_updated AFTER UPDATE ON public.communications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: communications communications_limit_client_messages; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_limit_client_messages BEFORE INSERT ON public.communications FOR EACH ROW EXECUTE FUNCTION private.limit_client_messages();


--
-- Name: communications communications_prepare; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER communications_prepare BEFORE INSERT OR UPDATE ON public.communications FOR EACH ROW EXECUTE FUNCTION private.prepare_communication();


--
-- Name: containers containers_follow_shipment; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER containers_follow_shipment BEFORE INSERT OR UPDATE ON public.containers FOR EACH ROW EXECUTE FUNCTION private.container_follows_shipment();


--
-- Name: containers containers_normalise; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER containers_normalise BEFORE INSERT OR UPDATE OF container_number, location ON public.containers FOR EACH ROW EXECUTE FUNCTION private.normalise_container();


--
-- Name: containers containers_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER containers_record_change AFTER INSERT OR DELETE OR UPDATE ON public.containers FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: containers containers_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER containers_touch_updated_at BEFORE UPDATE ON public.containers FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: customers customers_guard_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_guard_delete BEFORE DELETE ON public.customers FOR EACH ROW EXECUTE FUNCTION private.guard_customer_delete();


--
-- Name: customers customers_guard_login; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_guard_login BEFORE INSERT OR UPDATE OF user_id ON public.customers FOR EACH ROW EXECUTE FUNCTION private.guard_customer_login();


--
-- Name: customers customers_kept_totals_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_kept_totals_deleted AFTER DELETE ON public.customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: customers customers_kept_totals_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_kept_totals_inserted AFTER INSERT ON public.customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: customers customers_kept_totals_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_kept_totals_truncated AFTER TRUNCATE ON public.customers FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: customers customers_kept_totals_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_kept_totals_updated AFTER UPDATE ON public.customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: customers customers_normalise; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_normalise BEFORE INSERT OR UPDATE ON public.customers FOR EACH ROW EXECUTE FUNCTION private.normalise_customer();


--
-- Name: customers customers_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_record_change AFTER INSERT OR DELETE OR UPDATE ON public.customers FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: customers customers_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER customers_touch_updated_at BEFORE UPDATE ON public.customers FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: document_files document_files_become_current; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER document_files_become_current AFTER INSERT ON public.document_files FOR EACH ROW EXECUTE FUNCTION private.document_takes_new_version();


--
-- Name: document_files document_files_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER document_files_stamp BEFORE INSERT ON public.document_files FOR EACH ROW EXECUTE FUNCTION private.stamp_document_file();


--
-- Name: documents documents_kept_totals_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_kept_totals_deleted AFTER DELETE ON public.documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: documents documents_kept_totals_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_kept_totals_inserted AFTER INSERT ON public.documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: documents documents_kept_totals_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_kept_totals_truncated AFTER TRUNCATE ON public.documents FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: documents documents_kept_totals_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_kept_totals_updated AFTER UPDATE ON public.documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: documents documents_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_record_change AFTER INSERT OR DELETE OR UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: documents documents_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER documents_touch_updated_at BEFORE UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: notifications notifications_stamp_read; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER notifications_stamp_read BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.stamp_notification_read();


--
-- Name: outbox outbox_communication_delivery; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER outbox_communication_delivery AFTER UPDATE ON public.outbox REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.communications_follow_outbox();


--
-- Name: outbox outbox_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER outbox_touch_updated_at BEFORE UPDATE ON public.outbox FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: profiles profiles_guard_role; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_guard_role BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_profile_role();


--
-- Name: profiles profiles_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_record_change AFTER INSERT OR DELETE OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: profiles profiles_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_touch_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: settings settings_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER settings_record_change AFTER INSERT OR DELETE OR UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: settings settings_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER settings_touch_updated_at BEFORE UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: shipment_vehicles shipment_vehicles_check; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipment_vehicles_check BEFORE INSERT ON public.shipment_vehicles FOR EACH ROW EXECUTE FUNCTION private.check_shipment_vehicle();


--
-- Name: shipment_vehicles shipment_vehicles_guard_removal; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipment_vehicles_guard_removal BEFORE DELETE ON public.shipment_vehicles FOR EACH ROW EXECUTE FUNCTION private.guard_shipment_vehicle_removal();


--
-- Name: shipment_vehicles shipment_vehicles_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipment_vehicles_record_change AFTER INSERT OR DELETE ON public.shipment_vehicles FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: shipment_vehicles shipment_vehicles_within_capacity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipment_vehicles_within_capacity AFTER INSERT ON public.shipment_vehicles FOR EACH ROW EXECUTE FUNCTION private.check_container_capacity();


--
-- Name: shipments shipments_check_seen_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_check_seen_version BEFORE UPDATE ON public.shipments FOR EACH ROW EXECUTE FUNCTION private.check_seen_version('shipment');


--
-- Name: shipments shipments_events_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_events_inserted AFTER INSERT ON public.shipments FOR EACH ROW WHEN (private.is_end_user()) EXECUTE FUNCTION private.shipment_events();


--
-- Name: shipments shipments_events_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_events_updated AFTER UPDATE OF status ON public.shipments FOR EACH ROW WHEN ((new.status IS DISTINCT FROM old.status)) EXECUTE FUNCTION private.shipment_events();


--
-- Name: shipments shipments_guard_number; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_guard_number BEFORE INSERT OR UPDATE ON public.shipments FOR EACH ROW EXECUTE FUNCTION private.guard_shipment_number();


--
-- Name: shipments shipments_guard_staff_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_guard_staff_update BEFORE UPDATE ON public.shipments FOR EACH ROW EXECUTE FUNCTION private.guard_staff_shipment_update();


--
-- Name: shipments shipments_kept_totals_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_kept_totals_deleted AFTER DELETE ON public.shipments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: shipments shipments_kept_totals_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_kept_totals_inserted AFTER INSERT ON public.shipments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: shipments shipments_kept_totals_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_kept_totals_truncated AFTER TRUNCATE ON public.shipments FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: shipments shipments_kept_totals_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_kept_totals_updated AFTER UPDATE ON public.shipments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: shipments shipments_move_their_load; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_move_their_load AFTER UPDATE OF status ON public.shipments FOR EACH ROW WHEN ((new.status IS DISTINCT FROM old.status)) EXECUTE FUNCTION private.shipment_moves_its_load();


--
-- Name: shipments shipments_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_record_change AFTER INSERT OR DELETE OR UPDATE ON public.shipments FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: shipments shipments_require_export_files; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_require_export_files BEFORE UPDATE OF status ON public.shipments FOR EACH ROW WHEN (((new.status = 'in_transit'::text) AND (old.status IS DISTINCT FROM 'in_transit'::text))) EXECUTE FUNCTION private.require_export_files();


--
-- Name: shipments shipments_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER shipments_touch_updated_at BEFORE UPDATE ON public.shipments FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: vehicle_import_rows vehicle_import_rows_within_count; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicle_import_rows_within_count AFTER INSERT ON public.vehicle_import_rows REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.import_rows_within_count();


--
-- Name: vehicle_imports vehicle_imports_drop_abandoned; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicle_imports_drop_abandoned BEFORE INSERT ON public.vehicle_imports FOR EACH ROW EXECUTE FUNCTION private.drop_abandoned_vehicle_imports();


--
-- Name: vehicle_tasks vehicle_tasks_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicle_tasks_record_change AFTER INSERT OR DELETE OR UPDATE ON public.vehicle_tasks FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: vehicle_tasks vehicle_tasks_stamp_author; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicle_tasks_stamp_author BEFORE INSERT OR UPDATE ON public.vehicle_tasks FOR EACH ROW EXECUTE FUNCTION private.stamp_task_author();


--
-- Name: vehicle_tasks vehicle_tasks_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicle_tasks_touch_updated_at BEFORE UPDATE ON public.vehicle_tasks FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: vehicles vehicles_check_seen_version; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_check_seen_version BEFORE UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.check_seen_version('vehicle');


--
-- Name: vehicles vehicles_clean_vin; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_clean_vin BEFORE INSERT OR UPDATE ON public.vehicles FOR EACH ROW WHEN ((new.vin IS DISTINCT FROM upper(btrim(new.vin, ' 	
'::text)))) EXECUTE FUNCTION private.normalize_vehicle_vin();


--
-- Name: vehicles vehicles_copy_year_text; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_copy_year_text BEFORE INSERT OR UPDATE ON public.vehicles FOR EACH ROW WHEN ((new.year_text IS DISTINCT FROM (new.year)::text)) EXECUTE FUNCTION private.copy_vehicle_year_text();


--
-- Name: vehicles vehicles_count_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_count_deleted AFTER DELETE ON public.vehicles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_vehicle_statuses();


--
-- Name: vehicles vehicles_count_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_count_inserted AFTER INSERT ON public.vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_vehicle_statuses();


--
-- Name: vehicles vehicles_count_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_count_truncated AFTER TRUNCATE ON public.vehicles FOR EACH STATEMENT EXECUTE FUNCTION private.count_vehicle_statuses();


--
-- Name: vehicles vehicles_count_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_count_updated AFTER UPDATE ON public.vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_vehicle_statuses();


--
-- Name: vehicles vehicles_guard_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_guard_delete BEFORE DELETE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.guard_vehicle_delete();


--
-- Name: vehicles vehicles_guard_staff_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_guard_staff_update BEFORE UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.guard_staff_vehicle_update();


--
-- Name: vehicles vehicles_kept_totals_deleted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_kept_totals_deleted AFTER DELETE ON public.vehicles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: vehicles vehicles_kept_totals_inserted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_kept_totals_inserted AFTER INSERT ON public.vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: vehicles vehicles_kept_totals_truncated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_kept_totals_truncated AFTER TRUNCATE ON public.vehicles FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: vehicles vehicles_kept_totals_updated; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_kept_totals_updated AFTER UPDATE ON public.vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_totals();


--
-- Name: vehicles vehicles_record_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_record_change AFTER INSERT OR UPDATE ON public.vehicles FOR EACH ROW WHEN ((current_setting('portal.vehicle_import'::text, true) IS DISTINCT FROM 'on'::text)) EXECUTE FUNCTION private.record_change();


--
-- Name: vehicles vehicles_record_deletion; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_record_deletion AFTER DELETE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.record_change();


--
-- Name: vehicles vehicles_record_imported; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_record_imported AFTER INSERT ON public.vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN ((current_setting('portal.vehicle_import'::text, true) = 'on'::text)) EXECUTE FUNCTION private.record_imported_vehicles();


--
-- Name: vehicles vehicles_record_imported_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_record_imported_changes AFTER UPDATE ON public.vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT WHEN ((current_setting('portal.vehicle_import'::text, true) = 'on'::text)) EXECUTE FUNCTION private.record_imported_vehicles();


--
-- Name: vehicles vehicles_stamp_sale; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_stamp_sale BEFORE INSERT OR UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.stamp_vehicle_sale();


--
-- Name: vehicles vehicles_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER vehicles_touch_updated_at BEFORE UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: document_expiry_notices document_expiry_notices_document_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.document_expiry_notices
    ADD CONSTRAINT document_expiry_notices_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.documents(id) ON DELETE CASCADE;


--
-- Name: bank_connections bank_connections_connected_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.bank_connections
    ADD CONSTRAINT bank_connections_connected_by_fkey FOREIGN KEY (connected_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: communications communications_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.communications
    ADD CONSTRAINT communications_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: communications communications_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.communications
    ADD CONSTRAINT communications_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE CASCADE;


--
-- Name: communications communications_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.communications
    ADD CONSTRAINT communications_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE SET NULL;


--
-- Name: containers containers_shipment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.containers
    ADD CONSTRAINT containers_shipment_id_fkey FOREIGN KEY (shipment_id) REFERENCES public.shipments(id) ON DELETE SET NULL;


--
-- Name: customers customers_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: document_files document_files_document_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.document_files
    ADD CONSTRAINT document_files_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.documents(id) ON DELETE CASCADE;


--
-- Name: documents documents_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE SET NULL;


--
-- Name: documents documents_shipment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_shipment_id_fkey FOREIGN KEY (shipment_id) REFERENCES public.shipments(id) ON DELETE SET NULL;


--
-- Name: documents documents_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE SET NULL;


--
-- Name: notification_preferences notification_preferences_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: notifications notifications_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: outbox outbox_notification_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE SET NULL;


--
-- Name: profiles profiles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: shipment_vehicles shipment_vehicles_shipment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shipment_vehicles
    ADD CONSTRAINT shipment_vehicles_shipment_id_fkey FOREIGN KEY (shipment_id) REFERENCES public.shipments(id) ON DELETE CASCADE;


--
-- Name: shipment_vehicles shipment_vehicles_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shipment_vehicles
    ADD CONSTRAINT shipment_vehicles_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;


--
-- Name: shipments shipments_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shipments
    ADD CONSTRAINT shipments_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE SET NULL;


--
-- Name: transactions transactions_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE SET NULL;


--
-- Name: vehicle_import_rows vehicle_import_rows_import_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_import_rows
    ADD CONSTRAINT vehicle_import_rows_import_id_fkey FOREIGN KEY (import_id) REFERENCES public.vehicle_imports(id) ON DELETE CASCADE;


--
-- Name: vehicle_tasks vehicle_tasks_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_tasks
    ADD CONSTRAINT vehicle_tasks_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: vehicle_tasks vehicle_tasks_vehicle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicle_tasks
    ADD CONSTRAINT vehicle_tasks_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE;


--
-- Name: vehicles vehicles_customer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vehicles
    ADD CONSTRAINT vehicles_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE SET NULL;


--
-- Name: bank_connections Admins connect bank accounts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins connect bank accounts" ON public.bank_connections FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: bank_connections Admins disconnect bank accounts; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins disconnect bank accounts" ON public.bank_connections FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: bank_connections Admins read bank connections; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Admins read bank connections" ON public.bank_connections FOR SELECT TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: bank_connections; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.bank_connections ENABLE ROW LEVEL SECURITY;

--
-- Name: change_history; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.change_history ENABLE ROW LEVEL SECURITY;

--
-- Name: change_history change_history: admin reads all, staff all but settings and acc; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "change_history: admin reads all, staff all but settings and acc" ON public.change_history FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) OR ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text) AND (table_name <> ALL (ARRAY['settings'::text, 'profiles'::text])))));


--
-- Name: communications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.communications ENABLE ROW LEVEL SECURITY;

--
-- Name: communications communications: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "communications: admin can delete" ON public.communications FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: communications communications: admin, or staff sending a message or logging a ; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "communications: admin, or staff sending a message or logging a " ON public.communications FOR INSERT TO authenticated WITH CHECK (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) OR ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text) AND read_status AND (((direction = 'outbound'::text) AND (communication_type = 'email'::text)) OR (communication_type = 'phone'::text)))));


--
-- Name: communications communications: staff and admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "communications: staff and admin can update" ON public.communications FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]))) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: communications communications: staff and admin, or the owning client its messa; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "communications: staff and admin, or the owning client its messa" ON public.communications FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR ((customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids)) AND private.is_client_visible_communication(communication_type))));


--
-- Name: containers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.containers ENABLE ROW LEVEL SECURITY;

--
-- Name: containers containers: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "containers: admin can delete" ON public.containers FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: containers containers: admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "containers: admin can insert" ON public.containers FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: containers containers: admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "containers: admin can update" ON public.containers FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: containers containers: staff can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "containers: staff can update" ON public.containers FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text));


--
-- Name: containers containers: staff, admin or the shipment's client can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "containers: staff, admin or the shipment's client can read" ON public.containers FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (shipment_id IN ( SELECT s.id
   FROM public.shipments s
  WHERE (s.customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))))));


--
-- Name: customers; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.customers ENABLE ROW LEVEL SECURITY;

--
-- Name: customers customers: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "customers: admin can delete" ON public.customers FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: customers customers: admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "customers: admin can insert" ON public.customers FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: customers customers: admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "customers: admin can update" ON public.customers FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: customers customers: staff, admin or the owning client can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "customers: staff, admin or the owning client can read" ON public.customers FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (user_id = ( SELECT auth.uid() AS uid))));


--
-- Name: demo_account_ledger; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.demo_account_ledger ENABLE ROW LEVEL SECURITY;

--
-- Name: document_files; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.document_files ENABLE ROW LEVEL SECURITY;

--
-- Name: document_files document_files: staff and admin can add versions; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "document_files: staff and admin can add versions" ON public.document_files FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: document_files document_files: staff, admin or the owning client can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "document_files: staff, admin or the owning client can read" ON public.document_files FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (document_id IN ( SELECT d.id
   FROM public.documents d
  WHERE (d.customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))))));


--
-- Name: documents; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.documents ENABLE ROW LEVEL SECURITY;

--
-- Name: documents documents: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "documents: admin can delete" ON public.documents FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: documents documents: admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "documents: admin can insert" ON public.documents FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: documents documents: admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "documents: admin can update" ON public.documents FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: documents documents: staff can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "documents: staff can insert" ON public.documents FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text));


--
-- Name: documents documents: staff can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "documents: staff can update" ON public.documents FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'staff'::text));


--
-- Name: documents documents: staff, admin or the owning client can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "documents: staff, admin or the owning client can read" ON public.documents FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))));


--
-- Name: export_file_requirements; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.export_file_requirements ENABLE ROW LEVEL SECURITY;

--
-- Name: export_file_requirements export_file_requirements: every signed-in user can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "export_file_requirements: every signed-in user can read" ON public.export_file_requirements FOR SELECT TO authenticated USING (true);


--
-- Name: notification_preferences; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notification_preferences ENABLE ROW LEVEL SECURITY;

--
-- Name: notification_preferences notification_preferences: a user changes their own, for kinds t; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notification_preferences: a user changes their own, for kinds t" ON public.notification_preferences FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (private.notification_audience(kind) = ( SELECT private.current_notification_audience() AS current_notification_audience))));


--
-- Name: notification_preferences notification_preferences: a user reads their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notification_preferences: a user reads their own" ON public.notification_preferences FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notification_preferences notification_preferences: a user removes their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notification_preferences: a user removes their own" ON public.notification_preferences FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notification_preferences notification_preferences: a user sets their own, for kinds they; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notification_preferences: a user sets their own, for kinds they" ON public.notification_preferences FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (private.notification_audience(kind) = ( SELECT private.current_notification_audience() AS current_notification_audience))));


--
-- Name: notifications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: notifications notifications: a user marks their own as read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notifications: a user marks their own as read" ON public.notifications FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: notifications notifications: a user reads their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notifications: a user reads their own" ON public.notifications FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: outbox; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: outbox outbox: admins can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "outbox: admins can read" ON public.outbox FOR SELECT TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: profiles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

--
-- Name: profiles profiles: admin can delete other users; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "profiles: admin can delete other users" ON public.profiles FOR DELETE TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) AND (user_id <> ( SELECT auth.uid() AS uid))));


--
-- Name: profiles profiles: own or admin can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "profiles: own or admin can read" ON public.profiles FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)));


--
-- Name: profiles profiles: own or admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "profiles: own or admin can update" ON public.profiles FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (( SELECT private.current_user_role() AS current_user_role) = 'admin'::text))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) OR (( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)));


--
-- Name: settings; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.settings ENABLE ROW LEVEL SECURITY;

--
-- Name: settings settings: admin can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "settings: admin can read" ON public.settings FOR SELECT TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: settings settings: admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "settings: admin can update" ON public.settings FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: shipment_vehicles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.shipment_vehicles ENABLE ROW LEVEL SECURITY;

--
-- Name: shipment_vehicles shipment_vehicles: staff and admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipment_vehicles: staff and admin can delete" ON public.shipment_vehicles FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: shipment_vehicles shipment_vehicles: staff and admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipment_vehicles: staff and admin can insert" ON public.shipment_vehicles FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: shipment_vehicles shipment_vehicles: staff, admin or the shipment's client can re; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipment_vehicles: staff, admin or the shipment's client can re" ON public.shipment_vehicles FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (shipment_id IN ( SELECT s.id
   FROM public.shipments s
  WHERE (s.customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))))));


--
-- Name: shipments; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.shipments ENABLE ROW LEVEL SECURITY;

--
-- Name: shipments shipments: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipments: admin can delete" ON public.shipments FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: shipments shipments: admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipments: admin can insert" ON public.shipments FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: shipments shipments: staff and admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipments: staff and admin can update" ON public.shipments FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]))) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: shipments shipments: staff, admin or the owning client can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "shipments: staff, admin or the owning client can read" ON public.shipments FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))));


--
-- Name: transactions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.transactions ENABLE ROW LEVEL SECURITY;

--
-- Name: transactions transactions: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "transactions: admin can delete" ON public.transactions FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: transactions transactions: admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "transactions: admin can insert" ON public.transactions FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: transactions transactions: admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "transactions: admin can update" ON public.transactions FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text)) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: transactions transactions: staff, admin or the owning client can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "transactions: staff, admin or the owning client can read" ON public.transactions FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))));


--
-- Name: vehicle_import_rows; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.vehicle_import_rows ENABLE ROW LEVEL SECURITY;

--
-- Name: vehicle_import_rows vehicle_import_rows: admin reads their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_import_rows: admin reads their own" ON public.vehicle_import_rows FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) AND (import_id IN ( SELECT i.id
   FROM public.vehicle_imports i
  WHERE (i.created_by = ( SELECT auth.uid() AS uid))))));


--
-- Name: vehicle_import_rows vehicle_import_rows: admin removes their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_import_rows: admin removes their own" ON public.vehicle_import_rows FOR DELETE TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) AND (import_id IN ( SELECT i.id
   FROM public.vehicle_imports i
  WHERE (i.created_by = ( SELECT auth.uid() AS uid))))));


--
-- Name: vehicle_import_rows vehicle_import_rows: admin stages into their own uncommitted; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_import_rows: admin stages into their own uncommitted" ON public.vehicle_import_rows FOR INSERT TO authenticated WITH CHECK (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) AND (import_id IN ( SELECT i.id
   FROM public.vehicle_imports i
  WHERE ((i.created_by = ( SELECT auth.uid() AS uid)) AND (i.committed_at IS NULL))))));


--
-- Name: vehicle_imports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.vehicle_imports ENABLE ROW LEVEL SECURITY;

--
-- Name: vehicle_imports vehicle_imports: admin can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_imports: admin can read" ON public.vehicle_imports FOR SELECT TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: vehicle_imports vehicle_imports: admin removes their own uncommitted; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_imports: admin removes their own uncommitted" ON public.vehicle_imports FOR DELETE TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) AND (created_by = ( SELECT auth.uid() AS uid)) AND (committed_at IS NULL)));


--
-- Name: vehicle_imports vehicle_imports: admin starts their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_imports: admin starts their own" ON public.vehicle_imports FOR INSERT TO authenticated WITH CHECK (((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text) AND (created_by = ( SELECT auth.uid() AS uid))));


--
-- Name: vehicle_status_totals; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.vehicle_status_totals ENABLE ROW LEVEL SECURITY;

--
-- Name: vehicle_status_totals vehicle_status_totals: admin and staff can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_status_totals: admin and staff can read" ON public.vehicle_status_totals FOR SELECT TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: vehicle_tasks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.vehicle_tasks ENABLE ROW LEVEL SECURITY;

--
-- Name: vehicle_tasks vehicle_tasks: staff and admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_tasks: staff and admin can delete" ON public.vehicle_tasks FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: vehicle_tasks vehicle_tasks: staff and admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_tasks: staff and admin can insert" ON public.vehicle_tasks FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: vehicle_tasks vehicle_tasks: staff and admin can read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_tasks: staff and admin can read" ON public.vehicle_tasks FOR SELECT TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: vehicle_tasks vehicle_tasks: staff and admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicle_tasks: staff and admin can update" ON public.vehicle_tasks FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]))) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: vehicles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.vehicles ENABLE ROW LEVEL SECURITY;

--
-- Name: vehicles vehicles: admin can delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicles: admin can delete" ON public.vehicles FOR DELETE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: vehicles vehicles: admin can insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicles: admin can insert" ON public.vehicles FOR INSERT TO authenticated WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = 'admin'::text));


--
-- Name: vehicles vehicles: staff and admin can update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicles: staff and admin can update" ON public.vehicles FOR UPDATE TO authenticated USING ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]))) WITH CHECK ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])));


--
-- Name: vehicles vehicles: staff, admin, owner, or anyone for available stock ca; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "vehicles: staff, admin, owner, or anyone for available stock ca" ON public.vehicles FOR SELECT TO authenticated USING (((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR (status = 'available'::text) OR (customer_id IN ( SELECT private.current_customer_ids() AS current_customer_ids))));


--
-- Name: supabase_realtime bank_connections; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.bank_connections;


--
-- Name: supabase_realtime change_history; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.change_history;


--
-- Name: supabase_realtime communications; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.communications;


--
-- Name: supabase_realtime containers; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.containers;


--
-- Name: supabase_realtime customers; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.customers;


--
-- Name: supabase_realtime documents; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.documents;


--
-- Name: supabase_realtime notifications; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.notifications;


--
-- Name: supabase_realtime profiles; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.profiles;


--
-- Name: supabase_realtime shipment_vehicles; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.shipment_vehicles;


--
-- Name: supabase_realtime shipments; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.shipments;


--
-- Name: supabase_realtime transactions; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.transactions;


--
-- Name: supabase_realtime vehicle_tasks; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.vehicle_tasks;


--
-- Name: supabase_realtime vehicles; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.vehicles;


--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;


--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;


--
-- Name: TYPE email_to_send; Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON TYPE private.email_to_send TO authenticated;
GRANT ALL ON TYPE private.email_to_send TO service_role;


--
-- Name: FUNCTION active_shipment_statuses(dashboard text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.active_shipment_statuses(dashboard text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.active_shipment_statuses(dashboard text) TO authenticated;
GRANT ALL ON FUNCTION private.active_shipment_statuses(dashboard text) TO service_role;


--
-- Name: FUNCTION apply_vehicle_import(plan private.vehicle_import_row[], p_columns text[], OUT vehicles_added integer, OUT vehicles_updated integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.apply_vehicle_import(plan private.vehicle_import_row[], p_columns text[], OUT vehicles_added integer, OUT vehicles_updated integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.apply_vehicle_import(plan private.vehicle_import_row[], p_columns text[], OUT vehicles_added integer, OUT vehicles_updated integer) TO authenticated;
GRANT ALL ON FUNCTION private.apply_vehicle_import(plan private.vehicle_import_row[], p_columns text[], OUT vehicles_added integer, OUT vehicles_updated integer) TO service_role;


--
-- Name: FUNCTION business_time_zone(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.business_time_zone() FROM PUBLIC;
GRANT ALL ON FUNCTION private.business_time_zone() TO authenticated;
GRANT ALL ON FUNCTION private.business_time_zone() TO service_role;


--
-- Name: FUNCTION business_today(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.business_today() FROM PUBLIC;
GRANT ALL ON FUNCTION private.business_today() TO authenticated;
GRANT ALL ON FUNCTION private.business_today() TO service_role;


--
-- Name: FUNCTION can_change_shipment_vehicles(status text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.can_change_shipment_vehicles(status text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.can_change_shipment_vehicles(status text) TO authenticated;
GRANT ALL ON FUNCTION private.can_change_shipment_vehicles(status text) TO service_role;


--
-- Name: FUNCTION count_vehicle_statuses(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.count_vehicle_statuses() FROM PUBLIC;


--
-- Name: FUNCTION current_customer_ids(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.current_customer_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_customer_ids() TO anon;
GRANT ALL ON FUNCTION private.current_customer_ids() TO authenticated;
GRANT ALL ON FUNCTION private.current_customer_ids() TO service_role;


--
-- Name: FUNCTION current_notification_audience(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.current_notification_audience() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_notification_audience() TO authenticated;
GRANT ALL ON FUNCTION private.current_notification_audience() TO service_role;


--
-- Name: FUNCTION current_user_role(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.current_user_role() FROM PUBLIC;
GRANT ALL ON FUNCTION private.current_user_role() TO anon;
GRANT ALL ON FUNCTION private.current_user_role() TO authenticated;
GRANT ALL ON FUNCTION private.current_user_role() TO service_role;


--
-- Name: FUNCTION customer_emails_on(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.customer_emails_on() FROM PUBLIC;
GRANT ALL ON FUNCTION private.customer_emails_on() TO authenticated;
GRANT ALL ON FUNCTION private.customer_emails_on() TO service_role;


--
-- Name: FUNCTION customs_lead_time_hours(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.customs_lead_time_hours() FROM PUBLIC;
GRANT ALL ON FUNCTION private.customs_lead_time_hours() TO authenticated;
GRANT ALL ON FUNCTION private.customs_lead_time_hours() TO service_role;


--
-- Name: FUNCTION dashboard_totals(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.dashboard_totals() FROM PUBLIC;
GRANT ALL ON FUNCTION private.dashboard_totals() TO authenticated;
GRANT ALL ON FUNCTION private.dashboard_totals() TO service_role;


--
-- Name: FUNCTION document_expiry_window_days(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.document_expiry_window_days() FROM PUBLIC;
GRANT ALL ON FUNCTION private.document_expiry_window_days() TO authenticated;
GRANT ALL ON FUNCTION private.document_expiry_window_days() TO service_role;


--
-- Name: FUNCTION excerpt(value text, characters integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.excerpt(value text, characters integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.excerpt(value text, characters integer) TO authenticated;
GRANT ALL ON FUNCTION private.excerpt(value text, characters integer) TO service_role;


--
-- Name: FUNCTION export_file_gaps(target uuid, OUT missing text[], OUT expired text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.export_file_gaps(target uuid, OUT missing text[], OUT expired text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.export_file_gaps(target uuid, OUT missing text[], OUT expired text[]) TO authenticated;
GRANT ALL ON FUNCTION private.export_file_gaps(target uuid, OUT missing text[], OUT expired text[]) TO service_role;


--
-- Name: FUNCTION finish_vehicle_import(p_import_id uuid, p_added integer, p_updated integer, p_unchanged integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.finish_vehicle_import(p_import_id uuid, p_added integer, p_updated integer, p_unchanged integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.finish_vehicle_import(p_import_id uuid, p_added integer, p_updated integer, p_unchanged integer) TO authenticated;
GRANT ALL ON FUNCTION private.finish_vehicle_import(p_import_id uuid, p_added integer, p_updated integer, p_unchanged integer) TO service_role;


--
-- Name: FUNCTION header_safe(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.header_safe(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.header_safe(value text) TO authenticated;
GRANT ALL ON FUNCTION private.header_safe(value text) TO service_role;


--
-- Name: FUNCTION html_escape(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.html_escape(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.html_escape(value text) TO authenticated;
GRANT ALL ON FUNCTION private.html_escape(value text) TO service_role;


--
-- Name: FUNCTION import_rows_within_count(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.import_rows_within_count() FROM PUBLIC;


--
-- Name: FUNCTION incomplete_export_file_count(target uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.incomplete_export_file_count(target uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.incomplete_export_file_count(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.incomplete_export_file_count(target uuid) TO service_role;


--
-- Name: FUNCTION incomplete_export_files(target uuid, OUT vehicle_id uuid, OUT vehicle_label text, OUT missing text[], OUT expired text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.incomplete_export_files(target uuid, OUT vehicle_id uuid, OUT vehicle_label text, OUT missing text[], OUT expired text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.incomplete_export_files(target uuid, OUT vehicle_id uuid, OUT vehicle_label text, OUT missing text[], OUT expired text[]) TO authenticated;
GRANT ALL ON FUNCTION private.incomplete_export_files(target uuid, OUT vehicle_id uuid, OUT vehicle_label text, OUT missing text[], OUT expired text[]) TO service_role;


--
-- Name: FUNCTION is_client_visible_communication(p_type text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_client_visible_communication(p_type text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_client_visible_communication(p_type text) TO authenticated;
GRANT ALL ON FUNCTION private.is_client_visible_communication(p_type text) TO service_role;


--
-- Name: FUNCTION is_document_file(object_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_document_file(object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_document_file(object_name text) TO authenticated;
GRANT ALL ON FUNCTION private.is_document_file(object_name text) TO service_role;


--
-- Name: FUNCTION is_email_address(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_email_address(address text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_email_address(address text) TO authenticated;
GRANT ALL ON FUNCTION private.is_email_address(address text) TO service_role;


--
-- Name: FUNCTION is_end_user(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_end_user() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_end_user() TO anon;
GRANT ALL ON FUNCTION private.is_end_user() TO authenticated;
GRANT ALL ON FUNCTION private.is_end_user() TO service_role;


--
-- Name: FUNCTION is_own_document_file(object_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_own_document_file(object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_own_document_file(object_name text) TO authenticated;
GRANT ALL ON FUNCTION private.is_own_document_file(object_name text) TO service_role;


--
-- Name: FUNCTION iso6346_check_digit(code text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.iso6346_check_digit(code text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.iso6346_check_digit(code text) TO anon;
GRANT ALL ON FUNCTION private.iso6346_check_digit(code text) TO authenticated;
GRANT ALL ON FUNCTION private.iso6346_check_digit(code text) TO service_role;


--
-- Name: FUNCTION keep_totals(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keep_totals() FROM PUBLIC;


--
-- Name: FUNCTION kept_total_shape(source text, OUT bucket text, OUT amount text, OUT cost text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.kept_total_shape(source text, OUT bucket text, OUT amount text, OUT cost text) FROM PUBLIC;


--
-- Name: FUNCTION limit_client_messages(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.limit_client_messages() FROM PUBLIC;


--
-- Name: FUNCTION mail_html(body text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mail_html(body text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mail_html(body text) TO authenticated;
GRANT ALL ON FUNCTION private.mail_html(body text) TO service_role;


--
-- Name: FUNCTION next_shipment_number(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.next_shipment_number() FROM PUBLIC;
GRANT ALL ON FUNCTION private.next_shipment_number() TO authenticated;
GRANT ALL ON FUNCTION private.next_shipment_number() TO service_role;


--
-- Name: FUNCTION notification_audience(kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_audience(kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.notification_audience(kind text) TO authenticated;
GRANT ALL ON FUNCTION private.notification_audience(kind text) TO service_role;


--
-- Name: FUNCTION notify(p_user uuid, p_kind text, p_title text, p_body text, p_link text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_link text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_link text) TO authenticated;
GRANT ALL ON FUNCTION private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_link text) TO service_role;


--
-- Name: FUNCTION notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean) TO authenticated;
GRANT ALL ON FUNCTION private.notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean) TO service_role;


--
-- Name: FUNCTION one_default_bank_account(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.one_default_bank_account() FROM PUBLIC;


--
-- Name: FUNCTION other_active_shipment(vehicle uuid, this_shipment uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.other_active_shipment(vehicle uuid, this_shipment uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.other_active_shipment(vehicle uuid, this_shipment uuid) TO authenticated;
GRANT ALL ON FUNCTION private.other_active_shipment(vehicle uuid, this_shipment uuid) TO service_role;


--
-- Name: FUNCTION profit_margin(sales numeric, costs numeric); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.profit_margin(sales numeric, costs numeric) TO authenticated;
GRANT ALL ON FUNCTION private.profit_margin(sales numeric, costs numeric) TO service_role;


--
-- Name: FUNCTION queue_emails(p_emails private.email_to_send[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_emails(p_emails private.email_to_send[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.queue_emails(p_emails private.email_to_send[]) TO authenticated;
GRANT ALL ON FUNCTION private.queue_emails(p_emails private.email_to_send[]) TO service_role;


--
-- Name: FUNCTION refuse_vehicle_import(refused jsonb, refused_rows integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_vehicle_import(refused jsonb, refused_rows integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.refuse_vehicle_import(refused jsonb, refused_rows integer) TO authenticated;
GRANT ALL ON FUNCTION private.refuse_vehicle_import(refused jsonb, refused_rows integer) TO service_role;


--
-- Name: FUNCTION report_window(first_month date, months integer, OUT first_day date, OUT end_day date); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.report_window(first_month date, months integer, OUT first_day date, OUT end_day date) TO authenticated;
GRANT ALL ON FUNCTION private.report_window(first_month date, months integer, OUT first_day date, OUT end_day date) TO service_role;


--
-- Name: FUNCTION require_report_reader(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_report_reader() FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_report_reader() TO authenticated;
GRANT ALL ON FUNCTION private.require_report_reader() TO service_role;


--
-- Name: FUNCTION require_vehicle_importer(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_vehicle_importer() FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_vehicle_importer() TO authenticated;
GRANT ALL ON FUNCTION private.require_vehicle_importer() TO service_role;


--
-- Name: FUNCTION shipment_container(target uuid, OUT id uuid, OUT container_number text, OUT capacity integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.shipment_container(target uuid, OUT id uuid, OUT container_number text, OUT capacity integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.shipment_container(target uuid, OUT id uuid, OUT container_number text, OUT capacity integer) TO authenticated;
GRANT ALL ON FUNCTION private.shipment_container(target uuid, OUT id uuid, OUT container_number text, OUT capacity integer) TO service_role;


--
-- Name: FUNCTION shipment_summary(target uuid, OUT shipment_number text, OUT status text, OUT active boolean, OUT customer_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.shipment_summary(target uuid, OUT shipment_number text, OUT status text, OUT active boolean, OUT customer_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.shipment_summary(target uuid, OUT shipment_number text, OUT status text, OUT active boolean, OUT customer_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.shipment_summary(target uuid, OUT shipment_number text, OUT status text, OUT active boolean, OUT customer_id uuid) TO service_role;


--
-- Name: FUNCTION shipment_vehicle_count(target uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.shipment_vehicle_count(target uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.shipment_vehicle_count(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.shipment_vehicle_count(target uuid) TO service_role;


--
-- Name: FUNCTION sold_vehicle_totals(OUT sales numeric, OUT costs numeric); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.sold_vehicle_totals(OUT sales numeric, OUT costs numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.sold_vehicle_totals(OUT sales numeric, OUT costs numeric) TO authenticated;
GRANT ALL ON FUNCTION private.sold_vehicle_totals(OUT sales numeric, OUT costs numeric) TO service_role;


--
-- Name: FUNCTION stamp_vehicle_sale(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.stamp_vehicle_sale() FROM PUBLIC;


--
-- Name: FUNCTION url_query_value(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.url_query_value(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.url_query_value(value text) TO authenticated;
GRANT ALL ON FUNCTION private.url_query_value(value text) TO service_role;


--
-- Name: FUNCTION vehicle_counts_by_status(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_counts_by_status() FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_counts_by_status() TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_counts_by_status() TO service_role;


--
-- Name: FUNCTION vehicle_identity(target uuid, OUT customer_id uuid, OUT vin text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_identity(target uuid, OUT customer_id uuid, OUT vin text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_identity(target uuid, OUT customer_id uuid, OUT vin text) TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_identity(target uuid, OUT customer_id uuid, OUT vin text) TO service_role;


--
-- Name: FUNCTION vehicle_import_cell_problem(column_name text, cell text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_import_cell_problem(column_name text, cell text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_import_cell_problem(column_name text, cell text) TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_import_cell_problem(column_name text, cell text) TO service_role;


--
-- Name: FUNCTION vehicle_import_column_label(column_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_import_column_label(column_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_import_column_label(column_name text) TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_import_column_label(column_name text) TO service_role;


--
-- Name: FUNCTION vehicle_import_costs(p_import_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_import_costs(p_import_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_import_costs(p_import_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_import_costs(p_import_id uuid) TO service_role;


--
-- Name: FUNCTION vehicle_import_plan(p_import_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_import_plan(p_import_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_import_plan(p_import_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_import_plan(p_import_id uuid) TO service_role;


--
-- Name: FUNCTION vehicle_years(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vehicle_years() FROM PUBLIC;
GRANT ALL ON FUNCTION private.vehicle_years() TO authenticated;
GRANT ALL ON FUNCTION private.vehicle_years() TO service_role;


--
-- Name: FUNCTION vin_problem(vin text, check_digit text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.vin_problem(vin text, check_digit text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.vin_problem(vin text, check_digit text) TO authenticated;
GRANT ALL ON FUNCTION private.vin_problem(vin text, check_digit text) TO service_role;


--
-- Name: FUNCTION wants_email(target_user uuid, notice_kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.wants_email(target_user uuid, notice_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.wants_email(target_user uuid, notice_kind text) TO authenticated;
GRANT ALL ON FUNCTION private.wants_email(target_user uuid, notice_kind text) TO service_role;


--
-- Name: TABLE documents; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE,MAINTAIN ON TABLE public.documents TO authenticated;
GRANT ALL ON TABLE public.documents TO service_role;


--
-- Name: COLUMN documents.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.customer_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(customer_id),UPDATE(customer_id) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.vehicle_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(vehicle_id),UPDATE(vehicle_id) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.shipment_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(shipment_id),UPDATE(shipment_id) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.document_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(document_name),UPDATE(document_name) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.document_number; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(document_number),UPDATE(document_number) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.document_type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(document_type),UPDATE(document_type) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.issue_date; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(issue_date),UPDATE(issue_date) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.expiry_date; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(expiry_date),UPDATE(expiry_date) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.notes; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(notes),UPDATE(notes) ON TABLE public.documents TO authenticated;


--
-- Name: COLUMN documents.renewal_reminder; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(renewal_reminder),UPDATE(renewal_reminder) ON TABLE public.documents TO authenticated;


--
-- Name: FUNCTION add_document(p_document_id uuid, p_document_name text, p_document_type text, p_document_number text, p_issue_date date, p_expiry_date date, p_customer_id uuid, p_vehicle_id uuid, p_shipment_id uuid, p_notes text, p_object_path text, p_file_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_document(p_document_id uuid, p_document_name text, p_document_type text, p_document_number text, p_issue_date date, p_expiry_date date, p_customer_id uuid, p_vehicle_id uuid, p_shipment_id uuid, p_notes text, p_object_path text, p_file_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_document(p_document_id uuid, p_document_name text, p_document_type text, p_document_number text, p_issue_date date, p_expiry_date date, p_customer_id uuid, p_vehicle_id uuid, p_shipment_id uuid, p_notes text, p_object_path text, p_file_name text) TO authenticated;
GRANT ALL ON FUNCTION public.add_document(p_document_id uuid, p_document_name text, p_document_type text, p_document_number text, p_issue_date date, p_expiry_date date, p_customer_id uuid, p_vehicle_id uuid, p_shipment_id uuid, p_notes text, p_object_path text, p_file_name text) TO service_role;


--
-- Name: FUNCTION change_shipment_status(shipment_id uuid, new_status text, seen_updated_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.change_shipment_status(shipment_id uuid, new_status text, seen_updated_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.change_shipment_status(shipment_id uuid, new_status text, seen_updated_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.change_shipment_status(shipment_id uuid, new_status text, seen_updated_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION change_vehicle_status(vehicle_id uuid, new_status text, seen_updated_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.change_vehicle_status(vehicle_id uuid, new_status text, seen_updated_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.change_vehicle_status(vehicle_id uuid, new_status text, seen_updated_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.change_vehicle_status(vehicle_id uuid, new_status text, seen_updated_at timestamp with time zone) TO service_role;


--
-- Name: TABLE outbox; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.outbox TO service_role;
GRANT SELECT ON TABLE public.outbox TO authenticated;


--
-- Name: FUNCTION claim_outbox(p_limit integer, p_lease_seconds integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_outbox(p_limit integer, p_lease_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_outbox(p_limit integer, p_lease_seconds integer) TO service_role;


--
-- Name: FUNCTION client_dashboard(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.client_dashboard() FROM PUBLIC;
GRANT ALL ON FUNCTION public.client_dashboard() TO authenticated;
GRANT ALL ON FUNCTION public.client_dashboard() TO service_role;


--
-- Name: FUNCTION commit_vehicle_import(p_import_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.commit_vehicle_import(p_import_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.commit_vehicle_import(p_import_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.commit_vehicle_import(p_import_id uuid) TO service_role;


--
-- Name: FUNCTION customer_analytics(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.customer_analytics() FROM PUBLIC;
GRANT ALL ON FUNCTION public.customer_analytics() TO authenticated;
GRANT ALL ON FUNCTION public.customer_analytics() TO service_role;


--
-- Name: FUNCTION dashboard_stats(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.dashboard_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION public.dashboard_stats() TO authenticated;
GRANT ALL ON FUNCTION public.dashboard_stats() TO service_role;


--
-- Name: FUNCTION delete_user(target_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_user(target_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_user(target_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.delete_user(target_user_id uuid) TO service_role;


--
-- Name: FUNCTION mark_all_notifications_read(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.mark_all_notifications_read() FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_all_notifications_read() TO authenticated;
GRANT ALL ON FUNCTION public.mark_all_notifications_read() TO service_role;


--
-- Name: FUNCTION queue_document_expiry_notices(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.queue_document_expiry_notices() FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_document_expiry_notices() TO service_role;


--
-- Name: FUNCTION renew_document(p_document_id uuid, p_object_path text, p_file_name text, p_issue_date date, p_expiry_date date, p_document_number text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.renew_document(p_document_id uuid, p_object_path text, p_file_name text, p_issue_date date, p_expiry_date date, p_document_number text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_document(p_document_id uuid, p_object_path text, p_file_name text, p_issue_date date, p_expiry_date date, p_document_number text) TO authenticated;
GRANT ALL ON FUNCTION public.renew_document(p_document_id uuid, p_object_path text, p_file_name text, p_issue_date date, p_expiry_date date, p_document_number text) TO service_role;


--
-- Name: FUNCTION report_days_to_sale(p_first_month date, p_months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_days_to_sale(p_first_month date, p_months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_days_to_sale(p_first_month date, p_months integer) TO authenticated;
GRANT ALL ON FUNCTION public.report_days_to_sale(p_first_month date, p_months integer) TO service_role;


--
-- Name: FUNCTION report_monthly_figures(p_first_month date, p_months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_monthly_figures(p_first_month date, p_months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_monthly_figures(p_first_month date, p_months integer) TO authenticated;
GRANT ALL ON FUNCTION public.report_monthly_figures(p_first_month date, p_months integer) TO service_role;


--
-- Name: FUNCTION report_sales_by_make(p_first_month date, p_months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_sales_by_make(p_first_month date, p_months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_sales_by_make(p_first_month date, p_months integer) TO authenticated;
GRANT ALL ON FUNCTION public.report_sales_by_make(p_first_month date, p_months integer) TO service_role;


--
-- Name: FUNCTION report_shipments_by_port(p_first_month date, p_months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_shipments_by_port(p_first_month date, p_months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_shipments_by_port(p_first_month date, p_months integer) TO authenticated;
GRANT ALL ON FUNCTION public.report_shipments_by_port(p_first_month date, p_months integer) TO service_role;


--
-- Name: TABLE communications; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE,MAINTAIN ON TABLE public.communications TO authenticated;
GRANT ALL ON TABLE public.communications TO service_role;


--
-- Name: COLUMN communications.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.customer_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(customer_id),UPDATE(customer_id) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.subject; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(subject),UPDATE(subject) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.message; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(message),UPDATE(message) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.direction; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(direction),UPDATE(direction) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.communication_type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(communication_type),UPDATE(communication_type) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.read_status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(read_status),UPDATE(read_status) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.vehicle_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(vehicle_id),UPDATE(vehicle_id) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.occurred_at; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(occurred_at),UPDATE(occurred_at) ON TABLE public.communications TO authenticated;


--
-- Name: COLUMN communications.duration_minutes; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(duration_minutes),UPDATE(duration_minutes) ON TABLE public.communications TO authenticated;


--
-- Name: FUNCTION request_quote(p_vehicle_id uuid, p_message text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_quote(p_vehicle_id uuid, p_message text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_quote(p_vehicle_id uuid, p_message text) TO authenticated;
GRANT ALL ON FUNCTION public.request_quote(p_vehicle_id uuid, p_message text) TO service_role;


--
-- Name: TABLE shipments; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,MAINTAIN,UPDATE ON TABLE public.shipments TO authenticated;
GRANT ALL ON TABLE public.shipments TO service_role;


--
-- Name: FUNCTION save_shipment(p_id uuid, p_values jsonb, p_container_id uuid, p_vehicle_ids uuid[], p_seen_updated_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_shipment(p_id uuid, p_values jsonb, p_container_id uuid, p_vehicle_ids uuid[], p_seen_updated_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_shipment(p_id uuid, p_values jsonb, p_container_id uuid, p_vehicle_ids uuid[], p_seen_updated_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.save_shipment(p_id uuid, p_values jsonb, p_container_id uuid, p_vehicle_ids uuid[], p_seen_updated_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION settle_outbox(p_claim uuid, p_outcomes jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.settle_outbox(p_claim uuid, p_outcomes jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.settle_outbox(p_claim uuid, p_outcomes jsonb) TO service_role;


--
-- Name: FUNCTION shipment_timeline(p_shipment_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.shipment_timeline(p_shipment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.shipment_timeline(p_shipment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.shipment_timeline(p_shipment_id uuid) TO service_role;


--
-- Name: FUNCTION unlinked_client_accounts(p_search text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.unlinked_client_accounts(p_search text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.unlinked_client_accounts(p_search text) TO authenticated;
GRANT ALL ON FUNCTION public.unlinked_client_accounts(p_search text) TO service_role;


--
-- Name: FUNCTION update_vehicle_details(p_vehicle_id uuid, p_changes jsonb, p_seen_updated_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.update_vehicle_details(p_vehicle_id uuid, p_changes jsonb, p_seen_updated_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_vehicle_details(p_vehicle_id uuid, p_changes jsonb, p_seen_updated_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.update_vehicle_details(p_vehicle_id uuid, p_changes jsonb, p_seen_updated_at timestamp with time zone) TO service_role;


--
-- Name: FUNCTION vehicle_costs(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.vehicle_costs() FROM PUBLIC;
GRANT ALL ON FUNCTION public.vehicle_costs() TO authenticated;
GRANT ALL ON FUNCTION public.vehicle_costs() TO service_role;


--
-- Name: FUNCTION vehicle_costs_of(vehicle_ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.vehicle_costs_of(vehicle_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.vehicle_costs_of(vehicle_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.vehicle_costs_of(vehicle_ids uuid[]) TO service_role;


--
-- Name: FUNCTION vehicle_import_owners(p_emails text[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.vehicle_import_owners(p_emails text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.vehicle_import_owners(p_emails text[]) TO authenticated;
GRANT ALL ON FUNCTION public.vehicle_import_owners(p_emails text[]) TO service_role;


--
-- Name: FUNCTION vehicle_import_vehicles(p_vins text[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.vehicle_import_vehicles(p_vins text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.vehicle_import_vehicles(p_vins text[]) TO authenticated;
GRANT ALL ON FUNCTION public.vehicle_import_vehicles(p_vins text[]) TO service_role;


--
-- Name: TABLE bank_connections; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.bank_connections TO service_role;
GRANT SELECT,DELETE ON TABLE public.bank_connections TO authenticated;


--
-- Name: COLUMN bank_connections.bank_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(bank_name) ON TABLE public.bank_connections TO authenticated;


--
-- Name: COLUMN bank_connections.account_type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(account_type) ON TABLE public.bank_connections TO authenticated;


--
-- Name: COLUMN bank_connections.account_last4; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(account_last4) ON TABLE public.bank_connections TO authenticated;


--
-- Name: COLUMN bank_connections.is_default; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(is_default) ON TABLE public.bank_connections TO authenticated;


--
-- Name: TABLE change_history; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.change_history TO authenticated;
GRANT SELECT ON TABLE public.change_history TO service_role;


--
-- Name: SEQUENCE change_history_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.change_history_id_seq TO service_role;


--
-- Name: TABLE containers; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,MAINTAIN,UPDATE ON TABLE public.containers TO authenticated;
GRANT ALL ON TABLE public.containers TO service_role;


--
-- Name: TABLE customers; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,MAINTAIN,UPDATE ON TABLE public.customers TO authenticated;
GRANT ALL ON TABLE public.customers TO service_role;


--
-- Name: TABLE customer_directory; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.customer_directory TO service_role;
GRANT SELECT ON TABLE public.customer_directory TO authenticated;


--
-- Name: TABLE demo_account_ledger; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.demo_account_ledger TO service_role;


--
-- Name: TABLE document_files; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.document_files TO service_role;
GRANT SELECT,INSERT ON TABLE public.document_files TO authenticated;


--
-- Name: TABLE export_file_requirements; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.export_file_requirements TO service_role;
GRANT SELECT ON TABLE public.export_file_requirements TO authenticated;


--
-- Name: TABLE notification_preferences; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notification_preferences TO service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.notification_preferences TO authenticated;


--
-- Name: TABLE notifications; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notifications TO service_role;
GRANT SELECT ON TABLE public.notifications TO authenticated;


--
-- Name: COLUMN notifications.read_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(read_at) ON TABLE public.notifications TO authenticated;


--
-- Name: TABLE profiles; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,MAINTAIN ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;


--
-- Name: COLUMN profiles.first_name; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(first_name) ON TABLE public.profiles TO authenticated;


--
-- Name: COLUMN profiles.last_name; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(last_name) ON TABLE public.profiles TO authenticated;


--
-- Name: COLUMN profiles.company; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(company) ON TABLE public.profiles TO authenticated;


--
-- Name: COLUMN profiles.phone; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(phone) ON TABLE public.profiles TO authenticated;


--
-- Name: COLUMN profiles.role; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(role) ON TABLE public.profiles TO authenticated;


--
-- Name: TABLE settings; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.settings TO service_role;
GRANT SELECT ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.company_name; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(company_name) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.company_email; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(company_email) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.company_phone; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(company_phone) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.company_address; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(company_address) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.email_notifications; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(email_notifications) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.sms_notifications; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(sms_notifications) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.system_backups; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(system_backups) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.maintenance_mode; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(maintenance_mode) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.auto_shipment_tracking; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(auto_shipment_tracking) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.default_currency; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(default_currency) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.tax_rate; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(tax_rate) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.default_shipping_cost; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(default_shipping_cost) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.customs_lead_time_hours; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(customs_lead_time_hours) ON TABLE public.settings TO authenticated;


--
-- Name: COLUMN settings.client_messages_per_hour; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(client_messages_per_hour) ON TABLE public.settings TO authenticated;


--
-- Name: TABLE shipment_export_readiness; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.shipment_export_readiness TO service_role;
GRANT SELECT ON TABLE public.shipment_export_readiness TO authenticated;


--
-- Name: TABLE shipment_vehicles; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.shipment_vehicles TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.shipment_vehicles TO authenticated;


--
-- Name: TABLE support_messages; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.support_messages TO service_role;
GRANT SELECT ON TABLE public.support_messages TO authenticated;


--
-- Name: TABLE transactions; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,MAINTAIN,UPDATE ON TABLE public.transactions TO authenticated;
GRANT ALL ON TABLE public.transactions TO service_role;


--
-- Name: TABLE vehicles; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT,DELETE,MAINTAIN,UPDATE ON TABLE public.vehicles TO authenticated;
GRANT ALL ON TABLE public.vehicles TO service_role;


--
-- Name: COLUMN vehicles.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.customer_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(customer_id) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.year; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(year) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.make; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(make) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.model; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(model) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.vin; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(vin) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.color; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(color) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.mileage; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(mileage) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.sale_price; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(sale_price) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.status; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(status) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.location; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(location) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.updated_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(updated_at) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.year_text; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(year_text) ON TABLE public.vehicles TO authenticated;


--
-- Name: COLUMN vehicles.notes; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(notes) ON TABLE public.vehicles TO authenticated;


--
-- Name: TABLE vehicle_directory; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.vehicle_directory TO service_role;
GRANT SELECT ON TABLE public.vehicle_directory TO authenticated;


--
-- Name: TABLE vehicle_export_files; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.vehicle_export_files TO service_role;
GRANT SELECT ON TABLE public.vehicle_export_files TO authenticated;


--
-- Name: TABLE vehicle_import_rows; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.vehicle_import_rows TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.vehicle_import_rows TO authenticated;


--
-- Name: TABLE vehicle_imports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.vehicle_imports TO service_role;
GRANT SELECT,DELETE ON TABLE public.vehicle_imports TO authenticated;


--
-- Name: COLUMN vehicle_imports.file_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(file_name) ON TABLE public.vehicle_imports TO authenticated;


--
-- Name: COLUMN vehicle_imports.columns; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(columns) ON TABLE public.vehicle_imports TO authenticated;


--
-- Name: COLUMN vehicle_imports.row_count; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(row_count) ON TABLE public.vehicle_imports TO authenticated;


--
-- Name: TABLE vehicle_inventory_records; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.vehicle_inventory_records TO service_role;
GRANT SELECT ON TABLE public.vehicle_inventory_records TO authenticated;


--
-- Name: TABLE vehicle_status_totals; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.vehicle_status_totals TO authenticated;
GRANT SELECT ON TABLE public.vehicle_status_totals TO service_role;


--
-- Name: TABLE vehicle_tasks; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.vehicle_tasks TO service_role;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.vehicle_tasks TO authenticated;


--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO service_role;


--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.create_profile_for_new_user();


--
-- Name: objects documents bucket: staff and admin can remove loose files; Type: POLICY; Schema: storage; Owner: -
--

create policy "documents bucket: staff and admin can remove loose files" on storage.objects as PERMISSIVE for DELETE to authenticated using (((bucket_id = 'documents'::text) AND (( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) AND (NOT private.is_document_file(name))));


--
-- Name: objects documents bucket: staff and admin can replace loose files; Type: POLICY; Schema: storage; Owner: -
--

create policy "documents bucket: staff and admin can replace loose files" on storage.objects as PERMISSIVE for UPDATE to authenticated using (((bucket_id = 'documents'::text) AND (( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) AND (NOT private.is_document_file(name)))) with check (((bucket_id = 'documents'::text) AND (( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]))));


--
-- Name: objects documents bucket: staff and admin can upload; Type: POLICY; Schema: storage; Owner: -
--

create policy "documents bucket: staff and admin can upload" on storage.objects as PERMISSIVE for INSERT to authenticated with check (((bucket_id = 'documents'::text) AND (( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text]))));


--
-- Name: objects documents bucket: staff, admin or the owning client can read; Type: POLICY; Schema: storage; Owner: -
--

create policy "documents bucket: staff, admin or the owning client can read" on storage.objects as PERMISSIVE for SELECT to authenticated using (((bucket_id = 'documents'::text) AND ((( SELECT private.current_user_role() AS current_user_role) = ANY (ARRAY['admin'::text, 'staff'::text])) OR private.is_own_document_file(name))));


--
-- PostgreSQL database dump complete
--
