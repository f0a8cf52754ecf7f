import { CustomerPicker, type CustomerPickerField } from '@export-portal/shared-records/customer-picker';

/** The customer a New Message or a Call Log is with, searched on the server as one types. */
export function CustomerChoice(field: CustomerPickerField) {
  return <CustomerPicker label="Customer" {...field} />;
}
