import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Role } from '@export-portal/shared-domain';
import { newVisit, signIn } from './browser';
import { PORTAL_URL } from './portalProcess';
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
  /**
   * Where the page's budget is not reached yet, the most it may weigh meanwhile: what it
   * weighs today, so it can only get lighter. The browser suite enforces this, else the budget.
   */
  ceilingKiB?: number;
  /** Counted on top of this page: only scripts that page does not download. */
  onTopOf?: string;
}

const headingIs = (text: string) =>
  new Function(`return [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(text)});`) as () => boolean;

const figuresShown = new Function(
  `const main = document.querySelector('main[aria-busy="false"]');
   return !!main && main.textContent.includes('Total Vehicles');`,
) as () => boolean;

const signInFormShown = new Function(
  `return !!document.querySelector('[role="tabpanel"] input[type="email"]');`,
) as () => boolean;

export const PAGE_VISITS: PageVisit[] = [
  { name: 'landing', path: '/', role: null, ready: headingIs('Export Portal'), budgetKiB: 120, ceilingKiB: 190 },
  { name: 'auth', path: '/auth', role: null, ready: signInFormShown, budgetKiB: 200, ceilingKiB: 320 },
  { name: 'dashboard', path: '/dashboard', role: 'admin', ready: figuresShown, budgetKiB: 240, ceilingKiB: 365 },
  { name: 'admin section', path: '/admin/', role: 'admin', ready: headingIs('Admin Dashboard'), budgetKiB: 60, onTopOf: 'dashboard' },
  { name: 'staff section', path: '/staff/', role: 'staff', ready: headingIs('Staff Dashboard'), budgetKiB: 60, onTopOf: 'dashboard' },
  { name: 'client section', path: '/client/', role: 'client', ready: headingIs('My Dashboard'), budgetKiB: 60, onTopOf: 'dashboard' },
];

/** What the browser suite holds a page to. */
export const enforcedKiB = (visit: PageVisit) => visit.ceilingKiB ?? visit.budgetKiB;

export interface ScriptBytes {
  url: string;
  gzipBytes: number;
}

export interface PageBytes {
  visit: PageVisit;
  /** Every script of the visit, largest first: until ready, and the idle-time downloads after it. */
  scripts: ScriptBytes[];
  totalKiB: number;
}

const SHELL_ORIGIN = new URL(PORTAL_URL).origin;

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

/** Waits until the page is ready and returns when, on the page's own clock. */
export async function readyAt(page: Page, visit: PageVisit): Promise<number> {
  const handle = await page.waitForFunction((source) => (new Function(`return (${source})()`)() ? performance.now() : 0), visit.ready.toString(), {
    polling: 'raf',
  });
  return (await handle.jsonValue()) as number;
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

/** The scripts one cold visit downloads, everything included, once the network is quiet. */
export async function visitScripts(browser: Browser, visit: PageVisit, sessions: Map<Role, Session>): Promise<string[]> {
  const context = await openVisit(browser, visit, sessions);
  try {
    const scripts = recordScriptDownloads(context);
    const page = await context.newPage();
    await page.goto(visit.path);
    await readyAt(page, visit);
    await settled(page);
    return scripts.since(new Set());
  } finally {
    await context.close();
  }
}

/** Every budgeted page's JavaScript; a page counted on top of another excludes that page's scripts. */
export async function measurePageBytes(browser: Browser): Promise<PageBytes[]> {
  const sessions = await roleSessions(browser, PAGE_VISITS.flatMap((visit) => (visit.role ? [visit.role] : [])));
  const urlsByPage = new Map<string, string[]>();
  const results: PageBytes[] = [];
  for (const visit of PAGE_VISITS) {
    const urls = await visitScripts(browser, visit, sessions);
    urlsByPage.set(visit.name, urls);
    // The base page's own scripts, not the section it preloads in idle time.
    const base = new Set((visit.onTopOf ? urlsByPage.get(visit.onTopOf) ?? [] : []).filter((url) => new URL(url).origin === SHELL_ORIGIN));
    const scripts = await scriptBytes(urls.filter((url) => !base.has(url)));
    results.push({ visit, scripts, totalKiB: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024 });
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
