import { createContext, useContext, type ReactNode } from 'react';
import type { ScreenHeading } from '@export-portal/shared-ui';

interface SectionPlace {
  basePath: string;
  /** Each screen's heading by its path within the section. */
  headings: ReadonlyMap<string, ScreenHeading>;
}

const SectionBase = createContext<SectionPlace>({ basePath: '/', headings: new Map() });

/** Where the section is mounted and what its screens are called, for links between its screens whatever alias the page was opened under. */
export function SectionBaseProvider({
  basePath,
  headings = new Map(),
  children,
}: {
  basePath: string;
  headings?: ReadonlyMap<string, ScreenHeading>;
  children: ReactNode;
}) {
  return <SectionBase.Provider value={{ basePath, headings }}>{children}</SectionBase.Provider>;
}

/** The address of one of the section's screens, e.g. `vehicles` → `/staff/vehicles`. */
export function useSectionPath(): (screen: string) => string {
  const base = useContext(SectionBase).basePath.replace(/\/+$/, '');
  return (screen) => `${base}/${screen}`;
}

/** The title and description of one of the section's screens, as its routes give them. */
export function useSectionScreenHeading(): (screen: string) => ScreenHeading {
  const { headings } = useContext(SectionBase);
  return (screen) => {
    const heading = headings.get(screen);
    if (!heading) throw new Error(`The section has no screen at '${screen}'`);
    return heading;
  };
}
