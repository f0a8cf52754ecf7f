/** How long a saved file's link stays valid: the browser reads the file after the click returns. */
const LINK_LIFETIME_MS = 60_000;

/** A file made in the page, saved by the browser under its name as a download. */
export interface PageFile {
  name: string;
  blob: Blob;
  /** Frees what holds the file's bytes, once the browser has read them. */
  release?: () => void;
}

/** Saves the file as a download: a link to it, followed once, and released a minute later. */
export function saveFile({ name, blob, release }: PageFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
    release?.();
  }, LINK_LIFETIME_MS);
}
