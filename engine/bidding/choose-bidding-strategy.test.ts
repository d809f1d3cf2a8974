import { describe, expect, it } from 'vitest';
import type { BiddingStrategy } from '../../schema/bidding';
import { BIDDING_RULES, type BiddingInput, chooseBiddingStrategy } from './choose-bidding-strategy';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 4);
const MANUAL: BiddingStrategy = { kind: 'manual_cpc', cpcCeilingMicros: null, targetCpaMicros: null };
const CLICKS: BiddingStrategy = { kind: 'maximize_clicks', cpcCeilingMicros: 3_000_000, targetCpaMicros: null };
const CONVERSIONS: BiddingStrategy = { kind: 'maximize_conversions', cpcCeilingMicros: null, targetCpaMicros: null };

/** A $1,000-a-month campaign paying $2 a click: $32.89 a day buys about 16 clicks. */
function input(overrides: Partial<BiddingInput> = {}): BiddingInput {
  return {
    current: CLICKS,
    sinceMs: NOW - 20 * DAY,
    nowMs: NOW,
    averageDailyBudgetMicros: 32_890_000,
    last30Days: { clicks: 500, conversions: 0, costMicros: 1_000_000_000 },
    averageBidMicros: 3_000_000,
    tracking: 'recording',
    ...overrides,
  };
}

describe('bidding lifecycle', () => {
  it('moves a just-launched campaign to Maximize Clicks with a ceiling of 1.5 times its CPC, or keeps a tiny one on manual CPC', () => {
    const launched = chooseBiddingStrategy(input({ current: MANUAL, sinceMs: null, last30Days: { clicks: 0, conversions: 0, costMicros: 0 }, averageBidMicros: 2_000_000 }));
    expect(launched?.next).toEqual({ kind: 'maximize_clicks', cpcCeilingMicros: 3_000_000, targetCpaMicros: null });
    expect(launched?.message).toContain('about 16 clicks at $2.00 a click');
    // $150 a month at $3 a click: 1.6 clicks a day.
    const tiny = chooseBiddingStrategy(input({ current: MANUAL, sinceMs: null, averageDailyBudgetMicros: 4_930_000, last30Days: { clicks: 0, conversions: 0, costMicros: 0 } }));
    expect(tiny).toBeNull();
  });

  it('moves to Maximize Conversions only at 15 conversions in 30 days, after 14 days, with tracking recording', () => {
    const at = (conversions: number, overrides: Partial<BiddingInput> = {}) =>
      chooseBiddingStrategy(input({ last30Days: { clicks: 500, conversions, costMicros: 1_000_000_000 }, ...overrides }));
    expect(at(14)).toBeNull();
    expect(at(15)?.next.kind).toBe('maximize_conversions');
    expect(at(15)?.figures).toMatchObject({ conversionsLast30Days: 15, costPerConversion: 66.67, tracking: 'recording' });
    expect(at(40, { tracking: 'not_recording' })).toBeNull();
    expect(at(40, { sinceMs: NOW - 10 * DAY })).toBeNull();
  });

  it('moves to Target CPA at 30 conversions with the observed cost per conversion as target, never lower', () => {
    const decision = chooseBiddingStrategy(input({ current: CONVERSIONS, last30Days: { clicks: 600, conversions: 31, costMicros: 1_000_000_000 } }));
    expect(decision?.next.kind).toBe('target_cpa');
    // $1,000 / 31 = $32.258...: rounded up to $32.26.
    expect(decision?.next.targetCpaMicros).toBe(32_260_000);
    expect(decision?.message).toContain('$32.26 a conversion');
    expect(chooseBiddingStrategy(input({ current: CONVERSIONS, last30Days: { clicks: 600, conversions: 29, costMicros: 1_000_000_000 } }))).toBeNull();
  });

  it('steps back when conversions collapse, with hysteresis between the way in and the way out', () => {
    const target: BiddingStrategy = { kind: 'target_cpa', cpcCeilingMicros: null, targetCpaMicros: 40_000_000 };
    const withConversions = (current: BiddingStrategy, conversions: number) =>
      chooseBiddingStrategy(input({ current, last30Days: { clicks: 500, conversions, costMicros: conversions * 40_000_000 } }));
    // Between the thresholds nothing moves.
    expect(withConversions(target, 20)).toBeNull();
    expect(withConversions(target, 14)?.next.kind).toBe('maximize_conversions');
    expect(withConversions(CONVERSIONS, 10)).toBeNull();
    expect(withConversions(CONVERSIONS, 6)?.next.kind).toBe('maximize_clicks');
    expect(BIDDING_RULES.leaveMaximizeConversionsBelow).toBeLessThan(BIDDING_RULES.maximizeConversionsAt);
  });

  it('leaves a conversion strategy at once when tracking stops recording', () => {
    const decision = chooseBiddingStrategy(input({ current: CONVERSIONS, sinceMs: NOW - 2 * DAY, tracking: 'not_recording', last30Days: { clicks: 500, conversions: 40, costMicros: 1_000_000_000 } }));
    expect(decision?.next.kind).toBe('maximize_clicks');
    expect(decision?.message).toContain('Conversion tracking is not recording conversions');
  });

  it('does not flap: a tiny campaign on manual CPC stays there until its budget buys 15 clicks a day', () => {
    // $2 clicks, $26 a day: 13 clicks a day is not tiny for a new campaign, but keeps a manual one manual.
    const manual = input({ current: MANUAL, averageDailyBudgetMicros: 26_000_000, last30Days: { clicks: 300, conversions: 0, costMicros: 600_000_000 } });
    expect(chooseBiddingStrategy(manual)).toBeNull();
    expect(chooseBiddingStrategy({ ...manual, sinceMs: null })?.next.kind).toBe('maximize_clicks');
    // A move made 3 days ago is not undone.
    expect(chooseBiddingStrategy({ ...manual, current: CLICKS, averageDailyBudgetMicros: 6_000_000, sinceMs: NOW - 3 * DAY })).toBeNull();
  });

  it('resets the target CPA only once the cost per conversion moved more than 20% from it', () => {
    const target: BiddingStrategy = { kind: 'target_cpa', cpcCeilingMicros: null, targetCpaMicros: 40_000_000 };
    const at = (costMicros: number) => chooseBiddingStrategy(input({ current: target, last30Days: { clicks: 800, conversions: 40, costMicros } }));
    expect(at(40 * 45_000_000)).toBeNull();
    expect(at(40 * 50_000_000)?.next.targetCpaMicros).toBe(50_000_000);
  });

  it('lowers a target CPA only while the budget is spent, so a target that holds bids down is not followed down', () => {
    const target: BiddingStrategy = { kind: 'target_cpa', cpcCeilingMicros: null, targetCpaMicros: 50_000_000 };
    // $30 a conversion, $900 in 30 days against a $986.70 budget (91%): lowered.
    const spent = chooseBiddingStrategy(input({ current: target, last30Days: { clicks: 400, conversions: 30, costMicros: 900_000_000 } }));
    expect(spent?.next.targetCpaMicros).toBe(30_000_000);
    // $30 a conversion but only $600 spent (61%): the target stays.
    expect(chooseBiddingStrategy(input({ current: target, last30Days: { clicks: 300, conversions: 30, costMicros: 600_000_000 } }))).toBeNull();
  });

  it('writes amounts in the account currency', () => {
    const decision = chooseBiddingStrategy(input({ current: MANUAL, sinceMs: null, currencyCode: 'EUR' }));
    expect(decision?.message).toContain('€2.00 a click');
  });
});
