import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@export-portal/shared-ui';
import { homeSectionOf, useAuth } from '@export-portal/shared-auth';
import { useSectionLoader } from '../remotes/SectionLoaderContext';
import { PortalSidebar } from './PortalSidebar';

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 5;
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

/** Starts fetching the signed-in role's section so its first visit is fast. */
function usePreloadRoleSection(role: string | null) {
  const sections = useSectionLoader();
  useEffect(() => {
    const remote = role ? homeSectionOf(role)?.remote : undefined;
    if (remote) sections.preload(remote);
  }, [role, sections]);
}

/** Every signed-in page: the role's sidebar beside the page. */
export function PortalLayout() {
  const { user, role } = useAuth();
  usePreloadRoleSection(role);
  return (
    <SidebarProvider>
      <PortalSidebar />
      <SidebarInset>
        <TopBar>
          <SidebarTrigger />
          {user?.email ? <SignedInAs>Signed in as {user.email}</SignedInAs> : null}
        </TopBar>
        <Outlet />
      </SidebarInset>
    </SidebarProvider>
  );
}
