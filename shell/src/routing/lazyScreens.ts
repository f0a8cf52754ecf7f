import { lazy } from 'react';

/**
 * Each page of the shell is its own chunk, downloaded when its route is first
 * shown: the landing page does not pay for the session, the backend client,
 * the dashboard, the sign-in forms or the signed-in layout.
 */
export const LandingScreen = lazy(() => import('../screens/Landing/LandingScreen').then((module) => ({ default: module.LandingScreen })));
export const PortalPages = lazy(() => import('../portal/PortalPages').then((module) => ({ default: module.PortalPages })));
export const AuthScreen = lazy(() => import('../screens/Auth/AuthScreen').then((module) => ({ default: module.AuthScreen })));
export const DashboardScreen = lazy(() =>
  import('../screens/Dashboard/DashboardScreen').then((module) => ({ default: module.DashboardScreen })),
);
export const UnauthorizedScreen = lazy(() =>
  import('../screens/Unauthorized/UnauthorizedScreen').then((module) => ({ default: module.UnauthorizedScreen })),
);
export const PortalLayout = lazy(() => import('../layout/PortalLayout').then((module) => ({ default: module.PortalLayout })));
