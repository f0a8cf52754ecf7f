import { queryOptions, useQuery } from '@tanstack/react-query';
import { VEHICLE_COLUMNS } from '@export-portal/shared-domain';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/**
 * One vehicle's page: the vehicle with its owner's names, its purchase price, and a record's
 * documents. Row-level security decides what each role reads; a client's page reads the vehicle
 * only through their own customer record, because the same security lets every client read the
 * available stock, and a vehicle they do not own must read as not found.
 */

const OWNER = 'customer:customers(id,first_name,last_name,company_name)' as const;
const OWN = 'owner:customers!inner(user_id)' as const;

export const vehicleKeys = tableKeys('vehicles');

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id can name a record at all: anything else is not found, without asking the server. */
export function isRecordId(id: string): boolean {
  return RECORD_ID.test(id);
}

/** Whose page it is: the business reads any vehicle; a client (by user id) only their own. */
export type VehicleReader = { kind: 'business' } | { kind: 'client'; user: string };

export function vehicleQuery(client: PortalClient, id: string, reader: VehicleReader) {
  return queryOptions({
    queryKey: [...vehicleKeys.detail(id), reader.kind === 'client' ? reader.user : 'business'],
    queryFn: async () => {
      if (!isRecordId(id)) return null;
      if (reader.kind === 'client') {
        const { data, error } = await client
          .from('vehicles')
          .select(`${VEHICLE_COLUMNS},${OWN}`)
          .eq('id', id)
          .eq('owner.user_id', reader.user)
          .maybeSingle();
        if (error) throw error;
        if (!data) return null;
        const { owner: _owner, ...vehicle } = data;
        return { ...vehicle, customer: null };
      }
      const { data, error } = await client.from('vehicles').select(`${VEHICLE_COLUMNS},${OWNER}`).eq('id', id).maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}

/** The vehicle, or null when it does not exist or is not the reader's to see. */
export function useVehicleRecord(id: string, reader: VehicleReader) {
  return useQuery({ ...vehicleQuery(useSupabase(), id, reader), enabled: reader.kind === 'business' || reader.user !== '' });
}

export function vehicleCostQuery(client: PortalClient, id: string) {
  return queryOptions({
    queryKey: [...vehicleKeys.detail(id), 'cost'],
    queryFn: async () => {
      const { data, error } = await client.rpc('vehicle_costs').eq('vehicle_id', id);
      if (error) throw error;
      return data[0]?.purchase_price ?? null;
    },
  });
}

/** The purchase price, which admin and staff read through their function (the column is never granted). */
export function useVehicleCost(id: string, enabled: boolean) {
  return useQuery({ ...vehicleCostQuery(useSupabase(), id), enabled });
}

export const RECORD_DOCUMENT_COLUMNS =
  'id,document_name,document_type,document_number,issue_date,expiry_date,file_path,file_name,mime_type,created_at' as const;

export function recordDocumentsQuery(client: PortalClient, column: 'vehicle_id' | 'customer_id' | 'shipment_id', id: string) {
  return queryOptions({
    queryKey: [...tableKeys('documents').all, column, id],
    queryFn: async () => {
      const { data, error } = await client
        .from('documents')
        .select(RECORD_DOCUMENT_COLUMNS)
        .eq(column, id)
        .order('created_at', { ascending: false })
        .order('id')
        .limit(200);
      if (error) throw error;
      return data;
    },
  });
}

/** A vehicle's or a customer's documents, newest first. */
export function useRecordDocuments(column: 'vehicle_id' | 'customer_id' | 'shipment_id', id: string, enabled = true) {
  return useQuery({ ...recordDocumentsQuery(useSupabase(), column, id), enabled });
}
