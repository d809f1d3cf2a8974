import type { KeywordPlan } from '../../schema/ai-plan';
import { GOOGLE_ADS_LIMITS, type MatchType } from '../../schema/google-ads-limits';
import { type BusinessFacts, priceFor, wholeName } from './business-facts';
import { cutAtWordBoundary, distributeJoin, lowerCaseWords, squash } from './fit-text';
import { localSpelling, phrasebookFor, SITE_WORDS_ONLY } from './phrasebook';

/**
 * Keywords for an ad group as buyers search: the site's own service and product names in its
 * language, with the towns it serves, "near me" for a local business and "prices" where the site
 * publishes one. Exact and phrase match; broad match only for multi-word names with room in the
 * budget (to discover searches). Starting bids from the industry's typical cost per click, capped
 * so the daily budget buys some clicks.
 */

export type KeywordFocus =
  | { kind: 'service'; services: string[]; place: string | null }
  | { kind: 'place'; place: string; service: string | null }
  /** "Near me" searches for the trade, without a town. */
  | { kind: 'nearby' }
  | { kind: 'brand' };

const MATCH_FACTOR: Record<MatchType, number> = { EXACT: 1.15, PHRASE: 1, BROAD: 0.8 };
const MAX_PER_GROUP = 20;

/** Google rejects most symbols in keywords; keep letters, digits and a few joiners. */
export function sanitiseKeyword(text: string): string {
  // Marks stay: Thai, Hindi and Bengali vowels are marks, and Persian joins a word's parts with a zero-width non-joiner.
  const clean = squash(text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s&'./+\u200c-]/gu, ' '));
  const words = clean.split(' ').slice(0, GOOGLE_ADS_LIMITS.keyword.maxWords).join(' ');
  return cutAtWordBoundary(words, GOOGLE_ADS_LIMITS.keyword.maxLength);
}

/**
 * "bike repair shop bike repair" -> "bike repair shop": a name joined to a trade or a town that
 * already holds its words says them once. Short joiners ("de", "and") may repeat.
 */
export function withoutRepeats(text: string): string {
  const seen = new Set<string>();
  return text
    .split(' ')
    .filter((word) => {
      if (word.length < 4) return true;
      if (seen.has(word)) return false;
      seen.add(word);
      return true;
    })
    .join(' ');
}

export function startingBid(facts: BusinessFacts, matchType: MatchType, campaignMonthlyBudget: number, factor = 1): number {
  const daily = campaignMonthlyBudget / GOOGLE_ADS_LIMITS.monthlyCapFactor;
  const cap = Math.max(0.2, daily / 2);
  const bid = Math.min(facts.profile.baseBid * MATCH_FACTOR[matchType] * factor, cap);
  return Math.max(0.1, Math.round(bid * 100) / 100);
}

/** "Tosatura completa" -> "tosatura completa"; acronyms (HVAC) and German nouns lose their capitals too: searches are lower case. */
function searchFormOf(text: string, sized: ReadonlySet<string>): string {
  const bare = text.replace(TRAILING_MEASURE, '').trim();
  return lowerCaseWords(bare.length >= 3 && !sized.has(bare.toLowerCase()) ? bare : text).toLowerCase();
}

/** Names that are one product in several sizes ("Mesin basuh 10 kg", "Mesin basuh 18 kg"): there the size is what tells them apart. */
function soldBySize(names: readonly string[]): Set<string> {
  const bare = names.filter((name) => TRAILING_MEASURE.test(name)).map((name) => name.replace(TRAILING_MEASURE, '').trim().toLowerCase());
  return new Set(bare.filter((name, index) => bare.indexOf(name) !== index));
}

/** "Maple Butter 250 g", "Dry Bag 20L", "Мед (1 кг)": a product's size is on its label, not in the search. */
const TRAILING_MEASURE = /[\s,–-]*\(?\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|l|ltr|litres?|liters?|g|gr|kg|oz|fl\.? oz|lbs?|cm|mm|pcs|pc|pack|ct|кг|г|л|мл|шт)\.?\s*\)?$/iu;

/**
 * The parts of a name that joins two offers ("fault finding and repairs" -> "fault finding"; "inverter and
 * battery backup" -> "inverter", "battery backup"): a part of two or more words, or a first part of one long
 * word; a lone short or trailing word ("repairs", "filtrów") is too vague or not in its search form.
 */
export function partsOf(name: string, and: string, english = false): string[] {
  const parts = name.split(new RegExp(`\\s+(?:and|&|${and})\\s+`, 'iu'));
  if (parts.length !== 2) return [];
  const distributed = english ? distributeJoin(parts[0], parts[1]) : null;
  if (distributed) return distributed;
  return parts.filter((part, index) => part.split(' ').length >= 2 ? part.split(' ').length <= 3 : index === 0 && part.length >= 7);
}

