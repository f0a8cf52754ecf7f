/** One row of the performance table. */
export interface Figure {
  name: string;
  value: number | string;
  unit: string;
  measures: string;
}

/** A group of figures that either all come out or fail together with one reason. */
export interface FigureGroup {
  title: string;
  run(): Promise<Figure[]>;
}

/** Counts are whole; times and sizes keep one decimal even when they happen to be round. */
const formatValue = ({ value, unit }: Figure) => (typeof value === 'string' ? value : unit === 'count' ? String(value) : value.toFixed(1));

export function renderTable(figures: Figure[]): string {
  const rows = figures.map((figure) => [figure.name, formatValue(figure), figure.unit, figure.measures]);
  const header = ['figure', 'value', 'unit', 'what it measures'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
