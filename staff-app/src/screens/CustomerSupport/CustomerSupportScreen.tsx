import { Screen } from '@export-portal/shared-ui';

export function CustomerSupportScreen() {
  return <Screen title="Customer Support" description="Customer messages and replies." />;
}
