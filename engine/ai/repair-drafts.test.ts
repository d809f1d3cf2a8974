import { describe, expect, it } from 'vitest';
import { repairAd, repairAssetDrafts, repairPlan } from './repair-drafts';

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

  it('measures as Google counts: a line of double-width characters too long is left out, a Latin one cut', () => {
    const draft = (headlines: string[]) => repairAd({ headlines, descriptions: ['髪質改善トリートメントで、まとまりのある髪に。', '中崎町駅から徒歩3分。'], path1: null, path2: null, reasoning }, 'https://example.com/', 'ja');
    // "縮毛矯正と髪質改善トリートメント" is 16 characters but 32 as Google counts them.
    expect(draft(['縮毛矯正と髪質改善トリートメント', 'カット', 'カラー', 'ヘッドスパ']).headlines).toEqual(['カット', 'カラー', 'ヘッドスパ']);
    // With too few lines left, the long one is cut where it can be rather than the ad refused.
    expect(draft(['강남역 피부관리 전문 에스테틱 예약', '피부관리', '여드름 관리']).headlines).toEqual(['강남역 피부관리 전문 에스테틱', '피부관리', '여드름 관리']);
  });

  it('makes campaign budgets add up to the owner’s budget', () => {
    const group = { name: 'g', theme: 't', keywords: [{ text: 'drain cleaning!!', matchType: 'PHRASE' as const, bid: 3 }], ads: ['A', 'B', 'C', 'D', 'E'].map((letter) => ({ headlines: [`${letter} One`, `${letter} Two`, `${letter} Three`], descriptions: ['First.', 'Second.'], path1: null, path2: null, reasoning })) };
    const plan = repairPlan({ strategy: 'Plan.', campaigns: [{ name: 'a', description: 'd', theme: 't', monthlyBudget: 700, adGroups: [group], assets: null }, { name: 'b', description: 'd', theme: 't', monthlyBudget: 500, adGroups: [group], assets: null }] }, { businessName: 'X', websiteUrl: 'x.example', monthlyBudget: 1000 });
    expect(plan.campaigns.map((campaign) => campaign.monthlyBudget)).toEqual([583, 417]);
    expect(plan.campaigns[0].adGroups[0].keywords[0].text).toBe('drain cleaning');
  });
});

describe('repairAssetDrafts', () => {
  it('cuts a model’s sitelinks and callouts to Google’s lengths at a word boundary, by campaign', () => {
    const drafts = repairAssetDrafts({
      strategy: 'Plan.',
      campaigns: [
        {
          name: ' Drains  ',
          description: 'd',
          theme: 't',
          monthlyBudget: 1,
          adGroups: [],
          assets: { sitelinks: [{ linkText: 'Drain Cleaning Services And Much More', description1: 'Cleared the same day by licensed plumbers', description2: 'Short', url: ' /services ' }], callouts: ['Licensed and Insured Plumbers Near You'] },
        },
        { name: 'Local', description: 'd', theme: 't', monthlyBudget: 1, adGroups: [], assets: null },
      ],
    });
    expect([...drafts.keys()]).toEqual(['Drains']);
    const [link] = drafts.get('Drains')?.sitelinks ?? [];
    expect(link.linkText.length).toBeLessThanOrEqual(25);
    expect(link.description1.length).toBeLessThanOrEqual(35);
    expect(link.url).toBe('/services');
    expect(drafts.get('Drains')?.callouts[0]).toBe('Licensed and Insured');
  });
});
