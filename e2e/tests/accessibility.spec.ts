import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathWithinSection, roleShortcuts, sections } from '@export-portal/shared-auth';
import { demo, navigateInApp, signIn } from './support';

/**
 * Every page of every role, at a desktop and a phone width, checked by axe against
 * WCAG 2.1 A and AA: no serious or critical violation anywhere, with the data shown
 * and with the portal's dialogs open. Then focus: a dialog hands it back to its opener.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const ROLES = { admin: 'admin', staff: 'staff', client: 'client1' } as const;
type Role = keyof typeof ROLES;

/** The shell's signed-in pages every role can open by address. */
const SHELL_PAGES = ['/dashboard', '/unauthorized'];

/** One finding per line: where, which rule, how bad, which elements. */
async function audit(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help} → ${targets}`;
    });
}

function expectNoFindings(findings: string[]) {
  expect(findings, `axe found serious or critical violations:\n${findings.join('\n')}\n`).toEqual([]);
}

/** A section's page by its canonical path, so an alias ('/staff/customer-support') counts once. */
function canonical(path: string): string {
  for (const section of sections) {
    const within = pathWithinSection(section, path);
    if (within === null) continue;
    const screen = section.aliases[within] ?? within;
    return `${section.basePath}/${screen}`;
  }
  return path;
}

/** Waits until the page shows its data: a heading, no spinner, nothing busy. */
async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** The sidebar's link targets as rendered; on a phone the sidebar is a sheet, checked while it is open. */
async function sidebarTargets(page: Page, phone: boolean, findings: string[]): Promise<string[]> {
  let sidebar: Locator = page.getByRole('navigation', { name: 'Main' });
  if (phone) {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    sidebar = sheet.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link').first()).toBeFocused();
    findings.push(...(await audit(page, 'mobile sidebar sheet (open)')));
  }
  const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
  }
  return hrefs;
}

/**
 * Every page a role reaches: its home, the shell's pages, each sidebar link and every
 * role shortcut's target (the only way to some screens, such as User Management).
 */
function pagesOf(role: Role, home: string, sidebar: string[]): string[] {
  const shortcuts = Object.values(roleShortcuts).map((targets) => targets[role]);
  return [...new Set([home, ...SHELL_PAGES, ...sidebar, ...shortcuts].map(canonical))];
}

const deleteButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).and(page.locator(':enabled'));
const replyButtons = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: 'Reply', exact: true });

/** Opens a dialog with `open`, checks the page with it open, and closes it again. */
async function auditDialog(page: Page, where: string, name: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const findings = await audit(page, `${where} › ${name} (open)`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return findings;
}

/** Opens a page reached from another one's link (a record's page), checks it, and waits for its content. */
async function auditLinkedPage(page: Page, where: string, link: Locator): Promise<string[]> {
  await link.click();
  await waitForContent(page);
  return audit(page, `${where} › ${new URL(page.url()).pathname}`);
}

/** The bell's panel, open on the notices and then on the notification settings; Escape closes it. */
async function auditNotificationPanel(page: Page, where: string): Promise<string[]> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  const findings = await audit(page, `${where} › notifications (open)`);
  await panel.getByRole('button', { name: 'Notification settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Notification settings' });
  await expect(settings.getByRole('switch').first()).toBeVisible();
  findings.push(...(await audit(page, `${where} › notification settings (open)`)));
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  return findings;
}

const headerButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

/** What a page shows only after something is done on it, checked once it shows. */
const ON_DEMAND: Record<string, (page: Page, where: string) => Promise<string[]>> = {
  '/admin/users': (page, where) => auditDialog(page, where, 'Delete user?', () => deleteButtons(page).first().click()),
  '/admin/customers': async (page, where) => {
    await page.getByRole('main').getByRole('tab', { name: 'Communications Log' }).click();
    await waitForContent(page);
    const findings = await auditDialog(page, where, 'New Message', () => headerButton(page, 'New Message').click());
    findings.push(...(await auditDialog(page, where, 'Call Log', () => headerButton(page, 'Call Log').click())));
    await page.getByRole('main').getByRole('tab', { name: 'Customer Database' }).click();
    findings.push(
      ...(await auditLinkedPage(page, where, page.getByRole('list', { name: 'Customers' }).getByRole('article').first().getByRole('link').first())),
    );
    return findings;
  },
  '/staff/support': async (page, where) => {
    const findings = await auditDialog(page, where, 'Reply to Customer', () => replyButtons(page).first().click());
    findings.push(...(await auditDialog(page, where, 'New Message', () => headerButton(page, 'New Message').click())));
    findings.push(...(await auditDialog(page, where, 'Call Log', () => headerButton(page, 'Call Log').click())));
    findings.push(
      ...(await auditLinkedPage(page, where, page.getByRole('list', { name: 'Messages' }).getByRole('link', { name: 'View thread' }).first())),
    );
    return findings;
  },
  '/client/browse-inventory': (page, where) =>
    auditDialog(page, where, 'Request Quote', () =>
      page.getByRole('list', { name: 'Available vehicles' }).getByRole('button', { name: 'Request Quote' }).first().click(),
    ),
  '/client/track-shipment': async (page, where) => {
    await page.getByRole('searchbox', { name: 'Shipment, booking or container number' }).fill('SHP-1001');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('progressbar', { name: 'Shipment progress' })).toBeVisible();
    await waitForContent(page);
    return audit(page, `${where} › a shipment tracked`);
  },
  '/client/download-documents': async (page, where) => {
    await page.getByRole('searchbox', { name: 'Search documents by name, number or type' }).fill('Title');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Documents found' }).getByRole('listitem').first()).toBeVisible();
    await waitForContent(page);
    return audit(page, `${where} › documents found`);
  },
};

/**
 * Checks the page as shown, then what it shows only on demand: each tab's panel, the
 * options of its first list of choices, open, and its own dialogs and results (ON_DEMAND).
 */
async function auditPage(page: Page, where: string): Promise<string[]> {
  const findings = await audit(page, where);
  const main = page.getByRole('main');
  const tabs = main.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitForContent(page);
    findings.push(...(await audit(page, `${where} › ${(await tab.innerText()).trim()} tab`)));
  }
  const choices = main.getByRole('combobox').first();
  if ((await choices.count()) > 0) {
    await choices.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    findings.push(...(await audit(page, `${where} › list of choices open`)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The select that was pressed: a waiting trigger is replaced by the select itself when pressed.
    await expect(choices).toBeFocused();
  }
  const onDemand = ON_DEMAND[where];
  if (onDemand) findings.push(...(await onDemand(page, where)));
  return findings;
}

/** Opens a page in the app and waits for its own content; two pages may share a title, never a heading element. */
async function visit(page: Page, path: string) {
  const previousHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
  await navigateInApp(page, path);
  await expect(page).toHaveURL((url) => canonical(url.pathname) === path);
  await expect.poll(() => previousHeading?.evaluate((heading) => heading.isConnected)).toBe(false);
  await waitForContent(page);
}

test.use({ reducedMotion: 'reduce' });

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width.viewport.width} px (${width.name})`, () => {
    test.use({ viewport: width.viewport });

    test('the landing page and both tabs of the auth page', async ({ page }) => {
      const findings: string[] = [];
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      findings.push(...(await audit(page, 'landing /')));

      await page.goto('/auth');
      await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByText(demo.admin.email)).toBeVisible();
      findings.push(...(await audit(page, '/auth Sign In')));
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
      findings.push(...(await audit(page, '/auth Sign Up')));

      await page.goto('/no/such/page');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      findings.push(...(await audit(page, '404')));
      expectNoFindings(findings);
    });

    for (const role of Object.keys(ROLES) as Role[]) {
      test(`every ${role} page`, async ({ page }) => {
        // Every page of the role, at least one axe run each, and each on-demand dialog and linked page.
        test.setTimeout(360_000);
        const findings: string[] = [];
        await signIn(page, ROLES[role]);
        await waitForContent(page);
        const home = canonical(new URL(page.url()).pathname);
        findings.push(...(await auditPage(page, home)));
        findings.push(...(await auditNotificationPanel(page, home)));
        const pages = pagesOf(role, home, await sidebarTargets(page, width.name === 'phone', findings));
        expect(pages, 'every page with on-demand checks is visited').toEqual(
          expect.arrayContaining(Object.keys(ON_DEMAND).filter((path) => path.startsWith(home))),
        );
        for (const path of pages.filter((candidate) => candidate !== home)) {
          await visit(page, path);
          findings.push(...(await auditPage(page, path)));
        }
        expectNoFindings(findings);
      });
    }
  });
}

