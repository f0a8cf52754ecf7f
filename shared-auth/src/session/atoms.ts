import { atom } from 'jotai';
import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';

/** The current Supabase session; null when signed out. */
export const sessionAtom = atom<Session | null>(null);

export const userAtom = atom<User | null>((get) => get(sessionAtom)?.user ?? null);

/**
 * The signed-in user's role as read from `profiles`. A string rather
 * than the closed Role union: the UI must behave sensibly for a role it does
 * not know. null while there is no user, or before it has been read.
 */
export const userRoleAtom = atom<string | null>(null);

/**
 * The last auth event: after an explicit SIGNED_OUT the guards send the
 * visitor to /auth without a return address, so the next person to sign in
 * lands in their own section, not on the page the previous user left.
 */
export const lastAuthEventAtom = atom<AuthChangeEvent | null>(null);

/** True until the session, and the role of its user, are known. */
export const authLoadingAtom = atom<boolean>(true);

export interface AuthState {
  session: Session | null;
  user: User | null;
  role: string | null;
  loading: boolean;
}

export const authStateAtom = atom<AuthState>((get) => ({
  session: get(sessionAtom),
  user: get(userAtom),
  role: get(userRoleAtom),
  loading: get(authLoadingAtom),
}));
