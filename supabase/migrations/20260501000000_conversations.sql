-- Conversations and notifications: messages, calls and quote requests as one thread per customer;
-- notices for the people concerned; and an outbox of e-mails written in the same transaction as
-- the change that calls for them, which a worker (or the send-outbox Edge Function) delivers.

-- Shared helpers ------------------------------------------------------------------------------

-- shared-domain's isEmailAddress: dot-separated words, an @, a domain of two labels or more; no
-- spaces, controls or characters that would need quoting; 254 characters at most.
create function private.is_email_address(address text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    length(address) <= 254
    and address ~ '^[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+(\.[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+)*@[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+(\.[^\s\x01-\x1f\x7f@"(),:;<>\[\]\\.]+)+$',
    false)
$$;

-- Text bound for a mail header: controls (a line break above all) become spaces, so a name or a
-- vessel typed with one can never add a header of its own.
create function private.header_safe(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(coalesce(value, ''), '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g'))
$$;

create function private.html_escape(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;

-- A value for a portal link's query string (`?q=…`), percent-encoded as URLSearchParams reads it.
create function private.url_query_value(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg(
           case when c.ch ~ '^[A-Za-z0-9._~-]$' then c.ch
                else upper(regexp_replace(encode(convert_to(c.ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end,
           '' order by c.position), '')
    from regexp_split_to_table(coalesce(value, ''), '') with ordinality as c(ch, position)
$$;

-- The plain text of an e-mail as HTML: escaped, paragraphs kept, line breaks kept.
create function private.mail_html(body text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">'
         || coalesce((select string_agg('<p>' || replace(private.html_escape(p.paragraph), E'\n', '<br>') || '</p>', '' order by p.position)
                        from regexp_split_to_table(replace(coalesce(body, ''), E'\r\n', E'\n'), E'\n{2,}') with ordinality as p(paragraph, position)
                       where btrim(p.paragraph) <> ''), '')
         || '</body></html>'
$$;

-- At most `characters` of a text, on one line, with an ellipsis when cut: what a notice quotes.
create function private.excerpt(value text, characters integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(flat) > characters then rtrim(left(flat, characters - 1)) || '…' else flat end
    from (select btrim(regexp_replace(coalesce(value, ''), '\s+', ' ', 'g')) as flat) as t
$$;

-- Whether the business e-mails its customers at all (Settings → Email Notifications).
create function private.customer_emails_on()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.email_notifications from public.settings s limit 1), true)
$$;

revoke all on function private.is_email_address(text) from public;
revoke all on function private.header_safe(text) from public;
revoke all on function private.html_escape(text) from public;
revoke all on function private.url_query_value(text) from public;
revoke all on function private.mail_html(text) from public;
revoke all on function private.excerpt(text, integer) from public;
revoke all on function private.customer_emails_on() from public;
grant execute on function private.is_email_address(text) to authenticated, service_role;
grant execute on function private.header_safe(text) to authenticated, service_role;
grant execute on function private.html_escape(text) to authenticated, service_role;
grant execute on function private.url_query_value(text) to authenticated, service_role;
grant execute on function private.mail_html(text) to authenticated, service_role;
grant execute on function private.excerpt(text, integer) to authenticated, service_role;
grant execute on function private.customer_emails_on() to authenticated, service_role;

-- Notices ---------------------------------------------------------------------------------------

-- The kinds of notice and who gets each: shared-domain's NOTIFICATION_KINDS.
create function private.notification_audience(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when kind in ('message', 'shipment_booked', 'shipment_departed', 'shipment_delivered', 'document_expiring', 'document_expired') then 'client'
    when kind in ('inbound_message', 'quote_request') then 'staff'
  end
$$;

-- Clients get the client notices, staff and admins the business's; null for a user without a profile.
create function private.current_notification_audience()
returns text
language sql
stable
set search_path = ''
as $$
  select case private.current_user_role() when 'client' then 'client' when 'staff' then 'staff' when 'admin' then 'staff' end
$$;

revoke all on function private.notification_audience(text) from public;
revoke all on function private.current_notification_audience() from public;
grant execute on function private.notification_audience(text) to authenticated, service_role;
grant execute on function private.current_notification_audience() to authenticated, service_role;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null
    check (kind in ('message', 'shipment_booked', 'shipment_departed', 'shipment_delivered', 'document_expiring',
                    'document_expired', 'inbound_message', 'quote_request')),
  title text not null,
  body text not null default '',
  link text,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant select, insert, update, delete on public.notifications to service_role;

create policy "notifications: a user reads their own" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notifications: a user marks their own as read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Reading is the database's time: marking read stamps now, marking again keeps the first time,
-- and null makes a notice unread again.
create function private.stamp_notification_read()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user() and new.read_at is not null then
    new.read_at := coalesce(old.read_at, now());
  end if;
  return new;
end;
$$;

create trigger notifications_stamp_read before update on public.notifications
  for each row execute function private.stamp_notification_read();

-- Marks every unread notice of the caller as read; returns how many.
create function public.mark_all_notifications_read()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  marked integer;
begin
  update public.notifications n
     set read_at = now()
   where n.user_id = (select auth.uid()) and n.read_at is null;
  get diagnostics marked = row_count;
  return marked;
end;
$$;

revoke all on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated, service_role;

alter publication supabase_realtime add table public.notifications;

-- Which notices a user is e-mailed; a missing row means yes. In-app notices are always made.
create table public.notification_preferences (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null
    check (kind in ('message', 'shipment_booked', 'shipment_departed', 'shipment_delivered', 'document_expiring',
                    'document_expired', 'inbound_message', 'quote_request')),
  email boolean not null,
  primary key (user_id, kind)
);

alter table public.notification_preferences enable row level security;
revoke all on public.notification_preferences from anon, authenticated;
grant select, insert, update, delete on public.notification_preferences to authenticated, service_role;

create policy "notification_preferences: a user reads their own" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notification_preferences: a user sets their own, for kinds they are sent" on public.notification_preferences
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.notification_audience(kind) = (select private.current_notification_audience()));
create policy "notification_preferences: a user changes their own, for kinds they are sent" on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.notification_audience(kind) = (select private.current_notification_audience()));
create policy "notification_preferences: a user removes their own" on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

create function private.wants_email(target_user uuid, notice_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.email from public.notification_preferences p where p.user_id = target_user and p.kind = notice_kind), true)
$$;

revoke all on function private.wants_email(uuid, text) from public;
grant execute on function private.wants_email(uuid, text) to authenticated, service_role;

-- The outbox -------------------------------------------------------------------------------------

-- Each e-mail to send. A row is queued, claimed by a sender for a lease (sending), and ends sent,
-- failed (with the reason) or not sent (customer e-mails switched off before it went out). A
-- sender that dies leaves its lease to run out; the row is then claimed again, so an e-mail goes
-- out at least once, and twice only when a sender died between the server's acceptance and its
-- record of it. The Message-ID is fixed when the row is written, so the second copy is the same
-- message to a mail server that keeps track.
create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  recipient text not null,
  recipient_name text not null default '',
  subject text not null,
  body_text text not null,
  body_html text not null,
  link text,
  sender_name text not null,
  reply_to text,
  message_id text not null unique,
  to_customer boolean not null,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'not_sent')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claim uuid,
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  communication_id uuid references public.communications (id) on delete set null,
  notification_id uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index outbox_queued_idx on public.outbox (next_attempt_at) where status = 'queued';
create index outbox_leased_idx on public.outbox (locked_until) where status = 'sending';
create index outbox_communication_id_idx on public.outbox (communication_id) where communication_id is not null;
create index outbox_notification_id_idx on public.outbox (notification_id) where notification_id is not null;
create index outbox_created_at_idx on public.outbox (created_at desc);

create trigger outbox_touch_updated_at before update on public.outbox
  for each row execute function private.touch_updated_at();

alter table public.outbox enable row level security;
revoke all on public.outbox from anon, authenticated;
grant select on public.outbox to authenticated;
grant select, insert, update, delete on public.outbox to service_role;

create policy "outbox: admins can read" on public.outbox
  for select to authenticated using ((select private.current_user_role()) = 'admin');

-- Writes one e-mail to the outbox. Headers are made safe here, the HTML body is the escaped text.
create function private.queue_email(
  p_kind text,
  p_recipient text,
  p_recipient_name text,
  p_subject text,
  p_body text,
  p_link text,
  p_to_customer boolean,
  p_communication_id uuid,
  p_notification_id uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_id uuid := gen_random_uuid();
  business record;
begin
  select nullif(private.header_safe(s.company_name), '') as name,
         case when private.is_email_address(btrim(s.company_email)) then btrim(s.company_email) end as address
    into business
    from public.settings s limit 1;
  insert into public.outbox (id, kind, recipient, recipient_name, subject, body_text, body_html, link, sender_name, reply_to,
                             message_id, to_customer, communication_id, notification_id)
  values (row_id, p_kind, btrim(p_recipient), private.header_safe(p_recipient_name),
          left(coalesce(nullif(private.header_safe(p_subject), ''), 'Message from ' || coalesce(business.name, 'Export Portal')), 250),
          p_body, private.mail_html(p_body), p_link, coalesce(business.name, 'Export Portal'), business.address,
          '<' || row_id || '@' || coalesce(split_part(business.address, '@', 2), 'export-portal.local') || '>',
          p_to_customer, p_communication_id, p_notification_id);
  return row_id;
end;
$$;

-- A notice to a user, returned by id.
create function private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_link text)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, kind, title, body, link)
  values (p_user, p_kind, private.header_safe(p_title), coalesce(p_body, ''), p_link)
  returning id
$$;

-- A notice to the client who owns a customer record and, when `p_email`, its e-mail to the
-- customer's address (else the client's own) if the business e-mails customers and the client
-- wants this kind. A customer without a login gets no notice.
create function private.notify_customer(p_customer uuid, p_kind text, p_title text, p_body text, p_link text, p_email boolean)
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
      perform private.queue_email(p_kind, address, owner.name, p_title, concat_ws(E'\n\n', p_title, nullif(p_body, '')), p_link, true, null, notice);
    end if;
  end if;
  return notice;
