-- Customer records hold Canadian addresses and at most one login; containers carry ISO 6346
-- numbers. The same rules live in shared-domain (customers.ts, containers.ts) so forms refuse
-- what the database would.

-- Addresses and names are stored trimmed, the postal code upper-case with one space
-- ("h2x1a1" → "H2X 1A1"), the province as its upper-case code; blanks become null.
create function private.normalise_customer()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

create trigger customers_normalise before insert or update on public.customers
  for each row execute function private.normalise_customer();

-- Canada Post never uses D, F, I, O, Q or U, and W and Z never begin a code.
alter table public.customers
  add constraint customers_province_valid
    check (province in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
  add constraint customers_postal_code_valid
    check (postal_code ~ '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPR-TV-Z] [0-9][ABCEGHJ-NPR-TV-Z][0-9]$');

-- One customer record per login; a unique index leaves any number of customers without one.
drop index public.customers_user_id_idx;
create unique index customers_user_id_key on public.customers (user_id);

-- Only a client's login may own a customer record: staff and admins see every customer anyway,
-- and linking one would make their account a customer's in the client portal's reads.
create function private.guard_customer_login()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null
     and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id)
     and not exists (select 1 from public.profiles p where p.user_id = new.user_id and p.role = 'client') then
    raise exception 'Only a client account can be linked to a customer' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger customers_guard_login before insert or update of user_id on public.customers
  for each row execute function private.guard_customer_login();

-- The client accounts an admin may link to a customer: those without a customer record yet,
-- searched by e-mail, first or last name, at most 20. Definer's rights with the role checked
-- first, as delete_user: a refusal says so (42501) instead of an empty list, and the answer does
-- not depend on how the profiles' and customers' read policies evolve.
create function public.unlinked_client_accounts(p_search text default null)
returns table (user_id uuid, email text, first_name text, last_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

revoke all on function public.unlinked_client_accounts(text) from public, anon;
grant execute on function public.unlinked_client_accounts(text) to authenticated, service_role;

-- ISO 6346: owner code (3 letters), category U, J or Z, six serial digits and a check digit.
-- Letters count 10 to 38 skipping multiples of 11; each of the first ten characters is weighted
-- by 2^position; the check digit is the sum modulo 11, a remainder of 10 written as 0.
create function private.iso6346_check_digit(code text)
returns integer
language sql
immutable
strict
set search_path = ''
as $$
  select (sum(
            case when ch ~ '[0-9]' then ch::integer
                 else (ascii(ch) - 55) + ((ascii(ch) - 56) / 10) end
            * (2 ^ (i - 1))::integer) % 11 % 10)::integer
    from unnest(string_to_array(upper(substr(code, 1, 10)), null)) with ordinality as c (ch, i)
$$;

revoke all on function private.iso6346_check_digit(text) from public;
grant execute on function private.iso6346_check_digit(text) to anon, authenticated, service_role;

create function private.normalise_container()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.container_number := upper(regexp_replace(new.container_number, '\s', '', 'g'));
  new.location := nullif(btrim(new.location), '');
  return new;
end;
$$;

create trigger containers_normalise before insert or update of container_number, location on public.containers
  for each row execute function private.normalise_container();

alter table public.containers
  add constraint containers_number_valid
    check (container_number ~ '^[A-Z]{3}[UJZ][0-9]{7}$'
           and private.iso6346_check_digit(container_number) = substr(container_number, 11, 1)::integer),
  add constraint containers_type_valid
    check (container_type in ('20ft Standard', '40ft Standard', '40ft High Cube'));
