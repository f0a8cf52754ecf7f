import { createContext, useContext, type ReactNode } from 'react';

/** A screen's title and one-line description, as its section's routes name it. */
export interface ScreenHeading {
  title: string;
  description?: string;
}

const ScreenHeadingContext = createContext<ScreenHeading | null>(null);

/** Names the screen rendered inside it, so the route that shows a screen is where its title is written. */
export function ScreenHeadingProvider({ heading, children }: { heading: ScreenHeading; children: ReactNode }) {
  return <ScreenHeadingContext.Provider value={heading}>{children}</ScreenHeadingContext.Provider>;
}

/** The heading of the screen being rendered, or null outside a route that names one. */
export function useScreenHeading(): ScreenHeading | null {
  return useContext(ScreenHeadingContext);
}
