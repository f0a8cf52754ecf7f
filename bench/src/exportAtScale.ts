import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoLogin } from './browser';
import { startBackendProcess } from './backendServer';
import type { Figure, FigureGroup } from './figures';
import { launchPlainChromium } from './plainChromium';
import { PORTAL_URL, startPortal } from './portalProcess';
import { adminAccessToken } from './restRequests';
import { SCALE_VEHICLES } from './scaleRequests';
import { durationFigures, median, timed, withTimeout } from './timing';

/** Rows per request the figures compare; the portal's export asks for 1,000, the most one read returns. */
const BATCH_SIZES = [250, 500, 1000] as const;
const READ_ALL_RUNS = 2;
const PAGE_RUNS = 5;
const EXPORT_RUNS = 2;
/** Where the offset and keyset pages are read: near the end of 100,000, where an offset costs most. */
const DEEP_ROW = 90_000;
const MEMORY_SAMPLE_MS = 200;
const EXPORT_TIMEOUT_MS = 120_000;
const MB = 1024 * 1024;

/** What the inventory's export selects: the order's columns and each vehicle's CSV record, written by the database. */
const RECORDS_SELECT = 'created_at,id,csv_record';

interface RecordRow {
  id: string;
  created_at: string;
}

/**
 * One request of the admin Vehicles export, as `rawBatches` in shared-auth's export entry sends
 * it for the list's own order (newest first, the id going up): the rows after the last one read,
 * `created_at <= v and (created_at < v or id > i)`, through the (created_at desc, id) index.
 */
function batchPath(rows: number, after: RecordRow | null): string {
  const keyset = after
    ? `&created_at=lte.${encodeURIComponent(after.created_at)}&or=${encodeURIComponent(`(created_at.lt."${after.created_at}",id.gt."${after.id}")`)}`
    : '&created_at=not.is.null';
  return `/rest/v1/vehicle_inventory_records?select=${RECORDS_SELECT}${keyset}&order=created_at.desc,id.asc&limit=${rows}`;
}

async function readRows(url: string, headers: Record<string, string>): Promise<RecordRow[]> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`an export batch answered HTTP ${response.status}`);
  return (await response.json()) as RecordRow[];
}

/** Every vehicle, `rows` at a time, each request after the last row of the one before; resolves to how many were read. */
async function readEveryVehicle(base: string, headers: Record<string, string>, rows: number): Promise<number> {
  let read = 0;
  for (let after: RecordRow | null = null; ; ) {
    const batch = await readRows(`${base}${batchPath(rows, after)}`, headers);
    read += batch.length;
    if (batch.length < rows) return read;
    after = batch.at(-1)!;
  }
}

/** The REST side of an export at 100,000 vehicles: every vehicle read in keyset batches of each size, and one deep page by offset and by keyset. */
export const exportRequests: FigureGroup = {
  title: 'export REST at 100k vehicles',
  async run(): Promise<Figure[]> {
    const server = startBackendProcess(SCALE_VEHICLES);
    try {
      const backend = await server.first;
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${await adminAccessToken(backend.url, backend.anonKey)}` };
      const figures: Figure[] = [];
      for (const rows of BATCH_SIZES) {
        const durations: number[] = [];
        for (let run = 0; run < READ_ALL_RUNS; run += 1) {
          const [read, ms] = await timed(() => readEveryVehicle(backend.url, headers, rows));
          if (read < SCALE_VEHICLES) throw new Error(`the export read ${read} vehicles`);
          durations.push(ms);
        }
        figures.push(
          ...durationFigures(
            `100k: export read, ${rows} a request`,
            durations,
            `every vehicle's CSV record from vehicle_inventory_records, newest first, ${rows} after the last read`,
          ),
        );
      }
      const [deep] = await readRows(
        `${backend.url}/rest/v1/vehicle_inventory_records?select=id,created_at&order=created_at.desc,id.asc&offset=${DEEP_ROW - 1}&limit=1`,
        headers,
      );
      const offsetPages: number[] = [];
      const keysetPages: number[] = [];
      for (let run = 0; run < PAGE_RUNS; run += 1) {
        const offsetPath = `/rest/v1/vehicle_inventory_records?select=${RECORDS_SELECT}&order=created_at.desc,id.asc&offset=${DEEP_ROW}&limit=1000`;
        offsetPages.push((await timed(() => readRows(`${backend.url}${offsetPath}`, headers)))[1]);
        keysetPages.push((await timed(() => readRows(`${backend.url}${batchPath(1000, deep!)}`, headers)))[1]);
      }
      figures.push(
        ...durationFigures(
          '100k: 1,000 rows from row 90,000 by offset',
          offsetPages,
          'offset=90000&limit=1000: every row before it is read and skipped',
        ),
        ...durationFigures(
          '100k: 1,000 rows from row 90,000 by keyset',
          keysetPages,
          'the rows after row 90,000, as the export asks: an index range',
        ),
      );
      return figures;
    } finally {
      await server.stop();
    }
  },
};

