import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PortalClient } from '../config/backendClient';

/** All a role read needs of a client: any client of the portal's schema will do. */
type TableReader = Pick<PortalClient, 'from'>;

/** A failed role read is tried this many more times before the user counts as a client. */
export const ROLE_READ_RETRIES = 2;

/**
 * Reads a user's role from `profiles` by user_id. A user without a profile is a
 * client; a failed read throws, so the query can try again. The query's retries
 * are the only ones: the client library's own are turned off for this read.
 */
export async function readRole(client: TableReader, userId: string): Promise<string> {
  const { data, error } = await client.from('profiles').select('role').eq('user_id', userId).retry(false).maybeSingle();
  if (error) throw error;
  return data?.role ?? 'client';
}

/**
 * How long a role read counts as fresh: long enough for the session to take the read the page
 * started while it loaded (`readStoredSessionRole`), short enough that every later sign-in reads
 * again. A sign-out drops it with everything else cached for the user.
 */
const ROLE_FRESH_MS = 10_000;

/** The role read as a query: one request per user at a time, retried after a short wait. */
export function roleQueryOptions(client: TableReader, userId: string) {
  return queryOptions({
    queryKey: ['profiles', 'role', userId] as const,
    queryFn: () => readRole(client, userId),
    retry: ROLE_READ_RETRIES,
    retryDelay: (failures: number) => 250 * 2 ** failures,
    staleTime: ROLE_FRESH_MS,
  });
}

/**
 * The user's role, read afresh. When every try fails the user counts as
 * `client`, the role that sees least; the database still decides what they see.
 */
export async function fetchRole(queryClient: QueryClient, client: TableReader, userId: string): Promise<string> {
  try {
    return await queryClient.fetchQuery(roleQueryOptions(client, userId));
  } catch {
    return 'client';
  }
}

/**
 * The role of the visitor whose session the browser keeps, read as soon as that session is known:
 * while the portal's first page renders, rather than once it has and its session has been handed
 * to it. The session then finds the role read or on its way (one request either way). Null for a
 * visitor without a session.
 */
export async function readStoredSessionRole(queryClient: QueryClient, client: TableReader & Pick<PortalClient, 'auth'>): Promise<string | null> {
  const { data } = await client.auth.getSession();
  const userId = data.session?.user.id;
  return userId ? fetchRole(queryClient, client, userId) : null;
}
