import { customerDisplayName } from './customers';
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
