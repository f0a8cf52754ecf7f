import { Send } from 'lucide-react';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { canSendReply, customerDisplayName, type SupportMessage } from '@export-portal/shared-domain';
import { Button, Textarea } from '@export-portal/shared-ui';
import { Dialog, DialogClose } from '@export-portal/shared-ui/dialog';
import { useSendReply } from './useSendReply';
import { replySchema } from './replySchema';
import { QuotedMessage } from './QuotedMessage';

export interface ReplyDialogProps {
  /** The message being answered; the dialog is closed while there is none. */
  message: SupportMessage | null;
  onClose: () => void;
}

/**
 * The reply to a message's customer, under a quote of the message it answers. Send is disabled until there is text other
 * than whitespace, and without a customer nothing can be sent. After a failure
 * the typed text stays; after a success the dialog closes.
 */
export function ReplyDialog({ message, onClose }: ReplyDialogProps) {
  const send = useSendReply();
  const form = useZodForm(replySchema, { defaultValues: { message: '' } });
  const customer = message?.customer ?? null;
  const typed = form.watch('message');
  const close = () => {
    form.reset({ message: '' });
    onClose();
  };
  const submit = form.handleSubmit(async ({ message: text }) => {
    if (!customer) return;
    await send.mutateAsync({ customerId: customer.id, message: text }).then(close, () => undefined);
  });
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Reply to Customer"
      description={customer ? `To ${customerDisplayName(customer) || customer.email}` : 'This message has no customer to reply to.'}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="reply-form" disabled={!customer || !canSendReply(typed)} loading={form.formState.isSubmitting}>
            <Send aria-hidden size={14} />
            Send
          </Button>
        </>
      }
    >
      {message ? <QuotedMessage message={message} /> : null}
      <form id="reply-form" noValidate onSubmit={submit}>
        <FormField control={form.control} name="message" label="Your reply">
          <Textarea required rows={5} {...form.register('message')} />
        </FormField>
      </form>
    </Dialog>
  );
}
