import type { Browser, Page } from '@playwright/test';
import { fillSignIn, heading, newVisit, SECTION_HEADINGS } from './browser';
import type { Figure, FigureGroup } from './figures';
import { totalGzipBytes } from './gzipBytes';
import { countReactDomCopies, recordScriptDownloads } from './scriptDownloads';

const SETTLED_MS = 15_000;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: SETTLED_MS });
}

async function bytesFigure(name: string, urls: string[], measures: string): Promise<Figure> {
  const bytes = await totalGzipBytes(urls);
  return { name, value: bytes / 1024, unit: 'KiB', measures: `${measures} (${urls.length} files)` };
}

async function authPageReady(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor({ state: 'visible' });
  await settled(page);
}

/** Gzip bytes of the JavaScript a first visit downloads, and how many react-dom copies it runs. */
export function javascriptBytes(browser: Browser): FigureGroup[] {
  return [
    {
      title: 'JS for the landing page',
      async run() {
        const context = await newVisit(browser);
        try {
          const scripts = recordScriptDownloads(context);
          const page = await context.newPage();
          await page.goto('/');
          await settled(page);
          return [await bytesFigure('JS gzip, /', scripts.since(new Set()), 'JS a cold-cache visit downloads to render the landing page')];
        } finally {
          await context.close();
        }
      },
    },
    {
      title: 'JS for the auth page',
      async run() {
        const context = await newVisit(browser);
        try {
          const scripts = recordScriptDownloads(context);
          const page = await context.newPage();
          await authPageReady(page);
          return [await bytesFigure('JS gzip, /auth', scripts.since(new Set()), 'JS a cold-cache visit downloads to render /auth with its Sign In form')];
        } finally {
          await context.close();
        }
      },
    },
    {
      title: 'JS of the admin section',
      async run() {
        const context = await newVisit(browser);
        try {
          const reactDom = await countReactDomCopies(context);
          const scripts = recordScriptDownloads(context);
          const page = await context.newPage();
          await authPageReady(page);
          const shell = scripts.snapshot();
          await (await fillSignIn(page, 'admin')).click();
          await heading(page, SECTION_HEADINGS.admin).waitFor({ state: 'visible' });
          await settled(page);
          return [
            await bytesFigure('JS gzip, /admin on top of shell', scripts.since(shell), 'JS downloaded after signing in as admin, until the Admin Dashboard shows'),
            { name: 'react-dom copies, /admin', value: await reactDom.registered(page), unit: 'count', measures: 'renderers registered with the DevTools hook once the admin section runs (1 = shared singleton)' },
          ];
        } finally {
          await context.close();
        }
      },
    },
  ];
}
