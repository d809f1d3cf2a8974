import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import type { AiReasoning, ResponsiveSearchAdPlan } from '../../schema/ai-plan';
import { type Angle, type BusinessFacts, priceFor } from './business-facts';
import { cutDescription, listOf, lowerCaseWords, pathSegment, sentenceCase, squash, titleCase } from './fit-text';

/**
 * Writes one responsive search ad from the business facts, leading with one angle (local,
 * audience, price, trust, speed, offer) so the launch variants test different messages.
 */

const HEADLINE_MAX = GOOGLE_ADS_LIMITS.headline.maxLength;
const DESCRIPTION_MAX = GOOGLE_ADS_LIMITS.description.maxLength;
const HEADLINES_PER_AD = 12;

export interface AdFocus {
  service: string;
  place: string | null;
  /** A campaign name the owner chose ("Summer Sale"), worked into a headline when it fits. */
  campaignName?: string | null;
}

/** The launch order of angles: five different messages for variants A..E. */
export function launchAngles(facts: BusinessFacts): Angle[] {
  return [facts.local ? 'local' : 'audience', 'price', 'trust', 'speed', 'offer'];
}

function ctaAt(facts: BusinessFacts, index: number): string {
  return facts.ctas[index % facts.ctas.length] ?? 'Contact Us Today';
}

/**
 * A headline CTA as the start of a sentence: "Get a Free Estimate" -> "Get a free estimate";
 * words of the business name and acronyms keep their capitals.
 */
function ctaClause(facts: BusinessFacts, cta: string): string {
  const proper = new Set(facts.name.split(/\s+/));
  return cta
    .split(' ')
    .map((word, index) => (index === 0 || proper.has(word) || /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** "Call now", "Order online today": a closing sentence without a doubled "today". */
function ctaSentence(facts: BusinessFacts, cta: string): string {
  const clause = ctaClause(facts, cta);
  return /\b(today|now)\b/i.test(clause) ? `${clause}.` : `${clause} today.`;
}

/** Running-text form of a service: lower case, except product names that carry digits or brands. */
function inSentence(facts: BusinessFacts, service: string): string {
  return facts.profile.id === 'retail' || /\d/.test(service) ? service : lowerCaseWords(service);
}

function angleHeadlines(facts: BusinessFacts, focus: AdFocus, angle: Angle): string[] {
  const S = focus.service;
  const P = focus.place;
  const N = titleCase(facts.noun);
  const otherPlace = facts.places.find((place) => place !== P);
  const claims = facts.claims.filter((claim) => claim.angle === angle).map((claim) => claim.headline);
  const price = priceFor(facts, S);
  const A = facts.audience;
  switch (angle) {
    case 'local':
      return P
        ? [`${S} in ${P}`, `${P} ${S}`, `Your Local ${P} ${N}`, `Local ${N} in ${P}`, otherPlace ? `Serving ${P} and ${otherPlace}` : `Serving ${P}`, `Proudly Serving ${P}`, `${N} Near You`]
        : [`Local ${S}`, `${N} Near You`, `Your Local ${N}`, `${S} Near You`];
    case 'audience':
      return A
        ? [`${S} for ${A}`, `Made for ${A}`, `Built for ${A}`, `${titleCase(facts.noun)} for ${A}`, `${S} Made Simple`]
        : [`${S} Made Simple`, `Shop ${S}`, `Simple ${S}`, `${S} That Just Works`];
    case 'price':
      return [
        ...(price ? [`${S} From ${price}`, `${S} at ${price}`, `${shortService(S)} From ${price}`] : []),
        ...claims,
        `Fair Prices on ${S}`,
        `Great Value ${S}`,
        'See Our Prices Online',
      ];
    case 'trust':
      return [...claims, P ? `Trusted ${P} ${N}` : `A ${N} You Can Trust`, facts.shortName, `${N} You Can Trust`, `Quality ${S}`];
    case 'speed':
      return [...claims, ...facts.profile.speedLines, `${S} Without the Wait`, 'Easy to Get Started'];
    case 'offer':
      return [...claims, ctaAt(facts, 0), `${ctaAt(facts, 1)}`, `Ask About ${S}`, `Get ${S} Today`];
  }
}

function supportingHeadlines(facts: BusinessFacts, focus: AdFocus, variant: number): string[] {
  const S = focus.service;
  const P = focus.place;
  const N = titleCase(facts.noun);
  const others = facts.services.filter((service) => service !== S).slice(0, 3);
  const pool = [
    S,
    facts.shortName,
    ctaAt(facts, variant),
    P ? `${S} in ${P}` : `Shop ${S}`,
    P ? `${P} ${N}` : `Trusted ${N}`,
    ...others,
    ctaAt(facts, variant + 1),
    ...facts.claims.map((claim) => claim.headline),
    focus.campaignName ? titleCase(focus.campaignName) : '',
    focus.campaignName ? `${titleCase(focus.campaignName)}: ${S}` : '',
    `Expert ${S}`,
    `Visit ${facts.shortName}`,
  ];
  // Rotate the tail so variants do not repeat the same supporting lines in the same order.
  const head = pool.slice(0, 3);
  const tail = pool.slice(3);
  const shift = tail.length > 0 ? (variant * 2) % tail.length : 0;
  return [...head, ...tail.slice(shift), ...tail.slice(0, shift)];
}

/** "Online Invoicing Online": a significant word said twice reads as a mistake. */
function repeatsWord(text: string): boolean {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 3);
  return new Set(words).size !== words.length;
}

/** The last two words of a long service name: "Water Heater Installation" -> "Heater Installation". */
function shortService(service: string): string {
  const words = service.split(' ');
  const tail = words.slice(-2);
  return words.length > 2 && !/^(&|and|of|for|with)$/i.test(tail[0]) ? tail.join(' ') : service;
}

export function uniqueFitting(candidates: string[], max: number, limit: number): string[] {
  const out: string[] = [];
  for (const raw of candidates) {
    const text = squash(raw);
    if (text.length === 0 || text.length > max || /undefined|null/.test(text) || (max <= HEADLINE_MAX && repeatsWord(text))) continue;
    if (out.some((known) => known.toLowerCase() === text.toLowerCase())) continue;
    out.push(text);
    if (out.length >= limit) break;
  }
  return out;
}

function firstFitting(candidates: (string | null)[]): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const text = squash(candidate);
    if (text.length <= DESCRIPTION_MAX && !/undefined|null/.test(text)) return text;
  }
  const last = candidates.filter(Boolean).at(-1);
  return last ? cutDescription(last, DESCRIPTION_MAX) || null : null;
}

