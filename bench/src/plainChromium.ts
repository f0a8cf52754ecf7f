import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

/**
 * Chromium driven through the DevTools protocol with nothing but the page, runtime and browser
 * domains. Playwright enables the network domain on every page, and Chromium then keeps every
 * response body for DevTools (up to 100 MB, in the renderer and the network service), which a
 * person's browser does not: a memory figure taken under Playwright would count those copies.
 */

interface Pending {
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

type Listener = (params: Record<string, unknown>) => void;

export interface PlainChromium {
  /** Sends a command to the page (or, with `browser`, to the browser itself). */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, browser?: boolean): Promise<T>;
  /** The value of an expression in the page, awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** Resolves once `expression` is true in the page, checking every 100 ms. */
  until(expression: string, timeoutMs: number): Promise<void>;
  on(event: string, listener: Listener): void;
  /** Where the browser saves downloads. */
  downloads: string;
  pid: number;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

export async function launchPlainChromium(): Promise<PlainChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const downloads = path.join(profile, 'downloads');
  const child = spawn(
    CHROMIUM_LAUNCH_OPTIONS.executablePath,
    [...CHROMIUM_LAUNCH_OPTIONS.args, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools endpoint')), START_TIMEOUT_MS);
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(line);
      if (!found) return;
      clearTimeout(timer);
      resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it opened its DevTools endpoint`)));
  });
  const socket = new WebSocket(endpoint, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Listener[]>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: Record<string, unknown>;
      error?: { message: string };
      method?: string;
      params?: Record<string, unknown>;
    };
    if (message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result ?? {});
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {});
    }
  });
  const raw = <T>(method: string, params: Record<string, unknown>, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (result: Record<string, unknown>) => void, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const { targetId } = await raw<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await raw<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const send = <T>(method: string, params: Record<string, unknown> = {}, browser = false) => raw<T>(method, params, browser ? undefined : sessionId);
  await send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, eventsEnabled: true }, true);
  await send('Page.enable');
  const evaluate = async <T>(expression: string) => {
    const { result, exceptionDetails } = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`${expression.slice(0, 80)}: ${exceptionDetails.text}`);
    return result.value;
  };
  return {
    send,
    evaluate,
    async until(expression, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
        if (Date.now() > deadline) throw new Error(`the page never showed ${expression.slice(0, 100)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    downloads,
    pid: child.pid!,
    async close() {
      socket.close();
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
      } catch {
        // A helper process still writing into the profile: it is in the system's temporary folder.
      }
    },
  };
}
