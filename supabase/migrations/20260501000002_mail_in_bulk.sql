-- Mail in bulk costs the database little per e-mail, so writing and delivering many messages
-- (an import, the mail benchmark, a busy day) keeps the embedded database's one connection free
-- for everyone else.
--
-- What an insert into communications sets off is written by one statement-level trigger over the
-- inserted rows: its notices with one insert, its e-mails with another. Row by row, every message
-- ran the notice and e-mail helpers as statements of their own (each opening the outbox and its
-- indexes anew, each helper switching search_path), which made a message several times dearer to
-- write than a phone call. A claim no longer rewrites the messages it claims, and a sender records
-- a batch's outcomes with one call.

-- An e-mail to write to the outbox, as the helpers that queue them hand it over.
create type private.email_to_send as (
  kind text,
  recipient text,
  recipient_name text,
  subject text,
  body text,
  link text,
  to_customer boolean,
  communication_id uuid,
  notification_id uuid
);

-- Writes e-mails to the outbox, all with one statement. The sender is the business of Settings;
-- headers are made safe here, the HTML body is the escaped text, and each Message-ID is fixed
-- from its row's id. Returns how many were written.
create function private.queue_emails(p_emails private.email_to_send[])
returns integer
language sql
security definer
set search_path = ''
as $$
  with business as (
    select nullif(private.header_safe(s.company_name), '') as name,
           case when private.is_email_address(btrim(s.company_email)) then btrim(s.company_email) end as address
      from public.settings s limit 1
  ), sender as (
    select coalesce(b.name, 'Export Portal') as name, b.address,
           coalesce(split_part(b.address, '@', 2), 'export-portal.local') as domain
      from (select 1) as one left join business b on true
  ), email as materialized (
    select gen_random_uuid() as id, e.* from unnest(p_emails) as e
  ), written as (
    insert into public.outbox (id, kind, recipient, recipient_name, subject, body_text, body_html, link, sender_name, reply_to,
                               message_id, to_customer, communication_id, notification_id)
    select e.id, e.kind, btrim(e.recipient), private.header_safe(e.recipient_name),
           left(coalesce(nullif(private.header_safe(e.subject), ''), 'Message from ' || s.name), 250),
           e.body, private.mail_html(e.body), e.link, s.name, s.address,
           '<' || e.id || '@' || s.domain || '>',
           e.to_customer, e.communication_id, e.notification_id
      from email e cross join sender s
    returning 1
  )
  select count(*)::integer from written
$$;

revoke all on function private.queue_emails(private.email_to_send[]) from public;
grant execute on function private.queue_emails(private.email_to_send[]) to authenticated, service_role;
grant usage on type private.email_to_send to authenticated, service_role;

-- As before, with its e-mail written by queue_emails.
create or replace function private.notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner record;
  notice uuid;
  address text;
begin
  select c.user_id, c.email, concat_ws(' ', c.first_name, c.last_name) as name, p.email as login_email
    into owner
    from public.customers c
    left join public.profiles p on p.user_id = c.user_id
   where c.id = p_customer;
  if owner.user_id is null then
    return null;
  end if;
  notice := private.notify(owner.user_id, p_kind, p_title, p_body, p_link);
  if p_email and private.customer_emails_on() and private.wants_email(owner.user_id, p_kind) then
    address := case when private.is_email_address(btrim(owner.email)) then owner.email
                    when private.is_email_address(btrim(owner.login_email)) then owner.login_email end;
    if address is not null then
      perform private.queue_emails(array[(p_kind, address, owner.name, p_title, concat_ws(E'\n\n', p_title, nullif(p_body, '')),
                                          p_link, true, null, notice)::private.email_to_send]);
    end if;
  end if;
  return notice;
end;
$$;

-- What new communications set off, for all the rows of one insert at once: a reply or new
-- message to a customer gives the client who owns the customer record a notice and, when queued
-- by prepare_communication, the customer its e-mail; a message or quote request a customer sent
-- gives every admin and staff member but its author a notice, and an e-mail unless they turned
-- that kind off or have no valid address. A logged call, meeting or note tells no one.
create function private.communications_inserted_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  emails private.email_to_send[];
begin
  if current_setting('portal.bulk_load', true) = 'on' then
    return null;
  end if;

  -- The notices are written at the end of this statement, before the e-mails that name them.
  with message as materialized (
    select n.id, n.subject, n.message, n.delivery_status, c.user_id, c.email,
           concat_ws(' ', c.first_name, c.last_name) as name,
           case when c.user_id is not null then gen_random_uuid() end as notice_id
      from new_rows n
      join public.customers c on c.id = n.customer_id
     where n.direction = 'outbound' and n.communication_type = 'email'
  ), notice as (
    insert into public.notifications (id, user_id, kind, title, body, link)
    select m.notice_id, m.user_id, 'message', private.header_safe(coalesce(nullif(btrim(m.subject), ''), 'New message')),
           private.excerpt(m.message, 300), '/client/dashboard'
      from message m
     where m.notice_id is not null
  )
  select array_agg((('message', m.email, m.name, m.subject, m.message, null, true, m.id, m.notice_id)::private.email_to_send))
    into emails
    from message m
   where m.delivery_status = 'queued';
  if emails is not null then
    perform private.queue_emails(emails);
  end if;

  with sent_in as (
    select n.id, n.created_by,
           case when n.communication_type = 'quote_request' then 'quote_request' else 'inbound_message' end as kind,
           case when n.communication_type = 'quote_request' then 'Quote request from ' else 'New message from ' end
             || coalesce(nullif(btrim(c.company_name), ''), concat_ws(' ', c.first_name, c.last_name))
             || coalesce(': ' || nullif(btrim(regexp_replace(n.subject, '^Quote request: ', '')), ''), '') as title,
           private.excerpt(n.message, 300) as body,
           '/staff/support?q=' || private.url_query_value(coalesce(nullif(btrim(c.email), ''), c.last_name)) as link
      from new_rows n
      join public.customers c on c.id = n.customer_id
     where n.direction = 'inbound' and n.communication_type in ('email', 'sms', 'quote_request')
  ), told as materialized (
    select gen_random_uuid() as notice_id, s.id, s.kind, s.title, s.body, s.link, p.user_id, p.email,
           concat_ws(' ', p.first_name, p.last_name) as name,
           coalesce(pref.email, true) and private.is_email_address(btrim(p.email)) as emailed
      from sent_in s
      join public.profiles p on p.role in ('admin', 'staff') and p.user_id is distinct from s.created_by
      left join public.notification_preferences pref on pref.user_id = p.user_id and pref.kind = s.kind
  ), notice as (
    insert into public.notifications (id, user_id, kind, title, body, link)
    select t.notice_id, t.user_id, t.kind, private.header_safe(t.title), t.body, t.link
      from told t
  )
  select array_agg(((t.kind, t.email, t.name, t.title, concat_ws(E'\n\n', t.title, nullif(t.body, '')), t.link, false, null,
                     t.notice_id)::private.email_to_send))
    into emails
    from told t
   where t.emailed;
  if emails is not null then
    perform private.queue_emails(emails);
  end if;
  return null;
