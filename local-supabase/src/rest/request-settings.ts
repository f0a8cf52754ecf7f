import type { FastifyRequest } from 'fastify';
import { PostgrestError } from './postgrest-error';

export interface Preferences {
  return?: string;
  count?: string;
  resolution?: string;
  missing?: string;
}

/** A hosted project's default "max rows": no read returns more, whatever limit it asks for. */
export const MAX_ROWS = 1000;

export function cappedLimit(limit: number | undefined): number {
  return Math.min(limit ?? MAX_ROWS, MAX_ROWS);
}

/** `Prefer` may be sent as several headers or one comma-separated header. */
export function preferences(request: FastifyRequest): Preferences {
  const raw = request.headers.prefer;
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',');
  const found: Record<string, string> = {};
  for (const entry of entries) {
    const [key, value] = entry.trim().split('=');
    if (key && value) found[key] = value;
  }
  return found;
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
