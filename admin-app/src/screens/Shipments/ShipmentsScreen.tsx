import { listFrame, shipmentList, useListParams } from '@export-portal/shared-auth';
import { ShipmentCard, shipmentColumns } from '@export-portal/shared-auth/lists';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@export-portal/shared-domain';
import { RECORD_CARD_MIN_WIDTH_PX, Screen, formatMoney } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';

/** Shipment Tracking: every shipment, searched by number, booking, vessel or destination port. */
export function ShipmentsScreen() {
  const params = useListParams<{ status: ShipmentStatus }>({ status: SHIPMENT_STATUSES });
  const query = shipmentList.useList(params.request);
  return (
    <Screen>
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
              ['Container status', shipment.containers.map((container) => container.status).join(', ') || null],
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
