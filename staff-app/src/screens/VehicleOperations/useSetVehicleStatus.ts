import { useDataMutation } from '@export-portal/shared-auth';
import { vehicleList } from '../../data/vehicleBoard';
import { setVehicleStatus } from '../../data/statusChanges';

/** Writes a status from the version the card showed; the list reloads whatever the outcome. */
export function useSetVehicleStatus() {
  return useDataMutation({ action: 'vehicleStatus', write: setVehicleStatus, invalidates: [vehicleList.keys] });
}
