import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Role } from '@export-portal/shared-domain';
import { newVisit, signIn } from './browser';
import { gzipTransferBytes } from './gzipBytes';
import { recordScriptDownloads } from './scriptDownloads';

/**
 * The pages whose JavaScript has a budget, how a visit knows each is ready,
 * and the budgets themselves (gzip KiB, first visit with an empty cache).
 * The bench prints these figures; the browser suite fails when one is over.
 */
export interface PageVisit {
  name: string;
  path: string;
  /** Signed in as this role (session restored, cache empty), or signed out. */
  role: Role | null;
  /** True, inside the page, once what the visitor came for is on screen. */
  ready: () => boolean;
  /** The page's budget, gzip KiB. */
  budgetKiB: number;
  /** Counted on top of this page: only scripts that page does not download. */
  onTopOf?: string;
}

const headingIs = (text: string) =>
  new Function(`return [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(text)});`) as () => boolean;

const figuresShown = new Function(
  `const main = document.querySelector('main[aria-busy="false"]');
   return !!main && main.textContent.includes('Total Vehicles');`,
) as () => boolean;

/**
 * A screen of a section shows its data: its heading, nothing on the page busy (the screen, its
 * figures, its list), no page still downloading, and, when given, a text of its figures or the
 * first card of its list.
 */
function dataShown(heading: string, shows: { text: string } | { list: string }): () => boolean {
  const check =
    'text' in shows
      ? `main.textContent.includes(${JSON.stringify(shows.text)})`
      : `!!main.querySelector(${JSON.stringify(`section[aria-label=${JSON.stringify(shows.list)}][aria-busy="false"] article`)})`;
  return new Function(
    `const main = document.querySelector('main[aria-busy="false"]');
     if (!main || document.querySelector('[aria-busy="true"]')) return false;
     if (![...main.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(heading)})) return false;
     return ${check};`,
  ) as () => boolean;
}

/**
 * A record's page shows its record: its heading (the record's name), its facts, and nothing on the
 * page busy, so its shipments, documents, history and conversation have come too.
 */
function recordShown(facts: string): () => boolean {
  return new Function(
    `const main = document.querySelector('main[aria-busy="false"]');
     if (!main || document.querySelector('[aria-busy="true"]')) return false;
     if (![...main.querySelectorAll('h1')].some((h) => h.textContent.trim() !== '')) return false;
     return !!main.querySelector(${JSON.stringify(`section[aria-label=${JSON.stringify(facts)}] dd`)});`,
  ) as () => boolean;
}

/** Demo ids of the seed (`pg_temp.seed_id`): the first client's first vehicle, shipment and customer record. */
const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const DEMO_RECORDS = { vehicle: seedId('a0000000', 1), shipment: seedId('b0000000', 1), customer: seedId('c0000000', 1) } as const;
const { vehicle: VEHICLE, shipment: SHIPMENT, customer: CUSTOMER } = DEMO_RECORDS;

const signInFormShown = new Function(`return !!document.querySelector('[role="tabpanel"] input[type="email"]');`) as () => boolean;

/**
 * Each role's first screens, and the screens added since (the record pages, Activity, Containers),
 * each on top of the signed-in dashboard: what a section's own code adds. The budgets keep a chart, PDF, CSV, upload or form library off the screens that do not show one.
 */
