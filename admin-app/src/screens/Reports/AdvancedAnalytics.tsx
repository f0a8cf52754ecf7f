import styled from 'styled-components';
import { useSectionDashboardStats } from '@export-portal/shared-auth';
import { REVENUE_SPLIT } from '@export-portal/shared-domain';
import { Card, CardContent, CardHeader, CardTitle, formatMoney, formatPercent } from '@export-portal/shared-ui';

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

/** Revenue by source: vehicle sales 85 %, shipping 12 %, documentation 3 %. */
export function AdvancedAnalytics() {
  const { data: stats } = useSectionDashboardStats();
  return (
    <Card as="section" aria-labelledby="revenue-split">
      <CardHeader>
        <CardTitle as="h2" id="revenue-split">
          Revenue by source
        </CardTitle>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
