import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { CLIENT_DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, useClientDashboard, useLiveTable } from '@export-portal/shared-auth';
import { ClientTiles } from './ClientTiles';
import { QuickLinks } from './QuickLinks';
import { RecentCommunications } from './RecentCommunications';

/** The client's home: their figures, the ways to their other screens and their latest messages. */
export function DashboardScreen() {
  const dashboard = useClientDashboard();
  // A staff reply, a shipment's progress or a new document shows up without a reload.
  const live = useLiveTable(CLIENT_DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY] });
  return (
    <Screen title="My Dashboard" description="Your vehicles, shipments and recent messages." busy={dashboard.isPending} actions={<LiveStatus state={live} />}>
      <ClientTiles dashboard={dashboard} />
      <QuickLinks />
      <RecentCommunications dashboard={dashboard} />
    </Screen>
  );
}
