import {
  type AdGroupPlan,
  type BusinessBrief,
  type CampaignPlan,
  campaignPlanSchema,
  isSiteContent,
  type KeywordPlan,
  LAUNCH_VARIANTS,
  type ResponsiveSearchAdPlan,
  type SiteContent,
} from '../../schema/ai-plan';
import type { LineSource } from '../../schema/fields';
import { adTextLength, GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { type AssetsDraft, finishAssets } from '../assets/finish-assets';
import { escapeRegExp, saysWords, wholeWords } from '../site/whole-words';
import { bookingLines } from './booking';
import { askLinesFor, type BusinessFacts, NAMES_A_FEE, ONLINE_ONLY, SURCHARGE, siteBookingCtas, WORKED_EXAMPLE } from './business-facts';
import { sanitiseKeyword, withoutRepeats } from './choose-keywords';
import { formatUsd, squash } from './fit-text';
import { hangsAfter } from './function-words';
import { genericNegatives } from './generic-negatives';
import { checkLine, type Evidence, gatherEvidence, isQuestion, namedByBusiness, negationIn, whatTheySay, withoutAsked } from './ground-claims';
import { guardPlan } from './guard-plan';
import { DECORATION, hasPhoneNumber, MAX_SHARED_HEADLINES, PLACEHOLDER, sharedHeadlineShare } from './hard-rules';
import { keywordInOtherScript, latinWordsOf, lineInOtherScript } from './other-script';
import { localSpelling, phrasebookFor, SITE_WORDS_ONLY } from './phrasebook';
import { proposeTargeting } from './propose-targeting';
import { ruledOut } from './ruled-out';
import { isRefusedItem } from './ruled-out-sections';
import { cutMidThought, isSectionLabel, isTaxRate, namesPastYear, pointsElsewhere, type WeakLineContext, weakHeadline, weakLineContext } from './weak-lines';

/**
 * The last step of every plan, offline or OpenAI alike: Google's editorial rules (no decorative
 * symbols, no shouting, no "!" in headlines, no phone numbers), grounding (a line whose claim no
 * source backs is dropped; every kept line carries its source), the site's spelling, variants that
 * each test their own idea (at most 80% shared headlines), keywords no campaign repeats and no
 * single word on broad match, negative keywords, and targeting.
 */

const limits = GOOGLE_ADS_LIMITS;

export { DECORATION, hasPhoneNumber, MAX_SHARED_HEADLINES, PLACEHOLDER, sharedHeadlineShare } from './hard-rules';

/** What the finishing step aims for, below the judge's limit: variants that share at most 70% test different ideas. */
const TARGET_SHARED_HEADLINES = 0.7;
/** Headlines a variant keeps at least while it sheds shared ones for the 70% aim. */
const KEEP_HEADLINES = 8;

/** Words written in capitals on the site or form are acronyms or brand names (HVAC, GAF, HCPC), not shouting. */
function knownCapitals(brief: BusinessBrief): Set<string> {
  const site = isSiteContent(brief.site) ? brief.site : null;
  const text = [site?.text ?? '', site?.title ?? '', ...(site?.headings ?? []), brief.businessName, brief.industry ?? ''].join(' ');
  return new Set(text.match(/\b[A-Z][A-Z0-9&]{1,}\b/g) ?? []);
}

/** No decoration, no shouting, no "!" in headlines, single spaces. Null when nothing usable is left. */
export function editorialClean(text: string, kind: 'headline' | 'description', capitals: Set<string>): string | null {
  let out = text.replace(new RegExp(DECORATION.source, 'gu'), ' ');
  if (kind === 'headline') out = out.replace(/!+/g, '');
  else out = out.replace(/!{2,}/g, '!');
  out = out
    .split(/(\s+)/)
    .map((word) => {
      const letters = word.replace(/[^\p{L}]/gu, '');
      if (letters.length >= 2 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters) && !capitals.has(word.replace(/[^\p{L}\p{N}&]/gu, '')) && letters.length > 3) {
        return word.charAt(0) + word.slice(1).toLowerCase();
      }
      return word;
    })
    .join('');
  out = squash(out.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, ''));
  // "CHF 95.–" cut to "CHF 95.": a headline does not end on a price's full stop, and a price alone ("CHF 150") says nothing of what it buys.
  if (kind === 'headline') {
    out = out.replace(/(\d)\.$/u, '$1');
    // Letters with their vowel signs ("शामियाना" is letters and marks in turn): a word of Devanagari or Thai is no "price alone".
    if (!/(?:\p{L}\p{M}*){3,}/u.test(out.replace(/\b(?:CHF|EUR|USD|GBP|CAD|AUD|NZD|AED|SEK|NOK|DKK|PLN|CZK|KRW|JPY|INR|zł|kr|Kč)\b/giu, ''))) return null;
  }
  if (!out || PLACEHOLDER.test(out) || hasPhoneNumber(out)) return null;
  const max = kind === 'headline' ? limits.headline.maxLength : limits.description.maxLength;
  return adTextLength(out) <= max ? out : null;
}

interface Kept {
  text: string;
  source: LineSource;
}

export function mentionsRuledOut(text: string, excluded: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return excluded.some((phrase) => {
    const stem = phrase.length > 5 ? phrase.slice(0, phrase.length - 1) : phrase;
    // Chinese, Japanese and Thai write no spaces: "本店不提供上门维修服务" names "上门维修服务" mid-sentence.
    const start = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(stem) ? '' : '(?<![\\p{L}])';
    return new RegExp(`${start}${escapeRegExp(stem)}`, 'iu').test(lower);
  });
}

