import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROLES, type CustomerAnalytics, type Role, type Tables, type TablesUpdate } from '@export-portal/shared-domain';
import { useSupabase } from '../session/useSupabase';
import type { PortalClient } from '../config/backendClient';
import { tableKeys } from './pagedList';

/**
 * The admin section's reads and writes beyond the paged lists: customer analytics, the
 * communications log, the role summary, vehicle costs, the settings row and deleting a user.
 * Every key starts with its table, so a write to the table reloads them.
 */

export function customerAnalyticsQuery(client: PortalClient) {
  return queryOptions<CustomerAnalytics>({
    queryKey: [...tableKeys('customers').all, 'analytics'],
    queryFn: async () => {
      const { data, error } = await client.rpc('customer_analytics');
      if (error) throw error;
      return data;
    },
  });
}

export function useCustomerAnalytics() {
  return useQuery(customerAnalyticsQuery(useSupabase()));
}

/** How many messages the Communications Log shows. */
export const COMMUNICATIONS_LOG_LIMIT = 50;

export function communicationsLogQuery(client: PortalClient) {
  return queryOptions({
    queryKey: [...tableKeys('communications').all, 'log'],
    queryFn: async () => {
      const { data, error } = await client
        .from('communications')
        .select('*,customer:customers(first_name,last_name,company_name,email,phone)')
        .order('created_at', { ascending: false })
        .order('id')
        .limit(COMMUNICATIONS_LOG_LIMIT);
      if (error) throw error;
      return data;
    },
  });
}

/** The latest 50 messages in either direction, with their customers' names. */
export function useCommunicationsLog() {
  return useQuery(communicationsLogQuery(useSupabase()));
}

export function roleSummaryQuery(client: PortalClient) {
  return queryOptions<Record<Role, number>>({
    queryKey: [...tableKeys('profiles').all, 'role-summary'],
    queryFn: async () => {
      const counts = await Promise.all(
        ROLES.map(async (role) => {
          const { count, error } = await client.from('profiles').select('id', { count: 'exact', head: true }).eq('role', role);
          if (error) throw error;
          return [role, count ?? 0] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<Role, number>;
    },
  });
}

/** How many users hold each role. */
export function useRoleSummary() {
  return useQuery(roleSummaryQuery(useSupabase()));
}

/** Cost prices of the given vehicles, through the admin and staff function (the column is never granted). */
export function vehicleCostsQuery(client: PortalClient, vehicleIds: readonly string[]) {
  return queryOptions<ReadonlyMap<string, number | null>>({
    queryKey: [...tableKeys('vehicles').all, 'costs', [...vehicleIds].sort()],
    queryFn: async () => {
      if (vehicleIds.length === 0) return new Map();
      const { data, error } = await client.rpc('vehicle_costs').in('vehicle_id', [...vehicleIds]);
      if (error) throw error;
      return new Map(data.map((cost) => [cost.vehicle_id, cost.purchase_price]));
    },
  });
}

export function useVehicleCosts(vehicleIds: readonly string[]) {
  return useQuery(vehicleCostsQuery(useSupabase(), vehicleIds));
}

export type PortalSettings = Tables<'settings'>;
export type SettingsChange = Omit<TablesUpdate<'settings'>, 'id' | 'updated_at'>;

export const settingsKeys = tableKeys('settings');

export function settingsQuery(client: PortalClient) {
  return queryOptions<PortalSettings>({
    queryKey: settingsKeys.all,
    queryFn: async () => {
      const { data, error } = await client.from('settings').select('*').single();
      if (error) throw error;
      return data;
    },
  });
}

/** The portal's one settings row; only admins may read it. */
export function usePortalSettings() {
  return useQuery(settingsQuery(useSupabase()));
}

export async function saveSettings(client: PortalClient, change: SettingsChange): Promise<void> {
  const { data, error } = await client.from('settings').update(change).eq('id', true).select('id');
  if (error) throw error;
  // Row-level security answers a refused update with no rows rather than an error.
  if (data.length === 0) throw Object.assign(new Error('You do not have permission to change the settings'), { code: '42501' });
}

/** Deletes a user's account for good; the database refuses admins and the caller's own account. */
export async function deleteUser(client: PortalClient, { userId }: { userId: string }): Promise<void> {
  const { error } = await client.rpc('delete_user', { target_user_id: userId });
  if (error) throw error;
}
