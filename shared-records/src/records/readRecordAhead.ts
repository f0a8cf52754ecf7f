import type { FirstVisit } from '@export-portal/shared-auth';
import { exportFilesQuery } from '../cards/exportFile';
import { exportDocumentsQuery } from './ExportFileSection';
import { recordHistoryQuery } from './recordHistory';
import { isRecordId, recordDocumentsQuery, vehicleCostQuery, vehicleQuery, vehicleShipmentsQuery, type VehicleReader } from './vehicleRecord';
import type { HistoryTable } from '@export-portal/shared-domain/history';

/**
 * The id of the record a page's address names, when its parts can be read ahead under the keys
 * the page will ask for: the page asks for its parts by the id the record comes back with, which
 * is the address's own only when the address spells it as the database does (lower case).
 */
export function recordIdToReadAhead(visit: Pick<FirstVisit, 'params'>): string | null {
  const id = visit.params.id ?? '';
  return isRecordId(id) && id === id.toLowerCase() ? id : null;
}

/** A record's documents and, for the business, its history: the parts every record's page shows. */
export function readRecordPartsAhead(
  { client, queryClient }: FirstVisit,
  record: { column: 'vehicle_id' | 'customer_id' | 'shipment_id'; id: string; history: HistoryTable | null },
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(recordDocumentsQuery(client, record.column, record.id)),
    record.history ? queryClient.prefetchInfiniteQuery(recordHistoryQuery(client, record.history, record.id)) : undefined,
  ]);
}

/**
 * A vehicle's page opened by its address: the vehicle and every part of its page are read while
 * the section and the page download, instead of the vehicle once the page has rendered and its
 * parts once the vehicle has come.
 */
export function readVehicleRecordAhead(visit: FirstVisit, business: boolean): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  if (!id) return Promise.resolve();
  const { client, queryClient, userId } = visit;
  const reader: VehicleReader = business ? { kind: 'business' } : { kind: 'client', user: userId };
  return Promise.all([
    queryClient.prefetchQuery(vehicleQuery(client, id, reader)),
    business ? queryClient.prefetchQuery(vehicleCostQuery(client, id)) : undefined,
    queryClient.prefetchQuery(vehicleShipmentsQuery(client, id)),
    queryClient.prefetchQuery(exportDocumentsQuery(client, id)),
    queryClient.prefetchQuery(exportFilesQuery(client, [id])),
    readRecordPartsAhead(visit, { column: 'vehicle_id', id, history: business ? 'vehicles' : null }),
  ]);
}
