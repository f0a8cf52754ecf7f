import { PostgrestClient } from '@supabase/postgrest-js';
import { StorageClient } from '@supabase/storage-js';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Database } from '@export-portal/shared-domain';

/**
 * The demo business's papers as real files: each document the seed creates gets a one-page PDF
 * saying what it is, uploaded through the Storage API and filed as the document's first version,
 * so View and Download work from the first start. Documents that already have a file are left
 * alone, so running it again changes nothing.
 */

/** The two APIs this needs, as the service role; supabase-js would also open Realtime, which needs Node 22's WebSocket. */
interface ServiceClient {
  rest: PostgrestClient<Database>;
  storage: StorageClient;
}

function serviceClient(url: string, serviceRoleKey: string): ServiceClient {
  const base = url.replace(/\/$/, '');
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
  return { rest: new PostgrestClient<Database>(`${base}/rest/v1`, { headers }), storage: new StorageClient(`${base}/storage/v1`, headers) };
}

/** The seed's documents: its 64 papers (`d0c00000-…-1` to `…-64`) and its export papers (`d0cf0000-…`). */
const SEEDED_DOCUMENTS = [
  ['d0c00000-0000-4000-8000-000000000001', 'd0c00000-0000-4000-8000-000000000064'],
  ['d0cf0000-0000-4000-8000-000000000000', 'd0cf0000-0000-4000-8000-ffffffffffff'],
] as const;

const PAGE = { width: 595, height: 842 };

interface SeededDocument {
  id: string;
  customer_id: string | null;
  document_name: string;
  document_number: string | null;
  document_type: string;
  issue_date: string | null;
  expiry_date: string | null;
  customer: { first_name: string; last_name: string; company_name: string | null } | null;
  vehicle: { year: number; make: string; model: string; vin: string } | null;
}

/** The file name a person would give the scan: the document's name, in safe characters. */
export function demoFileName(documentName: string): string {
  const base = documentName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'document'}.pdf`;
}

/** `bill_of_lading` as "Bill of lading"; shared-domain's labels are TypeScript, which this server does not load at run time. */
const typeName = (documentType: string) => {
  const words = documentType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export async function demoDocumentPdf(document: SeededDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.document_name);
  pdf.setProducer('Export Portal demo');
  // A fixed date keeps the bytes of a document's file the same on every start.
  pdf.setCreationDate(new Date(`${document.issue_date ?? '2026-01-01'}T12:00:00Z`));
  pdf.setModificationDate(new Date(`${document.issue_date ?? '2026-01-01'}T12:00:00Z`));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = PAGE.height - 72;
  const line = (text: string, size = 11, font = regular) => {
    // The standard fonts cover Latin-1 only; anything else is dropped rather than failing the page.
    page.drawText(text.replace(/[^\u0020-\u00ff]/g, ''), { x: 60, y, size, font, color: rgb(0.1, 0.12, 0.16) });
    y -= size + 10;
  };
  line('Northern Export Co.', 10, bold);
  line('Demo document - not a legal paper', 9);
  y -= 16;
  line(document.document_name, 20, bold);
  line(typeName(document.document_type), 12);
  y -= 8;
  if (document.document_number) line(`Number: ${document.document_number}`);
  if (document.issue_date) line(`Issued: ${document.issue_date}`);
  line(`Expires: ${document.expiry_date ?? 'no expiry'}`);
  if (document.customer) {
    const { first_name, last_name, company_name } = document.customer;
    line(`Customer: ${company_name ? `${company_name} (${first_name} ${last_name})` : `${first_name} ${last_name}`}`);
  }
  if (document.vehicle) {
    const { year, make, model, vin } = document.vehicle;
    line(`Vehicle: ${year} ${make} ${model}, VIN ${vin}`);
  }
  return pdf.save({ useObjectStreams: true });
}

async function seededDocumentsWithoutFile(client: ServiceClient): Promise<SeededDocument[]> {
  const ranges = SEEDED_DOCUMENTS.map(([from, to]) => `and(id.gte.${from},id.lte.${to})`).join(',');
  const { data, error } = await client.rest
    .from('documents')
    .select(
      'id,customer_id,document_name,document_number,document_type,issue_date,expiry_date,customer:customers(first_name,last_name,company_name),vehicle:vehicles(year,make,model,vin)',
    )
    .is('file_path', null)
    .or(ranges)
    .order('id');
  if (error) throw new Error(`Reading the demo documents failed: ${error.message}`);
  return data as unknown as SeededDocument[];
}

async function fileOne(client: ServiceClient, document: SeededDocument): Promise<void> {
  const fileName = demoFileName(document.document_name);
  const objectPath = `${document.customer_id ?? 'company'}/${document.id}/seed/${fileName}`;
  const upload = await client.storage
    .from('documents')
    .upload(objectPath, await demoDocumentPdf(document), { contentType: 'application/pdf', upsert: true });
  if (upload.error) throw new Error(`Uploading ${fileName} failed: ${upload.error.message}`);
  const filed = await client.rest.from('document_files').insert({ document_id: document.id, object_path: objectPath, file_name: fileName } as never);
  if (filed.error) throw new Error(`Filing ${fileName} failed: ${filed.error.message}`);
}

/** Gives every seeded document without a file its PDF; answers how many were filed. */
export async function fileDemoDocuments(url: string, serviceRoleKey: string, concurrency = 8): Promise<number> {
  const client = serviceClient(url, serviceRoleKey);
  const waiting = await seededDocumentsWithoutFile(client);
  let next = 0;
  const worker = async () => {
    while (next < waiting.length) {
      const document = waiting[next]!;
      next += 1;
      await fileOne(client, document);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, waiting.length) }, worker));
  return waiting.length;
}
