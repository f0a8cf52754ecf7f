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
import { isSamePage, portalLabel, sidebarLinks, sidebarLinkTarget, useAuth, visitedSections, type SidebarIcon } from '@export-portal/shared-auth';
import { isCurrentLink } from './currentLink';
import { sidebarIcons } from './sidebarIcons';
import { SignOutButton } from './SignOutButton';

/** One screen's link, marked when it is the page shown. */
function SidebarLink({ to, label, icon, current }: { to: string; label: string; icon: SidebarIcon; current: boolean }) {
  const Icon = sidebarIcons[icon];
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={current} tooltip={label}>
        <Link to={to}>
          <Icon aria-hidden="true" />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

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
          {sidebarLinks(role).map((link) => (
            <SidebarLink
              key={link.path}
              to={sidebarLinkTarget(link, role)}
              label={link.label}
              icon={link.icon}
              current={isCurrentLink(link, role, pathname)}
            />
          ))}
        </SidebarMenu>
        {visitedSections(role).map((section, index) => (
          <Fragment key={section.heading}>
            <SidebarGroupLabel id={`sidebar-visited-${index}`}>{section.heading}</SidebarGroupLabel>
            <SidebarMenu aria-labelledby={`sidebar-visited-${index}`}>
              {section.links.map((link) => (
                <SidebarLink key={link.to} to={link.to} label={link.label} icon={link.icon} current={isSamePage(pathname, link.to)} />
              ))}
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
