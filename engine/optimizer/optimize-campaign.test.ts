import { describe, expect, it } from 'vitest';
import { deliveryFromBooks, lookbackStart, type OptimizerInput, optimizeCampaign, type Totals } from './optimize-campaign';

const flat = (): Totals[] => [];
const totals = (clicks: number, conversions: number, cpc = 2): Totals => ({ impressions: clicks * 25, clicks, conversions, costMicros: clicks * cpc * 1e6 });

function input(keywords: { id: string; clicks: number; conversions: number; bid?: number; cpc?: number }[], delivery?: OptimizerInput['delivery']): OptimizerInput {
  return {
    businessId: 'b',
    campaignId: 'c',
    nowMs: Date.UTC(2025, 0, 6, 4),
    ads: [],
    keywords: keywords.map((keyword) => ({ keywordId: keyword.id, text: keyword.id, cpcBidMicros: (keyword.bid ?? 3) * 1e6, totals: totals(keyword.clicks, keyword.conversions, keyword.cpc), qualityScore: 7 })),
    hourOfDay: flat(),
    dayOfWeek: flat(),
    weight: 1,
    businessConversionsPerDollar: 0,
    delivery,
  };
}

describe('optimizer: acts on probable evidence and keeps delivering', () => {
  it('pauses a keyword with no conversion in 400 clicks beside a 4% campaign, but not one with none in 40', () => {
    const result = optimizeCampaign(
      input([
        { id: 'bad', clicks: 400, conversions: 0 },
        { id: 'young', clicks: 40, conversions: 0 },
        { id: 'good', clicks: 2_000, conversions: 100 },
      ]),
    );
    const paused = result.actions.filter((action) => action.type === 'pauseKeyword').map((action) => (action.type === 'pauseKeyword' ? action.keywordId : ''));
    expect(paused).toEqual(['bad']);
    expect(result.logEntries.find((entry) => entry.title === 'Paused keyword "bad"')?.message).toMatch(/^"bad" converted 0 of 400 clicks \(0\.0%\) against 4\.1% for the campaign: 100\.0% probability that it converts at less than 85% of the campaign's rate\.$/);
  });

  it('raises bids while the campaign spends well under its budgets and its bids are under 1.5x the CPC paid', () => {
    const result = optimizeCampaign(
      input([{ id: 'a', clicks: 100, conversions: 4, bid: 2, cpc: 2 }, { id: 'b', clicks: 100, conversions: 4, bid: 2, cpc: 2 }], { spendMicros: 50e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 300_000 }),
    );
    const bids = result.actions.find((action) => action.type === 'setKeywordBids');
    expect(bids?.type === 'setKeywordBids' && bids.bids.map((bid) => bid.cpcBidMicros)).toEqual([2_200_000, 2_200_000]);
    expect(result.logEntries.map((entry) => entry.title)).toContain('Raised bids to spend the budget');
  });

  it('sends no keyword bids or ad schedule while Google bids (an automated strategy), but still pauses a losing keyword', () => {
    const keywords = [
      { id: 'a', clicks: 100, conversions: 4, bid: 2, cpc: 2 },
      { id: 'b', clicks: 400, conversions: 0, bid: 2, cpc: 2 },
      { id: 'c', clicks: 2_000, conversions: 100, bid: 2, cpc: 2 },
    ];
    const delivery = { spendMicros: 50e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 300_000 };
    const manual = optimizeCampaign(input(keywords, delivery));
    const automated = optimizeCampaign({ ...input(keywords, delivery), bidsByGoogle: true });
    expect(manual.actions.map((action) => action.type)).toContain('setKeywordBids');
    expect(automated.actions.map((action) => action.type)).toEqual(['pauseKeyword']);
    expect(automated.logEntries.map((entry) => entry.title)).toEqual(['Paused keyword "b"']);
  });

  it('says in numbers when demand is the limit instead of raising bids that already win the auctions', () => {
    const result = optimizeCampaign(
      input([{ id: 'a', clicks: 100, conversions: 4, bid: 4, cpc: 2 }], { spendMicros: 20e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 150_000 }),
    );
    expect(result.actions.filter((action) => action.type === 'setKeywordBids')).toEqual([]);
    const entry = result.logEntries.find((item) => item.title === 'Your area has fewer searches than your budget');
    // $10 a day over the last 2 days is about $304 a month.
    expect(entry?.message).toMatch(/^Your area has about \$304 of searches a month at these bids; your budget is \$1,500\./);
    // A pound account reads pounds: its amounts are of its own currency.
    const pounds = optimizeCampaign({
      ...input([{ id: 'a', clicks: 100, conversions: 4, bid: 4, cpc: 2 }], { spendMicros: 20e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 150_000 }),
      currencyCode: 'GBP',
    });
    expect(pounds.logEntries.find((item) => item.title === entry?.title)?.message).toMatch(/^Your area has about £304 of searches a month at these bids; your budget is £1,500\./);
  });

  it('eases bids while the budget is spent, so the same money buys cheaper clicks', () => {
    const result = optimizeCampaign(input([{ id: 'a', clicks: 100, conversions: 4, bid: 3, cpc: 2.5 }], { spendMicros: 99e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 300_000 }));
    const bids = result.actions.find((action) => action.type === 'setKeywordBids');
    expect(bids?.type === 'setKeywordBids' && bids.bids[0].cpcBidMicros).toBe(2_760_000);
  });

  it('reads delivery from the books only in the day\'s delivery run', () => {
    const books = { maxBudgetByDate: { '2025-01-04': 50e6, '2025-01-05': 50e6 }, platformMicrosByDate: { '2025-01-04': 40e6, '2025-01-05': 45e6 }, monthlyBudgetCents: 300_000 };
    expect(deliveryFromBooks(books, Date.UTC(2025, 0, 6, 4))).toEqual({ spendMicros: 85e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 300_000 });
    expect(deliveryFromBooks(books, Date.UTC(2025, 0, 6, 8))).toBeUndefined();
  });

  it('reads delivery over the account\'s own final dates, not UTC\'s', () => {
    // 04:00 UTC on 6 January is 20:00 on 5 January in Los Angeles: the 5th is still being spent there.
    const books = {
      maxBudgetByDate: { '2025-01-03': 50e6, '2025-01-04': 50e6, '2025-01-05': 50e6 },
      platformMicrosByDate: { '2025-01-03': 50e6, '2025-01-04': 48e6, '2025-01-05': 20e6 },
      monthlyBudgetCents: 300_000,
    };
    expect(deliveryFromBooks(books, Date.UTC(2025, 0, 6, 4), 'America/Los_Angeles')).toEqual({ spendMicros: 98e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 300_000 });
    expect(deliveryFromBooks(books, Date.UTC(2025, 0, 6, 4), 'Asia/Tokyo')).toEqual({ spendMicros: 68e6, budgetMicros: 100e6, days: 2, monthlyBudgetCents: 300_000 });
  });
});

describe('lookbackStart', () => {
  it('starts the four weeks at the account’s own date, not UTC’s', () => {
    // 04:00 UTC on 27 November is 20:00 on the 26th in Los Angeles and 13:00 on the 27th in Tokyo.
    const nowMs = Date.parse('2026-11-27T04:00:00Z');
    expect(lookbackStart(nowMs)).toBe('2026-10-30');
    expect(lookbackStart(nowMs, 'America/Los_Angeles')).toBe('2026-10-29');
    expect(lookbackStart(nowMs, 'Asia/Tokyo')).toBe('2026-10-30');
  });
});
