import { useDataMutation } from '@export-portal/shared-auth';
import { shipmentList } from '@export-portal/shared-records/lists';
import { applyShipmentAction } from '../../data/statusChanges';

/** Book, In Transit or Deliver from the version the card showed; the list reloads whatever the outcome. */
export function useShipmentAction() {
  return useDataMutation({ action: 'shipmentStatus', write: applyShipmentAction, invalidates: [shipmentList.keys] });
}
