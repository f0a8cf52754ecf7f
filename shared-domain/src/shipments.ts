import type { Role } from './roles';

export const SHIPMENT_STATUSES = ['planning', 'booked', 'loading', 'in_transit', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Book is enabled from planning or cancelled. */
export function canBook(status: ShipmentStatus): boolean {
  return status === 'planning' || status === 'cancelled';
}

/** In Transit is enabled from booked or cancelled. */
export function canMarkInTransit(status: ShipmentStatus): boolean {
  return status === 'booked' || status === 'cancelled';
}

/** Deliver is enabled only from in_transit. */
export function canDeliver(status: ShipmentStatus): boolean {
  return status === 'in_transit';
}

export type ShipmentAction = 'book' | 'mark-in-transit' | 'deliver';

export const SHIPMENT_ACTION_ALLOWED: Record<ShipmentAction, (status: ShipmentStatus) => boolean> = {
  book: canBook,
  'mark-in-transit': canMarkInTransit,
  deliver: canDeliver,
};

/** The status each action moves a shipment to. */
export const SHIPMENT_ACTION_TARGETS = {
  book: 'booked',
  'mark-in-transit': 'in_transit',
  deliver: 'delivered',
} as const satisfies Record<ShipmentAction, ShipmentStatus>;

/** The actions in the order Shipment Operations shows their buttons, with their labels. */
export const SHIPMENT_ACTION_LABELS: Record<ShipmentAction, string> = {
  book: 'Book',
  'mark-in-transit': 'In Transit',
  deliver: 'Deliver',
};

/** Statuses each dashboard counts as an active shipment. */
export const ACTIVE_SHIPMENT_STATUSES: Record<Role, readonly ShipmentStatus[]> = {
  admin: ['planning', 'in_transit'],
  staff: ['planning', 'booked', 'in_transit'],
  client: ['planning', 'booked', 'in_transit'],
};

/** The estimated arrival is never before the estimated departure (the database's check `shipments_arrival_not_before_departure`). */
export function arrivesBeforeDeparture(departure: string | null, arrival: string | null): boolean {
  return departure !== null && arrival !== null && arrival < departure;
}

export const ARRIVAL_BEFORE_DEPARTURE = 'Arrival cannot be before departure';

/**
 * Shipments whose vehicles and container are taken: a delivered or cancelled one frees them (the
 * database's `private.is_active_shipment_status`).
 */
export const SHIPMENT_HOLDS_CARGO: Record<ShipmentStatus, boolean> = {
  planning: true,
  booked: true,
  loading: true,
  in_transit: true,
  delivered: false,
  cancelled: false,
};

/** Once a shipment has left, the vehicles it carries can no longer change (the database's `private.can_change_shipment_vehicles`). */
export function canChangeShipmentVehicles(status: ShipmentStatus): boolean {
  return status !== 'in_transit' && status !== 'delivered';
}

/** "4 vehicles": a container's capacity in words. */
export function containerCapacityText(capacity: number): string {
  return `${capacity} vehicle${capacity === 1 ? '' : 's'}`;
}
