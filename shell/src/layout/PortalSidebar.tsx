import { Link, useLocation } from 'react-router-dom';
import { Ship } from 'lucide-react';
import {
  Sidebar,
  SidebarBrand,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
} from '@export-portal/shared-ui';
import { portalLabel, sidebarLinks, sidebarLinkTarget, useAuth } from '@export-portal/shared-auth';
import { isCurrentLink } from './currentLink';
import { sidebarIcons } from './sidebarIcons';
import { SignOutButton } from './SignOutButton';

/** The role's navigation: the product and '{role} Portal', a link to each screen, Sign Out. */
export function PortalSidebar() {
  const { role } = useAuth();
  const { pathname } = useLocation();
  return (
    <Sidebar>
      <SidebarHeader>
        <SidebarBrand icon={<Ship aria-hidden="true" />} product="Export Portal" subtitle={portalLabel(role)} />
      </SidebarHeader>
      <SidebarContent>
        <SidebarMenu>
          {sidebarLinks(role).map((link) => {
            const Icon = sidebarIcons[link.icon];
            return (
              <SidebarMenuItem key={link.path}>
                <SidebarMenuButton asChild isActive={isCurrentLink(link, role, pathname)} tooltip={link.label}>
                  <Link to={sidebarLinkTarget(link, role)}>
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
