import type { Browser } from '@playwright/test';
import type { Figure, FigureGroup } from './figures';
import { largestScripts, measurePageBytes, openVisit, PAGE_VISITS, roleSessions, type PageVisit } from './pageBudgets';
import { durationFigures } from './timing';

const RUNS = 7;
const READY_WITHIN_MS = 30_000;
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

/**
 * The page checks, once a frame, whether the visit is ready and keeps the first time it is. The check
 * is the page's own few lines: waiting through the test tool instead would run the tool's own script
 * (hundreds of KB) in the page while it starts, on the same slowed CPU, inside the measured time.
 */
function checkReadyEachFrame(visit: PageVisit): string {
  return `(() => {
    const ready = ${visit.ready.toString()};
    let resolve;
    Object.defineProperty(window, '__portalReadyAt', { value: new Promise((settle) => { resolve = settle; }) });
    const check = () => (ready() ? resolve(performance.now()) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  })();`;
}

/** One cold visit (empty cache, new context) at a CPU slowdown: navigation start to ready. */
async function coldReady(browser: Browser, visit: PageVisit, sessions: Awaited<ReturnType<typeof roleSessions>>, rate: number) {
  const context = await openVisit(browser, visit, sessions);
  try {
    await context.addInitScript({ content: checkReadyEachFrame(visit) });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(visit.path, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${visit.path} was not ready within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
    });
    const readyAt = devtools.send('Runtime.evaluate', { expression: 'window.__portalReadyAt', awaitPromise: true, returnByValue: true });
    const { result, exceptionDetails } = await Promise.race([readyAt, gaveUp]).finally(() => clearTimeout(timer));
    if (exceptionDetails || typeof result.value !== 'number') throw new Error(`${visit.path} never told when it was ready`);
    return result.value as number;
  } finally {
    await context.close();
  }
}

/** Cold ready times of every budgeted page at each CPU rate, median of seven. */
export function pageTimes(browser: Browser): FigureGroup {
  return {
    title: 'cold page ready times',
    async run() {
      const sessions = await roleSessions(
        browser,
        PAGE_VISITS.flatMap((visit) => (visit.role ? [visit.role] : [])),
      );
      const figures: Figure[] = [];
      for (const visit of PAGE_VISITS) {
        for (const rate of CPU_RATES) {
          const times: number[] = [];
          for (let run = 0; run < RUNS; run += 1) times.push(await coldReady(browser, visit, sessions, rate));
          figures.push(
            ...durationFigures(
              `${visit.path} ready, cold, ${rate}x CPU`,
              times,
              `navigation to ${visit.name} ready, empty cache, CPU slowed ${rate}x`,
            ),
          );
        }
      }
      return figures;
    },
  };
}
