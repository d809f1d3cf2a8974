import type { SiteAnalysis, SiteContent } from '../../schema/ai-plan';
import { guessLanguage, WRITTEN_LANGUAGES } from './detect-language';
import { extractPageContent, type PageContent } from './extract-page-content';
import { type FetchPolicy, fetchHtmlPage, SiteFetchError } from './fetch-page';
import { findPrices, SHARED_SIGN_CURRENCIES } from './read-prices';
import { currencyOfCountry, detectCountry, parseLang } from './site-locale';

/**
 * Reads an owner's website for the strategist.
 *
 *   analyzeSite(url, options?) => Promise<SiteContent | { error: string }>
 *
 * Reads the home page and up to `maxPages - 1` linked pages of the same site (services first,
 * then about), each through the SSRF-safe fetcher: http(s) only, addresses checked after DNS
 * resolution and on every redirect, at most 5 redirects, 2 MB and 10 s per page, HTML only.
 * Never throws for a site problem: it returns `{ error }` with a message fit for the owner, and
 * the strategist plans from the form data and says so. Pass the result as `BusinessBrief.site`.
 *
 * Options: `allowHosts` (tests only: hosts allowed to be private), `lookup` (injectable DNS),
 * `maxBytes`, `timeoutMs`, `maxRedirects`, `maxPages` (default 4).
 */


export interface AnalyzeSiteOptions extends FetchPolicy {
  maxPages?: number;
}

const FOLLOW_FIRST = /(service|product|menu|pricing|prices|practice|shop|store|features|treatments|what-we-do|catalog|plans)/i;
const FOLLOW_NEXT = /(about|team|story|who-we-are|areas|locations|contact)/i;

export async function analyzeSite(url: string, options: AnalyzeSiteOptions = {}): Promise<SiteAnalysis> {
  const maxPages = Math.max(1, options.maxPages ?? 4);
  let home: { url: string; content: PageContent };
  try {
    const page = await fetchHtmlPage(withScheme(url), options);
    home = { url: page.url, content: extractPageContent(page.html, page.url) };
  } catch (error) {
    return { error: error instanceof SiteFetchError ? error.message : 'The website could not be read.' };
  }

  const pages = [home];
  for (const link of pagesWorthReading(home.url, home.content, maxPages - 1)) {
    try {
      const page = await fetchHtmlPage(link, options);
      pages.push({ url: page.url, content: extractPageContent(page.html, page.url) });
    } catch {
      // A linked page that cannot be read is skipped: the home page is enough to plan from.
    }
  }
  return mergePages(pages);
}

/** Lets an owner type "example.com" as well as "https://example.com". */
function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function pagesWorthReading(homeUrl: string, home: PageContent, count: number): string[] {
  const seen = new Set([normalise(homeUrl)]);
  const ranked = home.links
    .map((link) => {
      const label = `${new URL(link.url).pathname} ${link.text}`;
      return { url: link.url, rank: FOLLOW_FIRST.test(label) ? 0 : FOLLOW_NEXT.test(label) ? 1 : 2 };
    })
    .filter((link) => link.rank < 2 && !/\.(pdf|jpe?g|png|gif|zip|docx?)$/i.test(link.url))
    .sort((a, b) => a.rank - b.rank);
  const chosen: string[] = [];
  for (const link of ranked) {
    const key = normalise(link.url);
    if (seen.has(key) || chosen.length >= count) continue;
    seen.add(key);
    chosen.push(link.url);
  }
  return chosen;
}

