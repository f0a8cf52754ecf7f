import { Car, Download, FileText, Search, Ship, Store } from 'lucide-react';
import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { DASHBOARD_STATS_KEY, LinkCards, useLiveTable, type LinkCard } from '@export-portal/shared-auth';
import { ClientTiles } from './ClientTiles';
import { RecentCommunications } from './RecentCommunications';
import { useClientDashboard } from '../../data/clientDashboard';
import { CLIENT_DASHBOARD_LIVE_TABLES } from '../../data/clientDashboard';

/** The way to each of the client's other screens. */
const QUICK_LINKS: readonly LinkCard[] = [
  { screen: 'my-vehicles', icon: <Car aria-hidden size={16} /> },
  { screen: 'my-shipments', icon: <Ship aria-hidden size={16} /> },
  { screen: 'my-documents', icon: <FileText aria-hidden size={16} /> },
  { screen: 'track-shipment', icon: <Search aria-hidden size={16} /> },
  { screen: 'browse-inventory', icon: <Store aria-hidden size={16} /> },
  { screen: 'download-documents', icon: <Download aria-hidden size={16} /> },
];

/** The client's home: their figures, the ways to their other screens and their latest messages. */
export function DashboardScreen() {
  const dashboard = useClientDashboard();
  // A staff reply, a shipment's progress or a new document shows up without a reload.
  const live = useLiveTable(CLIENT_DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY] });
  return (
    <Screen busy={dashboard.isPending} actions={<LiveStatus state={live} />}>
      <ClientTiles dashboard={dashboard} />
      <LinkCards id="client-quick-links" heading="Quick links" look="buttons" cards={QUICK_LINKS} />
      <RecentCommunications dashboard={dashboard} />
    </Screen>
  );
}
