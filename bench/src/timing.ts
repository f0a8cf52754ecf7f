import type { Figure } from './figures';

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Nearest-rank percentile: with few runs, p95 is the slowest one rather than an interpolation. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new Error('no values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A median and a p95 row for one series of durations in milliseconds. */
export function durationFigures(name: string, durations: readonly number[], measures: string): Figure[] {
  const runs = `${measures} (${durations.length} runs)`;
  return [
    { name: `${name} median`, value: median(durations), unit: 'ms', measures: runs },
    { name: `${name} p95`, value: percentile(durations, 0.95), unit: 'ms', measures: runs },
  ];
}

/** Rejects when `work` has not settled in time, so one stuck step cannot hang the whole run. */
export async function withTimeout<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
