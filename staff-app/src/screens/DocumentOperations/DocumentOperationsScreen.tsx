import { Screen } from '@export-portal/shared-ui';

export function DocumentOperationsScreen() {
  return <Screen title="Document Operations" description="Documents and their expiry dates." />;
}
