/** Screens reachable under two paths (DESIGN §3): the redirect targets and the section routes. */
const aliases: Record<string, string> = {
  '/staff/dashboard': '/staff',
  '/staff/customer-support': '/staff/support',
  '/client/dashboard': '/client',
  '/admin/dashboard': '/admin',
};

/** One name per screen, so '/client/' and '/client/dashboard' count as the same page. */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return aliases[trimmed] ?? trimmed;
}

export function isSamePage(a: string, b: string): boolean {
  return canonicalPath(a) === canonicalPath(b);
}
