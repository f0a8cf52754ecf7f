import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@export-portal/shared-ui';
import { useAtomValue } from 'jotai';
import { lastAuthEventAtom } from '../session/atoms';
import { useAuth } from '../session/useAuth';

export interface RequireRoleProps {
  /** Roles admitted; an empty list admits any signed-in user. */
  roles: readonly string[];
  children: ReactNode;
}

/** Where /auth sends a visitor back to after signing in. */
export interface ReturnState {
  from?: string;
}

/**
 * Guards a page: a spinner while the session and role load, /auth (carrying
 * the page, unless the user has just signed out) without a session, /unauthorized for a role not admitted. A role
 * not yet known skips the check; the database enforces access either way.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { session, role, loading } = useAuth();
  const lastEvent = useAtomValue(lastAuthEventAtom);
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!session) {
    if (lastEvent === 'SIGNED_OUT') return <Navigate to="/auth" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from } satisfies ReturnState} />;
  }
  if (roles.length > 0 && role !== null && !roles.includes(role)) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <>{children}</>;
}
