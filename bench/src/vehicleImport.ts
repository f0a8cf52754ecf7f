import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { vinCheckDigit } from '@export-portal/shared-domain/vin';
import { demoLogin, launchBrowser, newVisit, signIn } from './browser';
import type { Figure, FigureGroup } from './figures';
import { PORTAL_URL, startPortal } from './portalProcess';

export const IMPORT_ROWS = 10_000;
const STEP_TIMEOUT_MS = 240_000;
/** How often another user asks the API for something small while the import runs. */
const PROBE_INTERVAL_MS = 100;

const HEADER = 'VIN,Year,Make,Model,Color,Mileage,Purchase price,Sale price,Status,Location,Owner email';
const MODELS = [
  ['Toyota', 'Corolla'],
  ['Honda', 'Civic'],
  ['Ford', 'Escape'],
  ['Hyundai', 'Elantra'],
] as const;

/** North American VINs with their check digits, none of them in the demo stock. */
function vinOf(row: number): string {
  const raw = `3VWDX7AJXP${String(700000 + row).padStart(7, '0')}`;
  return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
}

/** A file of every column for IMPORT_ROWS vehicles; `price` sets each sale price, so a second file updates them all. */
function importFile(price: (row: number) => number): string {
  const lines = [HEADER];
  for (let row = 0; row < IMPORT_ROWS; row += 1) {
    const [make, model] = MODELS[row % MODELS.length]!;
    const owner = row % 10 === 0 ? 'client1@demo.test' : '';
    lines.push(
      `${vinOf(row)},2023,${make},${model},Grey,${1000 + row},${(price(row) * 0.8).toFixed(2)},${price(row)},Available,Bay ${row % 40},${owner}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface ImportMarks {
  chosenAt: number | null;
  previewAt: number | null;
  importClickedAt: number | null;
  doneAt: number | null;
}

/** Marks on the page's clock: the file chosen, its preview shown, Import pressed, the dialog gone. */
async function recordImportMarks(page: Page) {
  await page.addInitScript(() => {
    const marks: ImportMarks = { chosenAt: null, previewAt: null, importClickedAt: null, doneAt: null };
    Object.defineProperty(window, '__importMarks', { value: marks });
    // The staging requests, the look-ups and the page's own scripts outnumber the default 250 entries.
    performance.setResourceTimingBufferSize(5000);
    document.addEventListener('change', (event) => (marks.chosenAt = event.timeStamp), true);
    document.addEventListener(
      'click',
      (event) => {
        if (/^Import [\d,]+ vehicles?$/.test((event.target as Element | null)?.closest('button')?.textContent ?? ''))
          marks.importClickedAt = event.timeStamp;
      },
      true,
    );
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const summary = [...(dialog?.querySelectorAll('[role="status"]') ?? [])].some((status) => status.textContent?.includes(' rows — '));
      if (marks.previewAt === null && summary) marks.previewAt = performance.now();
      if (marks.importClickedAt !== null && marks.doneAt === null && !dialog) marks.doneAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Another user's small reads, one after another, while `during` runs: the slowest shows how long the import made them wait. */
async function probeOtherUser(during: Promise<unknown>): Promise<number[]> {
  const { email, password } = demoLogin('staff');
  const config = (await (await fetch(`${PORTAL_URL}/portal-config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const staff = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signedIn = await staff.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(`staff sign-in failed: ${signedIn.error.message}`);
  let running = true;
  void during.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  while (running) {
    const started = performance.now();
    await staff.from('vehicle_status_totals').select('status,vehicles');
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  return latencies;
}

interface ImportRun {
  preview: number;
  importing: number;
  commit: number;
  stagingRequests: number;
  stagingMs: number;
  otherUserSlowest: number;
}

async function importThroughDialog(page: Page, file: string, button: string): Promise<ImportRun> {
  await page.goto('/admin/vehicles');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import vehicles from CSV' });
  await dialog.getByLabel('Choose a file').setInputFiles(file);
  await dialog.getByText(/ rows — /).waitFor({ timeout: STEP_TIMEOUT_MS });
  const imported = (async () => {
    await dialog.getByRole('button', { name: button }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'Nothing was imported.' });
    await Promise.race([dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS }), refused.waitFor({ timeout: STEP_TIMEOUT_MS })]);
    if (await refused.isVisible()) throw new Error(`the import was refused: ${await refused.innerText()}`);
  })();
  const latencies = await probeOtherUser(imported);
  await imported;
  const marks = await page.evaluate(() => (window as unknown as { __importMarks: ImportMarks }).__importMarks);
  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, duration: entry.duration, start: entry.startTime })),
  );
  const started = marks.importClickedAt ?? 0;
  const staging = requests.filter((request) => request.name.includes('/rest/v1/vehicle_import_rows') && request.start >= started);
  const commit = requests.find((request) => request.name.includes('/rest/v1/rpc/commit_vehicle_import') && request.start >= started);
  if (marks.chosenAt === null || marks.previewAt === null || marks.importClickedAt === null || marks.doneAt === null || !commit) {
    throw new Error(`the import was not seen through: ${JSON.stringify(marks)}`);
  }
  return {
    preview: marks.previewAt - marks.chosenAt,
    importing: marks.doneAt - marks.importClickedAt,
    commit: commit.duration,
    stagingRequests: staging.length,
    stagingMs: staging.reduce((sum, request) => sum + request.duration, 0),
    otherUserSlowest: Math.max(...latencies),
  };
}

