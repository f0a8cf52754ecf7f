import { isValidElement, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ScreenBoundary, SectionNotFound } from '@export-portal/shared-ui';
import { isLazyScreen } from './lazyScreen';
import { SectionBaseProvider } from './sectionPath';
import { pathWithinSection, sectionOf, type RemoteName } from './sections';

/** One screen of a section: its path relative to the section ('' is the index), its title and what it shows. */
export interface SectionRoute {
  path: string;
  title: string;
  element: ReactNode;
}

export interface SectionRoutesProps {
  remote: RemoteName;
  routes: readonly SectionRoute[];
  /** Where the host mounts the section; `/` when the remote runs alone. */
  basePath: string;
}

/**
 * A remote's routes: each screen in its own error boundary (a screen made with
 * `lazyScreen` shows a spinner while it downloads), the section's
 * aliases from the sections table showing the screen they name, and a 404
 * inside the section for any other path. Its screens link to each other with
 * `useSectionPath`.
 */
export function SectionRoutes({ remote, routes, basePath }: SectionRoutesProps) {
  const section = sectionOf(remote);
  const screenAt = new Map(routes.map((route) => [route.path, route.element]));
  const aliases = Object.entries(section.aliases).filter(([, target]) => screenAt.has(target));
  const screen = (element: ReactNode) => <ScreenBoundary>{element}</ScreenBoundary>;
  const routeFor = (path: string, element: ReactNode) =>
    path === '' ? <Route key="" index element={screen(element)} /> : <Route key={path} path={path} element={screen(element)} />;
  return (
    <SectionBaseProvider basePath={basePath}>
      <Routes>
        {routes.map((route) => routeFor(route.path, route.element))}
        {aliases.map(([alias, target]) => routeFor(alias, screenAt.get(target)))}
        <Route path="*" element={<SectionNotFound sectionName={section.name} sectionHome={basePath} />} />
      </Routes>
    </SectionBaseProvider>
  );
}

/**
 * Downloads the screen a first visit to `pathname` will show, if it is downloaded
 * on first use, so the section and its screen arrive together instead of one after
 * the other. Resolves at once for any other path.
 */
export async function prepareScreen(remote: RemoteName, routes: readonly SectionRoute[], pathname: string): Promise<void> {
  const section = sectionOf(remote);
  const relative = pathWithinSection(section, pathname);
  if (relative === null) return;
  const path = section.aliases[relative] ?? relative;
  const element = routes.find((route) => route.path === path)?.element;
  if (isValidElement(element) && isLazyScreen(element.type)) await element.type.preload();
}
