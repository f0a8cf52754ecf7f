import {
  CSV_BYTE_ORDER_MARK,
  CSV_MEDIA_TYPE,
  csvFileName,
  csvHeader,
  csvRecords,
  type CsvColumn,
  type CsvValue,
} from '@export-portal/shared-domain/csv';
import { toIsoDate } from '@export-portal/shared-domain';
import type { ListFilters } from '@export-portal/shared-auth';
import { openFileSink } from './fileSink';
import { listBatches, type BatchReading, type ListSource } from './listBatches';
import type { PageFile } from './saveFile';

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

/** Adds to a batch's rows what the list's read lacks (the admin's purchase prices), read as the download goes. */
export type CompleteRows<Row, Out> = (rows: Row[], signal: AbortSignal) => Promise<Out[]>;

export interface ListDownload<Row, Filters extends ListFilters, Out> extends BatchReading<Filters> {
  source: ListSource<Row, Filters>;
  columns: readonly DownloadColumn<Out>[];
  /** The file's first word: "vehicles" saves vehicles-2026-11-27.csv. */
  subject: string;
  complete?: CompleteRows<Row, Out> | undefined;
  onProgress: (progress: DownloadProgress) => void;
}

/** A CSV file of one list. */
export interface CsvFile extends PageFile {
  rows: number;
}

/** How many rows the request matches: the total the database keeps, else a count; unknown when it cannot be read. */
async function matchingRows<Row, Filters extends ListFilters>({ source, client, request, user, signal }: ListDownload<Row, Filters, unknown>) {
  const kept = source.keptTotal?.(client, request) ?? null;
  const { count, error } = await (kept ??
    source
      .rows(client, { ...request, user }, { count: 'exact' })
      .limit(0)
      .abortSignal(signal));
  return error ? null : count;
}

/**
 * Every row of the list as the screen shows it (its search, filters and order), written as CSV
 * batch by batch: each batch becomes text and goes to the file at once, so the page keeps no
 * rows, and the file's bytes wait on disk (or in the browser's blob store) rather than in the
 * page's memory. A download that fails or is cancelled leaves nothing behind.
 */
export async function downloadList<Row, Filters extends ListFilters, Out = Row>(download: ListDownload<Row, Filters, Out>): Promise<CsvFile> {
  const { columns, subject, complete, signal, onProgress, request } = download;
  const written: CsvColumn<Out>[] = columns.flatMap(({ header, value }) => (value ? [{ header, value }] : []));
  const progress: DownloadProgress = { written: 0, total: null };
  void matchingRows(download as ListDownload<Row, Filters, unknown>).then((total) => {
    if (signal.aborted) return;
    progress.total = total;
    onProgress({ ...progress });
  });
  const sink = await openFileSink();
  try {
    await sink.write(CSV_BYTE_ORDER_MARK + csvHeader(written));
    for await (const rows of listBatches(download.source, download)) {
      const completed = complete ? await complete(rows, signal) : (rows as unknown as Out[]);
      signal.throwIfAborted();
      await sink.write(csvRecords(written, completed));
      progress.written += rows.length;
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
