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

/** Today's date plus some days, as the database stores dates. */
export function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
