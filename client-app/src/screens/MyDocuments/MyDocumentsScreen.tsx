import { Screen } from '@export-portal/shared-ui';

export function MyDocumentsScreen() {
  return <Screen title="My Documents" description="Titles, invoices and shipping documents for your vehicles." />;
}
