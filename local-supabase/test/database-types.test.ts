import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const generator = path.join(__dirname, '..', 'scripts', 'gen-types.cjs');
const committedFile = path.join(path.dirname(require.resolve('@export-portal/shared-domain/package.json')), 'src', 'database.types.ts');

/**
 * Every query of the portal is type-checked against shared-domain's generated `Database`, so
 * that file must describe the schema the migrations build: a migration without a
 * regenerated file (`npm run gen:types`) fails here.
 */
it('the committed database types are what the migrations generate', async () => {
  const { stdout } = await run(process.execPath, [generator, '--stdout'], { maxBuffer: 16 * 1024 * 1024 });
  expect(readFileSync(committedFile, 'utf8')).toBe(stdout);
}, 120_000);
