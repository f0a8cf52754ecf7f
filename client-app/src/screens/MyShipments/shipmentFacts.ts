import { MISSING_VALUE } from '@export-portal/shared-ui';

/** "Halifax → Lagos", with a dash for a port not yet known. */
export function shipmentRoute(shipment: { origin_port: string | null; destination_port: string | null }): string {
  return `${shipment.origin_port ?? MISSING_VALUE} → ${shipment.destination_port ?? MISSING_VALUE}`;
}

/** "MSC Aurora · V101E": the vessel and its voyage. */
export function shipmentVoyage(shipment: { vessel_name: string | null; voyage_number: string | null }): string {
  const parts = [shipment.vessel_name, shipment.voyage_number].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? MISSING_VALUE : parts.join(' · ');
}

/** The shipment's container numbers, or a dash while it has none. */
export function shipmentContainers(shipment: { containers: ReadonlyArray<{ container_number: string }> }): string {
  return shipment.containers.length === 0 ? MISSING_VALUE : shipment.containers.map((container) => container.container_number).join(', ');
}

/** The facts every card of a client's shipment opens with: route, vessel and booking. */
export function voyageFacts(
  shipment: Parameters<typeof shipmentRoute>[0] & Parameters<typeof shipmentVoyage>[0] & { booking_number: string | null },
) {
  return [
    ['Route', shipmentRoute(shipment)],
    ['Vessel', shipmentVoyage(shipment)],
    ['Booking', shipment.booking_number],
  ] as const;
}
