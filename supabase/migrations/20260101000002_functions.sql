-- Helpers the policies and triggers rely on. They live in `private`, a schema the
-- REST API does not expose, and run as their owner with an empty search_path so a
-- caller can neither call them over HTTP nor shadow the tables they read.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Hosted Supabase inserts auth.users as supabase_auth_admin, and the sign-up
-- trigger's function (…03_triggers.sql) lives in this schema.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema private to supabase_auth_admin;
  end if;
end;
$$;

-- The signed-in user's role from profiles; null for anonymous callers and for
-- users without a profile.
create function private.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.user_id = (select auth.uid())
$$;

-- The customer records the signed-in user owns (customers.user_id = auth.uid()).
create function private.current_customer_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.customers c where c.user_id = (select auth.uid())
$$;

-- Requests made with a user's token run as anon or authenticated; anything else
-- (service_role, the owner running migrations and seeds) is trusted. Only
-- meaningful from security-invoker code such as triggers: inside a security
-- definer function current_user is the function's owner.
create function private.is_end_user()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

revoke all on function private.current_user_role() from public;
revoke all on function private.current_customer_ids() from public;
revoke all on function private.is_end_user() from public;
grant execute on function private.current_user_role() to anon, authenticated, service_role;
grant execute on function private.current_customer_ids() to anon, authenticated, service_role;
grant execute on function private.is_end_user() to anon, authenticated, service_role;

-- Vehicle cost prices for admin and staff. purchase_price is withheld from the
-- `authenticated` role by column privileges (clients browse inventory through the
-- same role), so staff screens read costs through this function instead:
-- `rpc('vehicle_costs')`, optionally filtered like a table (`.eq('vehicle_id', …)`).
create function public.vehicle_costs()
returns table (vehicle_id uuid, purchase_price numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(private.current_user_role(), '') not in ('admin', 'staff')
     and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Vehicle costs are available to admin and staff only'
      using errcode = '42501';
  end if;
  return query select v.id, v.purchase_price from public.vehicles v;
end;
$$;

revoke all on function public.vehicle_costs() from public, anon;
grant execute on function public.vehicle_costs() to authenticated, service_role;
