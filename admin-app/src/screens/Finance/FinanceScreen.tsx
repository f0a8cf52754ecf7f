import { Screen } from '@export-portal/shared-ui';

export function FinanceScreen() {
  return <Screen title="Financial Management" description="Revenue, cash flow and recent transactions." />;
}
