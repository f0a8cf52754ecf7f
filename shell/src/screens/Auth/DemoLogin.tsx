import styled from 'styled-components';
import { KeyRound } from 'lucide-react';
import { ROLE_LABELS, type DemoAccount } from '@export-portal/shared-domain';
import { Badge, type Tone } from '@export-portal/shared-ui';

const Login = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Credential = styled.span`
  grid-column: 2;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Secret = styled(Credential)`
  color: ${({ theme }) => theme.colors.muted};
`;

const RoleBadge = styled(Badge)`
  grid-row: span 2;
  justify-self: start;
  min-width: 4rem;
  justify-content: center;
`;

const roleTones: Record<DemoAccount['role'], Tone> = { admin: 'info', staff: 'warning', client: 'success' };

export interface DemoLoginProps {
  account: DemoAccount;
  onChoose: (account: DemoAccount) => void;
}

/** One demo login, shown in full (the point of a demo account is that anyone may use it). */
export function DemoLogin({ account, onChoose }: DemoLoginProps) {
  return (
    <Login type="button" onClick={() => onChoose(account)}>
      <RoleBadge tone={roleTones[account.role]}>{ROLE_LABELS[account.role]}</RoleBadge>
      <Credential>{account.email}</Credential>
      <Secret>
        <KeyRound size={12} aria-hidden="true" /> {account.password}
      </Secret>
    </Login>
  );
}
