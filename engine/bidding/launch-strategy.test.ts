import { describe, expect, it } from 'vitest';
import { launchBidding } from './launch-strategy';

const NOW = Date.parse('2026-11-27T09:00:00Z');

describe('the strategy a campaign is created on', () => {
  it('Maximize Clicks with a ceiling of 1.5 times its keywords’ average bid, said in the owner’s currency', () => {
    // £900 a month is £29.61 a day: about 14.8 clicks at the £2.00 average bid.
    const decision = launchBidding({ monthlyBudgetCents: 90_000, keywordBidsMicros: [1_500_000, 2_500_000], nowMs: NOW, currencyCode: 'GBP' });
    expect(decision?.next).toEqual({ kind: 'maximize_clicks', cpcCeilingMicros: 3_000_000, targetCpaMicros: null });
    expect(decision?.message).toContain('£3.00 a click');
    expect(decision?.figures).toMatchObject({ from: 'manual_cpc', to: 'maximize_clicks', daysInStrategy: 'since launch' });
  });

  it('a tiny campaign (its day buys fewer than 10 clicks at its bids) stays on manual CPC: nothing to set', () => {
    // $300 a month: $9.87 a day, 4.9 clicks at $2.
    expect(launchBidding({ monthlyBudgetCents: 30_000, keywordBidsMicros: [2_000_000], nowMs: NOW })).toBeNull();
  });

  it('keywords without bids leave Google uncapped rather than at a zero ceiling', () => {
    expect(launchBidding({ monthlyBudgetCents: 90_000, keywordBidsMicros: [0], nowMs: NOW })?.next).toEqual({ kind: 'maximize_clicks', cpcCeilingMicros: null, targetCpaMicros: null });
  });
});
