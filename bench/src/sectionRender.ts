import type { Browser, Page } from '@playwright/test';
import { heading, newVisit, signIn } from './browser';
import type { FigureGroup } from './figures';
import { headingShownAt, readPageMarks, recordPageMarks } from './pageMarks';
import { durationFigures } from './timing';

const RUNS = 5;
const STAFF_VEHICLES = { path: '/staff/vehicles', heading: 'Vehicle Operations' };

/** The page's clock starts at the navigation, so the heading's mark is the whole wait. */
async function timeVehicleOperations(page: Page): Promise<number> {
  await page.goto(STAFF_VEHICLES.path, { waitUntil: 'commit' });
  await heading(page, STAFF_VEHICLES.heading).waitFor({ state: 'visible' });
  return headingShownAt(await readPageMarks(page), STAFF_VEHICLES.heading);
}

/** A signed-in staff member opening Vehicle Operations by its address. */
export function sectionRender(browser: Browser): FigureGroup {
  return {
    title: 'first section render',
    async run() {
      const signingIn = await newVisit(browser);
      const page = await signingIn.newPage();
      await signIn(page, 'staff');
      const session = await signingIn.storageState();
      await signingIn.close();

      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await newVisit(browser, session);
        try {
          await recordPageMarks(context);
          const visit = await context.newPage();
          cold.push(await timeVehicleOperations(visit));
          warm.push(await timeVehicleOperations(visit));
        } finally {
          await context.close();
        }
      }
      return [
        ...durationFigures('/staff/vehicles first render, cold', cold, 'navigation to h1 visible, signed-in staff, empty HTTP cache'),
        ...durationFigures('/staff/vehicles render, warm', warm, 'same page loaded again in the same context (HTTP cache warm)'),
      ];
    },
  };
}
