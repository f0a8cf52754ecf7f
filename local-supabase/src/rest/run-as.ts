import type { DatabaseTransaction, TransactionSetup } from '../connection';
import type { Principal } from '../principal';

const CALLER_SETTINGS = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true), set_config('request.path', $5, true)`;

/** The statement that makes the rest of a transaction run as the caller, so grants and RLS decide what it may do. */
export function asCaller(principal: Principal, method: string, path: string): TransactionSetup {
  const sub = typeof principal.claims.sub === 'string' ? principal.claims.sub : '';
  return { sql: CALLER_SETTINGS, params: [principal.role, JSON.stringify(principal.claims), sub, method, path] };
}

/** Makes the rest of the transaction run as the caller, from within it. */
export async function runAs(tx: DatabaseTransaction, principal: Principal, method: string, path: string): Promise<void> {
  const { sql, params } = asCaller(principal, method, path);
  await tx.query(sql, params);
}
