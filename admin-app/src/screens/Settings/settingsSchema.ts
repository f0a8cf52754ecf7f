import * as z from 'zod/mini';
import { CURRENCIES, parseDecimal } from '@export-portal/shared-domain';

/** A decimal typed as text; anything that is not a number is refused with the field's own message. */
const decimalField = (label: string, max: number) =>
  z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const value = parseDecimal(text);
      if (value === null) {
        context.issues.push({ code: 'custom', message: `${label} must be a number, such as 13 or 14.975`, input: text });
        return z.NEVER;
      }
      if (value < 0 || value > max) {
        context.issues.push({ code: 'custom', message: `${label} must be between 0 and ${max.toLocaleString('en-CA')}`, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );

/** Hours typed as a whole number; refused beside the field when it is not one or falls outside 0 to max. */
const hoursField = (label: string, max: number) =>
  z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const trimmed = text.trim();
      if (!/^\d+$/.test(trimmed)) {
        context.issues.push({ code: 'custom', message: `${label} must be a whole number of hours, such as 72`, input: text });
        return z.NEVER;
      }
      const value = Number(trimmed);
      if (value > max) {
        context.issues.push({ code: 'custom', message: `${label} must be between 0 and ${max} hours`, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );

/** A whole number typed as text, between min and max; refused beside the field otherwise. */
const countField = (label: string, min: number, max: number) =>
  z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const trimmed = text.trim();
      const value = Number(trimmed);
      if (!/^\d+$/.test(trimmed) || value < min || value > max) {
        context.issues.push({
          code: 'custom',
          message: `${label} must be a whole number between ${min} and ${max.toLocaleString('en-CA')}`,
          input: text,
        });
        return z.NEVER;
      }
      return value;
    }),
  );

/**
 * The Settings form. Texts are kept as typed; the tax rate and the default shipping cost are
 * parsed as decimals, and a value that is not a number is refused beside its field.
 */
export const settingsSchema = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  companyAddress: z.string(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  systemBackups: z.boolean(),
  maintenanceMode: z.boolean(),
  autoShipmentTracking: z.boolean(),
  defaultCurrency: z.enum(CURRENCIES),
  taxRate: decimalField('Tax rate', 100),
  defaultShippingCost: decimalField('Default shipping cost', 9_999_999_999),
  customsLeadTimeHours: hoursField('Customs lead time', 720),
  clientMessagesPerHour: countField('Client messages per hour', 1, 1000),
});

export type SettingsDraft = z.input<typeof settingsSchema>;
export type SettingsValues = z.output<typeof settingsSchema>;
