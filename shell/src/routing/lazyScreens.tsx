import { lazyScreen } from '@export-portal/shared-auth';

/**
 * Each page of the shell is its own chunk, downloaded when its route is first
 * shown, or ahead of it when the page being opened is known to need it. A page
 * whose chunk is already there renders at once, without a spinner in between.
 */
export const LandingScreen = lazyScreen(() => import('../screens/Landing/LandingScreen').then((module) => module.LandingScreen));
export const AuthScreen = lazyScreen(() => import('../screens/Auth/AuthScreen').then((module) => module.AuthScreen));
export const DashboardScreen = lazyScreen(() => import('../screens/Dashboard/DashboardScreen').then((module) => module.DashboardScreen));
export const UnauthorizedScreen = lazyScreen(() => import('../screens/Unauthorized/UnauthorizedScreen').then((module) => module.UnauthorizedScreen));
export const PortalLayout = lazyScreen(() => import('../layout/PortalLayout').then((module) => module.PortalLayout));
