import { Upload } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, type DocumentType } from '@export-portal/shared-domain';
import { Alert, Button, FieldPair, FormActions, FormStack, Input, Textarea } from '@export-portal/shared-ui';
import { DialogClose } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { tableKeys, useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { fileFailureReason } from './documentStorage';
import { addDocument, type NewDocument } from './documentWrites';
import { uploadDocumentSchema, type UploadDocumentDraft } from './documentFormSchema';
import { FileDrop, UploadProgress } from './FileDrop';
import { ShipmentChoice, type ChosenShipment } from './ShipmentChoice';
import { VehicleChoice, type ChosenVehicle } from './VehicleChoice';
import type { UploadDocumentProps } from './UploadDocumentDialog';

const Fixed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

const EMPTY: UploadDocumentDraft = { documentType: 'other', documentName: '', documentNumber: '', issueDate: '', expiryDate: '', notes: '' };

/** The Upload Document dialog's form: downloaded when the dialog first opens. */
export function UploadDocumentForm({ context, chooseCustomer, onDone }: UploadDocumentProps & { onDone: () => void }) {
  const form = useZodForm(uploadDocumentSchema, { defaultValues: EMPTY });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [vehicle, setVehicle] = useState<ChosenVehicle | null>(context?.vehicle ?? null);
  const [shipment, setShipment] = useState<ChosenShipment | null>(context?.shipment ?? null);
  const [customerId, setCustomerId] = useState<string | null>(context?.vehicle?.customerId ?? context?.shipment?.customerId ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One id for every attempt of this form: a retried save files the same document.
  const [documentId] = useState(() => crypto.randomUUID());
  const upload = useDataMutation({
    action: 'uploadDocument',
    write: addDocument,
    invalidates: [tableKeys('documents'), tableKeys('document_files')],
  });

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileError(null);
    if (form.getValues('documentName').trim() === '') form.setValue('documentName', withoutExtension(chosen.name), { shouldDirty: true });
  };

  // A vehicle's owner, else the shipment's customer, is the document's; only the admin's own choice of customer stays when they go.
  const chooseVehicle = (chosen: ChosenVehicle | null) => {
    setVehicle(chosen);
    if (chosen?.customerId) setCustomerId(chosen.customerId);
    else if (!chooseCustomer) setCustomerId(shipment?.customerId ?? null);
  };

  const chooseShipment = (chosen: ChosenShipment | null) => {
    setShipment(chosen);
    if (vehicle) return;
    if (chosen?.customerId) setCustomerId(chosen.customerId);
    else if (!chooseCustomer) setCustomerId(null);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError('Choose the file to upload');
      return;
    }
    setFailure(null);
    setProgress(0);
    const document: NewDocument = {
      documentId,
      values,
      // The database files a document of a customer's vehicle or shipment under that customer; the file's folder must agree.
      customerId: customerId ?? vehicle?.customerId ?? shipment?.customerId ?? null,
      vehicleId: vehicle?.id ?? null,
      shipmentId: shipment?.id ?? null,
      file,
      onProgress: setProgress,
    };
    try {
      await upload.mutateAsync(document);
      onDone();
    } catch (error) {
      setProgress(null);
      setFailure(fileFailureReason(error));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormStack noValidate aria-label="Upload document" onSubmit={submit}>
      {failure ? (
        <Alert tone="danger" title="The document could not be uploaded.">
          {failure}
        </Alert>
      ) : null}
      <FileDrop file={file} onFile={chooseFile} error={fileError} disabled={busy} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <FieldPair>
        <Select
          label="Document type"
          value={form.watch('documentType')}
          onValueChange={(type) => {
            const chosen = DOCUMENT_TYPES.find((candidate) => candidate === type);
            if (chosen) form.setValue('documentType', chosen, { shouldDirty: true });
          }}
          options={DOCUMENT_TYPES.map((type: DocumentType) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }))}
        />
        <FormField control={form.control} name="documentName" label="Document name">
          <Input {...form.register('documentName')} />
        </FormField>
      </FieldPair>
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
      {context?.vehicle ? (
        <Fixed>
          Vehicle: <strong>{context.vehicle.label}</strong>
        </Fixed>
      ) : (
        <VehicleChoice value={vehicle} onChange={chooseVehicle} />
      )}
      {context?.shipment ? (
        <Fixed>
          Shipment: <strong>{context.shipment.label}</strong>
        </Fixed>
      ) : (
        <ShipmentChoice value={shipment} onChange={chooseShipment} />
      )}
      {chooseCustomer && !context ? chooseCustomer({ value: customerId, onChange: setCustomerId }) : null}
      <FormField control={form.control} name="notes" label="Notes">
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
      <FormActions>
        <DialogClose>
          <Button type="button" variant="ghost" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          <Upload aria-hidden size={16} />
          Upload
        </Button>
      </FormActions>
    </FormStack>
  );
}
