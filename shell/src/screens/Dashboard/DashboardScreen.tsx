import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardTitle, roleHome, useAuth } from '@export-portal/shared-auth';
import { Button, PageSpinner, Screen } from '@export-portal/shared-ui';
import { DashboardTiles } from './DashboardTiles';
import { seesDashboardFigures, useDashboardStats } from './useDashboardStats';

const UnavailableNote = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** /dashboard: the role-aware figures every signed-in user can open (SPEC §2, §6). */
export function DashboardScreen() {
  const { role } = useAuth();
  const title = dashboardTitle(role);
  const stats = useDashboardStats();

  if (!seesDashboardFigures(role)) {
    return (
      <Screen
        title={title}
        description="Your own vehicles, shipments and documents are in My Dashboard."
        actions={
          <Button asChild>
            <Link to={roleHome(role)}>Open My Dashboard</Link>
          </Button>
        }
      >
        <DashboardTiles stats={null} placeholder={0} role={role} />
      </Screen>
    );
  }

  const description = 'Inventory, sales, shipments and documents at a glance.';
  if (stats.isPending) {
    return (
      <Screen title={title} description={description} busy>
        <PageSpinner label="Loading dashboard figures" />
      </Screen>
    );
  }

  return (
    <Screen title={title} description={description}>
      {stats.isError && (
        // Not an alert: the rest of the portal works, and the failure is logged.
        <UnavailableNote role="status">The figures could not be loaded right now. Reload the page to try again.</UnavailableNote>
      )}
      <DashboardTiles stats={stats.data ?? null} placeholder={null} role={role} />
    </Screen>
  );
}
