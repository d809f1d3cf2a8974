import { type BusinessBrief, type CampaignPlan, isSiteContent } from '../../schema/ai-plan';
import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { locationLabel } from '../../schema/targeting';
import { assetFaults } from '../assets/asset-faults';
import { guessLanguage } from '../site/detect-language';
import { findPrices } from '../site/read-prices';
import { DECORATION, MAX_SHARED_HEADLINES, PHONE_NUMBER, PLACEHOLDER, sharedHeadlineShare } from './finish-plan';
import { checkLine, gatherEvidence, isClaim, namedByBusiness, whatTheySay } from './ground-claims';
import { saysWorldwide } from './propose-targeting';

/**
 * How an expert judges a plan before launch (issue 16, "How we will judge it"), as code: every
 * fault found, in words. Tests expect none; bench/ai counts them. The same rules apply to any
 * strategist, so they never look at how a plan was written.
 */

const limits = GOOGLE_ADS_LIMITS;
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
  const capitals = new Set((`${site?.text ?? ''} ${site?.title ?? ''} ${(site?.headings ?? []).join(' ')} ${brief.businessName}`.match(/\b[A-Z][A-Z0-9&]+\b/g) ?? []).map(String));

  const total = plan.campaigns.reduce((sum, campaign) => sum + campaign.monthlyBudget, 0);
  if (Math.round(total * 100) !== Math.round(brief.monthlyBudget * 100)) faults.push(`budgets add up to ${total}, not ${brief.monthlyBudget}`);
  const minCampaigns = options.nearEmpty ? 1 : 2;
  if (plan.campaigns.length < minCampaigns || plan.campaigns.length > 3) faults.push(`${plan.campaigns.length} campaigns`);

  const claims = { total: 0, grounded: 0 };
  const distinctHeadlinesPerGroup: number[] = [];
  const keywordsPerGroup: number[] = [];
  const keywordCampaign = new Map<string, string>();
  // What the business offers comes from its site or its owner, never from an industry's usual list.
  const said = whatTheySay(brief);
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
        if (ad.headlines.length < limits.headline.min || ad.headlines.length > limits.headline.max) faults.push(`${label}: ${ad.headlines.length} headlines`);
        if (ad.descriptions.length < limits.description.min || ad.descriptions.length > limits.description.max) faults.push(`${label}: ${ad.descriptions.length} descriptions`);
        if (new Set(ad.headlines.map((text) => text.toLowerCase())).size !== ad.headlines.length) faults.push(`${label}: a headline twice`);
        for (const [kind, lines, max] of [
          ['headline', ad.headlines, limits.headline.maxLength],
          ['description', ad.descriptions, limits.description.maxLength],
        ] as const) {
          for (const line of lines) {
            if (line.length > max) faults.push(`${label}: ${kind} over ${max} characters: "${line}"`);
            if (PLACEHOLDER.test(line)) faults.push(`${label}: placeholder in "${line}"`);
            if (DECORATION.test(line)) faults.push(`${label}: decorative symbol in "${line}"`);
            if (PHONE_NUMBER.test(line)) faults.push(`${label}: phone number in "${line}"`);
            if (kind === 'headline' && line.includes('!')) faults.push(`${label}: exclamation mark in headline "${line}"`);
            const shouting = (line.match(/\b\p{Lu}{4,}\b/gu) ?? []).filter((word) => !capitals.has(word));
            if (shouting.length > 0) faults.push(`${label}: all caps "${shouting.join(' ')}"`);
            const check = checkLine(line, evidence);
            const makesClaim = check.unsupported.length > 0 || findPrices(line, evidence.dollar, evidence.country).length > 0 || isClaim(line);
            if (makesClaim) {
              claims.total++;
              if (check.unsupported.length === 0) claims.grounded++;
            }
            if (check.unsupported.length > 0) faults.push(`${label}: claim no source backs (${check.unsupported.join(', ')}) in "${line}"`);
            for (const price of findPrices(line, evidence.dollar, evidence.country)) {
              if (evidence.currency && price.currency !== evidence.currency) faults.push(`${label}: price in ${price.currency}, the site prices in ${evidence.currency}: "${line}"`);
            }
          }
        }
      }
      for (let a = 0; a < group.ads.length; a++) {
        for (let b = a + 1; b < group.ads.length; b++) {
          const share = sharedHeadlineShare(group.ads[a].headlines, group.ads[b].headlines);
          if (share > MAX_SHARED_HEADLINES) faults.push(`${where}: variants ${a + 1} and ${b + 1} share ${Math.round(share * 100)}% of headlines`);
        }
      }
      for (const keyword of group.keywords) {
        const words = keyword.text.trim().split(/\s+/);
        if (keyword.text.length < 1 || keyword.text.length > limits.keyword.maxLength) faults.push(`${where}: keyword length "${keyword.text}"`);
        if (words.length > limits.keyword.maxWords) faults.push(`${where}: keyword over ${limits.keyword.maxWords} words "${keyword.text}"`);
        if (keyword.matchType === 'BROAD' && words.length < 2) faults.push(`${where}: single word on broad match "${keyword.text}"`);
        const owner = keywordCampaign.get(keyword.text.toLowerCase());
        if (owner && owner !== campaign.name) faults.push(`keyword "${keyword.text}" in campaigns ${owner} and ${campaign.name}`);
        keywordCampaign.set(keyword.text.toLowerCase(), campaign.name);
      }
    }
  }

  const targeting = plan.targeting;
  if (!targeting) faults.push('no targeting');
  else {
    const language = site?.language ?? null;
    if (language && !targeting.languages.includes(language)) faults.push(`targets ${targeting.languages.join(', ')}, the site is in ${language}`);
    const area = [site?.country, ...(site?.places ?? [])].filter(Boolean).map((text) => String(text).toLowerCase());
    const labels = targeting.locations.map((location) => `${locationLabel(location)} ${'countryCode' in location ? location.countryCode : ''}`.toLowerCase());
    const everywhere = targeting.locations.some((location) => location.kind === 'everywhere') && saysWorldwide(site?.text ?? '');
    if (area.length > 0 && !everywhere && !labels.some((label) => area.some((name) => label.includes(name)))) faults.push(`locations (${labels.join('; ')}) do not name the business's area`);
  }
  if (site?.language) {
    const written = guessLanguage(adTexts(plan).join(' '));
    if (written && written !== site.language) faults.push(`ads written in ${written}, the site is in ${site.language}`);
  }
  return { faults, claims, distinctHeadlinesPerGroup, keywordsPerGroup, assetsPerCampaign };
}
