import { prepareScreen, SectionRoutes, type SectionAppProps, type SectionPreparation } from '@export-portal/shared-auth';
import { staffRoutes } from './routes';

/** The staff section, as the shell mounts it at its base path. */
export default function StaffApp({ basePath = '/' }: SectionAppProps) {
  return <SectionRoutes remote="staff_app" routes={staffRoutes} basePath={basePath} />;
}

/** Downloads the screen a first visit shows, and starts its first reads, while the shell finishes loading the section. */
export const prepare = (preparation: SectionPreparation) => prepareScreen('staff_app', staffRoutes, preparation);
