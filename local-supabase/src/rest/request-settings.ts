import type { FastifyRequest } from 'fastify';
import { PostgrestError } from './postgrest-error';

export interface Preferences {
  return?: string;
  count?: string;
  resolution?: string;
  missing?: string;
  handling?: 'strict' | 'lenient';
  /** How the request's transaction ends: a caller may ask for it to be rolled back. */
  tx?: 'commit' | 'rollback';
  /** With `handling=strict`: the most rows a PATCH, DELETE or set-returning RPC may affect. */
  maxAffected?: number;
  /** The time zone the request's transaction runs in, applied when Postgres knows it. */
  timezone?: string;
}

/** A hosted project's default "max rows": no read returns more, whatever limit it asks for. */
export const MAX_ROWS = 1000;

export function cappedLimit(limit: number | undefined): number {
  return Math.min(limit ?? MAX_ROWS, MAX_ROWS);
}

/** The preferences PostgREST knows by their whole text; `timezone=` and `max-affected=` take a value. */
const KNOWN_PREFERENCES = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

/** The first value of `key` among `values` (PostgREST takes the first valid one and ignores the rest). */
function firstOf<T extends string>(entries: readonly string[], key: string, values: readonly T[]): T | undefined {
  for (const entry of entries) {
    const value = entry.slice(key.length + 1);
    if (entry.startsWith(`${key}=`) && (values as readonly string[]).includes(value)) return value as T;
  }
  return undefined;
}

/**
 * `Prefer` may be sent as several headers or one comma-separated header. As PostgREST, the first
 * valid value of each preference counts and the others are ignored, unless `handling=strict`
 * asks for anything it does not know to be refused (PGRST122). Read once a request: the
 * transaction, its handler and the answer's headers all ask.
 */
export function preferences(request: FastifyRequest): Preferences {
  let found = parsed.get(request);
  if (!found) {
    found = parsePreferences(request);
    parsed.set(request, found);
  }
  return found;
}

const parsed = new WeakMap<FastifyRequest, Preferences>();

function parsePreferences(request: FastifyRequest): Preferences {
  const raw = request.headers.prefer;
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const found: Preferences = {};
  found.return = firstOf(entries, 'return', ['representation', 'minimal', 'headers-only']);
  found.count = firstOf(entries, 'count', ['exact', 'planned', 'estimated']);
  found.missing = firstOf(entries, 'missing', ['default', 'null']);
  // An unknown resolution is kept, so that the write refuses it rather than inserting plainly.
  found.resolution =
    firstOf(entries, 'resolution', ['merge-duplicates', 'ignore-duplicates']) ??
    entries.find((entry) => entry.startsWith('resolution='))?.slice('resolution='.length);
  found.handling = firstOf(entries, 'handling', ['strict', 'lenient']);
  found.tx = firstOf(entries, 'tx', ['commit', 'rollback']);
  const maxAffected = entries.find((entry) => entry.startsWith('max-affected='))?.slice('max-affected='.length);
  if (maxAffected !== undefined && /^\d{1,15}$/.test(maxAffected)) found.maxAffected = Number(maxAffected);
  found.timezone = entries.find((entry) => entry.startsWith('timezone='))?.slice('timezone='.length);
  if (found.handling === 'strict') {
    const invalid = entries.filter((entry) => !KNOWN_PREFERENCES.has(entry) && !entry.startsWith('timezone=') && !entry.startsWith('max-affected='));
    if (invalid.length > 0) {
      throw new PostgrestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
    }
  }
  return found;
}

/** What `Preference-Applied` names once the request has run, in PostgREST's order. */
export function appliedPreferences(request: FastifyRequest): string[] {
  const found = preferences(request);
  const applied = (key: string, value: string | undefined) =>
    value !== undefined && KNOWN_PREFERENCES.has(`${key}=${value}`) ? [`${key}=${value}`] : [];
  return [
    ...applied('resolution', found.resolution),
    ...applied('missing', found.missing),
    ...applied('return', found.return),
    ...applied('count', found.count),
    ...applied('tx', found.tx),
    ...applied('handling', found.handling),
    ...(timezonesApplied.has(request) ? [`timezone=${found.timezone}`] : []),
    ...(found.handling === 'strict' && found.maxAffected !== undefined ? [`max-affected=${found.maxAffected}`] : []),
  ];
}

/** Requests whose `timezone=` Postgres knew and their transaction ran in. */
const timezonesApplied = new WeakSet<FastifyRequest>();

export function timezoneApplied(request: FastifyRequest): void {
  timezonesApplied.add(request);
}

/** Refused inside the transaction, so that nothing of the write stays. */
export function maxAffectedExceeded(rows: number): PostgrestError {
  return new PostgrestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
}

/** The most rows a write may affect, when the caller asked for a limit strictly. */
export function strictMaxAffected(prefer: Preferences): number | undefined {
  return prefer.handling === 'strict' ? prefer.maxAffected : undefined;
}

export function wantsSingleObject(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}

const JSON_MEDIA_TYPES = ['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.object+json', 'application/vnd.pgrst.array+json'];

/** Only JSON is produced; asking for CSV, GeoJSON or a query plan is refused rather than ignored. */
export function checkAccept(request: FastifyRequest): void {
  const accept = request.headers.accept;
  if (!accept) return;
  const types = accept.split(',').map((entry) => entry.split(';')[0]!.trim().toLowerCase());
  if (!types.some((type) => JSON_MEDIA_TYPES.includes(type))) {
    throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
}

/** Only `public` is exposed, as on a default hosted project. */
export function checkProfile(request: FastifyRequest): void {
  for (const header of ['accept-profile', 'content-profile'] as const) {
    const value = request.headers[header];
    if (value !== undefined && value !== 'public') {
      throw new PostgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }
}

/** A `Range: 0-9` header, PostgREST's older way of paging. */
export function rangeHeader(request: FastifyRequest): { offset: number; limit?: number } | undefined {
  const raw = request.headers.range;
  if (typeof raw !== 'string') return undefined;
  const match = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(raw.trim());
  if (!match) throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', `Range "${raw}" is not of the form from-to`);
  const offset = Number(match[1]);
  if (match[2] === '') return { offset };
  const to = Number(match[2]);
  if (to < offset) throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable');
  return { offset, limit: to - offset + 1 };
}

export const notSingleRow = (rows: number) =>
  new PostgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
