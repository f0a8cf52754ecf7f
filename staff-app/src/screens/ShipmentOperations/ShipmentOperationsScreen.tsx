import { Screen } from '@export-portal/shared-ui';

export function ShipmentOperationsScreen() {
  return <Screen title="Shipment Operations" description="Book shipments, mark departures and deliveries." />;
}
