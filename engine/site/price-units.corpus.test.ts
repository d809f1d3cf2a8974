import { describe, expect, it } from 'vitest';
import { PRICE_UNITS_CORPUS } from './price-units.corpus';
import { scorePriceCorpus, totals } from './price-units.score';

/**
 * The price corpus's figures. Before (c84abc0, `findPrices` as an ad's reader): 97 of 148 prices read right, 46 per-unit
 * prices read as a bare amount, every one of the 100 sentences of no price read as one (precision 39.0%). After: all
 * but the KNOWN_MISSES, no unit lost beyond them, no charge read as a price.
 */
const KNOWN_MISSES: readonly [text: string, reason: string][] = [
  // Slovenian "na" is also "on" ("na zalogi", "na voljo"): after it, only a unit every language knows is read.
  ['Čiščenje oken 3 € na okno.', 'a unit of no known kind after an ambiguous preposition'],
];

describe('prices with their units, charges that are no price, in 41 languages', () => {
  const { cases, languages } = scorePriceCorpus();

  it('holds at least four sentences per language, at least one of them no price', () => {
    const groups = [...new Set(PRICE_UNITS_CORPUS.map(([tag]) => tag.split('-')[0]))];
    expect(groups.length).toBe(41);
    for (const language of groups) {
      const sentences = PRICE_UNITS_CORPUS.filter(([tag]) => tag.split('-')[0] === language);
      expect(sentences.length, language).toBeGreaterThanOrEqual(4);
      expect(sentences.filter(([, , expected]) => expected.length === 0).length, language).toBeGreaterThanOrEqual(1);
    }
  });

  for (const result of cases) {
    it(`${result.tag}: ${result.text}`, () => {
      const known = KNOWN_MISSES.some(([text]) => text === result.text);
      if (!known) {
        expect(result.missing).toEqual([]);
        expect(result.unitLost).toEqual([]);
      }
      expect(result.spurious).toEqual([]);
    });
  }

  it('the floor: every price read with its unit but the known misses, no charge read as a price', () => {
    const all = totals(languages);
    // 149 since round 23: a unit and what it is of ("par fiche de salaire").
    expect(all.plain + all.perUnit).toBe(149);
    expect(all.plainRight + all.perUnitRight).toBe(149 - KNOWN_MISSES.length);
    expect(all.unitLost).toBeLessThanOrEqual(KNOWN_MISSES.length);
    expect(all.noPriceRead).toBe(0);
    expect(all.readRight).toBe(all.read - all.unitLost);
  });
});
