import { Screen } from '@export-portal/shared-ui';

export function MyShipmentsScreen() {
  return <Screen title="My Shipments" description="Where your vehicles are on their way." />;
}
