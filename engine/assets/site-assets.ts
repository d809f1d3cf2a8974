import { type BusinessBrief, isSiteContent, type SiteContent } from '../../schema/ai-plan';
import { ASSET_LIMITS, type CallAsset, type Callout, type LocationAsset, type Sitelink, type StructuredSnippet } from '../../schema/assets';
import type { LineSource } from '../../schema/fields';
import type { BusinessFacts } from '../ai/business-facts';
import { editorialClean, type FinishContext, mentionsRuledOut } from '../ai/finish-plan';
import { cutAtWordBoundary, normaliseCase, titleCaseIn } from '../ai/fit-text';
import { checkLine, claimKinds, contentWords, NEGATION, NO_CALLS, splitSentences } from '../ai/ground-claims';
import { formatPhone } from '../site/format-phone';
import { findPrices } from '../site/read-prices';

/**
 * Campaign assets written from the owner's site alone (issue 22), for the offline strategist and
 * to top up what a model drafted: every text is a phrase of the site (a link's words, a heading, a
 * sentence or its first clause), cleaned by the same editorial rules as ad copy, and kept only
 * when grounding finds no claim the site does not back. Each carries the page and sentence it
 * rests on.
 */

const limits = ASSET_LIMITS;

/** A text of at most `max` characters, cleaned like a headline; null when none is left. */
export function assetText(text: string, max: number, ctx: FinishContext): string | null {
  const clean = editorialClean(text.replace(/[.:;,]+$/, ''), 'headline', ctx.capitals);
  if (!clean || clean.length > max || mentionsRuledOut(clean, ctx.excluded)) return null;
  return checkLine(clean, ctx.evidence).unsupported.length === 0 ? clean : null;
}

function sameUrl(a: string, b: string): boolean {
  try {
    const left = new URL(a);
    const right = new URL(b);
    const path = (url: URL) => url.pathname.replace(/\/(index\.html?)?$/, '');
    return left.origin === right.origin && path(left) === path(right);
  } catch {
    return false;
  }
}

/** Pages of the site that answered when the analyzer read them, other than the page the ads land on. */
export function readPages(site: SiteContent): NonNullable<SiteContent['pageTexts']> {
  return (site.pageTexts ?? []).filter((page) => site.pages.some((read) => sameUrl(read, page.url)) && !sameUrl(page.url, site.url));
}

export function isReadPage(site: SiteContent, url: string): boolean {
  return readPages(site).some((page) => sameUrl(page.url, url));
}

