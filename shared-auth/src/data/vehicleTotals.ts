import type { PostgrestError } from '@supabase/postgrest-js';
import type { PortalClient } from '../config/backendClient';

/**
 * How many vehicles there are, of one status or of all, from `vehicle_status_totals`: exact
 * totals the database keeps as vehicles are written, so an unsearched board never counts every
 * vehicle for its "N vehicles". Only admins and staff read them; anyone else reads none and gets 0,
 * as the vehicle directory shows them no vehicle.
 */
export async function readVehicleTotal(client: PortalClient, status: string | null): Promise<{ count: number | null; error: PostgrestError | null }> {
  const { data, error } = await client.from('vehicle_status_totals').select('status,vehicles');
  if (error) return { count: null, error };
  const count = data.filter((total) => status === null || total.status === status).reduce((sum, total) => sum + total.vehicles, 0);
  return { count, error: null };
}
