import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalClient, renderSection, setupRealBackend } from '@export-portal/shared-auth/testing';
import StaffApp from '../../App';

const real = setupRealBackend();

async function showDocuments() {
  const store = await renderSection('staff_app', StaffApp, '/staff/documents', { backend: real.backend, role: 'staff' });
  return portalClient(store);
}

const cards = async () => within(await screen.findByRole('list', { name: 'Documents' })).findAllByRole('article');

describe('Document Operations', () => {
  it('filters by each of the eight document types', async () => {
    const client = await showDocuments();
    const { count } = await client.from('documents').select('id', { count: 'exact', head: true }).eq('document_type', 'bill_of_lading');
    await userEvent.click(screen.getByRole('combobox', { name: 'Document type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All types',
      'Title',
      'Invoice',
      'Bill of Lading',
      'Insurance',
      'Inspection',
      'Export Permit',
      'Customs',
      'Other',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Bill of Lading' }));
    expect(await screen.findByText(`${count} document${count === 1 ? '' : 's'}`)).toBeInTheDocument();
    for (const card of await cards()) expect(within(card).getByText('Bill of Lading')).toBeInTheDocument();
  });

  it('searches by number on the server', async () => {
    const client = await showDocuments();
    const { data } = await client.from('documents').select('document_name,document_number').not('document_number', 'is', null).limit(1).single();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search documents/ }), data!.document_number!);
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: data!.document_name })).toBeInTheDocument();
  });

  it("shows the spec's empty text when nothing matches", async () => {
    await showDocuments();
    await userEvent.type(screen.getByRole('searchbox', { name: /Search documents/ }), 'no such document');
    expect(await screen.findByText('No documents found matching your search criteria.')).toBeInTheDocument();
  });

  it('offers Upload Document, and View, Download, Renew Document and Schedule Renewal on each card', async () => {
    await showDocuments();
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeEnabled();
    const [card] = await cards();
    const name = within(card!).getByRole('heading').textContent;
    for (const action of ['View', 'Download', 'Renew Document', 'Schedule Renewal']) {
      expect(within(card!).getByRole('button', { name: `${action} ${name}` })).toBeInTheDocument();
    }
  });
});
