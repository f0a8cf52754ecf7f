import { useState } from 'react';
import styled from 'styled-components';
import { Save } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { CANADIAN_PROVINCES, CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS, failureNotice, normalisePostalCode } from '@export-portal/shared-domain';
import { Alert, Button, FormActions, Input, Textarea } from '@export-portal/shared-ui';
import { DialogClose } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { ClientAccountPicker } from './ClientAccountPicker';
import { CustomerChangedError, type CustomerFields, type CustomerVersion, customerList, saveCustomer } from '../../data/customers';
import { type CustomerDraft, EMPTY_CUSTOMER, FIELD_LABELS, customerSchema, draftOf, fieldOfRefusal } from './customerSchema';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  & > .wide {
    grid-column: 1 / -1;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const NO_PROVINCE = 'none';

const PROVINCE_OPTIONS = [
  { value: NO_PROVINCE, label: 'No province' },
  ...CANADIAN_PROVINCES.map((province) => ({ value: province.code, label: `${province.name} (${province.code})` })),
];

const TYPE_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: CUSTOMER_TYPE_LABELS[type] }));

const FIELDS = Object.keys(FIELD_LABELS) as (keyof CustomerFields)[];

/** The fields someone else changed between two versions, with what they hold now. */
function changesBetween(before: CustomerDraft, after: CustomerDraft): string[] {
  return FIELDS.filter((field) => before[field] !== after[field]).map((field) => `${FIELD_LABELS[field]}: ${after[field] || '(empty)'}`);
}

export interface CustomerFormProps {
  /** The customer to edit, as last read; null adds a new one. */
  customer: CustomerVersion | null;
  onSaved: () => void;
}

/**
 * Adds or edits a customer. A refused value is shown beside its field and everything typed stays.
 * An edit applies only to the version it was opened from: when someone else saved first, the form
 * says what they changed and shows it, keeping whatever was typed, which a second Save applies.
 */
export function CustomerForm({ customer, onSaved }: CustomerFormProps) {
  const form = useZodForm(customerSchema, { defaultValues: customer ? draftOf(customer) : EMPTY_CUSTOMER });
  const [base, setBase] = useState<CustomerVersion | null>(customer);
  const [changedElsewhere, setChangedElsewhere] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useDataMutation({ action: 'saveCustomer', write: saveCustomer, invalidates: [customerList.keys] });
  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      await save.mutateAsync(base ? { id: base.id, seenUpdatedAt: base.updated_at, fields } : { id: null, fields });
      onSaved();
    } catch (error) {
      if (error instanceof CustomerChangedError && base) {
        const seen = draftOf(base);
        const latest = draftOf(error.latest);
        const typed = form.getValues();
        // Fields left as they were take the saved values; what was typed stays to be saved over them.
        for (const field of FIELDS) {
          if (typed[field] === seen[field] && latest[field] !== seen[field]) form.setValue(field, latest[field]);
        }
        setChangedElsewhere(changesBetween(seen, latest));
        setBase(error.latest);
        return;
      }
      const refusal = fieldOfRefusal(error);
      if (refusal) form.setError(refusal.field, { message: refusal.message }, { shouldFocus: refusal.field !== 'user_id' });
      else setFailure(failureNotice('saveCustomer', error).reason);
    }
  });
  const applySaved = () => {
    if (base) form.reset(draftOf(base));
    setChangedElsewhere(null);
  };
  const province = form.watch('province');
  const provinceError = form.formState.errors.province?.message;
  const userIdError = form.formState.errors.user_id?.message;
  return (
    <Form onSubmit={submit} noValidate aria-label={customer ? 'Edit customer' : 'Add customer'}>
      {changedElsewhere ? (
        <Alert className="wide" tone="warning" role="alert" title="This customer was changed by someone else.">
          <p>
            {changedElsewhere.length > 0 ? `Saved meanwhile: ${changedElsewhere.join('; ')}.` : 'Nothing you see here was changed.'} Your entries are
            kept: save again to apply them over the saved values.
          </p>
          <Button type="button" size="sm" variant="outline" onClick={applySaved}>
            Use saved values
          </Button>
        </Alert>
      ) : null}
      {failure ? <Alert className="wide" tone="danger" role="alert" title={failure} /> : null}
      <FormField control={form.control} name="first_name" label="First name">
        <Input autoComplete="off" required {...form.register('first_name')} />
      </FormField>
      <FormField control={form.control} name="last_name" label="Last name">
        <Input autoComplete="off" required {...form.register('last_name')} />
      </FormField>
      <FormField control={form.control} name="company_name" label="Company">
        <Input autoComplete="off" {...form.register('company_name')} />
      </FormField>
      <Select
        label="Type"
        value={form.watch('customer_type')}
        onValueChange={(value) => {
          const type = CUSTOMER_TYPES.find((candidate) => candidate === value);
          if (type) form.setValue('customer_type', type, { shouldDirty: true });
        }}
        options={TYPE_OPTIONS}
      />
      <FormField control={form.control} name="email" label="Email">
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField control={form.control} name="phone" label="Phone">
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </FormField>
      <FormField className="wide" control={form.control} name="address_line1" label="Address">
        <Input autoComplete="off" {...form.register('address_line1')} />
      </FormField>
      <FormField control={form.control} name="city" label="City">
        <Input autoComplete="off" {...form.register('city')} />
      </FormField>
      <div>
        <Select
          label="Province"
          value={province || NO_PROVINCE}
          onValueChange={(value) => form.setValue('province', value === NO_PROVINCE ? '' : value, { shouldDirty: true, shouldValidate: true })}
          options={PROVINCE_OPTIONS}
        />
        {provinceError ? <ErrorText role="alert">{provinceError}</ErrorText> : null}
      </div>
      <FormField control={form.control} name="postal_code" label="Postal code" hint="Canadian, such as H2X 1A1">
        <Input
          autoComplete="off"
          {...form.register('postal_code', {
            onBlur: (event: { target: { value: string } }) => form.setValue('postal_code', normalisePostalCode(event.target.value)),
          })}
        />
      </FormField>
      <FormField className="wide" control={form.control} name="notes" label="Notes">
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <div className="wide">
        <ClientAccountPicker
          value={form.watch('user_id')}
          onChange={(userId) => {
            form.clearErrors('user_id');
            form.setValue('user_id', userId, { shouldDirty: true });
          }}
          error={userIdError}
        />
      </div>
      <FormActions className="wide">
        <DialogClose>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Save aria-hidden size={16} />
          {customer ? 'Save Customer' : 'Add Customer'}
        </Button>
      </FormActions>
    </Form>
  );
}
