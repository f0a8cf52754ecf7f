import type { CustomerType } from './customers';

/** What `rpc('customer_analytics')` returns to admin and staff; clients get an error. */
export type CustomerAnalytics = {
  customers: number;
  total_purchases: number;
  by_type: Array<{ customer_type: CustomerType; customers: number; total_purchases: number }>;
  /** The five best customers by total purchases. */
  top_customers: Array<{
    id: string;
    first_name: string;
    last_name: string;
    company_name: string | null;
    customer_type: CustomerType;
    total_purchases: number;
  }>;
};