test.describe('focus returns to the opener', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

  /**
   * Opens with Enter from the keyboard, closes with `close`, and expects focus back on the
   * opener. The opener is held as an element: while a modal is open the page behind it is
   * hidden from role queries.
   */
  async function roundTrip(page: Page, opener: Locator, dialogName: string, close: (dialog: Locator) => Promise<void>) {
    const element = await opener.elementHandle();
    const openerFocused = () => element?.evaluate((node) => node === document.activeElement);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expect.poll(openerFocused).toBe(false);
    await close(dialog);
    await expect(dialog).toHaveCount(0);
    await expect.poll(openerFocused, { message: `focus back on the button that opened "${dialogName}"` }).toBe(true);
  }

  const pressEscape = (page: Page) => async () => page.keyboard.press('Escape');
  const pressButton = (page: Page, name: string) => async (dialog: Locator) => {
    await dialog.getByRole('button', { name, exact: true }).focus();
    await page.keyboard.press('Enter');
  };

  test('the delete-user confirmation: Escape, Cancel and Close', async ({ page }) => {
    await signIn(page, 'admin');
    await visit(page, '/admin/users');
    const opener = deleteButtons(page).nth(1);
    await roundTrip(page, opener, 'Delete user?', pressEscape(page));
    await roundTrip(page, opener, 'Delete user?', pressButton(page, 'Cancel'));
    await roundTrip(page, opener, 'Delete user?', pressButton(page, 'Close'));
  });

  test("staff Customer Support's reply dialog: Escape, Cancel and Close", async ({ page }) => {
    await signIn(page, 'staff');
    await visit(page, '/staff/support');
    const opener = replyButtons(page).nth(1);
    await roundTrip(page, opener, 'Reply to Customer', pressEscape(page));
    await roundTrip(page, opener, 'Reply to Customer', pressButton(page, 'Cancel'));
    await roundTrip(page, opener, 'Reply to Customer', pressButton(page, 'Close'));
  });

  test("staff Customer Support's New Message and Call Log: Escape and Cancel", async ({ page }) => {
    await signIn(page, 'staff');
    await visit(page, '/staff/support');
    for (const name of ['New Message', 'Call Log']) {
      const opener = headerButton(page, name);
      await roundTrip(page, opener, name, pressEscape(page));
      await roundTrip(page, opener, name, pressButton(page, 'Cancel'));
    }
  });

  test("the client's Request Quote: Escape and Cancel", async ({ page }) => {
    await signIn(page, 'client1');
    await visit(page, '/client/browse-inventory');
    const opener = page.getByRole('list', { name: 'Available vehicles' }).getByRole('button', { name: 'Request Quote' }).first();
    await roundTrip(page, opener, 'Request Quote', pressEscape(page));
    await roundTrip(page, opener, 'Request Quote', pressButton(page, 'Cancel'));
  });

  test('the notification panel at a phone width: Escape and Close', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'client1');
    const opener = page.getByRole('button', { name: /^Notifications/ });
    await roundTrip(page, opener, 'Notifications', pressEscape(page));
    await roundTrip(page, opener, 'Notifications', pressButton(page, 'Close'));
  });

  test('the mobile sidebar sheet: Escape and Close', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'client1');
    const opener = page.getByRole('button', { name: 'Toggle sidebar' });
    await roundTrip(page, opener, 'Navigation', pressEscape(page));
    await roundTrip(page, opener, 'Navigation', pressButton(page, 'Close'));
  });
});
