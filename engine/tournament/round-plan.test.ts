import { describe, expect, it } from 'vitest';
import { campaignEvaluation, detectabilityMessage, detectableLift } from './round-plan';

describe('what a round can detect', () => {
  it('tells the owner at round start what the traffic allows, as in the issue: about 900 impressions a day spots 35% within 3 weeks', () => {
    expect(detectabilityMessage({ impressionsPerDay: 900, ctr: 0.04, live: false })).toBe('At about 900 impressions a day this round can spot an ad 35% better within 3 weeks.');
  });

  it('agrees with the measured power: at 1,000 a day a +30% ad is within reach in 28 days, a +15% one is not', () => {
    const lift = detectableLift({ impressionsPerDay: 1_000, ctr: 0.04, live: false, days: 28 }) ?? Number.POSITIVE_INFINITY;
    expect(lift).toBeLessThanOrEqual(0.3);
    expect(lift).toBeGreaterThan(0.15);
  });

  it('judges by conversions once they suffice, so more traffic does not promise CTR-sized lifts', () => {
    const onClicks = detectableLift({ impressionsPerDay: 30_000, ctr: 0.04, live: false, days: 21 });
    const onConversions = detectableLift({ impressionsPerDay: 30_000, ctr: 0.04, conversionRate: 0.03, live: false, days: 21 });
    expect(onConversions ?? 0).toBeGreaterThan(onClicks ?? 0);
  });
});

describe("the campaign's look from its ad groups' looks", () => {
  const decided = { outcome: 'replaced' as const, championAdId: 'ad-a', reason: 'Variant A becomes the first champion' };
  const open = { outcome: 'no_decision' as const, championAdId: null, reason: 'No champion yet: the 5 launch variants have not all served on the same dates', open: true };

  it('keeps the round open while any ad group is short of evidence, whichever group comes first', () => {
    expect(campaignEvaluation([decided, open], null)).toEqual(open);
    expect(campaignEvaluation([open, decided], null)).toEqual(open);
  });

  it("ends the round once every ad group decided, with the first group's champion", () => {
    expect(campaignEvaluation([decided, { ...decided, championAdId: 'ad-z' }], null)).toEqual(decided);
    expect(campaignEvaluation([], 'ad-k')).toMatchObject({ outcome: 'no_decision', championAdId: 'ad-k' });
  });
});
