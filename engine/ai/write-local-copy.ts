import { type BusinessBrief, type CampaignPlan, isSiteContent, LAUNCH_VARIANTS, type PlannedCampaign, type ResponsiveSearchAdPlan } from '../../schema/ai-plan';
import { adTextLength, GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { bookingLevel, bookingLines } from './booking';
import { type Angle, askLinesFor, asksForQuotes, type BusinessFacts, brandLabel, NAMES_A_FEE, namesLegalPage, ownIndustry, priceFor, SURCHARGE, sectionPriceFor, siteBookingCtas, termFromSite, WORKED_EXAMPLE } from './business-facts';
import { chooseKeywords, type KeywordFocus } from './choose-keywords';
import { cutAtWordBoundary, formatUsd, joinItems, pathSegment, squash } from './fit-text';
import { isQuestion, negationIn, withoutAsked } from './ground-claims';
import { type Phrasebook, phrasebookFor, SITE_WORDS_ONLY } from './phrasebook';
import { isRefusedItem } from './ruled-out-sections';
import { splitBudget } from './split-budget';
import { positionsOf, variantLayout } from './variant-layout';
import { cutMidThought, pointsElsewhere, type WeakLineContext, weakHeadline, weakLineContext } from './weak-lines';
import { uniqueFitting } from './write-ad-copy';

/**
 * The offline strategist in the site's own language (German, French, Spanish, Italian, Dutch,
 * Portuguese): ads built from what the site says in its own words (its services, towns, prices as
 * written, short phrases of its headings and sentences) joined by the phrasebook's few words and
 * calls to action. Nothing is translated, so nothing is lost or invented in translation.
 */

const HEADLINE_MAX = GOOGLE_ADS_LIMITS.headline.maxLength;
const DESCRIPTION_MAX = GOOGLE_ADS_LIMITS.description.maxLength;
const ANGLES: Angle[] = ['local', 'price', 'trust', 'speed', 'offer'];

/** Words that mark a phrase as proof (years, qualifications), in the languages we write. */
const TRUST = /(seit|depuis|desde|dal|sinds|since)\s+(19|20)\d{2}|\d+\s*(jahre|ans|años|anni|jaar|anos|years)|meister|diplom|zertifi|certifi|qualifi|erkend|registered|familie|famille|familia|famiglia|família|ervaring|expérience|experiencia|esperienza|experiência|anni di|jaar voor|más de|plus de|mehr als|oltre|meer dan|mais de/iu;

type Intent = 'book' | 'ask' | 'shop';

interface LocalContext {
  facts: BusinessFacts;
  pb: Phrasebook;
  intent: Intent;
  /** Short phrases of the site (headings, clauses) fit for headlines, proof first. */
  phrases: string[];
  /** Whole sentences of the site fit for descriptions, proof first. */
  sentences: string[];
  siteCtas: string[];
  place: string | null;
  /** What searchers call the business's trade, from the form or the site's title ("Toelettatura per cani"). */
  term: string | null;
  /** What tells a weak headline (`weak-lines.ts`). */
  weak: WeakLineContext;
}

function mentionsAny(text: string, anchors: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return anchors.some((anchor) => anchor.length >= 4 && lower.includes(anchor));
}

/** Scripts written without spaces, whose full stop is "。" (Japanese, Chinese). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A clause as a sentence: "795 kr." already ends with its abbreviation's full stop; Japanese and Chinese end with "。". */
function sentence(text: string): string {
  if (/[.!?。！？]$/u.test(text)) return text;
  return CJK.test(text) ? `${text}。` : `${text}.`;
}

function sentenceCase(text: string): string {
  const clean = squash(text);
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** A shop is shopped; a business is booked only where its site books (a walk-in tailor is asked, not booked). */
function intentOf(facts: BusinessFacts): Intent {
  if (facts.profile.id === 'retail') return 'shop';
  return asksForQuotes(facts) || bookingLevel(facts.booking) === 'none' ? 'ask' : 'book';
}

/** An ordinal's full stop before a word in lower case ends nothing: "a XIII. kerületben", "den 3. juni". */
const ORDINAL_STOP = String.raw`(?<=(?<![\p{L}\p{N}])(?:[IVXLCDM]+|\d{1,2})\.)\s+\p{Ll}`;
/** Full stops of scripts that have their own: the danda of Devanagari, Bengali and Gurmukhi ("।", "॥"), Urdu's "۔". */
const OTHER_STOPS = '।॥۔';
/** A sentence ends at "." or "!", not after a title ("por Dra. Carolina Mendes", "Dr. Weber") nor an ordinal. */
const SENTENCE_END = new RegExp(String.raw`(?<!\b(?:Dr|Dra|Drs|Mr|Mrs|Ms|St|Sr|Sra|Prof|Ing|Hr|Fr|inkl|exkl|incl|excl|inkl|ca|approx|tel|nr|bzw|ggf|usw|ecc|etc|max|min|cca|napr|resp|tzv|pribl|zzgl|zuzügl|evtl|vgl|bzgl|bspw|env|aprox|bijv|escl)\.)(?<!(?:^|[\s(])\p{L}\.)(?<=[.!${OTHER_STOPS}])(?!${ORDINAL_STOP})\s+|(?<=[。！])\s*|\n+`, 'u');
const FULL_STOP_AT_END = new RegExp(`[.!。！${OTHER_STOPS}]$`, 'u');
/** Where a clause ends within a sentence: not after a title, an abbreviation ("Dr.", "inkl. moms", "ca.") or an ordinal, nor at a label's colon ("Taux horaire : 180 $"). */
const CLAUSE_END = new RegExp(
  // Nor after "max." or a lone letter's full stop: "(max. 6 jazdcov)", a legal form "o. z.", "s. r. o.", initials.
  String.raw`(?<!\b(?:Dr|Dra|Drs|Mr|Mrs|Ms|St|Sr|Sra|Prof|Ing|Hr|Fr|inkl|exkl|incl|excl|ca|approx|tel|nr|bzw|ggf|usw|ecc|etc|max|min|cca|napr|resp|tzv|pribl|zzgl|zuzügl|evtl|vgl|bzgl|bspw|env|aprox|bijv|escl))(?<!(?:^|[\s(])\p{L})(?:[.!${OTHER_STOPS}](?!${ORDINAL_STOP})|;|:(?!\s*\d))(?=\s|$)\s*|[。！；]\s*|\s[–—-]\s`,
  'u',
);

/** A note on tax with no price in it ("Nejsem plátce DPH", "All prices include VAT"): how prices are billed, no reason to come. */
const TAX_NOTE = /(?<![\p{L}])(?:vat|gst|hst|pst|qst|dph|mwst|ust|iva|tva|btw|moms|alv|áfa|kdv|ddv|pdv|ддс|пдв|ндс|φπα|sales tax)(?![\p{L}])/iu;

/** When a business is closed ("W niedziele i święta nieczynne", "Domingos cerrado") is no reason to come. */
const CLOSED = /(?<![\p{L}])(closed|geschlossen|fermé|fermée|cerrado|chiuso|gesloten|fechado|nieczynn[aey]|zamknięt[aey]|stängt|stängd|lukket|stengt)(?![\p{L}])/iu;

/** Clauses and sentences of the site that say something: not negations, questions, contacts or lists of links. */
function usableText(brief: BusinessBrief): { phrases: string[]; sentences: string[] } {
  const site = isSiteContent(brief.site) ? brief.site : null;
  if (!site) return { phrases: [], sentences: [] };
  const sources = [site.description ?? '', ...site.headings, ...(site.pageTexts ?? [{ url: site.url, text: site.text }]).map((page) => page.text)].map((source) => withoutAsked(source, site.questions));
  const sentences = new Set<string>();
  const phrases = new Set<string>();
  // A town is named alone too: "Bornova halı yıkama" names "Bornova, İzmir".
  const anchors = [...site.services, ...site.places, ...site.places.flatMap((place) => place.split(/,\s*/))].map((text) => text.toLowerCase());
  // A fee ("Coperto 2,50 €", a deposit) is what a visit costs, not a reason to come; the label of an item of a section
  // that lists what the business does not do ("Sonntage und Feiertage: …" under "Was wir nicht machen") is not its offer.
  const negation = negationIn(site.language);
  const refused = isRefusedItem(sources.join('\n'), site.language);
  const ok = (text: string) => !refused(text) && !pointsElsewhere(text) && !negation.test(text) && !CLOSED.test(text) && !namesLegalPage(text) && !NAMES_A_FEE.test(text) && !SURCHARGE.test(text) && !WORKED_EXAMPLE.test(text) && !(TAX_NOTE.test(text) && !/\d/.test(text)) && !/[?？@]|\d{3}[\s.-]?\d{3}|https?:|www\./.test(text) && /(?:\p{L}\p{M}*){3}/u.test(text);
  for (const source of sources) {
    // A FAQ's question is the customer's words, every sentence of it ("O meu filho tem 5 anos. Pode fazer uma aula?").
    const statements = source
      .split('\n')
      .filter((line) => !isQuestion(line.trim()))
      .join('\n');
    for (const sentence of statements.split(SENTENCE_END)) {
      const clean = squash(sentence);
      if (!ok(clean)) continue;
      // A script written without spaces says as much in fewer characters ("縮毛矯正が自然で…"), and has no words to count.
      const spaceless = CJK.test(clean);
      if (clean.length >= (spaceless ? 12 : 25) && adTextLength(clean) <= DESCRIPTION_MAX && FULL_STOP_AT_END.test(clean)) sentences.add(clean);
      // A heading or clause is a headline when it is part of a real sentence or names a service, a town or a proof.
      const sentenceLike = FULL_STOP_AT_END.test(clean);
      for (const clause of clean.split(CLAUSE_END)) {
        const phrase = squash(clause).replace(/[。！।॥۔]$/u, '');
        if (phrase.length < (spaceless ? 5 : 8) || adTextLength(phrase) > HEADLINE_MAX || (!spaceless && phrase.split(' ').length < 2) || !ok(phrase) || /^\d/.test(phrase)) continue;
        if (sentenceLike || TRUST.test(phrase) || mentionsAny(phrase, anchors)) phrases.add(sentenceCase(phrase));
      }
    }
  }
  const proofFirst = (items: Set<string>) => [...items].sort((a, b) => Number(TRUST.test(b)) - Number(TRUST.test(a)));
  return { phrases: proofFirst(phrases), sentences: proofFirst(sentences) };
}

/** The trade as searchers say it: the owner's industry, else the site's title or main heading before "in Town". */
function tradeTerm(brief: BusinessBrief, place: string | null): string | null {
  const industry = squash(ownIndustry(brief)?.trim() ?? '');
  if (industry && industry.split(/\s+/).length <= 4) return industry;
  // "Servis električnih trotineta i e-bicikala": a trade of two things is searched by the first ("servis električnih trotineta").
  const first = industry.split(/\s*[,&+/]\s*|\s(?:and|und|et|y|e|en|i|och|og|ja|és|și|и|і|та|και|ve|a|oraz)\s/iu)[0];
  if (first && first !== industry && first.split(/\s+/).length >= 2 && first.split(/\s+/).length <= 4) return first;
  const site = isSiteContent(brief.site) ? brief.site : null;
  // The campaign's town first, then the others the site names: a title may end on the city ("… Dar es Salaam") while
  // the plan's town is a district of it.
  return site && place ? termFromSite(site, [place, ...site.places.filter((other) => other !== place)], brief.businessName) : null;
}

/** The site's description when it fits, else its first sentence or clause that does: never a sentence cut mid-way. */
function wholeClauses(description: string | null): string[] {
  if (!description) return [];
  if (description.length <= DESCRIPTION_MAX) return [description];
  const first = description.split(/(?<=[.!])\s+/)[0];
  if (first.length <= DESCRIPTION_MAX) return [first];
  const clause = description.split(/:\s|\s[–—-]\s/)[0];
  return clause.length <= DESCRIPTION_MAX && clause.length >= 15 ? [`${clause.replace(/[.,;]+$/, '')}.`] : [];
}

/**
 * Services named in running text: mid-sentence they lose the capital a heading gave them ("Hamulce i
 * zawieszenie" → "hamulce i zawieszenie"), except in German, whose nouns keep theirs, and acronyms;
 * names that hold the "and" already are listed with commas alone ("A i B, C i D, E"), not "A i B i C", and so
 * are the names of a language with no word of ours for "and", with its own comma ("A، B، C").
 */
function listOf(items: readonly string[], and: string, language: string, atStart: boolean): string {
  const inText = items.map((item, index) => (language === 'de' || (atStart && index === 0) || /^\p{Lu}{2}/u.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1)));
  if (inText.length <= 1) return inText.join('');
  const joined = new RegExp(`\\s${and}\\s`, 'iu');
  if (!/\p{L}/u.test(and) || inText.some((item) => joined.test(item))) return joinItems(inText, language);
  return `${joinItems(inText.slice(0, -1), language)} ${and} ${inText[inText.length - 1]}`;
}

function angleHeadlines(ctx: LocalContext, service: string | null, angle: Angle, variant: number): (string | null | false)[] {
  const { facts, pb, place } = ctx;
  const S = service ?? ctx.term;
  const otherPlaces = facts.places.filter((known) => known !== place && !place?.startsWith(known) && !known.startsWith(place ?? '\u0000'));
  const price = service ? priceFor(facts, service) : null;
  // An offering with no price of its own leads with one written under its heading, never a neighbour's.
  const neighbour = facts.prices.find((known) => known.item && known.item !== service);
  const own = service && !price ? sectionPriceFor(facts, service) : null;
  const anyPrice = service && !price ? (own ? { ...own.written, item: own.item } : undefined) : neighbour;
  const trust = ctx.phrases.filter((phrase) => TRUST.test(phrase));
  const other = ctx.phrases.filter((phrase) => !TRUST.test(phrase));
  switch (angle) {
    case 'local':
      // A town the site serves is named with what is sold there ("Zahnarzt in Mariahilf"), never alone.
      return [
        S && place && pb.inPlace(S, place),
        ctx.term && place && S !== ctx.term && pb.inPlace(ctx.term, place),
        ...otherPlaces.slice(0, 2).flatMap((town) => [S && pb.inPlace(S, town), ctx.term && S !== ctx.term && pb.inPlace(ctx.term, town)]),
        place && pb.inPlace(facts.shortName, place),
      ];
    case 'price':
      return [S && price && pb.fromPrice(S, price), anyPrice?.item ? pb.fromPrice(sentenceCase(anyPrice.item), displayOf(anyPrice)) : null, ...askLines(ctx).slice(0, 1)];
    case 'trust':
      return [...trust.slice(0, 2), facts.shortName, other[variant % Math.max(1, other.length)] ?? null];
    case 'speed': {
      // The site's own booking words ("Prenota un tavolo", "Reserveer online") over the phrasebook's appointment; no
      // booking where the site books nothing or takes walk-ins, and its free times only where it books online.
      const book = bookingLines(ctx.pb.ctas.book, 2, facts.booking);
      // Nothing to book: the easiest step is a message or a call, a line the offer's variant does not open with.
      if (book.length === 0) return askLines(ctx).slice(1).reverse();
      return siteBooking(ctx).length > 0 ? [...siteBooking(ctx), ...book.slice(2)] : [...book.slice(0, 2), ...ctx.siteCtas.slice(0, 1)];
    }
    case 'offer':
      return [...ctx.siteCtas, ...(ctx.intent === 'shop' ? ctx.pb.ctas.shop : askLines(ctx)).slice(0, 2)];
    case 'audience':
      return [];
  }
}

/** Asking for a quote only where the site offers quotes; a studio, a restaurant or a rental is booked, not quoted. */
function askLines(ctx: LocalContext): string[] {
  return askLinesFor(ctx.facts, ctx.pb.ctas.ask, ctx.pb.callUs);
}

function siteBooking(ctx: LocalContext): string[] {
  return siteBookingCtas({ ctas: ctx.siteCtas });
}

function displayOf(price: { text: string; currency: string }): string {
  return price.text.replace(/([.,])00(?=\D|$)/, '').trim();
}

function supportingHeadlines(ctx: LocalContext, service: string | null, variant: number): (string | null | false)[] {
  const { facts, pb } = ctx;
  const others = facts.services.filter((item) => item !== service).slice(0, 4);
  // Last, the business's other services where it works ("Tosatura completa a Bologna"): grounded, and each a search.
  const othersInPlace = ctx.place ? others.map((other) => pb.inPlace(other, ctx.place as string)) : [];
  const pool = [service, facts.shortName, ...others, ...ctx.phrases.slice(0, 8), ...pb.ctas.visit, ctx.term, ...othersInPlace];
  const shift = pool.length > 0 ? (variant * 3) % pool.length : 0;
  return [...pool.slice(shift), ...pool.slice(0, shift)];
}

function angleDescriptions(ctx: LocalContext, service: string | null, angle: Angle, variant: number): (string | null | false)[] {
  const { facts, pb, place } = ctx;
  const services = facts.services.slice(0, 3);
  const booking = siteBooking(ctx)[0];
  const bookClosers = bookingLines(pb.closers.book, 1, facts.booking);
  // Asking for a quote only where the site offers quotes (a walk-in tattoo studio is asked, not quoted).
  const ownClosers = ctx.intent === 'book' && booking ? [`${booking}.`, ...bookClosers.slice(1)] : ctx.intent === 'ask' ? askLinesFor(facts, pb.closers.ask) : ctx.intent === 'shop' ? pb.closers.shop : bookClosers;
  const closers = ctx.intent === 'shop' ? pb.closers.shop : ownClosers;
  const closer = closers[variant % closers.length];
  const price = service ? priceFor(facts, service) : null;
  const sectionPrice = service && !price ? sectionPriceFor(facts, service) : null;
  switch (angle) {
    case 'local':
      return [place && services.length > 0 && `${pb.offersIn(listOf(services, pb.and, facts.language, true), place)} ${closer}`, place && services.length > 0 && pb.offersIn(listOf(services, pb.and, facts.language, true), place)];
    case 'price':
      return [
        service && price && `${sentence(pb.fromPrice(service, price))} ${closer}`,
        // No price of its own, but one under its heading ("bagno chiavi in mano da 6.900 €" under "Rifacimento bagno completo").
        service && !price && sectionPrice && `${sentence(pb.fromPrice(service, sectionPrice.price))} ${closer}`,
        ...ctx.sentences.filter((sentence) => /\d/.test(sentence) && (/[€£$¥]|zł|\bkr\b/.test(sentence) || facts.prices.some((known) => sentence.includes(known.text)))).slice(0, 1),
      ];
    case 'trust':
      return ctx.sentences.filter((sentence) => TRUST.test(sentence)).concat(ctx.sentences.slice(0, 1));
    case 'speed':
      return [closers[0], closers[1]];
    case 'offer':
      return [services.length > 0 && pb.offers(facts.name, listOf(services, pb.and, facts.language, false)), ...askLinesFor(facts, pb.closers.ask)];
    case 'audience':
      return [];
  }
}

/** Every headline the site's own words give an ad group, when no phrasebook adds calls to action of ours. */
function siteHeadlinePool(ctx: LocalContext, service: string | null): string[] {
  // The towns alone close it: with no words of ours to join them, "Bornova, İzmir" is the place line.
  const lines = [...ANGLES.flatMap((angle) => angleHeadlines(ctx, service, angle, 0)), ...supportingHeadlines(ctx, service, 0), ...ctx.facts.places.slice(0, 2)];
  // What finishing would drop (an address, a signature, a tax note) is no line to lay variants out with.
  return uniqueFitting(lines.map((line) => line && !weakHeadline(sentenceCase(line), ctx.weak) && !cutMidThought(line) && sentenceCase(line)), HEADLINE_MAX, 15);
}

/** Fewer lines than this and five variants cannot each differ (three headlines, at most two shared). */
const SITE_POOL_MIN = 5;
/** Headlines a site-words-only variant takes at most, and the most two variants of a group may share (the expert bar). */
const SITE_HEADLINES_MAX = 8;
const SITE_SHARED_MAX = 0.7;

function shareOf(a: readonly string[], b: readonly string[]): number {
  return a.filter((line) => b.includes(line)).length / Math.max(1, Math.min(a.length, b.length));
}

/**
 * Headlines of the site's own words for one variant: as many of the pool as keep any two of five consecutive
 * variants at most 70% alike (variant-layout.ts searches the offsets and checks every two), its angle's own lead
 * first. A lead the variant's lines lack replaces one of them only where every two variants stay within 70%; each
 * variant opens with a line no earlier one opens with.
 */
function siteWordsHeadlines(ctx: LocalContext, service: string | null, variant: number): string[] {
  const pool = siteHeadlinePool(ctx, service);
  const layout = pool.length >= SITE_POOL_MIN ? variantLayout(pool.length, LAUNCH_VARIANTS, SITE_HEADLINES_MAX, SITE_SHARED_MAX) : null;
  if (!layout) return pool;
  // The group this variant launches with: the five consecutive variants it is one of, each its angle's lead first.
  const first = variant - (variant % LAUNCH_VARIANTS);
  const group = Array.from({ length: LAUNCH_VARIANTS }, (_, index) => positionsOf(layout, pool.length, first + index).map((at) => pool[at]));
  for (const [index, lines] of group.entries()) {
    const number = first + index;
    const written = uniqueFitting(angleHeadlines(ctx, service, ANGLES[number % ANGLES.length], number).map((line) => line && sentenceCase(line)), HEADLINE_MAX, 1)[0];
    if (!written) continue;
    const lead = pool.find((line) => line.toLowerCase() === written.toLowerCase()) ?? written;
    if (lines.includes(lead)) {
      group[index] = [lead, ...lines.filter((line) => line !== lead)];
      continue;
    }
    for (let drop = lines.length - 1; drop >= 0; drop--) {
      const swapped = [lead, ...lines.filter((_, at) => at !== drop)];
      if (group.every((other, at) => at === index || shareOf(other, swapped) <= SITE_SHARED_MAX)) {
        group[index] = swapped;
        break;
      }
    }
  }
  // Each opens with a line no variant before it opens with (two angles may lead with the same name); its lines stay the same.
  for (const [index, lines] of group.entries()) {
    const opened = new Set(group.slice(0, index).map((other) => other[0]));
    const own = lines.findIndex((line) => !opened.has(line));
    if (opened.has(lines[0]) && own > 0) group[index] = [lines[own], ...lines.filter((_, at) => at !== own)];
  }
  return group[variant - first];
}

function writeLocalAd(ctx: LocalContext, service: string | null, angle: Angle, variant: number): ResponsiveSearchAdPlan {
  const headlines =
    ctx.pb === SITE_WORDS_ONLY
      ? siteWordsHeadlines(ctx, service, variant)
      : uniqueFitting([...angleHeadlines(ctx, service, angle, variant), ...supportingHeadlines(ctx, service, variant)].map((line) => line && sentenceCase(line)), HEADLINE_MAX, 11);
  const descriptionPool = [
    ...angleDescriptions(ctx, service, angle, variant),
    ...wholeClauses(ctx.facts.description),
    ...ctx.sentences.slice(variant % Math.max(1, ctx.sentences.length)),
    ...ctx.pb.closers.visit,
  ];
  const descriptions = uniqueFitting(descriptionPool, DESCRIPTION_MAX, 3);
  return {
    headlines,
    descriptions,
    path1: pathSegment((service ?? ctx.term ?? ctx.facts.shortName).normalize('NFD').replace(/\p{M}/gu, ''), GOOGLE_ADS_LIMITS.pathMaxLength),
    path2: ctx.place ? pathSegment(ctx.place.normalize('NFD').replace(/\p{M}/gu, ''), GOOGLE_ADS_LIMITS.pathMaxLength) : null,
    finalUrl: ctx.facts.finalUrl,
    reasoning: {
      ...REASONING[angle],
      differentiator: `Opens with "${headlines[0]}" and "${headlines[1] ?? headlines[0]}".`,
    },
  };
}

/** Reasons are written for the owner (English UI); the ads themselves are in the site's language. */
const REASONING: Record<Angle, { strategy: string; hypothesis: string }> = {
  local: { strategy: 'Lead with the place: the service and the town searchers type.', hypothesis: 'Ads that name the searcher’s town earn more clicks than generic ones.' },
  price: { strategy: 'Lead with a price the site publishes, written as the site writes it.', hypothesis: 'Searchers comparing costs click the ad that answers "how much?" first.' },
  trust: { strategy: 'Lead with proof the site states (years, qualifications) and the business’s name.', hypothesis: 'For a purchase people worry about, proof lifts conversions per click.' },
  audience: { strategy: 'Speak to the buyer directly.', hypothesis: 'Searchers who see their situation named click more.' },
  speed: { strategy: 'Lead with the easiest next step: book or ask now.', hypothesis: 'A clear, low-effort next step turns more clicks into bookings.' },
  offer: { strategy: 'Lead with what the business offers and a direct call to action.', hypothesis: 'Listing the services people look for shows relevance and lifts CTR.' },
};

/** With the site's words alone, an ad group whose words cannot make five differing variants is not planned. */
function enoughWords(ctx: LocalContext, service: string | null): boolean {
  if (ctx.pb !== SITE_WORDS_ONLY) return true;
  const descriptions = uniqueFitting([...ANGLES.flatMap((angle) => angleDescriptions(ctx, service, angle, 0)), ...wholeClauses(ctx.facts.description), ...ctx.sentences], DESCRIPTION_MAX, 2);
  return siteHeadlinePool(ctx, service).length >= SITE_POOL_MIN && descriptions.length >= 2;
}

/** Whether the site's own words fill at least one ad group (its name's), for a language no phrasebook speaks. */
export function siteWordsSuffice(brief: BusinessBrief, facts: BusinessFacts): boolean {
  const ctx = localContext(brief, facts);
  return enoughWords(ctx, facts.services[0] ?? null) || facts.services.some((service) => enoughWords(ctx, service));
}

function adGroup(ctx: LocalContext, name: string, theme: string, service: string | null, focus: KeywordFocus, budget: number) {
  return {
    name,
    theme,
    // The trade as the site names it ("Fiets huren") is what people search, not the business's name.
    keywords: chooseKeywords({ ...ctx.facts, term: ctx.facts.term ?? ctx.term }, focus, budget),
    ads: ANGLES.map((angle, variant) => writeLocalAd(ctx, service, angle, variant)),
  };
}

/** What the site-language writer works from: the site's own phrases, calls to action, main town and trade. */
function localContext(brief: BusinessBrief, facts: BusinessFacts): LocalContext {
  const pb = phrasebookFor(facts.language, facts.country, facts.register);
  const site = isSiteContent(brief.site) ? brief.site : null;
  const place = facts.places.slice().sort((a, b) => a.length - b.length).find((known) => facts.places[0].startsWith(known)) ?? facts.places[0] ?? null;
  const { phrases, sentences } = usableText(brief);
  return {
    facts,
    pb,
    intent: intentOf(facts),
    phrases,
    sentences,
    siteCtas: (site?.callsToAction ?? []).filter((cta) => cta.length <= HEADLINE_MAX && !/\d{3}/.test(cta)).map(sentenceCase),
    place,
    term: tradeTerm(brief, place),
    weak: weakLineContext(brief, facts),
  };
}

/**
 * Ads in the site's language for one offering (dashboard previews and tournament challengers):
 * `count` variants from `firstVariant` on, each leading with the next idea in turn.
 */
export function writeLocalAds(brief: BusinessBrief, facts: BusinessFacts, service: string | null, count: number, firstVariant = 0): ResponsiveSearchAdPlan[] {
  const ctx = localContext(brief, facts);
  return Array.from({ length: count }, (_, index) => {
    const variant = firstVariant + index;
    return writeLocalAd(ctx, service, ANGLES[variant % ANGLES.length], variant);
  });
}

const CAMPAIGN_NAME_MAX = 60;

/** A campaign named for its first offerings: the whole names that fit, else the first cut where no phrase is left hanging. */
function campaignName(parts: readonly string[], language: string): string {
  const joined = parts.join(' & ');
  if (joined.length <= CAMPAIGN_NAME_MAX) return joined;
  if (parts[0].length <= CAMPAIGN_NAME_MAX) return parts[0];
  return cutAtWordBoundary(parts[0], CAMPAIGN_NAME_MAX, language) || parts[0].slice(0, CAMPAIGN_NAME_MAX);
}

/** A plan in the site's language: services, the trade in its towns, and the brand when the budget allows. */
export function planInSiteLanguage(brief: BusinessBrief, facts: BusinessFacts): CampaignPlan {
  const ctx = localContext(brief, facts);
  const { pb, place } = ctx;
  const site = isSiteContent(brief.site) ? brief.site : null;
  const services = facts.services.filter((service) => enoughWords(ctx, service)).slice(0, 3);
  const withBrand = brief.monthlyBudget >= 300;
  const withPlace = place !== null && ctx.term !== null && enoughWords({ ...ctx, place }, null);
  const shares = [services.length > 0 ? 55 : 0, withPlace ? 30 : 0, withBrand ? 15 : 0].filter((share) => share > 0);
  const budgets = splitBudget(brief.monthlyBudget, shares.length > 0 ? shares : [100]);
  const campaigns: PlannedCampaign[] = [];
  let next = 0;
  if (services.length > 0) {
    const budget = budgets[next++];
    campaigns.push({
      name: campaignName(services.slice(0, 2), facts.language),
      description: `Search ads for ${services.join(', ')}, one ad group per service, written in the site's language.`,
      theme: `People searching for ${services.join(', ')}${place ? ` in ${place}` : ''}`,
      monthlyBudget: budget,
      adGroups: services.map((service) => adGroup(ctx, service, place ? pb.inPlace(service, place) : service, service, { kind: 'service', services: [service], place }, budget)),
    });
  }
  if (withPlace && ctx.term && place) {
    const budget = budgets[next++];
    const towns = [place, ...facts.places.filter((town) => !town.startsWith(place) && !place.startsWith(town))].slice(0, 2);
    campaigns.push({
      name: campaignName([sentenceCase(pb.inPlace(ctx.term, place))], facts.language),
      description: `Reaches people looking for ${ctx.term.toLowerCase()} in ${towns.join(', ')}, with ads that name their town.`,
      theme: `Local searches for ${ctx.term.toLowerCase()}`,
      monthlyBudget: budget,
      // With no words of ours for "in", each town's group is named "Town: term" (two groups of one name are one too many for Google).
      adGroups: towns.map((town) =>
        adGroup({ ...ctx, place: town }, pb === SITE_WORDS_ONLY ? `${town}: ${ctx.term}` : sentenceCase(pb.inPlace(ctx.term as string, town)), `${ctx.term} ${town}`, null, { kind: 'place', place: town, service: null }, budget),
      ),
    });
  }
  if (withBrand || campaigns.length === 0) {
    const budget = budgets[next++] ?? brief.monthlyBudget;
    campaigns.push({
      name: `Brand: ${brandLabel(facts.name)}`,
      description: `Protects searches for ${facts.name} at a low cost per click.`,
      theme: `People searching for ${facts.name} by name`,
      monthlyBudget: budget,
      adGroups: [adGroup(ctx, facts.shortName, facts.name, services[0] ?? null, { kind: 'brand' }, budget)],
    });
  }
  const strategy = [
    `${facts.name}: we read ${facts.pagesRead} page${facts.pagesRead === 1 ? '' : 's'} of your website, written in ${languageLabel(facts.language)}, so every ad and keyword is in ${languageLabel(facts.language)} and uses your own words${services.length > 0 ? `: ${services.join(', ')}` : ''}.`,
    `Your budget is split across ${campaigns.length} campaign${campaigns.length === 1 ? '' : 's'}: ${campaigns.map((campaign) => `${campaign.name} (${formatUsd(campaign.monthlyBudget)})`).join(', ')}.`,
    'Each ad group launches 5 variants that each test one idea (place, price, proof, an easy next step, the offer); after 7 days the best becomes the champion.',
    'Keywords start on exact and phrase match; broad match only for multi-word service names with room in the budget, to find searches we did not think of.',
  ].join(' ');
  return { strategy, siteReadable: site !== null, campaigns };
}

function languageLabel(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}
