import { ROLE_LABELS, type ProfileRow } from '@export-portal/shared-domain';
import { Badge, RecordCard, formatDate } from '@export-portal/shared-ui';
import { DeleteUserButton } from './DeleteUserButton';

const nameOf = (profile: ProfileRow) => [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email || 'Unnamed user';

/** One account: name, e-mail, company, phone, role and since when; admins cannot be deleted, so they have no button. */
export function UserCard({ profile }: { profile: ProfileRow }) {
  return (
    <RecordCard
      id={`user-${profile.id}`}
      title={nameOf(profile)}
      subtitle={profile.email ?? undefined}
      badge={<Badge tone={profile.role === 'admin' ? 'danger' : profile.role === 'staff' ? 'info' : 'neutral'}>{ROLE_LABELS[profile.role]}</Badge>}
      facts={[
        ['Company', profile.company],
        ['Phone', profile.phone],
        ['Joined', formatDate(profile.created_at)],
      ]}
      actions={profile.role === 'admin' ? [] : [<DeleteUserButton key="delete" profile={profile} />]}
    />
  );
}
