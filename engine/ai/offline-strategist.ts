import {
  type AdCopy,
  type AdGroupPlan,
  type BusinessBrief,
  type CampaignPlan,
  type CampaignPreviewPlan,
  type Challenger,
  CHALLENGERS_PER_ROUND,
  campaignPlanSchema,
  campaignPreviewPlanSchema,
  challengersSchema,
  analysisSchema,
  type PlannedCampaign,
  type ResponsiveSearchAdPlan,
} from '../../schema/ai-plan';
import { type Angle, type BusinessFacts, gatherFacts, withArticle } from './business-facts';
import { chooseKeywords, type KeywordFocus } from './choose-keywords';
import { formatUsd, listOf, lowerCaseWords, titleCase } from './fit-text';
import { splitBudget } from './split-budget';
import type { ChallengersInput, PreviewCampaignInput, Strategist } from './strategist';
import { writeAnalysis } from './write-analysis';
import { type AdFocus, launchAngles, writeAd } from './write-ad-copy';

/**
 * The default strategist: deterministic (same input, same output), fast, and written from the
 * business's own website content and the onboarding form. No network.
 */
export function createOfflineStrategist(): Strategist {
  return {
    mode: 'offline',
    planBusiness: async (brief) => planBusinessOffline(brief),
    previewCampaign: async (input) => previewCampaignOffline(input),
    generateChallengers: async (input) => generateChallengersOffline(input),
    analyze: async (input) => analysisSchema.parse(writeAnalysis(input)),
  };
}

function adsFor(facts: BusinessFacts, focus: AdFocus): ResponsiveSearchAdPlan[] {
  return launchAngles(facts).map((angle, variant) => writeAd(facts, focus, angle, variant));
}

function adGroup(facts: BusinessFacts, name: string, theme: string, focus: AdFocus, keywords: KeywordFocus, budget: number): AdGroupPlan {
  return { name, theme, keywords: chooseKeywords(facts, keywords, budget), ads: adsFor(facts, focus) };
}

function lower(facts: BusinessFacts, items: string[]): string[] {
  return items.map((item) => (facts.profile.id === 'retail' || /\d/.test(item) ? item : lowerCaseWords(item)));
}

function servicesCampaign(facts: BusinessFacts, budget: number): PlannedCampaign {
  const top = facts.services.slice(0, 3);
  const place = facts.local ? (facts.places[0] ?? null) : null;
  const name = top.length > 1 && `${top[0]} & ${top[1]}`.length <= 40 ? `${top[0]} & ${top[1]}` : `${top[0]} and More`;
  return {
    name,
    description: `Search ads for ${listOf(lower(facts, top))}, one ad group per offering so every ad matches what people typed.`,
    theme: `People searching for ${listOf(lower(facts, top))}${place ? ` in ${place}` : ''}`,
    monthlyBudget: budget,
    adGroups: top.map((service) => adGroup(facts, service, `${service}${place ? ` in ${place}` : ''}`, { service, place }, { kind: 'service', services: [service], place }, budget)),
  };
}

function reachCampaign(facts: BusinessFacts, budget: number): PlannedCampaign {
  const N = titleCase(facts.noun);
  const service = facts.services[0];
  if (facts.local && facts.places.length > 0) {
    const places = facts.places.slice(0, 2);
    return {
      name: `${N} in ${places[0]}`,
      description: `Reaches people looking for ${withArticle(facts.noun)} in ${listOf(facts.places.slice(0, 3))}, with ads that name their town.`,
      theme: `Local searches for ${withArticle(facts.noun)} in ${listOf(places)}`,
      monthlyBudget: budget,
      adGroups: places.map((place) => adGroup(facts, `${N} in ${place}`, `${N} searches in ${place}`, { service, place }, { kind: 'place', place, service }, budget)),
    };
  }
  if (facts.local) {
    return {
      name: `${N} Near Me`,
      description: `Reaches people nearby who search for ${withArticle(facts.noun)} without naming a town.`,
      theme: `"Near me" searches for ${withArticle(facts.noun)}`,
      monthlyBudget: budget,
      adGroups: [adGroup(facts, 'Near Me Searches', `${N} near me`, { service, place: null }, { kind: 'service', services: facts.services.slice(0, 2), place: null }, budget)],
    };
  }
  const more = facts.services.slice(3, 5);
  const focus = more.length > 0 ? more : facts.services.slice(0, 1);
  const audience = facts.audience ? ` for ${facts.audience}` : '';
  return {
    name: `${N}${audience || ' Category Searches'}`,
    description: `Reaches people comparing options for ${listOf(lower(facts, focus))}${audience.toLowerCase()}, before they pick a brand.`,
    theme: `Category searches for ${listOf(lower(facts, focus))}${audience.toLowerCase()}`,
    monthlyBudget: budget,
    adGroups: focus.map((item) => adGroup(facts, item, `${item}${audience}`, { service: item, place: null }, { kind: 'service', services: [item], place: null }, budget)),
  };
}

function brandCampaign(facts: BusinessFacts, budget: number): PlannedCampaign {
  return {
    name: `Brand: ${facts.shortName}`,
    description: `Protects searches for ${facts.name} at a low cost per click, so competitors cannot take customers who already know you.`,
    theme: `People searching for ${facts.name} by name`,
    monthlyBudget: budget,
    adGroups: [adGroup(facts, 'Brand Name', `Searches for ${facts.name}`, { service: facts.services[0], place: facts.local ? (facts.places[0] ?? null) : null }, { kind: 'brand' }, budget)],
  };
}

