import {
  VEHICLE_IMPORT_LIMITS,
  decodeVehicleCsv,
  matchVehicleImportHeader,
  readVehicleCsv,
  vehicleImportFileProblem,
  vehicleStatusOf,
  type VehicleCsv,
} from './vehicleImport';

const HEADER = 'VIN,Year,Make,Model,Sale price';

function read(text: string): Extract<VehicleCsv, { ok: true }> {
  const csv = readVehicleCsv(text);
  if (!csv.ok) throw new Error(`expected the file to be read, got: ${csv.problem}`);
  return csv;
}

function refusal(text: string): string {
  const csv = readVehicleCsv(text);
  if (csv.ok) throw new Error('expected the file to be refused');
  return csv.problem;
}

const problemsOf = (csv: Extract<VehicleCsv, { ok: true }>) =>
  csv.rows.filter((row) => row.problems.length > 0).map((row) => ({ row: row.rowNumber, problems: row.problems }));

describe('the header', () => {
  it('names the columns in any case, with spaces, dashes or underscores alike', () => {
    expect(matchVehicleImportHeader(['vin', ' YEAR ', 'Make', 'MODEL', 'Colour', 'purchase_price', 'SALE PRICE', 'Owner e-mail', 'status'])).toEqual({
      ok: true,
      columns: ['vin', 'year', 'make', 'model', 'color', 'purchase_price', 'sale_price', 'owner_email', 'status'],
    });
  });

  it('says which columns are unknown and that VIN is missing, and lists the columns', () => {
    const header = matchVehicleImportHeader(['Vehicle ID', 'Year', 'Colr']);
    expect(header).toEqual({
      ok: false,
      problem:
        "The first row must name the file's columns: “Vehicle ID” and “Colr” are not columns an import reads; there is no VIN column. " +
        'The columns are VIN, Year, Make, Model, Color, Mileage, Purchase price, Sale price, Status, Location and Owner email, in any order and any case; only VIN is required.',
    });
  });

  it('refuses a column named twice', () => {
    const header = matchVehicleImportHeader(['VIN', 'Make', 'make']);
    expect(header.ok).toBe(false);
    expect(!header.ok && header.problem).toContain('Make appears more than once');
  });

  it('refuses the whole file when it is wrong, whatever the rows hold', () => {
    expect(refusal('VIN,Yr\n1HGCM82633A004352,2003\n')).toContain('“Yr” is not a column an import reads');
  });
});

describe('the file', () => {
  it('is refused before it is read when larger than the limit, saying the limit', () => {
    expect(vehicleImportFileProblem({ name: 'stock.csv', size: 50_000_000 })).toBe(
      'stock.csv is 50.0 MB; an import file may be at most 5.0 MB. Split it into smaller files.',
    );
    expect(vehicleImportFileProblem({ name: 'stock.csv', size: VEHICLE_IMPORT_LIMITS.fileBytes })).toBeNull();
    expect(vehicleImportFileProblem({ name: 'stock.csv', size: 0 })).toBe('stock.csv is empty.');
  });

  it('is read as UTF-8, a byte order mark dropped', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('VIN,Make\n1HGCM82633A004352,Citroën\n')]);
    const decoded = decodeVehicleCsv('stock.csv', bytes);
    expect(decoded).toEqual({ ok: true, text: 'VIN,Make\n1HGCM82633A004352,Citroën\n' });
    expect(read(decoded.ok ? decoded.text : '').rows[0]!.cells).toEqual({ vin: '1HGCM82633A004352', make: 'Citroën' });
  });

  it('is refused in another encoding, saying to save it as CSV UTF-8', () => {
    // "Citroën" as Windows-1252 writes it: the ë is the single byte 0xEB, which UTF-8 never has alone.
    const latin = new Uint8Array([...new TextEncoder().encode('VIN,Make\n1HGCM82633A004352,Citro'), 0xeb, 0x6e, 0x0a]);
    expect(decodeVehicleCsv('stock.csv', latin)).toEqual({
      ok: false,
      problem:
        'stock.csv is not saved as UTF-8 text. In your spreadsheet, save it again as “CSV UTF-8 (Comma delimited) (.csv)” and choose that file.',
    });
  });

  it('must hold a header and at least one vehicle, and at most the limit', () => {
    expect(refusal('')).toBe('The file is empty.');
    expect(refusal('\n\n')).toBe('The file is empty.');
    expect(refusal(`${HEADER}\n`)).toBe('The file has a header but no vehicles.');
    const rows = Array.from({ length: VEHICLE_IMPORT_LIMITS.rows + 1 }, () => 'x').join('\n');
    expect(refusal(`VIN\n${rows}\n`)).toBe('The file has 10,001 vehicles; an import takes at most 10,000. Split it into smaller files.');
  });

  it('names the row of a quote that is never closed', () => {
    expect(refusal(`${HEADER}\n1HGCM82633A004352,2003,Honda,"Accord,15000\n`)).toBe(
      'Row 2 opens a quoted cell that is never closed, so the file cannot be read.',
    );
  });

  it('reads semicolons as a spreadsheet in some languages writes them', () => {
    expect(read('VIN;Make;Model\n1HGCM82633A004352;Honda;Accord\n').rows[0]!.cells).toEqual({
      vin: '1HGCM82633A004352',
      make: 'Honda',
      model: 'Accord',
    });
  });
});

