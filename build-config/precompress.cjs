/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every
 * text asset of a build, so the servers send them as they are instead of
 * compressing on every request. Usage: node precompress.cjs <dist folder>
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Text the browser asks for; source maps are left to be compressed on request. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST_BYTES = 1024;

function filesIn(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });
}

function precompress(dir) {
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < SMALLEST_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node precompress.cjs <dist folder>');
  precompress(path.resolve(dir));
}

module.exports = { precompress };
