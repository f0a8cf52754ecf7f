import { Screen } from '@export-portal/shared-ui';

export function ReportsScreen() {
  return <Screen title="Reports & Analytics" description="Financial overview, banking integration, analytics and exports." />;
}
