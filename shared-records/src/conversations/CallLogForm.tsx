import { useState } from 'react';
import { PhoneCall } from 'lucide-react';
import { CALL_MINUTES, DIRECTIONS, dataFailureReason } from '@export-portal/shared-domain';
import { CALL_DIRECTION_LABELS } from '@export-portal/shared-domain/conversations';
import { Alert, Button, FieldPair, Input, Textarea } from '@export-portal/shared-ui';
import { DialogClose, DialogForm, DialogFormActions } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { communicationKeys, logCall } from './conversationData';
import { callLogSchema, localDateTimeNow } from './messageSchemas';
import { focusFirstField } from './focusFirstField';
import type { ConversationWith } from './NewMessageDialog';

const DIRECTION_OPTIONS = DIRECTIONS.map((direction) => ({ value: direction, label: CALL_DIRECTION_LABELS[direction] }));

/** Who, which way, when, how long and what was said; a refusal is shown above the fields and what was typed stays. */
export function CallLogForm({ customer, chooseCustomer, onLogged }: ConversationWith & { onLogged: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(callLogSchema, {
    defaultValues: { customerId: customer?.id ?? '', direction: 'inbound', occurredAt: localDateTimeNow(), minutes: '', subject: '', summary: '' },
  });
  const log = useDataMutation({ action: 'logCall', write: logCall, invalidates: [communicationKeys] });
  const submit = form.handleSubmit(async (call) => {
    setFailure(null);
    await log.mutateAsync(call).then(onLogged, (error: unknown) => {
      setFailure(dataFailureReason(error));
    });
  });
  const customerId = form.watch('customerId');
  return (
    <DialogForm ref={focusFirstField} noValidate onSubmit={submit} aria-label="Call">
      {failure ? (
        <Alert tone="danger" title="The call was not logged.">
          {failure}
        </Alert>
      ) : null}
      {customer
        ? null
        : chooseCustomer({
            value: customerId === '' ? null : customerId,
            onChange: (id) => form.setValue('customerId', id ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
            error: form.formState.errors.customerId?.message,
          })}
      <Select
        label="Direction"
        value={form.watch('direction')}
        onValueChange={(value) => {
          const direction = DIRECTIONS.find((candidate) => candidate === value);
          if (direction) form.setValue('direction', direction, { shouldDirty: true });
        }}
        options={DIRECTION_OPTIONS}
      />
      <FieldPair>
        <FormField control={form.control} name="occurredAt" label="Date and time">
          <Input type="datetime-local" required max={localDateTimeNow()} {...form.register('occurredAt')} />
        </FormField>
        <FormField control={form.control} name="minutes" label="Duration (minutes)">
          <Input type="number" inputMode="numeric" required min={CALL_MINUTES.min} max={CALL_MINUTES.max} step={1} {...form.register('minutes')} />
        </FormField>
      </FieldPair>
      <FormField control={form.control} name="subject" label="Subject (optional)">
        <Input autoComplete="off" {...form.register('subject')} />
      </FormField>
      <FormField control={form.control} name="summary" label="Summary">
        <Textarea required rows={5} {...form.register('summary')} />
      </FormField>
      <DialogFormActions>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <PhoneCall aria-hidden size={14} />
          Log Call
        </Button>
      </DialogFormActions>
    </DialogForm>
  );
}
