import { DocumentCard as SharedDocumentCard, type BoardDocument } from '@export-portal/shared-records/cards';
import { DownloadDocumentButton, RenewDocumentButton, ViewDocumentButton } from '@export-portal/shared-records/documents';
import { RenewalReminder, ScheduleRenewalButton } from './RenewalDialogs';

/** One document with its validity, its file (View, Download) and its renewal (Renew Document, Schedule Renewal). */
export function DocumentCard({ document }: { document: BoardDocument }) {
  return (
    <SharedDocumentCard
      document={document}
      actions={[
        ...(document.renewal_reminder ? [<RenewalReminder key="reminder" document={document} />] : []),
        <>
          <ViewDocumentButton document={document} />
          <DownloadDocumentButton document={document} />
        </>,
        <>
          <RenewDocumentButton document={document} />
          <ScheduleRenewalButton document={document} />
        </>,
      ]}
    />
  );
}
