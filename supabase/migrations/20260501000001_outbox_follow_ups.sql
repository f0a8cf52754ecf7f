-- An e-mail outlives its message: the outbox keeps the id of the communication it delivers without
-- a foreign key, so clearing communications (an import starting over) is not held up by the mail
-- already sent. A message recorded without a customer by the service role or the owner (an import)
-- is kept as not sent; a user is still told it needs one.

alter table public.outbox drop constraint outbox_communication_id_fkey;

create or replace function private.prepare_communication()
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
  if customer.id is null and private.is_end_user() then
    raise exception 'A message needs a customer to send it to' using errcode = '23514';
  end if;
  if customer.id is null then
    new.delivery_status := 'not_sent';
    new.delivery_error := 'It has no customer to send it to';
  elsif not private.customer_emails_on() then
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

