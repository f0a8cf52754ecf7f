import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Ship } from 'lucide-react';
import { roleHome, useAuth, type ReturnState } from '@export-portal/shared-auth';
import type { SignInCredentials } from '@export-portal/shared-auth/forms';
import type { DemoAccount } from '@export-portal/shared-domain';
import { useDocumentTitle } from '@export-portal/shared-ui';
import { AccountCard, type AccountTab } from './AccountCard';
import { DemoAccessCard } from './DemoAccessCard';

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySubtle}, ${({ theme }) => theme.colors.background});

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2rem;
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 60rem;
  margin: 0 auto;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const AUTH_PAGE = /^\/auth(?:[/?#]|$)/;

/** Only a page of the portal (not another site, not /auth itself) is worth returning to. */
function returnPath(state: unknown): string | null {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || AUTH_PAGE.test(from)) return null;
  return from;
}

/** /auth: demo logins, sign-in and sign-up. A signed-in user moves on to their page. */
export function AuthScreen() {
  const { session, role, loading } = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<AccountTab>('sign-in');
  const [signInFill, setSignInFill] = useState<SignInCredentials | null>(null);
  useDocumentTitle(tab === 'sign-in' ? 'Sign In' : 'Sign Up');

  if (session && !loading) {
    return <Navigate to={returnPath(location.state) ?? roleHome(role)} replace />;
  }

  const chooseDemoAccount = ({ email, password }: DemoAccount) => {
    setSignInFill({ email, password });
    setTab('sign-in');
  };

  return (
    <Page>
      <Header>
        <Mark aria-hidden="true">
          <Ship size={24} />
        </Mark>
        <Title>Export Portal</Title>
        <Lead>Sign in to manage vehicles, shipments and documents.</Lead>
      </Header>
      <Cards>
        <DemoAccessCard onChoose={chooseDemoAccount} />
        <AccountCard tab={tab} onTabChange={setTab} signInFill={signInFill} />
      </Cards>
    </Page>
  );
}