export const PAGE_VISITS: PageVisit[] = [
  { name: 'landing', path: '/', role: null, ready: headingIs('Export Portal'), budgetKiB: 120 },
  { name: 'auth', path: '/auth', role: null, ready: signInFormShown, budgetKiB: 200 },
  { name: 'dashboard', path: '/dashboard', role: 'admin', ready: figuresShown, budgetKiB: 190 },
  {
    name: 'admin section',
    path: '/admin/',
    role: 'admin',
    ready: dataShown('Admin Dashboard', { text: 'Total Vehicles' }),
    budgetKiB: 50,
    onTopOf: 'dashboard',
  },
  {
    name: 'admin vehicles',
    path: '/admin/vehicles',
    role: 'admin',
    ready: dataShown('Vehicle Inventory', { list: 'Vehicles' }),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'staff section',
    path: '/staff/',
    role: 'staff',
    ready: dataShown('Staff Dashboard', { text: 'Active Shipments' }),
    budgetKiB: 50,
    onTopOf: 'dashboard',
  },
  {
    name: 'staff shipments',
    path: '/staff/shipments',
    role: 'staff',
    ready: dataShown('Shipment Operations', { list: 'Shipments' }),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'client section',
    path: '/client/',
    role: 'client',
    ready: dataShown('My Dashboard', { text: 'My Vehicles' }),
    budgetKiB: 50,
    onTopOf: 'dashboard',
  },
  {
    name: 'client documents',
    path: '/client/my-documents',
    role: 'client',
    ready: dataShown('My Documents', { list: 'My documents' }),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  // The screens added since the first ones: the record pages, Activity and the staff's Containers.
  {
    name: 'admin vehicle',
    path: `/admin/vehicles/${VEHICLE}`,
    role: 'admin',
    ready: recordShown('Vehicle details'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'admin customer',
    path: `/admin/customers/${CUSTOMER}`,
    role: 'admin',
    ready: recordShown('Customer details'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'admin shipment',
    path: `/admin/shipments/${SHIPMENT}`,
    role: 'admin',
    ready: recordShown('Shipment'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'admin activity',
    path: '/admin/activity',
    role: 'admin',
    ready: dataShown('Activity', { list: 'Changes' }),
    budgetKiB: 100,
    onTopOf: 'dashboard',
  },
  {
    name: 'staff vehicle',
    path: `/staff/vehicles/${VEHICLE}`,
    role: 'staff',
    ready: recordShown('Vehicle details'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'staff shipment',
    path: `/staff/shipments/${SHIPMENT}`,
    role: 'staff',
    ready: recordShown('Shipment'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'staff customer',
    path: `/staff/support/customers/${CUSTOMER}`,
    role: 'staff',
    ready: recordShown('Contact details'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'staff containers',
    path: '/staff/containers',
    role: 'staff',
    ready: dataShown('Containers', { list: 'Containers' }),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'client vehicle',
    path: `/client/my-vehicles/${VEHICLE}`,
    role: 'client',
    ready: recordShown('Vehicle details'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
  {
    name: 'client shipment',
    path: `/client/my-shipments/${SHIPMENT}`,
    role: 'client',
    ready: recordShown('Shipment'),
    budgetKiB: 80,
    onTopOf: 'dashboard',
  },
];

export interface ScriptBytes {
  url: string;
  gzipBytes: number;
}

export interface PageBytes {
  visit: PageVisit;
  /** Every script the visit requested until ready, largest first. */
  scripts: ScriptBytes[];
  totalKiB: number;
  /** What it fetched after it was ready, largest first: not counted against the budget. */
  idleScripts: ScriptBytes[];
  idleKiB: number;
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs each role in once; the sessions are reused by every visit. */
export async function roleSessions(browser: Browser, roles: readonly Role[]): Promise<Map<Role, Session>> {
  const sessions = new Map<Role, Session>();
  for (const role of new Set(roles)) {
    const context = await newVisit(browser);
    try {
      await signIn(await context.newPage(), role);
      sessions.set(role, await context.storageState());
    } finally {
      await context.close();
    }
  }
  return sessions;
}

export async function openVisit(browser: Browser, visit: PageVisit, sessions: Map<Role, Session>) {
  const session = visit.role ? sessions.get(visit.role) : undefined;
  if (visit.role && !session) throw new Error(`no ${visit.role} session for ${visit.path}`);
  return newVisit(browser, session);
}

/**
 * The page checks, once a frame, whether the visit is ready and keeps the first time it is. The check
 * is the page's own few lines: waiting through the test tool instead would run the tool's own script
 * (hundreds of KB) in the page while it starts, and hear of readiness a frame or more late.
 */
export async function watchReadiness(context: BrowserContext, visit: PageVisit): Promise<void> {
  await context.addInitScript({
    content: `(() => {
      const ready = ${visit.ready.toString()};
      let resolve;
      Object.defineProperty(window, '__portalReadyAt', { value: new Promise((settle) => { resolve = settle; }) });
      const check = () => (ready() ? resolve(performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    })();`,
  });
}

const READY_WITHIN_MS = 30_000;

/**
 * When the page (watched by `watchReadiness`) was first ready, on its own clock, waiting for it if
 * need be. Asked through the DevTools protocol, which runs no script of the test tool in the page.
 */
export async function readyAt(page: Page, visit: PageVisit): Promise<number> {
  const devtools = await page.context().newCDPSession(page);
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${visit.path} was not ready within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
  });
  try {
    const asked = devtools.send('Runtime.evaluate', { expression: 'window.__portalReadyAt', awaitPromise: true, returnByValue: true });
    const { result, exceptionDetails } = await Promise.race([asked, gaveUp]);
    if (exceptionDetails || typeof result.value !== 'number') throw new Error(`${visit.path} never told when it was ready`);
    return result.value as number;
  } finally {
    clearTimeout(timer);
    await devtools.detach();
  }
}

/** Network quiet: the idle-time preloads have finished too. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
}

async function scriptBytes(urls: readonly string[]): Promise<ScriptBytes[]> {
  const scripts: ScriptBytes[] = [];
  for (const url of urls) scripts.push({ url, gzipBytes: await gzipTransferBytes(url) });
  return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export interface VisitScripts {
  /** Requested before the page was ready: what the visitor waited for. */
  untilReady: string[];
  /** Requested after it, in idle time (the role's section, fetched ahead). */
  afterReady: string[];
}

/** The scripts a cold visit requests until the page is ready, and those it fetches after, once the network is quiet. */
export async function visitScripts(browser: Browser, visit: PageVisit, sessions: Map<Role, Session>): Promise<VisitScripts> {
  const context = await openVisit(browser, visit, sessions);
  try {
    const scripts = recordScriptDownloads(context);
    await watchReadiness(context, visit);
    const page = await context.newPage();
    await page.goto(visit.path);
    const ready = await readyAt(page, visit);
    // Both times are on the page's clock, so what came before ready does not depend on how fast this process hears of it.
    // A script fetched ahead by a preload link is counted as a script: its <script> tag then reads it from the cache.
    const untilReady = await page.evaluate(
      (readyTime) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => {
            const { initiatorType, name } = entry as PerformanceResourceTiming;
            const script = initiatorType === 'script' || (initiatorType === 'link' && /\.m?js$/.test(new URL(name).pathname));
            return script && entry.startTime <= readyTime;
          })
          .map((entry) => entry.name),
      ready,
    );
    await settled(page);
    const before = new Set(untilReady);
    return { untilReady: [...before], afterReady: scripts.since(before) };
  } finally {
    await context.close();
  }
}

const kibOf = (scripts: readonly ScriptBytes[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;

/**
 * Every budgeted page's JavaScript until it is ready; a page counted on top of another excludes that page's scripts.
 * What a page fetches after it is ready (in idle time) is reported beside it, not counted.
 */
export async function measurePageBytes(browser: Browser): Promise<PageBytes[]> {
  const sessions = await roleSessions(
    browser,
    PAGE_VISITS.flatMap((visit) => (visit.role ? [visit.role] : [])),
  );
  const urlsByPage = new Map<string, string[]>();
  const results: PageBytes[] = [];
  for (const visit of PAGE_VISITS) {
    const { untilReady, afterReady } = await visitScripts(browser, visit, sessions);
    urlsByPage.set(visit.name, untilReady);
    const base = new Set(visit.onTopOf ? (urlsByPage.get(visit.onTopOf) ?? []) : []);
    const scripts = await scriptBytes(untilReady.filter((url) => !base.has(url)));
    const idleScripts = await scriptBytes(afterReady);
    results.push({ visit, scripts, totalKiB: kibOf(scripts), idleScripts, idleKiB: kibOf(idleScripts) });
  }
  return results;
}

/** A page's largest scripts as 'port/file KiB', e.g. '3000/main.js 27.4'. */
export function largestScripts(bytes: PageBytes, count = 4): string {
  return bytes.scripts
    .slice(0, count)
    .map((script) => {
      const url = new URL(script.url);
      return `${url.port}${url.pathname} ${(script.gzipBytes / 1024).toFixed(1)}`;
    })
    .join(', ');
}
