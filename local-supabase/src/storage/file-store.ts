import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { entityTooLarge } from './errors';

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The uuid naming the bytes; storage.objects.version points at it. */
  version: string;
  size: number;
  /** Quoted MD5 of the bytes, as S3 and the storage server give it. */
  eTag: string;
}

/** Where objects' bytes live: files in the data directory, or memory when the database is too. */
export interface FileStore {
  /** Consumes `source` up to `limit` bytes; past it the write is abandoned with a 413 error. */
  write(source: AsyncIterable<Buffer | string> | Iterable<Buffer>, limit: number): Promise<StoredFile>;
  /** `range` is inclusive, as in an HTTP Range header. */
  read(version: string, range?: ByteRange): Readable;
  copy(version: string): Promise<string>;
  remove(versions: readonly string[]): Promise<void>;
  /** Files named by no row (a crash between writing the file and committing its row) are removed. */
  sweep(referenced: (versions: string[]) => Promise<Set<string>>): Promise<number>;
}

const toBuffer = (chunk: Buffer | string) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, Buffer>();

  async write(source: AsyncIterable<Buffer | string> | Iterable<Buffer>, limit: number): Promise<StoredFile> {
    const chunks: Buffer[] = [];
    const hash = createHash('md5');
    let size = 0;
    for await (const raw of source) {
      const chunk = toBuffer(raw);
      size += chunk.length;
      if (size > limit) throw entityTooLarge();
      hash.update(chunk);
      chunks.push(chunk);
    }
    const version = randomUUID();
    this.files.set(version, Buffer.concat(chunks));
    return { version, size, eTag: `"${hash.digest('hex')}"` };
  }

  read(version: string, range?: ByteRange): Readable {
    const bytes = this.files.get(version) ?? Buffer.alloc(0);
    return Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
  }

  async copy(version: string): Promise<string> {
    const copy = randomUUID();
    this.files.set(copy, this.files.get(version) ?? Buffer.alloc(0));
    return copy;
  }

  async remove(versions: readonly string[]): Promise<void> {
    for (const version of versions) this.files.delete(version);
  }

  async sweep(): Promise<number> {
    return 0;
  }
}

/**
 * `<dir>/<version>` for committed bytes and `<dir>/tmp/` for uploads in flight: a file is fsynced
 * and renamed into place before its row is written, so a row never names a partial file.
 */
export class DiskFileStore implements FileStore {
  private readonly tmp: string;

  constructor(private readonly dir: string) {
    this.tmp = path.join(dir, 'tmp');
  }

  async init(): Promise<void> {
    await rm(this.tmp, { recursive: true, force: true });
    await mkdir(this.tmp, { recursive: true });
  }

  private file(version: string): string {
    if (!VERSION.test(version)) throw new Error('not a version');
    return path.join(this.dir, version);
  }

  async write(source: AsyncIterable<Buffer | string> | Iterable<Buffer>, limit: number): Promise<StoredFile> {
    const version = randomUUID();
    const temporary = path.join(this.tmp, version);
    const handle = await open(temporary, 'wx');
    const hash = createHash('md5');
    let size = 0;
    try {
      for await (const raw of source) {
        const chunk = toBuffer(raw);
        size += chunk.length;
        if (size > limit) throw entityTooLarge();
        hash.update(chunk);
        await handle.write(chunk);
      }
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, this.file(version));
    await this.syncDirectory();
    return { version, size, eTag: `"${hash.digest('hex')}"` };
  }

  private async syncDirectory(): Promise<void> {
    const handle = await open(this.dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  read(version: string, range?: ByteRange): Readable {
    return createReadStream(this.file(version), range ? { start: range.start, end: range.end } : {});
  }

  async copy(version: string): Promise<string> {
    const copy = randomUUID();
    const temporary = path.join(this.tmp, copy);
    await copyFile(this.file(version), temporary);
    const handle = await open(temporary, 'r+');
    await handle.sync();
    await handle.close();
    await rename(temporary, this.file(copy));
    await this.syncDirectory();
    return copy;
  }

  async remove(versions: readonly string[]): Promise<void> {
    await Promise.all(versions.filter((v) => VERSION.test(v)).map((v) => rm(this.file(v), { force: true })));
  }

  async sweep(referenced: (versions: string[]) => Promise<Set<string>>): Promise<number> {
    const present = (await readdir(this.dir)).filter((name) => VERSION.test(name));
    if (present.length === 0) return 0;
    const kept = await referenced(present);
    const orphans = present.filter((version) => !kept.has(version));
    await this.remove(orphans);
    return orphans.length;
  }
}