function keepLines(lines: readonly string[], kind: 'headline' | 'description', ctx: FinishContext): Kept[] {
  const kept: Kept[] = [];
  for (const raw of lines) {
    const spelled = ctx.language === 'en' ? localSpelling(raw, ctx.country) : raw;
    const text = editorialClean(spelled, kind, ctx.capitals);
    if (!text || kept.some((line) => line.text.toLowerCase() === text.toLowerCase())) continue;
    if (mentionsRuledOut(text, ctx.excluded) || lineInOtherScript(text, ctx.language, ctx.ownLatin.lines)) continue;
    // A tax note, a reviewer's signature, an address or a town alone says nothing to a searcher.
    if (kind === 'headline' && weakHeadline(text, ctx.weak)) continue;
    // A tax and its rate is what prices add, in a description too; a past year is an old price list or promotion.
    if (isTaxRate(text) || namesPastYear(text, ctx.weak.year) || isSectionLabel(text)) continue;
    // A line cut mid-thought: a bracket or quote left open ("Skupinová hodina (max"), or a last clause of one short
    // word after a comma ("Jazdecký klub Podkova, o").
    if (cutMidThought(text)) continue;
    // An exchange rate ("1 € = 7,53450 kn") is no ad line: it quotes a currency the business no longer takes.
    if (/\d\s*\S{0,4}\s*=\s*\d/u.test(text)) continue;
    const check = checkLine(text, ctx.evidence);
    if (check.unsupported.length > 0) continue;
    // The owner's words from the form ("Sea kayaking") in a plan of another language: only where the site writes them too.
    if (check.source.kind === 'form' && ctx.language !== 'en' && !writtenOnSite(text, ctx.siteWords)) continue;
    kept.push({ text, source: check.source });
  }
  return kept;
}

export interface FinishContext {
  evidence: Evidence;
  capitals: Set<string>;
  language: string;
  country: string | null;
  excluded: string[];
  /** The same, as searchers type them (for negative keywords): "montaż instalacji lpg" for "nie montujemy instalacji LPG". */
  excludedSearches: string[];
  /** Lines that claim nothing, in the site's language, to top up an ad that lost lines. */
  spare: { headlines: string[]; descriptions: string[]; closers: string[] };
  /** A call to action in the site's language. */
  callToAction: RegExp;
  /** What tells a weak headline: the site's address, towns and language, and the names that are never weak. */
  weak: WeakLineContext;
  /** The words the site writes, lower case: a form line in another language than the plan's is written there or not at all. */
  siteWords: Set<string>;
  /** The site's sentences that fit a description, for an ad nothing else can fill. */
  siteSentences: string[];
  /** Latin words a plan in another script may hold: in ads its names (the business's, its services'), in keywords any the site writes. */
  ownLatin: { lines: Set<string>; keywords: Set<string> };
}

function finishAd(ad: ResponsiveSearchAdPlan, ctx: FinishContext): ResponsiveSearchAdPlan {
  let headlines = keepLines(ad.headlines, 'headline', ctx).slice(0, limits.headline.max);
  let descriptions = keepLines(ad.descriptions, 'description', ctx).slice(0, limits.description.max);
  if (headlines.length < limits.headline.min) headlines = [...headlines, ...keepLines(ctx.spare.headlines, 'headline', ctx).filter((line) => !headlines.some((known) => known.text.toLowerCase() === line.text.toLowerCase()))].slice(0, limits.headline.min + 2);
  if (descriptions.length < limits.description.min) descriptions = [...descriptions, ...keepLines(ctx.spare.descriptions, 'description', ctx).filter((line) => !descriptions.some((known) => known.text === line.text))].slice(0, limits.description.min);
  // Every ad asks for the next step: when grounding took its call to action, a generic one (no claim) takes the last place.
  if (!descriptions.some((line) => ctx.callToAction.test(line.text))) {
    const [closer] = keepLines(ctx.spare.closers, 'description', ctx).filter((line) => !descriptions.some((known) => known.text === line.text));
    if (closer) descriptions = descriptions.length < limits.description.max ? [...descriptions, closer] : [...descriptions.slice(0, -1), closer];
  }
  return {
    ...ad,
    headlines: headlines.map((line) => line.text),
    descriptions: descriptions.map((line) => line.text),
    reasoning: { ...ad.reasoning, sources: { headlines: headlines.map((line) => line.source), descriptions: descriptions.map((line) => line.source) } },
  };
}

/**
 * Each variant tests its own idea: while a later variant shares more than 70% of its headlines
 * with an earlier one, its last shared supporting headline goes (its three lead lines stay).
 */
/** Moves the first line no earlier variant leads with to the front, so each variant opens differently. */
function leadWithOwn(lines: string[], sources: LineSource[], leads: ReadonlySet<string>): void {
  if (!leads.has(lines[0]?.toLowerCase())) return;
  const index = lines.findIndex((text) => !leads.has(text.toLowerCase()));
  if (index <= 0) return;
  lines.unshift(...lines.splice(index, 1));
  sources.unshift(...sources.splice(index, 1));
}

