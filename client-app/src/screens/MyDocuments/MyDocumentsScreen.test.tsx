import { screen, within } from '@testing-library/react';
import { portalClient, setupRealBackend } from '@export-portal/shared-auth/testing';
import { documentValidity } from '@export-portal/shared-domain';
import { formatDate, formatFileSize } from '@export-portal/shared-ui';
import { renderClient } from '../../testing/renderClient';

const real = setupRealBackend();

const VALIDITY_TEXT = { valid: 'Valid', 'expiring-soon': 'Expires within 30 days', expired: 'Action Required: Document Expired' } as const;

describe('My Documents', () => {
  it("lists the client's documents with type, number, dates, validity badge and file size", async () => {
    const store = await renderClient('/client/my-documents', real.backend, 'client1');
    const { data: own } = await portalClient(store)
      .from('documents')
      .select('document_name,document_number,issue_date,expiry_date,file_size')
      .order('created_at', { ascending: false });
    const cards = await within(await screen.findByRole('list', { name: 'My documents' })).findAllByRole('article');
    expect(cards).toHaveLength(own!.length);
    const validities = new Set<string>();
    for (const document of own!) {
      const card = screen.getByRole('article', { name: document.document_name });
      const validity = documentValidity(document.expiry_date, new Date());
      validities.add(validity);
      expect(within(card).getByText(VALIDITY_TEXT[validity])).toBeInTheDocument();
      expect(within(card).getByText(document.document_number!)).toBeInTheDocument();
      expect(within(card).getByText(formatDate(document.issue_date))).toBeInTheDocument();
      expect(within(card).getByText(formatFileSize(document.file_size))).toBeInTheDocument();
    }
    expect(validities.size).toBeGreaterThan(1);
  });

  it("tells a client without documents that they don't have any yet", async () => {
    await renderClient('/client/my-documents', real.backend, 'new sign-up');
    expect(await screen.findByText("You don't have any documents yet.")).toBeInTheDocument();
  });
});
