import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, portalClient, setupRealBackend, signInStore } from '@export-portal/shared-auth/testing';
import { DEMO_ACCOUNTS } from '@export-portal/shared-domain';
import { documentMatchesSearch } from '@export-portal/shared-domain/testing';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const searchBox = () => screen.getByRole('searchbox', { name: 'Search documents by name, number or type' });

async function search(text: string) {
  await userEvent.clear(searchBox());
  if (text !== '') await userEvent.type(searchBox(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Download Documents', () => {
  it('finds the client’s documents by name, number or type, each with a Download button', async () => {
    const store = await renderClient('/client/download-documents', real.backend, 'client1');
    const { data: own } = await portalClient(store).from('documents').select('document_name,document_number,document_type');
    const document = own![0]!;
    for (const term of [document.document_name.toUpperCase(), document.document_number!, document.document_type]) {
      await search(term);
      const expected = own!.filter((candidate) => documentMatchesSearch(candidate, term));
      // The previous search's cards stay until this one's answer replaces them.
      await waitFor(async () => {
        const found = await within(await screen.findByRole('list', { name: 'Documents found' })).findAllByRole('article');
        expect(found.map((card) => within(card).getByRole('heading').textContent).sort()).toEqual(expected.map((row) => row.document_name).sort());
      });
    }
    const card = screen.getByRole('article', { name: document.document_name });
    await userEvent.click(within(card).getByRole('button', { name: `Download ${document.document_name}` }));
    expect(screen.getByRole('article', { name: document.document_name })).toBeInTheDocument();
  });

  it('shows the client’s own latest documents, newest first, each with a Download button, before any search', async () => {
    const store = await renderClient('/client/download-documents', real.backend, 'client1');
    const { data: own } = await portalClient(store).from('documents').select('document_name').order('created_at', { ascending: false }).limit(3);
    const client2 = createPortalStore(real.backend);
    const other = DEMO_ACCOUNTS.find((account) => account.email === 'client2@demo.test')!;
    await signInStore(client2, other.email, other.password, 'client');
    const { data: theirs } = await portalClient(client2).from('documents').select('document_name');
    expect(own!.length).toBeGreaterThan(0);
    expect(theirs!.length).toBeGreaterThan(0);

    const latest = await screen.findByRole('list', { name: 'Your latest documents' });
    const cards = await within(latest).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(own!.map((document) => document.document_name));
    for (const document of theirs!) expect(within(latest).queryByRole('article', { name: document.document_name })).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: `Download ${own![0]!.document_name}` })).toBeInTheDocument();
  });

  it('tells a client with no documents so, before any search', async () => {
    await renderClient('/client/download-documents', real.backend, 'new sign-up');
    expect(await screen.findByText("You don't have any documents yet.")).toBeInTheDocument();
  });

  it('does nothing on empty or whitespace input', async () => {
    await renderClient('/client/download-documents', real.backend, 'client1');
    await search('   ');
    expect(screen.queryByRole('region', { name: 'Documents found' })).not.toBeInTheDocument();
  });

  it('says when no document matches', async () => {
    await renderClient('/client/download-documents', real.backend, 'client1');
    await search('no such paper');
    expect(await screen.findByText('No documents found matching your search.')).toBeInTheDocument();
  });
});
