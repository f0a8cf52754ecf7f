import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import { formatDate, formatFileSize } from '@export-portal/shared-ui';
import StaffApp from '../../App';

const real = setupRealBackend();
// An upload, its save and the reads after it take longer than a read alone on a busy machine.
jest.setTimeout(40_000);

/** The bytes of a small PDF: a header, a body that differs per call, and the end marker. */
const pdfBytes = (body: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${body}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const pdfFile = (name: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name, { type: 'application/pdf' });

async function downloadedBytes(href: string): Promise<number[]> {
  const response = await fetch(href);
  expect(response.ok).toBe(true);
  return [...new Uint8Array(await response.arrayBuffer())];
}

async function showDocuments(path = '/staff/documents') {
  const store = await renderSection('staff_app', StaffApp, path, { backend: real.backend, role: 'staff' });
  return portalClient(store);
}

/** The links the page would follow to save a file, caught instead of followed (jsdom cannot download). */
function catchDownloads() {
  const links: { href: string; download: string }[] = [];
  const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ href: this.href, download: this.download });
  });
  return { links, restore: () => spy.mockRestore() };
}

const user = () => userEvent.setup({ applyAccept: false });

async function uploadThroughDialog(file: File, number: string) {
  const typing = user();
  await typing.click(screen.getByRole('button', { name: 'Upload Document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
  await typing.upload(within(dialog).getByLabelText('Choose a file'), file);
  await typing.type(within(dialog).getByLabelText('Document number'), number);
  await typing.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(), { timeout: 15_000 });
}

async function cardOf(name: string, number: string) {
  await user().type(screen.getByRole('searchbox', { name: /Search documents/ }), number);
  // The search's answer replaces the cards: the card is the one it lists.
  await screen.findByText('1 document', {}, { timeout: 10_000 });
  return screen.findByRole('article', { name });
}

describe('the document vault in Document Operations', () => {
  it('uploads a PDF, which the card shows with the size the server stored, and views and downloads it', async () => {
    const client = await showDocuments();
    const bytes = pdfBytes(`upload ${Date.now()}`);
    const file = pdfFile('export-permit-4711.pdf', bytes);
    const number = `EXP-${Date.now()}`;
    await uploadThroughDialog(file, number);
    expect(await screen.findByText('Document uploaded successfully!')).toBeInTheDocument();

    const { data } = await client.from('documents').select('id,file_size,file_name,file_path').eq('document_number', number).single();
    expect(data!.file_size).toBe(file.size);
    expect(data!.file_name).toBe('export-permit-4711.pdf');
    const card = await cardOf('export-permit-4711', number);
    expect(within(card).getByText(formatFileSize(file.size))).toBeInTheDocument();

    await user().click(within(card).getByRole('button', { name: 'View export-permit-4711' }));
    const dialog = await screen.findByRole('dialog', { name: 'export-permit-4711' });
    const frame = await within(dialog).findByTitle('Preview of export-permit-4711.pdf');
    expect(frame.getAttribute('src')).toMatch(/\/storage\/v1\/object\/sign\/documents\/.+\?token=/);
    await user().keyboard('{Escape}');

    const downloads = catchDownloads();
    try {
      await user().click(within(card).getByRole('button', { name: 'Download export-permit-4711' }));
      await waitFor(() => expect(downloads.links).toHaveLength(1));
    } finally {
      downloads.restore();
    }
    expect(downloads.links[0]!.download).toBe('export-permit-4711.pdf');
    expect(await downloadedBytes(downloads.links[0]!.href)).toEqual([...bytes]);
  });

  it("files a document under a shipment chosen by searching, and under the shipment's customer", async () => {
    const client = await showDocuments();
    const { data: shipment } = await client
      .from('shipments')
      .select('id,shipment_number,customer_id')
      .not('customer_id', 'is', null)
      .limit(1)
      .single();
    const typing = user();
    await typing.click(screen.getByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await typing.upload(within(dialog).getByLabelText('Choose a file'), pdfFile('bill-of-lading.pdf', pdfBytes(`bol ${Date.now()}`)));
    const number = `BOL-${Date.now()}`;
    await typing.type(within(dialog).getByLabelText('Document number'), number);
    const box = within(dialog).getByRole('combobox', { name: 'Shipment' });
    await typing.type(box, shipment!.shipment_number);
    // The options of the typed number, once the search has answered: the only one is the shipment.
    await waitFor(
      () =>
        expect(
          within(dialog)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([expect.stringContaining(shipment!.shipment_number)]),
      { timeout: 10_000 },
    );
    await typing.keyboard('{ArrowDown}{Enter}');
    expect((box as HTMLInputElement).value).toContain(shipment!.shipment_number);
    await typing.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const { data } = await client.from('documents').select('shipment_id,customer_id,file_path').eq('document_number', number).single();
    expect(data).toMatchObject({ shipment_id: shipment!.id, customer_id: shipment!.customer_id });
    expect(data!.file_path).toMatch(new RegExp(`^${shipment!.customer_id}/`));
  });

  it('refuses a file that is not a PDF, JPEG or PNG, or is over 20 MB, and keeps what was typed', async () => {
    await showDocuments();
    const typing = user();
    await typing.click(screen.getByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await typing.type(within(dialog).getByLabelText('Document name'), 'Signed contract');
    await typing.upload(within(dialog).getByLabelText('Choose a file'), new File(['hello'], 'contract.docx', { type: 'application/msword' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('contract.docx is not a PDF, JPEG or PNG file.');
    const large = pdfFile('scan.pdf', pdfBytes('large'));
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
    await typing.upload(within(dialog).getByLabelText('Choose a file'), large);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('scan.pdf is larger than 20 MB.');
    await typing.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('scan.pdf is larger than 20 MB.');
    expect(within(dialog).getByLabelText('Document name')).toHaveValue('Signed contract');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renews a document into version 2 and keeps version 1 downloadable in its history', async () => {
    const client = await showDocuments();
    const firstBytes = pdfBytes(`first ${Date.now()}`);
    const first = pdfFile('title-9001.pdf', firstBytes);
    const number = `TTL-${Date.now()}`;
    await uploadThroughDialog(first, number);
    const card = await cardOf('title-9001', number);

    const typing = user();
    await typing.click(within(card).getByRole('button', { name: 'Renew Document title-9001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Document' });
    const second = pdfFile('title-9001-renewed.pdf', pdfBytes(`second ${Date.now()}`));
    await typing.upload(within(dialog).getByLabelText('Choose a file'), second);
    // A renewal mostly keeps the paper's number: the form starts with it.
    expect(within(dialog).getByLabelText('Document number')).toHaveValue(number);
    await typing.type(within(dialog).getByLabelText('Expiry date'), '2031-01-31');
    await typing.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renew Document' })).not.toBeInTheDocument(), { timeout: 15_000 });

    const { data } = await client.from('documents').select('id,file_name,expiry_date').eq('document_number', number).single();
    expect(data).toMatchObject({ file_name: 'title-9001-renewed.pdf', expiry_date: '2031-01-31' });

    const renewed = await screen.findByRole('article', { name: 'title-9001' });
    await waitFor(() => expect(within(renewed).getByText(formatDate('2031-01-31'))).toBeInTheDocument());
    await typing.click(within(renewed).getByRole('button', { name: 'View title-9001' }));
    const view = await screen.findByRole('dialog', { name: 'title-9001' });
    const versions = await within(view).findByRole('list', { name: 'Versions' });
    const rows = within(versions).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Version 2', 'Version 1']);
    expect(rows[1]).toHaveTextContent('title-9001.pdf');

    const downloads = catchDownloads();
    try {
      await typing.click(within(rows[1]!).getByRole('button', { name: 'Download version 1' }));
      await waitFor(() => expect(downloads.links).toHaveLength(1));
    } finally {
      downloads.restore();
    }
    expect(await downloadedBytes(downloads.links[0]!.href)).toEqual([...firstBytes]);
  });

  it('schedules a renewal, shown on the card, and clears it', async () => {
    const client = await showDocuments();
    const { data: document } = await client
      .from('documents')
      .select('id,document_name,document_number')
      .not('document_number', 'is', null)
      .is('renewal_reminder', null)
      .limit(1)
      .single();
    const card = await cardOf(document!.document_name, document!.document_number!);
    const typing = user();
    await typing.click(within(card).getByRole('button', { name: `Schedule Renewal ${document!.document_name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Renewal' });
    await typing.type(within(dialog).getByLabelText('Reminder date'), '2020-01-02');
    await typing.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText(`Renewal reminder: ${formatDate('2020-01-02')}`)).toBeInTheDocument();
    const { data: saved } = await client.from('documents').select('renewal_reminder').eq('id', document!.id).single();
    expect(saved!.renewal_reminder).toBe('2020-01-02');

    await typing.click(screen.getByRole('button', { name: `Clear the renewal reminder of ${document!.document_name}` }));
    await waitFor(() => expect(screen.queryByText(`Renewal reminder: ${formatDate('2020-01-02')}`)).not.toBeInTheDocument());
    const { data: cleared } = await client.from('documents').select('renewal_reminder').eq('id', document!.id).single();
    expect(cleared!.renewal_reminder).toBeNull();
  });

  it('lists documents with a renewal reminder among the priority tasks, soonest first', async () => {
    const store = await renderSection('staff_app', StaffApp, '/staff', { backend: real.backend, role: 'staff' });
    const client = portalClient(store);
    // The dashboard joins its live updates once its first screen is shown; a change made after that arrives live.
    await screen.findByText('Live', {}, { timeout: 10_000 });
    const { data } = await client.from('documents').select('id,document_name').is('renewal_reminder', null).limit(1).single();
    const { error } = await client.from('documents').update({ renewal_reminder: '2019-12-31' }).eq('id', data!.id);
    expect(error).toBeNull();
    const reminders = await screen.findByRole('list', { name: 'Renewal reminders' }, { timeout: 10_000 });
    // The reminder set after the dashboard opened arrives as a live change, ahead of the later ones.
    await waitFor(
      () => {
        const [soonest] = within(reminders).getAllByRole('listitem');
        expect(within(soonest!).getByRole('link', { name: data!.document_name })).toHaveAttribute(
          'href',
          expect.stringContaining('/staff/documents?q='),
        );
      },
      { timeout: 10_000 },
    );
  });
});
