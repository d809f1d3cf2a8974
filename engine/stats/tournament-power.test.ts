import { describe, expect, it } from 'vitest';
import { BUDGET_SPLIT } from '../../schema/constants';
import { type ArmDay, evaluateRound } from './evaluate-round';
import { SeededRandom } from './seeded-random';

const DAILY_IMPRESSIONS = 30_000;
const BASE_CTR = 0.04;

/** One 7-day round with the 70/20/10 split: champion, runner-up and three challengers sharing 10%. */
function playRound(seed: number, challengerLift: number) {
  const random = new SeededRandom(seed);
  const arms = [
    { adId: 'champion', share: BUDGET_SPLIT.champion, ctr: BASE_CTR },
    { adId: 'runner-up', share: BUDGET_SPLIT.runnerUp, ctr: BASE_CTR },
    { adId: 'challenger-1', share: BUDGET_SPLIT.challenger / 3, ctr: BASE_CTR * challengerLift },
    { adId: 'challenger-2', share: BUDGET_SPLIT.challenger / 3, ctr: BASE_CTR },
    { adId: 'challenger-3', share: BUDGET_SPLIT.challenger / 3, ctr: BASE_CTR },
  ];
  return evaluateRound({
    championId: 'champion',
    seed,
    arms: arms.map((arm, index) => ({
      adId: arm.adId,
      variant: String.fromCharCode(65 + index),
      qualityScore: 8,
      days: Array.from({ length: 7 }, (_, day): ArmDay => {
        const impressions = random.poisson(DAILY_IMPRESSIONS * arm.share);
        const clicks = random.binomial(impressions, arm.ctr);
        return { date: `2025-01-0${day + 1}`, impressions, clicks, conversions: random.binomial(clicks, 0.03), costMicros: clicks * 2_000_000 };
      }),
    })),
  });
}

describe('tournament statistics: power and false replacements', () => {
  it('replaces the champion with a 30% better challenger in at least 80% of seeds, and with an identical one in at most 5%', () => {
    const seeds = Array.from({ length: 100 }, (_, index) => 1_000 + index);
    const better = seeds.map((seed) => playRound(seed, 1.3));
    const identical = seeds.map((seed) => playRound(seed, 1));
    const power = better.filter((result) => result.outcome === 'replaced' && result.championId === 'challenger-1').length / seeds.length;
    const falseReplacements = identical.filter((result) => result.outcome === 'replaced').length / seeds.length;
    console.log(
      `30% better challenger replaced the champion in ${(power * 100).toFixed(0)}% of 100 seeds; identical ads (A/A) in ${(falseReplacements * 100).toFixed(0)}% (${DAILY_IMPRESSIONS.toLocaleString('en-US')} impressions/day, 5 arms, 70/20/10 split)`,
    );
    expect(power).toBeGreaterThanOrEqual(0.8);
    expect(falseReplacements).toBeLessThanOrEqual(0.05);
  });

  it('takes no decision, and says why, when an arm lacks data or the arms never served on the same dates', () => {
    const thin = evaluateRound({
      championId: 'a',
      seed: 1,
      arms: [
        { adId: 'a', variant: 'A', qualityScore: 8, days: [{ date: '2025-01-01', impressions: 5_000, clicks: 200, conversions: 5, costMicros: 1 }] },
        { adId: 'b', variant: 'B', qualityScore: 8, days: [{ date: '2025-01-01', impressions: 40, clicks: 10, conversions: 1, costMicros: 1 }] },
      ],
    });
    expect(thin.outcome).toBe('noDecision');
    expect(thin.championId).toBe('a');
    expect(thin.reason).toContain('Variant B has 40 impressions');
    const disjoint = evaluateRound({
      championId: 'a',
      seed: 1,
      arms: [
        { adId: 'a', variant: 'A', qualityScore: 8, days: [{ date: '2025-01-01', impressions: 5_000, clicks: 200, conversions: 5, costMicros: 1 }] },
        { adId: 'b', variant: 'B', qualityScore: 8, days: [{ date: '2025-01-02', impressions: 5_000, clicks: 400, conversions: 5, costMicros: 1 }] },
      ],
    });
    expect(disjoint.outcome).toBe('noDecision');
    expect(disjoint.reason).toContain('no date on which every variant served');
  });

  it('labels winners, promising and paused variants and explains the champion with its figures', () => {
    const result = evaluateRound({
      championId: null,
      seed: 3,
      arms: [
        { adId: 'a', variant: 'A', qualityScore: 8, days: [{ date: '2025-01-01', impressions: 10_000, clicks: 450, conversions: 20, costMicros: 900_000_000 }] },
        { adId: 'b', variant: 'B', qualityScore: 5, days: [{ date: '2025-01-01', impressions: 10_000, clicks: 250, conversions: 5, costMicros: 500_000_000 }] },
        { adId: 'c', variant: 'C', qualityScore: 3, days: [{ date: '2025-01-01', impressions: 10_000, clicks: 60, conversions: 1, costMicros: 120_000_000 }] },
      ],
    });
    expect(result.outcome).toBe('crowned');
    expect(result.championId).toBe('a');
    expect(result.runnerUpId).toBe('b');
    expect(result.eliminatedIds).toEqual(['c']);
    expect(result.arms.map((arm) => arm.label)).toEqual(['winner', 'promising', 'paused']);
    expect(result.championReason).toMatch(/^Variant A won with 4\.50% CTR \(95% interval 4\.\d\d% to 4\.\d\d%\) over 10,000 impressions/);
  });
});
