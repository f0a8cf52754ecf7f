import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button, PageSpinner } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import { lazyScreen } from '@export-portal/shared-auth';

/** A document as Renew Document needs it. */
export interface RenewableDocument {
  id: string;
  document_name: string;
  document_number: string | null;
  customer_id: string | null;
}

// The form, its checks and the file drop are downloaded when the dialog first opens, not with the list.
const RenewDocumentForm = lazyScreen<{ document: RenewableDocument; onDone: () => void }>(
  () => import('./RenewDocumentForm').then((module) => module.RenewDocumentForm),
  <PageSpinner label="Loading the form" />,
);

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
      {open ? <RenewDocumentForm document={document} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
