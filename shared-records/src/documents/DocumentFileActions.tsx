import { useQuery } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ACTION_MESSAGES, loadFailureMessage } from '@export-portal/shared-domain';
import { documentPreviewKind } from '@export-portal/shared-domain/document-files';
import { Alert, Button, RetryButton, Spinner, formatDate, formatDateTime, formatFileSize, toast } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import { useSupabase } from '@export-portal/shared-auth';
import { downloadDocumentFile, fileFailureReason, signedFileUrl } from './documentStorage';

/** A document as its file buttons need it: the current version's file, if there is one yet. */
export interface FiledDocument {
  id: string;
  document_name: string;
  file_path: string | null;
  file_name: string | null;
  mime_type: string | null;
}

/** Why View and Download are off for a document that has no file. */
export const NO_FILE_REASON = 'No file uploaded yet';

const Preview = styled.div`
  display: grid;
  place-items: center;
  min-height: 16rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  iframe {
    width: 100%;
    height: 60vh;
    border: 0;
  }
  img {
    max-width: 100%;
    max-height: 60vh;
    object-fit: contain;
  }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Versions = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  li + li {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Starts a download of a stored file under its own name; a failure is told in a toast. */
export function useFileDownload() {
  const client = useSupabase();
  const [busy, setBusy] = useState(false);
  const download = async (objectPath: string, fileName: string) => {
    setBusy(true);
    try {
      await downloadDocumentFile(client, objectPath, fileName);
    } catch (error) {
      toast.error(ACTION_MESSAGES.downloadDocument.failure, { description: fileFailureReason(error) });
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}

/** A document's Download button: the current version's file, saved under its name. */
export function DownloadDocumentButton({ document, size = 'sm' }: { document: FiledDocument; size?: 'sm' | 'md' }) {
  const { download, busy } = useFileDownload();
  const { file_path: path, file_name: name } = document;
  return (
    <Button
      size={size}
      variant="outline"
      aria-label={`Download ${document.document_name}`}
      title={path ? undefined : NO_FILE_REASON}
      disabled={!path}
      loading={busy}
      onClick={() => {
        if (path) void download(path, name ?? document.document_name);
      }}
    >
      <Download aria-hidden size={14} />
      Download
    </Button>
  );
}

/** The file shown in the page from a link that works for a minute. */
function FilePreview({ objectPath, mimeType, name }: { objectPath: string; mimeType: string | null; name: string }) {
  const client = useSupabase();
  const url = useQuery({
    queryKey: ['document_files', 'preview', objectPath],
    queryFn: () => signedFileUrl(client, objectPath),
    // The link expires within a minute: never show a kept one.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const kind = documentPreviewKind(mimeType);
  if (url.isPending)
    return (
      <Loading role="status">
        <Spinner size="sm" />
        Loading the preview…
      </Loading>
    );
  if (url.isError)
    return (
      <Alert tone="danger" title="The file could not be opened.">
        {fileFailureReason(url.error)}
        <RetryButton onRetry={() => void url.refetch()} />
      </Alert>
    );
  if (kind === 'pdf') return <iframe title={`Preview of ${name}`} src={url.data} />;
  if (kind === 'image') return <img alt={`Preview of ${name}`} src={url.data} />;
  return <p>This file cannot be previewed; download it to open it.</p>;
}

interface VersionRow {
  id: string;
  version: number;
  object_path: string;
  file_name: string;
  mime_type: string | null;
  file_size: number | null;
  document_number: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  uploaded_at: string;
}

/** Every version of the document, newest first; the earlier ones stay readable after a renewal. */
function DocumentVersions({ documentId, onView }: { documentId: string; onView: (version: VersionRow) => void }) {
  const client = useSupabase();
  const { download } = useFileDownload();
  const versions = useQuery({
    queryKey: ['document_files', 'of', documentId],
    queryFn: async (): Promise<VersionRow[]> => {
      const { data, error } = await client
        .from('document_files')
        .select('id,version,object_path,file_name,mime_type,file_size,document_number,issue_date,expiry_date,uploaded_at')
        .eq('document_id', documentId)
        .order('version', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
  return (
    <Versions aria-labelledby={`versions-${documentId}`}>
      <h3 id={`versions-${documentId}`}>Versions</h3>
      {versions.isPending ? (
        <Loading role="status">
          <Spinner size="sm" />
          Loading the versions…
        </Loading>
      ) : versions.isError ? (
        <Alert tone="danger" title={loadFailureMessage(versions.error)}>
          <RetryButton onRetry={() => void versions.refetch()} />
        </Alert>
      ) : (
        <ol aria-label="Versions">
          {versions.data.map((version) => (
            <li key={version.id} aria-label={`Version ${version.version}`}>
              <span>
                <strong>Version {version.version}</strong> · {version.file_name}{' '}
                <Muted>
                  {[
                    version.document_number,
                    version.issue_date ? `issued ${formatDate(version.issue_date)}` : null,
                    version.expiry_date ? `expires ${formatDate(version.expiry_date)}` : null,
                    formatFileSize(version.file_size),
                    `uploaded ${formatDateTime(version.uploaded_at)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </span>
              <Row>
                <Button size="sm" variant="ghost" aria-label={`View version ${version.version}`} onClick={() => onView(version)}>
                  <Eye aria-hidden size={14} />
                  View
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Download version ${version.version}`}
                  onClick={() => void download(version.object_path, version.file_name)}
                >
                  <Download aria-hidden size={14} />
                  Download
                </Button>
              </Row>
            </li>
          ))}
        </ol>
      )}
    </Versions>
  );
}

/** A document's View button: its file previewed in a dialog, with Download and the document's versions. */
export function ViewDocumentButton({ document, size = 'sm' }: { document: FiledDocument; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  const { download, busy } = useFileDownload();
  const current = document.file_path
    ? { object_path: document.file_path, file_name: document.file_name ?? document.document_name, mime_type: document.mime_type }
    : null;
  // An earlier version chosen from the history; none shows the current one, whatever it is by then.
  const [shown, setShown] = useState<{ object_path: string; file_name: string; mime_type: string | null } | null>(null);
  const viewed = shown ?? current;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setShown(null);
      }}
      title={document.document_name}
      description={viewed?.file_name}
      trigger={
        <Button
          size={size}
          variant="outline"
          aria-label={`View ${document.document_name}`}
          title={document.file_path ? undefined : NO_FILE_REASON}
          disabled={!document.file_path}
        >
          <Eye aria-hidden size={14} />
          View
        </Button>
      }
    >
      {open && viewed ? (
        <>
          <Preview>
            <FilePreview key={viewed.object_path} objectPath={viewed.object_path} mimeType={viewed.mime_type} name={viewed.file_name} />
          </Preview>
          <Row>
            <Button size="sm" loading={busy} onClick={() => void download(viewed.object_path, viewed.file_name)}>
              <Download aria-hidden size={14} />
              Download
            </Button>
          </Row>
          <DocumentVersions documentId={document.id} onView={(version) => setShown(version)} />
        </>
      ) : null}
    </Dialog>
  );
}
