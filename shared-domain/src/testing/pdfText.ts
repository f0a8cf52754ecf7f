import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/** Windows-1252's characters between 0x80 and 0x9F, which the standard PDF fonts' WinAnsi encoding uses. */
const WIN_ANSI_HIGH: Record<number, string> = { 128: '€', 145: '‘', 146: '’', 147: '“', 148: '”', 149: '•', 150: '–', 151: '—', 133: '…' };

function winAnsi(hex: string): string {
  let text = '';
  for (let index = 0; index < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return text;
}

function streamsOf(contents: PDFObject | undefined, document: PDFDocument): PDFRawStream[] {
  const resolved = contents ? document.context.lookup(contents) : undefined;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(item, document));
  return [];
}

/**
 * The text a PDF's pages show, one entry per shown string in page order, read from the decoded
 * content streams (strings drawn with the standard fonts, as hex or literal strings). It parses
 * the file with pdf-lib, so a malformed file fails here.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; lines: string[] }> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of document.getPages()) {
    for (const stream of streamsOf(page.node.Contents(), document)) {
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const shown of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(shown[1] !== undefined ? winAnsi(shown[1]) : shown[2]!.replace(/\\(.)/g, '$1'));
      }
    }
  }
  return { pages: document.getPageCount(), lines };
}
