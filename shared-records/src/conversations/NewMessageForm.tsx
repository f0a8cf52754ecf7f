import { useState } from 'react';
import { Send } from 'lucide-react';
import { dataFailureReason } from '@export-portal/shared-domain';
import { deliveryNote } from '@export-portal/shared-domain/conversations';
import { Alert, Button, Input, Textarea } from '@export-portal/shared-ui';
import { DialogClose, DialogForm, DialogFormActions } from '@export-portal/shared-ui/dialog';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { communicationKeys, sendMessage } from './conversationData';
import { newMessageSchema } from './messageSchemas';
import { focusFirstField } from './focusFirstField';
import type { ConversationWith } from './NewMessageDialog';

/** The customer (unless given), the subject and the message; a refusal is shown above them and what was typed stays. */
export function NewMessageForm({ customer, chooseCustomer, subject, onSent }: ConversationWith & { subject: string; onSent: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(newMessageSchema, { defaultValues: { customerId: customer?.id ?? '', subject, message: '' } });
  const send = useDataMutation({ action: 'newMessage', write: sendMessage, describeSuccess: deliveryNote, invalidates: [communicationKeys] });
  const submit = form.handleSubmit(async (message) => {
    setFailure(null);
    await send.mutateAsync(message).then(onSent, (error: unknown) => {
      setFailure(dataFailureReason(error));
    });
  });
  const customerId = form.watch('customerId');
  return (
    <DialogForm ref={focusFirstField} noValidate onSubmit={submit} aria-label="Message">
      {failure ? (
        <Alert tone="danger" title="The message was not sent.">
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
      <FormField control={form.control} name="subject" label="Subject">
        <Input required autoComplete="off" {...form.register('subject')} />
      </FormField>
      <FormField control={form.control} name="message" label="Message">
        <Textarea required rows={8} {...form.register('message')} />
      </FormField>
      <DialogFormActions>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Send aria-hidden size={14} />
          Send
        </Button>
      </DialogFormActions>
    </DialogForm>
  );
}
