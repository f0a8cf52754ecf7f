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
