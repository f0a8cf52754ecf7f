export const VEHICLE_STATUSES = ['available', 'sold', 'reserved', 'shipped', 'inspection'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** The statuses Vehicle Operations can set; sold and reserved are not among them. */
export const STAFF_VEHICLE_STATUS_TARGETS = ['inspection', 'available', 'shipped'] as const satisfies readonly VehicleStatus[];

/** Staff may move a vehicle to one of their targets from any other status. */
export function canStaffSetVehicleStatus(current: VehicleStatus, target: VehicleStatus): boolean {
  return (STAFF_VEHICLE_STATUS_TARGETS as readonly VehicleStatus[]).includes(target) && target !== current;
}
