import type { FirstVisit } from '@export-portal/shared-auth';
import { exportFilesQuery, readinessQuery } from '../cards/exportFile';
import { recordIdToReadAhead } from '../records';
import { carriedVehicles, shipmentRecordQuery } from './shipmentRecord';
import { shipmentTimelineQuery } from './shipmentTimeline';

/**
 * A shipment's page opened by its address: the shipment, its readiness for customs and its
 * timeline are read while the section and the page download, instead of the shipment once the
 * page has rendered and the rest once it has come; the export files of the vehicles it carries as
 * soon as the shipment names them. The parts a section composes the page of (its documents, its
 * history) are read by the section with `readRecordPartsAhead`.
 */
export function readShipmentPageAhead(visit: FirstVisit): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  if (!id) return Promise.resolve();
  const { client, queryClient } = visit;
  const record = shipmentRecordQuery(client, id);
  return Promise.all([
    queryClient.prefetchQuery(record).then(() => {
      const shipment = queryClient.getQueryData(record.queryKey);
      const vehicles = shipment ? carriedVehicles(shipment).map((vehicle) => vehicle.id) : [];
      // Read as the page reads them: all of them at once, by their sorted ids.
      return vehicles.length > 0 ? queryClient.prefetchQuery(exportFilesQuery(client, vehicles.sort())) : undefined;
    }),
    queryClient.prefetchQuery(readinessQuery(client, [id])),
    queryClient.prefetchQuery(shipmentTimelineQuery(client, id)),
  ]);
}
