-- The customer picker of the vehicle and shipment forms. Row-level security keeps Postgres from
-- searching customers through their trigram indexes (`ilike` is not leakproof, so it may only run
-- after the policy), which at tens of thousands of customers means reading every row on each
-- keystroke. Like vehicle_directory, this view reads the table with its owner's rights and
-- carries its own access rule, checked once per query before any row is read: the caller must
-- be admin or staff. It shows only what a picker needs.
create view public.customer_directory as
select c.id, c.first_name, c.last_name, c.company_name, c.email
  from public.customers c
 where (select private.current_user_role()) in ('admin', 'staff');

revoke all on public.customer_directory from anon, authenticated;
grant select on public.customer_directory to authenticated;

-- The picker lists matches by name: a short prefix matches thousands, read in this order until
-- twenty are found.
create index customers_by_name_idx on public.customers (last_name, first_name, id);
