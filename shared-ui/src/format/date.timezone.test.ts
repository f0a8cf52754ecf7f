import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';

/**
 * Node fixes the time zone per process, so the formatter is compiled and run in child processes
 * started in zones either side of UTC, where a date-only string parsed as UTC would shift a day.
 */
function formatDateIn(timeZone: string, values: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'format-date-'));
  try {
    for (const name of ['date', 'money', 'onFirstUse']) {
      const source = readFileSync(join(__dirname, `${name}.ts`), 'utf8');
      const { code } = transformSync(source, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      writeFileSync(join(dir, `${name}.js`), code);
    }
    const script = `console.log(JSON.stringify(${JSON.stringify(values)}.map(require('./date.js').formatDate)))`;
    const output = execFileSync(process.execPath, ['-e', script], { cwd: dir, env: { TZ: timeZone } });
    return JSON.parse(output.toString()) as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it.each(['America/Vancouver', 'Pacific/Auckland'])('shows date-only values as the same day in %s', (zone) => {
  expect(formatDateIn(zone, ['2026-01-01', '2026-03-05', '2026-12-31'])).toEqual(['Jan 1, 2026', 'Mar 5, 2026', 'Dec 31, 2026']);
});
