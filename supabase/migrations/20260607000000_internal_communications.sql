-- Calls, meetings and notes are the business's own record of a customer: the owning client reads
-- only what was written between them (e-mails, texts, quote requests). It is shared-domain's
-- COMMUNICATION_SEEN_BY_CLIENT, and local-supabase's tests compare both for every type.

create function private.is_client_visible_communication(p_type text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_type in ('email', 'sms', 'quote_request')
$$;

revoke all on function private.is_client_visible_communication(text) from public;
grant execute on function private.is_client_visible_communication(text) to authenticated, service_role;

drop policy "communications: staff, admin or the owning client can read" on public.communications;

create policy "communications: staff and admin, or the owning client its messages" on public.communications
  for select to authenticated
  using (
    (select private.current_user_role()) in ('admin', 'staff')
    or (customer_id in (select private.current_customer_ids()) and private.is_client_visible_communication(communication_type))
  );
