import { Screen } from '@export-portal/shared-ui';

export function DashboardScreen() {
  return <Screen title="Staff Dashboard" description="Today’s shipments, inventory, documents and customer queries." />;
}
