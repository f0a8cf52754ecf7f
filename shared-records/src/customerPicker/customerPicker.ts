import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerDisplayName, serverSearchFilter, type Database, type SearchColumn } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** The customer picker's reads: customers matching what was typed, and the name of the one chosen. */

/** What the picker searches, each through its trigram index. */
const PICKER_SEARCH: readonly SearchColumn[] = ['first_name', 'last_name', 'company_name', 'email'];

/** How many matches the picker lists; typing more narrows them. */
export const CUSTOMER_PICKER_LIMIT = 20;

/** Words beyond these add little and each costs a filter. */
const MAX_WORDS = 4;

export interface PickableCustomer {
  id: string;
  name: string;
  email: string | null;
}

const PICKER_COLUMNS = 'id,first_name,last_name,company_name,email' as const;

/** A row of customer_directory: a view, so Postgres cannot promise its columns are set, though the table's are. */
type DirectoryRow = Database['public']['Views']['customer_directory']['Row'];

function pickable(row: DirectoryRow): PickableCustomer {
  const id = row.id ?? '';
  return { id, name: customerDisplayName(row) || row.email || id, email: row.email };
}

const pickerKeys = [...tableKeys('customers').all, 'picker'] as const;

function customerMatchesQuery(client: PortalClient, term: string) {
  return queryOptions({
    queryKey: [...pickerKeys, 'matches', term],
    queryFn: async () => {
      let query = client.from('customer_directory').select(PICKER_COLUMNS);
      // Every word must match one of the columns, so "Avery Martin" finds the customer by first and last name.
      for (const word of term.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)) {
        const filter = serverSearchFilter(word, PICKER_SEARCH);
        if (filter) query = query.or(filter);
      }
      const { data, error } = await query.order('last_name').order('first_name').order('id').limit(CUSTOMER_PICKER_LIMIT);
      if (error) throw error;
      return data.map(pickable);
    },
    // The last matches stay listed while the next ones load, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
  });
}

/** Customers whose first name, last name, company or e-mail contain each word of `term`, read only while `enabled`. */
export function useCustomerMatches(term: string, enabled: boolean) {
  return useQuery({ ...customerMatchesQuery(useSupabase(), term.trim()), enabled });
}

function customerNameQuery(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: [...pickerKeys, 'name', id],
    queryFn: async () => {
      const { data, error } = await client.from('customer_directory').select(PICKER_COLUMNS).eq('id', id).maybeSingle();
      if (error) throw error;
      return data ? pickable(data) : null;
    },
  });
}

/** The chosen customer, by id; null while none is chosen. */
export function useCustomerName(id: string | null) {
  return useQuery({ ...customerNameQuery(useSupabase(), id ?? ''), enabled: id !== null });
}

/** The cache key of a customer's name, so a choice shows its name before any read. */
export function customerNameKey(id: string) {
  return [...pickerKeys, 'name', id] as const;
}
