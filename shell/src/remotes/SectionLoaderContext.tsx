import { createContext, useContext } from 'react';
import type { SectionLoader } from './SectionLoader';

export const SectionLoaderContext = createContext<SectionLoader | null>(null);

export function useSectionLoader(): SectionLoader {
  const loader = useContext(SectionLoaderContext);
  if (!loader) throw new Error('useSectionLoader needs a SectionLoaderContext provider');
  return loader;
}
