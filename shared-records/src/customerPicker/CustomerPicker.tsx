import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@export-portal/shared-auth';
import { Field } from '@export-portal/shared-ui';
import { Combobox } from '@export-portal/shared-ui/combobox';
import { customerNameKey, useCustomerMatches, useCustomerName, type PickableCustomer } from './customerPicker';

export interface CustomerPickerProps {
  label: string;
  /** The chosen customer's id, or null for none. */
  value: string | null;
  /** The customer chosen, with the name the box shows for them; null when cleared. */
  onChange: (id: string | null, customer: PickableCustomer | null) => void;
  error?: string;
  disabled?: boolean;
}

/** What a shared form gives the customer picker a section puts in it: the chosen customer, and why it is refused or cannot change. */
export type CustomerPickerField = Omit<CustomerPickerProps, 'label'>;

/**
 * The customer picker a section puts in a shared form, given the form's field: the section
 * decides whether and how its forms choose a customer, and downloads the picker with them.
 */
export type CustomerChooser = (field: CustomerPickerField) => ReactNode;

/**
 * Chooses a customer by searching them on the server as one types (first name, last name,
 * company or e-mail). The box shows the chosen customer's name; typing searches, and leaving
 * the box without choosing shows the chosen name again. The clear button chooses nobody.
 */
export function CustomerPicker({ label, value, onChange, error, disabled = false }: CustomerPickerProps) {
  const queryClient = useQueryClient();
  // What was typed since the last choice; null while the box shows the chosen customer's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const term = useDebounced(typed ?? '', SEARCH_DEBOUNCE_MS);
  const matches = useCustomerMatches(term, open);
  const chosen = useCustomerName(value);
  const chosenName = value === null ? '' : (chosen.data?.name ?? '');
  const settling = typed !== null && term !== typed;
  const found = matches.data ?? [];

  const choose = (customer: PickableCustomer | null) => {
    if (customer) queryClient.setQueryData(customerNameKey(customer.id), customer);
    setTyped(null);
    onChange(customer?.id ?? null, customer);
  };

  return (
    <Field label={label} error={error} hint={chosen.isError ? 'The chosen customer could not be loaded.' : undefined}>
      <Combobox
        inputValue={typed ?? chosenName}
        onInputChange={setTyped}
        options={found.map((customer) => ({ value: customer.id, label: customer.name, detail: customer.email ?? undefined }))}
        onSelect={(option) => choose(found.find((customer) => customer.id === option.value) ?? null)}
        loading={settling || matches.isFetching}
        noMatchText={matches.isError ? 'Customers could not be searched.' : 'No customer matches'}
        listLabel="Matching customers"
        onOpenChange={setOpen}
        onDismiss={() => setTyped(null)}
        clearLabel={`Clear ${label.toLowerCase()}`}
        onClear={() => choose(null)}
        placeholder="Search customers by name, company or e-mail"
        disabled={disabled}
      />
    </Field>
  );
}
