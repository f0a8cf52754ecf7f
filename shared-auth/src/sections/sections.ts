import type { Role } from '@export-portal/shared-domain';
import table from './sections.json';

/**
 * The one table of the portal's sections. The shell's routes, guards and
 * sidebar, the portal server, the webpack configurations and the standalone
 * pages all read it (the Node tools read `sections.json` directly), so a
 * section's name, path, roles and port are written once.
 */
export interface Section {
  /** Module Federation name of the remote that owns the section. */
  remote: 'admin_app' | 'staff_app' | 'client_app';
  /** Workspace folder of the remote. */
  package: string;
  /** How the section is named to people, e.g. on its 404 and sign-in card. */
  name: string;
  /** Where the shell mounts the section. */
  basePath: string;
  /** Roles the section admits; the first section listing a role is that role's home. */
  roles: readonly Role[];
  /** Port of the remote's dev server and of its production origin on this machine. */
  port: number;
  /** Environment variable that points the shell at another deployment of the remote. */
  urlEnv: string;
  /** Second paths of a screen, relative to the section: alias → the screen's own path ('' is the index). */
  aliases: Readonly<Record<string, string>>;
}

export interface ShellSite {
  package: string;
  port: number;
  title: string;
}

export const sections = table.sections as readonly Section[];

export const shellSite: ShellSite = table.shell;

export type RemoteName = Section['remote'];

export const remoteNames = sections.map((section) => section.remote) as readonly RemoteName[];

export function sectionOf(remote: RemoteName): Section {
  const section = sections.find((candidate) => candidate.remote === remote);
  if (!section) throw new Error(`No section is served by the remote "${remote}"`);
  return section;
}

/** Where a page is within a section ('' for its home, 'vehicles', …), or null when it is not in the section. */
export function pathWithinSection(section: Section, pathname: string): string | null {
  if (pathname !== section.basePath && !pathname.startsWith(`${section.basePath}/`)) return null;
  return pathname.slice(section.basePath.length).replace(/^\/|\/$/g, '');
}

/** The section a role works in: the first that admits it. */
export function homeSectionOf(role: string | null): Section | undefined {
  return sections.find((section) => (section.roles as readonly string[]).includes(role ?? ''));
}