end;
$$;

drop trigger communications_events on public.communications;
create trigger communications_events after insert on public.communications
  referencing new table as new_rows
  for each statement execute function private.communications_inserted_events();

drop function private.communication_events();
drop function private.notify_staff(text, text, text, text, uuid);
drop function private.queue_email(text, text, text, text, text, text, boolean, uuid, uuid);

-- Messages' delivery follows their outbox rows, for all the rows of one statement at once (a
-- sender settles a batch with one update), and only where what a message shows changes: a claim
-- turns queued e-mails into ones being sent, which their messages already show as queued, so
-- claiming a batch no longer rewrites each of its messages unchanged (running the communications
-- triggers and sending every open thread a change that is none).
create function private.communications_follow_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Looked at first: an update that changes nothing still runs the table's statement triggers.
  if not exists (
    select from new_rows n join public.communications c on c.id = n.communication_id
     where (c.delivery_status, c.delivery_error, c.delivered_at) is distinct from
           (case n.status when 'sending' then 'queued' else n.status end,
            case when n.status = 'sent' then null else n.last_error end,
            case when n.status = 'sent' then n.sent_at end)
  ) then
    return null;
  end if;
  update public.communications c
     set delivery_status = shown.status, delivery_error = shown.error, delivered_at = shown.delivered_at
    from (select n.communication_id,
                 case n.status when 'sending' then 'queued' else n.status end as status,
                 case when n.status = 'sent' then null else n.last_error end as error,
                 case when n.status = 'sent' then n.sent_at end as delivered_at
            from new_rows n
           where n.communication_id is not null) as shown
   where c.id = shown.communication_id
     and (c.delivery_status, c.delivery_error, c.delivered_at) is distinct from (shown.status, shown.error, shown.delivered_at);
  return null;
end;
$$;

drop trigger outbox_communication_delivery on public.outbox;
drop function private.communication_follows_outbox();
create trigger outbox_communication_delivery after update on public.outbox
  referencing new table as new_rows
  for each statement execute function private.communications_follow_outbox();

-- A sender records the outcomes of a batch together: each e-mail sent; to be tried again in
-- `retry_in_seconds` with the reason; or failed with the reason. One request per batch instead
-- of one per e-mail keeps the embedded database's one connection free for everyone else. An
-- outcome from a claim that has since lapsed and been taken by another sender is ignored.
-- `p_outcomes` is `[{"id": …, "sent": true} | {"id": …, "sent": false, "error": "…", "retry_in_seconds": 60}]`;
-- returns the status of each e-mail it settled.
drop function public.settle_outbox(uuid, uuid, boolean, text, integer);

create function public.settle_outbox(p_claim uuid, p_outcomes jsonb)
returns table (id uuid, status text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if jsonb_typeof(p_outcomes) is distinct from 'array'
     or exists (select from jsonb_array_elements(p_outcomes) as o(outcome)
                 where jsonb_typeof(o.outcome) <> 'object' or jsonb_typeof(o.outcome -> 'id') <> 'string'
                    or jsonb_typeof(o.outcome -> 'sent') is distinct from 'boolean') then
    raise exception 'Outcomes are a list of {id, sent, error, retry_in_seconds}' using errcode = '22023';
  end if;
  return query
  with outcome as (
    select distinct on (o.id) o.id, o.sent, o.error, o.retry_in_seconds
      from jsonb_to_recordset(p_outcomes) as o(id uuid, sent boolean, error text, retry_in_seconds integer)
  )
  update public.outbox x
     set status = case when o.sent then 'sent' when o.retry_in_seconds is not null then 'queued' else 'failed' end,
         sent_at = case when o.sent then now() end,
         last_error = case when o.sent then null else left(coalesce(nullif(btrim(o.error), ''), 'The mail server refused it'), 1000) end,
         next_attempt_at = case when not o.sent and o.retry_in_seconds is not null
                                then now() + make_interval(secs => greatest(o.retry_in_seconds, 0)) else x.next_attempt_at end,
         claim = null,
         locked_until = null
    from outcome o
   where x.id = o.id and x.claim = p_claim and x.status = 'sending'
  returning x.id, x.status;
end;
$$;

revoke all on function public.settle_outbox(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.settle_outbox(uuid, jsonb) to service_role;
