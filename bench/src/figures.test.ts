import { renderTable } from './figures';

describe('the performance table', () => {
  const table = renderTable([
    { name: 'REST vehicles list median', value: 6.04, unit: 'ms', measures: 'GET vehicles' },
    { name: 'sign-in p95', value: 531, unit: 'ms', measures: 'click to heading' },
    { name: 'react-dom copies', value: 1, unit: 'count', measures: 'renderers registered' },
    { name: 'admin sign-in', value: 'failed', unit: '', measures: 'Timeout' },
  ]);
  const lines = table.split('\n');

  it('has a header, a rule and one line per figure', () => {
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^figure\s+\|\s+value \| unit\s+\| what it measures$/);
  });

  it('shows times to one decimal, even round ones, and counts as whole numbers', () => {
    expect(lines[2]).toContain('|    6.0 | ms');
    expect(lines[3]).toContain('|  531.0 | ms');
    expect(lines[4]).toContain('|      1 | count');
  });

  it('keeps the columns aligned whatever the lengths of the cells', () => {
    const separators = lines.filter((_, index) => index !== 1).map((line) => line.indexOf('|'));
    expect(new Set(separators).size).toBe(1);
  });
});
