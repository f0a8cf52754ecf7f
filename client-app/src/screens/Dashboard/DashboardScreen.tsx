import { Screen } from '@export-portal/shared-ui';

export function DashboardScreen() {
  return <Screen title="My Dashboard" description="Your vehicles, shipments and recent messages." />;
}
