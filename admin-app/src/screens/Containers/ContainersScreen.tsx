import { containerList, useLiveTable } from '@export-portal/shared-auth';
import { ContainerList } from '@export-portal/shared-auth/containers';
import { Screen, LiveStatus } from '@export-portal/shared-ui';

export function ContainersScreen() {
  const live = useLiveTable('containers', { invalidates: [containerList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <ContainerList />
    </Screen>
  );
}
