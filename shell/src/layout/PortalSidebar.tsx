import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
} from '@export-portal/shared-ui';
import { isSamePage, portalLabel, sidebarLinks, sidebarLinkTarget, useAuth } from '@export-portal/shared-auth';
import { sidebarIcons } from './sidebarIcons';
import { SignOutButton } from './SignOutButton';

const Brand = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const PortalName = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** The role's navigation (SPEC §2): header, links to each screen, Sign Out. */
export function PortalSidebar() {
  const { role } = useAuth();
  const { pathname } = useLocation();
  return (
    <Sidebar>
      <SidebarHeader>
        <Brand>Export Portal</Brand>
        <PortalName>{portalLabel(role)}</PortalName>
      </SidebarHeader>
      <SidebarContent>
        <SidebarMenu>
          {sidebarLinks(role).map((link) => {
            const Icon = sidebarIcons[link.icon];
            const target = sidebarLinkTarget(link, role);
            return (
              <SidebarMenuItem key={link.path}>
                <SidebarMenuButton asChild isActive={isSamePage(pathname, target)} tooltip={link.label}>
                  <Link to={target}>
                    <Icon aria-hidden="true" />
                    <span>{link.label}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SignOutButton />
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
