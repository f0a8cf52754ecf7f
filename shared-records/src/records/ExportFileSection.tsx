import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EXPORT_DOCUMENT_TYPES,
  businessToday,
  exportFileStandings,
  loadFailureMessage,
  type RequirementStanding,
  type ExportFileDocument,
} from '@export-portal/shared-domain';
import { Badge, formatDate, RecordRows, RecordSection } from '@export-portal/shared-ui';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { ExportFileBadge, useVehicleExportFile } from '../cards/exportFile';

export function exportDocumentsQuery(client: PortalClient, vehicleId: string) {
  return queryOptions<ExportFileDocument[]>({
    queryKey: [...tableKeys('documents').all, 'export-documents', vehicleId],
    queryFn: async () => {
      const { data, error } = await client
        .from('documents')
        .select('id,document_name,document_type,expiry_date')
        .eq('vehicle_id', vehicleId)
        .in('document_type', EXPORT_DOCUMENT_TYPES)
        // The latest expiry first, so the document named is the one that lasts longest.
        .order('expiry_date', { ascending: false, nullsFirst: true })
        .order('id');
      if (error) throw error;
      return data;
    },
  });
}

function standingText({ state, document }: RequirementStanding<ExportFileDocument>): string {
  if (state === 'missing') return 'Missing';
  if (state === 'expired') return document ? `Expired: ${document.document_name} (${formatDate(document.expiry_date)})` : 'Expired';
  return document ? `Met by ${document.document_name}` : 'Met';
}

const TONE = { met: 'success', expired: 'danger', missing: 'warning' } as const;

/** What the vehicle needs before it can leave: each requirement with its state and the document meeting it. */
export function ExportFileSection({ vehicleId }: { vehicleId: string }) {
  const documents = useQuery(exportDocumentsQuery(useSupabase(), vehicleId));
  const file = useVehicleExportFile(vehicleId);
  // The section waits for both reads: the states are the database's, the documents only name them.
  const read = {
    ...documents,
    data: documents.data && file.data !== undefined ? { documents: documents.data, state: file.data } : undefined,
    isPending: documents.isPending || file.isPending,
    isError: documents.isError || file.isError,
    isFetching: documents.isFetching || file.isFetching,
    error: documents.error ?? file.error,
    refetch: () => Promise.all([documents.refetch(), file.refetch()]),
  };
  return (
    <RecordSection
      heading="Export file"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading the export file"
      emptyText="No export file for this vehicle."
      isEmpty={({ state }) => state === null}
      aside={file.data ? <ExportFileBadge state={file.data} /> : null}
    >
      {({ documents: rows, state }) => (
        <RecordRows aria-label="Export file requirements">
          {exportFileStandings(state ?? { missing: [], expired: [] }, rows, businessToday()).map((standing) => (
            <li key={standing.requirement}>
              <strong>{standing.label}</strong>
              <span>
                <Badge tone={TONE[standing.state]}>{standingText(standing)}</Badge>
              </span>
            </li>
          ))}
        </RecordRows>
      )}
    </RecordSection>
  );
}
