import { listFrame, shipmentList, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { ShipmentCard, shipmentColumns, type BoardShipment } from '@export-portal/shared-auth/lists';
import { CONTAINER_STATUS_LABELS, SHIPMENT_STATUSES, type ShipmentStatus } from '@export-portal/shared-domain';
import { LiveStatus, RECORD_CARD_MIN_WIDTH_PX, Screen, formatMoney } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';

/** The shipment's containers' statuses in words, each once: "Loading, In Transit". */
const containerStatuses = (containers: BoardShipment['containers']) =>
  [...new Set(containers.flatMap((container) => (container.status ? [CONTAINER_STATUS_LABELS[container.status]] : [])))].join(', ') || null;

/** Shipment Tracking: every shipment, searched by number, booking, vessel or destination port. */
export function ShipmentsScreen() {
  const params = useListParams<{ status: ShipmentStatus }>({ status: SHIPMENT_STATUSES });
  const query = shipmentList.useList(params.request);
  const live = useLiveTable(['shipments', 'containers', 'customers'], { invalidates: [shipmentList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
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
          />
        )}
        columns={[...shipmentColumns, { header: 'Shipping cost', cell: (shipment) => formatMoney(shipment.shipping_cost), numeric: true }]}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={360}
      />
    </Screen>
  );
}
