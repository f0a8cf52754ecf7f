/** A file the page saved as a download: its name and its bytes. */
export interface SavedFile {
  name: string;
  bytes: Uint8Array;
  /** The bytes as UTF-8, a byte order mark kept as U+FEFF. */
  text: string;
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The files the page saves while a test runs. jsdom makes no object URLs and follows no download
 * links, so the URLs are made here, each for its Blob, and a click on a download link is kept
 * instead of followed. Call `restore` after the test.
 */
export function captureDownloads(): { files(): Promise<SavedFile[]>; restore(): void } {
  const blobs = new Map<string, Blob>();
  const clicked: Array<{ name: string; url: string }> = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const keepDownload = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    if (!link?.hasAttribute('download')) return;
    event.preventDefault();
    clicked.push({ name: link.download, url: link.href });
  };
  document.addEventListener('click', keepDownload, true);
  return {
    files: () =>
      Promise.all(
        clicked.map(async ({ name, url }) => {
          const blob = blobs.get(url);
          if (!blob) throw new Error(`${name} was saved from a URL the page did not make`);
          const bytes = await bytesOf(blob);
          return { name, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
        }),
      ),
    restore: () => {
      document.removeEventListener('click', keepDownload, true);
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
