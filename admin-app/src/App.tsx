import { prepareScreen, SectionRoutes, type SectionAppProps, type SectionPreparation } from '@export-portal/shared-auth';
import { adminRoutes } from './routes';

/** The admin section, as the shell mounts it at its base path. */
export default function AdminApp({ basePath = '/' }: SectionAppProps) {
  return <SectionRoutes remote="admin_app" routes={adminRoutes} basePath={basePath} />;
}

/** Downloads the screen a first visit shows, and starts its first reads, while the shell finishes loading the section. */
export const prepare = (preparation: SectionPreparation) => prepareScreen('admin_app', adminRoutes, preparation);
