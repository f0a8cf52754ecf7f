import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { ROLES, type Role } from '@export-portal/shared-domain';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { RoleSummary } from './RoleSummary';
import { UserCard, userColumns } from './UserCard';
import { profileList } from '../../data/users';

/** User Management: every account, searched by name, e-mail, company or role, with a summary by role. */
export function UsersScreen() {
  const params = useListParams<{ role: Role }>({ role: ROLES });
  const query = profileList.useList(params.request);
  const live = useLiveTable('profiles', { invalidates: [profileList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <RoleSummary />
      <SearchableList
        label="Users"
        noun={['user', 'users']}
        searchLabel="Search users by name, email, company or role"
        {...listFrame(params, query)}
        emptyText="No users found matching your search."
        getKey={(profile) => profile.id}
        renderRow={(profile) => <UserCard profile={profile} />}
        columns={userColumns}
        estimatedCardHeightPx={220}
        actions={<ExportCsvButton list={profileList} request={params.request} columns={userColumns} subject="users" disabled={!query.data?.total} />}
      />
    </Screen>
  );
}