/** Towns other than the ad group's own, for more local searches. */
function otherTowns(facts: BusinessFacts, place: string | null): string[] {
  return facts.places.filter((town) => town !== place && !(place && (town.startsWith(place) || place.startsWith(town))) && town.split(' ').length <= 3);
}

/**
 * Small words only other languages write ("tratament de canal", "pulizia dei vetri", "Reinigung für Büros"), and
 * letters English does not use beyond a loanword's é: a name in another language, on a site read as English.
 */
const FOREIGN_WORD = /^(?:de|du|et|para|por|avec|dans|sur|della|dei|degli|delle|gli|het|een|voor|bij|naar|und|der|für|mit|zum|zur|vom|beim|din|pentru|și|şi|lub|oraz|dla|przy|przez|och|eller|för|från|på|için|và|của|cho|tại|với|untuk|dengan|yang|dari)$/iu;
const FOREIGN_LETTER = /[^\p{ASCII}éè’]/u;

/** Whether an English template word ("near me", "best", "in", "prices") may be put beside a name: only an English one. */
export function readsAsEnglish(name: string): boolean {
  const words = name.toLowerCase().split(/[\s/&,()-]+/).filter(Boolean);
  return !words.some((word) => FOREIGN_LETTER.test(word.replace(/[^\p{L}]/gu, '')) || FOREIGN_WORD.test(word));
}

