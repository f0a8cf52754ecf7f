import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Download, X } from 'lucide-react';
import { dataFailureKind } from '@export-portal/shared-domain';
import { Button, Spinner, formatCount, toast, saveFile } from '@export-portal/shared-ui';
import { useAuth, useSupabase, type ListFilters, type ListRequest } from '@export-portal/shared-auth';
import type { ListSource } from './listBatches';
import type { CsvRecords, DownloadColumn, DownloadProgress } from './listDownload';

const Exporting = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Progress = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
`;

interface ExportCsvButtonBase<Row, Filters extends ListFilters> {
  /** The list the screen shows; the file holds its rows for `request`, in its order. */
  list: { definition: ListSource<Row, Filters> };
  /** What the screen shows: its search, filters and sort (the page is not a part of it). */
  request: ListRequest<Filters>;
  /** The file's first word: "vehicles" saves vehicles-2026-11-27.csv (with the search, when there is one). */
  subject: string;
  /** While the list shows no rows there is nothing to export. */
  disabled?: boolean;
  label?: string;
  icon?: ReactNode;
}

/**
 * The file's columns: the table's columns that have a plain value, or a list of its own, written
 * by the page; or, for a list that can reach a hundred thousand rows, the records the database writes.
 */
export type ExportCsvButtonProps<Row, Filters extends ListFilters> = ExportCsvButtonBase<Row, Filters> &
  ({ columns: readonly DownloadColumn<NoInfer<Row>>[]; records?: never } | { records: CsvRecords<Filters>; columns?: never });

const FAILURE_SHOWN_MS = 12_000;

/** "Exporting 12,000 of 100,000…", or how many so far while the total is not known yet. */
function exportingText({ written, total }: DownloadProgress): string {
  if (total === null) return written === 0 ? 'Exporting…' : `Exporting ${formatCount(written)} rows…`;
  return `Exporting ${formatCount(written)} of ${formatCount(Math.max(total, written))}…`;
}

/** Why an export failed, in words for the person who asked for it. */
function failureReason(error: unknown): string {
  switch (dataFailureKind(error)) {
    case 'offline':
      return 'You are offline. Try again once the connection is back.';
    case 'network':
      return 'The server could not be reached. Check your connection and try again.';
    case 'permission':
      return 'You do not have permission to read these records.';
    default:
      return 'The server could not complete the request. Please try again.';
  }
}

/**
 * Export CSV: every row the list shows for its search and filters, not one page, read from the
 * server a batch at a time with the progress and a Cancel beside the list. The reading and the
 * CSV writing are downloaded when the first export starts. Cancelling, leaving the screen or
 * closing the tab aborts the request under way and sends no more; a failure saves nothing.
 */
export function ExportCsvButton<Row, Filters extends ListFilters>({
  list,
  request,
  columns,
  records,
  subject,
  disabled = false,
  label = 'Export CSV',
  icon = <Download aria-hidden size={14} />,
}: ExportCsvButtonProps<Row, Filters>) {
  const client = useSupabase();
  const user = useAuth().user?.id ?? '';
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const exporting = progress !== null;

  useEffect(() => () => running.current?.abort(), []);

  // The button pressed gives way to Cancel and comes back after: focus follows, as the button it was on is gone.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!hadFocus.current) return;
    (exporting ? cancelButton : exportButton).current?.focus();
  }, [exporting]);

  const finish = (controller: AbortController) => {
    if (running.current !== controller) return;
    running.current = null;
    hadFocus.current = cancelButton.current !== null && document.activeElement === cancelButton.current;
    setProgress(null);
  };

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    hadFocus.current = document.activeElement === exportButton.current;
    setProgress({ written: 0, total: null });
    try {
      const { downloadList, downloadRecords } = await import('./listDownload');
      const download = {
        source: list.definition,
        client,
        request,
        user,
        signal: controller.signal,
        subject,
        onProgress: (now: DownloadProgress) => {
          if (!controller.signal.aborted) setProgress(now);
        },
      };
      const file = await (records ? downloadRecords({ ...download, records }) : downloadList({ ...download, columns: columns ?? [] }));
      if (controller.signal.aborted) {
        file.release?.();
        return;
      }
      saveFile(file);
      toast.success('Export saved', { description: `${file.name}: ${formatCount(file.rows)} ${file.rows === 1 ? 'row' : 'rows'}` });
    } catch (error) {
      if (controller.signal.aborted) return;
      // Kept longer than other toasts: its person may have looked away during a long export.
      toast.error('Export failed', { description: `Nothing was saved. ${failureReason(error)}`, duration: FAILURE_SHOWN_MS });
    } finally {
      finish(controller);
    }
  };

  const cancel = () => {
    const controller = running.current;
    if (!controller) return;
    controller.abort();
    finish(controller);
    toast.success('Export cancelled', { description: 'Nothing was saved.' });
  };

  if (progress) {
    return (
      <Exporting>
        <Progress role="status">
          <Spinner size="sm" />
          {exportingText(progress)}
        </Progress>
        <Button ref={cancelButton} size="sm" variant="outline" onClick={cancel} aria-label="Cancel export">
          <X aria-hidden size={14} />
          Cancel
        </Button>
      </Exporting>
    );
  }
  return (
    <Button ref={exportButton} size="sm" variant="outline" disabled={disabled} onClick={() => void start()}>
      {icon}
      {label}
    </Button>
  );
}
