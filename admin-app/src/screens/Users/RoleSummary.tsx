import { Shield, UserCog, Users } from 'lucide-react';
import { StatCard, formatCount, StatGrid } from '@export-portal/shared-ui';
import { useRoleSummary } from '../../data/users';

/** How many accounts hold each role. */
export function RoleSummary() {
  const { data, isPending } = useRoleSummary();
  return (
    <StatGrid role="group" aria-label="Users by role" aria-busy={isPending}>
      <StatCard title="Admins" value={formatCount(data?.admin)} icon={<Shield aria-hidden />} />
      <StatCard title="Staff" value={formatCount(data?.staff)} icon={<UserCog aria-hidden />} />
      <StatCard title="Clients" value={formatCount(data?.client)} icon={<Users aria-hidden />} />
    </StatGrid>
  );
}
