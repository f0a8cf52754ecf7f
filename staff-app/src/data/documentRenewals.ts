import type { PortalClient } from '@export-portal/shared-auth';

/** Sets or clears the day staff are reminded to renew the document. */
export async function scheduleRenewal(client: PortalClient, { documentId, date }: { documentId: string; date: string | null }): Promise<void> {
  const { data, error } = await client.from('documents').update({ renewal_reminder: date }).eq('id', documentId).select('id');
  if (error) throw error;
  if (data.length === 0) throw Object.assign(new Error('The document could not be changed.'), { code: '42501' });
}
