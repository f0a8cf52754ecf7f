import styled from 'styled-components';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS, VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from '@export-portal/shared-domain';
import { Card, CardContent, CardHeader, CardTitle, formatMoney, formatCount, formatPercent } from '@export-portal/shared-ui';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    text-align: right;
  }
`;

/** A titled card of label and figure pairs. */
function FigureCard({ id, title, rows }: { id: string; title: string; rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Figures>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
      </CardContent>
    </Card>
  );
}

/** Revenue Overview and Operations Summary, from the same figures as the cards. */
export function BusinessOverview() {
  const { data: stats } = useSectionDashboardStats();
  const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));
  return (
    <Columns>
      <FigureCard
        id="revenue-overview"
        title="Revenue Overview"
        rows={[
          ['Total revenue', money(stats?.total_revenue)],
          ['Purchase costs of sold vehicles', money(stats?.total_purchase_costs)],
          ['Gross profit', stats ? formatMoney(stats.total_revenue - stats.total_purchase_costs) : '—'],
          ['Profit margin', stats ? formatPercent(stats.profit_margin) : '—'],
          ['Revenue this month', money(stats?.monthly_revenue)],
          ['Shipment costs', money(stats?.shipment_costs)],
        ]}
      />
      <FigureCard
        id="operations-summary"
        title="Operations Summary"
        rows={[
          ...VEHICLE_STATUSES.map(
            (status) => [`Vehicles ${VEHICLE_STATUS_LABELS[status].toLowerCase()}`, formatCount(stats?.vehicles_by_status[status])] as const,
          ),
          ...SHIPMENT_STATUSES.map(
            (status) => [`Shipments ${SHIPMENT_STATUS_LABELS[status].toLowerCase()}`, formatCount(stats?.shipments_by_status[status])] as const,
          ),
          ['Documents expiring within 30 days', formatCount(stats?.documents_expiring_soon)],
          ['Unread customer messages', formatCount(stats?.unread_communications)],
        ]}
      />
    </Columns>
  );
}
