import { sections } from '../sections/sections';

/** Second paths of a screen, from the sections table: '/staff/customer-support' → '/staff/support'. */
const aliases = new Map<string, string>(
  sections.flatMap((section) =>
    Object.entries(section.aliases).map(
      ([alias, target]) => [`${section.basePath}/${alias}`, target === '' ? section.basePath : `${section.basePath}/${target}`] as const,
    ),
  ),
);

/** One name per screen, so '/client/' and '/client/dashboard' count as the same page. */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return aliases.get(trimmed) ?? trimmed;
}

export function isSamePage(a: string, b: string): boolean {
  return canonicalPath(a) === canonicalPath(b);
}
