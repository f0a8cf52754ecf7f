-- What a hosted Supabase project already has before its own migrations run.
-- Applied on every start, so every statement here must be safe to repeat.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud text,
  role text,
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
-- The platform's default privileges, set once on a new database only: this script runs again on
-- every start and must not undo a migration's revokes, of grants or of default privileges.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;

-- Storage's tables, as a hosted project has them: buckets and the metadata of each object. The
-- files themselves are kept by the server; who may read or write an object is decided by RLS
-- policies on storage.objects, which migrations add and the server evaluates as the caller.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);

-- Hosted projects have this publication from the start; migrations add the tables that are live.
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Realtime without logical decoding: triggers on every table of the publication write each row
-- change into a log in the writing transaction and wake the server with a notification, which
-- Postgres sends only when that transaction commits. The log is local-supabase's own; no API role
-- may read it. Each write is logged by one statement from its transition table (an import of
-- 10,000 vehicles logged them a row at a time for seconds).
create schema if not exists local_realtime;
revoke all on schema local_realtime from public, anon, authenticated, service_role;

create table if not exists local_realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  changed_at timestamptz not null default clock_timestamp()
);

-- An update's old record is read for its primary key only (as a hosted project sends it), and
-- the portal never changes a primary key, so the row as updated stands for it: pairing each row
-- with its old version would need a join per statement.
create or replace function local_realtime.capture_updates() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into local_realtime.changes (schema_name, table_name, type, record, old_record)
  select tg_table_schema, tg_table_name, 'UPDATE', updated.row, updated.row
    from (select to_jsonb(n) as row from new_rows n) updated;
  if found then
    perform pg_notify('local_realtime', '');
  end if;
  return null;
end
$$;

create or replace function local_realtime.capture_inserts() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into local_realtime.changes (schema_name, table_name, type, record)
  select tg_table_schema, tg_table_name, 'INSERT', to_jsonb(n) from new_rows n;
  if found then
    perform pg_notify('local_realtime', '');
  end if;
  return null;
end
$$;

create or replace function local_realtime.capture_deletes() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into local_realtime.changes (schema_name, table_name, type, old_record)
  select tg_table_schema, tg_table_name, 'DELETE', to_jsonb(o) from old_rows o;
  if found then
    perform pg_notify('local_realtime', '');
  end if;
  return null;
end
$$;

-- Puts the capture triggers on exactly the tables the publication lists; run after the migrations.
-- A database whose capture trigger still logged changes a row at a time has it replaced.
create or replace function local_realtime.follow_publication() returns void
language plpgsql set search_path = ''
as $$
declare
  target record;
  capture constant text[] := array['local_realtime_capture', 'local_realtime_capture_inserts', 'local_realtime_capture_deletes'];
  update_statements constant smallint := 16; -- pg_trigger.tgtype: a statement trigger, after update only
begin
  for target in
    select t.tgrelid::regclass as relation from pg_trigger t where t.tgname = 'local_realtime_capture' and t.tgtype <> update_statements
  loop
    execute format('drop trigger local_realtime_capture on %s', target.relation);
  end loop;
  for target in
    select c.oid::regclass as relation,
           not exists (select from pg_trigger t where t.tgrelid = c.oid and t.tgname = capture[1]) as needs_updates,
           not exists (select from pg_trigger t where t.tgrelid = c.oid and t.tgname = capture[2]) as needs_inserts,
           not exists (select from pg_trigger t where t.tgrelid = c.oid and t.tgname = capture[3]) as needs_deletes
      from pg_publication_tables p
      join pg_namespace n on n.nspname = p.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime'
  loop
    if target.needs_updates then
      execute format('create trigger local_realtime_capture after update on %s referencing new table as new_rows
                        for each statement execute function local_realtime.capture_updates()', target.relation);
    end if;
    if target.needs_inserts then
      execute format('create trigger local_realtime_capture_inserts after insert on %s referencing new table as new_rows
                        for each statement execute function local_realtime.capture_inserts()', target.relation);
    end if;
    if target.needs_deletes then
      execute format('create trigger local_realtime_capture_deletes after delete on %s referencing old table as old_rows
                        for each statement execute function local_realtime.capture_deletes()', target.relation);
    end if;
  end loop;
  for target in
    select t.tgrelid::regclass as relation, t.tgname as trigger_name
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = any (capture)
       and not exists (
         select from pg_publication_tables p
          where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
       )
  loop
    execute format('drop trigger %I on %s', target.trigger_name, target.relation);
  end loop;
end
$$;
