import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, FieldPair, FormActions, FormStack, Input } from '@export-portal/shared-ui';
import { DialogClose } from '@export-portal/shared-ui/dialog';
import { tableKeys, useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { renewDocument, renewDocumentSchema, type RenewDocumentDraft } from './documentRenewal';
import { fileFailureReason } from './documentStorage';
import { FileDrop, UploadProgress } from './FileDrop';
import type { RenewableDocument } from './RenewDocumentDialog';

/** The renewed paper's file and dates; its number starts as the document's, as a renewal mostly keeps it. */
export function RenewDocumentForm({ document, onDone }: { document: RenewableDocument; onDone: () => void }) {
  const draft: RenewDocumentDraft = { documentNumber: document.document_number ?? '', issueDate: '', expiryDate: '' };
  const form = useZodForm(renewDocumentSchema, { defaultValues: draft });
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