function separateVariants(ads: ResponsiveSearchAdPlan[], ctx: FinishContext): ResponsiveSearchAdPlan[] {
  const out: ResponsiveSearchAdPlan[] = [];
  const spare = keepLines(ctx.spare.headlines, 'headline', ctx);
  for (const ad of ads) {
    const headlines = [...ad.headlines];
    const sources = [...(ad.reasoning.sources?.headlines ?? [])];
    const descriptions = [...ad.descriptions];
    const descriptionSources = [...(ad.reasoning.sources?.descriptions ?? [])];
    // Grounding may have dropped a variant's own lead line: it still opens with something no other variant opens with.
    leadWithOwn(headlines, sources, new Set(out.flatMap((earlier) => earlier.headlines.slice(0, 1).map((line) => line.toLowerCase()))));
    leadWithOwn(descriptions, descriptionSources, new Set(out.flatMap((earlier) => earlier.descriptions.slice(0, 1).map((line) => line.toLowerCase()))));
    for (const earlier of out) {
      const taken = new Set(earlier.headlines.map((text) => text.toLowerCase()));
      // Below the judge's limit, shed only while the ad keeps enough headlines for Google to combine.
      const over = () => {
        const share = sharedHeadlineShare(earlier.headlines, headlines);
        return share > MAX_SHARED_HEADLINES || (share > TARGET_SHARED_HEADLINES && headlines.length > KEEP_HEADLINES);
      };
      while (over() && headlines.length > limits.headline.min) {
        const index = headlines.findLastIndex((text, at) => at >= limits.headline.min && taken.has(text.toLowerCase()));
        if (index < 0) break;
        headlines.splice(index, 1);
        sources.splice(index, 1);
      }
    }
    // Too short to shed more: add lines no earlier variant has.
    const used = new Set(out.flatMap((earlier) => earlier.headlines.map((text) => text.toLowerCase())));
    const over = () => out.some((earlier) => sharedHeadlineShare(earlier.headlines, headlines) > TARGET_SHARED_HEADLINES);
    for (const line of spare) {
      if (!over() || headlines.length >= limits.headline.max) break;
      if (used.has(line.text.toLowerCase()) || headlines.some((text) => text.toLowerCase() === line.text.toLowerCase())) continue;
      headlines.push(line.text);
      sources.push(line.source);
    }
    // Every spare line is taken (a near-empty site): a line another variant has still helps when it lowers the most this one shares.
    const most = () => Math.max(0, ...out.map((earlier) => sharedHeadlineShare(earlier.headlines, headlines)));
    for (const line of spare) {
      if (!over() || headlines.length >= limits.headline.max) break;
      if (headlines.some((text) => text.toLowerCase() === line.text.toLowerCase())) continue;
      const before = most();
      headlines.push(line.text);
      if (most() < before) sources.push(line.source);
      else headlines.pop();
    }
    // Still over the aim: an earlier variant shorter than this one holds most of its lines, and no line added here
    // changes that. The shared line whose loss lowers the most this one shares goes (its lead stays), down to three.
    while (over() && headlines.length > limits.headline.min) {
      let drop = -1;
      let lowest = most();
      for (let at = headlines.length - 1; at >= 1; at--) {
        if (!used.has(headlines[at].toLowerCase())) continue;
        const without = headlines.filter((_, index) => index !== at);
        const share = Math.max(0, ...out.map((earlier) => sharedHeadlineShare(earlier.headlines, without)));
        if (share < lowest) [drop, lowest] = [at, share];
      }
      if (drop < 0) break;
      headlines.splice(drop, 1);
      sources.splice(drop, 1);
    }
    out.push({ ...ad, headlines, descriptions, reasoning: { ...ad.reasoning, ...(ad.reasoning.sources ? { sources: { headlines: sources, descriptions: descriptionSources } } : {}) } });
  }
  return out;
}

function finishKeywords(group: AdGroupPlan, taken: ReadonlySet<string>, negatives: readonly string[], ctx: FinishContext): KeywordPlan[] {
  const out: KeywordPlan[] = [];
  for (const keyword of group.keywords) {
    // Whoever wrote it, a keyword says each word once ("bike repair shop bike repair").
    const text = withoutRepeats(sanitiseKeyword(keyword.text));
    if (!text || taken.has(text) || keywordInOtherScript(text, ctx.language, ctx.ownLatin.keywords)) continue;
    if (negatives.some((negative) => saysWords(text, negative))) continue;
    const matchType = keyword.matchType === 'BROAD' && text.split(' ').length < 2 ? 'PHRASE' : keyword.matchType;
    if (out.some((known) => known.text === text && known.matchType === matchType)) continue;
    out.push({ ...keyword, text, matchType });
  }
  return out;
}

/** Wrong intents in the site's language, minus any the business sells, plus what the site rules out. */
/**
 * A lone word that is an offer's word in another case ("korstnad" of "Korstna … pühkimine", "ключі" of "Виготовлення
 * ключів"): both share a stem of five letters or more that leaves at most two letters of either. A FAQ's "Do you build
 * chimneys? No." from a chimney sweep rules the building out, not its own chimneys.
 */
function sameStem(word: string, offerWords: ReadonlySet<string>): boolean {
  const letters = [...word];
  if (letters.length < 6) return false;
  return [...offerWords].some((other) => {
    const theirs = [...other];
    let shared = 0;
    while (shared < Math.min(letters.length, theirs.length) && letters[shared] === theirs[shared]) shared++;
    return shared >= 5 && letters.length - shared <= 2 && theirs.length - shared <= 2;
  });
}

/**
 * A short lone word that is the business's own word in another case ("kone" of a riding school's "jazdenie na koni", its
 * "koňmi"): three letters alike before at most two of either, accents aside. "Kone nepredávame" rules out the selling.
 */
function ownShortWord(word: string, ownWords: ReadonlySet<string>): boolean {
  const plain = (text: string) => [...text.normalize('NFD').replace(/\p{M}/gu, '')];
  const letters = plain(word);
  if (letters.length < 3 || letters.length > 5) return false;
  return [...ownWords].some((other) => {
    const theirs = plain(other);
    let shared = 0;
    while (shared < Math.min(letters.length, theirs.length) && letters[shared] === theirs[shared]) shared++;
    return shared >= 3 && letters.length - shared <= 2 && theirs.length - shared <= 2;
  });
}

