import { onlineManager } from '@tanstack/react-query';
import { dataFailureKind } from '@export-portal/shared-domain';
import { setupRealBackend, signedInDemoClient } from '@export-portal/shared-auth/testing';
import { StorageFailure, fileFailureReason, uploadDocumentFile } from './documentStorage';
import { addDocument } from './documentWrites';

const real = setupRealBackend();

const pdf = (name: string) => new File([new TextEncoder().encode(`%PDF-1.4\n% ${name} ${Date.now()}\n%%EOF\n`)], name, { type: 'application/pdf' });

const values = { documentType: 'other' as const, documentName: 'Paper', documentNumber: null, issueDate: null, expiryDate: null, notes: null };

describe('storing a document file', () => {
  it("shows the server's own reason when it refuses a file", async () => {
    const client = await signedInDemoClient(real.backend, 'staff');
    const text = new File(['plain words'], 'notes.txt', { type: 'text/plain' });
    const refusal = uploadDocumentFile(client, `company/${crypto.randomUUID()}/${crypto.randomUUID()}/notes.txt`, text, () => undefined);
    await expect(refusal).rejects.toBeInstanceOf(StorageFailure);
    const reason = await refusal.catch(fileFailureReason);
    expect(reason).toMatch(/mime type|not supported|type/i);
  });

  it('reports the progress up to 100 and removes the file when the document cannot be saved', async () => {
    const client = await signedInDemoClient(real.backend, 'staff');
    const { data: existing } = await client.from('documents').select('id').limit(1).single();
    const progress: number[] = [];
    // The id is taken: the database refuses the document after its file was stored.
    const failed = addDocument(client, {
      documentId: existing!.id,
      values,
      customerId: null,
      vehicleId: null,
      shipmentId: null,
      file: pdf('taken.pdf'),
      onProgress: (percent) => progress.push(percent),
    });
    await expect(failed).rejects.toMatchObject({ code: expect.any(String) });
    expect(progress.at(-1)).toBe(100);
    const storage = await client.storage();
    const { data: folders } = await storage.from('documents').list(`company/${existing!.id}`);
    expect(folders ?? []).toEqual([]);
  });

  it('sends nothing while the portal is offline', async () => {
    const client = await signedInDemoClient(real.backend, 'staff');
    const documentId = crypto.randomUUID();
    onlineManager.setOnline(false);
    try {
      const offline = addDocument(client, {
        documentId,
        values,
        customerId: null,
        vehicleId: null,
        shipmentId: null,
        file: pdf('offline.pdf'),
        onProgress: () => undefined,
      });
      const error = await offline.catch((failure: unknown) => failure);
      expect(dataFailureKind(error)).toBe('offline');
    } finally {
      onlineManager.setOnline(true);
    }
    const storage = await client.storage();
    expect((await storage.from('documents').list(`company/${documentId}`)).data ?? []).toEqual([]);
    expect((await client.from('documents').select('id').eq('id', documentId)).data).toEqual([]);
  });
});
