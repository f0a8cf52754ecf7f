import {
  DOCUMENT_FILE_LIMIT_BYTES,
  DOCUMENT_FILE_NAME_MAX,
  documentFileName,
  documentFileProblem,
  documentObjectPath,
  documentPreviewKind,
} from './documentFiles';

describe('documentFileProblem', () => {
  it('accepts PDF, JPEG and PNG files up to 20 MB', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(documentFileProblem({ name: 'scan', type, size: DOCUMENT_FILE_LIMIT_BYTES })).toBeNull();
    }
  });

  it('refuses other types, larger files and empty ones, naming the file', () => {
    expect(documentFileProblem({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe(
      'a.docx is not a PDF, JPEG or PNG file. Choose a PDF, JPEG or PNG file.',
    );
    expect(documentFileProblem({ name: 'b.pdf', type: 'application/pdf', size: DOCUMENT_FILE_LIMIT_BYTES + 1 })).toBe(
      'b.pdf is larger than 20 MB. Choose a file of 20 MB or less.',
    );
    expect(documentFileProblem({ name: 'c.png', type: 'image/png', size: 0 })).toBe('c.png is empty.');
  });
});

describe('documentObjectPath', () => {
  it("files under the customer's or the company's folder, the document and the version", () => {
    expect(documentObjectPath('cust', 'doc', 'v1', 'title.pdf')).toBe('cust/doc/v1/title.pdf');
    expect(documentObjectPath(null, 'doc', 'v1', 'title.pdf')).toBe('company/doc/v1/title.pdf');
  });

  it('stores names that links carry unchanged', () => {
    expect(documentObjectPath(null, 'd', 'v', 'Facture n° 12 (copie).pdf')).toBe('company/d/v/Facture_n_12_copie_.pdf');
    expect(documentObjectPath(null, 'd', 'v', '../x.pdf')).toBe('company/d/v/__x.pdf');
  });
});

describe('documentPreviewKind', () => {
  it('previews PDFs in a frame and images as images', () => {
    expect(documentPreviewKind('application/pdf')).toBe('pdf');
    expect(documentPreviewKind('image/png')).toBe('image');
    expect(documentPreviewKind(null)).toBeNull();
  });
});

describe('documentFileName', () => {
  it('keeps a person’s name, quotes and accents included, without control characters or folders', () => {
    expect(documentFileName('Titre « l’été » "2026".pdf')).toBe('Titre « l’été » "2026".pdf');
    expect(documentFileName('scans/2026\\title\u0000.pdf')).toBe('scans_2026_title_.pdf');
    expect(documentFileName('   ')).toBe('file');
  });

  it('shortens a 300-character name to 255, keeping its extension', () => {
    const long = `${'é'.repeat(296)}.pdf`;
    const kept = documentFileName(long);
    expect(kept).toHaveLength(DOCUMENT_FILE_NAME_MAX);
    expect(kept.endsWith('.pdf')).toBe(true);
  });
});
