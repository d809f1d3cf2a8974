import {
  type AdCopy,
  type AdGroupPlan,
  analysisSchema,
  type BusinessBrief,
  type CampaignPlan,
  type CampaignPreviewPlan,
  CHALLENGERS_PER_ROUND,
  type Challenger,
  campaignPlanSchema,
  campaignPreviewPlanSchema,
  challengersSchema,
  LAUNCH_VARIANTS,
  type PlannedCampaign,
  type ResponsiveSearchAdPlan,
} from '../../schema/ai-plan';
import { type Angle, type BusinessFacts, brandLabel, gatherFacts, lookingFor, withArticle } from './business-facts';
import { chooseKeywords, type KeywordFocus } from './choose-keywords';
import { finishAds, finishContext, finishPlan } from './finish-plan';
import { formatUsd, listOf, lowerCaseWords, squash, titleCase } from './fit-text';
import { isWrittenLanguage } from './phrasebook';
import { splitBudget } from './split-budget';
import type { ChallengersInput, PreviewCampaignInput, Strategist } from './strategist';
import { type AdFocus, launchAngles, writeAd } from './write-ad-copy';
import { writeAnalysis } from './write-analysis';
import { planInSiteLanguage, siteWordsSuffice, writeLocalAds } from './write-local-copy';

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
  const audience = facts.audience ? ` for ${facts.audience.toLowerCase()}` : '';
  const pair = `${top[0]} & ${top[1]}`;
  // One offering only ("Artisan Candles"): name the campaign after it and who it is for.
  const single = [facts.audience && `${top[0]} for ${facts.audience}`, place && `${top[0]} in ${place}`, top[0]].find((name) => name && name.length <= 40) as string;
  const name = top.length > 1 ? (pair.length <= 40 ? pair : `${top[0]} and More`) : single;
  return {
    name,
    description:
      top.length > 1
        ? `Search ads for ${listOf(lower(facts, top))}, one ad group per offering so every ad matches what people typed.`
        : `Search ads for ${lower(facts, top)[0]}${audience}, so every ad matches what people typed.`,
    theme: `People searching for ${listOf(lower(facts, top))}${place ? ` in ${place}` : ''}`,
    monthlyBudget: budget,
    adGroups: top.map((service) => adGroup(facts, service, `${service}${place ? ` in ${place}` : ''}`, { service, place }, { kind: 'service', services: [service], place }, budget)),
  };
}

/** With nothing known of what the business offers, the ads lead with its name where it serves. */
function nameCampaign(facts: BusinessFacts, budget: number): PlannedCampaign {
  const place = facts.places[0] ?? null;
  const name = place ? `${facts.shortName} in ${place}` : `${facts.shortName} Near Me`;
  return {
    name,
    description: `Reaches people nearby who look for ${facts.name}${place ? ` in ${place}` : ''}; add your industry to reach people searching for what you offer.`,
    theme: `Local searches for ${facts.name}`,
    monthlyBudget: budget,
    adGroups: [adGroup(facts, name, `Searches for ${facts.name}${place ? ` in ${place}` : ' nearby'}`, { service: null, place, lead: 'nearby' }, place ? { kind: 'place', place, service: null } : { kind: 'nearby' }, budget)],
  };
}

/** Lodging: a room or a house priced by the night is searched by travellers before they arrive, not "near me". */
const PRICED_BY_THE_NIGHT = /(?:per|a|\/)\s?night\b|pro nacht|par nuit|por noche|a notte|per nacht|por noite|za noc|za noc|per natt|pr\.? nat/iu;

