export const CUSTOMER_TYPES = ['individual', 'business', 'dealer'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export interface CustomerName {
  first_name: string | null;
  last_name: string | null;
  company_name?: string | null;
}

/** Company name when there is one, otherwise first and last name. */
export function customerDisplayName(customer: CustomerName): string {
  const company = customer.company_name?.trim();
  if (company) return company;
  return [customer.first_name, customer.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The 13 provinces and territories a customer's address may be in (`customers_province_valid`). */
export const CANADIAN_PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;
export type ProvinceCode = (typeof CANADIAN_PROVINCES)[number]['code'];

export function isProvinceCode(value: string): value is ProvinceCode {
  return CANADIAN_PROVINCES.some((province) => province.code === value);
}

/**
 * Canada Post's format `A1A 1A1`: D, F, I, O, Q and U are never used, W and Z never begin a code
 * (`customers_postal_code_valid`).
 */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPR-TV-Z] [0-9][ABCEGHJ-NPR-TV-Z][0-9]$/;

/**
 * The postal code as the database stores it: upper-case, one space after the third character
 * ("h2x1a1" → "H2X 1A1"). Anything that is not six letters and digits is only upper-cased and
 * trimmed, so a partial entry stays as typed.
 */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z0-9]{6}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

/** Whether the postal code, once normalised, is a Canadian one. */
export function isCanadianPostalCode(value: string): boolean {
  return POSTAL_CODE.test(normalisePostalCode(value));
}
