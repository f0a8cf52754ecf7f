import { Screen } from '@export-portal/shared-ui';

export function MyVehiclesScreen() {
  return <Screen title="My Vehicles" description="The vehicles you have bought from us." />;
}
