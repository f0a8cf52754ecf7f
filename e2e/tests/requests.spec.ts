import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { DEMO_RECORDS } from '@export-portal/bench/budgets';
import { signIn, type DemoLogin } from './support';

/**
 * A first visit to any screen asks the backend for each thing once and cancels nothing it
 * started: every screen of every role (its sidebar's, the dashboard and a record's page of
 * each kind), opened cold by its address in a new context holding the role's session.
 */

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

const { vehicle: VEHICLE, shipment: SHIPMENT, customer: CUSTOMER } = DEMO_RECORDS;

const RECORD_PAGES: Record<'admin' | 'staff' | 'client1', string[]> = {
  admin: [`/admin/vehicles/${VEHICLE}`, `/admin/customers/${CUSTOMER}`, `/admin/shipments/${SHIPMENT}`],
  staff: [`/staff/vehicles/${VEHICLE}`, `/staff/shipments/${SHIPMENT}`],
  client1: [`/client/my-vehicles/${VEHICLE}`, `/client/my-shipments/${SHIPMENT}`],
};

// The backend's APIs, and the deployment's configuration, which the page preloads for the shell to read.
const DATA_PATH = /^\/((rest|auth|storage|functions)\/v1\/|portal-config\.json$)/;

interface DataRequest {
  /** Method, address and body: two requests with the same text ask the same thing. */
  text: string;
}

/** Signs in once and lists the screens its sidebar offers, by address. */
async function sessionAndScreens(browser: Browser, login: 'admin' | 'staff' | 'client1'): Promise<{ session: Session; screens: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, login);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(5);
    return { session: await context.storageState(), screens: ['/dashboard', ...new Set(hrefs), ...RECORD_PAGES[login]] };
  } finally {
    await context.close();
  }
}

const requestText = (request: Request) => `${request.method()} ${request.url()}${request.postData() ? ` ${request.postData()}` : ''}`;

/** Opens one screen cold and returns the data requests it sent and every request it abandoned, once the page is settled. */
async function firstVisit(browser: Browser, session: Session, path: string) {
  const context = await browser.newContext({ storageState: session });
  try {
    const data: DataRequest[] = [];
    const aborted: string[] = [];
    context.on('request', (request) => {
      if (DATA_PATH.test(new URL(request.url()).pathname)) data.push({ text: requestText(request) });
    });
    context.on('requestfailed', (request) => {
      if (request.failure()?.errorText.includes('ERR_ABORTED')) aborted.push(requestText(request));
    });
    const page: Page = await context.newPage();
    await page.goto(path);
    // Shown: its heading, nothing busy, no page still downloading; a cold page on a loaded machine may take a while.
    await expect(page.getByRole('main'), path).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Quiet for half a second: the screen's reads, live updates joining and what is fetched in idle time are done.
    await page.waitForLoadState('networkidle');
    const seen = new Map<string, number>();
    for (const request of data) seen.set(request.text, (seen.get(request.text) ?? 0) + 1);
    const duplicates = [...seen].filter(([, times]) => times > 1).map(([text, times]) => `${times}× ${text}`);
    return { requests: data.length, duplicates, aborted };
  } finally {
    await context.close();
  }
}

test.describe('first visits', () => {
  for (const login of ['admin', 'staff', 'client1'] as const satisfies readonly DemoLogin[]) {
    test(`no ${login} screen sends a data request twice or abandons a request`, async ({ browser }) => {
      test.setTimeout(600_000);
      const { session, screens } = await sessionAndScreens(browser, login);
      const faults: string[] = [];
      for (const path of screens) {
        const visit = await firstVisit(browser, session, path);
        expect(visit.requests, `${path} asked the backend for nothing`).toBeGreaterThan(0);
        faults.push(...visit.duplicates.map((text) => `${path}: sent ${text}`), ...visit.aborted.map((text) => `${path}: aborted ${text}`));
      }
      expect(faults).toEqual([]);
    });
  }
});
