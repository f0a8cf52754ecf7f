import { useState } from 'react';
import { Send } from 'lucide-react';
import { QUOTE_REQUEST_MAX_LENGTH, dataFailureReason } from '@export-portal/shared-domain';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { Alert, Button, Textarea, formatMoney } from '@export-portal/shared-ui';
import { Dialog, DialogClose, DialogForm, DialogFormActions } from '@export-portal/shared-ui/dialog';
import { quoteRequestKeys, requestQuote } from '../../data/quoteRequests';
import { quoteSchema } from './quoteSchema';
import type { InventoryVehicle } from './InventoryVehicleCard';

/**
 * Request Quote's dialog for the vehicle chosen, kept by the screen rather than the card: a live
 * board may drop the card (the vehicle sold meanwhile) without losing what the client typed.
 */
export function RequestQuoteDialog({ vehicle, onClose }: { vehicle: InventoryVehicle | null; onClose: () => void }) {
  if (!vehicle) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Request Quote"
      description={`${vehicle.year} ${vehicle.make} ${vehicle.model} · ${formatMoney(vehicle.sale_price)} · VIN ${vehicle.vin}`}
    >
      <QuoteForm vehicle={vehicle} onSent={onClose} />
    </Dialog>
  );
}

/** An optional message; a refusal (the vehicle was sold meanwhile) is shown above it and what was typed stays. */
function QuoteForm({ vehicle, onSent }: { vehicle: InventoryVehicle; onSent: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(quoteSchema, { defaultValues: { message: '' } });
  const send = useDataMutation({
    action: 'requestQuote',
    write: requestQuote,
    describeSuccess: () => 'We will answer by e-mail, and the answer will be in your messages here.',
    invalidates: [quoteRequestKeys],
  });
  const submit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    await send.mutateAsync({ vehicleId: vehicle.id, message }).then(onSent, (error: unknown) => {
      setFailure(dataFailureReason(error));
    });
  });
  return (
    <DialogForm noValidate onSubmit={submit} aria-label="Quote request">
      {failure ? (
        <Alert tone="danger" title="The quote request was not sent.">
          {failure}
        </Alert>
      ) : null}
      <FormField
        control={form.control}
        name="message"
        label="Message (optional)"
        hint={`What you would like to know: the price delivered to your port, the vehicle's condition, its papers. Up to ${QUOTE_REQUEST_MAX_LENGTH.toLocaleString('en-CA')} characters.`}
      >
        <Textarea rows={5} {...form.register('message')} />
      </FormField>
      <DialogFormActions>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Send aria-hidden size={14} />
          Send Request
        </Button>
      </DialogFormActions>
    </DialogForm>
  );
}