end;
$$;

-- A notice to every admin and staff member but the one who caused it, each e-mailed as they chose.
-- E-mails to the business's own people do not depend on Settings' switch, which is for customers.
create function private.notify_staff(p_kind text, p_title text, p_body text, p_link text, p_except uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member record;
  notice uuid;
  told integer := 0;
begin
  for member in
    select p.user_id, p.email, concat_ws(' ', p.first_name, p.last_name) as name
      from public.profiles p
     where p.role in ('admin', 'staff') and p.user_id is distinct from p_except
     order by p.user_id
  loop
    notice := private.notify(member.user_id, p_kind, p_title, p_body, p_link);
    if private.wants_email(member.user_id, p_kind) and private.is_email_address(btrim(member.email)) then
      perform private.queue_email(p_kind, member.email, member.name, p_title, concat_ws(E'\n\n', p_title, nullif(p_body, '')), p_link, false, null, notice);
    end if;
    told := told + 1;
  end loop;
  return told;
end;
$$;

revoke all on function private.queue_email(text, text, text, text, text, text, boolean, uuid, uuid) from public;
revoke all on function private.notify(uuid, text, text, text, text) from public;
revoke all on function private.notify_customer(uuid, text, text, text, text, boolean) from public;
revoke all on function private.notify_staff(text, text, text, text, uuid) from public;
grant execute on function private.queue_email(text, text, text, text, text, text, boolean, uuid, uuid) to authenticated, service_role;
grant execute on function private.notify(uuid, text, text, text, text) to authenticated, service_role;
grant execute on function private.notify_customer(uuid, text, text, text, text, boolean) to authenticated, service_role;
grant execute on function private.notify_staff(text, text, text, text, uuid) to authenticated, service_role;

-- Communications ---------------------------------------------------------------------------------

alter table public.communications drop constraint communications_communication_type_check;
alter table public.communications
  add constraint communications_communication_type_check
    check (communication_type in ('email', 'phone', 'sms', 'meeting', 'note', 'quote_request'));

alter table public.communications
  add column vehicle_id uuid references public.vehicles (id) on delete set null,
  add column occurred_at timestamptz,
  add column duration_minutes integer check (duration_minutes between 1 and 1440),
  add column created_by uuid default auth.uid() references auth.users (id) on delete set null,
  add column delivery_status text check (delivery_status in ('queued', 'sent', 'failed', 'not_sent')),
  add column delivery_error text,
  add column delivered_at timestamptz;

-- What was written before is dated when it was written.
update public.communications set occurred_at = created_at;
alter table public.communications
  alter column occurred_at set default now(),
  alter column occurred_at set not null;

create index communications_customer_id_occurred_at_idx on public.communications (customer_id, occurred_at desc, id desc);
create index communications_vehicle_id_idx on public.communications (vehicle_id) where vehicle_id is not null;

-- Who wrote a message and how it was delivered are the database's to record.
revoke insert, update on public.communications from authenticated;
grant insert (id, customer_id, subject, message, direction, communication_type, read_status, vehicle_id, occurred_at,
              duration_minutes)
  on public.communications to authenticated;
grant update (customer_id, subject, message, direction, communication_type, read_status, vehicle_id, occurred_at,
              duration_minutes)
  on public.communications to authenticated;

-- Staff send messages and replies (outbound e-mails, already read) and log calls, as admins do.
drop policy "communications: admin, or staff sending a reply, can insert" on public.communications;
create policy "communications: admin, or staff sending a message or logging a call, can insert" on public.communications
  for insert to authenticated
  with check (
    (select private.current_user_role()) = 'admin'
    or (
      (select private.current_user_role()) = 'staff'
      and read_status
      and ((direction = 'outbound' and communication_type = 'email') or communication_type = 'phone')
    )
  );

-- The rules of a communication, and whether and how it is e-mailed. A phone call keeps the time
-- entered for it; anything else happened when it was written. An outbound e-mail is refused when
-- it could not be sent as written (shared-domain's outboundMessageProblem has the same words);
-- otherwise it is queued, or not sent with the reason when e-mails are off.
create function private.prepare_communication()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  customer record;
  emailed boolean := new.direction = 'outbound' and new.communication_type = 'email';
begin
  if new.communication_type <> 'phone' then
    new.occurred_at := new.created_at;
    if new.duration_minutes is not null then
      raise exception 'Only a phone call has a duration' using errcode = '23514';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.subject is not distinct from old.subject and new.message is not distinct from old.message then
    return new;
  end if;
  if new.subject ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]' then
    raise exception 'A subject cannot contain line breaks or other control characters' using errcode = '23514';
  end if;
  if length(new.subject) > 200 then
    raise exception 'A subject is at most 200 characters' using errcode = '23514';
  end if;
  if new.message !~ '\S' then
    raise exception 'A message cannot be empty' using errcode = '23514';
  end if;
  if (emailed or private.is_end_user()) and octet_length(new.message) > 102400 then
    raise exception 'A message is at most 100 KB' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    return new;
  end if;

  new.delivery_status := null;
  new.delivery_error := null;
  new.delivered_at := null;
  if not emailed then
    return new;
  end if;
  -- A message loaded with its past (growing the demo to a benchmark's scale) went out back then.
  if current_setting('portal.bulk_load', true) = 'on' then
    new.delivery_status := 'sent';
    new.delivered_at := new.created_at;
    return new;
  end if;
  select c.id, c.user_id, c.email, concat_ws(' ', c.first_name, c.last_name) as name
    into customer
    from public.customers c where c.id = new.customer_id;
  if customer.id is null then
    raise exception 'A message needs a customer to send it to' using errcode = '23514';
  end if;
  if not private.customer_emails_on() then
    new.delivery_status := 'not_sent';
    new.delivery_error := 'E-mail notifications are switched off in Settings';
  elsif customer.user_id is not null and not private.wants_email(customer.user_id, 'message') then
    new.delivery_status := 'not_sent';
    new.delivery_error := 'The customer has turned off e-mails for messages';
  elsif not private.is_email_address(btrim(customer.email)) then
    raise exception '% has no valid e-mail address; add one to the customer''s record before sending', customer.name
      using errcode = '23514';
  else
    new.delivery_status := 'queued';
  end if;
  return new;
end;
$$;

create trigger communications_prepare before insert or update on public.communications
  for each row execute function private.prepare_communication();

-- What a new communication sets off: the e-mail of a message, the client's notice of it, and the
-- staff's notice of a message or quote request a customer sent.
create function private.communication_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer record;
  notice uuid;
  title text;
begin
  if current_setting('portal.bulk_load', true) = 'on' then
    return null;
  end if;
  select c.id, c.email, c.last_name, nullif(btrim(c.company_name), '') as company,
         concat_ws(' ', c.first_name, c.last_name) as name
    into customer
    from public.customers c where c.id = new.customer_id;
  if new.direction = 'outbound' and new.communication_type = 'email' then
    notice := private.notify_customer(new.customer_id, 'message', coalesce(nullif(btrim(new.subject), ''), 'New message'),
                                      private.excerpt(new.message, 300), '/client/dashboard', false);
    if new.delivery_status = 'queued' then
      perform private.queue_email('message', customer.email, customer.name, new.subject, new.message, null, true, new.id, notice);
    end if;
  elsif new.direction = 'inbound' and new.communication_type in ('email', 'sms', 'quote_request') and customer.id is not null then
    title := case when new.communication_type = 'quote_request' then 'Quote request from ' else 'New message from ' end
             || coalesce(customer.company, customer.name)
             || coalesce(': ' || nullif(btrim(regexp_replace(new.subject, '^Quote request: ', '')), ''), '');
    perform private.notify_staff(case when new.communication_type = 'quote_request' then 'quote_request' else 'inbound_message' end,
                                 title, private.excerpt(new.message, 300),
                                 '/staff/support?q=' || private.url_query_value(coalesce(nullif(btrim(customer.email), ''), customer.last_name)),
                                 new.created_by);
  end if;
  return null;
end;
$$;

create trigger communications_events after insert on public.communications
  for each row execute function private.communication_events();

-- A message's delivery follows its outbox row.
create function private.communication_follows_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.communications c
     set delivery_status = case new.status when 'sending' then 'queued' else new.status end,
         delivery_error = case when new.status = 'sent' then null else new.last_error end,
         delivered_at = case when new.status = 'sent' then new.sent_at end
   where c.id = new.communication_id;
  return null;
end;
$$;

create trigger outbox_communication_delivery after update of status, last_error on public.outbox
  for each row when (new.communication_id is not null
                     and (new.status is distinct from old.status or new.last_error is distinct from old.last_error))
  execute function private.communication_follows_outbox();

-- Customer Support's view shows what the thread does.
create or replace view public.support_messages with (security_invoker = true) as
  select c.id,
         c.customer_id,
         c.subject,
         c.message,
         c.direction,
         c.communication_type,
         c.read_status,
         c.created_at,
         cu.first_name as customer_first_name,
         cu.last_name as customer_last_name,
         cu.company_name as customer_company_name,
         cu.email as customer_email,
         cu.phone as customer_phone,
         c.vehicle_id,
         c.occurred_at,
         c.duration_minutes,
         c.created_by,
         c.delivery_status,
         c.delivery_error,
         c.delivered_at
    from public.communications c
    left join public.customers cu on cu.id = c.customer_id;

-- A client asks for a quote on a vehicle for sale: an unread inbound message of their own
-- customer, about that vehicle, which Customer Support and the staff's notices show.
create function public.request_quote(p_vehicle_id uuid, p_message text default '')
returns public.communications
language plpgsql
security definer
set search_path = ''
as $$
declare
  own_customer uuid;
  vehicle record;
  words text := btrim(coalesce(p_message, ''));
  saved public.communications;
begin
  if private.current_user_role() is distinct from 'client' then
    raise exception 'Only clients can request a quote' using errcode = '42501';
  end if;
  select c.id into own_customer from public.customers c where c.user_id = (select auth.uid()) order by c.created_at limit 1;
  if own_customer is null then
    raise exception 'Your account is not linked to a customer record yet; please contact us to request a quote'
      using errcode = 'P0001';
  end if;
  select v.id, v.year, v.make, v.model, v.vin, v.status into vehicle from public.vehicles v where v.id = p_vehicle_id;
  if vehicle.id is null or vehicle.status <> 'available' then
    raise exception 'This vehicle is no longer available' using errcode = 'P0001';
  end if;
  if length(words) > 2000 then
    raise exception 'A quote request is at most 2,000 characters' using errcode = '23514';
  end if;
  insert into public.communications (customer_id, vehicle_id, subject, message, direction, communication_type, read_status)
  values (own_customer, vehicle.id, 'Quote request: ' || concat_ws(' ', vehicle.year, vehicle.make, vehicle.model),
          coalesce(nullif(words, ''), 'Please send me a quote for the ' || concat_ws(' ', vehicle.year, vehicle.make, vehicle.model)
                                      || ' (VIN ' || vehicle.vin || '), shipping included.'),
          'inbound', 'quote_request', false)
  returning * into saved;
  return saved;
end;
$$;

revoke all on function public.request_quote(uuid, text) from public, anon;
grant execute on function public.request_quote(uuid, text) to authenticated, service_role;

-- Shipments --------------------------------------------------------------------------------------

-- A client hears when their shipment is booked, leaves (with the vessel and its arrival) and is
-- delivered. A shipment recorded by an admin straight into one of those statuses counts too; rows
-- loaded with their past (seeds, imports by the service role) do not.
create function private.shipment_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind text;
  title text;
  body text;
begin
  if current_setting('portal.bulk_load', true) = 'on' or new.customer_id is null then
    return null;
  end if;
  case new.status
    when 'booked' then
      kind := 'shipment_booked';
      title := 'Shipment ' || new.shipment_number || ' is booked';
      body := concat_ws(' ',
        'Booking ' || nullif(btrim(new.booking_number), '') || '.',
        'It is to leave' || coalesce(' ' || nullif(btrim(new.origin_port), ''), '')
          || coalesce(' on ' || to_char(new.estimated_departure, 'YYYY-MM-DD'), '')
          || coalesce(' for ' || nullif(btrim(new.destination_port), ''), '') || '.');
    when 'in_transit' then
      kind := 'shipment_departed';
      title := 'Shipment ' || new.shipment_number || ' has departed';
      body := concat_ws(' ',
        'It left' || coalesce(' ' || nullif(btrim(new.origin_port), ''), '')
          || coalesce(' on ' || to_char(new.actual_departure, 'YYYY-MM-DD'), '')
          || coalesce(' aboard the ' || nullif(btrim(new.vessel_name), ''), '')
          || coalesce(', voyage ' || nullif(btrim(new.voyage_number), ''), '') || '.',
        'Expected at ' || coalesce(nullif(btrim(new.destination_port), ''), 'its destination')
          || ' on ' || to_char(new.estimated_arrival, 'YYYY-MM-DD') || '.');
    when 'delivered' then
      kind := 'shipment_delivered';
      title := 'Shipment ' || new.shipment_number || ' has been delivered';
      body := 'It arrived' || coalesce(' at ' || nullif(btrim(new.destination_port), ''), '')
              || coalesce(' on ' || to_char(new.actual_arrival, 'YYYY-MM-DD'), '') || '.';
    else
      return null;
  end case;
  perform private.notify_customer(new.customer_id, kind, title, body, '/client/my-shipments/' || new.id, true);
  return null;
end;
$$;

create trigger shipments_events_inserted after insert on public.shipments
  for each row when (private.is_end_user()) execute function private.shipment_events();
create trigger shipments_events_updated after update of status on public.shipments
  for each row when (new.status is distinct from old.status)
  execute function private.shipment_events();

-- Documents expiring ------------------------------------------------------------------------------

-- The expiry notices made, one per document, expiry date and kind: a renewed document (a new
-- expiry date) is noticed again, a run that finds nothing new makes nothing.
create table private.document_expiry_notices (
  document_id uuid not null references public.documents (id) on delete cascade,
  expiry_date date not null,
  kind text not null check (kind in ('document_expiring', 'document_expired')),
  noticed_at timestamptz not null default now(),
  primary key (document_id, expiry_date, kind)
);
revoke all on private.document_expiry_notices from public, anon, authenticated;

-- Tells clients of their documents expiring within the window (30 days) and of those that have
-- expired within it; time makes these due, so the mail worker and the send-outbox function run it
-- on every round (a hosted project may also schedule it with pg_cron). Returns the notices made.
create function public.queue_document_expiry_notices()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := private.business_today();
  window_days integer := private.document_expiry_window_days();
  due record;
  made integer := 0;
begin
  for due in
    select d.id, d.customer_id, d.document_name, d.expiry_date,
           case when d.expiry_date < today then 'document_expired' else 'document_expiring' end as kind
      from public.customers c
      join public.documents d on d.customer_id = c.id
     where c.user_id is not null
       and d.expiry_date between today - window_days and today + window_days
     order by d.expiry_date, d.id
  loop
    insert into private.document_expiry_notices (document_id, expiry_date, kind)
    values (due.id, due.expiry_date, due.kind)
    on conflict do nothing;
    if found then
      perform private.notify_customer(
        due.customer_id, due.kind,
        case when due.kind = 'document_expired' then due.document_name || ' has expired'
             else due.document_name || ' expires on ' || to_char(due.expiry_date, 'YYYY-MM-DD') end,
        case when due.kind = 'document_expired'
             then 'It expired on ' || to_char(due.expiry_date, 'YYYY-MM-DD') || '. Please send us the renewed document.'
             when due.expiry_date = today then 'It expires today. Please send us the renewed document.'
             else 'It is valid for ' || private.counted(due.expiry_date - today, 'more day') || '. Please send us the renewed document before then.' end,
        '/client/my-documents?q=' || private.url_query_value(due.document_name), true);
      made := made + 1;
    end if;
  end loop;
  return made;
end;
$$;

revoke all on function public.queue_document_expiry_notices() from public, anon, authenticated;
grant execute on function public.queue_document_expiry_notices() to service_role;

-- Sending ------------------------------------------------------------------------------------------

-- A sender takes up to `p_limit` due e-mails for `p_lease_seconds`: queued ones whose time has
-- come, and claimed ones whose sender's lease ran out. Each claim counts as an attempt. Customer
-- e-mails still waiting when Settings switched them off are not sent. Short on purpose: a sender
-- claims small batches, so the database is never held for long.
create function public.claim_outbox(p_limit integer default 10, p_lease_seconds integer default 120)
returns setof public.outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  token uuid := gen_random_uuid();
begin
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'A sender claims from 1 to 100 e-mails at a time' using errcode = '22023';
  end if;
  if p_lease_seconds is null or p_lease_seconds not between 5 and 3600 then
    raise exception 'A lease lasts from 5 seconds to an hour' using errcode = '22023';
  end if;
  if not private.customer_emails_on() then
    update public.outbox o
       set status = 'not_sent', last_error = 'E-mail notifications are switched off in Settings', claim = null, locked_until = null
     where o.to_customer and o.status in ('queued', 'sending') and (o.status = 'queued' or o.locked_until <= now());
  end if;
  return query
  with due as (
    select q.id from public.outbox q
     where (q.status = 'queued' and q.next_attempt_at <= now()) or (q.status = 'sending' and q.locked_until <= now())
     order by case when q.status = 'queued' then q.next_attempt_at else q.locked_until end
     limit p_limit
     for update skip locked
  )
  update public.outbox o
     set status = 'sending', claim = token, locked_until = now() + make_interval(secs => p_lease_seconds), attempts = o.attempts + 1
    from due
   where o.id = due.id
  returning o.*;
end;
$$;

-- A sender's outcome for an e-mail it claimed: sent; to be tried again in `p_retry_in_seconds`
-- with the reason; or failed with the reason. An outcome from a claim that has since lapsed and
-- been taken by another sender is ignored. Returns the row's status afterwards.
create function public.settle_outbox(p_id uuid, p_claim uuid, p_sent boolean, p_error text default null,
                                     p_retry_in_seconds integer default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settled text;
begin
  update public.outbox o
     set status = case when p_sent then 'sent' when p_retry_in_seconds is not null then 'queued' else 'failed' end,
         sent_at = case when p_sent then now() end,
         last_error = case when p_sent then null else left(coalesce(nullif(btrim(p_error), ''), 'The mail server refused it'), 1000) end,
         next_attempt_at = case when not p_sent and p_retry_in_seconds is not null
                                then now() + make_interval(secs => greatest(p_retry_in_seconds, 0)) else o.next_attempt_at end,
         claim = null,
         locked_until = null
   where o.id = p_id and o.claim = p_claim and o.status = 'sending'
  returning o.status into settled;
  return settled;
end;
$$;

revoke all on function public.claim_outbox(integer, integer) from public, anon, authenticated;
revoke all on function public.settle_outbox(uuid, uuid, boolean, text, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, integer) to service_role;
grant execute on function public.settle_outbox(uuid, uuid, boolean, text, integer) to service_role;
