import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SUPPORT_MESSAGE_SEARCH_COLUMNS,
  replyToCustomer,
  serverSearchFilter,
  supportMessageFromView,
  type Direction,
} from '@export-portal/shared-domain';
import {
  definePagedList,
  NEWEST_FIRST,
  requestedFilter,
  tableKeys,
  useSupabase,
  type FirstVisit,
  type ListRequest,
  type PortalClient,
} from '@export-portal/shared-auth';
import { readCustomerThreadAhead, type DeliveryOutcome } from '@export-portal/shared-records/conversations';
import { isRecordId, recordIdToReadAhead } from '@export-portal/shared-records/records';

/**
 * Customer Support's messages, newest first, searched on the server over the
 * message, its subject and its customer's names and e-mail. They are read
 * from the support_messages view but keyed as communications, so marking one
 * read or sending a reply reloads them.
 */
/** The messages table's columns the server sorts by. */
export const SUPPORT_MESSAGE_SORTS = ['created_at', 'subject', 'customer_last_name', 'customer_email', 'read_status'] as const;
export type SupportMessageSort = (typeof SUPPORT_MESSAGE_SORTS)[number];

export const supportMessageList = definePagedList({
  table: 'communications',
  sortable: SUPPORT_MESSAGE_SORTS,
  order: NEWEST_FIRST,
  rows: (client, request: ListRequest<{ direction: Direction }>, options) => {
    let query = client.from('support_messages').select('*', options);
    const search = serverSearchFilter(request.search, SUPPORT_MESSAGE_SEARCH_COLUMNS);
    if (search) query = query.or(search);
    const direction = requestedFilter(request, 'direction');
    if (direction) query = query.eq('direction', direction);
    return query;
  },
  shape: supportMessageFromView,
});

/** Customer Support's tiles, apart from the response rate, which is a fixed figure. */
interface SupportFigures {
  /** Inbound messages nobody has marked as read. */
  unread: number;
  /** Messages in either direction since midnight, the user's time. */
  today: number;
  /** Every customer on record. */
  activeCustomers: number;
}

async function countOf(request: PromiseLike<{ count: number | null; error: Error | null }>): Promise<number> {
  const { count, error } = await request;
  if (error) throw error;
  return count ?? 0;
}

function startOfToday(now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

/** Under the communications key, so Mark as Read and a reply update the tiles without a reload. */
function supportFiguresQuery(client: PortalClient, now: () => Date = () => new Date()) {
  return queryOptions<SupportFigures>({
    queryKey: [...tableKeys('communications').all, 'support-figures'],
    queryFn: async () => {
      const [unread, today, activeCustomers] = await Promise.all([
        countOf(client.from('communications').select('id', { count: 'exact', head: true }).eq('direction', 'inbound').eq('read_status', false)),
        countOf(client.from('communications').select('id', { count: 'exact', head: true }).gte('created_at', startOfToday(now()))),
        countOf(client.from('customers').select('id', { count: 'exact', head: true })),
      ]);
      return { unread, today, activeCustomers };
    },
  });
}

export function useSupportFigures() {
  return useQuery(supportFiguresQuery(useSupabase()));
}

/** A staff reply: an outbound e-mail to the customer, already read, which the database queues for e-mail or says why not. */
export async function sendReply(client: PortalClient, { customerId, message }: { customerId: string; message: string }): Promise<DeliveryOutcome> {
  const { data, error } = await client
    .from('communications')
    .insert(replyToCustomer(customerId, message))
    .select('delivery_status,delivery_error')
    .single();
  if (error) throw error;
  return data;
}

/** What the thread's page shows of its customer. */
const THREAD_CUSTOMER_COLUMNS = 'id,first_name,last_name,company_name,email,phone,customer_type' as const;

function threadCustomerQuery(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: [...tableKeys('customers').detail(id), 'thread'],
    queryFn: async () => {
      if (!isRecordId(id)) return null;
      const { data, error } = await client.from('customers').select(THREAD_CUSTOMER_COLUMNS).eq('id', id).maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}

/** The customer whose thread is open, or null when there is none with this id. */
export function useThreadCustomer(id: string) {
  return useQuery(threadCustomerQuery(useSupabase(), id));
}

/** A customer's thread opened by its address: the customer and the thread's first page are read while the page downloads. */
export function readThreadCustomerAhead(visit: FirstVisit): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  if (!id) return Promise.resolve();
  const { client, queryClient } = visit;
  return Promise.all([queryClient.prefetchQuery(threadCustomerQuery(client, id)), readCustomerThreadAhead(client, queryClient, id)]);
}
