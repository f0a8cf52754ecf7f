import type { Browser } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { apiKeysFor, LOCAL_ONLY_JWT_SECRET } from '@export-portal/local-supabase';
import { newVisit, signIn } from './browser';
import type { FigureGroup } from './figures';
import { PORTAL_URL } from './portalProcess';
import { durationFigures } from './timing';

const RUNS = 15;
const BACKEND_URL = 'http://127.0.0.1:54321';

/**
 * Staff's Shipment Operations board open in a browser; another user's change is written through
 * the REST API and timed from the request until the new text is in the browser's DOM (both clocks
 * are this machine's wall clock).
 */
export function liveLatency(browser: Browser): FigureGroup {
  return {
    title: 'live board latency',
    async run() {
      const service = createClient(BACKEND_URL, apiKeysFor(LOCAL_ONLY_JWT_SECRET).serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      const { data: shipment, error } = await service.from('shipments').select('id, shipment_number').limit(1).single();
      if (error) throw error;
      const context = await newVisit(browser);
      try {
        const page = await context.newPage();
        await signIn(page, 'staff');
        await page.goto(`${PORTAL_URL}/staff/shipments?q=${encodeURIComponent(shipment.shipment_number)}`);
        await page.getByRole('article', { name: shipment.shipment_number }).waitFor({ state: 'visible' });
        await page
          .getByRole('status')
          .filter({ hasText: /^Live$/ })
          .waitFor({ state: 'visible' });
        const durations: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const vessel = `Latency ${run} ${Date.now()}`;
          const shown = page.evaluate(
            (text) =>
              new Promise<number>((resolve) => {
                const observer = new MutationObserver(() => {
                  if (document.body.textContent?.includes(text)) {
                    observer.disconnect();
                    resolve(Date.now());
                  }
                });
                observer.observe(document.body, { subtree: true, childList: true, characterData: true });
              }),
            vessel,
          );
          // The observer is in place before the write is sent.
          await page.evaluate(() => undefined);
          const sent = Date.now();
          const { error: writeError } = await service.from('shipments').update({ vessel_name: vessel }).eq('id', shipment.id);
          if (writeError) throw writeError;
          durations.push((await shown) - sent);
        }
        return durationFigures(
          'live board: change to screen',
          durations,
          "update request sent (commit follows) until the text is in another browser's DOM",
        );
      } finally {
        await context.close();
      }
    },
  };
}

const CLIENT1_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

/**
 * client1's dashboard open in a browser, its header's bell counting their unread notices; a reply
 * to client1 is written through the REST API (the database makes their notice in the same
 * transaction) and timed from the request until the bell's name says one more.
 */
export function bellLatency(browser: Browser): FigureGroup {
  return {
    title: 'notification bell latency',
    async run() {
      const service = createClient(BACKEND_URL, apiKeysFor(LOCAL_ONLY_JWT_SECRET).serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      });
      const context = await newVisit(browser);
      try {
        const page = await context.newPage();
        await signIn(page, 'client');
        await page.getByRole('button', { name: /^Notifications/ }).waitFor({ state: 'visible' });
        const durations: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const before = Number(
            (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0,
          );
          const shown = page.evaluate(
            (expected) =>
              new Promise<number>((resolve) => {
                const named = () => document.querySelector(`button[aria-label="${expected}"]`) !== null;
                const observer = new MutationObserver(() => {
                  if (named()) {
                    observer.disconnect();
                    resolve(Date.now());
                  }
                });
                observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
              }),
            `Notifications, ${before + 1} unread`,
          );
          await page.evaluate(() => undefined);
          const sent = Date.now();
          const { error } = await service.from('communications').insert({
            customer_id: CLIENT1_CUSTOMER,
            subject: `Bell latency ${run}`,
            message: 'Measuring how soon a notice shows.',
            direction: 'outbound',
            communication_type: 'email',
            read_status: true,
          });
          if (error) throw error;
          durations.push((await shown) - sent);
        }
        return durationFigures(
          'bell: message to client to count shown',
          durations,
          "insert request sent (the notice commits with it) until the client's bell in another browser says one more unread",
        );
      } finally {
        await context.close();
      }
    },
  };
}
