import { backendStartup } from './backendStartup';
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
import { reportRequests } from './reportRequests';
import { restRequests } from './restRequests';
import { pickerRequests } from './pickerRequests';
import { scaleBrowser } from './scaleBrowser';
import { scaleRequests } from './scaleRequests';
import { sectionRender } from './sectionRender';
import { storageRequests } from './storageRequests';
import { signInTiming } from './signInTiming';
import { withTimeout } from './timing';
import { vehicleImport } from './vehicleImport';

const GROUP_TIMEOUT_MS = 120_000;
/** Seven cold visits of every budgeted page at two CPU rates. */
const PAGE_TIMES_TIMEOUT_MS = 600_000;
/** Building a 100,000-vehicle database and fetching every vehicle a few times. */
const SCALE_TIMEOUT_MS = 900_000;
/** Two deliveries of 1,000 e-mails, one of them beside a stream of reads. */
const MAIL_TIMEOUT_MS = 900_000;
/** The portal's start and every browser group together. */
const FRONT_END_TIMEOUT_MS = 1_200_000;
/** Two imports of 10,000 rows through the browser, with the portal's start. */
const IMPORT_TIMEOUT_MS = 600_000;

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

async function frontEndFigures(): Promise<Figure[]> {
  const portal = await startPortal();
  try {
    const browser = await launchBrowser();
    try {
      const figures: Figure[] = [];
      for (const group of [
        pageBytes(browser),
        reactDomCopies(browser),
        signInTiming(browser),
        sectionRender(browser),
        liveLatency(browser),
        bellLatency(browser),
      ]) {
        figures.push(...(await measure(group)));
      }
      figures.push(...(await measure(pageTimes(browser), PAGE_TIMES_TIMEOUT_MS)));
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    await portal.stop();
  }
}

/**
 * Every group in order, or only those whose title contains one of the words given on the command
 * line (`npm run bench -w @export-portal/bench -- mail`).
 */
async function main(words: readonly string[]) {
  const groups: [FigureGroup, number][] = [
    [backendStartup, GROUP_TIMEOUT_MS],
    [restRequests, GROUP_TIMEOUT_MS],
    [hostileRequests, GROUP_TIMEOUT_MS],
    [storageRequests, GROUP_TIMEOUT_MS],
    [realtimeFanOut, GROUP_TIMEOUT_MS],
    [mailDelivery, MAIL_TIMEOUT_MS],
    [{ title: 'front end', run: frontEndFigures }, FRONT_END_TIMEOUT_MS],
    // The admin screens against 100,000 vehicles, beside the fetch-everything shape they replace.
    [scaleRequests, SCALE_TIMEOUT_MS],
    [scaleBrowser, SCALE_TIMEOUT_MS],
    [pickerRequests, SCALE_TIMEOUT_MS],
    [reportRequests, SCALE_TIMEOUT_MS],
    [vehicleImport, IMPORT_TIMEOUT_MS],
    [exportRequests, SCALE_TIMEOUT_MS],
    [exportBrowser, SCALE_TIMEOUT_MS],
  ];
  const chosen = groups.filter(([group]) => words.length === 0 || words.some((word) => group.title.toLowerCase().includes(word.toLowerCase())));
  if (chosen.length === 0)
    throw new Error(`no group of figures is titled with ${words.join(' or ')}: ${groups.map(([group]) => group.title).join(', ')}`);
  const figures: Figure[] = [];
  for (const [group, timeoutMs] of chosen) figures.push(...(await measure(group, timeoutMs)));
  console.log(renderTable(figures));
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
