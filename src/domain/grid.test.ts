import { describe, expect, it } from 'vitest';
import { balancedColumns } from './grid';

describe('balancedColumns', () => {
  it('never leaves a single card on the last row', () => {
    for (let count = 2; count <= 30; count += 1) {
      for (const max of [2, 3, 4]) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        expect(columns === 1 || count % columns !== 1, `${count} cards in ${columns} columns`).toBe(true);
      }
    }
  });

  it('uses the widest balanced layout', () => {
    expect(balancedColumns(2, 4)).toBe(2);
    expect(balancedColumns(5, 4)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(6, 4)).toBe(4);
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(1, 4)).toBe(1);
  });
});
