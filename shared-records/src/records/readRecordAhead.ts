import type { FirstVisit } from '@export-portal/shared-auth';
import type { HistoryTable } from '@export-portal/shared-domain/history';
import { exportFilesQuery } from '../cards/exportFile';
import { exportDocumentsQuery } from './ExportFileSection';
import { recordHistoryQuery } from './recordHistory';
import { recordShipmentsQuery, type ShipmentsColumn } from './recordShipments';
import { isRecordId, recordDocumentsQuery, vehicleCostQuery, vehicleQuery, type VehicleReader } from './vehicleRecord';

/**
 * The id of the record a page's address names, when its parts can be read ahead under the keys
 * the page will ask for: the page asks for its parts by the id the record comes back with, which
 * is the address's own only when the address spells it as the database does (lower case).
 */
export function recordIdToReadAhead(visit: Pick<FirstVisit, 'params'>): string | null {
  const id = visit.params.id ?? '';
  return isRecordId(id) && id === id.toLowerCase() ? id : null;
}

/** The parts a section composes a record's page of: its documents always, its shipments and history where the page shows them. */
export type RecordPartsAhead =
  | { column: ShipmentsColumn; shipments?: boolean; history?: HistoryTable }
  | { column: 'shipment_id'; history?: HistoryTable };

/** The parts of the page of the record the address names, read while the section and the page download. */
export function readRecordPartsAhead(visit: FirstVisit, parts: RecordPartsAhead): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  if (!id) return Promise.resolve();
  const { client, queryClient } = visit;
  return Promise.all([
    queryClient.prefetchQuery(recordDocumentsQuery(client, parts.column, id)),
    'shipments' in parts && parts.shipments ? queryClient.prefetchQuery(recordShipmentsQuery(client, parts.column, id)) : undefined,
    parts.history ? queryClient.prefetchInfiniteQuery(recordHistoryQuery(client, parts.history, id)) : undefined,
  ]);
}

/**
 * A vehicle's page opened by its address: the vehicle, read as `reader` reads it, and its export
 * file are read while the section and the page download, instead of the vehicle once the page has
 * rendered and the rest once the vehicle has come. The parts a section composes the page of (its
 * shipments, documents and history) are read by the section with `readRecordPartsAhead`.
 */
export function readVehicleRecordAhead(visit: FirstVisit, reader: VehicleReader['kind']): Promise<unknown> {
  const id = recordIdToReadAhead(visit);
  if (!id) return Promise.resolve();
  const { client, queryClient, userId } = visit;
  return Promise.all([
    queryClient.prefetchQuery(vehicleQuery(client, id, reader === 'business' ? { kind: 'business' } : { kind: 'client', user: userId })),
    reader === 'business' ? queryClient.prefetchQuery(vehicleCostQuery(client, id)) : undefined,
    queryClient.prefetchQuery(exportDocumentsQuery(client, id)),
    queryClient.prefetchQuery(exportFilesQuery(client, [id])),
  ]);
}
