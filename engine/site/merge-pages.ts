import type { SiteContent, SitePrice } from '../../schema/ai-plan';
import type { PageRole } from './choose-pages';
import { guessLanguage, WRITTEN_LANGUAGES } from './detect-language';
import type { PageContent } from './extract-page-content';
import { isSkipWords, kindOfWords } from './link-kinds';
import { negationIn } from './negation';
import { placesNotServed } from './places-not-served';
import { findPrices, SHARED_SIGN_CURRENCIES } from './read-prices';
import { currencyOfCountry, detectCountry, namesCountry, parseLang } from './site-locale';
import { saysWords } from './whole-words';

/**
 * One `SiteContent` from the pages read, home first: what each page lists merged without repeats. A cap meant for a
 * page (30 services, 10 places) is shared so that what only a subpage lists still gets in (each page keeps a share
 * before the home page's long list fills the rest), and kept in the pages' order; a page of one service gives its name.
 */

export interface ReadPage {
  url: string;
  content: PageContent;
  /** Why it was read (`home` for the first); a `detail` page is one service's. */
  role: PageRole | 'home';
  /** The link said which service the page is about (a dropdown's child, a path under a hub, the service's name). */
  named?: boolean;
  /** The words the site links the page with ("Our Menu"), for a sitelink; null when only "Read more". */
  linkText: string | null;
}

/**
 * At most `max` distinct values (case aside) from lists in order: each list keeps up to its share first (`max` over the
 * lists, at least 3), then the lists fill what is left in order; the values keep their lists' order.
 */
export function mergeFairly<T>(lists: readonly (readonly T[])[], max: number, key: (value: T) => string): T[] {
  const seen = new Set<string>();
  const distinct = lists.map((list) =>
    list.filter((value) => {
      const id = key(value);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    }),
  );
  const total = distinct.reduce((sum, list) => sum + list.length, 0);
  if (total <= max) return distinct.flat();
  const share = Math.max(3, Math.floor(max / Math.max(1, distinct.filter((list) => list.length > 0).length)));
  const taken = distinct.map((list) => Math.min(list.length, share));
  let left = max - taken.reduce((sum, count) => sum + count, 0);
  // Over the cap with every list at its share: the later lists give way, home's keeps its share.
  for (let index = taken.length - 1; left < 0 && index > 0; index--) {
    const give = Math.min(taken[index], -left);
    taken[index] -= give;
    left += give;
  }
  for (let index = 0; index < distinct.length && left > 0; index++) {
    const more = Math.min(distinct[index].length - taken[index], left);
    taken[index] += more;
    left -= more;
  }
  return distinct.flatMap((list, index) => list.slice(0, taken[index]));
}

/** Each page's text in a shared budget, home first: a short page leaves its share to the others. */
export function shareText(texts: readonly string[], budget: number): string {
  const lengths = texts.map((text) => text.length);
  const given = lengths.map(() => 0);
  let left = budget;
  let open = lengths.map((_, index) => index).filter((index) => lengths[index] > 0);
  while (left > 0 && open.length > 0) {
    const share = Math.max(1, Math.floor(left / open.length));
    for (const index of open) {
      const more = Math.min(share, lengths[index] - given[index], left);
      given[index] += more;
      left -= more;
    }
    open = open.filter((index) => given[index] < lengths[index]);
  }
  return texts.map((text, index) => text.slice(0, given[index])).filter(Boolean).join('\n');
}

/** " in Springfield", " à Lyon", " | Hartley Plumbing": what a service page's heading says besides the service. */
const TOWN_AFTER = /\s+(?:in|near|à|en|em|a|bij|w|i|v)\s+\p{Lu}[\p{L}'’.-]*(?:[\s,]+\p{Lu}[\p{L}'’.-]*)*(?:,?\s+\p{Lu}{2})?$/u;

/** A page of one service named by its heading or the link to it: the shorter of them that reads as a name. */
export function serviceNameOf(page: Pick<ReadPage, 'content' | 'linkText'>): string | null {
  const names = [page.content.heading, page.linkText]
    .map((text) => (text ?? '').split(/\s+[|–—-]\s+/)[0].replace(TOWN_AFTER, '').trim())
    .filter((name) => {
      const words = name.split(/\s+/).length;
      const kind = kindOfWords(name);
      return name.length >= 3 && name.length <= 60 && words <= 6 && !/[.!?:;]$|\d{3,}|[$£€]/u.test(name) && !isSkipWords(name) && kind !== 'about' && kind !== 'contact' && kind !== 'prices' && kind !== 'aside';
    });
  return names.sort((a, b) => a.length - b.length)[0] ?? null;
}

