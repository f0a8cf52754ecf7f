import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ChangedElsewhereError, type VehicleTaskType } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/**
 * Dated tasks staff book on vehicles (an inspection, a pickup from the yard, a drop-off at the
 * port). A task is open until someone marks it done; open tasks are read by due date, so the
 * overdue ones, with the earliest dates, come first.
 */

export const vehicleTaskKeys = tableKeys('vehicle_tasks');

export interface NextTask {
  id: string;
  task_type: VehicleTaskType;
  due_date: string;
}

/** Each listed vehicle's earliest open task, by vehicle id; a vehicle with none is absent. */
function nextTasksQuery(client: PortalClient, vehicleIds: readonly string[]) {
  const ids = [...vehicleIds].sort();
  return queryOptions<ReadonlyMap<string, NextTask>>({
    queryKey: [...vehicleTaskKeys.all, 'next', ids],
    queryFn: async () => {
      if (ids.length === 0) return new Map();
      const { data, error } = await client
        .from('vehicle_tasks')
        .select('id,vehicle_id,task_type,due_date')
        .in('vehicle_id', ids)
        .is('done_at', null)
        .order('due_date')
        .order('id');
      if (error) throw error;
      const next = new Map<string, NextTask>();
      for (const { vehicle_id, ...task } of data) if (!next.has(vehicle_id)) next.set(vehicle_id, task);
      return next;
    },
    // The cards keep the tasks they show while the next page's are read.
    placeholderData: keepPreviousData,
  });
}

/**
 * One vehicle's earliest open task (null without one), read with those of the other vehicles on
 * its page in one request; only the component asking re-renders when it arrives.
 */
export function useNextTask(pageVehicleIds: readonly string[], vehicleId: string) {
  return useQuery({ ...nextTasksQuery(useSupabase(), pageVehicleIds), select: (next) => next.get(vehicleId) ?? null });
}

export interface PriorityTask {
  id: string;
  task_type: VehicleTaskType;
  due_date: string;
  note: string | null;
  vehicle: { id: string; year: number; make: string; model: string; vin: string };
}

export interface PriorityTasks {
  tasks: PriorityTask[];
  /** Every open task, the ones shown included. */
  total: number;
}

/** How many open tasks the dashboard lists; the rest are counted. */
export const PRIORITY_TASK_LIMIT = 8;

/**
 * The open tasks due first (overdue ones first of all), with their vehicles, and how many are
 * open in all. Read in the order of the open tasks' index (due date, then id), so the page is
 * the index's first rows however many tasks were ever booked.
 */
export function priorityTasksQuery(client: PortalClient) {
  return queryOptions<PriorityTasks>({
    queryKey: [...vehicleTaskKeys.all, 'priority'],
    queryFn: async () => {
      const { data, count, error } = await client
        .from('vehicle_tasks')
        .select('id,task_type,due_date,note,vehicle:vehicles!inner(id,year,make,model,vin)', { count: 'exact' })
        .is('done_at', null)
        .order('due_date')
        .order('id')
        .limit(PRIORITY_TASK_LIMIT);
      if (error) throw error;
      return { tasks: data, total: count ?? data.length };
    },
  });
}

export function usePriorityTasks() {
  return useQuery(priorityTasksQuery(useSupabase()));
}

export interface TaskBooking {
  vehicleId: string;
  taskType: VehicleTaskType;
  dueDate: string;
  note: string | null;
}

export async function scheduleTask(client: PortalClient, { vehicleId, taskType, dueDate, note }: TaskBooking): Promise<void> {
  const { error } = await client.from('vehicle_tasks').insert({ vehicle_id: vehicleId, task_type: taskType, due_date: dueDate, note });
  if (error) throw error;
}

/** Marks an open task done; a task someone has already marked done, or deleted, is reported as changed elsewhere. */
export async function completeTask(client: PortalClient, { taskId }: { taskId: string }): Promise<void> {
  const { data, error } = await client
    .from('vehicle_tasks')
    .update({ done_at: new Date().toISOString() })
    .eq('id', taskId)
    .is('done_at', null)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new ChangedElsewhereError('task');
}

export interface RenewalTask {
  id: string;
  document_name: string;
  document_number: string | null;
  renewal_reminder: string;
}

/** The documents whose renewal is scheduled, the soonest reminder first; the index on the reminder keeps this a short read. */
export function renewalTasksQuery(client: PortalClient) {
  return queryOptions<{ tasks: RenewalTask[]; total: number }>({
    queryKey: [...tableKeys('documents').all, 'renewal-reminders'],
    queryFn: async () => {
      const { data, count, error } = await client
        .from('documents')
        .select('id,document_name,document_number,renewal_reminder', { count: 'exact' })
        .not('renewal_reminder', 'is', null)
        .order('renewal_reminder')
        .order('id')
        .limit(PRIORITY_TASK_LIMIT);
      if (error) throw error;
      return {
        tasks: data.flatMap((document) => (document.renewal_reminder ? [{ ...document, renewal_reminder: document.renewal_reminder }] : [])),
        total: count ?? data.length,
      };
    },
  });
}

export function useRenewalTasks() {
  return useQuery(renewalTasksQuery(useSupabase()));
}
