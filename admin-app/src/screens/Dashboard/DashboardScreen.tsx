import { Link } from 'react-router-dom';
import { BarChart3, Download, FileText, Ship, Truck, Users } from 'lucide-react';
import { DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, LinkCards, useLiveTable, useSectionPath, type LinkCard } from '@export-portal/shared-auth';
import { Button, LiveStatus, Screen } from '@export-portal/shared-ui';
import { InertButton } from '../../components/InertButton';
import { AdminFigures } from './AdminFigures';
import { BusinessOverview } from './BusinessOverview';

const LINKS: readonly LinkCard[] = [
  { screen: 'vehicles', icon: <Truck aria-hidden size={18} /> },
  { screen: 'customers', icon: <Users aria-hidden size={18} /> },
  { screen: 'shipments', icon: <Ship aria-hidden size={18} /> },
  { screen: 'documents', icon: <FileText aria-hidden size={18} /> },
];

/**
 * The admin section's home: the business at a glance, kept live as records
 * change anywhere; View Reports opens Reports & Analytics, Export Data is inert.
 */
export function DashboardScreen() {
  const live = useLiveTable(DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY] });
  const sectionPath = useSectionPath();
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <InertButton icon={<Download aria-hidden size={16} />}>Export Data</InertButton>
          <Button asChild size="sm">
            <Link to={sectionPath('reports')}>
              <BarChart3 aria-hidden size={16} />
              View Reports
            </Link>
          </Button>
        </>
      }
    >
      <AdminFigures />
      <BusinessOverview />
      <LinkCards id="admin-quick-links" heading="Quick links" cards={LINKS} />
    </Screen>
  );
}
