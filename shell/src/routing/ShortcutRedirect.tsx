import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@export-portal/shared-ui';
import { shortcutTarget, useAuth, type ReturnState, type ShortcutPath } from '@export-portal/shared-auth';

/**
 * A role-redirect shortcut: once the session is known, on to the
 * role's screen, /auth (coming back here after sign-in) or /unauthorized.
 */
export function ShortcutRedirect({ path }: { path: ShortcutPath }) {
  const { session, role, loading } = useAuth();
  if (loading) return <PageSpinner />;
  const target = shortcutTarget(path, { signedIn: session !== null, role });
  const state: ReturnState | undefined = target === '/auth' ? { from: path } : undefined;
  return <Navigate to={target} replace state={state} />;
}