describe('the rows', () => {
  it('are numbered as a spreadsheet numbers them, blank rows skipped but counted', () => {
    const csv = read(`${HEADER}\n1HGCM82633A004352,2003,Honda,Accord,15000\n\n2T3W1RFV0MC123456,2021,Toyota,RAV4,\n`);
    expect(csv.columns).toEqual(['vin', 'year', 'make', 'model', 'sale_price']);
    expect(csv.rows.map((row) => row.rowNumber)).toEqual([2, 4]);
    expect(csv.rows[1]!.cells).toEqual({ vin: '2T3W1RFV0MC123456', year: '2021', make: 'Toyota', model: 'RAV4', sale_price: '' });
    expect(problemsOf(csv)).toEqual([]);
  });

  it('read a quoted line break as part of its cell, and refuse it in a one-line column, naming the row', () => {
    const csv = read(`${HEADER}\n1HGCM82633A004352,2003,Honda,"Accord\nEX-L",15000\n2T3W1RFV0MC123456,2021,Toyota,"RAV4, XLE",\n`);
    expect(csv.rows.map((row) => [row.rowNumber, row.cells.model])).toEqual([
      [2, 'Accord\nEX-L'],
      [3, 'RAV4, XLE'],
    ]);
    expect(problemsOf(csv)).toEqual([{ row: 2, problems: [{ column: 'model', message: 'Model holds a line break; this column takes one line.' }] }]);
  });

  it.each(['=', '+', '-', '@'])('refuse a text cell starting with %s as a formula, naming the row and column', (sign) => {
    const csv = read(`VIN,Make,Location,Mileage\n1HGCM82633A004352,Honda,${sign}HYPERLINK("x"),-5\n`);
    expect(problemsOf(csv)).toEqual([
      { row: 2, problems: [{ column: 'location', message: `Location starts with “${sign}”, which a spreadsheet would run as a formula.` }] },
    ]);
  });

  it('name both rows of a VIN the file holds twice, whatever its case and spaces', () => {
    const csv = read(
      `${HEADER}\n1HGCM82633A004352,2003,Honda,Accord,\n2T3W1RFV0MC123456,2021,Toyota,RAV4,\n 1hgcm82633a004352 ,2003,Honda,Accord,\n`,
    );
    expect(problemsOf(csv)).toEqual([
      { row: 2, problems: [{ column: 'vin', message: 'The VIN is also in row 4.' }] },
      { row: 4, problems: [{ column: 'vin', message: 'The VIN is also in row 2.' }] },
    ]);
  });

  it('refuse a row of 10,000 characters, naming it', () => {
    const long = 'x'.repeat(10_000);
    const csv = read(`VIN,Location\n1HGCM82633A004352,${long}\n2T3W1RFV0MC123456,Yard\n`);
    expect(problemsOf(csv)).toEqual([
      {
        row: 2,
        problems: [
          { column: null, message: 'The row has 10,017 characters; a row has at most 2,000.' },
          { column: 'location', message: 'Location has 10,000 characters; a cell has at most 200.' },
        ],
      },
    ]);
  });

  it('refuse a row whose cells do not match the header', () => {
    const csv = read(`VIN,Make\n1HGCM82633A004352,Honda,Accord\n`);
    expect(problemsOf(csv)).toEqual([{ row: 2, problems: [{ column: null, message: 'The row has 3 cells; the header has 2 columns.' }] }]);
  });
});

describe('a status', () => {
  it('is read as stored or as the screen writes it, in any case', () => {
    expect(vehicleStatusOf('available')).toBe('available');
    expect(vehicleStatusOf(' Inspection ')).toBe('inspection');
    expect(vehicleStatusOf('SOLD')).toBe('sold');
    expect(vehicleStatusOf('in stock')).toBeNull();
  });
});
