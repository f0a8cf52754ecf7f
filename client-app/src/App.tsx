import { prepareScreen, SectionRoutes, type SectionAppProps, type SectionPreparation } from '@export-portal/shared-auth';
import { clientRoutes } from './routes';

/** The client section, as the shell mounts it at its base path. */
export default function ClientApp({ basePath = '/' }: SectionAppProps) {
  return <SectionRoutes remote="client_app" routes={clientRoutes} basePath={basePath} />;
}

/** Downloads the screen a first visit shows, and starts its first reads, while the shell finishes loading the section. */
export const prepare = (preparation: SectionPreparation) => prepareScreen('client_app', clientRoutes, preparation);