export function negativeKeywordsFor(brief: BusinessBrief, facts: BusinessFacts, excluded: readonly string[]): string[] {
  const pb = phrasebookFor(facts.language, facts.country, facts.register);
  // A language no phrasebook speaks has its own generic negatives, kept apart from the phrasebooks (none are ours to write ads with).
  const words = pb === SITE_WORDS_ONLY ? genericNegatives(facts.language) : { ...pb, free: [] };
  const site = isSiteContent(brief.site) ? brief.site : null;
  const own = [brief.businessName, brief.industry ?? '', ...facts.services, site?.title ?? '', site?.description ?? ''].join(' ').toLowerCase();
  const siteText = facts.siteText.toLowerCase();
  // Something free is offered where a sentence says so: not one that says it is not ("nuestras sesiones no son
  // gratuitas"), a question answered otherwise, or an offer of a past year ("Vuelta al cole 2023: valoración gratis").
  const year = new Date().getUTCFullYear();
  const offersFree =
    facts.claims.some((claim) => claim.angle === 'offer' && /free/i.test(claim.headline)) ||
    gatherEvidence(brief).sentences.some(
      (sentence) =>
        !sentence.negated &&
        !namesPastYear(sentence.text, year) &&
        (/(?<![\p{L}])(free|gratis|kostenlos|gratuit|grátis|zdarma)(?![\p{L}])/iu.test(sentence.text) || words.free.some((word) => sentence.lower.includes(word))),
    );
  const saysFree = (word: string) => /free|gratis|kostenlos|gratuit|grátis|zdarma/i.test(word) || words.free.includes(word);
  // A word of the business's own names ("kurs" of a driving school's "sürücü kursu") would block its own searches.
  const generic = words.negatives.filter((word) => !own.includes(word) && !usedOften(word, siteText) && !(offersFree && saysFree(word)));
  // Doing it oneself is no customer of a trade that quotes, nor of any service done for people (DIY lash kits, a DIY
  // haircut); a shop or an app may sell to those very people.
  // Beyond the trades that quote, only words that say "do it yourself" and nothing else ("diy", "selber machen", not
  // "yourself" or Malay "sendiri"), and never for a business whose customers do the work (self-service, self-drive).
  const servesPeople = facts.profile.id !== 'retail' && facts.profile.id !== 'software' && !SELF_SERVICE.test(facts.siteText);
  const diyWords = facts.quotes ? words.diyNegatives : servesPeople ? words.diyNegatives.filter((word) => /diy/i.test(word) || /\s/.test(word)) : [];
  const diy = diyWords.filter((word) => !own.includes(word));
  // A business that says it has no door ("We're online only", "the roastery isn't open to visitors") is nobody's "near me".
  const nearMe = !facts.local && pb !== SITE_WORDS_ONLY && ONLINE_ONLY.test(facts.siteText) ? [pb.nearMe] : [];
  // A lone word the business names its own offer with ("lezioni" of "lezioni di guida") would block its own searches.
  const offerWords = new Set(facts.services.join(' ').toLowerCase().split(/[^\p{L}\d]+/u));
  // In scripts written without spaces, "a word of a name" is any part of it: "維修" of "手機維修" would block them all; and an
  // object that opens on a particle ("的項目", "則收取…") is a piece of a clause, not a thing.
  // (A FAQ's question is no name of the business's: "Can I visit your café?")
  // (Nor a heading that is itself a rule-out: "Motor, scooter en bromfiets" heads the item that sends them elsewhere.)
  // (A heading that names more than what is ruled out stays the business's own: "Plase de țânțari … pentru ferestre și uși"
  // sells screens for doors, though the site makes no doors, so "uși" alone would block its own searches.)
  const rest = (heading: string) =>
    excluded
      .reduce((text, phrase) => text.replace(wholeWords(phrase, { flags: 'giu' }), ' '), heading.toLowerCase())
      .split(/[^\p{L}\p{M}]+/u)
      .filter((word) => [...word].length >= 4);
  const headings = (site?.headings ?? [])
    .filter((heading) => !/[?？]\s*$/u.test(heading) && !negationIn(facts.language).test(heading) && rest(heading).length > 0)
    .join(' ')
    .toLowerCase();
  const ownWords = new Set(`${own} ${headings}`.split(/[^\p{L}\p{M}]+/u).filter((word) => [...word].length >= 3));
  const unspaced = (phrase: string) => /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+$/u.test(phrase);
  // "with japanese knotweed", "nach halle": a leading small word is the clause's, not the search's.
  const bare = excluded.map((phrase) => {
    const words = phrase.trim().split(/\s+/);
    return words.length > 1 && hangsAfter(words, 0, facts.language) ? words.slice(1).join(' ') : phrase;
  });
  const name = brief.businessName.toLowerCase();
  const address = (site?.contact.address ?? '').toLowerCase();
  const ruled = bare.filter((phrase) => {
    const text = phrase.trim().toLowerCase();
    if (notASearch(text, facts.language)) return false;
    // A town refused for one service that names the business's own area ("Home tutoring is not available in … Manila" of
    // a centre in Quezon City, Metro Manila) would block every search for that area.
    if (address && saysWords(address, text)) return false;
    // A part of the business's own name ("Capitol Kitchen" of a footer read as a list) would block its brand searches.
    if (name.includes(text)) return false;
    if (unspaced(text)) return !own.includes(text) && !headings.includes(text) && !/^[的則则了和與与及或是在]/u.test(text);
    // (A short word too, for what the site rules out: "uși" of a blinds maker that fits screens "pentru ferestre și uși".)
    if (!/\s/.test(text) && (ABSTRACT.test(text) || usedOften(text, site?.text ?? siteText, 3, negationIn(facts.language)))) return false;
    return /\s/.test(text) || (!offerWords.has(text) && !sameStem(text, offerWords) && !ownShortWord(text, ownWords));
  });
  return [...new Set([...generic, ...diy, ...nearMe, ...ruled].map((phrase) => sanitiseKeyword(phrase)).filter(Boolean))].slice(0, 80);
}

