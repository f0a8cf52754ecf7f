import type { Browser, Page } from '@playwright/test';
import { fillSignIn, heading, newVisit, SECTION_HEADINGS } from './browser';
import type { FigureGroup } from './figures';
import { countReactDomCopies } from './scriptDownloads';

const SETTLED_MS = 15_000;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: SETTLED_MS });
}

async function authPageReady(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor({ state: 'visible' });
  await settled(page);
}

/** How many react-dom copies run once the admin section has loaded after signing in. */
export function reactDomCopies(browser: Browser): FigureGroup {
  return {
    title: 'react-dom copies',
    async run() {
      const context = await newVisit(browser);
      try {
        const reactDom = await countReactDomCopies(context);
        const page = await context.newPage();
        await authPageReady(page);
        await (await fillSignIn(page, 'admin')).click();
        await heading(page, SECTION_HEADINGS.admin).waitFor({ state: 'visible' });
        await settled(page);
        return [
          {
            name: 'react-dom copies, /admin',
            value: await reactDom.registered(page),
            unit: 'count',
            measures: 'renderers registered with the DevTools hook once the admin section runs (1 = shared singleton)',
          },
        ];
      } finally {
        await context.close();
      }
    },
  };
}