function reachCampaign(facts: BusinessFacts, budget: number): PlannedCampaign {
  const T = titleCase(facts.term ?? facts.shortName);
  const wanted = lookingFor(facts);
  const service = facts.services[0] ?? null;
  if (facts.local && facts.places.length > 0) {
    const places = facts.places.slice(0, 2);
    const groups = places.map((place) => adGroup(facts, `${T} in ${place}`, `${T} searches in ${place}`, { service, place }, { kind: 'place', place, service }, budget));
    // One town only: "near me" searches from people already there, who do not type the town; not for a stay priced by the night, booked from home.
    if (places.length === 1 && !PRICED_BY_THE_NIGHT.test(facts.siteText)) groups.push(adGroup(facts, 'Near Me Searches', `${T} near me`, { service, place: null, lead: 'nearby' }, { kind: 'nearby' }, budget));
    return {
      name: `${T} in ${places[0]}`,
      description: `Reaches people looking for ${wanted} in ${listOf(facts.places.slice(0, 3))}, with ads that name their town${places.length === 1 ? ', and people nearby who search "near me"' : ''}.`,
      theme: `Local searches for ${wanted} in ${listOf(places)}`,
      monthlyBudget: budget,
      adGroups: groups,
    };
  }
  if (facts.local) {
    return {
      name: `${T} Near Me`,
      description: `Reaches people nearby who search for ${wanted} without naming a town.`,
      theme: `"Near me" searches for ${wanted}`,
      monthlyBudget: budget,
      adGroups: [adGroup(facts, 'Near Me Searches', `${T} near me`, { service, place: null, lead: 'nearby' }, { kind: 'nearby' }, budget)],
    };
  }
  const more = facts.services.slice(3, 5);
  const focus = more.length > 0 ? more : facts.services.slice(0, 1);
  const audience = facts.audience ? ` for ${facts.audience}` : '';
  return {
    name: `${T}${audience || ' Category Searches'}`,
    description: `Reaches people comparing options for ${listOf(lower(facts, focus))}${audience.toLowerCase()}, before they pick a brand.`,
    theme: `Category searches for ${listOf(lower(facts, focus))}${audience.toLowerCase()}`,
    monthlyBudget: budget,
    adGroups: focus.map((item) => adGroup(facts, item, `${item}${audience}`, { service: item, place: null }, { kind: 'service', services: [item], place: null }, budget)),
  };
}

function brandCampaign(facts: BusinessFacts, budget: number): PlannedCampaign {
  const place = facts.local ? (facts.places[0] ?? null) : null;
  return {
    name: `Brand: ${brandLabel(facts.name)}`,
    description: `Protects searches for ${facts.name} at a low cost per click, so competitors cannot take customers who already know you.`,
    theme: `People searching for ${facts.name} by name`,
    monthlyBudget: budget,
    adGroups: [adGroup(facts, 'Brand Name', `Searches for ${facts.name}`, { service: facts.services[0] ?? null, place, lead: 'brand' }, { kind: 'brand' }, budget)],
  };
}

/** The owner's audience as running text: "Homeowners in Springfield" -> "homeowners in Springfield". */
function audiencePhrase(brief: BusinessBrief): string | null {
  const who = squash(brief.targetAudience ?? '').replace(/[.!]+$/, '');
  if (!who || who.length > 60) return null;
  return /^[A-Z][a-z]/.test(who) ? who.charAt(0).toLowerCase() + who.slice(1) : who;
}

/** "Harbor Bikes is a bike repair shop serving commuters in Portland." */
function introduce(facts: BusinessFacts, brief: BusinessBrief): string {
  const who = audiencePhrase(brief);
  const places = facts.local ? facts.places.slice(0, 3) : [];
  // The owner's own words say whom it serves; the site's towns say where, unless the audience names one.
  const where = places.length > 0 && !(who && places.some((place) => who.toLowerCase().includes(place.toLowerCase()))) ? listOf(places) : null;
  if (facts.trade) {
    const served = who && where ? `${who} in ${where}` : (who ?? where);
    return `${facts.name} is ${withArticle(lowerCaseWords(facts.trade))}${served ? ` serving ${served}` : ''}.`;
  }
  if (facts.services.length > 0) return `${facts.name} offers ${listOf(lower(facts, facts.services.slice(0, 3)))}${who ? ` to ${who}` : ''}${where ? ` in ${where}` : ''}.`;
  const served = who && where ? `${who} in ${where}` : (who ?? where);
  return `${facts.name} is a local business${served ? ` serving ${served}` : ''}. We do not know yet what it offers, so the ads lead with its name; add your industry and the ads can name what people search for.`;
}

