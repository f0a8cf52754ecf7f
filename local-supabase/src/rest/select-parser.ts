import { parseError } from './postgrest-error';

export type SelectItem =
  | { type: 'star' }
  | { type: 'column'; name: string; alias?: string; cast?: string }
  | { type: 'embed'; name: string; alias?: string; hints: string[]; inner: boolean; items: SelectItem[] };

/** PostgREST ignores whitespace in `select` except inside double quotes. */
function stripWhitespace(text: string): string {
  let out = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (quoted || !/\s/.test(char)) out += char;
  }
  return out;
}

/** Deeper nesting is no real query, and every level is a nested subquery for Postgres to plan. */
export const MAX_NESTING = 8;

/**
 * Embeds in one request, at any depth. Each is a correlated subquery run once per parent row,
 * so breadth multiplies the work as depth does; the portal's screens use at most four.
 */
export const MAX_EMBEDS = 10;

class SelectReader {
  private index = 0;
  private depth = 0;
  private embeds = 0;

  constructor(private readonly text: string) {}

  fail(reason: string): never {
    throw parseError(`failed to parse select parameter (${this.text})`, `${reason} at position ${this.index}`);
  }

  private peek(token: string): boolean {
    return this.text.startsWith(token, this.index);
  }

  private take(token: string): boolean {
    if (!this.peek(token)) return false;
    this.index += token.length;
    return true;
  }

  private identifier(): string {
    if (this.take('"')) {
      const end = this.text.indexOf('"', this.index);
      if (end < 0) this.fail('unterminated quoted name');
      const name = this.text.slice(this.index, end);
      this.index = end + 1;
      if (name === '') this.fail('empty quoted name');
      return name;
    }
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.index));
    if (!match) this.fail('expected a column or relation name');
    this.index += match[0].length;
    return match[0];
  }

  list(nested: boolean): SelectItem[] {
    const items: SelectItem[] = [];
    if (nested && this.peek(')')) return items;
    for (;;) {
      items.push(this.item());
      if (this.take(',')) continue;
      if (nested ? this.peek(')') : this.index === this.text.length) return items;
      this.fail('unexpected character');
    }
  }

  private item(): SelectItem {
    if (this.take('*')) return { type: 'star' };
    if (this.peek('...')) this.fail('spread embeds are not supported');
    let name = this.identifier();
    let alias: string | undefined;
    if (this.peek(':') && !this.peek('::')) {
      this.take(':');
      alias = name;
      name = this.identifier();
    }
    if (this.peek('->')) this.fail('JSON paths are not supported');
    if (this.take('::')) {
      const match = /^[a-z][a-z0-9_ ]*(\[\])?/i.exec(this.text.slice(this.index));
      if (!match) this.fail('expected a type name after ::');
      this.index += match[0].length;
      return { type: 'column', name, alias, cast: match[0] };
    }
    const hints: string[] = [];
    let inner = false;
    while (this.take('!')) {
      const hint = this.identifier();
      if (hint === 'inner') inner = true;
      else if (hint !== 'left') hints.push(hint);
    }
    if (this.take('(')) {
      this.embeds += 1;
      if (this.embeds > MAX_EMBEDS) this.fail(`a request may embed at most ${MAX_EMBEDS} resources`);
      this.depth += 1;
      if (this.depth > MAX_NESTING) this.fail(`embeds may be nested at most ${MAX_NESTING} deep`);
      const items = this.list(true);
      this.depth -= 1;
      if (!this.take(')')) this.fail('expected )');
      return { type: 'embed', name, alias, hints, inner, items };
    }
    if (hints.length > 0 || inner) this.fail('a hint needs an embedded resource');
    return { type: 'column', name, alias };
  }
}

export function parseSelect(select: string): SelectItem[] {
  const text = stripWhitespace(select);
  if (text === '') return [{ type: 'star' }];
  return new SelectReader(text).list(false);
}
