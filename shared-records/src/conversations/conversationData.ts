import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** A customer's thread and the writes that add to it: a message, a logged call, a message marked read. */

/** Entries the thread shows at first, and adds with each "Show more". */
export const THREAD_PAGE_SIZE = 20;

export const communicationKeys = tableKeys('communications');

const THREAD_COLUMNS =
  'id,subject,message,direction,communication_type,read_status,created_at,occurred_at,duration_minutes,delivery_status,delivery_error,delivered_at,vehicle:vehicles(id,year,make,model,vin)' as const;

function threadQuery(client: PortalClient, customerId: string) {
  return infiniteQueryOptions({
    queryKey: [...communicationKeys.all, 'thread', customerId],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { data, count, error } = await client
        .from('communications')
        .select(THREAD_COLUMNS, { count: 'exact' })
        .eq('customer_id', customerId)
        .order('occurred_at', { ascending: false })
        .order('id', { ascending: false })
        .range(pageParam, pageParam + THREAD_PAGE_SIZE - 1);
      if (error) throw error;
      return { rows: data, total: count ?? data.length, from: pageParam };
    },
    getNextPageParam: (last) => (last.from + last.rows.length < last.total ? last.from + THREAD_PAGE_SIZE : undefined),
  });
}

/** Every communication of the customer, newest first by when it happened, a page at a time. */
export function useCustomerThread(customerId: string) {
  return useInfiniteQuery(threadQuery(useSupabase(), customerId));
}

/** The thread's first page, read ahead of a page that shows it. */
export function readCustomerThreadAhead(client: PortalClient, queryClient: QueryClient, customerId: string): Promise<void> {
  return queryClient.prefetchInfiniteQuery(threadQuery(client, customerId));
}

export type ThreadEntryRow = Awaited<ReturnType<NonNullable<ReturnType<typeof threadQuery>['queryFn']>>>['rows'][number];

/** What the database did with an e-mail as it was written: queued, or not sent and why. */
export interface DeliveryOutcome {
  delivery_status: ThreadEntryRow['delivery_status'];
  delivery_error: string | null;
}

export interface OutgoingMessage {
  customerId: string;
  subject: string;
  message: string;
}

/**
 * A message to a customer (New Message, a reply): an outbound e-mail, already read. The database
 * queues its e-mail in the same transaction, or records why it is not sent, or refuses it.
 */
export async function sendMessage(client: PortalClient, { customerId, subject, message }: OutgoingMessage): Promise<DeliveryOutcome> {
  const { data, error } = await client
    .from('communications')
    .insert({ customer_id: customerId, subject, message, direction: 'outbound', communication_type: 'email', read_status: true })
    .select('delivery_status,delivery_error')
    .single();
  if (error) throw error;
  return data;
}

export interface LoggedCall {
  customerId: string;
  direction: 'inbound' | 'outbound';
  /** When the call took place, as an ISO timestamp. */
  occurredAt: string;
  minutes: number;
  subject: string | null;
  summary: string;
}

/** Call Log: a phone call as a communication of its customer, never e-mailed. */
export async function logCall(client: PortalClient, call: LoggedCall): Promise<void> {
  const { error } = await client.from('communications').insert({
    customer_id: call.customerId,
    communication_type: 'phone',
    direction: call.direction,
    occurred_at: call.occurredAt,
    duration_minutes: call.minutes,
    subject: call.subject,
    message: call.summary,
    read_status: true,
  });
  if (error) throw error;
}

export async function markCommunicationRead(client: PortalClient, { id }: { id: string }): Promise<void> {
  const { error } = await client.from('communications').update({ read_status: true }).eq('id', id);
  if (error) throw error;
}
