import { useState } from 'react';
import styled from 'styled-components';
import { PackagePlus } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { containerList } from '@export-portal/shared-records/lists';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { CONTAINER_TYPES, failureNotice, normaliseContainerNumber } from '@export-portal/shared-domain';
import { Alert, Button, FormActions, Input } from '@export-portal/shared-ui';
import { Dialog, DialogClose } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { addContainer } from '../../data/containers';
import { EMPTY_CONTAINER, containerFieldOfRefusal, containerSchema } from './containerSchema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const TYPE_OPTIONS = CONTAINER_TYPES.map((type) => ({ value: type, label: type }));

/** The new container's form; a refused value is shown beside its field and everything typed stays. */
function AddContainerForm({ onAdded }: { onAdded: () => void }) {
  const form = useZodForm(containerSchema, { defaultValues: EMPTY_CONTAINER });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useDataMutation({ action: 'addContainer', write: addContainer, invalidates: [containerList.keys] });
  const submit = form.handleSubmit(async (container) => {
    setFailure(null);
    try {
      await add.mutateAsync(container);
      onAdded();
    } catch (error) {
      const refusal = containerFieldOfRefusal(error);
      if (refusal) form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
      else setFailure(failureNotice('addContainer', error).reason);
    }
  });
  return (
    <Form onSubmit={submit} noValidate aria-label="Add container">
      {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
      <FormField control={form.control} name="container_number" label="Container number" hint="ISO 6346, such as MSCU3104129">
        <Input
          autoComplete="off"
          required
          {...form.register('container_number', {
            onBlur: (event: { target: { value: string } }) => form.setValue('container_number', normaliseContainerNumber(event.target.value)),
          })}
        />
      </FormField>
      <Select
        label="Type"
        value={form.watch('container_type')}
        onValueChange={(value) => {
          const type = CONTAINER_TYPES.find((candidate) => candidate === value);
          if (type) form.setValue('container_type', type, { shouldDirty: true });
        }}
        options={TYPE_OPTIONS}
      />
      <FormField control={form.control} name="capacity" label="Capacity (vehicles)">
        <Input inputMode="numeric" required {...form.register('capacity')} />
      </FormField>
      <FormField control={form.control} name="location" label="Location">
        <Input autoComplete="off" {...form.register('location')} />
      </FormField>
      <FormActions>
        <DialogClose>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <PackagePlus aria-hidden size={16} />
          Add Container
        </Button>
      </FormActions>
    </Form>
  );
}

export function AddContainerButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title="Add Container"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <PackagePlus aria-hidden size={16} />
          Add Container
        </Button>
      }
    >
      {open ? <AddContainerForm onAdded={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
