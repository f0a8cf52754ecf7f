import { Link } from 'react-router-dom';
import { BarChart3, FileText, Ship, Truck, Users } from 'lucide-react';
import { DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, LinkCards, useLiveTable, useSectionPath, type LinkCard } from '@export-portal/shared-auth';
import { Button, LiveStatus, Screen } from '@export-portal/shared-ui';
import { AdminFigures } from './AdminFigures';
import { BusinessOverview } from './BusinessOverview';
import { ExportFiguresButton } from './ExportFiguresButton';

const LINKS: readonly LinkCard[] = [
  { screen: 'vehicles', icon: <Truck aria-hidden size={18} /> },
  { screen: 'customers', icon: <Users aria-hidden size={18} /> },
  { screen: 'shipments', icon: <Ship aria-hidden size={18} /> },
  { screen: 'documents', icon: <FileText aria-hidden size={18} /> },
];

/**
 * The admin section's home: the business at a glance, kept live as records
 * change anywhere; Export Data saves the figures as a CSV file, View Reports opens Reports & Analytics.
 */
export function DashboardScreen() {
  const live = useLiveTable(DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY] });
  const sectionPath = useSectionPath();
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <ExportFiguresButton />
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
