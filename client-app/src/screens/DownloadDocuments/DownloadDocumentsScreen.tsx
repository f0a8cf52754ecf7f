import { Screen } from '@export-portal/shared-ui';

export function DownloadDocumentsScreen() {
  return <Screen title="Download Documents" description="Find and download your documents." />;
}
