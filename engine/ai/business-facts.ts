import { type BusinessBrief, isSiteContent, type SiteContent } from '../../schema/ai-plan';
import { guessLanguage } from '../site/detect-language';
import { firstOfList } from '../site/extract-page-content';
import { namesMembership } from '../site/read-prices';
import { escapeRegExp, saysWords } from '../site/whole-words';
import type { BookingStance } from './booking';
import { cutAtWordBoundary, distributeJoin, lowerCaseWords, normaliseCase, sentenceCase, squash, titleCase, titleCaseIn } from './fit-text';
import { withoutHangingEnd } from './function-words';
import { checkLine, gatherEvidence, isQuestion, YES } from './ground-claims';
import { type IndustryProfile, recogniseIndustry, tradeFor } from './industry-profiles';
import { phrasebookFor, SITE_WORDS_ONLY } from './phrasebook';
import { FIRST_LEVEL_REGIONS } from './regions';
import { type Register, siteRegister } from './register';
import { ruledOut } from './ruled-out';
import { isBareWarranty } from './weak-lines';

/**
 * The facts the offline strategist writes from: the business's own services, places, prices and
 * claims as its website states them, completed from the onboarding form and the industry profile.
 * Claims are only ever taken from the site's text, never invented.
 */

export type Angle = 'local' | 'audience' | 'price' | 'trust' | 'speed' | 'offer';

export interface Claim {
  angle: Angle;
  /** Headline form, at most 30 characters. */
  headline: string;
  /** Sentence form for descriptions. */
  sentence: string;
}

export interface BusinessFacts {
  name: string;
  /** The name in at most 25 characters, for headlines. */
  shortName: string;
  profile: IndustryProfile;
  /** The business as a countable noun ("bike repair shop", "dentist"); null when unknown. */
  trade: string | null;
  /** What searchers type for the trade ("bike repair", "dentist", "artisan candles"); null when unknown. */
  term: string | null;
  /** What the business offers, most important first; empty when neither site nor form says. */
  services: string[];
  places: string[];
  /** True when the places come from the owner's target audience, not from the site. */
  placesFromForm: boolean;
  local: boolean;
  /** Customers ask for a quote before they buy. */
  quotes: boolean;
  /** The site offers quotes or estimates in so many words, so an ad may ask for one (without a site: the trade's habit). */
  offersQuotes: boolean;
  /** The site gives a way to write (an e-mail, a form, WhatsApp), so an ad may invite a message (without a site: assumed). */
  takesMessages: boolean;
  /** What the site says of booking: walk-ins, a booked time, online (without a site: the trade's habit). */
  booking: BookingStance;
  /** How the site addresses its reader where a phrasebook has two ways (voseo, "du", "tu", "je"); null for the usual. */
  register: Register;
  /** What the customer gets, as an imperative phrase ("Keep your smile healthy"); null when unknown. */
  benefit: string | null;
  speedLines: string[];
  /** `section`: the heading the price sits under on the page ("HDB Moving" over "3-room flat from $480"). */
  prices: { item: string | null; amount: number; text: string; currency: string; section?: string | null; kind?: 'membership' }[];
  claims: Claim[];
  ctas: string[];
  /** The audience in headline form ("Commuters"). */
  audience: string | null;
  description: string | null;
  siteReadable: boolean;
  siteError: string | null;
  pagesRead: number;
  finalUrl: string;
  /** Lower-case site text, to prefer keywords that the site itself uses. */
  siteText: string;
  /** ISO 639-1 language the site is written in (else the form's), the language of every ad. */
  language: string;
  /** ISO 3166-1 country of the business, when the site tells it. */
  country: string | null;
  /** What a model read on the site as ruled out, each checked against the site's own sentence (quoted-rule-outs.ts). */
  alsoRuledOut: string[];
  /** What the site rules out (rule-outs read from its text, and the model's verified ones). */
  refused: string[];
}

interface ClaimRule {
  pattern: RegExp;
  angle: Angle;
  headline: (match: RegExpMatchArray) => string;
  sentence: (match: RegExpMatchArray) => string;
}

