/**
 * Where a download's text goes while it is written. In the origin's private file system the
 * bytes wait on disk, so however many rows a file holds, the browser's memory does not grow
 * with it; where the browser has no such file system, in Blobs (the browser's blob store).
 */
export interface FileSink {
  write(text: string): Promise<void>;
  /** The whole file, to be saved; `release` frees what keeps it once it is saved. */
  finish(type: string): Promise<{ blob: Blob; release: () => void }>;
  /** Drops what was written: the download failed or was cancelled. */
  discard(): Promise<void>;
}

const DIRECTORY = 'downloads';
/** A file this old is no one's download any more: its page closed before releasing it. */
const ABANDONED_AFTER_MS = 10 * 60_000;

function memorySink(): FileSink {
  let parts: Blob[] = [];
  return {
    write: async (text) => {
      parts.push(new Blob([text]));
    },
    finish: async (type) => ({ blob: new Blob(parts, { type }), release: () => undefined }),
    discard: async () => {
      parts = [];
    },
  };
}

async function removeAbandoned(directory: FileSystemDirectoryHandle): Promise<void> {
  const now = Date.now();
  for await (const [name, handle] of directory.entries()) {
    if (handle.kind !== 'file') continue;
    try {
      if (now - (await (handle as FileSystemFileHandle).getFile()).lastModified > ABANDONED_AFTER_MS) await directory.removeEntry(name);
    } catch {
      // Another page is writing or reading it.
    }
  }
}

async function diskSink(): Promise<FileSink | null> {
  const name = `${crypto.randomUUID()}.csv`;
  let directory: FileSystemDirectoryHandle | undefined;
  let handle: FileSystemFileHandle;
  let writable: FileSystemWritableFileStream;
  const remove = () => directory?.removeEntry(name).catch(() => undefined);
  try {
    directory = await (await navigator.storage.getDirectory()).getDirectoryHandle(DIRECTORY, { create: true });
    handle = await directory.getFileHandle(name, { create: true });
    writable = await handle.createWritable();
  } catch {
    await remove();
    return null;
  }
  void removeAbandoned(directory).catch(() => undefined);
  return {
    write: (text) => writable.write(text),
    finish: async (type) => {
      await writable.close();
      // A Blob made of the file refers to its bytes on disk; nothing is copied into memory.
      return { blob: new Blob([await handle.getFile()], { type }), release: () => void remove() };
    },
    discard: async () => {
      await writable.abort().catch(() => undefined);
      await remove();
    },
  };
}

/** A file on disk where the browser allows one (private windows and older browsers may not), else in memory. */
export async function openFileSink(): Promise<FileSink> {
  const onDisk = typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function' ? await diskSink() : null;
  return onDisk ?? memorySink();
}
