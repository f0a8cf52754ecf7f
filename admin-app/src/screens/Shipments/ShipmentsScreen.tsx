import { Screen } from '@export-portal/shared-ui';

export function ShipmentsScreen() {
  return <Screen title="Shipment Tracking" description="Bookings, vessels and destination ports of every shipment." />;
}
