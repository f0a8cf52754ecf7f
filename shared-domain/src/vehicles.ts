export const VEHICLE_STATUSES = ['available', 'sold', 'reserved', 'shipped', 'inspection'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** The statuses Vehicle Operations can set; sold and reserved are not among them. */
export const STAFF_VEHICLE_STATUS_TARGETS = ['inspection', 'available', 'shipped'] as const satisfies readonly VehicleStatus[];

/** Staff may move a vehicle to one of their targets from any other status. */
export function canStaffSetVehicleStatus(current: VehicleStatus, target: VehicleStatus): boolean {
  return (STAFF_VEHICLE_STATUS_TARGETS as readonly VehicleStatus[]).includes(target) && target !== current;
}

/** The model years a vehicle may have, both included (the database's `private.vehicle_years()`). */
export const VEHICLE_YEAR_RANGE = { min: 1900, max: 2100 } as const;

/** A model year the database accepts (the check on `vehicles.year`). */
export function isVehicleYear(year: number): boolean {
  return Number.isInteger(year) && year >= VEHICLE_YEAR_RANGE.min && year <= VEHICLE_YEAR_RANGE.max;
}

/** The largest mileage a vehicle's `integer` column holds. */
export const MAX_MILEAGE = 2_147_483_647;

/** A mileage the database accepts: a whole number of kilometres, from 0 (the `mileage >= 0` check). */
export function isValidMileage(mileage: number): boolean {
  return Number.isInteger(mileage) && mileage >= 0 && mileage <= MAX_MILEAGE;
}
