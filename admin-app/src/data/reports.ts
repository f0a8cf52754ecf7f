import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessToday, type Database } from '@export-portal/shared-domain';
import { useSupabase, type PortalClient } from '@export-portal/shared-auth';

/** The Reports screen's reads: the database's report functions, each over a span of whole months. */

type ReportFunctions = Database['public']['Functions'];
export type MonthlyFigures = ReportFunctions['report_monthly_figures']['Returns'][number];
export type MakeSales = ReportFunctions['report_sales_by_make']['Returns'][number];
export type DaysToSale = ReportFunctions['report_days_to_sale']['Returns'][number];
export type PortShipments = ReportFunctions['report_shipments_by_port']['Returns'][number];

/** A report's span: whole months of the business's (Toronto's) calendar from `firstMonth` (YYYY-MM-01). */
export interface ReportPeriod {
  firstMonth: string;
  months: number;
}

/** Every report query's key starts so: the live screen and the writes reload them all at once. */
export const REPORTS_KEY = ['reports'] as const;

/** The first day (YYYY-MM-01) of the month `count` months after the one holding `day` (YYYY-MM-DD). */
export function monthAfter(day: string, count: number): string {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + count, 1));
  return first.toISOString().slice(0, 10);
}

/** The Financial Overview's and Advanced Analytics' span: this month and the eleven before it. */
export function lastTwelveMonths(today: string = businessToday()): ReportPeriod {
  return { firstMonth: monthAfter(today, -11), months: 12 };
}

/** The month a monthly report opens on: the last whole one. */
export function lastFullMonth(today: string = businessToday()): string {
  return monthAfter(today, -1);
}

const monthNames = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthNames = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const asDate = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`);

/** "October 2026". */
export function monthName(month: string): string {
  return monthNames.format(asDate(month));
}

/** "Oct 2026", for a chart's axis. */
export function shortMonthName(month: string): string {
  return shortMonthNames.format(asDate(month));
}

const periodArgs = (period: ReportPeriod) => ({ p_first_month: period.firstMonth, p_months: period.months });

async function settled<Rows>(request: PromiseLike<{ data: Rows | null; error: unknown }>): Promise<Rows> {
  const { data, error } = await request;
  if (error) throw error;
  return data ?? ([] as Rows);
}

const REPORTS = {
  report_monthly_figures: (client: PortalClient, period: ReportPeriod) => settled(client.rpc('report_monthly_figures', periodArgs(period))),
  report_sales_by_make: (client: PortalClient, period: ReportPeriod) => settled(client.rpc('report_sales_by_make', periodArgs(period))),
  report_days_to_sale: (client: PortalClient, period: ReportPeriod) => settled(client.rpc('report_days_to_sale', periodArgs(period))),
  report_shipments_by_port: (client: PortalClient, period: ReportPeriod) => settled(client.rpc('report_shipments_by_port', periodArgs(period))),
};

function useReport<Rows>(name: keyof typeof REPORTS, read: (client: PortalClient, period: ReportPeriod) => Promise<Rows>, period: ReportPeriod) {
  const client = useSupabase();
  return useQuery(
    queryOptions({
      queryKey: [...REPORTS_KEY, name, period.firstMonth, period.months],
      queryFn: () => read(client, period),
    }),
  );
}

export function useMonthlyFigures(period: ReportPeriod) {
  return useReport('report_monthly_figures', REPORTS.report_monthly_figures, period);
}

export function useSalesByMake(period: ReportPeriod) {
  return useReport('report_sales_by_make', REPORTS.report_sales_by_make, period);
}

export function useDaysToSale(period: ReportPeriod) {
  return useReport('report_days_to_sale', REPORTS.report_days_to_sale, period);
}

export function useShipmentsByPort(period: ReportPeriod) {
  return useReport('report_shipments_by_port', REPORTS.report_shipments_by_port, period);
}

/** Everything the monthly report (PDF) holds of one month. */
export interface MonthlyReport {
  month: string;
  figures: MonthlyFigures;
  makes: MakeSales[];
  daysToSale: DaysToSale;
  ports: PortShipments[];
}

/** One month's figures, makes, days in stock and ports, read side by side. */
export async function readMonthlyReport(client: PortalClient, month: string): Promise<MonthlyReport> {
  const period = { firstMonth: monthAfter(month, 0), months: 1 };
  const [figures, makes, daysToSale, ports] = await Promise.all([
    REPORTS.report_monthly_figures(client, period),
    REPORTS.report_sales_by_make(client, period),
    REPORTS.report_days_to_sale(client, period),
    REPORTS.report_shipments_by_port(client, period),
  ]);
  return { month: period.firstMonth, figures: figures[0]!, makes, daysToSale: daysToSale[0]!, ports };
}
