import { describe, expect, it } from 'vitest';
import { ledgerWindowKey, monthTotalCents, recordSpend } from './ledger';

describe('ledger', () => {
  it('books each reported increase once, so replaying a sync adds nothing', () => {
    const recorded = new Map<string, number>();
    const first = recordSpend('b1', [{ campaignId: 'c1', date: '2025-01-01', cumulativeMicros: 1_234_567 }], recorded, 0);
    for (const row of first) recorded.set(ledgerWindowKey(row.campaignId, row.date), row.cumulativeMicros);
    const replay = recordSpend('b1', [{ campaignId: 'c1', date: '2025-01-01', cumulativeMicros: 1_234_567 }], recorded, 1);
    const later = recordSpend('b1', [{ campaignId: 'c1', date: '2025-01-01', cumulativeMicros: 2_000_000 }], recorded, 2);
    expect(first.map((row) => row.deltaCents)).toEqual([123]);
    expect(replay).toEqual([]);
    expect(later.map((row) => row.deltaCents)).toEqual([77]);
    expect(monthTotalCents([...first, ...later], '2025-01')).toBe(200);
    expect(new Set([...first, ...later].map((row) => row.key)).size).toBe(2);
  });
});
