-- An import stages at most the rows its file said it has: the chunk that would go past them is
-- refused as it is staged, not at the commit after the database has held every row. Counted once a
-- statement, over the imports its rows belong to (the primary key's index answers the count).
create function private.import_rows_within_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.import_rows_within_count() from public;

create trigger vehicle_import_rows_within_count after insert on public.vehicle_import_rows
  referencing new table as new_rows
  for each statement execute function private.import_rows_within_count();