/** Short phrases of a page that say something: whole sentences, else a sentence's first clause; never what a sentence rules out. */
function phrasesOf(text: string, max: number, chrome: ReadonlySet<string>): { phrase: string; sentence: string }[] {
  const out: { phrase: string; sentence: string }[] = [];
  for (const sentence of splitSentences(text)) {
    if (chrome.has(sentence) || NEGATION.test(sentence) || /@|https?:|www\.|\d{3}[\s.-]\d{3,4}/.test(sentence)) continue;
    const whole = sentence.replace(/[.!?]+$/, '');
    const clause = whole.split(/[,;:]\s+|\s[–—(-]\s*/)[0].trim();
    const phrase = whole.length <= max ? whole : clause.length <= max ? clause : null;
    if (phrase && phrase.split(/\s+/).length >= 2 && phrase.length >= 10 && !onlyNavigation(phrase)) out.push({ phrase, sentence });
  }
  return out;
}

const NAVIGATION = new Set('home about us contact menu our services service shop all blog pricing prices features log in sign faq news cart start'.split(' '));
/** "Home About": a navigation bar read as a line. */
function onlyNavigation(phrase: string): boolean {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .every((word) => NAVIGATION.has(word));
}

/** Lines every page repeats (navigation, footer): no page's own words. */
function chromeOf(site: SiteContent): Set<string> {
  const pages = site.pageTexts ?? [];
  if (pages.length < 2) return new Set();
  const counts = new Map<string, number>();
  for (const page of pages) for (const line of new Set(splitSentences(page.text))) counts.set(line, (counts.get(line) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([line]) => line));
}

/** Sitelinks to the site's read pages, those closest to the campaign's theme first. */
export function siteSitelinks(site: SiteContent, ctx: FinishContext, theme: string): Sitelink[] {
  const chrome = chromeOf(site);
  const themeWords = contentWords(theme);
  const out: Sitelink[] = [];
  for (const page of readPages(site)) {
    const label = [
      page.linkText ? { text: page.linkText, source: { kind: 'site', page: site.url, quote: page.linkText } as LineSource } : null,
      page.heading ? { text: page.heading, source: { kind: 'site', page: page.url, quote: page.heading } as LineSource } : null,
      page.title ? { text: page.title.split(/\s+[|–—-]\s+/)[0], source: { kind: 'site', page: page.url, quote: page.title } as LineSource } : null,
    ]
      .filter((candidate) => candidate !== null)
      .map((candidate) => ({ ...candidate, text: assetText(titleCaseIn(candidate.text, ctx.language), limits.sitelink.textMaxLength, ctx) }))
      .find((candidate) => candidate.text !== null && candidate.text.split(/\s+/).length <= 4);
    if (!label?.text) continue;
    const linkText = label.text;
    const descriptions: { text: string; source: LineSource }[] = [];
    for (const { phrase, sentence } of phrasesOf(page.text, limits.sitelink.descriptionMaxLength, chrome)) {
      const text = assetText(phrase, limits.sitelink.descriptionMaxLength, ctx);
      if (!text || text.toLowerCase() === linkText.toLowerCase() || descriptions.some((known) => known.text.toLowerCase() === text.toLowerCase())) continue;
      descriptions.push({ text, source: { kind: 'site', page: page.url, quote: sentence } });
      if (descriptions.length === 2) break;
    }
    if (descriptions.length < 2 || out.some((known) => known.linkText.toLowerCase() === linkText.toLowerCase())) continue;
    out.push({
      linkText,
      description1: descriptions[0].text,
      description2: descriptions[1].text,
      finalUrl: page.url,
      sources: { linkText: label.source, description1: descriptions[0].source, description2: descriptions[1].source },
    });
  }
  const score = (link: Sitelink) => themeWords.filter((word) => `${link.linkText} ${link.description1} ${link.description2}`.toLowerCase().includes(word)).length;
  return out.sort((a, b) => score(b) - score(a)).slice(0, limits.sitelink.max);
}

/** Facts the site states, at most 25 characters: the strategist's claims, then the site's own short claim lines. */
export function siteCallouts(site: SiteContent, facts: BusinessFacts, ctx: FinishContext): Callout[] {
  const out: Callout[] = [];
  const add = (raw: string) => {
    const text = assetText(titleCaseIn(raw, ctx.language), limits.callout.maxLength, ctx);
    if (!text || out.some((known) => known.text.toLowerCase() === text.toLowerCase()) || out.length >= 6) return;
    const { source } = checkLine(text, ctx.evidence);
    // A callout is a fact: it must rest on something the business said, never on nothing.
    if (source.kind !== 'generic') out.push({ text, source });
  };
  // The first fact of each kind (speed, trust, price, offer…), then the rest in the site's order: six slots filled by
  // the kinds written first would leave out the plumber's "Free Estimates", the only offer.
  const firsts = facts.claims.filter((claim, index) => facts.claims.findIndex((other) => other.angle === claim.angle) === index);
  for (const claim of [...firsts, ...facts.claims.filter((claim) => !firsts.includes(claim))]) add(claim.headline);
  const address = `${site.contact.address ?? ''}`.toLowerCase();
  // Headings name sections ("Best Sellers", "Gluten-Free Treats"); facts are stated in sentences.
  const headings = new Set(site.headings.map((heading) => heading.toLowerCase()));
  for (const page of site.pageTexts ?? [{ url: site.url, text: site.text }]) {
    for (const sentence of splitSentences(page.text)) {
      if (headings.has(sentence.toLowerCase())) continue;
      // Clauses split at ", " (never inside "40,000" or "7,80 €").
      for (const part of sentence.replace(/[.!?]+$/, '').split(/,\s+(?:and\s+)?|;\s*|\s[–—]\s/)) {
        const phrase = part.replace(/^(and|plus|with|a|an)\s+/i, '').trim();
        // A fact of a kind grounding knows (free, guarantee, years, certification…), not a price list or an address.
        const fact = claimKinds(phrase).length > 0 && findPrices(phrase, ctx.evidence.dollar).length === 0 && !address.includes(phrase.toLowerCase());
        if (phrase.split(/\s+/).length >= 2 && fact && (!NEGATION.test(phrase) || /^no\s/i.test(phrase))) add(phrase);
      }
    }
  }
  return out.length >= limits.callout.min ? out : [];
}

/** Section headings the analyzer may take for services: a snippet lists offerings, not "Why Choose Us". */
const NOT_A_SERVICE = /^(why|about|our story|how|what|contact|results|meet|testimonials?|reviews?|faq|opening|hours|find us)\b/i;

/** The site's list of services (or products), as a structured snippet of 3 to 10 values. */
export function siteSnippets(site: SiteContent, facts: BusinessFacts, ctx: FinishContext): StructuredSnippet[] {
  const values: string[] = [];
  for (const service of facts.services.length > 0 ? facts.services : site.services) {
    const text = assetText(normaliseCase(service, ctx.language), limits.snippet.valueMaxLength, ctx);
    if (text && !values.some((known) => known.toLowerCase() === text.toLowerCase())) values.push(text);
  }
  // Only what the site itself names: a profile's usual services are no list of the business's.
  const said = site.text.toLowerCase();
  const named = values
    .filter((value) => !NOT_A_SERVICE.test(value) && (said.includes(value.toLowerCase()) || contentWords(value).every((word) => said.includes(word))))
    .slice(0, limits.snippet.maxValues);
  if (named.length < limits.snippet.minValues) return [];
  const products = site.schemaTypes.some((type) => /^(Product|Store|Shop|OnlineStore)$/.test(type)) || facts.profile.id === 'retail';
  const { source } = checkLine(named.join(', '), ctx.evidence);
  return [{ header: products ? 'Types' : 'Service catalog', values: named, source }];
}

/** The site's first phone number in its country's format; none where the site shows none or asks for no calls. */
export function siteCall(site: SiteContent, ctx: FinishContext): CallAsset | null {
  if (ctx.evidence.sentences.some((sentence) => NO_CALLS.test(sentence.lower))) return null;
  for (const raw of site.contact.phones) {
    const phone = formatPhone(raw, site.country ?? null);
    if (!phone) continue;
    const digits = raw.replace(/\D/g, '').slice(-7);
    const sentence = ctx.evidence.sentences.find((candidate) => candidate.text.replace(/\D/g, '').includes(digits));
    return {
      countryCode: phone.countryCode,
      phoneNumber: phone.national,
      source: sentence ? { kind: 'site', page: sentence.page, quote: sentence.text } : { kind: 'site', page: site.url, quote: raw },
    };
  }
  return null;
}

/** A location asset only where the site links its Google Business Profile. */
export function siteLocation(site: SiteContent): LocationAsset | null {
  const url = site.contact.businessProfileUrl;
  if (!url) return null;
  return { businessProfileUrl: url, source: { kind: 'site', page: site.url, quote: url } };
}

export function siteOf(brief: BusinessBrief): SiteContent | null {
  return isSiteContent(brief.site) ? brief.site : null;
}

/** Cuts a drafted text to its limit at a word boundary (the repair step for a model's assets). */
export function fitAsset(text: string, max: number): string {
  return cutAtWordBoundary(text.replace(/\s+/g, ' ').trim(), max);
}
