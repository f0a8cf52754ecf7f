import { useAtomValue } from 'jotai';
import { portalConfigAtom, usePortalSettings } from '@export-portal/shared-auth';
import { Alert, Button, PageSpinner, Screen } from '@export-portal/shared-ui';
import { SettingsForm } from './SettingsForm';

/** Settings: General, Notifications, Security, Business and System, kept in the portal's settings row. */
export function SettingsScreen() {
  const config = useAtomValue(portalConfigAtom);
  const settings = usePortalSettings();
  return (
    <Screen title="Settings" description="General, notifications, security, business and system settings." busy={settings.isPending}>
      {settings.isPending ? <PageSpinner /> : null}
      {settings.isError ? (
        <Alert tone="danger" role="alert" title="The settings could not be loaded.">
          <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
      <dl>
        <dt>Backend</dt>
        <dd data-testid="backend-url">{config ? config.supabaseUrl : 'Not configured'}</dd>
      </dl>
    </Screen>
  );
}
