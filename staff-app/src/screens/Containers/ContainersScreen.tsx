import { ContainerList } from '@export-portal/shared-auth/containers';
import { Screen } from '@export-portal/shared-ui';

/** Staff see the containers to plan their loading; only admins manage them. */
export function ContainersScreen() {
  return (
    <Screen>
      <ContainerList />
    </Screen>
  );
}
