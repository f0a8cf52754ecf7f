import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchBrowser, newVisit, signIn } from './browser';
import type { Figure, FigureGroup } from './figures';
import { startPortal } from './portalProcess';
import { SCALE_SEARCH_TERM, SCALE_VEHICLES } from './scaleRequests';
import { durationFigures, median } from './timing';

const RUNS = 5;
const FETCH_ALL_RUNS = 2;
const MAX_ROWS = 1000;
const STEP_TIMEOUT_MS = 120_000;

/** Marks on the page's own clock: when the first vehicle card showed, the last keystroke, and when a count line read a given text. */
interface ListMarks {
  firstCardAt: number | null;
  lastKeyAt: number | null;
  countShownAt: Record<string, number>;
}

async function recordListMarks(page: Page) {
  await page.addInitScript(() => {
    const marks: ListMarks = { firstCardAt: null, lastKeyAt: null, countShownAt: {} };
    Object.defineProperty(window, '__scaleMarks', { value: marks });
    document.addEventListener('input', (event) => (marks.lastKeyAt = event.timeStamp), true);
    new MutationObserver(() => {
      const now = performance.now();
      const list = document.querySelector('[role="list"][aria-label="Vehicles"]');
      if (marks.firstCardAt === null && list?.querySelector('article')) marks.firstCardAt = now;
      const count = list?.closest('section')?.querySelector('[role="status"]')?.textContent?.trim();
      if (count && !(count in marks.countShownAt) && list?.querySelector('article')) marks.countShownAt[count] = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __scaleMarks: ListMarks }).__scaleMarks);

/** From the navigation to a vehicles board until its first vehicle card is on screen. */
async function firstCards(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('list', { name: 'Vehicles' }).getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  const { firstCardAt } = await readMarks(page);
  if (firstCardAt === null) throw new Error('no vehicle card was recorded');
  return firstCardAt;
}

/** From the last keystroke of the search until the cards and count of its result are shown. */
async function searchResults(page: Page): Promise<number> {
  const before = Object.keys((await readMarks(page)).countShownAt);
  await page.getByRole('searchbox', { name: /Search vehicles/ }).pressSequentially(SCALE_SEARCH_TERM, { delay: 60 });
  const handle = await page.waitForFunction(
    (seen) => {
      const marks = (window as unknown as { __scaleMarks: ListMarks }).__scaleMarks;
      return Object.keys(marks.countShownAt).find((count) => !seen.includes(count)) ?? false;
    },
    before,
    { timeout: STEP_TIMEOUT_MS },
  );
  const result = String(await handle.jsonValue());
  const marks = await readMarks(page);
  if (marks.lastKeyAt === null) throw new Error('no keystroke was recorded');
  if (result === `${SCALE_VEHICLES.toLocaleString('en-CA')} vehicles`) throw new Error('the search did not narrow the list');
  return marks.countShownAt[result]! - marks.lastKeyAt;
}

/** The spec's shape in the browser: every vehicle fetched with the page's own session, then filtered in JavaScript. */
async function fetchAllInBrowser(page: Page): Promise<number> {
  return page.evaluate(
    async ({ term, maxRows, select }) => {
      const started = performance.now();
      const config = (await (await fetch('/portal-config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
      const sessionKey = Object.keys(localStorage).find((key) => key.startsWith('sb-') && key.endsWith('-auth-token'));
      const session = sessionKey ? (JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { access_token?: string }) : {};
      const headers = { apikey: config.supabaseAnonKey, authorization: `Bearer ${session.access_token ?? ''}` };
      const rows: Array<Record<string, string | number>> = [];
      for (let offset = 0; ; offset += maxRows) {
        const response = await fetch(
          `${config.supabaseUrl}/rest/v1/vehicles?select=${select}&order=created_at.desc,id.asc&offset=${offset}&limit=${maxRows}`,
          { headers },
        );
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const page = (await response.json()) as typeof rows;
        rows.push(...page);
        if (page.length < maxRows) break;
      }
      const needle = term.toLowerCase();
      const matches = rows.filter((row) => ['make', 'model', 'vin', 'year'].some((field) => String(row[field]).toLowerCase().includes(needle)));
      if (rows.length === 0 || matches.length === 0) throw new Error('fetching every vehicle found nothing');
      return performance.now() - started;
    },
    {
      term: SCALE_SEARCH_TERM,
      maxRows: MAX_ROWS,
      select:
        'id,customer_id,year,make,model,vin,color,mileage,sale_price,status,location,created_at,updated_at,customer:customers(first_name,last_name,company_name)',
    },
  );
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The stored sign-in of a role, so every measured visit starts signed in with an empty cache. */
async function sessionOf(browser: Browser, role: 'admin' | 'staff'): Promise<Session> {
  const signingIn = await newVisit(browser);
  try {
    await signIn(await signingIn.newPage(), role);
    return await signingIn.storageState();
  } finally {
    await signingIn.close();
  }
}

async function inVisit(browser: Browser, session: Session, measureOn: (page: Page) => Promise<void>): Promise<void> {
  const context = await newVisit(browser, session);
  try {
    const page = await context.newPage();
    await recordListMarks(page);
    await measureOn(page);
  } finally {
    await context.close();
  }
}

/** The admin Vehicles and staff Vehicle Operations boards in a browser against a business of 100,000 vehicles. */
export const scaleBrowser: FigureGroup = {
  title: 'browser at 100k vehicles',
  async run(): Promise<Figure[]> {
    const portal = await startPortal({ LOCAL_SUPABASE_SCALE: String(SCALE_VEHICLES) });
    try {
      const browser = await launchBrowser();
      try {
        const adminSession = await sessionOf(browser, 'admin');
        const staffSession = await sessionOf(browser, 'staff');

        const cards: number[] = [];
        const searches: number[] = [];
        const fetchAll: number[] = [];
        const staffCards: number[] = [];
        const staffSearches: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          await inVisit(browser, adminSession, async (page) => {
            cards.push(await firstCards(page, '/admin/vehicles'));
            searches.push(await searchResults(page));
            if (run < FETCH_ALL_RUNS) fetchAll.push(await fetchAllInBrowser(page));
          });
          await inVisit(browser, staffSession, async (page) => {
            staffCards.push(await firstCards(page, '/staff/vehicles'));
            staffSearches.push(await searchResults(page));
          });
        }
        return [
          ...durationFigures('100k: /admin/vehicles first cards', cards, 'navigation to the first vehicle card visible, signed-in admin'),
          ...durationFigures('100k: search to matching cards', searches, `last keystroke of "${SCALE_SEARCH_TERM}" to its cards and count shown`),
          ...durationFigures(
            '100k: browser fetch-all + filter',
            fetchAll,
            'every vehicle + owner fetched by the page in 1000-row pages, filtered in JS',
          ),
          { name: '100k: browser fetch-all ÷ search', value: median(fetchAll) / median(searches), unit: '×', measures: 'median over median' },
          ...durationFigures('100k: /staff/vehicles first cards', staffCards, 'navigation to the first vehicle card visible, signed-in staff'),
          ...durationFigures(
            '100k: staff search to matching cards',
            staffSearches,
            `last keystroke of "${SCALE_SEARCH_TERM}" to its cards and count shown`,
          ),
        ];
      } finally {
        await browser.close();
      }
    } finally {
      await portal.stop();
    }
  },
};
