import { SectionRoutes, type SectionAppProps } from '@export-portal/shared-auth';
import { clientRoutes } from './routes';

/** The client section, as the shell mounts it at its base path. */
export default function ClientApp({ basePath = '/' }: SectionAppProps) {
  return <SectionRoutes remote="client_app" routes={clientRoutes} basePath={basePath} />;
}