function runFigures(label: string, what: string, run: ImportRun): Figure[] {
  return [
    {
      name: `import 10k ${label}: file to preview`,
      value: run.preview,
      unit: 'ms',
      measures: `${what}: file chosen to every row marked (read, parsed, judged, VINs and owners looked up)`,
    },
    {
      name: `import 10k ${label}: Import to done`,
      value: run.importing,
      unit: 'ms',
      measures: 'Import pressed to the dialog closed: rows staged, then committed in one transaction',
    },
    { name: `import 10k ${label}: total`, value: run.preview + run.importing, unit: 'ms', measures: 'file chosen to done (target ≤ 15,000 ms)' },
    {
      name: `import 10k ${label}: commit request`,
      value: run.commit,
      unit: 'ms',
      measures: 'POST rpc/commit_vehicle_import: how long the one database connection is held',
    },
    {
      name: `import 10k ${label}: staging requests`,
      value: run.stagingMs,
      unit: 'ms',
      measures: `${run.stagingRequests} POST vehicle_import_rows, their durations summed`,
    },
    {
      name: `import 10k ${label}: another user's slowest read`,
      value: run.otherUserSlowest,
      unit: 'ms',
      measures: 'staff reading vehicle_status_totals every 100 ms during the import: the longest wait',
    },
  ];
}

/** A 10,000-row CSV imported through the Import CSV dialog, then again with every sale price changed. */
export const vehicleImport: FigureGroup = {
  title: 'vehicle import',
  async run(): Promise<Figure[]> {
    const folder = mkdtempSync(path.join(tmpdir(), 'vehicle-import-'));
    const portal = await startPortal();
    try {
      const added = path.join(folder, 'stock-10k.csv');
      const repriced = path.join(folder, 'stock-10k-repriced.csv');
      writeFileSync(
        added,
        importFile((row) => 15000 + (row % 500) * 10),
      );
      writeFileSync(
        repriced,
        importFile((row) => 15500 + (row % 500) * 10),
      );
      const browser = await launchBrowser();
      try {
        const context = await newVisit(browser);
        context.setDefaultTimeout(STEP_TIMEOUT_MS);
        const page = await context.newPage();
        await recordImportMarks(page);
        await signIn(page, 'admin');
        const adding = await importThroughDialog(page, added, `Import ${IMPORT_ROWS.toLocaleString('en-CA')} vehicles`);
        const updating = await importThroughDialog(page, repriced, `Import ${IMPORT_ROWS.toLocaleString('en-CA')} vehicles`);
        return [
          ...runFigures('new', `${IMPORT_ROWS.toLocaleString('en-CA')} new vehicles, every column`, adding),
          ...runFigures('updates', 'the same vehicles, every sale and purchase price changed', updating),
        ];
      } finally {
        await browser.close();
      }
    } finally {
      await portal.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
