import { describe, expect, it } from 'vitest';
import { challengerShare, planAfterLook } from '../tournament/round-plan';
import { type ArmDay, evaluateRound, type RoundResult } from './evaluate-round';
import { SeededRandom } from './seeded-random';
import { SEQUENTIAL_RULE } from './sequential-boundary';

const DAILY_IMPRESSIONS = 1_000;
const BASE_CTR = 0.04;

/** A champion-against-challenger round at small-business traffic, looked at daily from day 7 as the engine does. */
function playRound(seed: number, challengerLift: number): RoundResult {
  const random = new SeededRandom(seed);
  const share = challengerShare(false);
  const arms = [
    { adId: 'champion', variant: 'A', share: 1 - share, ctr: BASE_CTR, days: [] as ArmDay[] },
    { adId: 'challenger', variant: 'B', share, ctr: BASE_CTR * challengerLift, days: [] as ArmDay[] },
  ];
  for (let day = 1; ; day++) {
    for (const arm of arms) {
      const impressions = random.poisson(DAILY_IMPRESSIONS * arm.share);
      const clicks = random.binomial(impressions, arm.ctr);
      arm.days.push({ date: new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10), impressions, clicks, conversions: random.binomial(clicks, 0.03), costMicros: clicks * 2_000_000 });
    }
    if (day < SEQUENTIAL_RULE.firstLookDay) continue;
    const result = evaluateRound({ championId: 'champion', seed: seed + day, draws: 200, roundDays: day, arms: arms.map((arm) => ({ ...arm, qualityScore: 8 })) });
    if (result.outcome !== 'open') return result;
  }
}

describe('tournament statistics: power and false replacements', () => {
  it('at 1,000 impressions a day replaces the champion with a 30% better challenger within 28 days in at least 80% of seeds, and with an identical one in at most 5%', () => {
    const seeds = Array.from({ length: 100 }, (_, index) => 1_000 + index);
    const better = seeds.map((seed) => playRound(seed, 1.3));
    const identical = seeds.map((seed) => playRound(seed, 1));
    const power = better.filter((result) => result.outcome === 'replaced' && result.championId === 'challenger').length / seeds.length;
    const falseReplacements = identical.filter((result) => result.outcome === 'replaced').length / seeds.length;
    console.log(`+30% challenger replaced the champion in ${(power * 100).toFixed(0)}% of 100 seeds; identical ads (A/A) in ${(falseReplacements * 100).toFixed(0)}% (1,000 impressions/day, 70/30)`);
    expect(power).toBeGreaterThanOrEqual(0.8);
    expect(falseReplacements).toBeLessThanOrEqual(0.05);
    expect(better.every((result) => result.lookDay <= SEQUENTIAL_RULE.maxDays)).toBe(true);
  });

  it('keeps a round open while the challenger is undecided, changing nothing, and ends it with the champion kept at 28 days', () => {
    const arm = (adId: string, clicks: number, days: number) => ({
      adId,
      variant: adId.toUpperCase(),
      qualityScore: 8,
      days: Array.from({ length: days }, (_, day) => ({ date: `2025-01-${String(day + 1).padStart(2, '0')}`, impressions: 1_000, clicks, conversions: 0, costMicros: 1 })),
    });
    const open = evaluateRound({ championId: 'a', seed: 1, arms: [arm('a', 40, 10), arm('b', 42, 10)], roundDays: 10 });
    expect(open.outcome).toBe('open');
    expect(planAfterLook(open)).toEqual({ roles: {}, paused: [], needsChallenger: false });
    expect(open.reason).toMatch(/^The round goes on: \d+% probability of a higher click-through rate than champion A after 10 day\(s\)/);
    const last = evaluateRound({ championId: 'a', seed: 1, arms: [arm('a', 40, 28), arm('b', 41, 28)], roundDays: 28 });
    expect(last.outcome).toBe('kept');
    expect(last.championId).toBe('a');
    expect(last.eliminatedIds).toEqual(['b']);
    expect(last.reason).toContain('Champion A stays: after 28 days variant B was not credibly better');
  });

  it('crowns the first champion truthfully: nothing was champion, the second stays on as challenger, the others pause', () => {
    const day = (impressions: number, clicks: number) => [{ date: '2025-01-01', impressions, clicks, conversions: 1, costMicros: 1 }];
    const result = evaluateRound({
      championId: null,
      seed: 3,
      arms: [
        { adId: 'a', variant: 'A', qualityScore: 8, days: day(300, 12) },
        { adId: 'b', variant: 'B', qualityScore: 8, days: day(300, 15) },
        { adId: 'c', variant: 'C', qualityScore: 8, days: day(300, 9) },
      ],
    });
    expect(result.outcome).toBe('crowned');
    expect(result.championId).toBe('b');
    expect(result.runnerUpId).toBe('a');
    expect(result.eliminatedIds).toEqual(['c']);
    expect(result.reason).toMatch(/^Variant B becomes the first champion: after 1 day\(s\) it is the most likely best of 3 launch variants \(\d+% probability on click-through rate\), not yet a sure winner\. Variant A challenges it next; C paused\.$/);
    expect(result.reason).not.toMatch(/No change|stays champion/);
    expect(planAfterLook(result)).toEqual({ roles: { b: 'champion', a: 'challenger' }, paused: ['c'], needsChallenger: false });
  });
});
