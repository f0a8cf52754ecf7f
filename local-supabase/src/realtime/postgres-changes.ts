import { createHash } from 'node:crypto';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
type BindingEvent = (typeof EVENTS)[number];

const OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
type Operator = (typeof OPERATORS)[number];

export interface RowFilter {
  column: string;
  operator: Operator;
  /** One value, or the list of `in`. */
  values: string[];
}

/** One `postgres_changes` entry of a join: what the client asked for, echoed back with its id. */
export interface Binding {
  id: number;
  event: BindingEvent;
  schema: string;
  /** Undefined listens to every live table of the schema. */
  table: string | undefined;
  filter: RowFilter | undefined;
  params: Record<string, unknown>;
}

export class BindingError extends Error {}

/** Most filters a single channel may ask for; each is evaluated for every change of its table. */
export const MAX_BINDINGS_PER_CHANNEL = 20;

/**
 * The id the server hands back for a binding. Supabase Realtime derives it from the parameters
 * alone (equal parameters, equal id), so a rejoin after a reconnect gets the same ids.
 */
function bindingId(params: Record<string, unknown>): number {
  const canonical = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  );
  return createHash('sha1').update(canonical).digest().readUInt32BE(0) >>> 5;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** `column=op.value`, or `column=in.(a,b)`: the filters Supabase Realtime accepts. */
export function parseRowFilter(text: string): RowFilter {
  const equals = text.indexOf('=');
  const dot = text.indexOf('.', equals);
  const column = text.slice(0, equals);
  const operator = text.slice(equals + 1, dot);
  const value = text.slice(dot + 1);
  if (equals <= 0 || dot < 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) {
    throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  }
  const known = OPERATORS.find((candidate) => candidate === operator);
  if (!known) throw new BindingError(`Error parsing \`filter\` params: unsupported operator ${operator}`);
  if (known !== 'in') return { column, operator: known, values: [value] };
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  }
  const values = value
    .slice(1, -1)
    .split(',')
    .map((item) => unquote(item.trim()));
  if (values.length > 100) throw new BindingError('Error parsing `filter` params: at most 100 values in `in`');
  return { column, operator: known, values };
}

const optionalText = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new BindingError(`\`${name}\` must be a string`);
  return value;
};

export function parseBindings(config: unknown): Binding[] {
  if (config === undefined || config === null) return [];
  if (!Array.isArray(config)) throw new BindingError('`postgres_changes` must be a list');
  if (config.length > MAX_BINDINGS_PER_CHANNEL) {
    throw new BindingError(`At most ${MAX_BINDINGS_PER_CHANNEL} postgres_changes filters per channel`);
  }
  return config.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new BindingError('Each postgres_changes entry must be an object');
    }
    const params = entry as Record<string, unknown>;
    const event = EVENTS.find((candidate) => candidate === params.event);
    if (!event) throw new BindingError('`event` must be one of *, INSERT, UPDATE, DELETE');
    const schema = optionalText(params.schema, 'schema');
    if (!schema) throw new BindingError('`schema` is required');
    const table = optionalText(params.table, 'table');
    const filterText = optionalText(params.filter, 'filter');
    if (filterText !== undefined && table === undefined) throw new BindingError('A `filter` needs a `table`');
    return {
      id: bindingId(params),
      event,
      schema,
      table: table === '*' ? undefined : table,
      filter: filterText === undefined ? undefined : parseRowFilter(filterText),
      params,
    };
  });
}

export function bindingWants(binding: Binding, schema: string, table: string, type: ChangeType): boolean {
  return (
    (binding.schema === '*' || binding.schema === schema) &&
    (binding.table === undefined || binding.table === table) &&
    (binding.event === '*' || binding.event === type)
  );
}

/** A filter value compared with a row's JSON value: numbers as numbers, everything else as text. */
function compare(value: unknown, text: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') {
    const other = Number(text);
    return Number.isNaN(other) ? undefined : value - other;
  }
  const own = typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return own === text ? 0 : own < text ? -1 : 1;
}

export function rowMatches(filter: RowFilter | undefined, row: Record<string, unknown> | null): boolean {
  if (!filter) return true;
  if (!row) return false;
  const value = row[filter.column];
  const [first = ''] = filter.values;
  const order = compare(value, first);
  switch (filter.operator) {
    case 'eq':
      return order === 0;
    case 'neq':
      return order !== undefined && order !== 0;
    case 'lt':
      return order !== undefined && order < 0;
    case 'lte':
      return order !== undefined && order <= 0;
    case 'gt':
      return order !== undefined && order > 0;
    case 'gte':
      return order !== undefined && order >= 0;
    case 'in':
      return filter.values.some((candidate) => compare(value, candidate) === 0);
  }
}
