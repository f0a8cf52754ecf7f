import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealBackend } from '@export-portal/shared-auth/testing';
import { cardsOf, countText, searchFor, showAdmin } from '../../testing/renderAdmin';

const real = setupRealBackend();
const NOUN = ['document', 'documents'] as const;
const BOX = /Search documents/;

describe('admin Document Center', () => {
  it('shows the spinner, then a document with its customer, vehicle, shipment, dates, validity and size', async () => {
    // The list's answer waits until the spinner has been seen: on a fast machine it can come before the screen is shown.
    const network = globalThis.fetch;
    let answer = () => {};
    const seen = new Promise<void>((resolve) => {
      answer = resolve;
    });
    globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/rest/v1/documents')) await seen;
      return network(input, init);
    };
    let client: Awaited<ReturnType<typeof showAdmin>>;
    try {
      client = await showAdmin(real.backend, '/admin/documents');
      expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
    } finally {
      globalThis.fetch = network;
      answer();
    }
    const { data } = await client
      .from('documents')
      .select('*,vehicle:vehicles(year,make,model,vin),shipment:shipments(shipment_number)')
      .not('shipment_id', 'is', null)
      .not('vehicle_id', 'is', null)
      .gt('expiry_date', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
      .lt('expiry_date', new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10))
      .limit(1)
      .single();
    await searchFor(BOX, data!.document_number!, countText(1, NOUN));
    const [card] = await cardsOf('Documents');
    const { vehicle } = data!;
    expect(within(card!).getByText(`${vehicle!.year} ${vehicle!.make} ${vehicle!.model} · ${vehicle!.vin}`)).toBeInTheDocument();
    expect(within(card!).getByText(data!.shipment!.shipment_number)).toBeInTheDocument();
    expect(within(card!).getByText('Expires within 30 days')).toBeInTheDocument();
    const size = data!.file_size!;
    const units = size >= 1024 ** 2 ? `${(size / 1024 ** 2).toFixed(2)} MB` : `${(size / 1024).toFixed(2)} KB`;
    expect(within(card!).getByText(units)).toBeInTheDocument();
    expect(within(card!).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, { selector: 'dd' })).toHaveLength(2);
  });

  it("offers Renew Document on each document, starting from the document's number", async () => {
    const client = await showAdmin(real.backend, '/admin/documents');
    const { data } = await client.from('documents').select('document_name,document_number').not('document_number', 'is', null).limit(1).single();
    await searchFor(BOX, data!.document_number!, countText(1, NOUN));
    const [card] = await cardsOf('Documents');
    await userEvent.click(within(card!).getByRole('button', { name: `Renew Document ${data!.document_name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Document' });
    expect(await within(dialog).findByLabelText('Document number')).toHaveValue(data!.document_number);
    expect(within(dialog).getByLabelText('Choose a file')).toBeInTheDocument();
  });

  it.each([
    ['name', 'insurance 0'],
    ['number', 'INV-'],
    ['type', 'bill_of'],
  ])('searches the %s', async (_field, term) => {
    const client = await showAdmin(real.backend, '/admin/documents');
    const { data } = await client.from('documents').select('document_name,document_number,document_type');
    const needle = term.toLowerCase();
    const expected = (data ?? []).filter((d) =>
      [d.document_name, d.document_number, d.document_type].some((field) => field?.toLowerCase().includes(needle)),
    ).length;
    expect(expected).toBeGreaterThan(0);
    await searchFor(BOX, term, countText(expected, NOUN));
  });

  it("does not search notes, and says the spec's empty text", async () => {
    await showAdmin(real.backend, '/admin/documents');
    await searchFor(BOX, 'Montréal office', 'No documents found matching your search criteria.');
  });

  it('uploads a document for a customer and previews it from a short-lived link', async () => {
    const client = await showAdmin(real.backend, '/admin/documents');
    const typing = userEvent.setup({ applyAccept: false });
    await typing.click(screen.getByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% admin ${Date.now()}\n%%EOF\n`);
    await typing.upload(within(dialog).getByLabelText('Choose a file'), new File([bytes], 'insurance-card.pdf', { type: 'application/pdf' }));
    const number = `INS-${Date.now()}`;
    await typing.type(within(dialog).getByLabelText('Document number'), number);
    await typing.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const { data } = await client.from('documents').select('file_size,customer_id').eq('document_number', number).single();
    expect(data).toEqual({ file_size: bytes.length, customer_id: null });

    await searchFor(BOX, number, countText(1, NOUN));
    const [card] = await cardsOf('Documents');
    await typing.click(within(card!).getByRole('button', { name: 'View insurance-card' }));
    const view = await screen.findByRole('dialog', { name: 'insurance-card' });
    expect(await within(view).findByTitle('Preview of insurance-card.pdf')).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/v1/object/sign/documents/'),
    );
  });

  it("files a document for the customer chosen in the dialog, in that customer's folder", async () => {
    const client = await showAdmin(real.backend, '/admin/documents');
    const { data: customer } = await client.from('customers').select('id,company_name').not('company_name', 'is', null).limit(1).single();
    const typing = userEvent.setup({ applyAccept: false });
    await typing.click(screen.getByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% customer ${Date.now()}\n%%EOF\n`);
    await typing.upload(within(dialog).getByLabelText('Choose a file'), new File([bytes], 'power-of-attorney.pdf', { type: 'application/pdf' }));
    const number = `POA-${Date.now()}`;
    await typing.type(within(dialog).getByLabelText('Document number'), number);
    await typing.type(within(dialog).getByRole('combobox', { name: 'Customer' }), customer!.company_name!);
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent(customer!.company_name!), { timeout: 10_000 });
    await typing.keyboard('{ArrowDown}{Enter}');
    await typing.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const { data } = await client.from('documents').select('customer_id,file_path').eq('document_number', number).single();
    expect(data!.customer_id).toBe(customer!.id);
    expect(data!.file_path).toMatch(new RegExp(`^${customer!.id}/`));
  });
});
