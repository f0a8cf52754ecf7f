import type { CommunicationType, Direction } from './communications';
import type { DocumentValidity } from './documents';
import { serverExactFilter } from './serverSearch';
import type { ShipmentStatus } from './shipments';

/**
 * Rules of the client's own portal: how far a tracked shipment has come, what
 * the client has invested, and what a tracking search matches.
 */

/** How far along its journey a shipment is, or that it was cancelled (which is not a point on the way). */
export type TrackingProgress = { kind: 'progress'; percent: number } | { kind: 'cancelled' };

/** Loading sits between booked and in transit: the vehicles are going into the container. */
const PROGRESS_PERCENT: Record<Exclude<ShipmentStatus, 'cancelled'>, number> = {
  planning: 10,
  booked: 35,
  loading: 50,
  in_transit: 65,
  delivered: 100,
};

export function trackingProgress(status: ShipmentStatus): TrackingProgress {
  if (status === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'progress', percent: PROGRESS_PERCENT[status] };
}

/**
 * What `rpc('client_dashboard')` returns: the signed-in user's own figures (those of the customer
 * records carrying their user id; zeros and no messages for a user without one).
 */
export type ClientDashboardFigures = {
  vehicles: number;
  /** Their shipments whose status is one of `ACTIVE_SHIPMENT_STATUSES.client`. */
  activeShipments: number;
  documents: number;
  /** As `totalInvested` computes it: every vehicle's sale price, a missing one as zero. */
  totalInvested: number;
  /** Their five latest messages of either direction, newest first, then by id. */
  recentCommunications: {
    id: string;
    subject: string | null;
    message: string;
    direction: Direction;
    communication_type: CommunicationType;
    created_at: string;
  }[];
};

/** The tracking and document searches do nothing on empty or whitespace-only input. */
export function isSearchText(term: string): boolean {
  return term.trim() !== '';
}

/** The numbers a shipment is tracked by on the shipment itself; container numbers live on its containers. */
export const TRACKING_NUMBER_COLUMNS = ['shipment_number', 'booking_number'] as const;

/**
 * The `or` filter of a tracking search over shipments: the whole shipment or
 * booking number, or one of the shipments whose container carries that number.
 * Null when the term is blank.
 */
export function trackingFilter(term: string, shipmentIdsByContainer: readonly string[]): string | null {
  const numbers = serverExactFilter(term, TRACKING_NUMBER_COLUMNS);
  if (numbers === null) return null;
  return shipmentIdsByContainer.length === 0 ? numbers : `${numbers},id.in.(${shipmentIdsByContainer.join(',')})`;
}

/** What a document's validity badge says. */
export const DOCUMENT_VALIDITY_LABELS: Record<DocumentValidity, string> = {
  valid: 'Valid',
  'expiring-soon': 'Expires within 30 days',
  expired: 'Action Required: Document Expired',
};
