import type { PageFile } from '@export-portal/shared-ui';
import {
  CSV_BYTE_ORDER_MARK,
  CSV_MEDIA_TYPE,
  csvFileName,
  csvHeader,
  csvRecord,
  csvRecords,
  type CsvColumn,
  type CsvValue,
} from '@export-portal/shared-domain/csv';
import { toIsoDate } from '@export-portal/shared-domain';
import type { ListFilters, ListQuery, ListRequest, PortalClient, RawRow } from '@export-portal/shared-auth';
import { openFileSink } from './fileSink';
import { listBatches, orderOf, rawBatches, type BatchReading, type ListSource } from './listBatches';

/** A column as a download reads it: its heading and plain value; a table column without a value is left out. */
export interface DownloadColumn<Row> {
  header: string;
  value?: ((row: Row) => CsvValue) | undefined;
}

/** How far a download has come: rows written, of how many the request matched (null until known). */
export interface DownloadProgress {
  written: number;
  total: number | null;
}

/**
 * A list whose file the database writes: each row comes with its CSV record (`csv_record`, the
 * header's columns in the portal's CSV rules), so the page joins text and builds no rows of values.
 */
export interface CsvRecords<Filters extends ListFilters> {
  header: readonly string[];
  /** The list's rows for the request, selecting `select` (the order's columns and `csv_record`). */
  read: (client: PortalClient, request: ListRequest<Filters> & { user: string }, select: string) => ListQuery<RawRow>;
}

interface Download<Row, Filters extends ListFilters> extends BatchReading<Filters> {
  source: ListSource<Row, Filters>;
  /** The file's first word: "vehicles" saves vehicles-2026-11-27.csv. */
  subject: string;
  onProgress: (progress: DownloadProgress) => void;
}

export interface ListDownload<Row, Filters extends ListFilters> extends Download<Row, Filters> {
  columns: readonly DownloadColumn<Row>[];
}

export interface RecordsDownload<Row, Filters extends ListFilters> extends Download<Row, Filters> {
  records: CsvRecords<Filters>;
}

/** A CSV file of one list. */
export interface CsvFile extends PageFile {
  rows: number;
}

/** How many rows the request matches: the total the database keeps, else a count; unknown when it cannot be read. */
async function matchingRows<Row, Filters extends ListFilters>({ source, client, request, user, signal }: Download<Row, Filters>) {
  const kept = source.keptTotal?.(client, request) ?? null;
  const { count, error } = await (kept ??
    source
      .rows(client, { ...request, user }, { count: 'exact' })
      .limit(0)
      .abortSignal(signal));
  return error ? null : count;
}

/** A batch of the file: its records' text and how many rows they are. */
interface WrittenBatch {
  text: string;
  rows: number;
}

/**
 * Writes the heading and then each batch's records as they come: each goes to the file at once,
 * so the page keeps no rows, and the file's bytes wait on disk (or in the browser's blob store)
 * rather than in the page's memory. A download that fails or is cancelled leaves nothing behind.
 */
async function writeCsv<Row, Filters extends ListFilters>(
  download: Download<Row, Filters>,
  header: string,
  batches: AsyncIterable<WrittenBatch>,
): Promise<CsvFile> {
  const { subject, signal, onProgress, request } = download;
  const progress: DownloadProgress = { written: 0, total: null };
  void matchingRows(download).then((total) => {
    if (signal.aborted) return;
    progress.total = total;
    onProgress({ ...progress });
  });
  const sink = await openFileSink();
  try {
    await sink.write(CSV_BYTE_ORDER_MARK + header);
    for await (const { text, rows } of batches) {
      signal.throwIfAborted();
      await sink.write(text);
      progress.written += rows;
      onProgress({ ...progress });
    }
    signal.throwIfAborted();
    const { blob, release } = await sink.finish(CSV_MEDIA_TYPE);
    return { name: csvFileName(subject, toIsoDate(new Date()), request.search), blob, release, rows: progress.written };
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

/** Every row of the list as the screen shows it (its search, filters and order), written as CSV by the page, batch by batch. */
export function downloadList<Row, Filters extends ListFilters>(download: ListDownload<Row, Filters>): Promise<CsvFile> {
  const written: CsvColumn<Row>[] = download.columns.flatMap(({ header, value }) => (value ? [{ header, value }] : []));
  async function* batches() {
    for await (const rows of listBatches(download.source, download)) yield { text: csvRecords(written, rows), rows: rows.length };
  }
  return writeCsv(download, csvHeader(written), batches());
}

/** Every row of the list as the screen shows it, in the CSV records the database writes for it, batch by batch. */
export function downloadRecords<Row, Filters extends ListFilters>(download: RecordsDownload<Row, Filters>): Promise<CsvFile> {
  const { source, request, records } = download;
  const order = orderOf(source, request);
  const select = [...new Set([order.column, 'id', 'csv_record'])].join(',');
  async function* batches() {
    for await (const rows of rawBatches((client, asked) => records.read(client, asked, select), order, download)) {
      let text = '';
      for (const row of rows) text += `${String(row.csv_record)}\r\n`;
      yield { text, rows: rows.length };
    }
  }
  return writeCsv(download, csvRecord(records.header), batches());
}
