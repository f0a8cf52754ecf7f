import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { ACTION_MESSAGES, failureNotice } from '@export-portal/shared-domain';
import { Alert, Button, Field, FormActions, FormStack, Input, formatDate } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import { tableKeys, useDataMutation } from '@export-portal/shared-auth';
import { scheduleRenewal } from '../../data/documentRenewals';

/** A document as Schedule Renewal needs it. */
export interface ScheduledDocument {
  id: string;
  document_name: string;
  customer_id: string | null;
  renewal_reminder: string | null;
}

/** Schedule Renewal: the day staff are reminded to renew the document, or none. */
export function ScheduleRenewalButton({ document }: { document: ScheduledDocument }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(document.renewal_reminder ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useDataMutation({ action: 'scheduleRenewal', write: scheduleRenewal, invalidates: [tableKeys('documents')] });
  const store = async (chosen: string | null) => {
    setFailure(null);
    try {
      await save.mutateAsync({ documentId: document.id, date: chosen });
      setOpen(false);
    } catch (error) {
      setFailure(failureNotice('scheduleRenewal', error).reason);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDate(document.renewal_reminder ?? '');
      }}
      title="Schedule Renewal"
      description={document.document_name}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Schedule Renewal ${document.document_name}`}>
          <CalendarClock aria-hidden size={14} />
          Schedule Renewal
        </Button>
      }
    >
      <FormStack
        noValidate
        aria-label="Schedule renewal"
        onSubmit={(event) => {
          event.preventDefault();
          if (date === '') setFailure('Choose the reminder date');
          else void store(date);
        }}
      >
        {failure ? (
          <Alert tone="danger" title={ACTION_MESSAGES.scheduleRenewal.failure}>
            {failure}
          </Alert>
        ) : null}
        <Field label="Reminder date">
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
        <FormActions>
          {document.renewal_reminder ? (
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => void store(null)}>
              Clear reminder
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save reminder
          </Button>
        </FormActions>
      </FormStack>
    </Dialog>
  );
}

/** The card's line for a scheduled renewal, with the Clear option. */
export function RenewalReminder({ document }: { document: ScheduledDocument }) {
  const clear = useDataMutation({ action: 'scheduleRenewal', write: scheduleRenewal, invalidates: [tableKeys('documents')] });
  if (!document.renewal_reminder) return null;
  return (
    <span>
      Renewal reminder: {formatDate(document.renewal_reminder)}{' '}
      <Button
        size="sm"
        variant="ghost"
        loading={clear.isPending}
        aria-label={`Clear the renewal reminder of ${document.document_name}`}
        onClick={() => clear.mutate({ documentId: document.id, date: null })}
      >
        Clear
      </Button>
    </span>
  );
}
