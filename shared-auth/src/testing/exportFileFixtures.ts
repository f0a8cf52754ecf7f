import { businessToday } from '@export-portal/shared-domain';
import type { PortalClient } from '../config/backendClient';

type ExportDocumentType = 'title' | 'invoice' | 'export_permit' | 'customs';

/** Files the vehicle's documents of these types (all three requirements unless told), valid unless an expiry date is given. */
export async function fileExportDocuments(
  admin: PortalClient,
  vehicleId: string,
  types: readonly ExportDocumentType[] = ['title', 'invoice', 'export_permit'],
  expiryDate: string | null = null,
) {
  // The owner's documents are theirs to see, as when the portal files them.
  const { data: vehicle, error: unread } = await admin.from('vehicles').select('customer_id').eq('id', vehicleId).single();
  if (unread) throw unread;
  const { data, error } = await admin
    .from('documents')
    .insert(
      types.map((type) => ({
        vehicle_id: vehicleId,
        customer_id: vehicle.customer_id,
        document_type: type,
        document_name: `Test ${type}`,
        expiry_date: expiryDate,
      })),
    )
    .select('id,document_name,document_type');
  if (error) throw error;
  return data;
}

/**
 * The business's today plus some days, as the database stores dates: expiry is judged on the
 * date in Toronto, which is a day behind the machine's for hours each night.
 */
export function isoDateIn(days: number): string {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
