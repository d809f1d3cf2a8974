import { describe, expect, it } from 'vitest';
import { repairAd, repairPlan } from './repair-drafts';

const reasoning = { strategy: 's', hypothesis: 'h', differentiator: 'd' };

describe('repairing AI drafts to Google limits', () => {
  it('cuts long headlines at a word, removes duplicates and "!" and fixes paths', () => {
    const ad = repairAd(
      {
        headlines: ['Best Drain Cleaning in All of Springfield!', 'Drain Cleaning', 'drain cleaning', 'Call Today!'],
        descriptions: ['Short one.', 'Short one.', 'x'.repeat(10)],
        path1: 'Drain Cleaning Services',
        path2: null,
        reasoning,
      },
      'https://example.com/',
    );
    expect(ad.headlines).toEqual(['Best Drain Cleaning in All', 'Drain Cleaning', 'Call Today']);
    expect(ad.descriptions).toEqual(['Short one.', 'x'.repeat(10)]);
    expect(ad.path1).toBe('drain-cleaning');
  });

  it('makes campaign budgets add up to the owner’s budget', () => {
    const group = { name: 'g', theme: 't', keywords: [{ text: 'drain cleaning!!', matchType: 'PHRASE' as const, bid: 3 }], ads: ['A', 'B', 'C', 'D', 'E'].map((letter) => ({ headlines: [`${letter} One`, `${letter} Two`, `${letter} Three`], descriptions: ['First.', 'Second.'], path1: null, path2: null, reasoning })) };
    const plan = repairPlan({ strategy: 'Plan.', campaigns: [{ name: 'a', description: 'd', theme: 't', monthlyBudget: 700, adGroups: [group] }, { name: 'b', description: 'd', theme: 't', monthlyBudget: 500, adGroups: [group] }] }, { businessName: 'X', websiteUrl: 'x.example', monthlyBudget: 1000 });
    expect(plan.campaigns.map((campaign) => campaign.monthlyBudget)).toEqual([583, 417]);
    expect(plan.campaigns[0].adGroups[0].keywords[0].text).toBe('drain cleaning');
  });
});
