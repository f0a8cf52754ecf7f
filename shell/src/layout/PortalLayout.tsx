import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  OfflineBanner,
  ScreenShownProvider,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  SkipLink,
  useFocusHeadingOnNavigation,
} from '@export-portal/shared-ui';
import { homeSectionOf, useAuth, useOnline } from '@export-portal/shared-auth';
import { NotificationBell } from '../notifications/NotificationBell';
import { useSectionLoader } from '../remotes/SectionLoaderContext';
import { PortalSidebar } from './PortalSidebar';

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 3.5rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const SignedInAs = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PageContent = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;

  &:focus {
    outline: none;
  }
`;

const PAGE_CONTENT_ID = 'main-content';

/**
 * Runs `work` once the browser is idle after the current page has painted, so
 * it never competes with what the visitor is waiting for.
 */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Fetches the signed-in role's section in idle time once the first screen has
 * shown its content, so its first visit is fast and nothing the visitor is
 * waiting for competes with it. Returns what a screen calls when it is shown.
 */
function usePreloadRoleSection(role: string | null): () => void {
  const sections = useSectionLoader();
  const [screenShown, setScreenShown] = useState(false);
  useEffect(() => {
    const remote = role ? homeSectionOf(role)?.remote : undefined;
    if (!remote || !screenShown) return undefined;
    return whenIdle(() => sections.preload(remote));
  }, [role, sections, screenShown]);
  return useCallback(() => setScreenShown(true), []);
}

/**
 * Every signed-in page: the role's sidebar beside the page. A skip link comes
 * first, and each navigation hands focus to the new page's heading.
 */
export function PortalLayout() {
  const { user, role } = useAuth();
  const online = useOnline();
  const { pathname } = useLocation();
  const pageContent = useRef<HTMLDivElement>(null);
  const reportScreenShown = usePreloadRoleSection(role);
  useFocusHeadingOnNavigation(pageContent, pathname);
  return (
    <SidebarProvider>
      <SkipLink targetId={PAGE_CONTENT_ID} />
      <PortalSidebar />
      <SidebarInset>
        <Top>
          <TopBar>
            <SidebarTrigger />
            {user?.email ? <SignedInAs>Signed in as {user.email}</SignedInAs> : null}
            {user ? <NotificationBell userId={user.id} /> : null}
          </TopBar>
          {online ? null : <OfflineBanner />}
        </Top>
        <PageContent id={PAGE_CONTENT_ID} ref={pageContent} tabIndex={-1}>
          <ScreenShownProvider value={reportScreenShown}>
            <Outlet />
          </ScreenShownProvider>
        </PageContent>
      </SidebarInset>
    </SidebarProvider>
  );
}
