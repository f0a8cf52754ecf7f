import { Pencil, Plus } from 'lucide-react';
import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { shipmentList } from '@export-portal/shared-records/lists';
import {
  PageShipmentIds,
  ShipmentCard,
  shipmentColumns,
  shipmentReadinessKeys,
  usePageIds,
  type BoardShipment,
} from '@export-portal/shared-records/cards';
import { CONTAINER_STATUS_LABELS, SHIPMENT_STATUSES, type ShipmentStatus } from '@export-portal/shared-domain';
import { Button, LiveStatus, RECORD_CARD_MIN_WIDTH_PX, Screen, formatMoney } from '@export-portal/shared-ui';
import { CellActions, SearchableList, type ListColumn } from '@export-portal/shared-ui/lists';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { useShipmentEditor } from './useShipmentEditor';

/** The shipment's containers' statuses in words, each once: "Loading, In Transit". */
const containerStatuses = (containers: BoardShipment['containers']) =>
  [...new Set(containers.flatMap((container) => (container.status ? [CONTAINER_STATUS_LABELS[container.status]] : [])))].join(', ') || null;

function EditButton({ shipment, onEdit }: { shipment: BoardShipment; onEdit: (id: string) => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`Edit ${shipment.shipment_number}`} onClick={() => onEdit(shipment.id)}>
      <Pencil aria-hidden size={14} />
      Edit
    </Button>
  );
}

/** The shared columns and what only the admin sees: the shipping cost. */
const adminShipmentColumns: readonly ListColumn<BoardShipment>[] = [
  ...shipmentColumns,
  {
    header: 'Shipping cost',
    cell: (shipment) => formatMoney(shipment.shipping_cost),
    value: (shipment) => shipment.shipping_cost,
    numeric: true,
  },
];

/** Shipment Tracking: every shipment, searched by number, booking, vessel or destination port; created and edited in one form. */
export function ShipmentsScreen() {
  const params = useListParams<{ status: ShipmentStatus }>({ status: SHIPMENT_STATUSES });
  const query = shipmentList.useList(params.request);
  const live = useLiveTable(['shipments', 'containers', 'customers'], { invalidates: [shipmentList.keys.all] });
  // A document or a vehicle coming or going changes a shipment's readiness for customs without changing the shipment.
  useLiveTable(['documents', 'shipment_vehicles'], { invalidates: [shipmentReadinessKeys.all] });
  const editor = useShipmentEditor();
  const pageShipments = usePageIds(query.data?.rows);
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <Button onClick={editor.create}>
            <Plus aria-hidden size={16} />
            New Shipment
          </Button>
        </>
      }
    >
      <PageShipmentIds.Provider value={pageShipments}>
        <SearchableList
          label="Shipments"
          noun={['shipment', 'shipments']}
          searchLabel="Search shipments by number, booking, vessel or destination port"
          {...listFrame(params, query)}
          emptyText="No shipments found matching your search criteria."
          getKey={(shipment) => shipment.id}
          renderRow={(shipment) => (
            <ShipmentCard
              shipment={shipment}
              extraFacts={[
                ['Container status', containerStatuses(shipment.containers)],
                ['Shipping cost', formatMoney(shipment.shipping_cost)],
              ]}
              actions={[<EditButton key="edit" shipment={shipment} onEdit={editor.edit} />]}
            />
          )}
          columns={[
            ...adminShipmentColumns,
            {
              header: 'Actions',
              cell: (shipment) => (
                <CellActions>
                  <EditButton shipment={shipment} onEdit={editor.edit} />
                </CellActions>
              ),
            },
          ]}
          minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
          estimatedCardHeightPx={430}
          actions={
            <ExportCsvButton
              list={shipmentList}
              request={params.request}
              columns={adminShipmentColumns}
              subject="shipments"
              disabled={!query.data?.total}
            />
          }
        />
      </PageShipmentIds.Provider>
      {editor.dialog}
    </Screen>
  );
}
