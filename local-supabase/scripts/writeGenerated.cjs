/**
 * What the generators share: write the generated text to its file, or with `--stdout` print it
 * instead, which is how the drift tests compare a committed file with what the migrations build.
 */
const fs = require('node:fs');

/** @param {string} file @param {() => Promise<string>} generate */
function writeGenerated(file, generate) {
  generate().then(
    (text) => {
      if (process.argv.includes('--stdout')) {
        process.stdout.write(text);
      } else {
        fs.writeFileSync(file, text);
        process.stdout.write(`wrote ${file}\n`);
      }
    },
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}

module.exports = { writeGenerated };
