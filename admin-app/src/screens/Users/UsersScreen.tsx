import { Screen } from '@export-portal/shared-ui';

export function UsersScreen() {
  return <Screen title="User Management" description="Portal users and their roles." />;
}