export function chooseKeywords(facts: BusinessFacts, focus: KeywordFocus, campaignMonthlyBudget: number): KeywordPlan[] {
  const sized = soldBySize(facts.services);
  const searchForm = (text: string) => searchFormOf(text, sized);
  const phrasebook = phrasebookFor(facts.language, facts.country, facts.register);
  const english = facts.language === 'en';
  // A name in another language on a site read as English gets no English word glued to it: the site's words alone.
  const own = (name: string) => !english || readsAsEnglish(name);
  const bookFor = (name: string) => (own(name) ? phrasebook : SITE_WORDS_ONLY);
  const pb = bookFor(facts.term ?? facts.name);
  // What people search for the trade; with nothing known, the business's own name.
  const term = searchForm(facts.term ?? facts.name);
  // A profile's bare noun ("contractor", "clinic") is every such business: "contractor dayton" buys electricians' searches.
  // In English it is searched with the term before it, "roofing contractor", "physiotherapy clinic".
  const bare = facts.trade ? searchForm(facts.trade) : null;
  const trade = bare && english && bare === searchForm(facts.profile.noun) && !bare.includes(' ') && !term.includes(bare) && !bare.includes(term) ? withoutRepeats(`${term} ${bare}`) : bare;
  const wanted: [string, MatchType, number?][] = [];
  const inPlace = (what: string, place: string) => searchForm(bookFor(what).inPlace(what, place));
  // A name that joins two offers is searched as each of them: "blocked drains & toilets" is nobody's search.
  const searched = (service: string): string[] => {
    const parts = english ? partsOf(searchForm(service), phrasebook.and, true) : [];
    return parts.length === 2 ? parts : [service];
  };
  if (focus.kind === 'service') {
    for (const service of focus.services.slice(0, 2).flatMap(searched).slice(0, 3)) {
      const s = english ? withSubject(searchForm(service), term) : searchForm(service);
      const words = bookFor(s);
      wanted.push([s, 'PHRASE'], [s, 'EXACT']);
      if (facts.local) {
        if (focus.place) wanted.push([`${s} ${searchForm(focus.place)}`, 'EXACT'], [inPlace(s, searchForm(focus.place)), 'PHRASE']);
        // No phrasebook to join them: the service and the town side by side, both ways round, as people type them.
        if (focus.place && words === SITE_WORDS_ONLY) {
          const p = searchForm(focus.place);
          wanted.push([`${s} ${p}`, 'PHRASE'], [`${p} ${s}`, 'PHRASE'], [`${p} ${s}`, 'EXACT']);
        }
        for (const town of otherTowns(facts, focus.place).slice(0, 3)) wanted.push([`${s} ${searchForm(town)}`, 'PHRASE']);
        wanted.push([`${s} ${words.nearMe}`, 'PHRASE']);
      } else if (english && own(s)) {
        for (const suffix of facts.profile.keywordSuffixes) if (!s.includes(suffix)) wanted.push([`${s} ${suffix}`, 'PHRASE']);
        // A shop's buyers say what they do: "buy pet-safe plants".
        if (facts.profile.id === 'retail' && !/^buy\b/.test(s)) wanted.push([`buy ${s}`, 'PHRASE']);
        if (facts.audience && facts.profile.id !== 'retail') wanted.push([`${s} for ${facts.audience.toLowerCase()}`, 'PHRASE']);
      }
      if (priceFor(facts, service)) wanted.push([`${s} ${words.price}`, 'PHRASE']);
      // "Fault finding and repairs", "Vacunas y desparasitación": people search each part, not the heading.
      // A part of one word alone ("hanging" of "Hanging & trailing", "repairs") is everybody's search, or nobody's.
      for (const part of partsOf(s, phrasebook.and, english)) {
        if (facts.local && focus.place) wanted.push([`${part} ${searchForm(focus.place)}`, 'PHRASE']);
        else if (part.includes(' ')) wanted.push([part, 'PHRASE']);
      }
      // "bike repair shop" + "puncture repair" would say "repair" twice: only names that add words of their own.
      const withTrade = trade && own(s) && s.split(' ').length <= 3 && facts.local ? serviceWithTrade(s, trade, english, facts.services.map(searchForm)) : null;
      if (withTrade) wanted.push([withTrade, 'PHRASE']);
    }
    // Broad match explores new searches: multi-word names only, and only with room in the budget.
    const first = focus.services[0] ? searchForm(focus.services[0]) : '';
    if (campaignMonthlyBudget >= 800 && first.split(' ').length >= 2) wanted.push([first, 'BROAD', 0.9]);
  } else if (focus.kind === 'place') {
    // The trade in one town, as people type it: "plumber springfield", "plumber in springfield", "springfield plumber".
    const p = searchForm(focus.place);
    wanted.push([`${term} ${p}`, 'EXACT'], [`${term} ${p}`, 'PHRASE'], [inPlace(term, p), 'PHRASE'], [inPlace(term, p), 'EXACT'], [`${p} ${term}`, 'PHRASE']);
    if (trade && trade !== term) wanted.push([`${trade} ${p}`, 'PHRASE'], [inPlace(trade, p), 'PHRASE']);
    if (focus.service && searchForm(focus.service) !== term) wanted.push([`${searchForm(searched(focus.service)[0])} ${p}`, 'PHRASE']);
    for (const service of facts.services.slice(3, 6)) wanted.push([`${english ? withSubject(searchForm(searched(service)[0]), term) : searchForm(searched(service)[0])} ${p}`, 'PHRASE']);
    if (facts.prices.length > 0) wanted.push([`${term} ${p} ${pb.price}`, 'PHRASE']);
    wanted.push([`${term} ${pb.nearMe}`, 'PHRASE']);
  } else if (focus.kind === 'nearby') {
    wanted.push([`${term} ${pb.nearMe}`, 'PHRASE'], [`${term} ${pb.nearMe}`, 'EXACT']);
    if (trade && trade !== term) wanted.push([`${trade} ${bookFor(trade).nearMe}`, 'PHRASE'], [`${trade} ${bookFor(trade).nearMe}`, 'EXACT']);
    const nearMe = (service: string) => `${english ? withSubject(searchForm(searched(service)[0]), term) : searchForm(searched(service)[0])} ${bookFor(service).nearMe}`;
    for (const service of facts.services.slice(0, 3)) wanted.push([nearMe(service), 'PHRASE']);
    if (facts.services[0]) wanted.push([nearMe(facts.services[0]), 'EXACT']);
    if (english && own(term)) wanted.push([`local ${term}`, 'PHRASE'], [`${term} nearby`, 'PHRASE'], [`best ${term} ${pb.nearMe}`, 'PHRASE']);
    wanted.push([term, 'PHRASE'], [term, 'EXACT']);
  } else {
    const name = facts.name.toLowerCase();
    wanted.push([name, 'EXACT', 0.5], [name, 'PHRASE', 0.5]);
    if (name.includes('&')) wanted.push([name.replace(/&/g, 'and'), 'PHRASE', 0.5]);
    // A name cut to fit a headline ("Southern Suburbs", "Clínica Veterinaria") is no brand search: alone or with a
    // service, it is everybody's. It stands for the brand only when nothing but the company form or a tail was dropped.
    const whole = wholeName(facts.name).toLowerCase();
    const cut = ![whole, whole.split(/\s+(?:-|–|\||of)\s+/)[0]].includes(facts.shortName.toLowerCase());
    const short = cut ? whole : facts.shortName.toLowerCase();
    if (short !== name) wanted.push([short, 'PHRASE', 0.5], [short, 'EXACT', 0.5]);
    if (facts.places[0]) wanted.push([`${name} ${facts.places[0].toLowerCase()}`, 'PHRASE', 0.5], [`${name} ${facts.places[0].toLowerCase()}`, 'EXACT', 0.5]);
    if (!name.includes(term) && !term.includes(short)) wanted.push([`${short} ${term}`, 'PHRASE', 0.5]);
    // People who know the business look for what it does: "tischlerei brandt küchen nach maß".
    for (const service of facts.services.slice(0, 3)) wanted.push([`${short} ${searchForm(service)}`, 'PHRASE', 0.5]);
  }
  const keywords: KeywordPlan[] = [];
  for (const [raw, matchType, factor] of wanted) {
    const text = withoutRepeats(sanitiseKeyword(english ? localSpelling(raw, facts.country) : raw));
    // One word on broad match buys every search that contains it: never.
    const type: MatchType = matchType === 'BROAD' && text.split(' ').length < 2 ? 'PHRASE' : matchType;
    if (!text || keywords.some((known) => known.text === text && known.matchType === type)) continue;
    keywords.push({ text, matchType: type, bid: startingBid(facts, type, campaignMonthlyBudget, factor) });
    if (keywords.length >= MAX_PER_GROUP) break;
  }
  return keywords;
}

