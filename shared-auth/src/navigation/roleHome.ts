/** Where a signed-in user lands by role (DESIGN §3); an unknown role is treated as a client. */
export function roleHome(role: string | null): string {
  switch (role) {
    case 'admin':
      return '/admin/';
    case 'staff':
      return '/staff/';
    default:
      return '/client/';
  }
}

/** Title of the shared /dashboard by role (SPEC §6). */
export function dashboardTitle(role: string | null): string {
  switch (role) {
    case 'admin':
      return 'Admin Dashboard';
    case 'staff':
      return 'Staff Dashboard';
    case 'client':
      return 'Client Portal';
    default:
      return 'Dashboard';
  }
}
