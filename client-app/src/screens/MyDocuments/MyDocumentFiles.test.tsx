import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, setupRealBackend, signInStore } from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { documentObjectPath } from '@export-portal/shared-domain/document-files';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

async function signedIn(email: string, role: string) {
  const store = createPortalStore(real.backend);
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
  await signInStore(store, account.email, account.password, role);
  return portalClient(store);
}

/** Files a PDF for a customer as the admin would, through Storage and add_document. */
async function fileFor(customerId: string, name: string) {
  const admin = await signedIn('admin@demo.test', 'admin');
  const bytes = new TextEncoder().encode(`%PDF-1.4\n% ${name} ${Date.now()}\n%%EOF\n`);
  const documentId = crypto.randomUUID();
  const path = documentObjectPath(customerId, documentId, crypto.randomUUID(), `${name}.pdf`);
  const storage = await admin.storage();
  const uploaded = await storage.from('documents').upload(path, bytes, { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  const { error } = await admin.rpc('add_document', {
    p_document_id: documentId,
    p_document_name: name,
    p_document_type: 'invoice',
    p_document_number: null,
    p_issue_date: null,
    p_expiry_date: null,
    p_customer_id: customerId,
    p_vehicle_id: null,
    p_shipment_id: null,
    p_notes: null,
    p_object_path: path,
    p_file_name: `${name}.pdf`,
  });
  expect(error).toBeNull();
  return { path, bytes };
}

describe("a client's own files", () => {
  it('previews and downloads their own file, and cannot open another client’s', async () => {
    // Every store of a test keeps its session in the same place: the one signed in last is who the page is.
    const customerOf = async (email: string) => {
      const { data } = await (await signedIn(email, 'client')).from('customers').select('id').single();
      return data!.id;
    };
    const ownCustomer = await customerOf('client1@demo.test');
    const theirCustomer = await customerOf('client2@demo.test');
    const theirs = await fileFor(theirCustomer, `Their invoice ${Date.now()}`);
    const name = `My invoice ${Date.now()}`;
    const own = await fileFor(ownCustomer, name);

    const store = await renderClient('/client/my-documents', real.backend, 'client1');
    const client1 = portalClient(store);

    const card = await screen.findByRole('article', { name }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: `View ${name}` }));
    const dialog = await screen.findByRole('dialog', { name });
    const frame = await within(dialog).findByTitle(`Preview of ${name}.pdf`);
    const response = await fetch(frame.getAttribute('src')!);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...own.bytes]);

    const storage = await client1.storage();
    const refused = await storage.from('documents').createSignedUrl(theirs.path, 60);
    expect(refused.data).toBeNull();
    const direct = await storage.from('documents').download(theirs.path);
    expect(direct.data).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Their invoice/ })).not.toBeInTheDocument());
  });
});
