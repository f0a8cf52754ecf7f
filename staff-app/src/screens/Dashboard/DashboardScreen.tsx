import { DASHBOARD_LIVE_TABLES, DASHBOARD_STATS_KEY, tableKeys, useLiveTable } from '@export-portal/shared-auth';
import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { vehicleTaskKeys } from '../../data/vehicleTasks';
import { OperationsLinks } from './OperationsLinks';
import { PriorityTasks } from './PriorityTasks';
import { StaffFigures } from './StaffFigures';

/** The staff section's home: the section's own work; the business-wide figures are on /dashboard. */
export function DashboardScreen() {
  const live = useLiveTable([...DASHBOARD_LIVE_TABLES, 'vehicle_tasks'], {
    invalidates: [DASHBOARD_STATS_KEY, vehicleTaskKeys.all, tableKeys('documents').all],
  });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <StaffFigures />
      <OperationsLinks />
      <PriorityTasks />
    </Screen>
  );
}
