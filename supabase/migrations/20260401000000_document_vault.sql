-- The document vault: every document has its file in Storage, with the earlier versions kept;
-- each vehicle has an export file (the papers it needs before it can leave), and a shipment
-- cannot depart while a vehicle in it lacks one of them.

-- The files ---------------------------------------------------------------------------------

-- One private bucket. Paths are `<customer id or company>/<document id>/<upload id>/<file name>`,
-- a convention for people browsing the bucket: access never trusts it, it is decided by the
-- documents table below.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 20971520, array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

alter table public.documents
  add column file_path text,
  add column file_name text,
  add column mime_type text,
  add column renewal_reminder date;

-- Every version of a document's file, oldest first. The current one is also on the document.
create table public.document_files (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  version integer not null,
  object_path text not null unique,
  file_name text not null check (length(file_name) between 1 and 255),
  mime_type text not null,
  file_size bigint not null check (file_size >= 0),
  document_number text,
  issue_date date,
  expiry_date date,
  uploaded_by uuid,
  uploaded_at timestamptz not null default now(),
  unique (document_id, version),
  constraint document_files_expiry_after_issue check (expiry_date >= issue_date)
);

alter table public.document_files enable row level security;
grant select, insert on public.document_files to authenticated;
grant select, insert, update, delete on public.document_files to service_role;

create policy "document_files: staff, admin or the owning client can read" on public.document_files
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or document_id in (
      select d.id from public.documents d where d.customer_id in (select private.current_customer_ids())
    )
  );
create policy "document_files: staff and admin can add versions" on public.document_files
  for insert to authenticated with check ((select private.current_user_role()) in ('admin', 'staff'));

-- Staff file and renew papers as admins do; removing a document stays with admins.
create policy "documents: staff can insert" on public.documents
  for insert to authenticated with check ((select private.current_user_role()) = 'staff');
create policy "documents: staff can update" on public.documents
  for update to authenticated
  using ((select private.current_user_role()) = 'staff')
  with check ((select private.current_user_role()) = 'staff');

-- The file columns follow the stored file and are written only by the database.
revoke insert, update on public.documents from authenticated;
grant insert (id, customer_id, vehicle_id, shipment_id, document_name, document_number, document_type,
              issue_date, expiry_date, notes, renewal_reminder)
  on public.documents to authenticated;
grant update (customer_id, vehicle_id, shipment_id, document_name, document_number, document_type,
              issue_date, expiry_date, notes, renewal_reminder)
  on public.documents to authenticated;

-- Whether a stored object is a version of a document of the caller's customer; the path is not
-- consulted, so a guessed or crafted name reads nothing.
create function private.is_own_document_file(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.document_files f
      join public.documents d on d.id = f.document_id
     where f.object_path = object_name
       and d.customer_id in (select private.current_customer_ids())
  )
$$;

create function private.is_document_file(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.document_files f where f.object_path = object_name)
$$;

revoke all on function private.is_own_document_file(text) from public;
revoke all on function private.is_document_file(text) from public;
grant execute on function private.is_own_document_file(text) to authenticated, service_role;
grant execute on function private.is_document_file(text) to authenticated, service_role;

create policy "documents bucket: staff, admin or the owning client can read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'documents'
    and ((select private.current_user_role()) in ('admin', 'staff') or private.is_own_document_file(name))
  );
create policy "documents bucket: staff and admin can upload" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'documents' and (select private.current_user_role()) in ('admin', 'staff'));
-- A file a document version refers to is never replaced: a new version is a new object.
create policy "documents bucket: staff and admin can replace loose files" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'documents' and (select private.current_user_role()) in ('admin', 'staff')
    and not private.is_document_file(name)
  )
  with check (bucket_id = 'documents' and (select private.current_user_role()) in ('admin', 'staff'));
-- Only files no version refers to can go (an upload whose document was never saved).
create policy "documents bucket: staff and admin can remove loose files" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'documents' and (select private.current_user_role()) in ('admin', 'staff')
    and not private.is_document_file(name)
  );

-- A version takes its size and type from the stored file, its number from the versions before
-- it, and its author from the session; the file must sit under its document's folder.
create function private.stamp_document_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger document_files_stamp before insert on public.document_files
  for each row execute function private.stamp_document_file();

-- The newest version is the document's current file; a renewal also brings its dates and number
-- and ends the reminder that asked for it.
create function private.document_takes_new_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger document_files_become_current after insert on public.document_files
  for each row execute function private.document_takes_new_version();

-- File a new document with its first version, whose file has just been uploaded. Runs with the
-- caller's rights: the policies above decide who may. A vehicle's or a shipment's customer is
-- the document's when none is given.
create function public.add_document(
  p_document_id uuid,
  p_document_name text,
  p_document_type text,
  p_document_number text,
  p_issue_date date,
  p_expiry_date date,
  p_customer_id uuid,
  p_vehicle_id uuid,
  p_shipment_id uuid,
  p_notes text,
  p_object_path text,
  p_file_name text
)
returns public.documents
language plpgsql
set search_path = ''
as $$
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

