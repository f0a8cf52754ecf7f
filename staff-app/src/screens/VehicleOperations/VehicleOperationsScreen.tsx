import { Screen } from '@export-portal/shared-ui';

export function VehicleOperationsScreen() {
  return <Screen title="Vehicle Operations" description="Inspect, release and ship vehicles." />;
}
