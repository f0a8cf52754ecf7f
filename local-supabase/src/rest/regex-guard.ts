import { parseError } from './postgrest-error';

/** Longer patterns are no search a screen makes. */
export const MAX_PATTERN_LENGTH = 256;
/**
 * Postgres compiles a regular expression into an automaton whose size grows with the product
 * of nested counted repetitions: `(.{1,255}){1,255}` exhausts the database's memory before the
 * first row is read. The pattern's expanded size is estimated and capped.
 */
export const MAX_PATTERN_SIZE = 1000;

class PatternReader {
  private index = 0;

  constructor(private readonly text: string) {}

  fail(reason: string): never {
    throw parseError(`invalid regular expression (${this.text.slice(0, 80)})`, reason);
  }

  /** Alternatives add up: each becomes its own branch of the automaton. */
  alternatives(): number {
    let size = this.sequence();
    while (this.text[this.index] === '|') {
      this.index += 1;
      size += this.sequence();
    }
    return size;
  }

  atEnd(): boolean {
    return this.index >= this.text.length;
  }

  private sequence(): number {
    let size = 0;
    while (!this.atEnd() && this.text[this.index] !== '|' && this.text[this.index] !== ')') {
      size += this.atom() * this.repetition();
      if (size > MAX_PATTERN_SIZE) this.fail(`the pattern is too complex (limit ${MAX_PATTERN_SIZE})`);
    }
    return size;
  }

  private atom(): number {
    const char = this.text[this.index]!;
    this.index += 1;
    if (char === '(') {
      if (this.text[this.index] === '?') {
        const kind = this.text[this.index + 1];
        if (kind !== ':' && kind !== '=' && kind !== '!') this.fail('only (?:, (?= and (?! groups are accepted');
        this.index += 2;
      }
      const size = this.alternatives();
      if (this.text[this.index] !== ')') this.fail('unbalanced parentheses');
      this.index += 1;
      return Math.max(size, 1);
    }
    if (char === '[') {
      if (this.text[this.index] === '^') this.index += 1;
      if (this.text[this.index] === ']') this.index += 1;
      while (!this.atEnd() && this.text[this.index] !== ']') this.index += this.text[this.index] === '\\' ? 2 : 1;
      if (this.atEnd()) this.fail('unterminated bracket expression');
      this.index += 1;
      return 1;
    }
    if (char === '\\') {
      const escaped = this.text[this.index];
      if (escaped === undefined) this.fail('trailing backslash');
      // Back references force backtracking, whose cost has no bound.
      if (/[1-9]/.test(escaped)) this.fail('back references are not accepted');
      this.index += 1;
      return 1;
    }
    if (char === '*' || char === '+' || char === '?' || char === '{') this.fail('a quantifier needs something to repeat');
    return 1;
  }

  /** How many copies of the atom the automaton holds: `{m,n}` makes max(m, n); `*`, `+`, `?` one. */
  private repetition(): number {
    let factor = 1;
    for (;;) {
      const char = this.text[this.index];
      if (char === '*' || char === '+' || char === '?') {
        this.index += 1;
        continue;
      }
      if (char !== '{') return factor;
      const bound = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(this.text.slice(this.index));
      if (!bound) this.fail('a repetition must look like {m}, {m,} or {m,n} with at most 255');
      this.index += bound[0].length;
      factor *= Math.max(Number(bound[1]), Number(bound[3] || 0), 1);
    }
  }
}

/** Refuses, before any SQL runs, a pattern whose compiled form could be unbounded in size or time. */
export function checkRegexPattern(pattern: string): void {
  const reader = new PatternReader(pattern);
  if (pattern.length > MAX_PATTERN_LENGTH) reader.fail(`the pattern is longer than ${MAX_PATTERN_LENGTH} characters`);
  reader.alternatives();
  if (!reader.atEnd()) reader.fail('unbalanced parentheses');
}
