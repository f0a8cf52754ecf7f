import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables, TablesUpdate } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

export type PortalSettings = Tables<'settings'>;
export type SettingsChange = Omit<TablesUpdate<'settings'>, 'id' | 'updated_at'>;

export const settingsKeys = tableKeys('settings');

function settingsQuery(client: PortalClient) {
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
