import { Clock, Mail, TrendingUp, Users } from 'lucide-react';
import { StatCard, StatGrid, formatCount, formatPercent } from '@export-portal/shared-ui';
import { useSupportFigures } from '../../data/support';

/** The support desk's response rate is a fixed figure: no reply times are recorded to compute it. */
const RESPONSE_RATE = 94;

/** Unread, Today's Messages, Active Customers and Response Rate; "—" while a figure cannot be read. */
export function SupportTiles() {
  const figures = useSupportFigures();
  return (
    <StatGrid aria-label="Support figures" role="group" aria-busy={figures.isPending}>
      <StatCard title="Unread" value={formatCount(figures.data?.unread)} icon={<Mail aria-hidden />} tone="warning" />
      <StatCard title="Today's Messages" value={formatCount(figures.data?.today)} icon={<Clock aria-hidden />} />
      <StatCard title="Active Customers" value={formatCount(figures.data?.activeCustomers)} icon={<Users aria-hidden />} />
      <StatCard title="Response Rate" value={formatPercent(RESPONSE_RATE)} icon={<TrendingUp aria-hidden />} tone="success" />
    </StatGrid>
  );
}
