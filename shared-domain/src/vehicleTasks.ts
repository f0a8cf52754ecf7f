import type { IsoDate } from './dates';

/** What staff book on a vehicle, as the `vehicle_tasks.task_type` check allows. */
export const VEHICLE_TASK_TYPES = ['inspection', 'yard_pickup', 'port_dropoff'] as const;
export type VehicleTaskType = (typeof VEHICLE_TASK_TYPES)[number];

/** An open task is overdue once its day has passed in the business's today; one due today is not yet. */
export function isTaskOverdue(dueDate: IsoDate, today: IsoDate): boolean {
  return dueDate < today;
}

/**
 * A task is booked for the business's today or a later day. Only the form asks this: the
 * database keeps any date, since every open task falls into the past in time and the database
 * has no "now" a row could be checked against once and for all.
 */
export function canScheduleTaskOn(date: IsoDate, today: IsoDate): boolean {
  return date >= today;
}
