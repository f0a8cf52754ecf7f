import { CalendarClock, Download, Eye, RefreshCw } from 'lucide-react';
import { DocumentCard as SharedDocumentCard, type BoardDocument } from '@export-portal/shared-auth/lists';
import { Button } from '@export-portal/shared-ui';

/** One document with its validity; every button is inert. */
export function DocumentCard({ document }: { document: BoardDocument }) {
  return (
    <SharedDocumentCard
      document={document}
      actions={[
        <>
          <Button size="sm" variant="outline">
            <Eye aria-hidden size={14} />
            View
          </Button>
          <Button size="sm" variant="outline">
            <Download aria-hidden size={14} />
            Download
          </Button>
        </>,
        <>
          <Button size="sm" variant="ghost">
            <RefreshCw aria-hidden size={14} />
            Renew Document
          </Button>
          <Button size="sm" variant="ghost">
            <CalendarClock aria-hidden size={14} />
            Schedule Renewal
          </Button>
        </>,
      ]}
    />
  );
}
