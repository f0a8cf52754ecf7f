import { ChangedElsewhereError, type ContainerStatus, type ContainerType } from '@export-portal/shared-domain';
import type { PortalClient } from '@export-portal/shared-auth';

/** The Containers screen's writes: adding a container and changing a free one's status. */

export interface NewContainer {
  container_number: string;
  container_type: ContainerType;
  capacity: number;
  location: string | null;
}

export async function addContainer(client: PortalClient, container: NewContainer): Promise<void> {
  const { error } = await client.from('containers').insert(container);
  if (error) throw error;
}

export interface ContainerStatusChange {
  id: string;
  status: ContainerStatus;
  /** The version the status was chosen from; someone else's change since refuses this one. */
  seenUpdatedAt: string;
}

/**
 * Changes the status of a container that is not in an active shipment; the database refuses it
 * for one that is (its status follows the shipment) and says which shipment.
 */
export async function setContainerStatus(client: PortalClient, { id, status, seenUpdatedAt }: ContainerStatusChange): Promise<void> {
  const { data, error } = await client.from('containers').update({ status }).eq('id', id).eq('updated_at', seenUpdatedAt).select('id');
  if (error) throw error;
  if (data.length === 0) throw new ChangedElsewhereError('container');
}
