import { type BusinessBrief, type CampaignPlan, isSiteContent } from '../../schema/ai-plan';
import { assetFaults } from '../assets/asset-faults';
import { findPrices } from '../site/read-prices';
import { gatherEvidence, isClaim, namedByBusiness, whatTheySay } from './ground-claims';
import { adBreaches, adsLanguageBreach, budgetBreach, keywordBreaches, lineBreaches, repeatedKeywords, sharedBreaches, targetingBreaches, writtenCapitals } from './hard-rules';

/**
 * How an expert judges a plan before launch (issue 16, "How we will judge it"), as code: every
 * fault found, in words. Tests expect none; bench/ai counts them. The same rules apply to any
 * strategist, so they never look at how a plan was written.
 */

export interface PlanReview {
  faults: string[];
  /** Lines that make a factual claim, and how many of those a source backs. */
  claims: { total: number; grounded: number };
  distinctHeadlinesPerGroup: number[];
  keywordsPerGroup: number[];
  /** Per campaign: how many assets of each kind it carries (issue 22). */
  assetsPerCampaign: { sitelinks: number; callouts: number; snippets: number; call: boolean; location: boolean }[];
}

/** Every ad text of a plan, headlines and descriptions. */
export function adTexts(plan: CampaignPlan): string[] {
  return plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
}

export function reviewPlan(plan: CampaignPlan, brief: BusinessBrief, options: { nearEmpty?: boolean } = {}): PlanReview {
  const faults: string[] = [];
  const site = isSiteContent(brief.site) ? brief.site : null;
  const evidence = gatherEvidence(brief);
  const capitals = writtenCapitals(brief, site);

  const budget = budgetBreach(plan, brief.monthlyBudget);
  if (budget) faults.push(budget);
  const minCampaigns = options.nearEmpty ? 1 : 2;
  if (plan.campaigns.length < minCampaigns || plan.campaigns.length > 3) faults.push(`${plan.campaigns.length} campaigns`);

  const claims = { total: 0, grounded: 0 };
  const distinctHeadlinesPerGroup: number[] = [];
  const keywordsPerGroup: number[] = [];
  // What the business offers comes from its site or its owner, never from an industry's usual list.
  const said = whatTheySay(brief);
  const rules = { evidence, capitals };
  const assetsPerCampaign: PlanReview['assetsPerCampaign'] = [];
  for (const campaign of plan.campaigns) {
    faults.push(...assetFaults(campaign, brief, site, evidence));
    const assets = campaign.assets;
    assetsPerCampaign.push({
      sitelinks: assets?.sitelinks.length ?? 0,
      callouts: assets?.callouts.length ?? 0,
      snippets: assets?.structuredSnippets.length ?? 0,
      call: Boolean(assets?.call),
      location: Boolean(assets?.location),
    });
    for (const group of campaign.adGroups) {
      const where = `${campaign.name} / ${group.name}`;
      if (site && !namedByBusiness(group.name, said)) faults.push(`${where}: an ad group for something neither the site nor the form names`);
      distinctHeadlinesPerGroup.push(new Set(group.ads.flatMap((ad) => ad.headlines.map((text) => text.toLowerCase()))).size);
      keywordsPerGroup.push(group.keywords.length);
      for (const [index, ad] of group.ads.entries()) {
        const label = `${where} / ad ${index + 1}`;
        for (const breach of adBreaches(ad)) faults.push(`${label}: ${breach.message}`);
        for (const [kind, lines] of [
          ['headline', ad.headlines],
          ['description', ad.descriptions],
        ] as const) {
          for (const line of lines) {
            const breaches = lineBreaches(line, kind, rules);
            for (const breach of breaches) faults.push(`${label}: ${breach.message}`);
            const makesClaim = breaches.some((breach) => breach.rule === 'unsupported') || findPrices(line, evidence.dollar, evidence.country).length > 0 || isClaim(line);
            if (makesClaim) {
              claims.total++;
              if (!breaches.some((breach) => breach.rule === 'unsupported')) claims.grounded++;
            }
          }
        }
      }
      for (const { a, b, share } of sharedBreaches(group.ads)) faults.push(`${where}: variants ${a + 1} and ${b + 1} share ${Math.round(share * 100)}% of headlines`);
      for (const keyword of group.keywords) for (const breach of keywordBreaches(keyword)) faults.push(`${where}: ${breach.message}`);
    }
  }
  for (const { text, owner, campaign } of repeatedKeywords(plan)) faults.push(`keyword "${text}" in campaigns ${owner} and ${campaign}`);

  for (const breach of targetingBreaches(plan.targeting, site)) faults.push(breach.message);
  const language = adsLanguageBreach(adTexts(plan), site);
  if (language) faults.push(language);
  return { faults, claims, distinctHeadlinesPerGroup, keywordsPerGroup, assetsPerCampaign };
}
