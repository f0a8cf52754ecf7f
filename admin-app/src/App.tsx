import { prepareScreen, SectionRoutes, type SectionAppProps } from '@export-portal/shared-auth';
import { adminRoutes } from './routes';

/** The admin section, as the shell mounts it at its base path. */
export default function AdminApp({ basePath = '/' }: SectionAppProps) {
  return <SectionRoutes remote="admin_app" routes={adminRoutes} basePath={basePath} />;
}

/** Downloads the screen a first visit to `pathname` shows, while the shell finishes loading the section. */
export const prepare = (pathname: string) => prepareScreen('admin_app', adminRoutes, pathname);
