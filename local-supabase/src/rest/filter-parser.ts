import { parseError } from './postgrest-error';
import { checkRegexPattern } from './regex-guard';

export const COMPARISON_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
} as const;

export type ComparisonOperator = keyof typeof COMPARISON_OPERATORS;

export type Condition =
  | { type: 'compare'; column: string; operator: ComparisonOperator; value: string; negated: boolean }
  | { type: 'in'; column: string; values: string[]; negated: boolean }
  | { type: 'is'; column: string; value: 'null' | 'true' | 'false' | 'unknown'; negated: boolean }
  | { type: 'logic'; operator: 'and' | 'or'; conditions: Condition[]; negated: boolean };

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string, whole: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + text[i + 1];
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (depth < 0) throw parseError(`failed to parse filter (${whole})`, 'unbalanced parentheses');
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (depth !== 0 || quoted) throw parseError(`failed to parse filter (${whole})`, 'unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `[not.]operator.value` for one column, e.g. `eq.5`, `not.in.(1,2)`, `is.null`. */
export function parseColumnFilter(column: string, expression: string, insideLogic = false): Condition {
  const whole = `${column}=${expression}`;
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`failed to parse filter (${expression})`, `"${whole}" has no operator`);
  const operator = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw parseError(`failed to parse filter (${expression})`, 'in needs a list like in.(a,b)');
    }
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner, whole).map(unquote);
    return { type: 'in', column, values, negated };
  }
  if (operator === 'is') {
    const value = raw.toLowerCase();
    if (value !== 'null' && value !== 'true' && value !== 'false' && value !== 'unknown') {
      throw parseError(`failed to parse filter (${expression})`, 'is accepts null, true, false or unknown');
    }
    return { type: 'is', column, value, negated };
  }
  if (!Object.hasOwn(COMPARISON_OPERATORS, operator)) {
    throw parseError(`failed to parse filter (${expression})`, `unknown operator "${operator}"`);
  }
  const value = insideLogic ? unquote(raw) : raw;
  if (operator === 'match' || operator === 'imatch') checkRegexPattern(value);
  return { type: 'compare', column, operator: operator as ComparisonOperator, value, negated };
}

const MAX_LOGIC_DEPTH = 8;

/** The body of `or=(…)` / `and=(…)`: comma-separated filters, nested `and(…)`/`or(…)` allowed. */
export function parseLogic(operator: 'and' | 'or', negated: boolean, expression: string, depth = 1): Condition {
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError(`failed to parse logic tree (${expression.slice(0, 80)})`, `and/or may be nested at most ${MAX_LOGIC_DEPTH} deep`);
  }
  if (!expression.startsWith('(') || !expression.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${expression})`, `${operator} needs a list like ${operator}=(a.eq.1,b.eq.2)`);
  }
  const conditions = splitTopLevel(expression.slice(1, -1), expression).map((part) => {
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (logic) return parseLogic(logic[2] as 'and' | 'or', logic[1] !== undefined, logic[3]!, depth + 1);
    const dot = part.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree (${expression})`, `"${part}" is not a filter`);
    return parseColumnFilter(part.slice(0, dot), part.slice(dot + 1), true);
  });
  return { type: 'logic', operator, conditions, negated };
}
