import { useLiveTable } from '@export-portal/shared-auth';
import { containerList } from '@export-portal/shared-records/lists';
import { ContainerList } from '@export-portal/shared-records/containers';
import { Screen, LiveStatus } from '@export-portal/shared-ui';

/** Staff see the containers to plan their loading; only admins manage them. */
export function ContainersScreen() {
  const live = useLiveTable('containers', { invalidates: [containerList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <ContainerList />
    </Screen>
  );
}
