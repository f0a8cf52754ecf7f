import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link2, Unlink } from 'lucide-react';
import { Button, Field, Input } from '@export-portal/shared-ui';
import { type ClientAccount, useClientAccount, useUnlinkedClientAccounts } from '../../data/customers';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 600;
  }
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 12rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const SEARCH_DELAY_MS = 250;

const nameOf = (account: ClientAccount) => [account.first_name, account.last_name].filter(Boolean).join(' ');
const labelOf = (account: ClientAccount) => {
  const name = nameOf(account);
  return name ? `${account.email ?? 'No e-mail'} (${name})` : (account.email ?? 'Unnamed account');
};

/** The typed search, sent once typing pauses; every keystroke stays in the box. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface ClientAccountPickerProps {
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: string;
}

/**
 * The client login a customer record belongs to: unlink the current one, or find a client account
 * that has no customer yet, searched by the server by e-mail or name.
 */
export function ClientAccountPicker({ value, onChange, error }: ClientAccountPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const linked = useClientAccount(value);
  const accounts = useUnlinkedClientAccounts(settled, value === null);
  return (
    <Fieldset>
      <legend>Client account</legend>
      {value !== null ? (
        <>
          <Muted aria-live="polite">
            {linked.isPending
              ? 'Loading the linked account…'
              : linked.data
                ? `Linked to ${labelOf(linked.data)}`
                : 'Linked to an account that no longer exists'}
          </Muted>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
            <Unlink aria-hidden size={14} />
            Unlink account
          </Button>
        </>
      ) : (
        <>
          <Field label="Find a client account without a customer" hint="Search by e-mail or name" error={error}>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
          </Field>
          {accounts.isPending ? (
            <Muted role="status">Searching client accounts…</Muted>
          ) : accounts.isError ? (
            <ErrorText role="alert">The client accounts could not be searched.</ErrorText>
          ) : accounts.data.length === 0 ? (
            <Muted>No client account without a customer matches.</Muted>
          ) : (
            <Results aria-label="Client accounts without a customer">
              {accounts.data.map((account) => (
                <li key={account.user_id}>
                  <span>{labelOf(account)}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Link ${account.email ?? nameOf(account)}`}
                    onClick={() => onChange(account.user_id)}
                  >
                    <Link2 aria-hidden size={14} />
                    Link
                  </Button>
                </li>
              ))}
            </Results>
          )}
        </>
      )}
    </Fieldset>
  );
}
