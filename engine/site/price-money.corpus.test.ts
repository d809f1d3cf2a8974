import { describe, expect, it } from 'vitest';
import { MONEY_SHAPES_HELD_OUT, MONEY_SHAPES_TUNING } from './price-money.corpus';
import { scorePriceCorpus, totals } from './price-units.score';

/**
 * Money in new shapes (call-outs, memberships, per-seat prices, bundles, ranges, spends to reach). Before (9703a3a):
 * tuning 12/32 sentences right, held out 12/32. After: tuning 32/32, held out 30/32 but the KNOWN_MISSES.
 */
const KNOWN_MISSES: readonly [text: string, reason: string][] = [
  ['Minimumtarief € 65.', 'a minimum charge as one Dutch compound: only "minimum charge" and its kin are read as one'],
  ['Mitgliedschaft 39 € im Monat.', 'German "im Monat" (a month) is no "per" the reader knows'],
];

describe('money in new shapes: fees, memberships, per-seat prices', () => {
  for (const [half, corpus] of [
    ['tuning', MONEY_SHAPES_TUNING],
    ['held out', MONEY_SHAPES_HELD_OUT],
  ] as const) {
    const { cases, languages } = scorePriceCorpus(corpus);
    for (const result of cases) {
      it(`${half} ${result.tag}: ${result.text}`, () => {
        if (KNOWN_MISSES.some(([text]) => text === result.text)) return;
        expect(result.missing).toEqual([]);
        expect(result.unitLost).toEqual([]);
        expect(result.spurious).toEqual([]);
      });
    }
    it(`${half}: the floor`, () => {
      const right = cases.filter((each) => each.missing.length + each.unitLost.length + each.spurious.length === 0).length;
      expect(right).toBeGreaterThanOrEqual(cases.length - KNOWN_MISSES.filter(([text]) => corpus.some(([, sentence]) => sentence === text)).length);
      expect(totals(languages).unitLost).toBe(0);
    });
  }
});
