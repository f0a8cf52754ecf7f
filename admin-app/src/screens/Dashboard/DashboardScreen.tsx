import { Screen } from '@export-portal/shared-ui';

export function DashboardScreen() {
  return <Screen title="Admin Dashboard" description="Vehicles, revenue, shipments and users at a glance." />;
}
