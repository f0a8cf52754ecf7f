import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@demo.test', password: 'DemoAdmin!2026', home: /\/admin\/$/, heading: 'Admin Dashboard' },
  staff: { email: 'staff@demo.test', password: 'DemoStaff!2026', home: /\/staff\/$/, heading: 'Staff Dashboard' },
  client1: { email: 'client1@demo.test', password: 'DemoClient1!2026', home: /\/client\/$/, heading: 'My Dashboard' },
  client2: { email: 'client2@demo.test', password: 'DemoClient2!2026', home: /\/client\/$/, heading: 'My Dashboard' },
} as const;

export type DemoLogin = keyof typeof demo;

/** Fills and submits the Sign In form of the /auth page the browser is on. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the auth page and waits for the role's section. */
export async function signIn(page: Page, login: DemoLogin) {
  const account = demo[login];
  if (!page.url().endsWith('/auth')) await page.goto('/auth');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(account.home);
  await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();
}

/** Client-side navigation, as a link would do: the page (and its JS state) stays. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/**
 * Files the papers a vehicle's export file needs (title, bill of sale, export permit) as the
 * user signed in on the page, through the REST API with their own token, as a script of theirs
 * would: the database decides whether they may.
 */
export async function fileExportPapers(page: Page, vin: string) {
  const status = await page.evaluate(async (wantedVin) => {
    const config = (await (await fetch('/portal-config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const rest = `${config.supabaseUrl.replace(/\/$/, '')}/rest/v1`;
    const [vehicle] = (await (await fetch(`${rest}/vehicles?select=id,customer_id&vin=eq.${wantedVin}`, { headers })).json()) as Array<{
      id: string;
      customer_id: string | null;
    }>;
    if (!vehicle) return 404;
    // Named as a person names them: a stored code on a board is what the words test looks for.
    const papers = [
      ['title', 'Title'],
      ['invoice', 'Invoice'],
      ['export_permit', 'Export permit'],
    ].map(([document_type, name]) => ({
      vehicle_id: vehicle.id,
      customer_id: vehicle.customer_id,
      document_type,
      document_name: `${name} ${wantedVin}`,
    }));
    return (await fetch(`${rest}/documents`, { method: 'POST', headers, body: JSON.stringify(papers) })).status;
  }, vin);
  expect(status).toBe(201);
}
