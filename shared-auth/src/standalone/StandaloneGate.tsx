import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, PageSpinner } from '@export-portal/shared-ui';
import { useAuth, useSupabase } from '../index';
import { SignInForm } from '../forms/index';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const Panel = styled.div`
  width: min(26rem, 100%);
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface StandaloneGateProps {
  /** e.g. 'Admin': names the section on the sign-in card. */
  sectionName: string;
  roles: readonly string[];
  children: ReactNode;
}

/**
 * What a remote running alone shows in place of the shell: a sign-in card,
 * then the section (for the roles it admits), with a bar to sign out again.
 */
export function StandaloneGate({ sectionName, roles, children }: StandaloneGateProps) {
  const supabase = useSupabase();
  const { session, user, role, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!session) {
    return (
      <Centre>
        <Panel>
          <Card>
            <CardHeader>
              <CardTitle as="h1">{sectionName} section — sign in</CardTitle>
            </CardHeader>
            <CardContent>
              <SignInForm />
            </CardContent>
          </Card>
        </Panel>
      </Centre>
    );
  }
  const signOut = (
    <Button size="sm" variant="outline" onClick={() => void supabase.auth.signOut()}>
      Sign Out
    </Button>
  );
  if (role !== null && roles.length > 0 && !roles.includes(role)) {
    return (
      <Centre>
        <Panel>
          <Alert tone="danger" title="Access Denied">
            The {sectionName} section is not open to the {role} role. {signOut}
          </Alert>
        </Panel>
      </Centre>
    );
  }
  return (
    <>
      <Bar>
        <span>Signed in as {user?.email}</span>
        {signOut}
      </Bar>
      {children}
    </>
  );
}
