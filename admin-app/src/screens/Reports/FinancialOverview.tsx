import { profitMargin, profitMarginTone } from '@export-portal/shared-domain';
import { StatCard, StatGrid, formatCount, formatMoney, formatPercent } from '@export-portal/shared-ui';
import { lastTwelveMonths, monthName, shortMonthName, useMonthlyFigures, type MonthlyFigures, type ReportPeriod } from '../../data/reports';
import { ColumnChart } from './Charts';
import { ReportCard, ReportState, ReportTable, TableScroller, formatMoneyTick } from './ReportParts';

/** How the Financial Overview counts, shown above its figures (and recorded in docs/adr/0138-revenue-cost-margin.md). */
export const FIGURES_DEFINITION =
  'Revenue is the sale price of the vehicles sold in the month: a vehicle counts once it is marked sold or shipped, dated when first marked so. ' +
  'Cost is what those vehicles cost to buy, plus the total cost of the shipments that departed in the month. ' +
  'Margin is what is left of the revenue after the cost, in percent of the revenue; 15% or more is healthy. ' +
  'Months follow the business calendar in Toronto. Finance transactions record payments for these same sales and costs, so they are not added again.';

/** Sums a report's months into one line; the margin of the sum follows the same rule as each month's. */
export function totalOf(months: readonly MonthlyFigures[]) {
  const add = (pick: (month: MonthlyFigures) => number) => months.reduce((sum, month) => sum + Math.round(pick(month) * 100), 0) / 100;
  const revenue = add((month) => month.revenue);
  const costs = add((month) => month.costs);
  return {
    vehicles_sold: months.reduce((sum, month) => sum + month.vehicles_sold, 0),
    revenue,
    vehicle_costs: add((month) => month.vehicle_costs),
    shipping_costs: add((month) => month.shipping_costs),
    costs,
    margin: profitMargin(revenue, costs),
    shipments_departed: months.reduce((sum, month) => sum + month.shipments_departed, 0),
  };
}

/** The months' revenue, cost and margin as a table, with their total. */
export function MonthlyFiguresTable({ months, caption }: { months: readonly MonthlyFigures[]; caption: string }) {
  const total = totalOf(months);
  return (
    <TableScroller label={caption}>
      <ReportTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Vehicles sold</th>
            <th scope="col">Revenue</th>
            <th scope="col">Cost of vehicles</th>
            <th scope="col">Shipping costs</th>
            <th scope="col">Total cost</th>
            <th scope="col">Margin</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td>{formatCount(month.vehicles_sold)}</td>
              <td>{formatMoney(month.revenue)}</td>
              <td>{formatMoney(month.vehicle_costs)}</td>
              <td>{formatMoney(month.shipping_costs)}</td>
              <td>{formatMoney(month.costs)}</td>
              <td>{month.revenue > 0 ? formatPercent(month.margin) : '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCount(total.vehicles_sold)}</td>
            <td>{formatMoney(total.revenue)}</td>
            <td>{formatMoney(total.vehicle_costs)}</td>
            <td>{formatMoney(total.shipping_costs)}</td>
            <td>{formatMoney(total.costs)}</td>
            <td>{total.revenue > 0 ? formatPercent(total.margin) : '—'}</td>
          </tr>
        </tfoot>
      </ReportTable>
    </TableScroller>
  );
}

/** Revenue, cost and margin of each of the last twelve months, from the database's sums. */
export function FinancialOverview({ period = lastTwelveMonths() }: { period?: ReportPeriod }) {
  const figures = useMonthlyFigures(period);
  const months = figures.data ?? [];
  const total = totalOf(months);
  return (
    <ReportCard id="financial-overview" title="Revenue, cost and margin, last 12 months" description={FIGURES_DEFINITION}>
      <StatGrid role="group" aria-label="Financial overview" aria-busy={figures.isPending}>
        <StatCard title="Revenue" value={figures.data ? formatMoney(total.revenue) : '—'} description="Last 12 months" />
        <StatCard title="Cost" value={figures.data ? formatMoney(total.costs) : '—'} description="Vehicles and shipping" />
        <StatCard
          title="Margin"
          value={figures.data ? formatPercent(total.margin) : '—'}
          description="15% or more is healthy"
          {...(figures.data ? { tone: profitMarginTone(total.margin) === 'green' ? 'success' : 'warning' } : {})}
        />
        <StatCard title="Vehicles Sold" value={figures.data ? formatCount(total.vehicles_sold) : '—'} description="Sold or shipped" />
      </StatGrid>
      <ReportState what="financial figures" query={figures} />
      {figures.data ? (
        <>
          <ColumnChart
            title="Revenue and cost by month, last 12 months"
            categories={months.map((month) => shortMonthName(month.month))}
            series={[
              { name: 'Revenue', values: months.map((month) => month.revenue), look: 'solid' },
              { name: 'Cost', values: months.map((month) => month.costs), look: 'hatched' },
            ]}
            formatValue={formatMoney}
            formatTick={formatMoneyTick}
          />
          <MonthlyFiguresTable months={months} caption="Revenue, cost and margin by month" />
        </>
      ) : null}
    </ReportCard>
  );
}
