import type { Role } from '@export-portal/shared-domain';
import { sidebarLinkTarget } from '../navigation/linkTarget';
import { sidebarLinks } from '../navigation/sidebar';
import type { SectionRoute } from '../sections/SectionRoutes';
import { pathWithinSection, sectionOf, type RemoteName } from '../sections/sections';

/**
 * The sidebar links of `role` that lead into the section whose label differs from the title the
 * section's routes give that screen. The shell draws the sidebar before any section downloads, so
 * it cannot read the routes; this keeps the two the same, checked in each section's tests.
 */
export function sidebarLabelsUnlikeRoutes(role: Role, remote: RemoteName, routes: readonly SectionRoute[]): string[] {
  const section = sectionOf(remote);
  return sidebarLinks(role).flatMap((link) => {
    const relative = pathWithinSection(section, sidebarLinkTarget(link, role));
    if (relative === null) return [];
    const path = section.aliases[relative] ?? relative;
    const route = routes.find((candidate) => candidate.path === path);
    return route?.title === link.label ? [] : [`${link.label} (${link.path}) leads to '${path}', titled ${route ? `'${route.title}'` : 'nothing'}`];
  });
}
