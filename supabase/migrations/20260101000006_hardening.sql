-- Privileges no caller needs, and the ledger of demo accounts.

-- The platform's default privileges give every API role TRUNCATE, REFERENCES and TRIGGER on
-- every table; no screen needs them and TRUNCATE ignores row-level security.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;

-- A table or sequence added by a later migration starts closed to the API roles; that
-- migration grants what it means to, next to its policies.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;

-- A profile's id, owner, e-mail and timestamps are the system's. Users edit their names, phone
-- and company; `role` stays updatable for admins, and the role guard decides who may change it.
revoke update on public.profiles from authenticated;
grant update (first_name, last_name, phone, company, role) on public.profiles to authenticated;

-- Every demo account the seed or the create-demo-users function has ever created, kept when the
-- account is deleted: the function creates only accounts never created before and repairs only
-- those listed here, so it can neither bring back a deleted account nor take over anyone else's.
create table public.demo_account_ledger (
  user_id uuid primary key,
  email text not null,
  created_at timestamptz not null default now()
);
alter table public.demo_account_ledger enable row level security;
revoke all on public.demo_account_ledger from anon, authenticated;
grant select, insert on public.demo_account_ledger to service_role;
