import { Screen } from '@export-portal/shared-ui';

export function TrackShipmentScreen() {
  return <Screen title="Track Shipment" description="Follow a shipment by its number." />;
}
