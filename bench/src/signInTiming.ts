import type { Browser, Page } from '@playwright/test';
import { fillSignIn, heading, newVisit, SECTION_HEADINGS } from './browser';
import type { FigureGroup } from './figures';
import { headingShownAt, readPageMarks, recordPageMarks } from './pageMarks';
import { durationFigures } from './timing';

const RUNS = 7;

async function openAuthPage(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor({ state: 'visible' });
}

/** From the click on Sign In to the Admin Dashboard heading on screen. */
async function timeAdminSignIn(page: Page): Promise<number> {
  const submit = await fillSignIn(page, 'admin');
  await submit.click();
  await heading(page, SECTION_HEADINGS.admin).waitFor({ state: 'visible' });
  const marks = await readPageMarks(page);
  if (marks.lastClickAt === null) throw new Error('sign-in reloaded the page: click and heading are on different clocks');
  return headingShownAt(marks, SECTION_HEADINGS.admin) - marks.lastClickAt;
}

export function signInTiming(browser: Browser): FigureGroup {
  return {
    title: 'admin sign-in',
    async run() {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await newVisit(browser);
        try {
          await recordPageMarks(context);
          const page = await context.newPage();
          await openAuthPage(page);
          cold.push(await timeAdminSignIn(page));
          // Signed out by forgetting the session, then a new page load: the HTTP cache stays warm.
          await page.evaluate(() => window.localStorage.clear());
          await openAuthPage(page);
          warm.push(await timeAdminSignIn(page));
        } finally {
          await context.close();
        }
      }
      return [
        ...durationFigures(
          'sign-in to Admin Dashboard, cold',
          cold,
          'click Sign In to h1 visible, new browser context (admin section not yet downloaded)',
        ),
        ...durationFigures(
          'sign-in to Admin Dashboard, warm',
          warm,
          'click Sign In to h1 visible, same context signed out and reloaded (HTTP cache warm)',
        ),
      ];
    },
  };
}
