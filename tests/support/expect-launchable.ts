import { expect } from 'vitest';
import { type CampaignPlan, campaignPlanSchema } from '../../schema/ai-plan';
import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';

/** What "valid" means for the owner and for Google, beyond the schema: a plan that can be launched as it is. */
export function expectLaunchable(plan: CampaignPlan, monthlyBudget: number): void {
  expect(() => campaignPlanSchema.parse(plan)).not.toThrow();
  const english = !plan.targeting || plan.targeting.languages.includes('en');
  const total = plan.campaigns.reduce((sum, campaign) => sum + campaign.monthlyBudget, 0);
  expect(Math.round(total * 100)).toBe(Math.round(monthlyBudget * 100));
  for (const group of plan.campaigns.flatMap((campaign) => campaign.adGroups)) {
    expect(group.ads.length).toBeGreaterThanOrEqual(5);
    for (const ad of group.ads) {
      for (const headline of ad.headlines) expect(headline.length).toBeLessThanOrEqual(GOOGLE_ADS_LIMITS.headline.maxLength);
      for (const description of ad.descriptions) expect(description.length).toBeLessThanOrEqual(GOOGLE_ADS_LIMITS.description.maxLength);
      expect(new Set(ad.headlines.map((text) => text.toLowerCase())).size).toBe(ad.headlines.length);
      // A headline cut mid-phrase ends on a connecting word; English ones only ("… brug for" is whole Danish).
      if (english) expect(ad.headlines.some((text) => /\s(and|&|the|of|for|in)$/i.test(text))).toBe(false);
    }
    for (const keyword of group.keywords) {
      expect(keyword.text.length).toBeLessThanOrEqual(80);
      expect(keyword.text.split(' ').length).toBeLessThanOrEqual(10);
    }
  }
}
