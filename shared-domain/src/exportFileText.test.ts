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
  const document = (id: string, document_type: string, expiry_date: string | null) => ({
    id,
    document_name: `Document ${id}`,
    document_type,
    expiry_date,
  });

  it("gives each requirement the database's state, naming the document that meets it", () => {
    const standings = exportFileStandings(
      { missing: ['sale'], expired: [] },
      [document('a', 'title', null), document('b', 'customs', '2026-06-15')],
      today,
    );
    expect(standings.map(({ requirement, state, document: met }) => [requirement, state, met?.id ?? null])).toEqual([
      ['title', 'met', 'a'],
      ['sale', 'missing', null],
      ['clearance', 'met', 'b'],
    ]);
  });

  it('names the expired document of a requirement whose documents have all expired', () => {
    const [, sale] = exportFileStandings({ missing: [], expired: ['sale'] }, [document('a', 'invoice', '2026-06-14')], today);
    expect(sale).toMatchObject({ state: 'expired', document: { id: 'a' } });
  });

  it('names a valid document rather than an expired one of the same requirement', () => {
    const [, , clearance] = exportFileStandings(
      { missing: [], expired: [] },
      [document('old', 'export_permit', '2026-01-01'), document('new', 'customs', null)],
      today,
    );
    expect(clearance).toMatchObject({ state: 'met', document: { id: 'new' } });
  });
});
