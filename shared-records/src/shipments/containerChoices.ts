import { useQuery } from '@tanstack/react-query';
import { SHIPMENT_STATUSES, SHIPMENT_HOLDS_CARGO } from '@export-portal/shared-domain';
import { useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** At most this many free containers are offered; the yard never holds nearly as many. */
const CHOICES = 200;

const CONTAINER_CHOICE = 'id,container_number,container_type,capacity' as const;

const FINISHED = SHIPMENT_STATUSES.filter((status) => !SHIPMENT_HOLDS_CARGO[status]);

/**
 * The containers a shipment can take: those in no shipment or in a finished one (delivered or
 * cancelled), and the shipment's own. The database refuses any other.
 */
async function readContainerChoices(client: PortalClient, shipmentId: string | null) {
  const unattached = client
    .from('containers')
    .select(CONTAINER_CHOICE)
    .or(shipmentId ? `shipment_id.is.null,shipment_id.eq.${shipmentId}` : 'shipment_id.is.null')
    .order('container_number')
    .limit(CHOICES);
  const released = client
    .from('containers')
    .select(`${CONTAINER_CHOICE},shipment:shipments!inner(status)`)
    .in('shipment.status', FINISHED)
    .order('container_number')
    .limit(CHOICES);
  const [free, freed] = await Promise.all([unattached, released]);
  if (free.error) throw free.error;
  if (freed.error) throw freed.error;
  const choices = [...free.data, ...freed.data.map(({ shipment: _finished, ...container }) => container)];
  return choices.sort((a, b) => a.container_number.localeCompare(b.container_number));
}

export type ContainerChoice = Awaited<ReturnType<typeof readContainerChoices>>[number];

export function useContainerChoices(shipmentId: string | null) {
  const client = useSupabase();
  return useQuery({
    queryKey: ['containers', 'shipment-choices', shipmentId ?? 'new'],
    queryFn: () => readContainerChoices(client, shipmentId),
  });
}
