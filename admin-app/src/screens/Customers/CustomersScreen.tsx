import { Screen } from '@export-portal/shared-ui';

export function CustomersScreen() {
  return <Screen title="Customer Management" description="Customer database, communications log and customer analytics." />;
}
