import { useAtomValue } from 'jotai';
import { Screen } from '@export-portal/shared-ui';
import { portalConfigAtom } from '@export-portal/shared-auth';

export function SettingsScreen() {
  const config = useAtomValue(portalConfigAtom);
  return (
    <Screen title="Settings" description="General, notifications, security, business and system settings.">
      <dl>
        <dt>Backend</dt>
        <dd data-testid="backend-url">{config ? config.supabaseUrl : 'Not configured'}</dd>
      </dl>
    </Screen>
  );
}