const caseless = (value: string) => value.toLowerCase();

export function mergePages(pages: readonly ReadPage[]): SiteContent {
  const home = pages[0].content;
  const merged = (pick: (page: PageContent) => string[], max: number): string[] => mergeFairly(pages.map(({ content }) => pick(content)), max, caseless);
  const contents = pages.map(({ content }) => content);
  // The same amount seen on the page and in structured data: the page's own writing wins.
  const priceKey = (price: SitePrice) => `${price.amount}|${price.currency}|${price.item ?? ''}`;
  const prices = mergeFairly(
    contents.map((content) => content.prices),
    Number.POSITIVE_INFINITY,
    priceKey,
  );
  // The pages of one service, each named as the site names it: right after what the home page lists.
  const serviceNames = pages.filter((page) => page.role === 'detail' && page.named).map(serviceNameOf).filter((name): name is string => name !== null);
  const text = shareText(
    contents.map((content) => content.text),
    40_000,
  );
  const lang = contents.map((content) => content.lang).find(Boolean) ?? null;
  // Norwegian's written standards (nb, nn) are one language to Google Ads: "no".
  const declared = parseLang(lang).language?.replace(/^n[bn]$/, 'no') ?? null;
  const detected = guessLanguage(text.slice(0, 20_000));
  // The text can only be matched to languages we have small words for: a page that declares another one
  // (Czech, Greek) is not guessed as its neighbour (Polish read as Portuguese, Danish as Swedish). An English
  // text under a foreign lang is English: an English site abroad keeps a template's lang.
  const weakGuess = declared !== null && /^[a-z]{2}$/.test(declared) && !(WRITTEN_LANGUAGES as readonly string[]).includes(declared) && detected !== 'en';
  const language = weakGuess ? declared : (detected ?? declared);
  const currencyCodes = [...new Set(contents.flatMap((content) => content.currencyCodes))];
  const phones = merged((page) => page.phones, 3);
  // The address a page shows in place of stale structured data (the contact page's, while every page carries the old
  // JSON-LD) is the business's, wherever else the old one stands.
  const moved = contents.find((content) => content.movedFrom);
  const address = moved?.address ?? contents.map((content) => content.address).find(Boolean) ?? null;
  const country = detectCountry({
    url: pages[0].url,
    lang,
    addressCountries: contents.flatMap((content) => content.addressCountries),
    address,
    phones,
    currencyCodes,
    priceCurrencies: commonestFirst(prices.map((price) => price.currency).filter((code) => !SHARED_SIGN_CURRENCIES.includes(code))),
    textLanguage: language,
    emails: merged((page) => page.emails, 3),
    text: contents.map((content) => content.text).join('\n'),
  });
  // A sign several countries write ("kr.", "¥", "Rs", "ريال") is the money of the site's country: a page with no
  // region in its lang read it as the commonest (Swedish crowns, yen, Indian rupees, Saudi rials).
  for (const price of prices) if (SHARED_SIGN_CURRENCIES.includes(price.currency)) price.currency = findPrices(price.text, 'USD', country)[0]?.currency ?? price.currency;
  // What a visitor reads: a place only the structured data names ("areaServed": "Munster", ["Oslo", "Viken", "Norge"],
  // often a template's or a stale one) is no place the business says it serves.
  const visible = [address ?? '', ...contents.flatMap((content) => [content.text, content.title ?? '', content.description ?? ''])].join('\n');
  // A customer's question names a place the business may not serve ("Têm aulas em Cascais ou no Porto?"), and so does a
  // clause that says no ("also nicht in Leibnitz, Weiz oder Voitsberg"): a place must be named outside them.
  const negation = negationIn(language);
  const clauses = visible
    .split('\n')
    .filter((line) => !/[?？]\s*$/u.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+|\s*[;()–—]\s*/u));
  const stated = clauses.filter((clause) => !negation.test(clause)).join('\n');
  const saidNo = clauses.filter((clause) => negation.test(clause)).join('\n');
  // The places the page reader found, kept where a visitor reads them as the business's. (Nor is the whole country a place of
  // a business with an address, "Valoración inicial en España", unless the address names it: Singapore and Luxembourg are
  // towns too.)
  const found = merged((page) => page.places, 10);
  const places = found.filter(
    (place) =>
      // A bracket left open ("VG)" of "Platen (VG+)") is a fragment, no place.
      (place.match(/\(/g) ?? []).length === (place.match(/\)/g) ?? []).length &&
      namedOnPage(place, stated) &&
      !(address && country && namesCountry(place, country, language) && !namedOnPage(place, address)) &&
      // The old address's town ("Waru, Sidoarjo" of a shop that moved to Surabaya) is no longer the business's.
      !(moved?.movedFrom && namedOnPage(place, moved.movedFrom) && !namedOnPage(place, address ?? '')),
  );
  // A service only the structured data names ("hasOfferCatalog": "Cuci Karpet", the page saying it takes no carpets) is
  // no service a visitor is offered; nor is a FAQ's question ("試堂收費嗎？") read off an accordion.
  const services = mergeFairly([home.services, serviceNames, ...contents.slice(1).map((content) => content.services)], 30, caseless).filter((service) => namedOnPage(service, visible) && !/[?？؟]\s*$/u.test(service));
  // Named where the site says no, asked about and answered no, or a branch that closed: searches naming them are for others.
  // (So is a place the page reader found, named only where the site says no: "서면 스튜디오는 운영하지 않습니다".)
  const namedOnlyInNo = found.filter((place) => !places.includes(place) && namedOnPage(place, saidNo) && !namedOnPage(place, stated) && !namedOnPage(place, address ?? ''));
  // The business's own names are no places it refuses: its name, its title, its services, its headings that say no no.
  const ownNames = [
    contents.map((content) => content.businessName).find(Boolean) ?? '',
    home.title ?? '',
    ...services,
    ...contents.flatMap((content) => content.headings).filter((heading) => !negation.test(heading) && !/[?？]\s*$/u.test(heading)),
  ];
  const read = placesNotServed(pages.map(({ content }) => content.text.slice(0, 20_000)).join('\n'), language, {
    places,
    address,
    names: ownNames,
    movedFrom: moved?.movedFrom ?? null,
    country,
  });
  const notServed = [...namedOnlyInNo, ...read.filter((place) => !namedOnlyInNo.includes(place))];
  const counted = new Map<string, number>();
  for (const price of prices) counted.set(price.currency, (counted.get(price.currency) ?? 0) + 1);
  const currency = [...counted.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? currencyCodes[0] ?? null;
  return {
    url: pages[0].url,
    pages: pages.map((page) => page.url),
    businessName: contents.map((content) => content.businessName).find(Boolean) ?? nameFromTitle(home.title),
    title: home.title,
    description: home.description ?? contents.map((content) => content.description).find(Boolean) ?? null,
    headings: merged((page) => page.headings, 40),
    services,
    places: places.filter((place) => !notServed.some((refused) => refused.toLowerCase() === place.toLowerCase())),
    placesNotServed: notServed,
    prices: mergeFairly(
      contents.map((content) => content.prices),
      30,
      (price) => `${price.amount}|${price.item ?? ''}`,
    ),
    callsToAction: merged((page) => page.callsToAction, 10),
    contact: {
      phones,
      emails: merged((page) => page.emails, 3),
      address,
      businessProfileUrl: contents.map((content) => content.businessProfileUrl).find(Boolean) ?? null,
    },
    schemaTypes: merged((page) => page.schemaTypes, 20),
    text,
    language,
    country: country ?? null,
    currency: currency ?? (prices.length > 0 ? currencyOfCountry(country) : null),
    openingHours: merged((page) => page.openingHours, 10),
    questions: merged((page) => page.questions, 80),
    pageTexts: pages.map(({ url, content, linkText }) => ({
      url,
      text: content.text.slice(0, 20_000),
      title: content.title,
      heading: content.heading,
      linkText,
    })),
  };
}

/** "Morales & Whitfield | Personal Injury Lawyers" names the business before the separator. */
function namedOnPage(place: string, visible: string): boolean {
  return place.trim().length > 0 && saysWords(visible, place.trim(), { digits: true });
}

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
