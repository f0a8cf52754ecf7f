import * as z from 'zod/mini';
import { CUSTOMER_TYPES, isCanadianPostalCode, isProvinceCode, normalisePostalCode } from '@export-portal/shared-domain';
import type { CustomerFields, CustomerVersion } from '../../data/customers';

const required = (missing: string) => z.string().check(z.trim(), z.minLength(1, missing));

/** A blank optional text is no value. */
const optional = z.pipe(
  z.string().check(z.trim()),
  z.transform((text: string) => text || null),
);

export const POSTAL_CODE_MESSAGE = 'Enter a Canadian postal code, such as H2X 1A1';

/**
 * The customer form: names required, the rest optional; the e-mail well formed, the province one
 * of the 13 and the postal code Canadian, as the database checks them.
 */
export const customerSchema = z.object({
  first_name: required('Enter the first name'),
  last_name: required('Enter the last name'),
  company_name: optional,
  customer_type: z.enum(CUSTOMER_TYPES),
  email: z.pipe(
    z.string().check(z.trim()),
    z.transform((text: string, context) => {
      if (text && !z.email().safeParse(text).success) {
        context.issues.push({ code: 'custom', message: 'Enter a valid email address', input: text });
        return z.NEVER;
      }
      return text || null;
    }),
  ),
  phone: optional,
  address_line1: optional,
  city: optional,
  province: z.pipe(
    z.string(),
    z.transform((code: string, context) => {
      if (code && !isProvinceCode(code)) {
        context.issues.push({ code: 'custom', message: 'Choose a province or territory', input: code });
        return z.NEVER;
      }
      return code || null;
    }),
  ),
  postal_code: z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const code = normalisePostalCode(text);
      if (code && !isCanadianPostalCode(code)) {
        context.issues.push({ code: 'custom', message: POSTAL_CODE_MESSAGE, input: text });
        return z.NEVER;
      }
      return code || null;
    }),
  ),
  notes: optional,
  user_id: z.nullable(z.string()),
});

export type CustomerDraft = z.input<typeof customerSchema>;

export const EMPTY_CUSTOMER: CustomerDraft = {
  first_name: '',
  last_name: '',
  company_name: '',
  customer_type: 'individual',
  email: '',
  phone: '',
  address_line1: '',
  city: '',
  province: '',
  postal_code: '',
  notes: '',
  user_id: null,
};

/** The form's values for a customer as read from the database. */
export function draftOf(customer: CustomerVersion): CustomerDraft {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    company_name: customer.company_name ?? '',
    customer_type: customer.customer_type,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    address_line1: customer.address_line1 ?? '',
    city: customer.city ?? '',
    province: customer.province ?? '',
    postal_code: customer.postal_code ?? '',
    notes: customer.notes ?? '',
    user_id: customer.user_id,
  };
}

export const FIELD_LABELS: Record<keyof CustomerFields, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company',
  customer_type: 'Type',
  email: 'Email',
  phone: 'Phone',
  address_line1: 'Address',
  city: 'City',
  province: 'Province',
  postal_code: 'Postal code',
  notes: 'Notes',
  user_id: 'Client account',
};

/** The database's refusals that concern one field, and what to say beside it. */
export function fieldOfRefusal(error: unknown): { field: keyof CustomerFields; message: string } | null {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const text = message ?? '';
  if (code === '23514' && text.includes('customers_postal_code_valid')) return { field: 'postal_code', message: POSTAL_CODE_MESSAGE };
  if (code === '23514' && text.includes('customers_province_valid')) return { field: 'province', message: 'Choose a province or territory' };
  if (code === '23505' && text.includes('customers_user_id_key'))
    return { field: 'user_id', message: 'This client account is already linked to another customer' };
  if (code === 'P0001' && text === 'Only a client account can be linked to a customer') return { field: 'user_id', message: text };
  return null;
}
