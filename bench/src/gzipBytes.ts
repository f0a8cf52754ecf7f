import { get } from 'node:http';

/** The bytes on the wire for one file asked for with `Accept-Encoding: gzip`, headers excluded. */
export function gzipTransferBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered HTTP ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${url} did not answer in 10 s`)));
    request.on('error', reject);
  });
}

export async function totalGzipBytes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzipTransferBytes(url);
  return total;
}