function normalise(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/(index\.html?)?$/, '')}`;
}

function mergePages(pages: { url: string; content: PageContent }[]): SiteContent {
  const home = pages[0].content;
  const merged = (pick: (page: PageContent) => string[], max: number): string[] => {
    const out: string[] = [];
    for (const { content } of pages) {
      for (const value of pick(content)) {
        if (out.length < max && !out.some((known) => known.toLowerCase() === value.toLowerCase())) out.push(value);
      }
    }
    return out;
  };
  const allPrices = pages.flatMap(({ content }) => content.prices);
  // The same amount seen on the page and in structured data: the page's own writing wins.
  const prices = allPrices.filter((price, index) => !allPrices.some((other, at) => at !== index && other.amount === price.amount && other.currency === price.currency && other.item === price.item && at < index));
  const text = pages.map(({ content }) => content.text).join('\n');
  const lang = pages.map(({ content }) => content.lang).find(Boolean) ?? null;
  // Norwegian's written standards (nb, nn) are one language to Google Ads: "no".
  const declared = parseLang(lang).language?.replace(/^n[bn]$/, 'no') ?? null;
  const detected = guessLanguage(text.slice(0, 20_000));
  // The text can only be matched to languages we have small words for: a page that declares another one
  // (Czech, Greek) is not guessed as its neighbour (Polish read as Portuguese, Danish as Swedish). An English
  // text under a foreign lang is English: an English site abroad keeps a template's lang.
  const weakGuess = declared !== null && /^[a-z]{2}$/.test(declared) && !(WRITTEN_LANGUAGES as readonly string[]).includes(declared) && detected !== 'en';
  const language = weakGuess ? declared : (detected ?? declared);
  const currencyCodes = [...new Set(pages.flatMap(({ content }) => content.currencyCodes))];
  const phones = merged((page) => page.phones, 3);
  const address = pages.map(({ content }) => content.address).find(Boolean) ?? null;
  const country = detectCountry({
    url: pages[0].url,
    lang,
    addressCountries: pages.flatMap(({ content }) => content.addressCountries),
    address,
    phones,
    currencyCodes,
    priceCurrencies: commonestFirst(prices.map((price) => price.currency).filter((code) => !SHARED_SIGN_CURRENCIES.includes(code))),
    textLanguage: language,
    emails: merged((page) => page.emails, 3),
  });
  // A sign several countries write ("kr.", "¥", "Rs", "ريال") is the money of the site's country: a page with no
  // region in its lang read it as the commonest (Swedish crowns, yen, Indian rupees, Saudi rials).
  for (const price of prices) if (SHARED_SIGN_CURRENCIES.includes(price.currency)) price.currency = findPrices(price.text, 'USD', country)[0]?.currency ?? price.currency;
  const counted = new Map<string, number>();
  for (const price of prices) counted.set(price.currency, (counted.get(price.currency) ?? 0) + 1);
  const currency = [...counted.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? currencyCodes[0] ?? null;
  return {
    url: pages[0].url,
    pages: pages.map((page) => page.url),
    businessName: pages.map(({ content }) => content.businessName).find(Boolean) ?? nameFromTitle(home.title),
    title: home.title,
    description: home.description ?? pages.map(({ content }) => content.description).find(Boolean) ?? null,
    headings: merged((page) => page.headings, 40),
    services: merged((page) => page.services, 30),
    places: merged((page) => page.places, 10),
    prices: prices.filter((price, index) => prices.findIndex((other) => other.amount === price.amount && other.item === price.item) === index).slice(0, 30),
    callsToAction: merged((page) => page.callsToAction, 10),
    contact: {
      phones,
      emails: merged((page) => page.emails, 3),
      address,
      businessProfileUrl: pages.map(({ content }) => content.businessProfileUrl).find(Boolean) ?? null,
    },
    schemaTypes: merged((page) => page.schemaTypes, 20),
    text: text.slice(0, 40_000),
    language,
    country: country ?? null,
    currency: currency ?? (prices.length > 0 ? currencyOfCountry(country) : null),
    openingHours: merged((page) => page.openingHours, 10),
    pageTexts: pages.map(({ url, content }) => ({
      url,
      text: content.text.slice(0, 20_000),
      title: content.title,
      heading: content.heading,
      linkText: linkTextFor(url, home),
    })),
  };
}

/** The words the home page first links a page with ("Our Menu", usually the navigation's), not "Read more". */
function linkTextFor(url: string, home: PageContent): string | null {
  const key = normalise(url);
  const texts = home.links
    .filter((link) => normalise(link.url) === key)
    .map((link) => link.text.trim())
    .filter((text) => text.length > 1 && text.length <= 40 && !/^(read|learn|see|view|find out|click|more|here|home)\b/i.test(text));
  return texts[0] ?? null;
}

/** "Morales & Whitfield | Personal Injury Lawyers" names the business before the separator. */
function nameFromTitle(title: string | null): string | null {
  const first = title?.split(/\s+[|–—-]\s+/)[0]?.trim();
  return first && first.split(' ').length <= 6 ? first : null;
}

/** Distinct values, the commonest first. */
function commonestFirst(values: readonly string[]): string[] {
  const counted = new Map<string, number>();
  for (const value of values) counted.set(value, (counted.get(value) ?? 0) + 1);
  return [...counted.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}
