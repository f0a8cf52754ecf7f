import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { authLoadingAtom, lastAuthEventAtom, sessionAtom, userRoleAtom } from './atoms';
import { fetchRole } from './fetchRole';
import { useSupabase } from './useSupabase';

/**
 * Keeps the session atoms in step with Supabase auth: every sign-in, sign-out
 * and token refresh updates the session; a new user's role is read once, with
 * retries, through the portal's QueryClient. When the user changes (sign-out,
 * or another account signs in), everything cached for the previous one is
 * dropped, so no screen ever shows one user's rows to the next.
 * Rendered once, by whoever created the providers.
 */
export function AuthSync() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const setSession = useSetAtom(sessionAtom);
  const setRole = useSetAtom(userRoleAtom);
  const setLoading = useSetAtom(authLoadingAtom);
  const setLastEvent = useSetAtom(lastAuthEventAtom);

  useEffect(() => {
    let roleFor: string | null = null;
    let cachedFor: string | null | undefined;
    let alive = true;
    const { data } = client.auth.onAuthStateChange((event, session) => {
      setLastEvent(event);
      setSession(session);
      const userId = session?.user.id ?? null;
      if (cachedFor !== undefined && cachedFor !== userId) queryClient.clear();
      cachedFor = userId;
      if (!userId) {
        roleFor = null;
        setRole(null);
        setLoading(false);
        return;
      }
      if (userId === roleFor) return;
      roleFor = userId;
      setLoading(true);
      // Outside the auth callback: the auth client must not be awaited inside it.
      setTimeout(() => {
        void fetchRole(queryClient, client, userId).then((role) => {
          if (!alive || roleFor !== userId) return;
          setRole(role);
          setLoading(false);
        });
      }, 0);
    });
    return () => {
      alive = false;
      data.subscription.unsubscribe();
    };
  }, [client, queryClient, setLastEvent, setLoading, setRole, setSession]);

  return null;
}
