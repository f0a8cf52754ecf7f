import { Screen } from '@export-portal/shared-ui';

/** The admin section's home: the section's own work; the business-wide figures are on /dashboard. */
export function DashboardScreen() {
  return (
    <Screen
      title="Admin Dashboard"
      description="Your admin work: vehicles, customers, shipments, documents, finance and user accounts to look after."
    />
  );
}
