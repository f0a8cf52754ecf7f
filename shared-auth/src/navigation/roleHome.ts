import { homeSectionOf, sections } from '../sections/sections';

/** Where a signed-in user lands: the home section of their role; an unknown role is treated as a client. */
export function roleHome(role: string | null): string {
  const section = homeSectionOf(role) ?? homeSectionOf('client') ?? sections[0]!;
  return `${section.basePath}/`;
}

/** Title of the shared /dashboard by role. */
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
