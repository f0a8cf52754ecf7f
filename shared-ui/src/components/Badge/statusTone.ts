import type { Tone } from '../../theme/tokens';

/**
 * Every status the portal shows, keyed in lower snake case so "Completed", "in_transit" and
 * "expiring-soon" all find their tone.
 */
const toneByStatus: Record<string, Tone> = {
  // vehicles
  available: 'success',
  reserved: 'warning',
  inspection: 'warning',
  sold: 'info',
  shipped: 'neutral',
  // shipments
  planning: 'neutral',
  booked: 'info',
  loading: 'warning',
  in_transit: 'info',
  delivered: 'success',
  cancelled: 'danger',
  // transactions
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  // document validity
  valid: 'success',
  expiring_soon: 'warning',
  expired: 'danger',
};

export function statusTone(status: string | null | undefined): Tone {
  if (!status) return 'neutral';
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return toneByStatus[key] ?? 'neutral';
}
