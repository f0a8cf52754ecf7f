import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, dashboardTitle, roleHome, useAuth, useLiveTable } from '@export-portal/shared-auth';
import { Button, LiveStatus, PageSpinner, Screen } from '@export-portal/shared-ui';
import { ClientPlaceholderTiles } from './ClientPlaceholderTiles';
import { DashboardTiles } from './DashboardTiles';
import { seesDashboardFigures, useDashboardStats } from './useDashboardStats';

const UnavailableNote = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * /dashboard: the business-wide figures for admin and staff (their section's
 * home holds their section's own work); zero placeholders for anyone else.
 */
export function DashboardScreen() {
  const { role } = useAuth();
  const title = dashboardTitle(role);
  const stats = useDashboardStats();
  const live = useLiveTable(DASHBOARD_LIVE_TABLES, { invalidates: [DASHBOARD_STATS_KEY], enabled: seesDashboardFigures(role) });

  if (!seesDashboardFigures(role)) {
    return (
      <Screen
        title={title}
        description="Placeholders only: your own vehicles, shipments and documents are in My Dashboard."
        actions={
          <Button asChild>
            <Link to={roleHome(role)}>Open My Dashboard</Link>
          </Button>
        }
      >
        <ClientPlaceholderTiles />
      </Screen>
    );
  }

  const description = 'Business-wide figures: inventory, sales, shipments, documents and messages across the whole business.';
  if (stats.isPending) {
    return (
      <Screen title={title} description={description} busy>
        <PageSpinner label="Loading dashboard figures" />
      </Screen>
    );
  }

  return (
    <Screen title={title} description={description} actions={<LiveStatus state={live} />}>
      {stats.isError && (
        // Not an alert: the rest of the portal works, and the failure is logged.
        <UnavailableNote role="status">The figures could not be loaded right now. Reload the page to try again.</UnavailableNote>
      )}
      <DashboardTiles stats={stats.data ?? null} role={role} />
    </Screen>
  );
}
