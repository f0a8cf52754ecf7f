import { parseColumnFilter, parseLogic, type Condition } from './filter-parser';
import { parseError } from './postgrest-error';

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Filters, order and paging for one level of the result: the root table or an embed path. */
export interface LevelOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryOptions {
  select?: string;
  columns?: string;
  onConflict?: string;
  /** Keyed by embed path: '' is the root, 'customer' or 'customer.vehicles' an embed. */
  levels: Map<string, LevelOptions>;
}

function count(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"${value}" is not a valid ${name}`, `${name} must be a non-negative integer`);
  return Number(value);
}

export function parseOrder(value: string): OrderTerm[] {
  return value.split(',').map((term) => {
    const [column, ...modifiers] = term.split('.');
    if (!column || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) {
      throw parseError(`failed to parse order (${value})`, `"${term}" is not a column to order by`);
    }
    const order: OrderTerm = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`failed to parse order (${value})`, `unknown order modifier "${modifier}"`);
    }
    return order;
  });
}

function level(levels: Map<string, LevelOptions>, path: string): LevelOptions {
  let found = levels.get(path);
  if (!found) {
    found = { conditions: [], order: [] };
    levels.set(path, found);
  }
  return found;
}

/** Reads PostgREST query parameters; a key `a.b.col` filters the embed at path `a.b`. */
export function parseQueryOptions(params: URLSearchParams): QueryOptions {
  const options: QueryOptions = { levels: new Map([['', { conditions: [], order: [] }]]) };
  for (const [key, value] of params) {
    if (key === 'select') options.select = value;
    else if (key === 'columns') options.columns = value;
    else if (key === 'on_conflict') options.onConflict = value;
    else {
      const segments = key.split('.');
      const last = segments.pop()!;
      let negated = false;
      if ((last === 'or' || last === 'and') && segments[segments.length - 1] === 'not') {
        segments.pop();
        negated = true;
      }
      if (segments.some((segment) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(last)) {
        throw parseError(`"${key}" is not a valid filter or option`, 'names may contain letters, digits and _');
      }
      const target = level(options.levels, segments.join('.'));
      if (last === 'order') target.order = parseOrder(value);
      else if (last === 'limit') target.limit = count('limit', value);
      else if (last === 'offset') target.offset = count('offset', value);
      else if (last === 'or' || last === 'and') target.conditions.push(parseLogic(last, negated, value));
      else target.conditions.push(parseColumnFilter(last, value));
    }
  }
  return options;
}

export function parseColumnList(value: string): string[] {
  return value.split(',').map((name) => {
    const unquoted = name.trim().replace(/^"(.*)"$/, '$1');
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(unquoted)) throw parseError(`"${name}" is not a valid column name`);
    return unquoted;
  });
}
