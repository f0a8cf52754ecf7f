import { backendStartup } from './backendStartup';
import { exportBrowser, exportRequests } from './exportAtScale';
import { launchBrowser } from './browser';
import { renderTable, type Figure, type FigureGroup } from './figures';
import { hostileRequests } from './hostileRequests';
import { liveLatency } from './liveLatency';
import { realtimeFanOut } from './realtimeFanOut';
import { reactDomCopies } from './javascriptBytes';
import { pageBytes, pageTimes } from './pageFigures';
import { startPortal } from './portalProcess';
import { restRequests } from './restRequests';
import { pickerRequests } from './pickerRequests';
import { scaleBrowser } from './scaleBrowser';
import { scaleRequests } from './scaleRequests';
import { sectionRender } from './sectionRender';
import { storageRequests } from './storageRequests';
import { signInTiming } from './signInTiming';
import { withTimeout } from './timing';

const GROUP_TIMEOUT_MS = 120_000;
/** Seven cold visits of every budgeted page at two CPU rates. */
const PAGE_TIMES_TIMEOUT_MS = 600_000;
/** Building a 100,000-vehicle database and fetching every vehicle a few times. */
const SCALE_TIMEOUT_MS = 900_000;
/** The portal's start and every browser group together. */
const FRONT_END_TIMEOUT_MS = 1_200_000;

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
      for (const group of [pageBytes(browser), reactDomCopies(browser), signInTiming(browser), sectionRender(browser), liveLatency(browser)]) {
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

async function main() {
  const figures: Figure[] = [];
  for (const group of [backendStartup, restRequests, hostileRequests, storageRequests, realtimeFanOut]) figures.push(...(await measure(group)));
  figures.push(...(await measure({ title: 'front end', run: frontEndFigures }, FRONT_END_TIMEOUT_MS)));
  // The admin screens against 100,000 vehicles, beside the fetch-everything shape they replace.
  figures.push(
    ...(await measure(scaleRequests, SCALE_TIMEOUT_MS)),
    ...(await measure(scaleBrowser, SCALE_TIMEOUT_MS)),
    ...(await measure(pickerRequests, SCALE_TIMEOUT_MS)),
    ...(await measure(exportRequests, SCALE_TIMEOUT_MS)),
    ...(await measure(exportBrowser, SCALE_TIMEOUT_MS)),
  );
  console.log(renderTable(figures));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
