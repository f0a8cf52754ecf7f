import type { Browser } from '@playwright/test';
import { backendStartup } from './backendStartup';
import { closedLoopLoad } from './closedLoopLoad';
import { exportBrowser, exportRequests } from './exportAtScale';
import { launchBrowser } from './browser';
import { renderTable, type Figure, type FigureGroup } from './figures';
import { hostileRequests } from './hostileRequests';
import { bellLatency, liveLatency } from './liveLatency';
import { mailDelivery } from './mailDelivery';
import { realtimeFanOut } from './realtimeFanOut';
import { reactDomCopies } from './javascriptBytes';
import { pageBytes, pageTimes } from './pageFigures';
import { startPortal } from './portalProcess';
import { restRequests } from './restRequests';
import { pickerRequests } from './pickerRequests';
import { reportRequests } from './reportRequests';
import { scaleBrowser } from './scaleBrowser';
import { scaleRequests } from './scaleRequests';
import { sectionRender } from './sectionRender';
import { storageRequests } from './storageRequests';
import { signInTiming } from './signInTiming';
import { withTimeout } from './timing';
import { vehicleImport } from './vehicleImport';

const GROUP_TIMEOUT_MS = 120_000;
/** Seven cold visits of every budgeted page at two CPU rates. */
const PAGE_TIMES_TIMEOUT_MS = 900_000;
/** Three load levels of 12 to 18 seconds each, and the backend's start. */
const LOAD_TIMEOUT_MS = 240_000;
/** Building a 100,000-vehicle database and fetching every vehicle a few times. */
const SCALE_TIMEOUT_MS = 900_000;
/** Two deliveries of 1,000 e-mails, one of them beside a stream of reads. */
const MAIL_TIMEOUT_MS = 900_000;
/** Two imports of 10,000 rows through the browser, with the portal's start. */
const IMPORT_TIMEOUT_MS = 600_000;
/** The portal's start and every browser group together. */
const FRONT_END_TIMEOUT_MS = 1_500_000;

/** A group that fails becomes one row saying why, so the other figures still come out. */
async function measure(group: FigureGroup, timeoutMs = GROUP_TIMEOUT_MS): Promise<Figure[]> {
  try {
    return await withTimeout(group.title, timeoutMs, group.run());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${group.title}: ${message}`);
    const reason = message.split('\n')[0]!;
    return [{ name: group.title, value: 'failed', unit: '', measures: reason }];
  }
}

/** A group measured on its own, or in a browser against the running portal. */
type Step =
  | { kind: 'alone'; group: FigureGroup; timeoutMs: number }
  | { kind: 'browser'; group: (browser: Browser) => FigureGroup; timeoutMs: number };

const alone = (group: FigureGroup, timeoutMs = GROUP_TIMEOUT_MS): Step => ({ kind: 'alone', group, timeoutMs });
const inBrowser = (group: (browser: Browser) => FigureGroup, timeoutMs = GROUP_TIMEOUT_MS): Step => ({ kind: 'browser', group, timeoutMs });

/**
 * The parts of the table in the order a whole run prints them. `npm run bench -w @export-portal/bench -- <part>…`
 * measures only the parts named (the builds must exist).
 */
const PARTS = {
  backend: [alone(backendStartup), alone(restRequests), alone(hostileRequests), alone(storageRequests), alone(realtimeFanOut)],
  load: [alone(closedLoopLoad, LOAD_TIMEOUT_MS)],
  mail: [alone(mailDelivery, MAIL_TIMEOUT_MS)],
  bytes: [inBrowser(pageBytes), inBrowser(reactDomCopies)],
  browser: [inBrowser(signInTiming), inBrowser(sectionRender), inBrowser(liveLatency), inBrowser(bellLatency)],
  pages: [inBrowser(pageTimes, PAGE_TIMES_TIMEOUT_MS)],
  // The admin screens against 100,000 vehicles, beside the fetch-everything shape they replace.
  scale: [alone(scaleRequests, SCALE_TIMEOUT_MS), alone(scaleBrowser, SCALE_TIMEOUT_MS), alone(pickerRequests, SCALE_TIMEOUT_MS)],
  reports: [alone(reportRequests, SCALE_TIMEOUT_MS)],
  export: [alone(exportRequests, SCALE_TIMEOUT_MS), alone(exportBrowser, SCALE_TIMEOUT_MS)],
  import: [alone(vehicleImport, IMPORT_TIMEOUT_MS)],
} satisfies Record<string, Step[]>;

type PartName = keyof typeof PARTS;
const PART_NAMES = Object.keys(PARTS) as PartName[];

function chosenSteps(args: readonly string[]): Step[] {
  const unknown = args.filter((arg) => !PART_NAMES.includes(arg as PartName));
  if (unknown.length > 0) throw new Error(`no bench part named ${unknown.join(', ')}: the parts are ${PART_NAMES.join(', ')}`);
  return PART_NAMES.filter((name) => args.length === 0 || args.includes(name)).flatMap((name) => PARTS[name]);
}

/** Consecutive browser groups share one portal (the production builds on a fresh demo database) and one browser. */
async function frontEndFigures(steps: Extract<Step, { kind: 'browser' }>[]): Promise<Figure[]> {
  const portal = await startPortal();
  try {
    const browser = await launchBrowser();
    try {
      const figures: Figure[] = [];
      for (const step of steps) figures.push(...(await measure(step.group(browser), step.timeoutMs)));
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    await portal.stop();
  }
}

async function main() {
  const figures: Figure[] = [];
  let waiting: Extract<Step, { kind: 'browser' }>[] = [];
  const runWaiting = async () => {
    if (waiting.length === 0) return;
    const steps = waiting;
    waiting = [];
    figures.push(...(await measure({ title: 'front end', run: () => frontEndFigures(steps) }, FRONT_END_TIMEOUT_MS)));
  };
  for (const step of chosenSteps(process.argv.slice(2))) {
    if (step.kind === 'browser') waiting.push(step);
    else {
      await runWaiting();
      figures.push(...(await measure(step.group, step.timeoutMs)));
    }
  }
  await runWaiting();
  console.log(renderTable(figures));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
