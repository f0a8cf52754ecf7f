import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { NOTIFICATION_KINDS, isRole, loadFailureMessage, notificationKindsFor, type NotificationKind } from '@export-portal/shared-domain';
import { useAuth, useDataMutation } from '@export-portal/shared-auth';
import { Alert, Button, PageSpinner, RetryButton } from '@export-portal/shared-ui';
import { Switch } from '@export-portal/shared-ui/toggles';
import { preferenceKeys, saveNotificationPreference, useNotificationPreferences } from './notificationData';

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BackButton = styled(Button)`
  align-self: flex-start;
`;

/** One kind's e-mail switch: it shows the choice being saved, and the stored one again if the save fails. */
function PreferenceSwitch({ userId, kind, email }: { userId: string; kind: NotificationKind; email: boolean }) {
  const save = useDataMutation({ action: 'notificationSettings', write: saveNotificationPreference, invalidates: [preferenceKeys] });
  const shown = save.isPending ? save.variables.email : email;
  return (
    <Switch
      label={NOTIFICATION_KINDS[kind].label}
      description={shown ? 'E-mailed to you and shown here' : 'Shown here only'}
      checked={shown}
      disabled={save.isPending}
      onCheckedChange={(checked) => save.mutate({ userId, kind, email: checked })}
    />
  );
}

/**
 * Which kinds of notice the user also gets by e-mail, among the kinds their role receives. Every
 * notice still shows in the bell; a kind never chosen is e-mailed.
 */
export function NotificationSettings({ onBack }: { onBack: () => void }) {
  const { user, role } = useAuth();
  const preferences = useNotificationPreferences(user?.id ?? '');
  const kinds = isRole(role) ? notificationKindsFor(role) : [];
  return (
    <>
      <BackButton size="sm" variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden size={14} />
        Back to notifications
      </BackButton>
      <Intro>Every notice appears here in the portal. Choose which ones are also sent to you by e-mail.</Intro>
      {!user || kinds.length === 0 ? (
        <Intro>Your role receives no notices by e-mail.</Intro>
      ) : preferences.isPending ? (
        <PageSpinner label="Loading notification settings" />
      ) : preferences.isError ? (
        <Alert tone="danger" title={loadFailureMessage(preferences.error)}>
          <RetryButton onRetry={() => void preferences.refetch()} />
        </Alert>
      ) : (
        <Choices aria-label="E-mail me about">
          {kinds.map((kind) => (
            <li key={kind}>
              <PreferenceSwitch userId={user.id} kind={kind} email={preferences.data.get(kind) ?? true} />
            </li>
          ))}
        </Choices>
      )}
    </>
  );
}
