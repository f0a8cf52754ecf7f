import { createContext, useContext, type ReactNode } from 'react';

const SectionBase = createContext('/');

/** Where the section is mounted, for links between its screens whatever alias the current page was opened under. */
export function SectionBaseProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  return <SectionBase.Provider value={basePath}>{children}</SectionBase.Provider>;
}

/** The address of one of the section's screens, e.g. `vehicles` → `/staff/vehicles`. */
export function useSectionPath(): (screen: string) => string {
  const base = useContext(SectionBase).replace(/\/+$/, '');
  return (screen) => `${base}/${screen}`;
}