/** Words no one searches with, alone or as all of a phrase: "us up", "sorry", "calls", "here", "deja" (Lithuanian: unfortunately), "rupiah". */
const NO_SEARCH_WORDS = new Set(
  [
    'us up out here there it them me you we sorry please thanks yes no ok time calls call euros dollars pounds cash cards card cheques checks dafür dazu hier ici aquí qui tam tu do na',
    // "Unfortunately" in the languages we read: what a site says before a rule-out, never the thing ruled out.
    'unfortunately leider malheureusement lamentablemente desafortunadamente purtroppo helaas infelizmente niestety bohužel žiaľ sajnos deja diemžēl kahjuks valitettavasti dessverre tyvärr desværre nažalost žal',
    // A relative pronoun or conjunction left of a clause ("…, que no es nuestro rubro").
    'que qui quoi che cui dass welche welcher which who whom whose that what wat welke która który które które jako kad ką kas',
    // A phone line, the company's details: contact words.
    'tel tel. phone telefon téléphone teléfono telefono telefoon rekvizitai rekvizīti impressum',
    // A currency's name alone ("we only take rupiah").
    'rupiah rupee rupees baht ringgit peso pesos zloty złoty złotych forint koruna korun kronor kroner krona kronur lei dirham dirhams shekel shekels yen yuan won dong lira liras rand naira shilling shillings',
  ]
    .join(' ')
    .split(' '),
);
/** A clause's negation kept in a phrase ("plated jewelry don t", "buy never will"): a piece of a sentence, not a search. */
const NEGATION_LEFT = /(?<![\p{L}])(?:don|doesn|won|can|isn|aren|didn|wouldn)(?:['’\s]t)(?![\p{L}])|(?<![\p{L}])(?:never|not|nicht|jamais|nunca|nooit|nigdy|aldrig|aldri)(?![\p{L}])/iu;

/** "We" by language, opening a clause's leftovers ("mes jos atlikti", Lithuanian: "we [do not] do them"): no search. */
const WE: Record<string, string> = {
  en: 'we', de: 'wir', fr: 'nous', es: 'nosotros', it: 'noi', nl: 'wij', pt: 'nós', pl: 'my', cs: 'my', sk: 'my', lt: 'mes', lv: 'mēs', et: 'meie',
  fi: 'me', sv: 'vi', no: 'vi', da: 'vi', hu: 'mi', ro: 'noi', sl: 'mi', hr: 'mi',
};

/** A negated verb written as one word, first person plural ("nediagnozuojame", "neděláme", "nedarām"): what the business does not do, no thing. */
const NEGATED_VERB: Record<string, RegExp> = {
  lt: /^ne\p{L}{3,}(?:ame|ome|ime|ėme)$/iu,
  lv: /^ne\p{L}{3,}(?:ām|am|ēm|īm|jam)$/iu,
  cs: /^ne\p{L}{3,}(?:áme|íme|eme|ujeme)$/iu,
  sk: /^ne\p{L}{3,}(?:áme|íme|eme|ujeme|ame)$/iu,
};

/** A noun in the instrumental plural, long enough not to be a loanword ending in -ami ("origami", "salami"). */
const INSTRUMENTAL_PLURAL: Record<string, RegExp> = { pl: /^\p{L}{5,}ami$/iu, cs: /^\p{L}{5,}ami$/iu, sk: /^\p{L}{5,}ami$/iu };

/** Prepositions that open a place or a way, not a thing, in languages that need them by language ("į kanalizaciją pilti"). */
const LEADING_PREPOSITION_OF: Record<string, RegExp> = {
  lt: /^(?:į|iš|prie|už|ant|po|pas|su|per|be|iki|nuo)$/iu,
  lv: /^(?:uz|no|pie|pa|ar|bez|līdz|caur)$/iu,
  pl: /^(?:w|we|z|ze|na|po|za|pod|nad|przez|bez|do|od|u)$/iu,
  cs: /^(?:v|ve|z|ze|na|po|za|pod|nad|přes|bez|do|od|u)$/iu,
  sk: /^(?:v|vo|z|zo|na|po|za|pod|nad|cez|bez|do|od|u)$/iu,
};

/**
 * A rule-out read from a sentence that is no search to exclude: a clause's leftovers ("us up", "never will", "don t",
 * "mes jos atlikti"), a fee, a deposit or a surcharge ("25 non-refundable deposit"), a negated verb, a number and its
 * unit ("5 t"), or only small words of its language.
 */
function notASearch(phrase: string, language: string): boolean {
  if (NEGATION_LEFT.test(phrase) || NAMES_A_FEE.test(phrase) || SURCHARGE.test(phrase)) return true;
  const words = phrase.split(/\s+/).filter(Boolean);
  // "Across the lake", "après une tempête": where or when, not what.
  if (words.length > 1 && (LEADING_PREPOSITION.test(words[0] ?? '') || LEADING_PREPOSITION_OF[language]?.test(words[0] ?? ''))) return true;
  if (words.length > 1 && words[0]?.toLowerCase() === WE[language]) return true;
  if (words.length === 1 && NEGATED_VERB[language]?.test(words[0] ?? '')) return true;
  // A lone West Slavic instrumental plural ("miejscowościami", "voucherami") is the tail of "with …", never a search.
  if (words.length === 1 && INSTRUMENTAL_PLURAL[language]?.test(words[0] ?? '')) return true;
  // "£15 covers": an amount opens no search.
  if (/^\p{Sc}\s?\d/u.test(phrase)) return true;
  // "We never sell your details": the customer's own data is no service anybody searches for ("buy your details").
  if (PERSONAL_DATA.test(phrase)) return true;
  // "5 t", "2 h": no word to search with, in the alphabets (a syllable of Devanagari or Hangul, a Han character, is one).
  if (/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\P{L}]+$/u.test(phrase) && !/\p{L}{3,}/u.test(phrase)) return true;
  return words.every((word, index) => NO_SEARCH_WORDS.has(word) || hangsAfter(words, index, language));
}

const PERSONAL_DATA =
  /(?<![\p{L}])(?:details|personal (?:data|details|information|info)|your (?:data|information|info|details)|(?:ihre|deine) daten|personenbezogene daten|vos données|données personnelles|(?:sus|tus) datos|datos personales|i tuoi dati|dati personali|uw gegevens|persoonsgegevens|seus dados|dados pessoais|twoje dane|dane osobowe)(?![\p{L}])/iu;

const LEADING_PREPOSITION =
  /^(?:across|beyond|outside|under|over|after|before|during|within|around|behind|above|below|between|without|après|avant|pendant|hors|nach|vor|während|außerhalb|jenseits|después|antes|durante|fuera|dopo|prima|fuori|tijdens|buiten|após|fora)$/iu;

/** What a business does not promise ("we don't guarantee results", "we don't make the claim"): no search to exclude. */
const ABSTRACT = /^(?:claims?|results?|promises?|guarantees?|exceptions?|outcomes?|miracles?|shortcuts?|mistakes?|compromises?)$/iu;

/**
 * A word the site itself uses again and again is its own ("training" on a dog trainer's pages): as a negative it would
 * block the business's searches, whatever one sentence rules out.
 */
function usedOften(word: string, siteText: string, shortest = 4, negation?: RegExp): boolean {
  if ([...word].length < shortest || /\s/.test(word)) return false;
  // A short word counts only as the site writes it in small letters: "uși" (doors) is a word of its own text, "NHS" an
  // acronym the site names to rule it out.
  const said = wholeWords(word, { flags: [...word].length < 4 ? 'u' : 'iu' });
  // Sentences, not the menu every page repeats ("Careers" in the nav of eight pages).
  // (For a word the site rules out, not the sentences that rule it out: "nu facem pergole" says no pergola is its own.)
  return siteText.split('\n').filter((line) => line.split(/\s+/).length >= 5 && /[.!?。！？]\s*$/u.test(line) && said.test(line) && !negation?.test(line)).length >= 3;
}

const SELF_SERVICE = /self[- ]?(?:service|serve|drive|wash)|layan diri|lepas kunci|selbstbedienung|libre[- ]service|autoservicio|autolavado|zelfbediening|självbetjäning|selvbetjening|do it yourself/iu;

/** Generic lines in the site's language that claim nothing: the business name, its services, calls to action. */
function spareLines(facts: BusinessFacts, siteCtas: readonly string[]): FinishContext['spare'] {
  const pb = phrasebookFor(facts.language, facts.country, facts.register);
  // A quote only where the site offers quotes; an appointment not where the site books its own way (a table, a bike).
  const own = { ...facts, ctas: [...siteCtas] };
  const ask = (lines: readonly string[]) => askLinesFor(facts, lines, pb.callUs);
  // A booked time only where the site books (never on a walk-in site), its free times (`freeTimesFrom` on) only where
  // it books online; the phrasebook's appointment not where the site has booking words of its own.
  const siteBooks = siteBookingCtas(own).length > 0;
  const book = (lines: readonly string[], freeTimesFrom: number) => bookingLines(lines, freeTimesFrom, facts.booking).filter((_, index) => !siteBooks || index >= freeTimesFrom);
  // No phrasebook, so no calls to action to spare: the site's own further names, its towns and its priced items stand in.
  const siteOwn = pb === SITE_WORDS_ONLY ? [...facts.services.slice(4, 8), ...facts.places.slice(0, 3), ...facts.prices.flatMap((price) => (price.item ? [pb.fromPrice(price.item, price.text)] : []))] : [];
  return {
    headlines: [facts.shortName, ...facts.services.slice(0, 4), ...pb.ctas.visit, ...ask(pb.ctas.ask), ...book(pb.ctas.book, 2), ...siteOwn],
    descriptions: [...pb.closers.visit, ...ask(pb.closers.ask)],
    closers: [...book(pb.closers.book, 1), ...ask(pb.closers.ask), ...pb.closers.visit],
  };
}

export function finishContext(brief: BusinessBrief, facts: BusinessFacts): FinishContext {
  const site = isSiteContent(brief.site) ? brief.site : null;
  return {
    evidence: gatherEvidence(brief),
    capitals: knownCapitals(brief),
    language: facts.language,
    country: facts.country,
    excluded: site ? [...ruledOut(siteText(site), facts.places, { language: facts.language, targets: true }), ...facts.alsoRuledOut] : [],
    excludedSearches: site ? [...ruledOut(siteText(site), facts.places, { asSearched: true, language: facts.language, targets: true }), ...facts.alsoRuledOut] : [],
    spare: spareLines(facts, site?.callsToAction ?? []),
    siteSentences: site ? descriptionSentences(withoutAsked(siteText(site), site.questions), facts.language) : [],
    // Without a site, the form is all there is: its words stand.
    siteWords: new Set((site ? `${siteText(site)} ${site.title ?? ''}` : `${brief.businessName} ${brief.industry ?? ''} ${brief.targetAudience ?? ''}`).toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu) ?? []),
    callToAction: CALL_TO_ACTION,
    weak: weakLineContext(brief, facts),
    ownLatin: { lines: latinWordsOf(brief.businessName, facts.name, ...facts.services), keywords: latinWordsOf(brief.businessName, facts.name, site ? siteText(site) : null) },
  };
}

