import { ContainerList } from '@export-portal/shared-auth/containers';
import { Screen } from '@export-portal/shared-ui';

export function ContainersScreen() {
  return (
    <Screen>
      <ContainerList />
    </Screen>
  );
}