-- A renewal: the new paper's file (already uploaded) and dates become the document's; the
-- earlier versions stay readable in its history.
create function public.renew_document(
  p_document_id uuid,
  p_object_path text,
  p_file_name text,
  p_issue_date date,
  p_expiry_date date,
  p_document_number text
)
returns public.documents
language plpgsql
set search_path = ''
as $$
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

revoke all on function public.add_document(uuid, text, text, text, date, date, uuid, uuid, uuid, text, text, text) from public, anon;
revoke all on function public.renew_document(uuid, text, text, date, date, text) from public, anon;
grant execute on function public.add_document(uuid, text, text, text, date, date, uuid, uuid, uuid, text, text, text) to authenticated, service_role;
grant execute on function public.renew_document(uuid, text, text, date, date, text) to authenticated, service_role;

create index documents_renewal_reminder_idx on public.documents (renewal_reminder) where renewal_reminder is not null;
create index documents_vehicle_type_idx on public.documents (vehicle_id, document_type);

-- The export file -----------------------------------------------------------------------------

-- What a vehicle needs before it can leave the country; shared-domain holds the same table.
create table public.export_file_requirements (
  requirement text primary key,
  label text not null,
  document_types text[] not null,
  position integer not null unique
);
insert into public.export_file_requirements (requirement, label, document_types, position) values
  ('title', 'Title', array['title'], 1),
  ('sale', 'Bill of sale or invoice', array['invoice'], 2),
  ('clearance', 'Export permit or customs declaration', array['export_permit', 'customs'], 3);

alter table public.export_file_requirements enable row level security;
revoke all on public.export_file_requirements from anon, authenticated;
grant select on public.export_file_requirements to authenticated;
create policy "export_file_requirements: every signed-in user can read" on public.export_file_requirements
  for select to authenticated using (true);

-- A requirement is met by a document of the vehicle of one of its types that has not expired;
-- `expired` lists those with documents, all expired, `missing` those with none.
create function private.export_file_gaps(target uuid, out missing text[], out expired text[])
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.requirement order by r.position) filter (where s.state = 'missing'), '{}'),
         coalesce(array_agg(r.requirement order by r.position) filter (where s.state = 'expired'), '{}')
    from public.export_file_requirements r
    cross join lateral (
      select case when bool_or(d.expiry_date is null or d.expiry_date >= private.business_today()) then 'met'
                  when count(d.id) > 0 then 'expired'
                  else 'missing' end as state
        from public.documents d
       where d.vehicle_id = target and d.document_type = any (r.document_types)
    ) as s
$$;

revoke all on function private.export_file_gaps(uuid) from public;
grant execute on function private.export_file_gaps(uuid) to authenticated, service_role;

-- Rows only for the vehicles the caller can read.
create view public.vehicle_export_files with (security_invoker = true) as
select v.id as vehicle_id,
       g.missing,
       g.expired,
       cardinality(g.missing) + cardinality(g.expired) = 0 as complete
  from public.vehicles v
  cross join lateral private.export_file_gaps(v.id) as g;

grant select on public.vehicle_export_files to authenticated, service_role;

-- Customs wants the papers of a used vehicle this many hours before it sails.
alter table public.settings
  add column customs_lead_time_hours integer not null default 72
    check (customs_lead_time_hours between 0 and 720);
grant update (customs_lead_time_hours) on public.settings to authenticated;

create function private.customs_lead_time_hours()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.customs_lead_time_hours from public.settings s limit 1), 72)
$$;

revoke all on function private.customs_lead_time_hours() from public;
grant execute on function private.customs_lead_time_hours() to authenticated, service_role;

-- The active vehicles of a shipment whose export file is incomplete, described for people.
create function private.incomplete_export_files(target uuid, out vehicle_id uuid, out vehicle_label text,
                                                out missing text[], out expired text[])
returns setof record
language sql
stable
security definer
set search_path = ''
as $$
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

revoke all on function private.incomplete_export_files(uuid) from public;
grant execute on function private.incomplete_export_files(uuid) to authenticated, service_role;

-- Rows only for the shipments the caller can read. The deadline is the estimated departure day's
-- start in the business's time zone, less the lead time.
create view public.shipment_export_readiness with (security_invoker = true) as
select s.id as shipment_id,
       (select count(*)::integer from private.incomplete_export_files(s.id)) as incomplete_vehicles,
       (s.estimated_departure::timestamp at time zone 'America/Toronto')
         - make_interval(hours => private.customs_lead_time_hours()) as customs_deadline,
       s.status in ('planning', 'booked', 'loading')
         and s.estimated_departure is not null
         and now() >= (s.estimated_departure::timestamp at time zone 'America/Toronto')
                      - make_interval(hours => private.customs_lead_time_hours())
         and exists (select 1 from private.incomplete_export_files(s.id)) as at_risk
  from public.shipments s;

grant select on public.shipment_export_readiness to authenticated, service_role;

-- A shipment leaves only with every vehicle's papers: whoever moves it, the move is refused with
-- what is missing for each vehicle.
create function private.require_export_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger shipments_require_export_files before update of status on public.shipments
  for each row when (new.status = 'in_transit' and old.status is distinct from 'in_transit')
  execute function private.require_export_files();
