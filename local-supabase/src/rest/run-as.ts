import type { Transaction } from '@electric-sql/pglite';
import type { Principal } from '../principal';

/** Makes the rest of the transaction run as the caller, so grants and RLS decide what it may do. */
export async function runAs(tx: Transaction, principal: Principal, method: string, path: string): Promise<void> {
  const sub = typeof principal.claims.sub === 'string' ? principal.claims.sub : '';
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true), set_config('request.path', $5, true)`,
    [principal.role, JSON.stringify(principal.claims), sub, method, path],
  );
}
