import { invalidKey, invalidRequest } from './errors';

/** S3's key limit, which the storage server applies as well (in UTF-8 bytes). */
export const MAX_KEY_BYTES = 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The storage server's key rules: no traversal, no empty segment, no control character, bounded length. */
export function checkKey(key: string): string {
  if (
    key.length === 0 ||
    Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES ||
    CONTROL.test(key) ||
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

/** `2MB`, `1 GB`, `1024` or a number, as the storage server accepts a bucket's file_size_limit. */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?\s*$/i.exec(value);
    if (match) {
      const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(match[2] ?? 'B').toUpperCase() as 'B'];
      return Math.floor(Number(match[1]) * unit);
    }
  }
  throw invalidRequest('file_size_limit must be a number of bytes or a size such as "20MB"');
}
