import styled from 'styled-components';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { REVENUE_SPLIT } from '@export-portal/shared-domain';
import { formatCount, formatMoney, formatPercent } from '@export-portal/shared-ui';
import {
  lastTwelveMonths,
  useDaysToSale,
  useSalesByMake,
  useShipmentsByPort,
  type DaysToSale,
  type MakeSales,
  type PortShipments,
  type ReportPeriod,
} from '../../data/reports';
import { BarChart, ColumnChart } from './Charts';
import { ReportCard, ReportState, ReportTable, TableScroller, formatDays, formatMoneyTick } from './ReportParts';

const Reports = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Bar = styled.div<{ $percent: number }>`
  height: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceSubtle};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $percent }) => $percent}%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The spans of days in stock, as the database counts them. */
export function daySpans(days: DaysToSale) {
  return [
    { label: '0–30 days', vehicles: days.within_30_days },
    { label: '31–60 days', vehicles: days.within_60_days },
    { label: '61–90 days', vehicles: days.within_90_days },
    { label: '91–180 days', vehicles: days.within_180_days },
    { label: 'Over 180 days', vehicles: days.over_180_days },
  ];
}

export function SalesByMakeTable({ makes }: { makes: readonly MakeSales[] }) {
  return (
    <TableScroller label="Sales by make">
      <ReportTable>
        <caption>Sales by make</caption>
        <thead>
          <tr>
            <th scope="col">Make</th>
            <th scope="col">Vehicles sold</th>
            <th scope="col">Revenue</th>
            <th scope="col">Average days in stock</th>
          </tr>
        </thead>
        <tbody>
          {makes.map((row) => (
            <tr key={row.make}>
              <th scope="row">{row.make}</th>
              <td>{formatCount(row.vehicles_sold)}</td>
              <td>{formatMoney(row.revenue)}</td>
              <td>{formatDays(row.average_days_to_sale)}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </TableScroller>
  );
}

export function DaysInStockTable({ days, caption }: { days: DaysToSale; caption: string }) {
  return (
    <TableScroller label={caption}>
      <ReportTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Days in stock</th>
            <th scope="col">Vehicles sold</th>
          </tr>
        </thead>
        <tbody>
          {daySpans(days).map((span) => (
            <tr key={span.label}>
              <th scope="row">{span.label}</th>
              <td>{formatCount(span.vehicles)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Average, median</th>
            <td>
              {formatDays(days.average_days)}, {formatDays(days.median_days)}
            </td>
          </tr>
        </tfoot>
      </ReportTable>
    </TableScroller>
  );
}

export function PortsTable({ ports }: { ports: readonly PortShipments[] }) {
  return (
    <TableScroller label="Shipments and transit days by destination port">
      <ReportTable>
        <caption>Shipments and transit days by destination port</caption>
        <thead>
          <tr>
            <th scope="col">Destination port</th>
            <th scope="col">Shipments departed</th>
            <th scope="col">Delivered</th>
            <th scope="col">Average transit</th>
          </tr>
        </thead>
        <tbody>
          {ports.map((row) => (
            <tr key={row.destination_port}>
              <th scope="row">{row.destination_port}</th>
              <td>{formatCount(row.shipments_departed)}</td>
              <td>{formatCount(row.shipments_delivered)}</td>
              <td>{formatDays(row.average_transit_days)}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </TableScroller>
  );
}

export function SalesByMake({ period }: { period: ReportPeriod }) {
  const makes = useSalesByMake(period);
  return (
    <ReportCard
      id="sales-by-make"
      title="Sales by make"
      description="Vehicles sold in the last 12 months, by make, with the revenue they brought and their days in stock."
    >
      <ReportState what="sales by make" query={makes} />
      {makes.data?.length === 0 ? <p>No vehicles were sold in these months.</p> : null}
      {makes.data?.length ? (
        <>
          <BarChart
            title="Revenue by make, last 12 months"
            categories={makes.data.map((row) => row.make)}
            values={makes.data.map((row) => row.revenue)}
            formatValue={formatMoney}
            formatTick={formatMoneyTick}
          />
          <SalesByMakeTable makes={makes.data} />
        </>
      ) : null}
    </ReportCard>
  );
}

export function DaysFromPurchaseToSale({ period }: { period: ReportPeriod }) {
  const days = useDaysToSale(period);
  const figures = days.data?.[0];
  const spans = figures ? daySpans(figures) : [];
  return (
    <ReportCard
      id="days-to-sale"
      title="Days from purchase to sale"
      description={
        figures?.vehicles_sold
          ? `${formatCount(figures.vehicles_sold)} vehicles sold in the last 12 months stood ${formatDays(figures.average_days)} in stock on average (median ${formatDays(figures.median_days)}), from the day bought to the day sold.`
          : 'How long the vehicles sold in the last 12 months stood in stock, from the day bought to the day sold.'
      }
    >
      <ReportState what="days from purchase to sale" query={days} />
      {figures ? (
        <>
          <ColumnChart
            title="Vehicles sold by days in stock, last 12 months"
            categories={spans.map((span) => span.label)}
            series={[{ name: 'Vehicles sold', values: spans.map((span) => span.vehicles), look: 'solid' }]}
            formatValue={formatCount}
            wholeNumbers
          />
          <DaysInStockTable days={figures} caption="Vehicles sold by days in stock" />
        </>
      ) : null}
    </ReportCard>
  );
}

export function ShipmentsByPort({ period }: { period: ReportPeriod }) {
  const ports = useShipmentsByPort(period);
  return (
    <ReportCard
      id="shipments-by-port"
      title="Shipments by destination port"
      description="Shipments that departed in the last 12 months, by destination, and the average days at sea of those delivered (actual departure to actual arrival)."
    >
      <ReportState what="shipments by port" query={ports} />
      {ports.data?.length === 0 ? <p>No shipments departed in these months.</p> : null}
      {ports.data?.length ? (
        <>
          <BarChart
            title="Shipments departed by destination port, last 12 months"
            categories={ports.data.map((row) => row.destination_port)}
            values={ports.data.map((row) => row.shipments_departed)}
            formatValue={formatCount}
            wholeNumbers
          />
          <PortsTable ports={ports.data} />
        </>
      ) : null}
    </ReportCard>
  );
}

/** The spec's fixed split of revenue by source: vehicle sales 85 %, shipping 12 %, documentation 3 %. */
function RevenueSplit() {
  const { data: stats } = useSectionDashboardStats();
  return (
    <ReportCard id="revenue-split" title="Revenue by source" description="A fixed split of total revenue, not measured from records.">
      <Rows>
        {REVENUE_SPLIT.map(({ source, percent }) => (
          <li key={source}>
            <span>
              {source}: {formatPercent(percent)}
              {stats ? ` (${formatMoney((stats.total_revenue * percent) / 100)})` : ''}
            </span>
            <Bar $percent={percent} role="presentation" />
          </li>
        ))}
      </Rows>
    </ReportCard>
  );
}

/** Sales by make, days in stock and shipments by port over the last twelve months, from the database's sums. */
export function AdvancedAnalytics({ period = lastTwelveMonths() }: { period?: ReportPeriod }) {
  return (
    <Reports>
      <SalesByMake period={period} />
      <DaysFromPurchaseToSale period={period} />
      <ShipmentsByPort period={period} />
      <RevenueSplit />
    </Reports>
  );
}
