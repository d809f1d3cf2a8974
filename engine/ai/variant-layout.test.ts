import { describe, expect, it } from 'vitest';
import { positionsOf, variantLayout } from './variant-layout';

describe('variant layout: the pool lines each variant takes', () => {
  it('keeps every two of any consecutive variants within the share, for every pool size and group size', () => {
    for (let size = 5; size <= 15; size++) {
      for (let count = 2; count <= 7; count++) {
        const layout = variantLayout(size, count, 8, 0.7);
        // More variants than lines: two of them would start on the same line.
        if (count > size) expect(layout).toBeNull();
        else expect(layout, `pool ${size}, ${count} variants`).not.toBeNull();
        if (!layout) continue;
        for (let first = 0; first < 12; first++) {
          const group = Array.from({ length: count }, (_, index) => positionsOf(layout, size, first + index));
          for (const [index, lines] of group.entries()) {
            expect(new Set(lines).size).toBe(lines.length);
            for (const other of group.slice(0, index)) expect(lines.filter((at) => other.includes(at)).length / lines.length).toBeLessThanOrEqual(0.7);
          }
        }
      }
    }
  });

  it('gives five variants more lines as the pool grows, and covers the whole pool', () => {
    const sizes = [5, 7, 9, 12, 15].map((size) => variantLayout(size, 5, 8, 0.7)?.offsets.length);
    expect(sizes).toEqual([3, 4, 6, 8, 8]);
    for (const size of [7, 9, 12, 15]) {
      const layout = variantLayout(size, 5, 8, 0.7);
      if (!layout) throw new Error('no layout');
      expect(new Set([0, 1, 2, 3, 4].flatMap((variant) => positionsOf(layout, size, variant))).size).toBe(size);
    }
  });

  it('has no layout for a pool too small for three lines apart', () => {
    expect(variantLayout(4, 5, 8, 0.7)).toBeNull();
  });
});
