import { CANADIAN_PROVINCES, customerDisplayName, isCanadianPostalCode, isProvinceCode, normalisePostalCode } from './customers';
import { customerMatchesSearch } from './testing';

describe('customer display name', () => {
  it('is the company name when present', () => {
    expect(customerDisplayName({ first_name: 'Liam', last_name: 'Chen', company_name: 'Pacific Rim Motors Ltd.' })).toBe('Pacific Rim Motors Ltd.');
  });

  it('is first name plus last name otherwise', () => {
    expect(customerDisplayName({ first_name: 'Olivia', last_name: 'Tremblay', company_name: null })).toBe('Olivia Tremblay');
    expect(customerDisplayName({ first_name: 'Olivia', last_name: 'Tremblay', company_name: '  ' })).toBe('Olivia Tremblay');
  });
});

describe('customer search', () => {
  const customer = {
    first_name: 'Chloé',
    last_name: 'Bouchard',
    company_name: 'Bouchard Motors',
    email: 'chloe.bouchard@example.ca',
  };

  it('matches first name, last name, company and email case-insensitively', () => {
    expect(customerMatchesSearch(customer, 'CHLOÉ')).toBe(true);
    expect(customerMatchesSearch(customer, 'bouch')).toBe(true);
    expect(customerMatchesSearch(customer, 'motors')).toBe(true);
    expect(customerMatchesSearch(customer, '@example.ca')).toBe(true);
    expect(customerMatchesSearch(customer, 'montréal')).toBe(false);
  });

  it('shows everyone for a blank search', () => {
    expect(customerMatchesSearch(customer, '   ')).toBe(true);
  });
});

describe('Canadian addresses', () => {
  it('lists the 13 provinces and territories by code', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(CANADIAN_PROVINCES.map((province) => province.code).join(' ')).toBe('AB BC MB NB NL NS NT NU ON PE QC SK YT');
    expect(isProvinceCode('QC')).toBe(true);
    expect(isProvinceCode('qc')).toBe(false);
    expect(isProvinceCode('XX')).toBe(false);
  });

  it('normalises a postal code to upper case with one space', () => {
    expect(normalisePostalCode('h2x1a1')).toBe('H2X 1A1');
    expect(normalisePostalCode(' h2x   1a1 ')).toBe('H2X 1A1');
    expect(normalisePostalCode('h2x')).toBe('H2X');
  });

  it('accepts Canada Post codes and refuses letters it never uses', () => {
    expect(isCanadianPostalCode('H2X 1A1')).toBe(true);
    expect(isCanadianPostalCode('v6b1z9')).toBe(true);
    expect(isCanadianPostalCode('H2X 1D1')).toBe(false);
    expect(isCanadianPostalCode('W2X 1A1')).toBe(false);
    expect(isCanadianPostalCode('Z2X 1A1')).toBe(false);
    expect(isCanadianPostalCode('H2O 1A1')).toBe(false);
    expect(isCanadianPostalCode('12345')).toBe(false);
    expect(isCanadianPostalCode('H2X 1A')).toBe(false);
  });
});
