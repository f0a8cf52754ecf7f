import { useAtomValue } from 'jotai';
import { authStateAtom, type AuthState } from './atoms';

export function useAuth(): AuthState {
  return useAtomValue(authStateAtom);
}
