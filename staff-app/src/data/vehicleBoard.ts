import { VEHICLE_STATUSES, type VehicleStatus } from '@export-portal/shared-domain';
import { vehicleBoardList } from '@export-portal/shared-records/lists';

/** What Vehicle Operations filters by: the screen reads it from the address, and so does a read ahead. */
export const VEHICLE_FILTERS = { status: VEHICLE_STATUSES };

/** Vehicle Operations' board: every vehicle with its owner, searched and filtered by status on the server. */
export const vehicleList = vehicleBoardList<{ status: VehicleStatus }>();
