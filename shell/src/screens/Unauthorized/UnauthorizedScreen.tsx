import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { Button, StatusPage } from '@export-portal/shared-ui';
import { roleHome, useAuth } from '@export-portal/shared-auth';

/**
 * Where 'Back to Dashboard' leads: a client's dashboard is their own section's
 * home; admin, staff and anyone else go to the shared /dashboard.
 */
export function dashboardOf(role: string | null): string {
  return role === 'client' ? roleHome(role) : '/dashboard';
}

/** Where a signed-in user lands on a page their role does not open. */
export function UnauthorizedScreen() {
  const { role } = useAuth();
  return (
    <StatusPage
      icon={<ShieldAlert />}
      tone="danger"
      title="Access Denied"
      fullScreen
      action={
        <Button asChild>
          <Link to={dashboardOf(role)}>Back to Dashboard</Link>
        </Button>
      }
    >
      <p>You don&apos;t have permission to access this page. Please contact your administrator if you believe this is an error.</p>
    </StatusPage>
  );
}
