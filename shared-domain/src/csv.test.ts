import { CSV_BYTE_ORDER_MARK, csvField, csvFileName, csvHeader, csvRecord, csvRecords, inertText, type CsvColumn } from './csv';
import { readCsv } from './testing/csvReader';

describe('a CSV field (RFC 4180)', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('Toyota')).toBe('Toyota');
    expect(csvField(2021)).toBe('2021');
    expect(csvField(12345.6)).toBe('12345.6');
    expect(csvField(-99.99)).toBe('-99.99');
  });

  it('leaves a missing value, and a number that is not one, empty', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('quotes a field holding a comma, a double quote or a line break, doubling its double quotes', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('17" rims')).toBe('"17"" rims"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvField('"quoted"')).toBe('"""quoted"""');
  });

  it('keeps accents and other characters as they are', () => {
    expect(csvField('Québec — Île-d’Orléans')).toBe('Québec — Île-d’Orléans');
  });
});

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1 416 555 0100', "'+1 416 555 0100"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('makes %j inert with a leading apostrophe', (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('leaves text that is only a decimal number alone, so negative amounts stay numbers', () => {
    expect(inertText('-99.99')).toBe('-99.99');
    expect(inertText('-5')).toBe('-5');
    expect(inertText('-5 off')).toBe("'-5 off");
    expect(inertText('-1+2')).toBe("'-1+2");
  });

  it('leaves text whose formula character is not the first alone', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(' =1+1')).toBe(' =1+1');
  });
});

describe('CSV records', () => {
  interface Vehicle {
    make: string;
    model: string;
    price: number | null;
  }
  const columns: CsvColumn<Vehicle>[] = [
    { header: 'Make', value: (vehicle) => vehicle.make },
    { header: 'Model, trim', value: (vehicle) => vehicle.model },
    { header: 'Sale price', value: (vehicle) => vehicle.price },
  ];

  it('ends every record, the heading included, with CRLF', () => {
    expect(csvHeader(columns)).toBe('Make,"Model, trim",Sale price\r\n');
    expect(csvRecord(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('writes one record per row in the columns’ order', () => {
    const rows = [
      { make: 'Honda', model: 'Civic, EX', price: 18500 },
      { make: 'Ford', model: '=F150', price: null },
    ];
    expect(csvRecords(columns, rows)).toBe('Honda,"Civic, EX",18500\r\nFord,\'=F150,\r\n');
    expect(csvRecords(columns, [])).toBe('');
  });

  it('starts a file with the UTF-8 byte order mark', () => {
    expect([...new TextEncoder().encode(CSV_BYTE_ORDER_MARK)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('a CSV file name', () => {
  it('names the list and the day', () => {
    expect(csvFileName('vehicles', '2026-11-27')).toBe('vehicles-2026-11-27.csv');
  });

  it('names the search in plain letters and digits', () => {
    expect(csvFileName('vehicles', '2026-11-27', 'Civic')).toBe('vehicles-civic-2026-11-27.csv');
    expect(csvFileName('customers', '2026-11-27', '  Île / Québec  ')).toBe('customers-ile-quebec-2026-11-27.csv');
    expect(csvFileName('documents', '2026-11-27', '../../etc/passwd')).toBe('documents-etc-passwd-2026-11-27.csv');
    expect(csvFileName('vehicles', '2026-11-27', '***')).toBe('vehicles-2026-11-27.csv');
  });

  it('keeps a long search short', () => {
    const name = csvFileName('vehicles', '2026-11-27', 'a'.repeat(200));
    expect(name).toBe(`vehicles-${'a'.repeat(40)}-2026-11-27.csv`);
  });
});

describe('what the test reader makes of a written file', () => {
  it('reads back every value, whatever it holds', () => {
    const values = ['plain', 'a, b', '"quoted"', 'two\r\nlines', 'one\nline', '', 'Île'];
    expect(readCsv(csvRecord(values) + csvRecord(['x']))).toEqual([values, ['x']]);
  });
});
