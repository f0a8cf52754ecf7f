import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { DASHBOARD_STATS_KEY, useLiveTable } from '@export-portal/shared-auth';
import { ClientTiles } from './ClientTiles';
import { QuickLinks } from './QuickLinks';
import { RecentCommunications } from './RecentCommunications';
import { useClientDashboard } from '../../data/clientDashboard';
import { CLIENT_DASHBOARD_LIVE_TABLES } from '../../data/clientDashboard';

/** The client's home: their figures, the ways to their other screens and their latest messages. */
export function DashboardScreen() {
  const dashboard = useClientDashboard();
  // A staff reply, a shipment's progress or a new document shows up without a reload.
  const live = useLiveTable(CLIENT_DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY] });
  return (
    <Screen busy={dashboard.isPending} actions={<LiveStatus state={live} />}>
      <ClientTiles dashboard={dashboard} />
      <QuickLinks />
      <RecentCommunications dashboard={dashboard} />
    </Screen>
  );
}
