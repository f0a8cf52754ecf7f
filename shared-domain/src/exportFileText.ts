import { asIsoDate, type IsoDate } from './dates';
import type { DocumentType } from './documents';
import { EXPORT_FILE_REQUIREMENTS } from './exportFile';

/** A vehicle's export file as the database reports it: requirement keys with no document, and keys whose documents have all expired. */
export interface ExportFileState {
  missing: readonly string[] | null;
  expired: readonly string[] | null;
}

export type ExportFileTone = 'success' | 'warning' | 'danger';

export interface ExportFileSummary {
  complete: boolean;
  text: string;
  tone: ExportFileTone;
}

const LABEL_OF: ReadonlyMap<string, string> = new Map(EXPORT_FILE_REQUIREMENTS.map(({ requirement, label }) => [requirement, label]));
const ORDER_OF: ReadonlyMap<string, number> = new Map(EXPORT_FILE_REQUIREMENTS.map(({ requirement }, index) => [requirement, index]));

/** The requirements' labels in the table's order; a key the table does not know is shown as it is. */
export function exportFileLabels(keys: readonly string[] | null | undefined): string[] {
  return [...(keys ?? [])]
    .sort((a, b) => (ORDER_OF.get(a) ?? Number.MAX_SAFE_INTEGER) - (ORDER_OF.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map((key) => LABEL_OF.get(key) ?? key);
}

/**
 * "Export file complete", or what is missing and what has expired, e.g.
 * "Export file: missing Title; expired: Export permit or customs declaration". An expired
 * document needs renewing, so it is shown as danger; a file that only lacks documents is still
 * being put together and is a warning.
 */
export function exportFileSummary(state: ExportFileState): ExportFileSummary {
  const missing = exportFileLabels(state.missing);
  const expired = exportFileLabels(state.expired);
  if (missing.length === 0 && expired.length === 0) return { complete: true, text: 'Export file complete', tone: 'success' };
  const parts = [...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []), ...(expired.length > 0 ? [`expired: ${expired.join(', ')}`] : [])];
  return { complete: false, text: `Export file: ${parts.join('; ')}`, tone: expired.length > 0 ? 'danger' : 'warning' };
}

/** The document types that count towards a vehicle's export file. */
export const EXPORT_DOCUMENT_TYPES: readonly DocumentType[] = [...new Set(EXPORT_FILE_REQUIREMENTS.flatMap(({ documentTypes }) => documentTypes))];

/** A document as the export file names it. */
export interface ExportFileDocument {
  id: string;
  document_name: string;
  document_type: string;
  expiry_date: string | null;
}

export type RequirementState = 'met' | 'expired' | 'missing';

export interface RequirementStanding<Document extends ExportFileDocument> {
  requirement: string;
  label: string;
  state: RequirementState;
  /** The document meeting the requirement, or the expired one a renewal would replace. */
  document: Document | null;
}

const isExpired = (document: ExportFileDocument, today: IsoDate) => document.expiry_date !== null && document.expiry_date < today;

/**
 * Each requirement of the export file with its state as the database judged it, and the vehicle's
 * document that meets it (or, expired, the one to renew). The state is the database's, so the
 * page never disagrees with the refusal; the documents only name what it counted.
 */
export function exportFileStandings<Document extends ExportFileDocument>(
  state: ExportFileState,
  documents: readonly Document[],
  today: IsoDate | Date,
): RequirementStanding<Document>[] {
  const day = asIsoDate(today);
  return EXPORT_FILE_REQUIREMENTS.map(({ requirement, label, documentTypes }) => {
    const candidates = documents.filter((document) => (documentTypes as readonly string[]).includes(document.document_type));
    if (state.missing?.includes(requirement)) return { requirement, label, state: 'missing', document: null };
    if (state.expired?.includes(requirement)) return { requirement, label, state: 'expired', document: candidates[0] ?? null };
    return { requirement, label, state: 'met', document: candidates.find((document) => !isExpired(document, day)) ?? candidates[0] ?? null };
  });
}

/** "1 vehicle with an incomplete export file", "3 vehicles with …". */
export function incompleteVehiclesText(count: number): string {
  return `${count} ${count === 1 ? 'vehicle' : 'vehicles'} with an incomplete export file`;
}

export const CUSTOMS_RISK_LABEL = 'Customs deadline: export file incomplete';
