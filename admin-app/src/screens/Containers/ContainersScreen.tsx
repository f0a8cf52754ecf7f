import { useLiveTable } from '@export-portal/shared-auth';
import { containerList } from '@export-portal/shared-records/lists';
import { ContainerList } from '@export-portal/shared-records/containers';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { AddContainerButton } from './AddContainerButton';
import { ContainerStatusControl } from './ContainerStatusControl';

/** Container Management: every container, new ones added, and a free container's status set by hand. */
export function ContainersScreen() {
  const live = useLiveTable('containers', { invalidates: [containerList.keys.all] });
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <AddContainerButton />
        </>
      }
    >
      <ContainerList actions={(container) => <ContainerStatusControl container={container} />} />
    </Screen>
  );
}