/** Every word of three letters or more of a line is one the site writes. */
function writtenOnSite(line: string, words: ReadonlySet<string>): boolean {
  return (line.toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu) ?? []).filter((word) => word.replace(/\p{M}/gu, '').length >= 3).every((word) => words.has(word));
}

/** Whole sentences of a site that fit a description: 20 to 90 as Google counts, no question, link or phone. */
function descriptionSentences(text: string, language: string): string[] {
  const refused = isRefusedItem(text, language);
  return text
    .split('\n')
    // A FAQ's question is the customer's words, every sentence of it ("My son is 5. Can he take a lesson?").
    .filter((line) => !isQuestion(line.trim()) && !refused(line))
    .flatMap((line) => line.split(/(?<=[.!?。！？।॥۔])\s+/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => !pointsElsewhere(sentence))
    .filter((sentence) => {
      const width = adTextLength(sentence);
      // A deposit, a fee or a surcharge is what the visit costs, and a worked example illustrates a price: never ad copy.
      return (
        width >= 20 &&
        width <= limits.description.maxLength &&
        !/[?？@]|https?:|www\./.test(sentence) &&
        !hasPhoneNumber(sentence) &&
        !NAMES_A_FEE.test(sentence) &&
        !SURCHARGE.test(sentence) &&
        !WORKED_EXAMPLE.test(sentence)
      );
    })
    .slice(0, 60);
}

function siteText(site: SiteContent): string {
  return site.pageTexts?.map((page) => page.text).join('\n') ?? site.text;
}

/** Verbs that ask for the next step, in the languages we write. */
const CALL_TO_ACTION =
  /(?<![\p{L}])(call|book|order|contact|visit|schedule|get in touch|get started|start|join|reserve|shop|ask|buy|browse|request|vereinbaren|buchen|anfragen|rufen|schreiben|entdecken|bestellen|prenez|réservez|demandez|contactez|découvrez|appelez|reserva|pide|llámanos|escríbenos|descubre|cuéntanos|agendá|reservá|pedí|llamanos|escribinos|contanos|contactanos|conocé|consultá|traé|schreib|ruf|frag|vereinbare|buche|entdecke|écris|appelle|contacte|découvre|demande|prends|réserve|kies|prenota|chiamaci|scrivici|scopri|richiedi|raccontaci|maak|bel|neem|vraag|bekijk|vertel|marque|ligue|fale|peça|conheça|diga)(?![\p{L}])/iu;

/** Grounds, cleans and separates the variants of one ad group (also for previews and challengers). */
export function finishAds(ads: readonly ResponsiveSearchAdPlan[], ctx: FinishContext, backfill?: () => readonly ResponsiveSearchAdPlan[]): ResponsiveSearchAdPlan[] {
  const finished = withEnoughLines(ads.map((ad) => finishAd(ad, ctx)), ctx);
  // A model's ads that grounding leaves short of whole, distinct variants (their descriptions claims the site does not
  // make, their lines in another script) are made up with the site's own words, written as the offline strategist writes them.
  const whole = finished.filter(isWholeAd);
  if (backfill && whole.length < Math.min(LAUNCH_VARIANTS, ads.length)) {
    const made = [...whole];
    for (const ad of withEnoughLines(backfill().map((written) => finishAd(written, ctx)), ctx).filter(isWholeAd)) {
      if (made.length < ads.length && !made.some((other) => sharedHeadlineShare(other.headlines, ad.headlines) > 0.8)) made.push(ad);
    }
    if (made.length > whole.length) return separateVariants(made, ctx);
  }
  return separateVariants(finished, ctx);
}

/**
 * An ad that grounding or the script check left with fewer lines than Google takes borrows its group's other
 * grounded lines (headlines and descriptions, sources and all), then, for descriptions, the site's own sentences (a
 * language no phrasebook speaks has no spare lines of ours to top up with); an ad that still has too few is no ad,
 * while the group keeps another.
 */
function withEnoughLines(ads: ResponsiveSearchAdPlan[], ctx: FinishContext): ResponsiveSearchAdPlan[] {
  const lines = (kind: 'headlines' | 'descriptions') => ads.flatMap((ad) => ad[kind].map((text, index) => ({ text, source: ad.reasoning.sources?.[kind][index] })));
  // Then the site's own sentences that pass every rule an ad line does (a lone challenger has no group to borrow from).
  const short = ads.some((ad) => ad.descriptions.length < limits.description.min);
  const pools = { headlines: lines('headlines'), descriptions: short ? [...lines('descriptions'), ...keepLines(ctx.siteSentences, 'description', ctx)] : lines('descriptions') };
  const topUp = (ad: ResponsiveSearchAdPlan, kind: 'headlines' | 'descriptions', min: number): ResponsiveSearchAdPlan => {
    if (ad[kind].length >= min) return ad;
    const texts = [...ad[kind]];
    const sources = [...(ad.reasoning.sources?.[kind] ?? [])];
    // The lines its siblings use least first, so that a variant that borrows still differs from each of them.
    const used = (text: string) => ads.filter((other) => other[kind].some((line) => line.toLowerCase() === text.toLowerCase())).length;
    for (const line of [...pools[kind]].sort((a, b) => used(a.text) - used(b.text))) {
      if (texts.length >= min) break;
      if (texts.some((text) => text.toLowerCase() === line.text.toLowerCase()) || !line.source) continue;
      texts.push(line.text);
      sources.push(line.source);
    }
    return { ...ad, [kind]: texts, reasoning: { ...ad.reasoning, ...(ad.reasoning.sources ? { sources: { ...ad.reasoning.sources, [kind]: sources } } : {}) } };
  };
  const filled = ads.map((ad) => topUp(topUp(ad, 'headlines', limits.headline.min), 'descriptions', limits.description.min));
  // A variant that borrowed its headlines from its siblings may now be one of them: it tests nothing and goes.
  const distinct = filled.filter((ad, index) => ad.headlines === ads[index].headlines || !filled.slice(0, index).some((other) => sharedHeadlineShare(other.headlines, ad.headlines) > 0.8));
  const whole = distinct.filter(isWholeAd);
  return whole.length > 0 ? whole : filled;
}

/** An ad Google takes: enough headlines and descriptions. */
export function isWholeAd(ad: ResponsiveSearchAdPlan): boolean {
  return ad.headlines.length >= limits.headline.min && ad.descriptions.length >= limits.description.min;
}

/**
 * `assetDrafts`: the sitelinks and callouts a model drafted, by the campaign's name as drafted;
 * every campaign gets its assets from them and from the site (engine/assets/finish-assets.ts).
 */
/** Ads for an ad group when a model's are unusable: the offline writer's, from the site's own words. */
export type BackfillAds = (service: string, count: number) => readonly ResponsiveSearchAdPlan[];

export function finishPlan(plan: CampaignPlan, brief: BusinessBrief, facts: BusinessFacts, assetDrafts: ReadonlyMap<string, AssetsDraft> = new Map(), backfill?: BackfillAds): CampaignPlan {
  // When no ad group keeps three keywords of its own, one keyword each will do (the guard then reports the thin plan).
  const finished = finishPlanWith(plan, brief, facts, MIN_GROUP_KEYWORDS, assetDrafts, backfill) ?? finishPlanWith(plan, brief, facts, 1, assetDrafts, backfill);
  if (!finished) return campaignPlanSchema.parse({ ...plan, campaigns: [] });
  // Whatever the writers and the model did, the plan that leaves keeps issue 16's generic hard rules.
  const site = isSiteContent(brief.site) ? brief.site : null;
  return guardPlan(finished, brief, { spare: spareLines(facts, site?.callsToAction ?? []) }).plan;
}

const SPLIT_SENTENCE = /Your (?:\$[\d,.]+ monthly )?budget is split across \d+ campaigns?: .*?\(\$[\d,.]+\)\.(?=\s|$)/su;

/**
 * The strategy names the budget's split as the writer drafted it; when finishing dropped a campaign (its ad groups
 * kept no keyword or no ad Google would take), the owner must read the split that launches, not the draft's.
 */
export function restateSplit(strategy: string, campaigns: readonly { name: string; monthlyBudget: number }[]): string {
  const total = campaigns.reduce((sum, campaign) => sum + campaign.monthlyBudget, 0);
  const split = `Your ${formatUsd(total)} monthly budget is split across ${campaigns.length} campaign${campaigns.length === 1 ? '' : 's'}: ${campaigns.map((campaign) => `${campaign.name} (${formatUsd(campaign.monthlyBudget)})`).join(', ')}.`;
  return SPLIT_SENTENCE.test(strategy) ? strategy.replace(SPLIT_SENTENCE, () => split) : `${strategy.trim()} ${split}`;
}

/** Names made distinct the way a person would: the second "Brand" is "Brand 2". */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.trim().toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} ${count}`;
  });
}

/** An ad group left with fewer keywords than this after removing repeats adds nothing its siblings do not: it goes. */
const MIN_GROUP_KEYWORDS = 3;

function finishPlanWith(
  plan: CampaignPlan,
  brief: BusinessBrief,
  facts: BusinessFacts,
  minKeywords: number,
  assetDrafts: ReadonlyMap<string, AssetsDraft>,
  backfill?: BackfillAds,
): CampaignPlan | null {
  const ctx = finishContext(brief, facts);
  // An ad group about something neither the site nor the form names (a model's or an industry's guess) goes, when others remain.
  const site = isSiteContent(brief.site);
  const said = whatTheySay(brief);
  const anyNamed = plan.campaigns.some((campaign) => campaign.adGroups.some((group) => namedByBusiness(group.name, said)));
  const negativeKeywords = plan.negativeKeywords ?? negativeKeywordsFor(brief, facts, ctx.excludedSearches);
  const taken = new Set<string>();
  let orphaned = 0;
  const campaigns = plan.campaigns.flatMap((campaign) => {
    const adGroups = campaign.adGroups
      .map((group) => {
        const keywords = finishKeywords(group, taken, negativeKeywords, ctx);
        // A keyword belongs to one ad group of one campaign: nothing bids against itself.
        for (const keyword of keywords) taken.add(keyword.text);
        // An ad group left without five whole, distinct variants tests nothing: it goes. When nothing else is left (the
        // last pass), its whole ads are repeated up to five rather than failing the plan, and the guard reports it.
        const whole = finishAds(group.ads, ctx, backfill && (() => backfill(group.name, group.ads.length))).filter(isWholeAd);
        const ads = minKeywords === 1 && whole.length > 0 ? Array.from({ length: Math.max(whole.length, LAUNCH_VARIANTS) }, (_, index) => whole[index % whole.length]) : whole;
        return { ...group, keywords, ads };
      })
      .filter((group) => group.ads.length >= LAUNCH_VARIANTS && group.keywords.length >= minKeywords && (!site || namedByBusiness(group.name, said) || !anyNamed));
    if (adGroups.length === 0) {
      orphaned += campaign.monthlyBudget;
      return [];
    }
    const spell = (text: string) => (facts.language === 'en' ? localSpelling(text, facts.country) : text);
    const named = { name: spell(campaign.name), theme: spell(campaign.theme) };
    return [
      {
        ...campaign,
        ...named,
        description: spell(campaign.description),
        adGroups: adGroups.map((group) => ({ ...group, name: spell(group.name), theme: spell(group.theme) })),
        assets: finishAssets(assetDrafts.get(campaign.name), named, brief, facts, ctx),
      },
    ];
  });
  if (campaigns.length === 0) return null;
  // Google refuses two campaigns of one name in an account and two ad groups of one name in a campaign.
  const campaignNames = uniqueNames(campaigns.map((campaign) => campaign.name));
  campaigns.forEach((campaign, index) => {
    const groupNames = uniqueNames(campaign.adGroups.map((group) => group.name));
    campaigns[index] = { ...campaign, name: campaignNames[index], adGroups: campaign.adGroups.map((group, at) => ({ ...group, name: groupNames[at] })) };
  });
  // A campaign left without keywords of its own gives its budget to the first one.
  if (orphaned > 0) campaigns[0] = { ...campaigns[0], monthlyBudget: Math.round((campaigns[0].monthlyBudget + orphaned) * 100) / 100 };
  const targeting = plan.targeting ?? proposeTargeting(brief, { local: facts.local, travels: facts.quotes && facts.local, refused: facts.refused });
  const spelled = facts.language === 'en' ? localSpelling(plan.strategy, facts.country) : plan.strategy;
  const strategy = campaigns.length < plan.campaigns.length ? restateSplit(spelled, campaigns) : spelled;
  return campaignPlanSchema.parse({ ...plan, strategy, campaigns, negativeKeywords, targeting });
}
