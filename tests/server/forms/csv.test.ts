import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/server/forms/csv.ts';

describe('CSV export cells', () => {
  it('quotes every cell and defuses formulas', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+SUM(A1)')).toBe(`"'+SUM(A1)"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(['a', 'b'])).toBe('"a; b"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(['a'], [{ a: 1 }])).toBe('\uFEFF"a"\r\n"1"\r\n');
  });
});
