import { DOCUMENT_FILE_LIMIT_BYTES, documentFileProblem, documentObjectPath, documentPreviewKind } from './documentFiles';

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