function writeStrategy(facts: BusinessFacts, campaigns: PlannedCampaign[], total: number, brief: BusinessBrief): string {
  const where = facts.local && facts.places.length > 0 ? ` serving ${listOf(facts.places.slice(0, 3))}` : '';
  const source = facts.siteReadable
    ? `We read ${facts.pagesRead} page${facts.pagesRead === 1 ? '' : 's'} of your website and built the plan around what you offer: ${listOf(lower(facts, facts.services.slice(0, 4)))}.`
    : `We could not read your website${facts.siteError ? ` (${facts.siteError.replace(/\.$/, '')})` : ''}, so this plan is built from the details you entered; it will improve once the site can be read.`;
  const who = brief.targetAudience?.trim().replace(/\.$/, '');
  const audience = who ? ` The ads speak to ${who.charAt(0).toLowerCase()}${who.slice(1)}.` : '';
  const split = campaigns.map((campaign) => `${campaign.name} (${formatUsd(campaign.monthlyBudget)})`);
  const bids = campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.keywords.map((keyword) => keyword.bid)));
  return [
    `${facts.name} is ${withArticle(facts.noun)}${where}. ${source}${audience}`,
    `Your ${formatUsd(total)} monthly budget is split across ${campaigns.length} campaigns: ${listOf(split)}.`,
    `Each ad group launches 5 ad variants that lead with different angles (${launchAngles(facts).join(', ')}); after 7 days the best performer becomes the champion.`,
    `Keywords start with exact and phrase match at ${formatUsd(Math.min(...bids))}-${formatUsd(Math.max(...bids))} per click, typical for ${withArticle(facts.noun)}, so spend goes to people ready to buy.`,
  ].join(' ');
}

export function planBusinessOffline(brief: BusinessBrief): CampaignPlan {
  const facts = gatherFacts(brief);
  const withBrand = brief.monthlyBudget >= 300;
  const budgets = splitBudget(brief.monthlyBudget, withBrand ? [50, 35, 15] : [65, 35]);
  const campaigns = [servicesCampaign(facts, budgets[0]), reachCampaign(facts, budgets[1])];
  if (withBrand) campaigns.push(brandCampaign(facts, budgets[2]));
  return campaignPlanSchema.parse({ strategy: writeStrategy(facts, campaigns, brief.monthlyBudget, brief), siteReadable: facts.siteReadable, campaigns });
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2));
}

/** The service whose words best match a free-text name or theme, if any word matches. */
function matchService(facts: BusinessFacts, text: string): string | null {
  const wanted = wordsOf(text);
  let best: string | null = null;
  let bestScore = 0;
  for (const service of facts.services) {
    const score = [...wordsOf(service)].filter((word) => wanted.has(word) || wanted.has(word.replace(/s$/, ''))).length;
    if (score > bestScore) {
      best = service;
      bestScore = score;
    }
  }
  return best;
}

export function previewCampaignOffline(input: PreviewCampaignInput): CampaignPreviewPlan {
  const facts = gatherFacts(input.business);
  const name = titleCase(input.campaignName.trim());
  const service = matchService(facts, name) ?? facts.services[0];
  const place = facts.local ? (facts.places[0] ?? null) : null;
  const focus: AdFocus = { service, place, campaignName: name };
  const related = [service, ...facts.services.filter((item) => item !== service)].slice(0, 2);
  const theme = `${name}: ${service}${place ? ` in ${place}` : ''}`;
  return campaignPreviewPlanSchema.parse({
    name,
    description: `${name} campaign for ${listOf(lower(facts, related))}, with 5 ad variants competing from day one.`,
    theme,
    monthlyBudget: input.monthlyBudget,
    adGroups: [
      {
        name,
        theme,
        keywords: chooseKeywords(facts, { kind: 'service', services: related, place }, input.monthlyBudget),
        ads: adsFor(facts, focus),
      },
    ],
  });
}

function copyKey(ad: AdCopy): string {
  return [...ad.headlines]
    .map((headline) => headline.toLowerCase())
    .sort()
    .join('|');
}

export function generateChallengersOffline(input: ChallengersInput): Challenger[] {
  const facts = gatherFacts(input.business);
  const label = `${input.adGroup.name} ${input.adGroup.theme}`;
  const service = matchService(facts, label) ?? titleCase(input.adGroup.name);
  const place = facts.places.find((known) => label.toLowerCase().includes(known.toLowerCase())) ?? (facts.local ? (facts.places[0] ?? null) : null);
  const focus: AdFocus = { service, place };
  const angles: Angle[] = [...launchAngles(facts), facts.local ? 'audience' : 'local'];
  // The champion's own angle is not a challenge to it: skip the angle whose lead line it opens with.
  const championLead = input.champion.headlines[0]?.toLowerCase();
  const championAngle = angles.find((angle, variant) => writeAd(facts, focus, angle, variant).headlines[0].toLowerCase() === championLead);
  const rounds = input.history?.length ?? 0;
  const candidates = angles.filter((angle) => angle !== championAngle);
  const rotated = [...candidates.slice(rounds % candidates.length), ...candidates.slice(0, rounds % candidates.length)];
  const taken = new Set([copyKey(input.champion), ...(input.history ?? []).map(copyKey)]);
  const challengers: Challenger[] = [];
  for (let attempt = 0; challengers.length < CHALLENGERS_PER_ROUND && attempt < rotated.length * 4; attempt++) {
    const angle = rotated[attempt % rotated.length];
    const ad = writeAd(facts, focus, angle, rounds + attempt + 1);
    const key = copyKey(ad);
    if (taken.has(key)) continue;
    taken.add(key);
    challengers.push({
      ...ad,
      reasoning: {
        ...ad.reasoning,
        differentiator: `Leads with "${ad.headlines[0]}" where the champion leads with "${input.champion.headlines[0] ?? 'its current message'}".`,
      },
    });
  }
  return challengersSchema.parse(challengers);
}
