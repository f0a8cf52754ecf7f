import { Screen } from '@export-portal/shared-ui';

export function BrowseInventoryScreen() {
  return <Screen title="Browse Inventory" description="Vehicles available for export now." />;
}
