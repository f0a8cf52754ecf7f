-- The tables whose changes the portal shows live. Realtime sends a change only to subscribers
-- whose own role and row-level security let them read the row, and only the columns they may read.
alter publication supabase_realtime add table
  public.vehicles,
  public.shipments,
  public.communications,
  public.documents,
  public.containers,
  public.customers,
  public.transactions;
