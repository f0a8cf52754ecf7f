import { expect, test } from '@playwright/test';
import { largestScripts, measurePageBytes } from '@export-portal/bench/budgets';

/**
 * Each page's JavaScript, counted as the bench counts it (gzip, cold cache, everything a
 * visit downloads until the network is quiet), stays within what it may weigh. The
 * builds are fixed, so the bytes are too: this is a test, while times stay in the bench.
 */
test('every page downloads no more JavaScript than its budget allows', async ({ browser }) => {
  test.setTimeout(300_000);
  const measured = await measurePageBytes(browser);
  const over = measured
    .filter((bytes) => bytes.totalKiB > bytes.visit.budgetKiB)
    .map((bytes) => `${bytes.visit.path}: ${bytes.totalKiB.toFixed(1)} KiB, allowed ${bytes.visit.budgetKiB} (largest: ${largestScripts(bytes)})`);
  expect(over).toEqual([]);
});