function angleDescription(facts: BusinessFacts, focus: AdFocus, angle: Angle, headlineCta: string): string | null {
  const act = ctaSentence(facts, headlineCta);
  const cta = ctaClause(facts, headlineCta);
  const s = inSentence(facts, focus.service);
  const sentences = facts.claims.filter((claim) => claim.angle === angle).map((claim) => claim.sentence);
  const claimText = sentences.slice(0, 2).join(' ');
  const price = priceFor(facts, focus.service);
  const places = facts.places.slice(0, 3);
  switch (angle) {
    case 'local':
      return firstFitting([
        places.length > 0 ? `${facts.name} serves ${listOf(places)} with ${s}. ${act}` : null,
        focus.place ? `Your local ${facts.noun} for ${s} in ${focus.place}. ${act}` : null,
        `Your local ${facts.noun} for ${s}. ${act}`,
      ]);
    case 'audience':
      return firstFitting([
        facts.audience ? `${sentenceCase(s)} made for ${facts.audience.toLowerCase()}. ${claimText || `${act}`}` : null,
        `${sentenceCase(s)} from ${facts.name}, made to be simple. ${act}`,
        `${sentenceCase(s)} made simple. ${act}`,
      ]);
    case 'price':
      return firstFitting([
        price ? `${sentenceCase(s)} from ${price}. ${claimText} ${act}` : null,
        price ? `${sentenceCase(s)} from ${price}. ${act}` : null,
        claimText ? `${claimText} ${sentenceCase(s)} from ${facts.name}. ${cta}.` : null,
        `Fair, clear prices on ${s} from ${facts.name}. ${act}`,
        `Fair, clear prices on ${s}. ${act}`,
      ]);
    case 'trust':
      return firstFitting([
        claimText ? `${claimText} ${sentenceCase(s)} from ${facts.name}.` : null,
        claimText ? `${claimText} ${act}` : null,
        `${facts.name} takes care of every detail of your ${s}. ${act}`,
        `We take care of every detail of your ${s}. ${act}`,
      ]);
    case 'speed':
      return firstFitting([
        claimText && !/\bfor\b/i.test(cta) ? `${claimText} ${cta} for ${s} today.` : null,
        claimText ? `${claimText} ${act}` : null,
        `${facts.profile.speedLines[0]}: ${s} from ${facts.name}. ${act}`,
        `${facts.profile.speedLines[0]}. ${act}`,
      ]);
    case 'offer':
      return firstFitting([
        claimText && !/\bfor\b/i.test(cta) ? `${claimText} ${cta} for ${s} from ${facts.name}.` : null,
        claimText ? `${claimText} ${act}` : null,
        /\bfor\b/i.test(cta) ? `${act.replace(/\.$/, '')} with ${facts.name}.` : `${cta} for ${s} from ${facts.name}.`,
        /\bfor\b/i.test(cta) ? act : `${cta} for ${s}.`,
      ]);
  }
}

