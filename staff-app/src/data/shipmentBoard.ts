import { SHIPMENT_STATUSES } from '@export-portal/shared-domain';

/** What Shipment Operations filters by: the screen reads it from the address, and so does a read ahead. */
export const SHIPMENT_FILTERS = { status: SHIPMENT_STATUSES };
