import { CalendarClock, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ACTION_MESSAGES, failureNotice } from '@export-portal/shared-domain';
import { Alert, Button, Field, FieldPair, FormActions, FormStack, Input, formatDate } from '@export-portal/shared-ui';
import { Dialog, DialogClose } from '@export-portal/shared-ui/dialog';
import { tableKeys, useDataMutation } from '@export-portal/shared-auth';
import { FileDrop, UploadProgress, fileFailureReason } from '@export-portal/shared-records/documents';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { renewDocument, renewDocumentSchema, scheduleRenewal, type RenewDocumentDraft } from '../../data/documentRenewals';

/** A document as Renew Document and Schedule Renewal need it. */
export interface RenewableDocument {
  id: string;
  document_name: string;
  customer_id: string | null;
  renewal_reminder: string | null;
}

const EMPTY: RenewDocumentDraft = { documentNumber: '', issueDate: '', expiryDate: '' };

function RenewForm({ document, onDone }: { document: RenewableDocument; onDone: () => void }) {
  const form = useZodForm(renewDocumentSchema, { defaultValues: EMPTY });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useDataMutation({
    action: 'renewDocument',
    write: renewDocument,
    invalidates: [tableKeys('documents'), tableKeys('document_files')],
  });
  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError('Choose the file of the renewed document');
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      await renew.mutateAsync({ documentId: document.id, customerId: document.customer_id, values, file, onProgress: setProgress });
      onDone();
    } catch (error) {
      setProgress(null);
      setFailure(fileFailureReason(error));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormStack noValidate aria-label="Renew document" onSubmit={submit}>
      {failure ? (
        <Alert tone="danger" title="The document could not be renewed.">
          {failure}
        </Alert>
      ) : null}
      <FileDrop
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
        error={fileError}
        disabled={busy}
      />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <FormField control={form.control} name="documentNumber" label="Document number">
        <Input autoComplete="off" {...form.register('documentNumber')} />
      </FormField>
      <FieldPair>
        <FormField control={form.control} name="issueDate" label="Issue date">
          <Input type="date" {...form.register('issueDate', { deps: ['expiryDate'] })} />
        </FormField>
        <FormField control={form.control} name="expiryDate" label="Expiry date">
          <Input type="date" {...form.register('expiryDate')} />
        </FormField>
      </FieldPair>
      <FormActions>
        <DialogClose>
          <Button type="button" variant="ghost" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          <RefreshCw aria-hidden size={16} />
          Renew
        </Button>
      </FormActions>
    </FormStack>
  );
}

/** Renew Document: the renewed paper's file and dates become the document's next version. */
export function RenewDocumentButton({ document }: { document: RenewableDocument }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Renew Document"
      description={`${document.document_name}: the new file becomes the current version; earlier versions stay in its history.`}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Renew Document ${document.document_name}`}>
          <RefreshCw aria-hidden size={14} />
          Renew Document
        </Button>
      }
    >
      {open ? <RenewForm document={document} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

/** Schedule Renewal: the day staff are reminded to renew the document, or none. */
export function ScheduleRenewalButton({ document }: { document: RenewableDocument }) {
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
export function RenewalReminder({ document }: { document: RenewableDocument }) {
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
