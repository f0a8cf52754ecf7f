import { invalidKey, invalidRequest } from './errors';

/** S3's key limit, which the storage server applies as well (in UTF-8 bytes). */
export const MAX_KEY_BYTES = 1024;

/**
 * What the storage server refuses in a key: C0/C1 controls and DEL, S3's "characters to avoid"
 * (so `"`, `#`, `%` and the like never reach a URL or a header), and invisible characters that
 * could disguise a path (zero-width space, direction marks and overrides, word joiner, BOM).
 */
const REFUSED_IN_KEY =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: U+034F is refused on its own
  /[\u0000-\u001f\u007f-\u009f#[\]{}^`"<>\\|%~\u034f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;

/** The storage server's key rules, plus no leading slash and no empty segment. */
export function checkKey(key: string): string {
  if (
    key.length === 0 ||
    Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES ||
    REFUSED_IN_KEY.test(key) ||
    key.startsWith('/') ||
    key.split('/').some((segment, index, all) => segment === '..' || segment === '.' || (segment === '' && index < all.length - 1))
  ) {
    throw invalidKey(key.length > 200 ? `${key.slice(0, 200)}…` : key);
  }
  if (key.endsWith('/')) throw invalidKey(key);
  return key;
}

const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]{1,100}$/;

/** As @supabase/storage-js and the server's isValidBucketName accept them. */
export function checkBucketName(name: unknown): string {
  if (typeof name !== 'string' || name.trim() !== name || !BUCKET_NAME.test(name) || name === '.' || name === '..') {
    throw invalidRequest('Bucket name invalid');
  }
  return name;
}

/** `text/plain;charset=UTF-8` → `text/plain`, lower-cased. */
export const baseMimeType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

/** A bucket's allowed types may use wildcards such as `image/*`. */
export function mimeTypeAllowed(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = baseMimeType(type);
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted.endsWith('/*') ? base.startsWith(wanted.slice(0, -1)) : base === wanted;
  });
}

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'text/plain']);

/** Only types a browser shows without running anything are sent inline. */
export const shownInline = (type: string) => INLINE_TYPES.has(baseMimeType(type));

/** RFC 6266: an ASCII fallback with nothing that could end the header, plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** `2MB`, `1GB`, `1024` or a number, as the storage server accepts a bucket's file_size_limit. */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?\s*$/i.exec(value);
    if (match) {
      // Decimal units, as the storage server reads them (20MB is 20,000,000 bytes).
      const unit = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9 }[(match[2] ?? 'B').toUpperCase() as 'B'];
      return Math.round(Number(match[1]) * unit);
    }
  }
  throw invalidRequest('file_size_limit must be a number of bytes or a size such as "20MB"');
}
