import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  FirstScreen,
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
 * The page's first screen, which what can wait waits for (live updates join once
 * it is shown); and the signed-in role's section, fetched in idle time after
 * that, so its first visit is fast and nothing the visitor is waiting for
 * competes with it.
 */
function usePageFirstScreen(role: string | null): FirstScreen {
  const sections = useSectionLoader();
  const [firstScreen] = useState(() => new FirstScreen());
  useEffect(() => {
    const remote = role ? homeSectionOf(role)?.remote : undefined;
    if (!remote) return undefined;
    return firstScreen.whenIdleAfterShown(() => sections.preload(remote));
  }, [firstScreen, role, sections]);
  return firstScreen;
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
  const firstScreen = usePageFirstScreen(role);
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
            {user ? <NotificationBellSlot userId={user.id} firstScreen={firstScreen} /> : null}
          </TopBar>
          {online ? null : <OfflineBanner />}
        </Top>
        <PageContent id={PAGE_CONTENT_ID} ref={pageContent} tabIndex={-1}>
          <ScreenShownProvider value={firstScreen}>
            <Outlet />
          </ScreenShownProvider>
        </PageContent>
      </SidebarInset>
    </SidebarProvider>
  );
}
