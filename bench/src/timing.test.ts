import { durationFigures, median, percentile, withTimeout } from './timing';

describe('summaries of a series of durations', () => {
  it('the median of an odd series is its middle value, of an even one the mean of the two middle values', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('p95 of a short series is its slowest run (nearest rank)', () => {
    expect(percentile([5, 1, 9, 3, 7, 2, 4], 0.95)).toBe(9);
  });

  it('p95 of 50 requests is the 48th fastest', () => {
    const durations = Array.from({ length: 50 }, (_, index) => 50 - index);
    expect(percentile(durations, 0.95)).toBe(48);
  });

  it('an empty series is refused rather than summarised as zero', () => {
    expect(() => median([])).toThrow('no values');
    expect(() => percentile([], 0.95)).toThrow('no values');
  });

  it('gives a median and a p95 row that say how many runs they summarise', () => {
    expect(durationFigures('sign-in', [3, 1, 2], 'click to heading')).toEqual([
      { name: 'sign-in median', value: 2, unit: 'ms', measures: 'click to heading (3 runs)' },
      { name: 'sign-in p95', value: 3, unit: 'ms', measures: 'click to heading (3 runs)' },
    ]);
  });
});

describe('a step that takes too long', () => {
  it('is rejected with what was being measured', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout('portal start-up', 10, never)).rejects.toThrow('portal start-up took longer than 0.01 s');
  });

  it('that settles in time gives its own result', async () => {
    await expect(withTimeout('REST requests', 1000, Promise.resolve(7))).resolves.toBe(7);
  });
});
