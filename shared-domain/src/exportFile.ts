import type { DocumentType } from './documents';

/**
 * The papers a vehicle needs before it can leave the country. A requirement is met by a
 * document of the vehicle of one of its types that has not expired. The database holds the same
 * table (public.export_file_requirements) and refuses a departure without them.
 */
export const EXPORT_FILE_REQUIREMENTS = [
  { requirement: 'title', label: 'Title', documentTypes: ['title'] },
  { requirement: 'sale', label: 'Bill of sale or invoice', documentTypes: ['invoice'] },
  { requirement: 'clearance', label: 'Export permit or customs declaration', documentTypes: ['export_permit', 'customs'] },
] as const satisfies ReadonlyArray<{ requirement: string; label: string; documentTypes: readonly DocumentType[] }>;

export type ExportFileRequirement = (typeof EXPORT_FILE_REQUIREMENTS)[number]['requirement'];

/** Customs wants the papers of a used vehicle this many hours before it sails, unless the business sets otherwise. */
export const DEFAULT_CUSTOMS_LEAD_TIME_HOURS = 72;
