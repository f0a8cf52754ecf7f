import { Screen } from '@export-portal/shared-ui';
import { useClientDashboard } from '@export-portal/shared-auth';
import { ClientTiles } from './ClientTiles';
import { QuickLinks } from './QuickLinks';
import { RecentCommunications } from './RecentCommunications';

/** The client's home: their figures, the ways to their other screens and their latest messages. */
export function DashboardScreen() {
  const dashboard = useClientDashboard();
  return (
    <Screen title="My Dashboard" description="Your vehicles, shipments and recent messages." busy={dashboard.isPending}>
      <ClientTiles dashboard={dashboard} />
      <QuickLinks />
      <RecentCommunications dashboard={dashboard} />
    </Screen>
  );
}
