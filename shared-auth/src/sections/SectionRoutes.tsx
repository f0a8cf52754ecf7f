import { isValidElement, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ScreenBoundary, ScreenHeadingProvider, SectionNotFound, type ScreenHeading } from '@export-portal/shared-ui';
import type { PortalClient } from '../config/backendClient';
import { isLazyScreen } from './lazyScreen';
import { SectionBaseProvider } from './sectionPath';
import { pathWithinSection, sectionOf, type RemoteName } from './sections';

/** The page's backend client and cache, as the shell holds them. */
export interface PortalData {
  client: PortalClient;
  queryClient: QueryClient;
}

/** A first visit to a screen: the address it opens at, where its reads go, and whose they are. */
export interface FirstVisit extends PortalData {
  search: URLSearchParams;
  /** The route's parameters in the address opened, such as a record page's `id`. */
  params: Readonly<Record<string, string | undefined>>;
  /** The signed-in visitor, as the restored session has them. */
  userId: string;
}

/**
 * One screen of a section: its path relative to the section ('' is the index), what it shows, and
 * its title and description, the one place they are written: the screen's heading, the browser's
 * title and the section's link cards read them from here.
 */
export interface SectionRoute extends ScreenHeading {
  path: string;
  element: ReactNode;
  /**
   * Starts the screen's first reads into the page's cache on a first visit, while the section and
   * the screen still download, so the screen renders with its rows instead of asking for them then.
   */
  readAhead?: (visit: FirstVisit) => Promise<unknown>;
}

/** What the shell tells a section it loads for the page it opens at. */
export interface SectionPreparation {
  pathname: string;
  search: string;
  /** Absent where there is no page cache to fill (a remote running alone prepares nothing). */
  portal?: PortalData;
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
  const routeAt = new Map(routes.map((route) => [route.path, route]));
  const headings = new Map(routes.map(({ path, title, description }) => [path, { title, description }]));
  const aliases = Object.entries(section.aliases).flatMap(([alias, target]) => {
    const route = routeAt.get(target);
    return route ? [{ ...route, path: alias }] : [];
  });
  const routeFor = ({ path, title, description, element }: SectionRoute) => {
    const screen = (
      <ScreenHeadingProvider heading={{ title, description }}>
        <ScreenBoundary>{element}</ScreenBoundary>
      </ScreenHeadingProvider>
    );
    return path === '' ? <Route key="" index element={screen} /> : <Route key={path} path={path} element={screen} />;
  };
  return (
    <SectionBaseProvider basePath={basePath} headings={headings}>
      <Routes>
        {routes.map(routeFor)}
        {aliases.map(routeFor)}
        <Route path="*" element={<SectionNotFound sectionName={section.name} sectionHome={basePath} />} />
      </Routes>
    </SectionBaseProvider>
  );
}

/**
 * Downloads the screen a first visit to the page will show, if it is downloaded on first use,
 * so the section and its screen arrive together instead of one after the other, and starts the
 * screen's first reads for a signed-in visitor. Resolves once the screen is downloaded (at once
 * for any other path); the reads go on by themselves.
 */
export async function prepareScreen(
  remote: RemoteName,
  routes: readonly SectionRoute[],
  { pathname, search, portal }: SectionPreparation,
): Promise<void> {
  const section = sectionOf(remote);
  const relative = pathWithinSection(section, pathname);
  if (relative === null) return;
  const path = `/${section.aliases[relative] ?? relative}`;
  // A record's page (`vehicles/:id`) is prepared like any other screen, its id read from the address.
  const found = routes.flatMap((route) => {
    const match = matchPath({ path: `/${route.path}`, end: true }, path);
    return match ? [{ route, params: match.params }] : [];
  })[0];
  // A read that fails is the screen's to show when it asks again.
  if (found?.route.readAhead && portal)
    readAheadWhenSignedIn(found.route.readAhead, { ...portal, search: new URLSearchParams(search), params: found.params }).catch(() => undefined);
  const element = found?.route.element;
  if (isValidElement(element) && isLazyScreen(element.type)) await element.type.preload();
}

/** A visitor without a session is sent to sign in: nothing is read for them. */
async function readAheadWhenSignedIn(readAhead: NonNullable<SectionRoute['readAhead']>, visit: Omit<FirstVisit, 'userId'>) {
  const session = await visit.client.session();
  if (session) await readAhead({ ...visit, userId: session.user.id });
}
