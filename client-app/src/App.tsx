import { prepareScreen, SectionRoutes, type SectionAppProps } from '@export-portal/shared-auth';
import { clientRoutes } from './routes';
import { SectionBaseProvider } from './sectionPath';

/** The client section, as the shell mounts it at its base path. */
export default function ClientApp({ basePath = '/' }: SectionAppProps) {
  return (
    <SectionBaseProvider basePath={basePath}>
      <SectionRoutes remote="client_app" routes={clientRoutes} basePath={basePath} />
    </SectionBaseProvider>
  );
}

/** Downloads the screen a first visit to `pathname` shows, while the shell finishes loading the section. */
export const prepare = (pathname: string) => prepareScreen('client_app', clientRoutes, pathname);