function writeStrategy(facts: BusinessFacts, campaigns: PlannedCampaign[], total: number, brief: BusinessBrief): string {
  const source = facts.siteReadable
    ? `We read ${facts.pagesRead} page${facts.pagesRead === 1 ? '' : 's'} of your website and built the plan around what you offer: ${listOf(lower(facts, facts.services.slice(0, 4)))}.`
    : `We could not read your website${facts.siteError ? ` (${facts.siteError.replace(/\.$/, '')})` : ''}, so this plan is built from the details you entered; it will improve once the site can be read.`;
  const intro = introduce(facts, brief);
  const who = audiencePhrase(brief);
  const audience = who && !intro.includes(who) ? ` The ads speak to ${who}.` : '';
  const split = campaigns.map((campaign) => `${campaign.name} (${formatUsd(campaign.monthlyBudget)})`);
  const bids = campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.keywords.map((keyword) => keyword.bid)));
  const typical = facts.term || facts.trade ? `typical for ${lookingFor(facts)}` : 'a modest start for a local business';
  return [
    `${intro} ${source}${audience}`,
    `Your ${formatUsd(total)} monthly budget is split across ${campaigns.length} campaigns: ${listOf(split)}.`,
    `Each ad group launches 5 ad variants that lead with different angles (${launchAngles(facts).join(', ')}); after 7 days the best performer becomes the champion.`,
    `Keywords start with exact and phrase match at ${formatUsd(Math.min(...bids))}-${formatUsd(Math.max(...bids))} per click, ${typical}, so spend goes to people ready to buy.`,
  ].join(' ');
}

export function planBusinessOffline(brief: BusinessBrief): CampaignPlan {
  const facts = gatherFacts(brief);
  return finishPlan(draftPlanOffline(brief, facts), brief, facts);
}

/**
 * A readable site in another language than English: its own words, in its language (with a phrasebook's few
 * words where one speaks it, with the site's words alone where none does: never English ads).
 */
function inSiteLanguage(facts: BusinessFacts, brief: BusinessBrief): boolean {
  if (facts.language === 'en' || !facts.language || !facts.siteReadable) return false;
  // With no phrasebook, only when the site's words fill at least one ad group: a site with almost no text of its own
  // still gets the English plan, which the guard reports (see docs/strategist.md, round 8's "still wrong").
  return isWrittenLanguage(facts.language) || siteWordsSuffice(brief, facts);
}

/** The writers' plan before grounding and the other finishing rules (bench/ai measures what they catch). */
export function draftPlanOffline(brief: BusinessBrief, facts = gatherFacts(brief)): CampaignPlan {
  // A site in another language gets ads in that language, from its own words.
  if (inSiteLanguage(facts, brief)) return planInSiteLanguage(brief, facts);
  return planInEnglish(brief, facts);
}

