import { exportFileLabels, exportFileStandings, exportFileSummary, incompleteVehiclesText } from './exportFileText';

describe('export file in words', () => {
  it('says a file with nothing missing or expired is complete, as a success', () => {
    expect(exportFileSummary({ missing: [], expired: [] })).toEqual({ complete: true, text: 'Export file complete', tone: 'success' });
    expect(exportFileSummary({ missing: null, expired: null }).complete).toBe(true);
  });

  it("names what is missing with the requirements' labels, in the table's order, as a warning", () => {
    expect(exportFileSummary({ missing: ['sale', 'title'], expired: [] })).toEqual({
      complete: false,
      text: 'Export file: missing Title, Bill of sale or invoice',
      tone: 'warning',
    });
  });

  it('names what has expired as a danger, after what is missing', () => {
    expect(exportFileSummary({ missing: [], expired: ['clearance'] })).toEqual({
      complete: false,
      text: 'Export file: expired: Export permit or customs declaration',
      tone: 'danger',
    });
    expect(exportFileSummary({ missing: ['title'], expired: ['clearance'] }).text).toBe(
      'Export file: missing Title; expired: Export permit or customs declaration',
    );
  });

  it('shows a key the table does not know as it is', () => {
    expect(exportFileLabels(['insurance', 'title'])).toEqual(['Title', 'insurance']);
  });

  it('counts the incomplete vehicles of a shipment', () => {
    expect(incompleteVehiclesText(1)).toBe('1 vehicle with an incomplete export file');
    expect(incompleteVehiclesText(3)).toBe('3 vehicles with an incomplete export file');
  });
});

describe('export file standings', () => {
  const today = '2026-06-15';
  const document = (id: string, document_type: string, expiry_date: string | null, file_path: string | null = `company/${id}/f/a.pdf`) => ({
    id,
    document_name: `Document ${id}`,
    document_type,
    expiry_date,
    file_path,
  });

  it('meets a requirement with a document of one of its types that has a file and has not expired', () => {
    const standings = exportFileStandings([document('a', 'title', null), document('b', 'customs', '2026-06-15')], today);
    expect(standings.map(({ requirement, state, document: met }) => [requirement, state, met?.id ?? null])).toEqual([
      ['title', 'met', 'a'],
      ['sale', 'missing', null],
      ['clearance', 'met', 'b'],
    ]);
  });

  it('reports a requirement whose documents have all expired as expired, naming one of them', () => {
    const [, sale] = exportFileStandings([document('a', 'invoice', '2026-06-14')], today);
    expect(sale).toMatchObject({ state: 'expired', document: { id: 'a' } });
  });

  it('does not count a document without a file', () => {
    const [title] = exportFileStandings([document('a', 'title', null, null)], today);
    expect(title).toMatchObject({ state: 'missing', document: null });
  });

  it('prefers a valid document to an expired one of the same requirement', () => {
    const [, , clearance] = exportFileStandings([document('old', 'export_permit', '2026-01-01'), document('new', 'customs', null)], today);
    expect(clearance).toMatchObject({ state: 'met', document: { id: 'new' } });
  });
});
