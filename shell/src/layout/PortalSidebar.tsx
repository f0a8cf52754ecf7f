import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Ship } from 'lucide-react';
import {
  Sidebar,
  SidebarBrand,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
} from '@export-portal/shared-ui';
import { isSamePage, portalLabel, sidebarLinks, sidebarLinkTarget, useAuth, visitedSections } from '@export-portal/shared-auth';
import { isCurrentLink } from './currentLink';
import { sidebarIcons } from './sidebarIcons';
import { SignOutButton } from './SignOutButton';

/**
 * The role's navigation: the product and '{role} Portal', a link to each screen, then the screens
 * of any other section the role may enter (an admin's staff section) under that portal's name, Sign Out.
 */
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
        {visitedSections(role).map((section, index) => (
          <Fragment key={section.heading}>
            <SidebarGroupLabel id={`sidebar-visited-${index}`}>{section.heading}</SidebarGroupLabel>
            <SidebarMenu aria-labelledby={`sidebar-visited-${index}`}>
              {section.links.map((link) => {
                const Icon = sidebarIcons[link.icon];
                return (
                  <SidebarMenuItem key={link.to}>
                    <SidebarMenuButton asChild isActive={isSamePage(pathname, link.to)} tooltip={link.label}>
                      <Link to={link.to}>
                        <Icon aria-hidden="true" />
                        <span>{link.label}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </Fragment>
        ))}
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
