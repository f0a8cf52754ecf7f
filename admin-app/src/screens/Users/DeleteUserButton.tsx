import { Trash2 } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { failureNotice, type ProfileRow } from '@export-portal/shared-domain';
import { Button } from '@export-portal/shared-ui';
import { ConfirmDialog } from '@export-portal/shared-ui/dialog';
import { deleteUser, profileList } from '../../data/users';

/** Asks, then deletes the account for good; the database refuses admins and the admin's own account. */
export function DeleteUserButton({ profile }: { profile: ProfileRow }) {
  const remove = useDataMutation({ action: 'deleteUser', write: deleteUser, invalidates: [profileList.keys] });
  const who = profile.email ?? 'this user';
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="danger">
          <Trash2 aria-hidden size={14} />
          Delete
        </Button>
      }
      title="Delete user?"
      description={`The account of ${who} will be deleted for good. Their customer records stay.`}
      confirmLabel="Delete user"
      onConfirm={() => remove.mutateAsync({ userId: profile.user_id })}
      failureMessage={(error) => failureNotice('deleteUser', error).reason}
    />
  );
}
