/** The customer picker of the admin's and staff's forms: customers searched on the server as one types; downloaded by the screens that show one. */
export * from './CustomerPicker';
export type { PickableCustomer } from './customerPicker';
