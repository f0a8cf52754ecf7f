import { serverExactFilter, serverSearchFilter } from './serverSearch';

describe('serverSearchFilter', () => {
  it('is null for a blank search, so every row matches', () => {
    expect(serverSearchFilter('   ', ['make'])).toBeNull();
  });

  it('matches each text column as a case-insensitive substring', () => {
    expect(serverSearchFilter(' Civic ', ['make', 'model'])).toBe('make.ilike."*Civic*",model.ilike."*Civic*"');
  });

  it('quotes what was typed, so a comma or bracket cannot end the filter', () => {
    expect(serverSearchFilter('a,b)', ['make'])).toBe('make.ilike."*a,b)*"');
  });

  it('escapes LIKE wildcards and backslashes, so % and _ match themselves', () => {
    expect(serverSearchFilter('10%_\\', ['vin'])).toBe('vin.ilike."*10\\\\%\\\\_\\\\\\\\*"');
  });

  it('escapes a double quote inside the quoted value', () => {
    expect(serverSearchFilter('17" rims', ['model'])).toBe('model.ilike."*17\\" rims*"');
  });

  it('matches an integer column only when the whole term is a number', () => {
    expect(serverSearchFilter('2021', ['make', { column: 'year', kind: 'integer' }])).toBe('make.ilike."*2021*",year.eq.2021');
    expect(serverSearchFilter('Honda', ['make', { column: 'year', kind: 'integer' }])).toBe('make.ilike."*Honda*"');
  });
});

describe('serverExactFilter', () => {
  it('is null for a blank term', () => {
    expect(serverExactFilter(' \t ', ['shipment_number'])).toBeNull();
  });

  it('matches the whole value case-insensitively, without wildcards around it', () => {
    expect(serverExactFilter(' shp-1001 ', ['shipment_number', 'booking_number'])).toBe(
      'shipment_number.ilike."shp-1001",booking_number.ilike."shp-1001"',
    );
  });

  it('escapes LIKE wildcards and quotes, so a typed % does not match every number', () => {
    expect(serverExactFilter('%', ['shipment_number'])).toBe('shipment_number.ilike."\\\\%"');
    expect(serverExactFilter('a"b', ['shipment_number'])).toBe('shipment_number.ilike."a\\"b"');
  });
});
