import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type Role } from '@export-portal/shared-domain';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { PORTAL_URL } from './portalProcess';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/** Long enough for a cold load on a busy machine, short enough that a missing page fails fast. */
const STEP_TIMEOUT_MS = 15_000;

/** A fresh context has its own empty HTTP cache and storage: a first visit. */
export async function newVisit(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({
    baseURL: PORTAL_URL,
    viewport: { width: 1280, height: 800 },
    ...(storageState ? { storageState } : {}),
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context;
}

export function demoLogin(role: Role) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no ${role} among the demo accounts`);
  return account;
}

export const SECTION_HEADINGS = { admin: 'Admin Dashboard', staff: 'Staff Dashboard', client: 'My Dashboard' } as const;

export function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** Fills the Sign In form of the /auth page the browser is on; submitting is left to the caller. */
export async function fillSignIn(page: Page, role: Role) {
  const { email, password } = demoLogin(role);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  return form.getByRole('button', { name: 'Sign In' });
}

/** Signs in through /auth and waits for the role's own dashboard heading. */
export async function signIn(page: Page, role: Role) {
  await page.goto('/auth');
  const submit = await fillSignIn(page, role);
  await submit.click();
  await heading(page, SECTION_HEADINGS[role]).waitFor({ state: 'visible' });
}
