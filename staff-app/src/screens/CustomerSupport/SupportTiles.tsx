import { Clock, Mail, TrendingUp, Users } from 'lucide-react';
import { StatCard, StatGrid } from '@export-portal/shared-ui';
import { useSupportFigures } from '../../data/support';

/** The support desk's response rate is a fixed figure: no reply times are recorded to compute it. */
const RESPONSE_RATE = '94%';

/** Unread, Today's Messages, Active Customers and Response Rate; "—" while a figure cannot be read. */
export function SupportTiles() {
  const figures = useSupportFigures();
  const show = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-CA'));
  return (
    <StatGrid aria-label="Support figures" role="group" aria-busy={figures.isPending}>
      <StatCard title="Unread" value={show(figures.data?.unread)} icon={<Mail aria-hidden />} tone="warning" />
      <StatCard title="Today's Messages" value={show(figures.data?.today)} icon={<Clock aria-hidden />} />
      <StatCard title="Active Customers" value={show(figures.data?.activeCustomers)} icon={<Users aria-hidden />} />
      <StatCard title="Response Rate" value={RESPONSE_RATE} icon={<TrendingUp aria-hidden />} tone="success" />
    </StatGrid>
  );
}
