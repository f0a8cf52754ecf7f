import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { UserCog } from 'lucide-react';
import { LinkCards, portalConfigAtom } from '@export-portal/shared-auth';
import { Alert, Button, PageSpinner, Screen } from '@export-portal/shared-ui';
import { SettingsForm } from './SettingsForm';
import { usePortalSettings } from '../../data/settings';

/** Where this portal's data lives, shown small beneath the form. */
const Deployment = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  dt {
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }

  dd {
    margin: 0;
  }
`;

// Who may sign in is managed on its own screen; Settings is where an admin looks for it.
const ACCOUNT_LINKS = [{ screen: 'users', icon: <UserCog aria-hidden size={18} /> }] as const;

/** Settings: General, Notifications, Security, Business and System, kept in the portal's settings row. */
export function SettingsScreen() {
  const config = useAtomValue(portalConfigAtom);
  const settings = usePortalSettings();
  return (
    <Screen busy={settings.isPending}>
      {settings.isPending ? <PageSpinner /> : null}
      {settings.isError ? (
        <Alert tone="danger" role="alert" title="The settings could not be loaded.">
          <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
      <LinkCards id="settings-related" heading="Accounts" cards={ACCOUNT_LINKS} />
      <Deployment>
        <dt>Backend</dt>
        <dd data-testid="backend-url">{config ? config.supabaseUrl : 'Not configured'}</dd>
      </Deployment>
    </Screen>
  );
}
