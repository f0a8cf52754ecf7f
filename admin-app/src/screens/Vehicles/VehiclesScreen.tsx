import { Screen } from '@export-portal/shared-ui';

export function VehiclesScreen() {
  return <Screen title="Vehicle Inventory" description="Every vehicle in stock, sold or on its way." />;
}
