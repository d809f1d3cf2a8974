import type { AiReasoning, ResponsiveSearchAdPlan } from '../../schema/ai-plan';
import { adTextLength, GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { type Angle, type BusinessFacts, displayPrice, priceFor, sectionPriceFor, UNCOUNTABLE, withArticle } from './business-facts';
import { cutDescription, listOf, lowerCaseWords, pathSegment, sentenceCase, squash, titleCase } from './fit-text';

/**
 * Writes one responsive search ad from the business facts, leading with one angle (local,
 * audience, price, trust, speed, offer) so the launch variants test different messages.
 */

const HEADLINE_MAX = GOOGLE_ADS_LIMITS.headline.maxLength;
const DESCRIPTION_MAX = GOOGLE_ADS_LIMITS.description.maxLength;
const HEADLINES_PER_AD = 12;

export interface AdFocus {
  /** The offering the ad is about; null when neither the site nor the form says what it is. */
  service: string | null;
  place: string | null;
  /** A campaign name the owner chose ("Summer Sale"), worked into a headline when it fits. */
  campaignName?: string | null;
  /** What the ad group targets besides the offering: the business's name, or "near me" searches. */
  lead?: 'brand' | 'nearby' | null;
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

/**
 * The CTA as a sentence that names the business: "Call Harbor Bikes today.", "Book a repair
 * with Harbor Bikes today.", "Order online from Rise & Crumb today.", "View Rise & Crumb's menu today."
 */
export function ctaNamed(facts: BusinessFacts, cta: string): string {
  const full = ctaClause(facts, cta);
  const trailing = full.match(/\s+(today|now)$/i)?.[1]?.toLowerCase();
  // "Call now for emergency service" already says when; do not add "today".
  const when = trailing ?? (/\b(today|now)\b/i.test(full) ? '' : 'today');
  const clause = trailing ? full.slice(0, -trailing.length - 1) : full;
  const name = facts.name;
  let named: string;
  if (/\bus\b/i.test(clause)) named = clause.replace(/\bus\b/i, name);
  else if (/\bour\b/i.test(clause)) named = clause.replace(/\bour\b/i, `${name}’s`);
  else if (/^(call|join|visit|contact)(\s+now)?(\s+(to|for)\b.*)?$/i.test(clause)) named = clause.replace(/^(\S+)/, `$1 ${name}`);
  else if (/^(book|schedule|reserve|get started|sign up|start|get in touch|shop)\b/i.test(clause)) named = `${clause} with ${name}`;
  else if (/^(order|get a|get an|buy|request)\b/i.test(clause)) named = `${clause} from ${name}`;
  else named = `${clause} at ${name}`;
  return `${named}${when ? ` ${when}` : ''}.`;
}

/** Running-text form of a service: lower case, except product names (from a shop's site) and names with digits. */
function inSentence(facts: BusinessFacts, service: string): string {
  return (facts.profile.id === 'retail' && facts.siteReadable) || /\d/.test(service) ? service : lowerCaseWords(service);
}

/** "An Accountant", "A Bike Repair Shop": a headline noun with its article; a mass noun takes none ("A Software" is wrong). */
function aTrade(N: string): string {
  if (UNCOUNTABLE.test(N.toLowerCase().split(' ').pop() ?? '')) return N;
  return sentenceCase(withArticle(N));
}

/** "Keep your smile healthy" -> "keep your smile healthy", to follow "and". */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

type Line = string | null | undefined | false;

/** Who the business serves when the owner did not say: a law firm has clients, a dentist patients. */
function clientele(facts: BusinessFacts): string {
  return ['legal', 'accounting'].includes(facts.profile.id) ? 'clients' : facts.profile.id === 'health' ? 'patients' : 'customers';
}

function angleHeadlines(facts: BusinessFacts, focus: AdFocus, angle: Angle): Line[] {
  const S = focus.service;
  const P = focus.place;
  const N = facts.trade ? titleCase(facts.trade) : null;
  const T = facts.term ? titleCase(facts.term) : null;
  const short = facts.shortName;
  const otherPlace = facts.places.find((place) => place !== P);
  const claims = facts.claims.filter((claim) => claim.angle === angle).map((claim) => claim.headline);
  const price = S ? priceFor(facts, S) : null;
  const entry = entryPriceFor(facts, focus);
  const A = facts.audience;
  switch (angle) {
    case 'local':
      return P
        ? [S ? `${S} in ${P}` : `${short} in ${P}`, S && `${P} ${S}`, N && `Your ${P} ${N}`, N && `${P} ${N}`, otherPlace ? `Serving ${P} and ${otherPlace}` : `Serving ${P}`, A && `For ${A} in ${P}`, S && `${S} Near You`]
        : facts.local
          ? [S ? `Local ${S}` : `${short} Near You`, S && `${S} Near You`, N && `Your Local ${N}`, N && `${N} Near You`, `Visit ${short}`]
          : // A business with no door to come to is near nobody: "Monstera Near You" from an online shop misleads.
            [S && facts.profile.id === 'retail' && `Shop ${S}`, `Meet ${short}`];
    case 'audience':
      return A
        ? [S ? `${S} for ${A}` : `${short} for ${A}`, `Made for ${A}`, N && `${aTrade(N)} for ${A}`, T && T !== S && `${T} for ${A}`, S && `${S} Made Simple`]
        : [S && `${S} Made Simple`, S && (facts.profile.id === 'retail' ? `Shop ${S}` : `Simple ${S}`), S && `${S} That Just Works`, `Meet ${short}`];
    case 'price':
      return [
        // "From" only: the price read may have been a from-price ("Kitchen refresh from $28,500"), and "at $28,500" would
        // make it the price of every refresh.
        ...(S && price ? [`${S} From ${price}`, shortPriced(S, facts.services) && `${shortPriced(S, facts.services)} From ${price}`] : []),
        // No price for this offering, but one the site publishes for its way in ("Initial Assessment From £55").
        ...(!price && entry ? [`${titleCase(entry.item)} From ${entry.price}`] : []),
        ...claims,
        // No price on the site: invite the question, never quote a figure the business did not publish.
        S && facts.quotes && facts.offersQuotes && `Get a Quote for ${S}`,
        S && `Ask About Prices for ${S}`,
        S && `Prices for ${S}`,
        'Ask About Our Prices',
      ];
    case 'trust':
      // A trade earns trust ("A Dentist You Can Trust"); a product is vouched for by its maker's name.
      return N
        ? [...claims, `${aTrade(N)} You Can Trust`, S && `${S} You Can Trust`, P && `Trusted ${P} ${N}`, short, `${short}: Here to Help`]
        : [...claims, S && `${S} by ${short}`, S && `${S} From ${short}`, short, `${short}: Here to Help`];
    case 'speed':
      return [...claims, ...facts.speedLines, S && `${S} Without the Wait`];
    case 'offer':
      return [...claims, ctaAt(facts, 0), ctaAt(facts, 1), S && `Ask About ${S}`, S && A && `${S} for ${A}`];
  }
}

/** Lines that make an ad group's ads about its target: the name (brand) or nearby searches. */
function leadHeadlines(facts: BusinessFacts, focus: AdFocus): Line[] {
  const short = facts.shortName;
  const T = facts.term ? titleCase(facts.term) : null;
  const N = facts.trade ? titleCase(facts.trade) : null;
  if (focus.lead === 'brand') return [short, `${short} Official Site`, focus.place && `${short} ${focus.place}`, `Visit ${short}`];
  if (focus.lead === 'nearby' && facts.local) return [T && `${T} Near You`, N && `${N} Near You`, T && `Local ${T}`, !T && `${short} Near You`];
  return [];
}

function supportingHeadlines(facts: BusinessFacts, focus: AdFocus, variant: number): Line[] {
  const S = focus.service;
  const P = focus.place;
  const N = facts.trade ? titleCase(facts.trade) : null;
  const A = facts.audience;
  const short = facts.shortName;
  const others = facts.services.filter((service) => service !== S).slice(0, 3);
  const near = facts.local;
  const pool: Line[] = [
    S ?? (near ? `${short} Near You` : short),
    short,
    ctaAt(facts, variant),
    P ? `${S ?? short} in ${P}` : near && S && `${S} Near You`,
    P ? (N ? `${P} ${N}` : S && `${P} ${S}`) : near && (N ? `Your Local ${N}` : S && `Local ${S}`),
    ...others,
    ctaAt(facts, variant + 1),
    ...facts.claims.map((claim) => claim.headline),
    focus.campaignName ? titleCase(focus.campaignName) : '',
    focus.campaignName && S ? `${titleCase(focus.campaignName)}: ${S}` : '',
    A && (S ? `${S} for ${A}` : `For ${A}`),
    facts.profile.id === 'retail' && S && `Shop ${S}`,
    `Visit ${short}`,
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

/** A price any offering starts with: an assessment, a consultation, a first visit, a call-out. */
const WAY_IN = /\b(assessment|consultation|first (visit|session|class|lesson)|initial|trial|taster|intro(ductory)?|call[- ]?out|diagnos\w*|check[- ]?up|exam(ination)?)\b/i;

/**
 * The price a group with no price of its own may lead with. A group about one offering takes one
 * written under the offering's heading, the way in that every offering starts with or a software plan, never a
 * neighbour's ("3-room Flat From $480" in an office relocation group); the business's own groups
 * (its trade, its name, nearby searches) take the site's first named price.
 */
function entryPriceFor(facts: BusinessFacts, focus: AdFocus): { item: string; price: string } | null {
  const entry = entryPrice(facts);
  if (!focus.service || focus.lead) return entry;
  const own = sectionPriceFor(facts, focus.service);
  if (own && own.item.length <= 18) return own;
  // A software plan's price ("Pro From $12") buys every feature; a way in (an assessment) starts every service.
  return entry && (WAY_IN.test(entry.item) || facts.profile.id === 'software') ? entry : null;
}

/** The site's first named price and what it is for ("Initial assessment", "£55"), when the name fits a headline. */
function entryPrice(facts: BusinessFacts): { item: string; price: string } | null {
  const named = facts.prices.filter((known) => known.item && known.item.length <= 18 && !/over|shipping|delivery|order/i.test(known.item));
  if (named.length === 0) return null;
  // The first price the site lists is usually the way in (an initial assessment, a first visit).
  const [first] = named;
  return { item: first.item as string, price: displayPrice(first) };
}

/** The last two words of a long service name: "Water Heater Installation" -> "Heater Installation". */
/**
 * A long name cut to its last words to carry its price, when that cut names it alone: "10kW solar system" and "6.6kW
 * solar system" are both a "solar system", and "Solar System From $8,290" would hide the cheaper one. Null then.
 */
function shortPriced(service: string, services: readonly string[]): string | null {
  const short = shortService(service);
  if (short === service || services.some((other) => other !== service && shortService(other).toLowerCase() === short.toLowerCase())) return null;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

function shortService(service: string): string {
  const words = service.split(' ');
  const tail = words.slice(-2);
  return words.length > 2 && !/^(&|and|of|for|with)$/i.test(tail[0]) ? tail.join(' ') : service;
}

export function uniqueFitting(candidates: readonly Line[], max: number, limit: number): string[] {
  const out: string[] = [];
  for (const raw of candidates) {
    if (!raw) continue;
    const text = squash(raw);
    if (text.length === 0 || adTextLength(text) > max || /undefined|null/.test(text) || (max <= HEADLINE_MAX && repeatsWord(text))) continue;
    if (out.some((known) => known.toLowerCase() === text.toLowerCase())) continue;
    out.push(text);
    if (out.length >= limit) break;
  }
  return out;
}

function firstFitting(candidates: Line[]): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const text = squash(candidate);
    if (text.length <= DESCRIPTION_MAX && !/undefined|null/.test(text)) return text;
  }
  const last = candidates.filter((candidate): candidate is string => Boolean(candidate)).at(-1);
  return last ? cutDescription(last, DESCRIPTION_MAX) || null : null;
}

function angleDescription(facts: BusinessFacts, focus: AdFocus, angle: Angle, headlineCta: string): string | null {
  const act = ctaSentence(facts, headlineCta);
  const named = ctaNamed(facts, headlineCta);
  const cta = ctaClause(facts, headlineCta);
  const s = focus.service ? inSentence(facts, focus.service) : null;
  const sentences = facts.claims.filter((claim) => claim.angle === angle).map((claim) => claim.sentence);
  const claimText = sentences.slice(0, 2).join(' ');
  const price = focus.service ? priceFor(facts, focus.service) : null;
  const entry = entryPriceFor(facts, focus);
  const places = facts.placesFromForm ? [] : facts.places.slice(0, 3);
  const who = facts.audience?.toLowerCase() ?? null;
  const benefit = facts.benefit;
  const name = facts.name;
  switch (angle) {
    case 'local':
      return firstFitting([
        s && places.length > 0 && `${name} serves ${listOf(places)} with ${s}. ${act}`,
        s && focus.place && `Looking for ${s} in ${focus.place}? ${named}`,
        s && focus.place && `Looking for ${s} in ${focus.place}? ${act}`,
        s && `Looking for ${s} nearby? ${named}`,
        s && `Looking for ${s} nearby? ${act}`,
        focus.place && `${name} serves ${who ?? clientele(facts)} in ${focus.place}. ${act}`,
        `Looking for ${name}? ${act}`,
      ]);
    case 'audience':
      return firstFitting([
        s && who && claimText && `${sentenceCase(s)} for ${who}. ${claimText}`,
        s && who && `${name} offers ${s} for ${who}. ${act}`,
        s && who && `${sentenceCase(s)} for ${who}. ${act}`,
        s && `${sentenceCase(s)} from ${name}, made to be simple. ${act}`,
        s && `${sentenceCase(s)} made simple. ${act}`,
        who && `${name} is here for ${who}. ${act}`,
        `Meet ${name}. ${act}`,
      ]);
    case 'price':
      return firstFitting([
        s && price && `${sentenceCase(s)} from ${price}. ${claimText} ${act}`,
        s && price && `${sentenceCase(s)} from ${price}. ${act}`,
        !price && entry && `${sentenceCase(entry.item.toLowerCase())} from ${entry.price}. ${act}`,
        s && claimText && `${claimText} ${sentenceCase(s)} from ${name}. ${cta}.`,
        claimText && `${claimText} ${act}`,
        s && facts.quotes && facts.offersQuotes && `Ask ${name} for a quote on ${s} before you decide. ${act}`,
        s && facts.quotes && facts.offersQuotes && `Ask ${name} for a quote on ${s}. ${act}`,
        s && `Ask ${name} about prices for ${s}. ${act}`,
        s && `Ask about prices for ${s}. ${act}`,
        `Ask ${name} about prices. ${act}`,
      ]);
    case 'trust':
      return firstFitting([
        s && claimText && `${claimText} ${sentenceCase(s)} from ${name}.`,
        claimText && `${claimText} ${act}`,
        s && benefit && `${benefit} with ${s} from ${name}. ${act}`,
        benefit && `${benefit} with ${name}. ${act}`,
        s && `Questions about ${s}? Ask ${name}. ${act}`,
        `${name} is happy to answer your questions. ${act}`,
      ]);
    case 'speed':
      return firstFitting([
        s && claimText && !/\bfor\b/i.test(cta) && `${claimText} ${cta.replace(/\s+(today|now)$/i, '')} for ${s} today.`,
        claimText && `${claimText} ${act}`,
        // Advice is something you need help with; a repair or a cake is something you need soon.
        s && (['legal', 'accounting'].includes(facts.profile.id) ? `Need help with ${s}? ${named}` : `Need ${s} soon? ${named}`),
        s && `Need ${s} soon? ${act}`,
        `Have a question for ${name}? ${act}`,
      ]);
    case 'offer':
      return firstFitting([
        s && claimText && !/\bfor\b/i.test(cta) && `${claimText} ${cta} for ${s} from ${name}.`,
        claimText && `${claimText} ${act}`,
        benefit && `${named.replace(/\.$/, '')} and ${lowerFirst(benefit)}.`,
        s && `${named.replace(/\.$/, '')} to ask about ${s}.`,
        benefit && `${benefit}. ${act}`,
        named,
      ]);
  }
}

function restOfDescription(description: string): string | null {
  const [, ...rest] = description.trim().split(/(?<=[.!?])\s+/);
  let kept = '';
  for (const sentence of rest) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > DESCRIPTION_MAX) break;
    kept = next;
  }
  return kept || null;
}

function supportingDescriptions(facts: BusinessFacts, focus: AdFocus, headlineCta: string): Line[] {
  const act = ctaSentence(facts, headlineCta);
  const named = ctaNamed(facts, headlineCta);
  const services = facts.services.slice(0, 3).map((service) => inSentence(facts, service));
  const verb = facts.profile.id === 'retail' ? 'Shop' : facts.profile.id === 'software' ? 'Includes' : `${facts.name} offers`;
  const who = facts.audience?.toLowerCase() ?? null;
  // "Shop flowers at Petal & Stem." needs no "Shop now." after it.
  const then = verb === 'Shop' && /^shop\b/i.test(act) ? '' : ` ${act}`;
  const at = verb === 'Shop' && !facts.siteReadable ? ` at ${facts.name}` : '';
  return [
    facts.description ? cutDescription(facts.description, DESCRIPTION_MAX) : null,
    // A meta description too long for one line: its next whole sentences are the site's own second line ("Three bedrooms, a private pool, sleeps six.").
    facts.description ? restOfDescription(facts.description) : null,
    services.length > 0 && firstFitting([`${verb} ${listOf(services)}${at}.${then}`, `${verb} ${listOf(services)}${at}.`, `${verb} ${listOf(services.slice(0, 2))}.`, `${verb} ${services[0]}.`]),
    services.length === 0 && `See what ${facts.name} offers and get in touch today.`,
    focus.place || who
      ? firstFitting([`${facts.name} serves ${who ?? clientele(facts)}${focus.place ? ` in ${focus.place}` : ''}. ${act}`, named])
      : firstFitting([facts.benefit && `${facts.benefit}. ${named}`, facts.benefit && `${facts.benefit}. ${act}`, named]),
  ];
}

const REASONING: Record<Angle, (facts: BusinessFacts, focus: AdFocus) => Omit<AiReasoning, 'differentiator'>> = {
  local: (facts, focus) => ({
    strategy: `Lead with the place: ${focus.service ? inSentence(facts, focus.service) : facts.name} in ${focus.place ?? 'the area'}.`,
    hypothesis: `People searching near ${focus.place ?? 'them'} click ads that name their town more than generic ones, so this variant should win on CTR.`,
  }),
  audience: (facts, focus) => ({
    strategy: `Speak to ${facts.audience?.toLowerCase() ?? 'the buyer'} directly about ${focus.service ? inSentence(facts, focus.service) : facts.name}.`,
    hypothesis: 'Searchers who see their own situation named in the headline are more likely to click and sign up.',
  }),
  price: (facts, focus) => {
    const price = focus.service ? priceFor(facts, focus.service) : null;
    return {
      strategy: price && focus.service ? `Lead with price (${inSentence(facts, focus.service)} from ${price}) and clear pricing.` : `Lead with price: invite searchers to ask about prices${focus.service ? ` for ${inSentence(facts, focus.service)}` : ''}, without quoting a figure the business has not published.`,
      hypothesis: 'Cost-conscious searchers click ads that answer "how much?" before they ask, which should raise conversion rate.',
    };
  },
  trust: (facts) => {
    const proof = facts.claims.filter((claim) => claim.angle === 'trust').map((claim) => claim.headline.toLowerCase()).slice(0, 2).join(', ');
    return {
      strategy: proof ? `Lead with proof from the site: ${proof}.` : facts.benefit ? `Lead with reassurance and what the customer gets: ${lowerFirst(facts.benefit)}.` : `Lead with reassurance: a named business people can ask directly.`,
      hypothesis: 'For a purchase people worry about, reassurance beats urgency and should lift conversions per click.',
    };
  },
  speed: (facts) => ({
    strategy: `Lead with speed and convenience: ${(facts.claims.find((claim) => claim.angle === 'speed')?.headline ?? facts.speedLines[0] ?? 'an easy next step').toLowerCase()}.`,
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
  const headlines = uniqueFitting([...lead, ...leadHeadlines(facts, focus), ...supportingHeadlines(facts, focus, variant)], HEADLINE_MAX, HEADLINES_PER_AD);
  const descriptions = uniqueFitting(
    [angleDescription(facts, focus, angle, cta), ...supportingDescriptions(facts, focus, cta), ctaSentence(facts, cta), `Visit ${facts.name} online today.`],
    DESCRIPTION_MAX,
    4,
  );
  const stated = REASONING[angle](facts, focus);
  // The section's price may lead ("3-room Flat From $480" under "HDB Moving"): the strategy says what the ad does.
  const quotes = angle === 'price' && !(focus.service && priceFor(facts, focus.service)) && /\d/.test(headlines[0] ?? '');
  const reasoning = quotes ? { ...stated, strategy: `Lead with price (${headlines[0]}) and clear pricing.` } : stated;
  return {
    headlines,
    descriptions,
    path1: pathSegment(focus.service ?? facts.term ?? facts.shortName, GOOGLE_ADS_LIMITS.pathMaxLength),
    path2: focus.place ? pathSegment(focus.place, GOOGLE_ADS_LIMITS.pathMaxLength) : null,
    finalUrl: facts.finalUrl,
    reasoning: { ...reasoning, differentiator: `Opens with "${headlines[0]}" and "${headlines[1]}"; its first description: "${descriptions[0]}"` },
  };
}
