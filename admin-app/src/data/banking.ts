import { queryOptions, useQuery } from '@tanstack/react-query';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import type { BankAccountType, Tables } from '@export-portal/shared-domain';

/** The business's connected bank accounts (admins only, by row-level security). */

export const bankConnectionKeys = tableKeys('bank_connections');

export type BankConnection = Pick<Tables<'bank_connections'>, 'id' | 'bank_name' | 'account_type' | 'account_last4' | 'is_default' | 'connected_at'>;

function bankConnectionsQuery(client: PortalClient) {
  return queryOptions({
    queryKey: [...bankConnectionKeys.all, 'connected'],
    queryFn: async (): Promise<BankConnection[]> => {
      const { data, error } = await client
        .from('bank_connections')
        .select('id,bank_name,account_type,account_last4,is_default,connected_at')
        .order('is_default', { ascending: false })
        .order('connected_at', { ascending: false })
        .order('id');
      if (error) throw error;
      return data;
    },
  });
}

export function useBankConnections() {
  return useQuery(bankConnectionsQuery(useSupabase()));
}

/**
 * What is sent to connect an account: the bank, the kind of account and the account number's
 * last four digits. The account and routing numbers stay in the form; they are never sent.
 */
export interface NewBankConnection {
  bankName: string;
  accountType: BankAccountType;
  accountLast4: string;
  isDefault: boolean;
}

export async function connectBankAccount(client: PortalClient, account: NewBankConnection): Promise<void> {
  const { error } = await client.from('bank_connections').insert({
    bank_name: account.bankName,
    account_type: account.accountType,
    account_last4: account.accountLast4,
    is_default: account.isDefault,
  });
  if (error) throw error;
}

export async function disconnectBankAccount(client: PortalClient, { id }: { id: string }): Promise<void> {
  const { error } = await client.from('bank_connections').delete().eq('id', id);
  if (error) throw error;
}
