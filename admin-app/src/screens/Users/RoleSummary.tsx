import { Shield, UserCog, Users } from 'lucide-react';
import { StatCard, StatGrid } from '@export-portal/shared-ui';
import { count } from '../../components/Tiles';
import { useRoleSummary } from '../../data/users';

/** How many accounts hold each role. */
export function RoleSummary() {
  const { data, isPending } = useRoleSummary();
  return (
    <StatGrid role="group" aria-label="Users by role" aria-busy={isPending}>
      <StatCard title="Admins" value={count(data?.admin)} icon={<Shield aria-hidden />} />
      <StatCard title="Staff" value={count(data?.staff)} icon={<UserCog aria-hidden />} />
      <StatCard title="Clients" value={count(data?.client)} icon={<Users aria-hidden />} />
    </StatGrid>
  );
}
