import { describe, expect, it } from 'vitest';
import { DemoPlatform } from '../platform/demo/demo-platform';
import { generateChallengers } from './challenger-generator';
import type { EngineState } from './engine-state';
import { launchCampaign } from './launch-campaign';
import { runEngineHour } from './run-engine-hour';

const AD = { headlines: ['One', 'Two', 'Three'], descriptions: ['First.', 'Second.'], finalUrl: 'https://example.test' };
const HOUR_MS = 3_600_000;

describe('round check (the rounds the product and the simulator run)', () => {
  it('gives every date to at most one round, looks only after the reporting lag, and races one challenger at a time', async () => {
    const startMs = Date.UTC(2025, 2, 3, 10);
    let nowMs = startMs;
    const platform = DemoPlatform.create({ seed: 21, clock: () => nowMs, idPrefix: 'b1' });
    const state: EngineState = { businesses: { b1: { businessId: 'b1', monthlyBudgetCents: 3_000_000, profile: 'even', campaignIds: [], syncedAtMs: 0, ledger: [] } }, campaigns: {} };
    const keywords = ['a', 'b', 'c'].map((text) => ({ text, matchType: 'PHRASE' as const, cpcBidMicros: 3_000_000 }));
    const campaign = await launchCampaign(state, platform, { businessId: 'b1', name: 'c', monthlyBudgetCents: 3_000_000, ads: [AD, AD, AD, AD, AD], keywords, nowMs });
    const lookHours: number[] = [];
    const racing: number[] = [];
    // 7 days for the first round, at most 28 for each next one: three rounds end within 63 days whatever the traffic.
    for (let hour = 0; hour <= 64 * 24; hour++) {
      nowMs = startMs + hour * HOUR_MS;
      const result = await runEngineHour(state, () => platform, nowMs, { seed: 1, generateChallengers, draws: 200, optimize: false });
      if (result.roundsEvaluated > 0) {
        lookHours.push(new Date(nowMs).getUTCHours());
        racing.push(campaign.adGroups[0].ads.filter((ad) => ad.status === 'active').length);
      }
    }
    const rounds = campaign.rounds;
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(rounds[0].result.outcome).toBe('crowned');
    const seen = new Set<string>();
    for (const round of rounds) {
      for (const date of round.result.comparedDates) {
        expect(seen.has(date)).toBe(false);
        seen.add(date);
      }
      expect(round.result.lookDay).toBeLessThanOrEqual(28);
    }
    // Rounds decide at 04:00 UTC, once yesterday's reports are final (the demo reports up to 3 hours late).
    expect(new Set(lookHours)).toEqual(new Set([4]));
    // After each decision the champion faces exactly one challenger.
    expect(racing.every((count) => count === 2)).toBe(true);
  });
});
