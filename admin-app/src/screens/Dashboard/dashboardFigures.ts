import {
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  VEHICLE_STATUSES,
  VEHICLE_STATUS_LABELS,
  type DashboardStats,
} from '@export-portal/shared-domain';

/** One figure of the dashboard as its export holds it: where it is shown, its name and its plain value. */
export type DashboardFigure = readonly [section: string, figure: string, value: string | number | null];

/** An amount worked out here, rounded to the cent as the database keeps amounts. */
const inCents = (amount: number) => Math.round(amount * 100) / 100;

/** A margin on the 0–100 scale, to the hundredth, as the screen cuts it. */
const plainPercent = (value: number) => Math.trunc(Math.round(value * 10_000) / 100) / 100;

/**
 * Every figure the Admin Dashboard shows, in the order it shows them: the eight cards, the
 * Revenue Overview and the Operations Summary. Money is a plain number of dollars, the margin
 * a percentage on the 0–100 scale.
 */
export function dashboardFigures(stats: DashboardStats): DashboardFigure[] {
  const cards = 'Figures';
  const revenue = 'Revenue Overview';
  const operations = 'Operations Summary';
  return [
    [cards, 'Total vehicles', stats.total_vehicles],
    [cards, 'Available vehicles', stats.available_vehicles],
    [cards, 'Sold vehicles', stats.sold_vehicles],
    [cards, 'Total revenue', stats.total_revenue],
    [cards, 'Active shipments (planning or in transit)', stats.active_shipments_admin],
    [cards, 'System users', stats.system_users],
    [cards, 'Customers', stats.customers],
    [cards, 'Monthly revenue', stats.monthly_revenue],
    [cards, 'Profit margin (%)', plainPercent(stats.profit_margin)],
    [cards, 'Documents', stats.documents],
    [cards, 'Documents expired', stats.documents_expired],
    [cards, 'Transactions', stats.transactions],
    [revenue, 'Total revenue', stats.total_revenue],
    [revenue, 'Purchase costs of sold vehicles', stats.total_purchase_costs],
    [revenue, 'Gross profit', inCents(stats.total_revenue - stats.total_purchase_costs)],
    [revenue, 'Profit margin (%)', plainPercent(stats.profit_margin)],
    [revenue, 'Revenue this month', stats.monthly_revenue],
    [revenue, 'Shipment costs', stats.shipment_costs],
    ...VEHICLE_STATUSES.map(
      (status): DashboardFigure => [operations, `Vehicles ${VEHICLE_STATUS_LABELS[status].toLowerCase()}`, stats.vehicles_by_status[status]],
    ),
    ...SHIPMENT_STATUSES.map(
      (status): DashboardFigure => [operations, `Shipments ${SHIPMENT_STATUS_LABELS[status].toLowerCase()}`, stats.shipments_by_status[status]],
    ),
    [operations, 'Documents expiring within 30 days', stats.documents_expiring_soon],
    [operations, 'Unread customer messages', stats.unread_communications],
  ];
}