/**
 * A service with the trade that does it, as people search them together: "drain cleaning plumber" (a one-word trade; other
 * languages keep it first, "fontanero desatascos"), and with a qualified English trade the head noun after the service when the qualifier is the service's own
 * ("personal injury" + "injury lawyer" = "personal injury lawyer") or names another of its services ("family law" +
 * "injury lawyer" = "family law lawyer", never "injury lawyer family law"), else the whole trade after it ("vinyasa flow
 * yoga studio"). A qualified trade in another language is not glued: its word order is not ours to guess. Null when a
 * word would be said twice ("bike repair shop" + "puncture repair").
 */
export function serviceWithTrade(service: string, trade: string, english: boolean, services: readonly string[]): string | null {
  const tradeWords = trade.split(' ');
  const serviceWords = service.split(' ');
  const shares = (words: readonly string[], others: readonly string[]) => words.some((word) => word.length > 3 && others.some((other) => sameStem(word, other)));
  if (tradeWords.length === 1 && (service.includes(trade) || shares(serviceWords, tradeWords))) return null;
  // English puts the head last: "drain cleaning plumber", "sourdough bread bakery".
  if (tradeWords.length === 1) return english ? `${service} ${trade}` : `${trade} ${service}`;
  if (!english) return null;
  const head = tradeWords[tradeWords.length - 1];
  const qualifiers = tradeWords.slice(0, -1).filter((word) => word.length > 3);
  if (shares(serviceWords, [head])) return null;
  const ownQualifier = qualifiers.length > 0 && qualifiers.every((word) => shares([word], serviceWords));
  const speciality = qualifiers.some((word) => services.some((other) => other !== service && shares([word], other.split(' '))));
  if (ownQualifier || speciality) return `${service} ${head}`;
  return shares(serviceWords, tradeWords) ? null : `${service} ${trade}`;
}

/** Words that name work without its object: "equipment repair" alone is every machine's. */
const GENERIC_WORK = /^(?:equipment|repairs?|maintenance|installations?|install|services?|servicing|cleaning|cleanup|clean-up|inspections?|replacements?|consultations?|support|care|emergency|emergencies|upgrades?|diagnostics?|parts|tune-?ups?|checks?|estimates?|quotes?)$/;

/**
 * A service named by its work alone, under a site about one thing: "equipment repair" on a pool company's site is
 * "pool equipment repair" to a searcher. The thing is the term's first word that is neither work nor a person
 * ("pool" of "pool service"); a trade noun ("plumber") qualifies nothing.
 */
const HOW_WORDS = /^(?:inside|outside|in|out|indoors?|outdoors?|top|bottom|to|and|&|\+|up|down|over|under|through|both|sides?|front|back|all|round|around|in-?and-?out)$/i;

export function withSubject(service: string, term: string): string {
  const words = service.split(' ');
  // One word alone ("gates" of a fencing firm) is everybody's search too: "fencing gates".
  const lone = words.length === 1 && service.length > 2 && !term.split(' ').some((word) => sameStem(word, service));
  // A name of small words only ("Inside & out", "Top to bottom") says how, not what: "window cleaning inside & out".
  if (words.every((word) => HOW_WORDS.test(word))) return `${term} ${service}`;
  if (!lone && !words.every((word) => GENERIC_WORK.test(word))) return service;
  const subject = term.split(' ').find((word) => word.length > 2 && !GENERIC_WORK.test(word));
  return subject && !/(?:er|or|ist|ian)$/.test(subject) ? `${subject} ${service}` : service;
}

/** "tatouage" and "tatouages", "chiropractor" and "chiropractic": one word to a searcher, said twice in one keyword. */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return a === b;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.min(6, shorter);
}
