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

/** The role read as a query: one request per user at a time, retried after a short wait. */
export function roleQueryOptions(client: TableReader, userId: string) {
  return queryOptions({
    queryKey: ['profiles', 'role', userId] as const,
    queryFn: () => readRole(client, userId),
    retry: ROLE_READ_RETRIES,
    retryDelay: (failures: number) => 250 * 2 ** failures,
    staleTime: 0,
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
