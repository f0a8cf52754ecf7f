/**
 * Export CSV: a list's rows as a file, downloaded with the screens that offer it; the reading
 * and CSV writing behind the button are downloaded when an export starts.
 */
export * from './ExportCsvButton';
export type { CsvRecords, DownloadColumn, DownloadProgress } from './listDownload';
