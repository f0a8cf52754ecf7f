import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Car, LayoutDashboard } from 'lucide-react';
import { renderWithTheme } from '../../test-utils';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
} from '.';

function PortalLayout() {
  return (
    <SidebarProvider>
      <Sidebar>
        <SidebarHeader>Export Portal</SidebarHeader>
        <SidebarContent>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild isActive tooltip="Dashboard">
                <a href="#dashboard">
                  <LayoutDashboard aria-hidden="true" />
                  <span>Dashboard</span>
                </a>
              </SidebarMenuButton>
            </SidebarMenuItem>
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip="Vehicle Inventory">
                <a href="#vehicles">
                  <Car aria-hidden="true" />
                  <span>Vehicle Inventory</span>
                </a>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenuButton>
            <span>Sign Out</span>
          </SidebarMenuButton>
        </SidebarFooter>
        <SidebarRail />
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>
  );
}

const realMatchMedia = window.matchMedia;

function showOnScreenOf(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width') && width < 768,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

const trigger = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const navigation = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
  jest.restoreAllMocks();
});

describe('SidebarProvider on desktop', () => {
  beforeEach(() => showOnScreenOf(1280));

  it('starts expanded when no choice is remembered', () => {
    renderWithTheme(<PortalLayout />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(navigation()).toHaveAttribute('data-sidebar-state', 'expanded');
  });

  it('starts collapsed when the sidebar_state cookie says false', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderWithTheme(<PortalLayout />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(navigation()).toHaveAttribute('data-sidebar-state', 'collapsed');
  });

  it('toggles from the trigger and remembers the choice for 7 days', async () => {
    const cookieWrites = jest.spyOn(Document.prototype, 'cookie', 'set');
    renderWithTheme(<PortalLayout />);

    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(navigation()).toHaveAttribute('data-sidebar-state', 'collapsed');
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800');
    expect(document.cookie).toContain('sidebar_state=false');

    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800');
  });

  it.each([
    ['Ctrl+B', { ctrlKey: true }],
    ['Cmd+B', { metaKey: true }],
  ])('toggles with %s and keeps the browser from acting on it', (_shortcut, modifier) => {
    renderWithTheme(<PortalLayout />);
    const notPrevented = fireEvent.keyDown(document.body, { key: 'b', ...modifier });
    expect(notPrevented).toBe(false);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(document.body, { key: 'B', ...modifier });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores B typed without Ctrl or Cmd', () => {
    renderWithTheme(<PortalLayout />);
    expect(fireEvent.keyDown(document.body, { key: 'b' })).toBe(true);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks the current page', () => {
    renderWithTheme(<PortalLayout />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vehicle Inventory' })).not.toHaveAttribute('aria-current');
  });

  it('keeps every entry named when collapsed to the icon rail, and shows its label as a tooltip', async () => {
    renderWithTheme(<PortalLayout />);
    await userEvent.click(trigger());

    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vehicle Inventory' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    act(() => screen.getByRole('link', { name: 'Vehicle Inventory' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vehicle Inventory');
  });

  it('shows no tooltip while expanded, where the label is visible', async () => {
    renderWithTheme(<PortalLayout />);
    act(() => screen.getByRole('link', { name: 'Vehicle Inventory' }).focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('SidebarProvider on mobile', () => {
  beforeEach(() => showOnScreenOf(390));

  it('hides the navigation in a closed sheet until the trigger opens it', async () => {
    renderWithTheme(<PortalLayout />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const toggle = trigger();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with focus on the first link, not on Sign Out', async () => {
    renderWithTheme(<PortalLayout />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).not.toHaveFocus();
  });

  it('closes the sheet once an entry is chosen', async () => {
    renderWithTheme(<PortalLayout />);
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('link', { name: 'Vehicle Inventory' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderWithTheme(<PortalLayout />);
    const toggle = trigger();
    await userEvent.click(toggle);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the sheet with Ctrl+B without changing the remembered desktop state', async () => {
    const cookieWrites = jest.spyOn(Document.prototype, 'cookie', 'set');
    renderWithTheme(<PortalLayout />);
    fireEvent.keyDown(document.body, { key: 'b', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    expect(cookieWrites).not.toHaveBeenCalled();
  });
});
