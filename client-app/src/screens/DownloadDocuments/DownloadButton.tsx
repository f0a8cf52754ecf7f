import { Download } from 'lucide-react';
import { Button } from '@export-portal/shared-ui';

/** A document's Download button, which has no action yet (it stays inert). */
export function DownloadButton({ documentName }: { documentName: string }) {
  return (
    <Button variant="outline" size="sm" aria-label={`Download ${documentName}`}>
      <Download aria-hidden size={16} />
      Download
    </Button>
  );
}