function supportingDescriptions(facts: BusinessFacts, focus: AdFocus, headlineCta: string): (string | null)[] {
  const cta = ctaClause(facts, headlineCta);
  const act = ctaSentence(facts, headlineCta);
  const services = facts.services.slice(0, 3).map((service) => inSentence(facts, service));
  const verb = facts.profile.id === 'retail' ? 'Shop' : facts.profile.id === 'software' ? 'Includes' : 'We offer';
  const who = focus.place ? `${focus.place} chooses` : 'customers choose';
  return [
    facts.description ? cutDescription(facts.description, DESCRIPTION_MAX) : null,
    firstFitting([`${verb} ${listOf(services)}.`, `${verb} ${listOf(services.slice(0, 2))}.`, `${verb} ${services[0]}.`]),
    firstFitting([`${cta} and see why ${who} ${facts.name}.`, `${cta} and see why ${who} us.`, `${act}`]),
  ];
}

const REASONING: Record<Angle, (facts: BusinessFacts, focus: AdFocus) => Omit<AiReasoning, 'differentiator'>> = {
  local: (_facts, focus) => ({
    strategy: `Lead with the place: ${focus.service.toLowerCase()} in ${focus.place ?? 'the area'}.`,
    hypothesis: `People searching near ${focus.place ?? 'them'} click ads that name their town more than generic ones, so this variant should win on CTR.`,
  }),
  audience: (facts, focus) => ({
    strategy: `Speak to ${facts.audience?.toLowerCase() ?? 'the buyer'} directly about ${focus.service.toLowerCase()}.`,
    hypothesis: 'Searchers who see their own situation named in the headline are more likely to click and sign up.',
  }),
  price: (facts, focus) => ({
    strategy: `Lead with price${priceFor(facts, focus.service) ? ` (${focus.service.toLowerCase()} from ${priceFor(facts, focus.service)})` : ''} and clear pricing.`,
    hypothesis: 'Cost-conscious searchers click ads that answer "how much?" before they ask, which should raise conversion rate.',
  }),
  trust: (facts) => ({
    strategy: `Lead with proof from the site: ${facts.claims.filter((claim) => claim.angle === 'trust').map((claim) => claim.headline.toLowerCase()).slice(0, 2).join(', ') || `the ${facts.noun}'s reputation`}.`,
    hypothesis: 'For a purchase people worry about, reassurance beats urgency and should lift conversions per click.',
  }),
  speed: (facts) => ({
    strategy: `Lead with speed and convenience: ${(facts.claims.find((claim) => claim.angle === 'speed')?.headline ?? facts.profile.speedLines[0]).toLowerCase()}.`,
    hypothesis: 'Searchers who need it now pick the ad that promises the quickest result, so CTR should rise.',
  }),
  offer: (facts) => ({
    strategy: `Lead with the offer and a direct call to action: ${(facts.claims.find((claim) => claim.angle === 'offer')?.headline ?? facts.ctas[0] ?? 'contact us').toLowerCase()}.`,
    hypothesis: 'A concrete reason to act today should turn more clicks into calls, bookings or orders.',
  }),
};

export function writeAd(facts: BusinessFacts, focus: AdFocus, angle: Angle, variant: number): ResponsiveSearchAdPlan {
  const cta = ctaAt(facts, variant);
  const lead = uniqueFitting(angleHeadlines(facts, focus, angle), HEADLINE_MAX, 4);
  const headlines = uniqueFitting([...lead, ...supportingHeadlines(facts, focus, variant), 'Learn More Today', 'Get Started Today', 'Contact Us Today'], HEADLINE_MAX, HEADLINES_PER_AD);
  const descriptions = uniqueFitting(
    [angleDescription(facts, focus, angle, cta) ?? '', ...supportingDescriptions(facts, focus, cta).map((text) => text ?? ''), ctaSentence(facts, cta), `Visit ${facts.name} online today.`],
    DESCRIPTION_MAX,
    4,
  );
  const reasoning = REASONING[angle](facts, focus);
  return {
    headlines,
    descriptions,
    path1: pathSegment(focus.service, GOOGLE_ADS_LIMITS.pathMaxLength),
    path2: focus.place ? pathSegment(focus.place, GOOGLE_ADS_LIMITS.pathMaxLength) : null,
    finalUrl: facts.finalUrl,
    reasoning: { ...reasoning, differentiator: `Opens with "${headlines[0]}" and "${headlines[1]}"; its first description: "${descriptions[0]}"` },
  };
}
