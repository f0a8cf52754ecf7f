import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SHIPMENT_SEARCH, serverSearchFilter } from '@export-portal/shared-domain';
import { Field } from '@export-portal/shared-ui';
import { Combobox } from '@export-portal/shared-ui/combobox';
import { SEARCH_DEBOUNCE_MS, useDebounced, useSupabase } from '@export-portal/shared-auth';

/** A shipment as a document names it, with the customer a new document of it belongs to. */
export interface ChosenShipment {
  id: string;
  label: string;
  customerId: string | null;
}

const MATCHES = 20;

/** Chooses one shipment, searched on the server (number, booking, vessel, destination) as one types. */
export function ShipmentChoice({ value, onChange }: { value: ChosenShipment | null; onChange: (shipment: ChosenShipment | null) => void }) {
  const client = useSupabase();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const term = useDebounced(typed ?? '', SEARCH_DEBOUNCE_MS);
  const matches = useQuery({
    queryKey: ['shipments', 'document-choice', term],
    enabled: open,
    queryFn: async (): Promise<ChosenShipment[]> => {
      let query = client.from('shipments').select('id,shipment_number,destination_port,customer_id');
      const search = serverSearchFilter(term, SHIPMENT_SEARCH);
      if (search) query = query.or(search);
      const { data, error } = await query.order('created_at', { ascending: false }).order('id').limit(MATCHES);
      if (error) throw error;
      return data.map((shipment) => ({
        id: shipment.id,
        label: [shipment.shipment_number, shipment.destination_port].filter(Boolean).join(' · '),
        customerId: shipment.customer_id,
      }));
    },
  });
  const found = matches.data ?? [];
  return (
    <Field label="Shipment">
      <Combobox
        inputValue={typed ?? value?.label ?? ''}
        onInputChange={setTyped}
        options={found.map((shipment) => ({ value: shipment.id, label: shipment.label }))}
        onSelect={(option) => {
          setTyped(null);
          onChange(found.find((shipment) => shipment.id === option.value) ?? null);
        }}
        loading={(typed !== null && term !== typed) || matches.isFetching}
        noMatchText={matches.isError ? 'Shipments could not be searched.' : 'No shipment matches'}
        listLabel="Matching shipments"
        onOpenChange={setOpen}
        onDismiss={() => setTyped(null)}
        clearLabel="Clear shipment"
        onClear={() => {
          setTyped(null);
          onChange(null);
        }}
        placeholder="Search shipments by number, booking, vessel or port"
      />
    </Field>
  );
}