/** The processes this one started, and theirs: the browser's among them. */
function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  const found: number[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const parent = pending.pop()!;
    for (const [pid, ppid] of parents) {
      if (ppid === parent) {
        found.push(pid);
        pending.push(pid);
      }
    }
  }
  return found;
}

/** A Chromium process's part, from its command line: the browser process has no `--type`. */
function processKind(pid: number): string {
  const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
  if (!type) return 'browser';
  const utility = /--utility-sub-type=([\w.]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
  return utility ? (utility[1]!.split('.').at(-2) ?? type[1]!) : type[1]!;
}

/**
 * What Chromium holds in memory, by the kind of process (browser, renderer, gpu-process, network,
 * …): the proportional set size (PSS, which counts a page shared between processes once). A
 * Blob's bytes live in the browser process, not in the page's JavaScript heap.
 */
function chromiumBytesByKind(pids: readonly number[]): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const pid of pids) {
    try {
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'))) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      const kind = processKind(pid);
      bytes.set(kind, (bytes.get(kind) ?? 0) + (pss ? Number(pss[1]) * 1024 : 0));
    } catch {
      // The process ended while it was read.
    }
  }
  return bytes;
}

function chromiumBytes(pids: readonly number[]): number {
  return [...chromiumBytesByKind(pids).values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** Fills the Sign In form of the /auth page and submits it, as a person types: the value, then an input event React hears. */
const SIGN_IN = `(email, password) => {
  const form = document.querySelector('[role="tabpanel"]');
  const type = (input, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  type(form.querySelector('input[type="email"]'), email);
  type(form.querySelector('input[type="password"]'), password);
  [...form.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Sign In').click();
}`;

const EXPORT_BUTTON = `[...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Export CSV' && !button.disabled)`;

interface ExportRun {
  ms: number;
  fileBytes: number;
  rows: number;
  heapPeak: number;
  /** The heap V8 has taken from the system for the page (used or not), its growth at the peak. */
  heapTakenPeak: number;
  heapAfter: number;
  browserPeak: number;
  /** Each kind of process's own growth at its peak. */
  kindPeaks: Map<string, number>;
  /** The browser process alone once the file is saved: where a file made as a Blob would be kept. */
  browserAfter: number;
}

/** One export of every vehicle from the admin Vehicles screen, from the click to the file saved, with memory sampled meanwhile. */
async function exportEveryVehicle(): Promise<ExportRun> {
  const chromium = await launchPlainChromium();
  try {
    const { email, password } = demoLogin('admin');
    await chromium.send('Page.navigate', { url: `${PORTAL_URL}/auth` });
    await chromium.until(`document.querySelector('[role="tabpanel"] input[type="email"]')`, EXPORT_TIMEOUT_MS);
    await chromium.evaluate(`(${SIGN_IN})(${JSON.stringify(email)}, ${JSON.stringify(password)})`);
    await chromium.until(`[...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Admin Dashboard')`, EXPORT_TIMEOUT_MS);
    await chromium.send('Page.navigate', { url: `${PORTAL_URL}/admin/vehicles` });
    await chromium.until(`document.querySelector('[role="list"][aria-label="Vehicles"] article') && ${EXPORT_BUTTON}`, EXPORT_TIMEOUT_MS);

    const processes = () => [chromium.pid, ...descendantsOf(chromium.pid)];
    const heapUsage = () => chromium.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    const heap = async () => (await heapUsage()).usedSize;
    await chromium.send('HeapProfiler.collectGarbage');
    const heapBefore = await heap();
    const heapTakenBefore = (await heapUsage()).totalSize;
    let heapTakenPeak = heapTakenBefore;
    const browserBefore = chromiumBytes(processes());
    const kindsBefore = chromiumBytesByKind(processes());
    const kindPeaks = new Map<string, number>();
    const sampleKinds = () => {
      for (const [kind, bytes] of chromiumBytesByKind(processes())) {
        kindPeaks.set(kind, Math.max(kindPeaks.get(kind) ?? 0, bytes - (kindsBefore.get(kind) ?? 0)));
      }
    };
    const browserProcessBefore = chromiumBytes([chromium.pid]);
    let heapPeak = heapBefore;
    let browserPeak = browserBefore;
    const saved = new Promise<{ name: string; at: number }>((resolve, reject) => {
      let name = '';
      chromium.on('Browser.downloadWillBegin', (event) => {
        name = String(event.suggestedFilename);
      });
      chromium.on('Browser.downloadProgress', (event) => {
        if (event.state === 'completed') resolve({ name, at: performance.now() });
        if (event.state === 'canceled') reject(new Error('the download was cancelled'));
      });
    });
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const usage = await heapUsage();
        heapPeak = Math.max(heapPeak, usage.usedSize);
        heapTakenPeak = Math.max(heapTakenPeak, usage.totalSize);
        browserPeak = Math.max(browserPeak, chromiumBytes(processes()));
        sampleKinds();
        await new Promise((resolve) => setTimeout(resolve, MEMORY_SAMPLE_MS));
      }
    })();
    const started = performance.now();
    await chromium.evaluate(`${EXPORT_BUTTON}.click()`);
    const { name, at } = await withTimeout('the export', EXPORT_TIMEOUT_MS, saved);
    sampling = false;
    await sampler;
    browserPeak = Math.max(browserPeak, chromiumBytes(processes()));
    const browserAfter = chromiumBytes([chromium.pid]) - browserProcessBefore;
    await chromium.send('HeapProfiler.collectGarbage');
    const heapAfter = await heap();
    const file = readFileSync(path.join(chromium.downloads, name));
    const rows = file.toString('utf8').split('\r\n').length - 2;
    if (rows < SCALE_VEHICLES) throw new Error(`the export saved ${rows} vehicles`);
    return {
      ms: at - started,
      fileBytes: file.length,
      rows,
      heapPeak: heapPeak - heapBefore,
      heapTakenPeak: heapTakenPeak - heapTakenBefore,
      heapAfter: heapAfter - heapBefore,
      browserPeak: browserPeak - browserBefore,
      kindPeaks,
      browserAfter,
    };
  } finally {
    await chromium.close();
  }
}

