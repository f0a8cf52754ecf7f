import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { VEHICLE_SEARCH, serverSearchFilter } from '@export-portal/shared-domain';
import { Field } from '@export-portal/shared-ui';
import { Combobox } from '@export-portal/shared-ui/combobox';
import { SEARCH_DEBOUNCE_MS, useDebounced, useSupabase } from '@export-portal/shared-auth';
import { vehicleLabel } from './filedUnder';

/** A vehicle as a document names it, with the customer a new document of it belongs to. */
export interface ChosenVehicle {
  id: string;
  label: string;
  customerId: string | null;
}

/** Enough matches to pick from; a longer list means typing more of the VIN, make or model. */
const MATCHES = 20;

/** Chooses one vehicle, searched on the server (make, model, VIN, year) as one types: the inventory is too large to list. */
export function VehicleChoice({ value, onChange }: { value: ChosenVehicle | null; onChange: (vehicle: ChosenVehicle | null) => void }) {
  const client = useSupabase();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const term = useDebounced(typed ?? '', SEARCH_DEBOUNCE_MS);
  const matches = useQuery({
    queryKey: ['vehicles', 'document-choice', term],
    enabled: open,
    queryFn: async (): Promise<ChosenVehicle[]> => {
      let query = client.from('vehicles').select('id,year,make,model,vin,customer_id');
      const search = serverSearchFilter(term, VEHICLE_SEARCH);
      if (search) query = query.or(search);
      const { data, error } = await query.order('created_at', { ascending: false }).order('id').limit(MATCHES);
      if (error) throw error;
      return data.map((vehicle) => ({ id: vehicle.id, label: vehicleLabel(vehicle), customerId: vehicle.customer_id }));
    },
  });
  const found = matches.data ?? [];
  return (
    <Field label="Vehicle">
      <Combobox
        inputValue={typed ?? value?.label ?? ''}
        onInputChange={setTyped}
        options={found.map((vehicle) => ({ value: vehicle.id, label: vehicle.label }))}
        onSelect={(option) => {
          setTyped(null);
          onChange(found.find((vehicle) => vehicle.id === option.value) ?? null);
        }}
        loading={(typed !== null && term !== typed) || matches.isFetching}
        noMatchText={matches.isError ? 'Vehicles could not be searched.' : 'No vehicle matches'}
        listLabel="Matching vehicles"
        onOpenChange={setOpen}
        onDismiss={() => setTyped(null)}
        clearLabel="Clear vehicle"
        onClear={() => {
          setTyped(null);
          onChange(null);
        }}
        placeholder="Search vehicles by make, model, VIN or year"
      />
    </Field>
  );
}