const CLAIM_RULES: ClaimRule[] = [
  { pattern: /\b24\/7\b|\b24 hours a day\b|\bday or night\b/i, angle: 'speed', headline: () => '24/7 Service', sentence: () => 'Available 24/7, day or night.' },
  { pattern: /\bwithin (\d{1,3}) minutes\b/i, angle: 'speed', headline: (m) => `On Site in ${m[1]} Minutes`, sentence: (m) => `On site within ${m[1]} minutes.` },
  { pattern: /\bsame[- ]day\b/i, angle: 'speed', headline: () => 'Same-Day Service', sentence: () => 'Same-day service available.' },
  { pattern: /\b(?:baked|made) (?:fresh )?(?:every morning|daily|from scratch)/i, angle: 'speed', headline: () => 'Baked Fresh Every Morning', sentence: () => 'Baked fresh every morning.' },
  { pattern: /\bget paid (?:twice as )?fast/i, angle: 'speed', headline: () => 'Get Paid Faster', sentence: () => 'Get paid faster.' },
  { pattern: /\bshipped fast|\bfast shipping\b/i, angle: 'speed', headline: () => 'Fast Shipping', sentence: () => 'Fast shipping to your door.' },
  { pattern: /\bfamily[- ]owned\b/i, angle: 'trust', headline: () => 'Family Owned and Operated', sentence: () => 'Family owned and operated.' },
  { pattern: /\bsince ((?:19|20)\d{2})\b/i, angle: 'trust', headline: (m) => `Trusted Since ${m[1]}`, sentence: (m) => `In business since ${m[1]}.` },
  { pattern: /\blicensed(?:,)? (?:bonded )?(?:and|&) insured|\blicensed, bonded and insured/i, angle: 'trust', headline: () => 'Licensed and Insured', sentence: () => 'Licensed and insured.' },
  { pattern: /\brated (\d\.\d|10\.0) (?:stars?|superb)/i, angle: 'trust', headline: (m) => (m[1] === '10.0' ? 'Rated 10.0 Superb' : `Rated ${m[1]} Stars`), sentence: (m) => (m[1] === '10.0' ? 'Rated 10.0 Superb.' : `Rated ${m[1]} stars by customers.`) },
  { pattern: /\bboard certified\b/i, angle: 'trust', headline: () => 'Board Certified Attorneys', sentence: () => 'Board certified attorneys.' },
  // "We are in network with Aetna, Cigna, UnitedHealthcare and Anthem": the insurers named, never "all insurance".
  {
    pattern: /\bin[- ]network with ((?:[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)(?:,\s*(?:and\s+)?[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)*(?:,?\s+and\s+[A-Z][\w&-]*(?:\s[A-Z][\w&-]*)?)?)/,
    angle: 'trust',
    headline: (m) => {
      const insurers = m[1].split(/,\s*(?:and\s+)?|\s+and\s+/);
      return insurers.length > 1 && `In Network: ${insurers[0]} & ${insurers[1]}`.length <= 30 ? `In Network: ${insurers[0]} & ${insurers[1]}` : `In Network With ${insurers[0]}`;
    },
    sentence: (m) => `In network with ${m[1]}.`,
  },
  { pattern: /\btrusted by ([\d,]+) ([a-z]+)/i, angle: 'trust', headline: (m) => `Trusted by ${m[1]} ${titleCase(m[2])}`, sentence: (m) => `Trusted by ${m[1]} ${m[2]}.` },
  { pattern: /\b(\d{1,2})-year warranty\b/i, angle: 'trust', headline: (m) => `${m[1]}-Year Warranty`, sentence: (m) => `Every repair has a ${m[1]}-year warranty.` },
  // Financing is offered only with its condition: "on approved credit" goes into the headline too.
  { pattern: /\bfinancing (?:is )?available[^.]{0,40}\bon approved credit/i, angle: 'offer', headline: () => 'Financing on Approved Credit', sentence: () => 'Financing available on approved credit.' },
  { pattern: /\bupfront flat[- ]rate pricing/i, angle: 'price', headline: () => 'Upfront Flat-Rate Pricing', sentence: () => 'Upfront flat-rate pricing.' },
  { pattern: /(?<!upfront )\bflat[- ]rate pricing/i, angle: 'price', headline: () => 'Flat-Rate Pricing', sentence: () => 'Flat-rate pricing.' },
  // "Upfront pricing" says when you learn the price, not that it is flat.
  { pattern: /\bupfront pricing/i, angle: 'price', headline: () => 'Upfront Pricing', sentence: () => 'Upfront pricing before any work starts.' },
  { pattern: /\bno overtime charges\b/i, angle: 'price', headline: () => 'No Overtime Charges', sentence: () => 'No overtime charges.' },
  { pattern: /\bflat-fee\b/i, angle: 'price', headline: () => 'Flat-Fee Pricing', sentence: () => 'Clear flat-fee pricing.' },
  { pattern: /\bfree (?:estimate|quote)s?\b/i, angle: 'offer', headline: () => 'Free Estimates', sentence: () => 'Ask for a free estimate.' },
  { pattern: /\bfree consultation\b/i, angle: 'offer', headline: () => 'Free Consultation', sentence: () => 'Your first consultation is free.' },
  { pattern: /\bno fee unless we win\b/i, angle: 'offer', headline: () => 'No Fee Unless We Win', sentence: () => 'No fee unless we win.' },
  { pattern: /\b(\d{1,2})-day free trial\b/i, angle: 'offer', headline: (m) => `${m[1]}-Day Free Trial`, sentence: (m) => `Try it free for ${m[1]} days.` },
  { pattern: /\bno credit card required\b/i, angle: 'offer', headline: () => 'No Credit Card Required', sentence: () => 'No credit card required.' },
  { pattern: /\bcancel any ?time\b/i, angle: 'offer', headline: () => 'Cancel Anytime', sentence: () => 'Cancel anytime.' },
  { pattern: /\bfree shipping on orders over \$(\d+)/i, angle: 'offer', headline: (m) => `Free Shipping Over $${m[1]}`, sentence: (m) => `Free shipping on orders over $${m[1]}.` },
  { pattern: /\bfree delivery on orders over \$(\d+)/i, angle: 'offer', headline: (m) => `Free Delivery Over $${m[1]}`, sentence: (m) => `Free delivery on orders over $${m[1]}.` },
  // The thing off, a word or two that is no joiner: "10% off labour on Tuesdays" is "10% Off Labour", never "… Labour on".
  { pattern: /\b(\d{1,2})% off (?:all )?((?!(?:on|for|with|to|at|of|in|and|or|the|a|an|your|every|any)\b)[a-z]+(?: (?!(?:on|for|with|to|at|of|in|and|or|the|a|an|your|every|any)\b)[a-z]+)?)/i, angle: 'offer', headline: (m) => `${m[1]}% Off ${titleCase(m[2])}`, sentence: (m) => `Save ${m[1]}% on ${m[2].toLowerCase()}.` },
  { pattern: /\b(\d{2})-day returns\b/i, angle: 'offer', headline: (m) => `${m[1]}-Day Returns`, sentence: (m) => `Easy ${m[1]}-day returns.` },
  { pattern: /\bwalk-ins? welcome\b/i, angle: 'speed', headline: () => 'Walk-Ins Welcome', sentence: () => 'Walk-ins welcome.' },
  { pattern: /\bhablamos español\b/i, angle: 'trust', headline: () => 'Hablamos Español', sentence: () => 'Hablamos español.' },
];

const US_STATES = new Set('alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming'.split(' '));

const COMPANY_SUFFIX = /,?\s+(llc|inc\.?|ltd\.?|co\.?|corp\.?|company|pllc|p\.?c\.?|gmbh|ag|sàrl|sarl|s\.?a\.?|s\.?l\.?|s\.?r\.?l\.?|b\.?v\.?|pte\.? ltd\.?|pty\.? ltd\.?|\(pty\) ltd\.?|sp\. z o\.o\.|s\.c\.|ltda\.?)$/i;

/** The name as people say it, without its company form but never cut short: "Southern Suburbs Electrical", not "Southern Suburbs". */
export function wholeName(name: string): string {
  return squash(name).replace(COMPANY_SUFFIX, '');
}

export function shortenName(name: string, max = 25, language?: string | null): string {
  const plain = squash(name).replace(COMPANY_SUFFIX, '');
  if (plain.length <= max) return plain;
  // "Hartley Plumbing & Drain Services of Springfield" -> "Hartley Plumbing & Drain"; "مركز النخبة لصيانة السيارات" ->
  // "مركز النخبة", never a cut that ends on a preposition or an Arabic construct's head.
  return cutAtWordBoundary(plain.split(/\s+(?:-|–|\||of)\s+/)[0], max, language) || cutAtWordBoundary(plain, max, language);
}

/**
 * What a brand campaign is called: the business's whole name (without its company form). A name cut
 * to fit a headline can leave a place ("Southern Suburbs" of "Southern Suburbs Electrical"), which
 * is no brand; only a name too long to read is cut.
 */
export function brandLabel(name: string): string {
  const plain = squash(name).replace(COMPANY_SUFFIX, '');
  return plain.length <= 40 ? plain : shortenName(name);
}

/** A service name fit for headlines: "Custom Birthday Cake (serves 12)" -> "Custom Birthday Cake". */
function cleanService(text: string): string {
  return normaliseCase(text.replace(/\([^)]*\)/g, '').replace(/^(our|the)\s+/i, '').replace(/[.:!]+$/, ''));
}

function shortAudience(audience: string | null | undefined): string | null {
  const whole = squash(audience ?? '').split(/\s+(?:in|who|with|that|across|near|around|throughout)\s+|,|;/i)[0];
  const parts = whole.split(/\s+(?:and|&)\s+/i);
  // "Parents of GCSE and A-level students", "small and medium businesses": the noun after "and" is the first part's too,
  // so the first part alone ("Parents of GCSE") is nobody; the whole is the audience, or none if too long.
  const last = parts[0].split(/\s+/).at(-1) ?? '';
  const headless = parts.length === 2 && /^\p{L}[\p{L}-]*$/u.test(last) && !/s$/i.test(last) && /\p{Ll}{2,}s$/u.test(parts[1].split(/\s+/).at(-1) ?? '');
  const first = headless ? whole : parts[0];
  if (!first || first.length > 22) return null;
  // Acronyms stay as written ("Parents of GCSE Students", not "Gcse").
  return titleCase(first.split(' ').map((word) => (/^[A-Z0-9+-]{2,}$/.test(word) ? word : word.toLowerCase())).join(' '));
}

const NOT_A_PLACE = /^(need|the|my|our|your|their|this|that|town|city|area|general|particular|business|school|college|tech|crisis|recovery|transition|love|search|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)$/i;

/**
 * The town a target audience names ("commuters in Portland" -> "Portland"): capitalised words
 * after "in", "near", "around", "across" or "throughout", without "the", "greater" or "area".
 */
export function placeFromAudience(audience: string | null | undefined): string | null {
  const match = squash(audience ?? '').match(/\b(?:in|near|around|across|throughout)\s+(?:the\s+)?(?:greater\s+)?([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})/);
  if (!match) return null;
  const words = match[1].split(/\s+/).filter((word) => !/^(greater|area|region|metro|county|and)$/i.test(word));
  const place = words.join(' ').replace(/[.'-]+$/, '');
  if (!place || place.length > 20 || NOT_A_PLACE.test(place) || US_STATES.has(place.toLowerCase())) return null;
  return place;
}

/** A business that says it has no door to walk through, in the languages we read. */
export const ONLINE_ONLY =
  /\b(?:(?:we['’]re|we are|I['’]m|I am|we['’]re an?|we are an?)\s+(?:an?\s+)?online[- ]only|(?:we|I)\s+(?:sell|trade|operate|work)\s+(?:online only|only online)|no (?:physical|retail|walk-in) (?:store|shop|location)|there['’]s no shop|there is no shop|(?:isn['’]t|is not|aren['’]t|are not) open to (?:visitors|the public))\b|\bnur online\b|\bkein (?:Ladengeschäft|Ladenlokal)\b|\buniquement en ligne\b|\bpas de boutique\b|\bsolo (?:online|en línea)\b|\bsin tienda física\b/iu;

const COUNTRY_CODES = (() => {
  const codes = new Map<string, string>([['uk', 'GB'], ['britain', 'GB'], ['great britain', 'GB'], ['england', 'GB'], ['scotland', 'GB'], ['wales', 'GB'], ['usa', 'US'], ['us', 'US'], ['u.s.', 'US'], ['america', 'US']]);
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = regions.of(code);
      if (name && name !== code && name !== 'Unknown Region' && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), code);
    }
  }
  return codes;
})();

/** "Canada", "the UK", "New Zealand": a whole country, as an owner types the audience in English; its ISO code, else null. */
export function countryNamed(place: string): string | null {
  return COUNTRY_CODES.get(place.toLowerCase().replace(/^the\s+/, '')) ?? null;
}

const NOT_AN_INDUSTRY = /^(other|none|n\/?a|na|general|misc\w*|various|business|local business|small business|company|services?|products?)$/i;
/** Words ending in -er/-or that are things, not people who do a trade. */
const NOT_A_PERSON = /(water|flower|leather|paper|silver|timber|lumber|butter|copper|rubber|summer|winter|weather|computer|power|poster|cider|beer|other|interior|exterior|color|colour|decor|floor|door|liquor|tutor?ial)$/i;
const BUSINESS_NOUN = /\b(shop|store|studio|salon|clinic|company|agency|firm|practice|center|centre|school|bakery|cafe|café|gallery|boutique|business|service|restaurant|bar|market|gym|spa|hotel|inn|academy|club|farm|brewery|winery|nursery|kennel|daycare|architect|agent|broker|coach|chef|guide|vet|consultant|assistant|mechanic|[a-z]*(?:smith|wright)|[a-z]{3,}(?:er|or|ist|ian))$/i;

/** The activity a trade sells: "groomer" -> "grooming", "photographer" -> "photography". */
const ACTIVITY_OF: [RegExp, string][] = [
  [/grapher$/, 'graphy'],
  [/^designer$/, 'design'],
  [/^florist$/, 'flowers'],
  [/^(piano|guitar|music|art|dance|driving|language|swim|swimming)?teacher$|^instructor$/, 'lessons'],
  [/^consultant$/, 'consulting'],
  [/^translator$/, 'translation'],
  [/^therapist$/, 'therapy'],
  [/^(groom|paint|clean|plann|cater|train|detail|organiz|organis|tailor|tutor|counsel|counsell|inspect|install|coach)(?:er|or)?$/, '$1ing'],
  [/^mover$/, 'moving'],
];
/** Goods a shop sells that take no plural ("furniture store" sells furniture, not furnitures). */
export const UNCOUNTABLE = /^(furniture|clothing|coffee|jewelry|jewellery|equipment|hardware|music|art|software|food|seafood|produce|lighting|flooring|tile|tea|wine|beer|fabric|yarn|pottery|glass|candy|chocolate)$/;

function offeringOf(trade: string): string | null {
  const words = trade.split(' ');
  const last = words[words.length - 1];
  if (/^(shop|store|boutique|market|gallery)$/.test(last) && words.length > 1) {
    const goods = words[words.length - 2];
    return [...words.slice(0, -2), UNCOUNTABLE.test(goods) || /s$/.test(goods) ? goods : `${goods}s`].join(' ');
  }
  for (const [pattern, activity] of ACTIVITY_OF) {
    if (pattern.test(last)) return [...words.slice(0, -1), last.replace(pattern, activity)].join(' ');
  }
  return null;
}

/**
 * An industry the profiles do not know, as the owner typed it: a trade noun ("dog groomer",
 * "flower shop") or what the business offers ("artisan candles", "bike repair"), with the
 * offering a trade implies ("dog grooming", "flowers") when it can be told. Null when the
 * text says nothing usable ("Other", a whole sentence).
 */
export function describeIndustry(industry: string | null | undefined): { trade: string | null; term: string; offering: string | null } | null {
  let phrase = squash((industry ?? '').replace(/[.!]+$/, '')).toLowerCase();
  if (!phrase || NOT_AN_INDUSTRY.test(phrase) || phrase.length > 30 || phrase.split(' ').length > 4 || /[^\p{L}\p{N} &'/-]/u.test(phrase)) return null;
  // "consulting services" -> "consulting", but "IT services" stays whole, and so does "pool service": without "service"
  // an activity still says what is sold, a thing ("pool", "lawn") is everybody's search.
  const stripped = phrase.replace(/\s+services?$/, '');
  if (stripped !== phrase && /[a-z]{4,}/.test(stripped) && /(?:ing|tion|sion|ment|ance|ence|ry|cy)$/.test(stripped)) phrase = stripped;
  const isTrade = BUSINESS_NOUN.test(phrase) && !NOT_A_PERSON.test(phrase);
  return isTrade ? { trade: phrase, term: phrase, offering: offeringOf(phrase) } : { trade: null, term: phrase, offering: phrase };
}

/**
 * The owner's industry as one trade: "VVS / rörmokare" or "Painter or decorator" names alternatives,
 * of which the one the site's title or text uses is what people search ("rörmokare"), else the first; an aside in
 * brackets ("Judoclub (vzw)") left out.
 */
export function ownIndustry(brief: Pick<BusinessBrief, 'industry' | 'site'>): string | null | undefined {
  // An aside in brackets ("Judoclub (vzw)", "Plumbing (licensed)") is no part of what people search.
  const industry = brief.industry ? squash(brief.industry.replace(/\s*[(（][^()（）]*[)）]/gu, '')) || brief.industry : brief.industry;
  const parts = (industry ?? '').split(/\s*\/\s*|\s+or\s+|\s*\|\s*/i).map((part) => squash(part)).filter(Boolean);
  if (parts.length < 2) return industry;
  const site = isSiteContent(brief.site) ? brief.site : null;
  const said = [site?.title, site?.headings[0], site?.text].map((text) => (text ?? '').toLowerCase());
  for (const text of said) {
    const named = parts.filter((part) => text.includes(part.toLowerCase())).sort((a, b) => text.indexOf(a.toLowerCase()) - text.indexOf(b.toLowerCase()));
    if (named.length > 0) return named[0];
  }
  return parts[0];
}

export function gatherFacts(input: BusinessBrief, options: { ruledOut?: readonly string[] } = {}): BusinessFacts {
  const brief = { ...input, industry: ownIndustry(input) };
  const site: SiteContent | null = isSiteContent(brief.site) ? brief.site : null;
  const siteError = brief.site && !isSiteContent(brief.site) ? brief.site.error : null;
  const profile = recogniseIndustry({
    industry: brief.industry,
    schemaTypes: site?.schemaTypes ?? [],
    title: site?.title ?? '',
    description: site?.description ?? '',
    headings: site?.headings.join(' ') ?? '',
    name: brief.businessName,
    language: site?.language ?? 'en',
  });
  const everything = [site?.title, site?.description, site?.text, brief.businessName].filter(Boolean).join(' ');
  // A trade the site sends work to is not the business's: a handyman's "plumbing and gas go to a licensed plumber" made
  // the plan "Your Calgary Plumber". The site's words choose among the trades it does not rule out.
  // Places the site says it does not serve are ruled out with the rest: in no ad line, and a negative keyword each.
  const alsoRuledOut = [...(options.ruledOut ?? []), ...(site?.placesNotServed ?? []).map((place) => place.toLowerCase())];
  const refused = site ? [...ruledOut(site.text, [], { language: site.language, targets: true }), ...alsoRuledOut] : [];
  const guessed = tradeFor(profile, everything, brief.industry, (trade) => refused.some((phrase) => trade.pattern.test(phrase)));
  // With a site to go by, a profile's trade must be one the site or the owner names: a mobile tyre
  // fitter is no "auto repair shop", and its services are not the profile's brakes and oil changes.
  const said = `${everything} ${brief.industry ?? ''}`.toLowerCase();
  const trade = guessed && (!site || mentions(said, guessed.noun) || mentions(said, guessed.search ?? guessed.noun)) ? guessed : null;
  // The owner's own words win over a profile's broad noun: "flower shop" rather than "store".
  const described = trade ? null : describeIndustry(brief.industry);
  const stated = profile.id === 'generic' || described?.trade || (site && described) ? described : null;
  const profileSaid = !site || mentions(said, profile.noun);
  const siteText = (site?.text ?? '').toLowerCase();
  const evidence = gatherEvidence(brief);

  const services = uniqueBy(
    (site?.services ?? [])
      .map(cleanService)
      // English headings in sentence case ("Puncture repair") read as names in headlines: "Puncture Repair".
      .map((service) => (site?.language === 'en' && /^\p{Lu}[\p{Ll}-]*( \p{Ll}+)+$/u.test(service) ? titleCase(service) : service))
      // Too long for a headline: the name without its last qualifying phrase, when two words are left ("Corso teoria della circolazione" → "Corso teoria").
      // An English name joining two offers that no headline holds is the two offers: "Water Tank Installation & Cleaning".
      .flatMap((service) => {
        const parts = site?.language === 'en' && service.length > 30 ? service.split(/\s+(?:and|&)\s+/iu) : [];
        return (parts.length === 2 && distributeJoin(parts[0], parts[1])) || [service];
      })
      .map((service) => (service.length > 30 ? shortServiceName(service) : service))
      .filter((service) => service.length >= 3 && service.length <= 30 && service.toLowerCase() !== brief.businessName.toLowerCase() && !TIER_NAME.test(service))
      // What the site sends elsewhere is no service of its own, though it is listed with a heading's weight ("Le fotografie: io non scatto").
      .filter((service) => !sentElsewhere(service, refused))
      // Nor is a fee, a deposit or a surcharge the site lists with its prices ("Moalboal Marine Park Fee"), a fee-only adviser's own name aside.
      .filter((service) => !(NAMES_A_FEE.test(service) || SURCHARGE.test(service)) || /(?:fee|fees)[- ](?:only|based|free)|(?:flat|fixed|no)[- ]fee/iu.test(service))
      // Nor a warranty's heading alone ("Garancija", "Warranty"): terms, not something anyone buys; nor a page of terms or
      // privacy a builder lists beside the menus ("Όροι συνεργασίας", "Πολιτική απορρήτου", "Datenschutz").
      .filter((service) => !isBareWarranty(service) && !LEGAL_PAGE.test(service)),
  );
  // With nothing read, offer the profile's usual services, those the site mentions first.
  const typical = trade?.services ?? (stated?.offering ? [titleCase(stated.offering)] : profile.id === 'generic' ? [] : profile.defaultServices);
  // A readable site that lists no services: only the usual ones it mentions, else what the owner says it does.
  const mentioned = site ? typical.filter((service) => mentions(said, service)) : typical;
  const offered = site && mentioned.length === 0 && stated?.offering ? [titleCase(stated.offering)] : mentioned;
  const fallback = [...offered].sort((a, b) => Number(mentions(siteText, b)) - Number(mentions(siteText, a)));
  // Towns make good ad text; a whole state ("Texas") is too broad to name as "local".
  const sitePlaces = uniqueBy((site?.places ?? []).map((place) => normaliseCase(place)).filter((place) => place.length <= 25 && !US_STATES.has(place.toLowerCase()) && !FIRST_LEVEL_REGIONS.has(place.toLowerCase())));
  // With no town from the site, the one the owner's audience names ("commuters in Portland").
  const formPlace = sitePlaces.length === 0 ? placeFromAudience(brief.targetAudience) : null;
  // A town the site says it does not serve ("Não atendemos … nem de Santa Catarina", "Keine Kurse in Hamburg oder Lübeck")
  // is no place of its own, unless its own address is there.
  const notServed = (place: string) => refusesPlace(refused, place, site?.contact.address);
  const places = formPlace ? [formPlace] : sitePlaces.filter((place) => !notServed(place));
  const claims: Claim[] = [];
  // Questions are no claims ("Do you offer 24/7 emergency service?" may be answered "No.").
  const lines = (site?.text ?? '').split('\n');
  const claimText = `${site?.description ?? ''} ${lines.filter((line, index) => !isQuestion(line) || YES.test(lines[index + 1] ?? '')).join('\n')}`;
  for (const rule of CLAIM_RULES) {
    const match = claimText.match(rule.pattern);
    if (!match) continue;
    // "15% off repairs" under "Comfort Club Maintenance Plan" is a member's discount, not everyone's.
    if (rule.angle === 'offer' && /%/.test(match[0]) && forMembersOnly(claimText, match.index ?? 0)) continue;
    // A promise about one service ("we fix punctures the same day") is not one about every service.
    const scoped = rule.angle === 'speed' ? serviceScope(claimText, rule.pattern, services) : null;
    if (scoped === undefined) continue;
    const headline = scoped ? `${rule.headline(match).replace(/\s*(Service|Available)$/i, '')} ${scoped}` : rule.headline(match);
    if (scoped && headline.length > 30) continue;
    const sentence = scoped ? `${sentenceCase(headline.toLowerCase())}.` : rule.sentence(match);
    claims.push({ angle: rule.angle, headline, sentence });
  }
  const siteCtas = (site?.callsToAction ?? []).map((cta) => titleCaseIn(cta, site?.language)).filter((cta) => cta.length <= 30 && !/\d{3}/.test(cta) && !/^(shop all|buy now|contact us)$/i.test(cta));
  // "Salon de tatouage", "studio di yoga": the site qualifies the profile's noun, which alone is another business (a hair salon).
  const qualified = site && !trade && !stated && profileSaid ? qualifiedNoun(termFromSite(site, places, brief.businessName), profile.noun) : null;
  return {
    name: squash(brief.businessName),
    shortName: shortenName(brief.businessName, 25, site?.language),
    profile,
    trade: trade?.noun ?? stated?.trade ?? qualified ?? (profile.id === 'generic' || !profileSaid ? null : profile.noun),
    term: trade ? (trade.search ?? trade.noun) : (stated?.term ?? qualified ?? (profile.id === 'generic' || !profileSaid ? (site ? termFromSite(site, places, brief.businessName) : null) : profile.noun)),
    services: services.length > 0 ? services : fallback,
    places,
    placesFromForm: formPlace !== null,
    // A business with a street address or served places is local even if its trade usually is not.
    // So is a shop whose owner targets people in a named town ("flower shop", "families in Denver").
    // An owner's "across Canada" is a market, not a town: a shop that sells to a country is no local business.
    // A shop that says it has no door ("We're online only – there's no shop") is not local for its warehouse's address.
    local: !ONLINE_ONLY.test(site?.text ?? '') && (profile.local || Boolean(site?.contact.address && places.length > 0) || (formPlace !== null && countryNamed(formPlace) === null && profile.id !== 'software')),
    // A rental is booked, not quoted, whatever its trade's profile says ("Fiets huren" is no bike repair).
    // A trade no profile knows ("Elektriker", "Canalizador") is asked for a quote when its site offers one and books nothing.
    quotes: (profile.quotes || (profile.id === 'generic' && quotesNotBooks(site))) && !RENTS.test(`${site?.title ?? ''} ${site?.headings[0] ?? ''}`),
    // A site that offers quotes; else a trade that quotes by habit, on a site that books nothing either (a phone number alone).
    // A studio that books its classes is never asked for a quote.
    offersQuotes: offersQuotes(site, profile.quotes || ['legal', 'accounting', 'software'].includes(profile.id)),
    takesMessages: !site || site.contact.emails.length > 0 || WRITE_TO_US.test(site.text),
    booking: evidence.booking,
    register: site ? siteRegister([site.title ?? '', ...site.headings, site.text, ...site.callsToAction].join('\n'), site.language) : null,
    benefit: trade?.benefit ?? profile.benefit,
    // Speed lines are promises: only where the site backs them (grounding checks each).
    speedLines: (trade?.speedLines ?? profile.speedLines).filter((line) => checkLine(line, evidence).unsupported.length === 0),
    // A fee, a charge or a deposit is what the site costs, not what it sells: "Coperto 2,50 €", "$89 diagnostic fee".
    prices: (site?.prices ?? [])
      .filter((price) => price.amount > 0 && !NAMES_A_FEE.test(price.item ?? '') && !SURCHARGE.test(price.item ?? ''))
      .map((price) => ({
        ...price,
        item: price.item ? cleanService(price.item) : null,
        section: site ? sectionOf(site, price.text) : null,
        // In a language we have no words of, a starting price keeps the site's own "from" ("NT$2,800 起"): the amount
        // alone would say more than the site does (grounding refuses it).
        ...(price.fromWritten && phrasebookFor(site?.language, site?.country) === SITE_WORDS_ONLY ? { text: price.fromWritten } : {}),
      })),
    claims,
    // A profile's usual calls to action only where the site backs them ("Order Online" needs online ordering).
    ctas: uniqueBy([
      ...siteCtas,
      ...(trade?.ctas ?? profile.ctas).filter(
        (cta) =>
          (!QUOTE_CTA.test(cta) || offersQuotes(site, profile.quotes)) &&
          (!/free trial/i.test(cta) || claims.some((claim) => /trial/i.test(claim.headline))) &&
          (!site || namesOnlyWhatSiteSays(cta, said)) &&
          // "Our gowns aren't sold online": a shop's "Shop Now" and "Buy Online Today" would send buyers to a cart there is not.
          !(NOT_SOLD_ONLINE.test(site?.text ?? '') && /\b(shop now|buy now|online)\b/i.test(cta)),
      ),
    ]).filter((cta) => checkLine(cta, evidence).unsupported.length === 0),
    audience: shortAudience(brief.targetAudience),
    description: site?.description ?? null,
    siteReadable: site !== null,
    siteError,
    pagesRead: site?.pages.length ?? 0,
    finalUrl: normaliseUrl(site?.url ?? brief.websiteUrl),
    siteText,
    language: site?.language ?? guessLanguage([brief.businessName, brief.industry, brief.targetAudience].filter(Boolean).join(' '), 2) ?? 'en',
    country: site?.country ?? null,
    alsoRuledOut,
    refused,
  };
}

// A discount for some customers only ("Seniors 65 and over take 10% off", "students save 15%") is no one's offer in an ad.
const MEMBERSHIP = /\b(members?|membership|plan|club|subscri\w*|loyalty|seniors?|pensioners?|students?|veterans?|military|nhs staff|key workers?|over \d{2}s?|\d{2} and over|mitglied\w*|abonnement|abo|adhérent\w*|socio|soci|abbonamento|lid|leden|abonnement)\b/i;
/** The claim's own line or the heading just above it names a plan, club or membership. */
function forMembersOnly(text: string, index: number): boolean {
  const lines = text.slice(0, index).split('\n');
  const own = `${lines.at(-1) ?? ''}${text.slice(index).split('\n')[0]}`;
  return MEMBERSHIP.test(own) || MEMBERSHIP.test(lines.at(-2) ?? '');
}

/**
 * The service a speed promise is about, read from the words right after it ("Same-day puncture
 * repair") or the section it sits in (the line before it, a heading): null when every mention
 * is general, undefined when they name different services (no single headline says it truly).
 */
function shortServiceName(service: string): string {
  const short = service.replace(/\s(?:della|delle|dello|del|dei|degli|di|of|for|der|des|de la|du|de|van|voor|für|da|do|dos|das)\s[^,]*$/iu, '').trim();
  return short !== service && short.split(/\s+/).length >= 2 ? short : service;
}

function serviceScope(text: string, pattern: RegExp, services: readonly string[]): string | null | undefined {
  const lines = text.split('\n');
  const single = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  const stem = (name: string) => (name.split(/\s+/).find((word) => word.length > 3) ?? '').toLowerCase().replace(/(es|s)$/, '').slice(0, 6);
  const nearest = (context: string): string | null => {
    const hits = services.map((name) => ({ name, at: stem(name) ? context.indexOf(stem(name)) : -1 })).filter((hit) => hit.at >= 0);
    return hits.sort((a, b) => a.at - b.at)[0]?.name ?? null;
  };
  const found: (string | null)[] = [];
  lines.forEach((line, index) => {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const match = sentence.match(single);
      if (!match) continue;
      const lower = sentence.toLowerCase();
      found.push(nearest(lower.slice(match.index ?? 0)) ?? nearest(lower) ?? nearest((lines[index - 1] ?? '').toLowerCase()));
    }
  });
  if (found.length === 0 || found.includes(null)) return null;
  return new Set(found).size === 1 ? found[0] : undefined;
}

/** Words any call to action may use: what it asks, not what it sells. */
const CTA_WORDS = new Set('a an the your our us now today online call book order visit schedule get contact reserve request appointment visit service quote estimate free in with for started more learn shop see view ask'.split(' '));

/** A profile's call to action that names an offering ("Book a Tune-Up") only where the site names it too. */
function namesOnlyWhatSiteSays(cta: string, said: string): boolean {
  const offering = cta.toLowerCase().split(/[^\p{L}-]+/u).filter((word) => word && !CTA_WORDS.has(word));
  return offering.every((word) => mentions(said, word));
}

function mentions(siteText: string, phrase: string): boolean {
  return phrase
    .toLowerCase()
    .split(' ')
    .every((word) => siteText.includes(word.replace(/s$/, '')));
}

function uniqueBy(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function normaliseUrl(url: string): string {
  const withScheme = /^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;
  try {
    return new URL(withScheme).toString();
  } catch {
    return 'https://example.com/';
  }
}

function significantWords(text: string): string[] {
  const lower = lowerCaseWords(text).toLowerCase();
  const latin = lower
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !['and', 'the', 'for', 'with'].includes(word))
    .map((word) => word.replace(/(e?s)$/, '').replace(/ie$/, 'y'));
  // Words of scripts with no Latin letters ("カット", "Αλλαγή", "صيانة") are words too; a script written without
  // spaces has words of two characters ("前髪").
  const other = (lower.match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => !/\p{Script=Latin}/u.test(word) && (word.length > 2 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word)));
  return [...latin, ...other];
}

/**
 * The lowest price the site gives for this service, if any: the price's item must name the
 * service (all of its words for products, at least half for services), never a neighbour's price.
 */
/** Goods sold as a lesser kind: samples, ex-display, used, refurbished, seconds, clearance. */
const SECOND_QUALITY = /(?<![\p{L}])(samples?|ex-?samples?|ex-?display|display models?|used|second[- ]hand|pre-?owned|pre-?loved|refurbished|reconditioned|clearance|outlet|seconds|open[- ]box|damaged|last season|occasion|gebraucht|d['’]occasion|usad[oa]s?|usat[oi]|tweedehands)(?![\p{L}])/iu;

/** Taking a thing off or out, in the languages we read: its own job, priced apart from putting it on. */
const TAKING_OFF =
  /(?<![\p{L}])(?:remov(?:e|al|ing)|soak[- ]?off|take[- ]?off|verwijder\p{L}*|entfern\p{L}*|abl[öo]s\p{L}*|retrait|dépose|enlèvement|retir(?:ar|ada|o)|quitar|rimozione|rimuovere|remoção|remover|fjern\p{L}*|borttagning|ta bort|poisto|usuni\p{L}*|zdjęci\p{L}*|odstraněn\p{L}*|odstránen\p{L}*|eltávolítás\p{L}*|îndepărtare)(?![\p{L}])/iu;

export function priceFor(facts: BusinessFacts, service: string): string | null {
  const wanted = significantWords(service);
  const matches = facts.prices.filter((price) => {
    if (!price.item || wanted.length === 0 || !ownMembership(price, service)) return false;
    const item = significantWords(price.item);
    const shared = wanted.filter((word) => item.some((other) => other.startsWith(word) || word.startsWith(other))).length;
    // "Sample rail gowns From £450" is no price of "Gowns" (new ones start at £1,150): a used or ex-display kind's price
    // is no from-price of the whole range.
    if (SECOND_QUALITY.test(price.item) && !SECOND_QUALITY.test(service)) return false;
    // "Alleen gellak verwijderen € 17,50" is the price of taking gel polish off, no from-price of "Gellak".
    if (TAKING_OFF.test(price.item) && !TAKING_OFF.test(service)) return false;
    // Every word of the service in the item, or every word of the item in the service: never a neighbour's price.
    return shared === wanted.length || (item.length > 0 && item.every((word) => wanted.includes(word)));
  });
  if (matches.length === 0) return null;
  return displayPrice(matches.reduce((low, price) => (price.amount < low.amount ? price : low)));
}

/**
 * The price an ad group about one offering may lead with: its own ("Condo Moving From $650"), else one
 * written under the offering's own heading ("3-room flat from $480" under "HDB Moving"); never a
 * neighbour's price. Null when the offering has none.
 */
export function sectionPriceFor(facts: BusinessFacts, service: string): { item: string; price: string; written: BusinessFacts['prices'][number] } | null {
  const wanted = significantWords(service);
  if (wanted.length === 0) return null;
  const under = facts.prices.filter((price) => {
    if (!price.item || !price.section || !ownMembership(price, service)) return false;
    const section = significantWords(price.section);
    return wanted.every((word) => section.some((other) => other.startsWith(word) || word.startsWith(other)));
  });
  if (under.length === 0) return null;
  const [first] = under;
  // "Fast pris 1 490 kr" under "Byte av blandare": a price with no name of its own is the section's.
  return { item: PRICE_ONLY.test(first.item as string) ? service : (first.item as string), price: displayPrice(first), written: first };
}

/** An item that only says it is a price ("Fast pris", "Fixed price", "Festpreis", "Prix forfaitaire"). */
const PRICE_ONLY = /^(?:(?:fast|fixed|flat|fest|set|hourly|fixe|forfaitaire|fisso|fijo|fixo|stały|vast)\s+)?(?:price|pris|preis|prix|prezzo|precio|preço|cena|prijs|rate|tarif\w*|pauschalpreis|festpreis|timpris|forfait)(?:\s+(?:fixe|fisso|fijo|fixo|forfaitaire))?$/iu;

/** The heading just above the page line that holds a price as written; null when the price is not found in the text. */
function sectionOf(site: SiteContent, priceText: string): string | null {
  const headings = new Set(site.headings.map((heading) => heading.toLowerCase()));
  for (const page of site.pageTexts ?? [{ url: site.url, text: site.text }]) {
    const lines = page.text.split('\n');
    // "28 €/m²" is written "28 € al m²": the amount as written finds its line.
    const written = priceText.replace(/\/[\p{L}²]+$/u, '');
    const at = lines.findIndex((line) => line.includes(written));
    if (at < 0) continue;
    for (let index = at - 1; index >= 0 && index >= at - 8; index--) {
      if (headings.has(lines[index].trim().toLowerCase())) return lines[index].trim();
    }
    return null;
  }
  return null;
}

/**
 * A club's or a subscription's fee for a period is the price of the membership only: "Large Plant Club £35/month" is
 * no price of large plants ("Large Plants From £35/month" is false), so it goes only with an offering named a club,
 * a membership or a subscription.
 */
function ownMembership(price: BusinessFacts['prices'][number], service: string): boolean {
  return price.kind !== 'membership' || namesMembership(service);
}

export function lowestPrice(facts: BusinessFacts): string | null {
  const named = facts.prices.filter((price) => price.item !== null && price.kind !== 'membership');
  return named.length > 0 ? displayPrice(named.reduce((low, price) => (price.amount < low.amount ? price : low))) : null;
}

/**
 * A price as the site writes it, for ad text: its own symbol, order and separators ("£55", "28 €",
 * "1.200 €", "€ 95", "$24.00 CAD"), without empty cents. A code the site does not write is not added: "$95" on an
 * Australian site is Australian dollars to the Australians the ad is shown to.
 */
export function displayPrice(price: { text: string; currency: string }): string {
  return price.text
    .replace(/^(from|starting at|only|ab|dès|à partir de|desde|da|vanaf|a partir de|fra|från)\s+/iu, '')
    .replace(/([.,])00(?=\D|$)/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const NAMES_A_FEE =
  /(?<![\p{L}])(fees?|charges?|deposit|surcharge|storno|\p{L}*kosten|\p{L}*gebühre?n?|inschrijfgeld|anzahlung|aanbetaling|caparra|spesen\p{L}*|poplat(?:ek|ky|ku|ok)|stornopoplatek|coperto|borg|kaution|caution|cauzione|depósito|fianza|seña|sinal|caução|acompte|depositum|vakuus|kaucja|zaliczka|záloh\p{L}*|wpisowe|zápisné|taxa de inscrição|inscrição anual|cuota de inscripción|matrícula anual|frais d['’]inscription|quota (?:di iscrizione|associativa)|registration fee|joining fee|kapora|depozito|uang muka|đặt cọc|предоплата|залог|депозит|προκαταβολή|عربون|פיקדון|מקדמה|polog|jamčevina|yuran|caj|tambah nilai|top-?up|sõidukulu|sõidutasu|kilometraža|kilometerpauschale|kilometergeld|внесок|застава)(?![\p{L}])|มัดจำ|押金|订金|訂金|保証金|預り金|보증금|註冊費|注册费|報名費|报名费|按金|手續費|手续费|行政費|行政费|附加費|附加费|入会金|手数料|등록비|수수료/iu;

/**
 * A surcharge note ("long hair +$10", "+¥1,100 for long hair", "Aufpreis für langes Haar", "※ロングヘアの方は＋1,100円",
 * "Elk lid betaalt daarnaast de jaarlijkse vergunning"): what an option or a membership adds to a price, never a
 * service or a price line of its own.
 */
/** A worked example of a price ("Exemplo: tratamento de 2.900 € em 24 prestações…", "Beispiel: …"): an illustration, never ad copy. */
export const WORKED_EXAMPLE = /^(?:exemplo|example|e\.\s?g\.|for example|beispiel|zum beispiel|ejemplo|por ejemplo|esempio|ad esempio|voorbeeld|bijvoorbeeld|exemple|par exemple|por exemplo|przykład|příklad|esimerkki|eksempel|exempel)\s*[:：,]/iu;

export const SURCHARGE =
  /(?<![\p{L}])(?:pays?|paid|betaalt|betalen|zahlt|zahlen|paie|payez|paga|pagan|pagano|paghi|betaler|betalar|maksaa|płaci|platí|fizet|plătește|plaća|плаћа|πληρώνει)\s+(?:\p{L}+\s+)?(?:daarnaast|bovendien|additionally|in addition|on top|zusätzlich|außerdem|en plus|además|aparte|inoltre|in più|dessutom|desuden|i tillegg|lisäksi|dodatkowo|navíc|továbbá|suplimentar|dodatno|επιπλέον)(?![\p{L}])|(?<![\p{L}])(surcharge|extra charge|additional charge|aufpreis|zuschlag|supplément|majoration|acresce\p{L}*|acréscimo|recargo|maggiorazione|sovrapprezzo|supplemento|toeslag|meerprijs|dopłata|tillägg|tillæg|tillegg|příplatek|felár|ek ücret|доплата|надбавка|phụ thu|biaya tambahan)(?![\p{L}])|追加料金|別途|加算|加收|추가 ?요금|رسوم إضافية|(?:^|\s)[+＋]\s?(?:[¥￥$£€₩₹₺₫]|\d)|[+＋]\s?\d[\d,.]*\s?(?:円|元|원)|^※/iu;

/** A site's legal pages by their names, in the languages sites are written in. */
const LEGAL_PAGE =
  /(?<![\p{L}])(?:privacy(?:\s+policy)?|cookie\s+policy|terms(?:\s+(?:and|&)\s+conditions|\s+of\s+(?:service|use|business))?|impressum|datenschutz\p{L}*|agb|mentions\s+légales|cgv|conditions\s+générales\p{L}*|aviso\s+legal|política\s+de\s+(?:privacidad|privacidade|cookies)|privacybeleid|algemene\s+voorwaarden|polityka\s+prywatności|regulamin|όροι(?:\s+\p{L}+)?|πολιτική\s+απορρήτου|απόρρητο|gizlilik\p{L}*|kvkk|politica\s+de\s+confidențialitate|termeni\s+și\s+condiții|uslovi\s+\p{L}+|politika\s+privatnosti|integritetspolicy|privatlivspolitik|personvern\p{L}*|tietosuoja\p{L}*|ochrana\s+osobních\s+údajů|adatvédelm\p{L}*)(?![\p{L}])/iu;

/** A line that is only a legal page's name ("Πολιτική απορρήτου", "Terms & Conditions"): a footer link, never ad copy. */
export function namesLegalPage(text: string): boolean {
  const match = text.trim().match(LEGAL_PAGE);
  return match !== null && match[0].length >= text.trim().replace(/[.:]+$/u, '').length;
}

const RENTS = /(?<![\p{L}])(rental|rentals|rent|huren|verhuur|mieten|vermietung|louer|alquiler|alquilar|noleggio|noleggiare|aluguer|alugar)(?![\p{L}])/iu;

/** A business that works at a distance and says it takes clients anywhere ("working remotely with clients worldwide"). */
export function worksRemotelyWorldwide(text: string): boolean {
  return /\b(clients|customers) (worldwide|around the world|all over the world|anywhere in the world)\b|\bremotely?\b[^.]{0,60}\b(worldwide|anywhere in the world|around the world)\b/i.test(text);
}

/**
 * What the site calls its trade, from its main heading or a part of its title that ends on its town:
 * "Fiets huren in Amsterdam" -> "Fiets huren", "Solar panels and batteries for Adelaide homes" ->
 * "Solar panels"; never the business's own name.
 */
export function termFromSite(site: Pick<SiteContent, 'headings' | 'title'> & { language?: string | null }, places: readonly string[], businessName: string): string | null {
  const name = businessName.toLowerCase();
  for (const line of [site.headings[0], ...(site.title?.split(/\s+[|–—]\s+/) ?? [])]) {
    for (const place of places.slice(0, 10)) {
      if (!line || !place) continue;
      const first = place.split(' ')[0];
      const town = escapeRegExp(first);
      // A town of several words ends a title whole ("Huduma ya Kuvuta Magari Dar es Salaam").
      const whole = escapeRegExp(place);
      // In a language that declines a town after "in" ("у Львові", "w Krakowie", "v Praze"), its first letters and an ending.
      // (Cut from the name as written, then escaped: a cut escape, "VG\\" of "VG)", is no pattern.)
      const declined = `${escapeRegExp([...first].slice(0, Math.max(3, [...first].length - 2)).join(''))}\\p{L}{0,4}`;
      // "X in Town", "X for Town homes", or a title part that ends on the town ("Solar Panels & Batteries Adelaide").
      const match = line.match(
        new RegExp(`^(.{4,40}?)\\s+(?:(?:in|for|near|à|en|a|em|im|bij|te|aus)\\s+${town}(?![\\p{L}])|(?:у|в|во|w|we|v|ve|u|na|на)\\s+${declined}(?![\\p{L}])|(?:${town}|${whole})\\s*$)`, 'iu'),
      );
      // "Ihre Reinigungsfirma in Zürich", "Your plumber in Leeds": the trade, not whose it is.
      // "ورشة سيارات في الرياض": the town's own preposition, in any language, is no part of the trade.
      const term = match ? withoutHangingEnd(squash(match[1].replace(/^(?:your|ihre?|dein[e]?|votre|vos|tu|su|il vostro|la vostra|uw|jouw|seu|sua|twój|wasz)\s+/iu, '').replace(/\s*&\s*/g, ' and ').replace(/[\s,;:.]+$/, '')), site.language) : null;
      if (!term || term.split(' ').length > 4) continue;
      if (term && !term.toLowerCase().includes(name) && !name.includes(term.toLowerCase())) return firstOfList(term);
    }
  }
  return null;
}

/** The site's term when it is the profile's noun qualified by "de", "di", "of" ("Salon de tatouage"), lower case. */
function qualifiedNoun(term: string | null, noun: string): string | null {
  if (!term) return null;
  const match = term.match(/^(\p{L}+)\s+(?:de|di|da|du|des|del|van|of|för|för)\s+\p{L}+/iu);
  return match && match[1].toLowerCase() === noun.toLowerCase() ? lowerCaseWords(term) : null;
}

/** A shop that says it sells nothing online: it is visited (by appointment, in store), never bought from on the site. */
const NOT_SOLD_ONLINE =
  /\b(?:(?:are|is)(?:n['’]t|\s+not)\s+(?:sold|available(?:\s+to\s+buy)?|for\s+sale)\s+online|(?:do|does)(?:n['’]t|\s+not)\s+sell\s+(?:\p{L}+\s+){0,2}online|no\s+online\s+(?:shop|store|sales|orders|ordering)|(?:in[- ]store|in[- ]person)\s+only)\b/iu;

/** Words for a quote or an estimate, in the languages the phrasebooks speak. */
const OFFERS_QUOTES = /(?<![\p{L}])(quotes?|quotations?|estimates?|orçamentos?|orcamentos?|presupuestos?|cotizaci[oó]n(es)?|devis|preventiv[oi]|angebots?|kostenvoranschlag|offert\p{L}*|tilbud|prisoverslag|wycen[aęy]|kosztorys\w*)(?![\p{L}])/iu;
const QUOTE_CTA = /\b(quote|estimate)\b/i;
/** Words for booking a time: a class, a table, an appointment. */
const BOOKS = /(?<![\p{L}])(book(ing)?|schedule|reserv\w*|agend[ae]\w*|marque|prenot\w*|boek\w*|buchen|termin\w*|umów|zarezerwuj|rezerwacj\w*|réserv\w*|boka|bestil tid|bestill time)(?![\p{L}])/iu;

/** A site that offers quotes and books nothing: its ads ask for a quote, never for a time. */
function quotesNotBooks(site: SiteContent | null): boolean {
  if (!site) return false;
  const text = `${site.text} ${site.callsToAction.join(' ')}`;
  return OFFERS_QUOTES.test(text) && !BOOKS.test(text);
}

function offersQuotes(site: SiteContent | null, habit: boolean): boolean {
  if (!site) return habit;
  const text = `${site.text} ${site.callsToAction.join(' ')}`;
  return OFFERS_QUOTES.test(text) || (habit && !BOOKS.test(text));
}

/** Whether the business is asked for a quote (a trade, a lawyer) rather than booked or bought from. */
export function asksForQuotes(facts: Pick<BusinessFacts, 'quotes' | 'profile'>): boolean {
  return facts.quotes || ['legal', 'accounting', 'software'].includes(facts.profile.id);
}

/** The site's own booking words ("Prenota un tavolo", "Reserveer online"): better than a phrasebook's "appointment". */
export function siteBookingCtas(facts: Pick<BusinessFacts, 'ctas'>): string[] {
  return facts.ctas.filter((cta) => /^(book|reserv|prenot|boek|buch|réserv|marca|agend|umów|zarezerw)/iu.test(cta));
}

/** A way to write to the business: "WhatsApp", a form, "e-mail", "schreiben Sie uns", "skriv til os". */
const WRITE_TO_US =
  /(?<![\p{L}])(whats ?app|e-?mail|contact form|message us|send us a message|write to us|formulier|formulaire|formulario|formulário|modulo|kontaktformular|formularz|formulär|formular|schreiben sie|écrivez|escr[ií]benos|scrivici|stuur ons|envie-nos|napisz|skriv till oss|skriv til os|skriv til oss)(?![\p{L}])/iu;

/**
 * The phrasebook's ways to ask: a quote first (only where the site offers quotes), a message last (only
 * where the site takes messages; else `callUs`, which grounding keeps only where the site gives a phone).
 */
export function askLinesFor(facts: Pick<BusinessFacts, 'offersQuotes' | 'takesMessages'>, lines: readonly string[], callUs?: string): string[] {
  const fromQuote = facts.offersQuotes ? lines : lines.slice(1);
  if (facts.takesMessages || lines.length < 4) return [...fromQuote];
  return [...fromQuote.slice(0, -1), ...(callUs ? [callUs] : [])];
}

/** A line asking for a quote fits only where the site offers quotes or estimates (a booked studio or a table is not quoted). */
export function quoteFits(facts: Pick<BusinessFacts, 'offersQuotes'>): boolean {
  return facts.offersQuotes;
}

/**
 * A package's name alone ("Essentials", "Premium", "Gold"): a tier of what is sold, not something anyone searches for;
 * as an ad group it bids on "business" and "premium near me".
 */
const TIER_NAME = /^(basic|basics|standard|premium|pro|plus|essentials?|business|starter|advanced|enterprise|gold|silver|bronze|platinum|deluxe|ultimate|complete|lite|elite|professional|básico|estándar|basique|essentiel|intégral|basis|komfort|base|avanzato)$/iu;

/** "a plumber", "an injury lawyer", "an HVAC company" */
export function withArticle(noun: string): string {
  if (noun === 'software') return 'a software product';
  if (/^(HVAC|FBI|MRI|SUV|LLC|NDA)\b/.test(noun)) return `an ${noun}`;
  return /^[aeiou]/i.test(noun) && !/^(uni|use|eu|one)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/**
 * What people look for, in running text: the search term when it is an activity or product
 * ("bike repair", "artisan candles"), else the trade with its article ("a dentist").
 */
export function lookingFor(facts: BusinessFacts): string {
  if (facts.term && facts.term !== facts.trade) return lowerCaseWords(facts.term);
  if (facts.trade) return withArticle(lowerCaseWords(facts.trade));
  return 'a local business';
}

/** A service the site's rule-outs name: the same words (an article aside), or a rule-out of two words or more inside its name. */
/** A service the site sends elsewhere or refuses ("Boarding:" under "Friends we send people to"), by what `ruledOut` read. */
/**
 * A town the site says it does not serve ("Não atendemos … nem de Santa Catarina", "Keine Kurse in Hamburg oder Lübeck"),
 * for ad text and targeting alike, unless its own address is there.
 */
export function refusesPlace(refused: readonly string[], place: string, address: string | null | undefined): boolean {
  const town = place.toLowerCase();
  if ((address ?? '').toLowerCase().includes(town)) return false;
  // Turkish and Hungarian say "to" with a suffix, the town first: "Avrupa ülkelerine taşımacılık", "KKTC'ye".
  const suffixed = new RegExp(`^${escapeRegExp(town)}(?:['’]\\p{L}+|\\p{Ll}{0,4}\\s+(?:ülke\\p{L}*|il\\p{L}*|şehir\\p{L}*|megyé\\p{L}*|város\\p{L}*))`, 'iu');
  // "Kurse in Hamburg", "der Landkreis München": a short phrase that ends on the town refuses the town.
  return refused.some((phrase) => phrase === town || suffixed.test(phrase) || (phrase.split(/\s+/).length <= 4 && new RegExp(`\\s${escapeRegExp(town)}$`, 'iu').test(phrase)));
}

export function sentElsewhere(service: string, refused: readonly string[]): boolean {
  // (An item's label keeps no colon: "Boarding:" is "boarding".)
  const name = service
    .toLowerCase()
    .replace(/\s*[:：]\s*$/u, '')
    .replace(/^(?:l['’]|(?:the|a|an|le|la|les|il|lo|gli|i|el|los|las|o|os|as|der|die|das|de|het|een)\s+)/u, '');
  // A list every item of which is sent elsewhere ("Motor, scooter en bromfiets").
  const items = name.split(/\s*(?:,|\/|&|\s(?:and|or|en|of|et|ou|y|o|und|oder|e|i|och|og)\s)\s*/u).filter(Boolean);
  if (items.length > 1 && items.every((item) => refused.includes(item.replace(/\s*\([^)]*\)/gu, '')))) return true;
  return refused.some((phrase) => phrase === name || (/\s/.test(phrase) && saysWords(name, phrase)));
}
