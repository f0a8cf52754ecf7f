import { createContext, useContext } from 'react';
import { VEHICLE_TASK_TYPE_LABELS, businessToday, isTaskOverdue } from '@export-portal/shared-domain';
import { MISSING_VALUE, formatDate } from '@export-portal/shared-ui';
import { useNextTask, type NextTask as Task } from '../../data/vehicleTasks';

/** The ids of the vehicles the board shows, whose next tasks are read together. */
export const PageVehicles = createContext<readonly string[]>([]);

/**
 * A vehicle's earliest open task, e.g. "Inspection · Nov 30, 2026", marked when its day has
 * passed in Toronto; "None" without one.
 */
export function nextTaskText(task: Task | null): string {
  if (task === null) return 'None';
  const text = `${VEHICLE_TASK_TYPE_LABELS[task.task_type]} · ${formatDate(task.due_date)}`;
  return isTaskOverdue(task.due_date, businessToday()) ? `${text} · Overdue` : text;
}

/** The next task of one vehicle on the board; "—" until the page's tasks have been read. */
export function NextTask({ vehicleId }: { vehicleId: string }) {
  const { data } = useNextTask(useContext(PageVehicles), vehicleId);
  return <>{data === undefined ? MISSING_VALUE : nextTaskText(data)}</>;
}
