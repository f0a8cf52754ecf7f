/** Collects bound values; the SQL only ever holds their `$n` placeholders. */
export class BoundValues {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes a name that has already been checked against the catalog. */
export const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const tableRef = (name: string): string => `public.${quoteName(name)}`;

export class Aliases {
  private next = 0;

  take(): string {
    const alias = `t${this.next}`;
    this.next += 1;
    return alias;
  }
}
