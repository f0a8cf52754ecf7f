-- A client writes to the business at most `client_messages_per_hour` times in any hour (quote
-- requests and messages alike), so one account cannot flood Customer Support, the staff's notices
-- and the outbox. The business sets the number; staff and admins are not limited.

alter table public.settings
  add column client_messages_per_hour integer not null default 20
    check (client_messages_per_hour between 1 and 1000);
grant update (client_messages_per_hour) on public.settings to authenticated;

create index communications_created_by_created_at_idx on public.communications (created_by, created_at desc)
  where created_by is not null;

-- Refused with PostgREST's 429 and the minutes until the oldest of the hour's messages leaves it.
create function private.limit_client_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.limit_client_messages() from public;

create trigger communications_limit_client_messages before insert on public.communications
  for each row execute function private.limit_client_messages();
