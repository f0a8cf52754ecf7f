import { Screen } from '@export-portal/shared-ui';

export function DocumentsScreen() {
  return <Screen title="Document Center" description="Titles, invoices, bills of lading, permits and other documents." />;
}
