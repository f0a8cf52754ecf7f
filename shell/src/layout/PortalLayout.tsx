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
import { NotificationBellSlot } from '../notifications/NotificationBellSlot';
import { useSectionLoader } from '../remotes/SectionLoaderContext';
import { PortalSidebar } from './PortalSidebar';
import { whenIdle } from './whenIdle';

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  @media print {
    display: none;
  }
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
 * Fetches the signed-in role's section in idle time once the first screen has
 * shown its content, so its first visit is fast and nothing the visitor is
 * waiting for competes with it.
 */
function usePreloadRoleSection(role: string | null, screenShown: boolean): void {
  const sections = useSectionLoader();
  useEffect(() => {
    const remote = role ? homeSectionOf(role)?.remote : undefined;
    if (!remote || !screenShown) return undefined;
    return whenIdle(() => sections.preload(remote));
  }, [role, sections, screenShown]);
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
  // Whether the first screen has shown its content: what the page waits for is there, the rest may follow.
  const [screenShown, setScreenShown] = useState(false);
  const reportScreenShown = useCallback(() => setScreenShown(true), []);
  usePreloadRoleSection(role, screenShown);
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
            {user ? <NotificationBellSlot userId={user.id} screenShown={screenShown} /> : null}
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