/** The admin's Export CSV of 100,000 vehicles in the browser: its time and what it costs the browser's memory. */
export const exportBrowser: FigureGroup = {
  title: 'export in the browser at 100k vehicles',
  async run(): Promise<Figure[]> {
    const portal = await startPortal({ LOCAL_SUPABASE_SCALE: String(SCALE_VEHICLES) });
    try {
      const runs: ExportRun[] = [];
      for (let run = 0; run < EXPORT_RUNS; run += 1) runs.push(await exportEveryVehicle());
      const most = (pick: (run: ExportRun) => number) => Math.max(...runs.map(pick)) / MB;
      return [
        ...durationFigures(
          '100k: Export CSV of every vehicle',
          runs.map((run) => run.ms),
          'admin Vehicles, no search, purchase prices included: the click to the whole file saved by the browser; target ≤ 10 s',
        ),
        {
          name: '100k: export file',
          value: median(runs.map((run) => run.fileBytes)) / MB,
          unit: 'MB',
          measures: `${runs[0]!.rows} rows and the heading, UTF-8 with BOM`,
        },
        {
          name: '100k: export, JS heap growth at its peak',
          value: most((run) => run.heapPeak),
          unit: 'MB',
          measures: "the page's used JS heap (Runtime.getHeapUsage) sampled every 200 ms, less before (after a GC); the most of the runs",
        },
        {
          name: '100k: export, JS heap taken at its peak',
          value: most((run) => run.heapTakenPeak),
          unit: 'MB',
          measures:
            'the heap V8 holds for the page, used or not (Runtime.getHeapUsage totalSize), sampled every 200 ms, less before; the most of the runs',
        },
        {
          name: '100k: export, JS heap kept after it',
          value: most((run) => run.heapAfter),
          unit: 'MB',
          measures: 'used JS heap after the file is saved and a GC, less before',
        },
        {
          name: '100k: export, browser process after it',
          value: most((run) => run.browserAfter),
          unit: 'MB',
          measures:
            'PSS of the browser process once the file is saved, less before: the file waits on disk (the private file system), not in the blob store',
        },
        {
          name: '100k: export, browser memory growth at its peak',
          value: most((run) => run.browserPeak),
          unit: 'MB',
          measures:
            'PSS of every Chromium process (/proc smaps_rollup) sampled every 200 ms, less before; target ≤ 50 MB. The database writes each record, so the page parses 100 batches of three columns and joins text (the file itself is written to disk); Chromium driven without the network domain, which would keep every response',
        },
        ...[...runs[0]!.kindPeaks.keys()].sort().map((kind) => ({
          name: `100k: export, ${kind} growth at its peak`,
          value: most((run) => run.kindPeaks.get(kind) ?? 0),
          unit: 'MB',
          measures: `PSS of Chromium's ${kind} processes sampled every 200 ms, less before; the most of the runs`,
        })),
      ];
    } finally {
      await portal.stop();
    }
  },
};