function planInEnglish(brief: BusinessBrief, facts: BusinessFacts): CampaignPlan {
  const known = facts.services.length > 0;
  // A local business whose trade we cannot name has no searches of its own beyond its services: a campaign for
  // "Oak City Lash Studio in Raleigh" would bid on its name, the brand campaign's, as if it were a trade.
  const reach = known && (facts.term !== null || !facts.local);
  const withBrand = known && (brief.monthlyBudget >= 300 || !reach);
  const budgets = splitBudget(brief.monthlyBudget, withBrand ? (reach ? [50, 35, 15] : [80, 20]) : known ? [65, 35] : [70, 30]);
  // Offering unknown: the trade's own searches ("flower shop near me") if known, else the name.
  const first = known ? [servicesCampaign(facts, budgets[0]), ...(reach ? [reachCampaign(facts, budgets[1])] : [])] : [facts.term ? reachCampaign(facts, budgets[0]) : nameCampaign(facts, budgets[0])];
  const campaigns = known ? first : [...first, brandCampaign(facts, budgets[1])];
  if (withBrand) campaigns.push(brandCampaign(facts, budgets[reach ? 2 : 1]));
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
  const service = matchService(facts, name) ?? facts.services[0] ?? null;
  const place = facts.local ? (facts.places[0] ?? null) : null;
  const focus: AdFocus = { service, place, campaignName: name };
  const related = service ? [service, ...facts.services.filter((item) => item !== service)].slice(0, 2) : [];
  const theme = `${name}: ${service ?? facts.name}${place ? ` in ${place}` : ''}`;
  const keywords: KeywordFocus = related.length > 0 ? { kind: 'service', services: related, place } : place ? { kind: 'place', place, service: null } : { kind: 'nearby' };
  return campaignPreviewPlanSchema.parse({
    name,
    description: `${name} campaign for ${related.length > 0 ? listOf(lower(facts, related)) : facts.name}, with 5 ad variants competing from day one.`,
    theme,
    monthlyBudget: input.monthlyBudget,
    adGroups: [
      {
        name,
        theme,
        keywords: chooseKeywords(facts, keywords, input.monthlyBudget),
        ads: finishAds(inSiteLanguage(facts, input.business) ? writeLocalAds(input.business, facts, service, LAUNCH_VARIANTS) : adsFor(facts, focus), finishContext(input.business, facts)),
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
  // Ad groups named for their targeting ("Near Me Searches", "Brand Name") are about the main offering.
  const structural = /\b(near me|brand|searches)\b/i.test(input.adGroup.name);
  const service = matchService(facts, label) ?? (structural ? (facts.services[0] ?? null) : titleCase(input.adGroup.name));
  const place = facts.places.find((known) => label.toLowerCase().includes(known.toLowerCase())) ?? (facts.local ? (facts.places[0] ?? null) : null);
  const lead = /\bbrand\b/i.test(input.adGroup.name) ? 'brand' : /\bnear me\b/i.test(input.adGroup.name) ? 'nearby' : null;
  const focus: AdFocus = { service, place, lead };
  const angles: Angle[] = [...launchAngles(facts), facts.local ? 'audience' : 'local'];
  // The champion's own angle is not a challenge to it: skip the angle whose lead line it opens with.
  const championLead = input.champion.headlines[0]?.toLowerCase();
  const championAngle = angles.find((angle, variant) => writeAd(facts, focus, angle, variant).headlines[0].toLowerCase() === championLead);
  const rounds = input.history?.length ?? 0;
  const candidates = angles.filter((angle) => angle !== championAngle);
  const rotated = [...candidates.slice(rounds % candidates.length), ...candidates.slice(0, rounds % candidates.length)];
  const taken = new Set([copyKey(input.champion), ...(input.history ?? []).map(copyKey)]);
  const challengers: Challenger[] = [];
  const grounding = finishContext(input.business, facts);
  // Each challenger leads with its own line (the site's words may put one priced item first in several), while
  // the first half of the attempts can still find one; then any new ad will do.
  const leads = new Set([championLead]);
  for (let attempt = 0; challengers.length < CHALLENGERS_PER_ROUND && attempt < rotated.length * 4; attempt++) {
    const angle = rotated[attempt % rotated.length];
    const written = inSiteLanguage(facts, input.business) ? writeLocalAds(input.business, facts, service, 1, rounds + attempt + 1)[0] : writeAd(facts, focus, angle, rounds + attempt + 1);
    const [ad] = finishAds([written], grounding);
    const key = copyKey(ad);
    const lead = ad.headlines[0]?.toLowerCase();
    if (taken.has(key) || (leads.has(lead) && attempt < rotated.length * 2)) continue;
    taken.add(key);
    leads.add(lead);
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
