import type { Browser } from '@playwright/test';
import type { Figure, FigureGroup } from './figures';
import { largestScripts, measurePageBytes, openVisit, PAGE_VISITS, readyAt, roleSessions, watchReadiness, type PageVisit } from './pageBudgets';
import { durationFigures } from './timing';

const RUNS = 7;
/** Chromium's CPU throttling: 1 is this machine, 4 a mid-range phone. */
const CPU_RATES = [1, 4] as const;

/** Gzip bytes of every budgeted page until it is ready, with its budget, largest scripts and what it fetches after. */
export function pageBytes(browser: Browser): FigureGroup {
  return {
    title: 'JS per page',
    async run() {
      const measured = await measurePageBytes(browser);
      return measured.map(
        (bytes): Figure => ({
          name: `JS gzip, ${bytes.visit.path}${bytes.visit.onTopOf ? ` on top of ${bytes.visit.onTopOf}` : ''}`,
          value: bytes.totalKiB,
          unit: 'KiB',
          measures: `budget ${bytes.visit.budgetKiB}; ${bytes.scripts.length} files until ready; largest: ${largestScripts(bytes)}${bytes.idleKiB > 0 ? `; then ${bytes.idleKiB.toFixed(1)} KiB in idle time` : ''}`,
        }),
      );
    },
  };
}

/** One cold visit (empty cache, new context) at a CPU slowdown: navigation start to ready. */
async function coldReady(browser: Browser, visit: PageVisit, sessions: Awaited<ReturnType<typeof roleSessions>>, rate: number) {
  const context = await openVisit(browser, visit, sessions);
  try {
    await watchReadiness(context, visit);
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(visit.path, { waitUntil: 'commit' });
    return await readyAt(page, visit);
  } finally {
    await context.close();
  }
}

/**
 * Cold ready times of every budgeted page at each CPU rate, median of seven. The runs go round
 * the pages and rates, one visit each per round: the machine also runs the portal, and a slow
 * spell of it then falls on every page a little instead of on all seven runs of one page.
 */
export function pageTimes(browser: Browser): FigureGroup {
  return {
    title: 'cold page ready times',
    async run() {
      const sessions = await roleSessions(
        browser,
        PAGE_VISITS.flatMap((visit) => (visit.role ? [visit.role] : [])),
      );
      const measured = PAGE_VISITS.flatMap((visit) => CPU_RATES.map((rate) => ({ visit, rate, times: [] as number[] })));
      for (let run = 0; run < RUNS; run += 1) {
        for (const { visit, rate, times } of measured) times.push(await coldReady(browser, visit, sessions, rate));
      }
      return measured.flatMap(({ visit, rate, times }) =>
        durationFigures(`${visit.path} ready, cold, ${rate}x CPU`, times, `navigation to ${visit.name} ready, empty cache, CPU slowed ${rate}x`),
      );
    },
  };
}
