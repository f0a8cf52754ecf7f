-- Who sees and changes what. Every signed-in user is the
-- Postgres role `authenticated`; the business role comes from profiles through
-- private.current_user_role(). One permissive policy per table, action and role.
-- Anonymous visitors hold no table privileges at all.

revoke all on all tables in schema public from anon;

alter table public.profiles enable row level security;
alter table public.customers enable row level security;
alter table public.vehicles enable row level security;
alter table public.shipments enable row level security;
alter table public.containers enable row level security;
alter table public.documents enable row level security;
alter table public.communications enable row level security;
alter table public.transactions enable row level security;

-- Cost prices never reach a client: the column is not granted to `authenticated`.
-- Admin and staff read it through public.vehicle_costs().
revoke select on public.vehicles from authenticated;
grant select (id, customer_id, year, make, model, vin, color, mileage, sale_price, status,
              location, created_at, updated_at)
  on public.vehicles to authenticated;

-- profiles: everyone reads and edits their own; admins read all and set roles.
create policy "profiles: own or admin can read" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.current_user_role()) = 'admin');
create policy "profiles: own or admin can update" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()) or (select private.current_user_role()) = 'admin')
  with check (user_id = (select auth.uid()) or (select private.current_user_role()) = 'admin');
create policy "profiles: admin can delete other users" on public.profiles
  for delete to authenticated
  using ((select private.current_user_role()) = 'admin' and user_id <> (select auth.uid()));

-- customers: a client sees only the record linked to their user.
create policy "customers: staff, admin or the owning client can read" on public.customers
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or user_id = (select auth.uid())
  );
create policy "customers: admin can insert" on public.customers
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "customers: admin can update" on public.customers
  for update to authenticated
  using ((select private.current_user_role()) = 'admin')
  with check ((select private.current_user_role()) = 'admin');
create policy "customers: admin can delete" on public.customers
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- vehicles: clients see their own and the available inventory.
create policy "vehicles: staff, admin, owner, or anyone for available stock can read" on public.vehicles
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or status = 'available'
    or customer_id in (select private.current_customer_ids())
  );
create policy "vehicles: admin can insert" on public.vehicles
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "vehicles: staff and admin can update" on public.vehicles
  for update to authenticated
  using ((select private.current_user_role()) in ('admin', 'staff'))
  with check ((select private.current_user_role()) in ('admin', 'staff'));
create policy "vehicles: admin can delete" on public.vehicles
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- shipments
create policy "shipments: staff, admin or the owning client can read" on public.shipments
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or customer_id in (select private.current_customer_ids())
  );
create policy "shipments: admin can insert" on public.shipments
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "shipments: staff and admin can update" on public.shipments
  for update to authenticated
  using ((select private.current_user_role()) in ('admin', 'staff'))
  with check ((select private.current_user_role()) in ('admin', 'staff'));
create policy "shipments: admin can delete" on public.shipments
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- containers: a client sees the containers of their own shipments.
create policy "containers: staff, admin or the shipment's client can read" on public.containers
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or shipment_id in (
      select s.id from public.shipments s
      where s.customer_id in (select private.current_customer_ids())
    )
  );
create policy "containers: admin can insert" on public.containers
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "containers: admin can update" on public.containers
  for update to authenticated
  using ((select private.current_user_role()) = 'admin')
  with check ((select private.current_user_role()) = 'admin');
create policy "containers: admin can delete" on public.containers
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- documents
create policy "documents: staff, admin or the owning client can read" on public.documents
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or customer_id in (select private.current_customer_ids())
  );
create policy "documents: admin can insert" on public.documents
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "documents: admin can update" on public.documents
  for update to authenticated
  using ((select private.current_user_role()) = 'admin')
  with check ((select private.current_user_role()) = 'admin');
create policy "documents: admin can delete" on public.documents
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- communications: staff mark messages read and send replies, which are outbound
-- e-mails that start out read.
create policy "communications: staff, admin or the owning client can read" on public.communications
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or customer_id in (select private.current_customer_ids())
  );
create policy "communications: admin, or staff sending a reply, can insert" on public.communications
  for insert to authenticated
  with check (
    (select private.current_user_role()) = 'admin'
    or (
      (select private.current_user_role()) = 'staff'
      and direction = 'outbound'
      and communication_type = 'email'
      and read_status
    )
  );
create policy "communications: staff and admin can update" on public.communications
  for update to authenticated
  using ((select private.current_user_role()) in ('admin', 'staff'))
  with check ((select private.current_user_role()) in ('admin', 'staff'));
create policy "communications: admin can delete" on public.communications
  for delete to authenticated using ((select private.current_user_role()) = 'admin');

-- transactions
create policy "transactions: staff, admin or the owning client can read" on public.transactions
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or customer_id in (select private.current_customer_ids())
  );
create policy "transactions: admin can insert" on public.transactions
  for insert to authenticated with check ((select private.current_user_role()) = 'admin');
create policy "transactions: admin can update" on public.transactions
  for update to authenticated
  using ((select private.current_user_role()) = 'admin')
  with check ((select private.current_user_role()) = 'admin');
create policy "transactions: admin can delete" on public.transactions
  for delete to authenticated using ((select private.current_user_role()) = 'admin');
