import { useState } from 'react';
import { lazyScreen, listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { shipmentList } from '@export-portal/shared-records/lists';
import { PageShipmentIds, shipmentColumns, shipmentReadinessKeys, usePageIds, type BoardShipment } from '@export-portal/shared-records/cards';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@export-portal/shared-domain';
import { SHIPMENT_FILTERS } from '../../data/shipmentBoard';
import { LiveStatus, Screen, RECORD_CARD_MIN_WIDTH_PX } from '@export-portal/shared-ui';
import { CellActions, SearchableList } from '@export-portal/shared-ui/lists';
import { StatusFilter } from '../../components/StatusFilter';
import { ShipmentCard } from './ShipmentCard';
import { ShipmentStatusActions } from './ShipmentStatusActions';

// The Edit and Track dialogs (and the shared shipments entry they come from: its form, its page, its
// timeline) are downloaded when one first opens, then stay on the page.
const ShipmentFormDialog = lazyScreen(() => import('@export-portal/shared-records/shipments').then((module) => module.ShipmentFormDialog), null);
const TrackDialog = lazyScreen(() => import('./TrackDialog').then((module) => module.TrackDialog), null);

/** Shipment Operations: find shipments by number, booking, vessel or destination; book, dispatch and deliver them, edit their voyage and track them. */
export function ShipmentOperationsScreen() {
  const params = useListParams<{ status: ShipmentStatus }>(SHIPMENT_FILTERS);
  const query = shipmentList.useList(params.request);
  const live = useLiveTable('shipments', { invalidates: [shipmentList.keys.all] });
  const [editing, setEditing] = useState<string | null>(null);
  // A document or a vehicle coming or going changes a shipment's readiness for customs without changing the shipment.
  useLiveTable(['documents', 'shipment_vehicles'], { invalidates: [shipmentReadinessKeys.all] });
  const pageShipments = usePageIds(query.data?.rows);
  const [tracking, setTracking] = useState<BoardShipment | null>(null);
  const [opened, setOpened] = useState({ edit: false, track: false });
  if ((editing !== null && !opened.edit) || (tracking !== null && !opened.track)) {
    setOpened({ edit: opened.edit || editing !== null, track: opened.track || tracking !== null });
  }
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <PageShipmentIds.Provider value={pageShipments}>
        <SearchableList
          label="Shipments"
          noun={['shipment', 'shipments']}
          searchLabel="Search shipments by number, booking, vessel or destination"
          filters={
            <StatusFilter
              label="Shipment status"
              statuses={SHIPMENT_STATUSES}
              words={SHIPMENT_STATUS_LABELS}
              value={params.filters.status}
              onChange={(status) => params.setFilter('status', status)}
            />
          }
          {...listFrame(params, query)}
          emptyText="No shipments found matching your search criteria."
          getKey={(shipment) => shipment.id}
          renderRow={(shipment) => <ShipmentCard shipment={shipment} onEdit={setEditing} onTrack={setTracking} />}
          columns={[
            ...shipmentColumns,
            {
              header: 'Actions',
              cell: (shipment) => (
                <CellActions>
                  <ShipmentStatusActions shipment={shipment} />
                </CellActions>
              ),
            },
          ]}
          minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
          estimatedCardHeightPx={410}
          actions={
            <ExportCsvButton
              list={shipmentList}
              request={params.request}
              columns={shipmentColumns}
              subject="shipments"
              disabled={!query.data?.total}
            />
          }
        />
      </PageShipmentIds.Provider>
      {opened.edit ? <ShipmentFormDialog open={editing !== null} shipmentId={editing} onClose={() => setEditing(null)} /> : null}
      {opened.track ? <TrackDialog shipment={tracking} onClose={() => setTracking(null)} /> : null}
    </Screen>
  );
}
