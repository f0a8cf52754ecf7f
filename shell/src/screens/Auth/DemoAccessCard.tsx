import { useId, useState } from 'react';
import styled from 'styled-components';
import { UserPlus } from 'lucide-react';
import { DEMO_ACCOUNTS, type DemoAccount } from '@export-portal/shared-domain';
import { useSupabase } from '@export-portal/shared-auth';
import { Alert, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@export-portal/shared-ui';
import { DemoLogin } from './DemoLogin';

const Logins = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OutcomeAlert = styled(Alert)`
  width: 100%;
`;

type Outcome = { tone: 'success' | 'danger'; message: string };

export const DEMO_USERS_SWITCHED_OFF = 'Demo users are switched off on this server.';

/** The function answers 403 `demo_users_disabled` on a deployment that has not enabled demo users. */
async function isSwitchedOff(error: unknown): Promise<boolean> {
  const response = (error as { context?: { status?: unknown; clone?: () => { json(): Promise<unknown> } } }).context;
  if (response?.status !== 403 || typeof response.clone !== 'function') return false;
  try {
    return ((await response.clone().json()) as { error?: unknown }).error === 'demo_users_disabled';
  } catch {
    return false;
  }
}

export interface DemoAccessCardProps {
  onChoose: (account: DemoAccount) => void;
}

/** The demo logins: choosing one fills the sign-in form. */
export function DemoAccessCard({ onChoose }: DemoAccessCardProps) {
  const supabase = useSupabase();
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleId = useId();

  const createDemoUsers = async () => {
    setCreating(true);
    setOutcome(null);
    try {
      const { error } = await (await supabase.functions()).invoke('create-demo-users');
      if (error && (await isSwitchedOff(error))) {
        setOutcome({ tone: 'danger', message: DEMO_USERS_SWITCHED_OFF });
        return;
      }
      if (error) throw error;
      setOutcome({ tone: 'success', message: 'Demo users created successfully! You can now use the demo credentials to log in.' });
    } catch (error) {
      console.error('Creating the demo users failed', error);
      setOutcome({ tone: 'danger', message: 'Failed to create demo users. Please try again.' });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Demo Access
        </CardTitle>
        <CardDescription>Choose an account to fill in the sign-in form.</CardDescription>
      </CardHeader>
      <CardContent>
        <Logins>
          {DEMO_ACCOUNTS.map((account) => (
            <li key={account.email}>
              <DemoLogin account={account} onChoose={onChoose} />
            </li>
          ))}
        </Logins>
      </CardContent>
      <CardFooter>
        <Button variant="outline" loading={creating} onClick={createDemoUsers}>
          {!creating && <UserPlus aria-hidden="true" />}
          Create Demo Users
        </Button>
        {outcome && <OutcomeAlert tone={outcome.tone}>{outcome.message}</OutcomeAlert>}
      </CardFooter>
    </Card>
  );
}
