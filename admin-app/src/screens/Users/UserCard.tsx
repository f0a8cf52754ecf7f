import { ROLE_LABELS, type ProfileRow } from '@export-portal/shared-domain';
import { Badge, EmailAddress, RecordCard, formatDate } from '@export-portal/shared-ui';
import type { ListColumn } from '@export-portal/shared-ui/lists';
import { DeleteUserButton } from './DeleteUserButton';
import type { ProfileSort } from '../../data/users';

const nameOf = (profile: ProfileRow) => [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email || 'Unnamed user';

/** One account: name, e-mail, company, phone, role and since when; admins cannot be deleted, so they have no button. */
const roleBadgeOf = (profile: ProfileRow) => (
  <Badge tone={profile.role === 'admin' ? 'danger' : profile.role === 'staff' ? 'info' : 'neutral'}>{ROLE_LABELS[profile.role]}</Badge>
);

export function UserCard({ profile }: { profile: ProfileRow }) {
  return (
    <RecordCard
      id={`user-${profile.id}`}
      title={nameOf(profile)}
      subtitle={profile.email ? <EmailAddress address={profile.email} /> : undefined}
      badge={roleBadgeOf(profile)}
      facts={[
        ['Company', profile.company],
        ['Phone', profile.phone],
        ['Joined', formatDate(profile.created_at)],
      ]}
      actions={profile.role === 'admin' ? [] : [<DeleteUserButton key="delete" profile={profile} />]}
    />
  );
}

/** The users table: the card's facts a column each, sorted on the server where a column says how. */
export const userColumns: readonly ListColumn<ProfileRow, ProfileSort>[] = [
  { header: 'Name', value: nameOf, sort: 'last_name' },
  { header: 'Email', value: (profile) => profile.email, sort: 'email' },
  { header: 'Role', cell: roleBadgeOf, value: (profile) => ROLE_LABELS[profile.role], sort: 'role' },
  { header: 'Company', value: (profile) => profile.company, sort: 'company' },
  { header: 'Phone', value: (profile) => profile.phone },
  { header: 'Joined', cell: (profile) => formatDate(profile.created_at), value: (profile) => profile.created_at, sort: 'created_at' },
  { header: 'Actions', cell: (profile) => (profile.role === 'admin' ? null : <DeleteUserButton profile={profile} />) },
];
