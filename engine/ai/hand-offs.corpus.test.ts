import { describe, expect, it } from 'vitest';
import { type Expected, HAND_OFF_CORPUS } from './hand-offs.corpus';
import { ruledOut } from './ruled-out';

const forms = (expected: Expected) => (typeof expected === 'string' ? [expected] : [...expected]);

/**
 * The hand-off corpus was written blind (branch `hoc`, by someone who never read the reader): scored once before the
 * sentence-level reader existed (12 of 113 found), once when it was first written and before its author looked at the
 * corpus (46 of 113, 2 of 50 rule-nothing cases giving a negative), then tuned on it (94 of 113, none). Negatives
 * include the trades work is sent to (`targets`), as the plan's negatives do.
 */
describe('the blind hand-off corpus', () => {
  const results = HAND_OFF_CORPUS.map(([tag, text, expected]) => {
    const found = ruledOut(text, [], { asSearched: true, language: tag.split('-')[0], targets: true });
    return { text, expected, found, hits: expected.filter((negative) => forms(negative).some((form) => found.includes(form))).length };
  });

  it('finds at least 94 of its 113 expected negatives', () => {
    expect(results.reduce((sum, each) => sum + each.expected.length, 0)).toBe(113);
    expect(results.reduce((sum, each) => sum + each.hits, 0)).toBeGreaterThanOrEqual(94);
  });

  it('gives no negative for any of its 50 sentences that rule nothing out', () => {
    const nothing = results.filter((each) => each.expected.length === 0);
    expect(nothing).toHaveLength(50);
    expect(nothing.filter((each) => each.found.length > 0).map((each) => `${each.text} => ${each.found.join(', ')}`)).toEqual([]);
  });
});
