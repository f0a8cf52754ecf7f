import { Screen } from '@export-portal/shared-ui';

export function ContainersScreen() {
  return <Screen title="Containers" description="Containers, their status, location and capacity." />;
}
