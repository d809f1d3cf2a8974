import { describe, expect, it } from 'vitest';
import { DemoPlatform } from './demo-platform';

const AD = { headlines: ['One', 'Two', 'Three'], descriptions: ['First.', 'Second.'], finalUrl: 'https://example.test' };
const DAY = 86_400_000;

async function plumberAccount() {
  let now = Date.UTC(2025, 2, 3);
  const platform = DemoPlatform.create({ seed: 11, clock: () => now });
  const keywords = ['emergency plumber', 'drain cleaning', 'boiler repair'].map((text) => ({ text, matchType: 'BROAD' as const, cpcBidMicros: 6_000_000 }));
  const created = await platform.createCampaign({ name: 'Plumbing', dailyBudgetMicros: 200_000_000, adGroups: [{ name: 'g', ads: [AD, AD], keywords }] });
  platform.setDemandMultiplier(created.campaignId, 4);
  return { platform, campaignId: created.campaignId, adGroupId: created.adGroups[0].adGroupId, keywordIds: created.adGroups[0].keywordIds, advance: (days: number) => (now += days * DAY), today: () => new Date(now).toISOString().slice(0, 10) };
}

describe('demo search terms', () => {
  it('reports the searches behind the keywords, adding up to the keywords, with a share irrelevant by the truth', async () => {
    const { platform, campaignId, advance, today } = await plumberAccount();
    advance(10);
    const rows = await platform.fetchSearchTerms({ campaignIds: [campaignId], from: '2025-03-01', to: today() });
    const keywordRows = (await platform.fetchMetrics({ campaignIds: [campaignId], level: 'keyword', from: '2025-03-01', to: today(), segment: 'day' })).rows;
    const sum = (list: { clicks: number; costMicros: number }[]) => list.reduce((total, row) => [total[0] + row.clicks, total[1] + row.costMicros], [0, 0]);
    expect(sum(rows)).toEqual(sum(keywordRows));
    expect(rows.some((row) => row.text === 'emergency plumber')).toBe(true);
    const truth = platform.searchTermTruth(campaignId);
    const irrelevant = truth.filter((term) => !term.relevant).reduce((total, term) => total + term.deliveredMicros, 0);
    const all = truth.reduce((total, term) => total + term.deliveredMicros, 0);
    expect(irrelevant / all).toBeGreaterThan(0.1);
    expect(irrelevant / all).toBeLessThan(0.7);
  });

  it('gives the truth of what a keyword serves: excluding its irrelevant searches raises its conversion factor and lowers its share', async () => {
    const { platform, campaignId, keywordIds } = await plumberAccount();
    const before = keywordIds.map((id) => platform.truthOf(id));
    const irrelevant = platform.searchTermTruth(campaignId).filter((term) => !term.relevant);
    expect(irrelevant.length).toBeGreaterThan(0);
    await platform.addNegativeKeywords(irrelevant.map((term) => ({ campaignId, adGroupId: null, text: term.text, matchType: 'EXACT' as const })));
    const after = keywordIds.map((id) => platform.truthOf(id));
    // Irrelevant searches convert at 5% of the rate: what is left of a keyword converts better.
    after.forEach((truth, index) => {
      expect(truth.conversionFactor).toBeGreaterThanOrEqual(before[index].conversionFactor);
      expect(truth.volumeShare).toBeLessThanOrEqual(before[index].volumeShare ?? 0);
    });
    expect(after.some((truth, index) => truth.conversionFactor > before[index].conversionFactor * 1.05)).toBe(true);
  });

  it('stops serving what a negative keyword excludes, at the level it was added, and serves it again once removed', async () => {
    const { platform, campaignId, adGroupId, advance, today } = await plumberAccount();
    advance(5);
    const [phrase, exact] = await platform.addNegativeKeywords([
      { campaignId, adGroupId: null, text: 'jobs', matchType: 'PHRASE' },
      { campaignId, adGroupId, text: 'emergency plumber', matchType: 'EXACT' },
    ]);
    const from = today();
    advance(10);
    const rows = await platform.fetchSearchTerms({ campaignIds: [campaignId], from, to: today() });
    expect(rows.length).toBeGreaterThan(0);
    // The first day may still report hours served before the negatives.
    const later = await platform.fetchSearchTerms({ campaignIds: [campaignId], from: new Date(Date.parse(from) + DAY).toISOString().slice(0, 10), to: today() });
    expect(later.filter((row) => /\bjobs\b/.test(row.text) || row.text === 'emergency plumber')).toEqual([]);
    expect(platform.searchTermTruth(campaignId).filter((term) => term.excluded).every((term) => /\bjobs\b/.test(term.text) || term.text === 'emergency plumber')).toBe(true);
    await platform.removeNegativeKeywords([phrase, exact]);
    expect(platform.searchTermTruth(campaignId).some((term) => term.excluded)).toBe(false);
  });
});
