import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';

/**
 * Node fixes the time zone per process, so the formatters are compiled and run in child processes
 * started in zones either side of UTC, where a date-only string parsed as UTC would shift a day.
 */
function runIn(timeZone: string, script: string): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'format-date-'));
  try {
    for (const name of ['date', 'money', 'decimal']) {
      const source = readFileSync(join(__dirname, `${name}.ts`), 'utf8');
      const { code } = transformSync(source, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      writeFileSync(join(dir, `${name}.js`), code);
    }
    const output = execFileSync(process.execPath, ['-e', `console.log(JSON.stringify((() => { ${script} })()))`], {
      cwd: dir,
      env: { TZ: timeZone },
    });
    return JSON.parse(output.toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const zones = ['America/Vancouver', 'Pacific/Auckland'];

it.each(zones)('shows date-only values as the same day in %s', (zone) => {
  const days = ['2026-01-01', '2026-03-05', '2026-12-31'];
  expect(runIn(zone, `return ${JSON.stringify(days)}.map(require('./date.js').formatDate);`)).toEqual(['Jan 1, 2026', 'Mar 5, 2026', 'Dec 31, 2026']);
});

it.each(zones)('shows moments in %s as Intl does, across its daylight-saving changes', (zone) => {
  // Every 37 minutes through 2026: each change of the clocks, and the hours either side of it.
  const differences = runIn(
    zone,
    `const { formatDate, formatDateTime } = require('./date.js');
     const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });
     const moment = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
     const out = [];
     for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 37 * 60000) {
       const date = new Date(at);
       if (formatDate(date) !== day.format(date) || formatDateTime(date) !== moment.format(date)) out.push(date.toISOString());
     }
     return out;`,
  );
  expect(differences).toEqual([]);
});
