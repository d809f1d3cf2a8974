import { type HTMLElement, parse } from 'node-html-parser';
import type { SitePrice } from '../../schema/ai-plan';

/**
 * Reads what an ad writer needs from one HTML page: names, services, places, prices, calls to
 * action, contact details and schema.org (JSON-LD) data, plus links to pages worth reading next.
 */

export interface PageContent {
  businessName: string | null;
  title: string | null;
  description: string | null;
  headings: string[];
  services: string[];
  places: string[];
  prices: SitePrice[];
  callsToAction: string[];
  phones: string[];
  emails: string[];
  address: string | null;
  schemaTypes: string[];
  links: { url: string; text: string }[];
  text: string;
}

const SERVICE_SECTION = /\b(services?|products?|menu|practice areas?|what we (do|offer)|treatments?|features?|our (work|range|cakes|breads)|specialt(y|ies)|shop|collection|catalog(ue)?|solutions?|classes)\b/i;
const SERVICE_CONTAINER = /\b(services?|products?|menu|practice|offerings?|features?|treatments?|solutions?|catalog)\b/i;
const NAV_WORDS = /^(home|about( us)?|contact( us)?|blog|news|faq|login|log in|sign in|cart|menu|services|products|careers|privacy|terms|read more|learn more|more|see all|view all)$/i;
const CTA = /\b(call|book|order|schedule|get (a |your )?(free )?(quote|estimate|started|consultation|demo)|request|contact us|shop|buy|start|try|sign up|reserve|visit|subscribe|enquire|inquire|download)\b/i;
const BUSINESS_TYPES = /(Business|Organization|Store|Bakery|Restaurant|Plumber|Attorney|LegalService|Dentist|Electrician|HomeAndConstructionBusiness|ProfessionalService|SoftwareApplication|Corporation|Shop|Salon|Clinic|Service)$/;
const PRICE = /(from\s+|starting at\s+)?([$£€])\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d,]|\s*(?:million|billion|bn|[mk]\b))(\s*(?:\/|per\s+)\s*(?:month|mo|hour|hr|year|yr|person|lb|dozen|user|visit|session))?/gi;
// Place names: capitalised words on one line, in a list joined by commas, "and" or "&".
const PLACE_PHRASE =
  /\b(?:serving|serve|proudly serving|located in|based in|in the heart of|across|throughout|neighbou?rhoods? of)[ \t]+((?:(?:the[ \t]+)?[A-Z][a-zA-Z'-]+(?:[ \t][A-Z][a-zA-Z'-]+)*)(?:[ \t]*(?:,|and|&)[ \t]*(?:[A-Z][a-zA-Z'-]+(?:[ \t][A-Z][a-zA-Z'-]+)*))*)/g;
const NOT_PLACES = /^(all|our|your|every|the|this|each|any|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const CITY_STATE_ZIP = /\b([A-Z][a-zA-Z.'-]+(?:\s[A-Z][a-zA-Z.'-]+)?),\s*([A-Z]{2})\s+\d{5}\b/g;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const CURRENCIES: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR' };

export function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function pushUnique(list: string[], value: string | null | undefined, max = 40): void {
  const text = clean(value);
  if (!text || list.length >= max) return;
  if (!list.some((item) => item.toLowerCase() === text.toLowerCase())) list.push(text);
}

function looksLikeName(text: string): boolean {
  const words = text.split(' ').length;
  return text.length >= 3 && text.length <= 60 && words <= 7 && !NAV_WORDS.test(text) && !/[$£€]\s?\d/.test(text) && !/[.!?]$/.test(text);
}

export function extractPageContent(html: string, pageUrl: string): PageContent {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: false, noscript: false, pre: true } });
  const content: PageContent = {
    businessName: null,
    title: clean(root.querySelector('title')?.text) || null,
    description:
      clean(
        root.querySelector('meta[name="description"]')?.getAttribute('content') ??
          root.querySelector('meta[property="og:description"]')?.getAttribute('content'),
      ) || null,
    headings: [],
    services: [],
    places: [],
    prices: [],
    callsToAction: [],
    phones: [],
    emails: [],
    address: null,
    schemaTypes: [],
    links: [],
    text: '',
  };
  readJsonLd(root, content);
  content.businessName ??= clean(root.querySelector('meta[property="og:site_name"]')?.getAttribute('content')) || null;

  for (const heading of root.querySelectorAll('h1, h2, h3')) pushUnique(content.headings, heading.text, 30);
  readServices(root, content);
  readPrices(root, content);
  readCallsToAction(root, content);
  readContacts(root, content);
  readLinks(root, pageUrl, content);

  for (const element of root.querySelectorAll('script, style, noscript, template, svg')) element.remove();
  const body = root.querySelector('body') ?? root;
  content.text = clean(body.structuredText).slice(0, 20_000);
  readPlaces(body.structuredText, content);
  return content;
}

type JsonObject = Record<string, unknown>;

function asObjects(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(asObjects);
  if (value && typeof value === 'object') {
    const object = value as JsonObject;
    return [object, ...asObjects(object['@graph'])];
  }
  return [];
}

function asStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(asStrings);
  if (value && typeof value === 'object' && typeof (value as JsonObject).name === 'string') return [(value as JsonObject).name as string];
  return [];
}

function readJsonLd(root: HTMLElement, content: PageContent): void {
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.rawText);
    } catch {
      continue;
    }
    const queue = asObjects(data);
    for (let i = 0; i < queue.length && i < 200; i++) {
      const node = queue[i];
      const types = asStrings(node['@type']);
      for (const type of types) pushUnique(content.schemaTypes, type);
      const name = typeof node.name === 'string' ? node.name : null;
      if (types.some((type) => BUSINESS_TYPES.test(type)) && !types.includes('Service') && name) {
        content.businessName ??= clean(name);
      }
      if (types.some((type) => type === 'Service' || type === 'Product' || type === 'MenuItem') && name) {
        pushUnique(content.services, name);
      }
      for (const place of asStrings(node.areaServed)) pushUnique(content.places, place, 12);
      const address = node.address as JsonObject | string | undefined;
      if (address && typeof address === 'object') {
        pushUnique(content.places, address.addressLocality as string, 12);
        content.address ??= clean([address.streetAddress, address.addressLocality, address.addressRegion, address.postalCode].filter((part) => typeof part === 'string').join(', ')) || null;
      } else if (typeof address === 'string') {
        content.address ??= clean(address);
      }
      for (const phone of asStrings(node.telephone)) addPhone(content, phone);
      for (const email of asStrings(node.email)) pushUnique(content.emails, email.replace(/^mailto:/, ''), 5);
      const offers = asObjects(node.offers);
      for (const offer of offers) {
        const price = Number(offer.price ?? offer.lowPrice);
        if (Number.isFinite(price) && price > 0 && content.prices.length < 30) {
          const item = (typeof offer.name === 'string' ? offer.name : null) ?? name ?? (asStrings(offer.itemOffered)[0] || null);
          const currency = typeof offer.priceCurrency === 'string' ? offer.priceCurrency : 'USD';
          addPrice(content, { item: item ? clean(item) : null, amount: price, currency, text: `${currency === 'USD' ? '$' : `${currency} `}${price}` });
        }
      }
      queue.push(...asObjects(node.offers), ...asObjects(node.makesOffer), ...asObjects(node.hasOfferCatalog), ...asObjects(node.itemListElement), ...asObjects(node.itemOffered), ...asObjects(node.hasMenu), ...asObjects(node.hasMenuSection), ...asObjects(node.hasMenuItem));
    }
  }
}

function readServices(root: HTMLElement, content: PageContent): void {
  const containers = root.querySelectorAll('section, div, ul, article').filter((element) => {
    const label = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`;
    const heading = element.querySelector('h2');
    return SERVICE_CONTAINER.test(label) || (heading !== null && element.tagName !== 'UL' && SERVICE_SECTION.test(heading.text) && element.querySelectorAll('h2').length === 1);
  });
  for (const container of containers) {
    for (const item of container.querySelectorAll('h3, h4, li, .name, .service-name, .product-name')) {
      if (item.tagName === 'LI' && item.querySelector('h3, h4, a[href]')) continue;
      const text = clean(item.text).replace(/\s*[-–—:|]\s*[$£€].*$/, '');
      if (looksLikeName(text) && content.services.length < 40) pushUnique(content.services, text);
    }
  }
}

/** Keeps one price per amount and item; a named price replaces the same amount without a name. */
function addPrice(content: PageContent, price: SitePrice): void {
  const key = (item: string | null) => (item ?? '').toLowerCase();
  const sameAmount = content.prices.filter((known) => known.amount === price.amount);
  if (sameAmount.some((known) => key(known.item) === key(price.item))) return;
  if (price.item === null && sameAmount.length > 0) return;
  content.prices = content.prices.filter((known) => !(known.amount === price.amount && known.item === null));
  if (content.prices.length < 30) content.prices.push(price);
}

function readPrices(root: HTMLElement, content: PageContent): void {
  for (const element of root.querySelectorAll('li, tr, p, dd, span, div, article')) {
    const text = clean(element.text);
    if (text.length > 140 || !/[$£€]\s?\d/.test(text)) continue;
    // Read the innermost element that holds one price, with the heading of its card as the item.
    const nested = element.querySelectorAll('li, tr, p, dd, span, div').some((child) => /[$£€]\s?\d/.test(child.text) && clean(child.text).length < text.length && !/^(from |starting at )?[$£€][\d.,]+(\s*\/\s*\w+)?$/i.test(clean(child.text)));
    if (nested) continue;
    for (const match of text.matchAll(PRICE)) {
      const amount = Number(match[3].replace(/,/g, ''));
      const parent = element.parentNode;
      const cardHeading = parent && clean(parent.text).length < 300 ? parent.querySelector('h2, h3, h4') : null;
      const heading = clean((element.querySelector('h2, h3, h4, strong, .name') ?? cardHeading)?.text);
      let item = heading || clean(text.replace(match[0], '').replace(/^[\s\-–—:|·]+|[\s\-–—:|·]+$/g, ''));
      if (!looksLikeName(item)) item = '';
      addPrice(content, { item: item || null, amount, currency: CURRENCIES[match[2]] ?? 'USD', text: clean(match[0]) });
    }
  }
}

function readCallsToAction(root: HTMLElement, content: PageContent): void {
  for (const element of root.querySelectorAll('a, button, input[type="submit"]')) {
    const text = clean(element.text || element.getAttribute('value'));
    if (text.length >= 4 && text.length <= 40 && CTA.test(text)) pushUnique(content.callsToAction, text, 12);
  }
}

/** Phone numbers are the same number whatever their punctuation. */
function addPhone(content: PageContent, phone: string): void {
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (!content.phones.some((known) => known.replace(/\D/g, '').slice(-10) === digits)) pushUnique(content.phones, phone, 5);
}

function readContacts(root: HTMLElement, content: PageContent): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('tel:')) {
      const text = clean(link.text);
      addPhone(content, (text.match(/\d/g)?.length ?? 0) >= 7 && text.length <= 20 ? text : href.slice(4));
    }
    if (href.startsWith('mailto:')) pushUnique(content.emails, href.slice(7).split('?')[0], 5);
  }
  const text = root.querySelector('body')?.text ?? '';
  for (const phone of text.match(PHONE) ?? []) addPhone(content, phone);
  for (const email of text.match(EMAIL) ?? []) pushUnique(content.emails, email, 5);
  content.address ??= clean(root.querySelector('address')?.text) || null;
}

function readLinks(root: HTMLElement, pageUrl: string, content: PageContent): void {
  const origin = new URL(pageUrl).origin;
  for (const link of root.querySelectorAll('a[href]')) {
    try {
      const url = new URL(link.getAttribute('href') ?? '', pageUrl);
      url.hash = '';
      if (url.origin === origin && content.links.length < 100) content.links.push({ url: url.toString(), text: clean(link.text) });
    } catch {
      // An unparseable href is simply not followed.
    }
  }
}

function readPlaces(text: string, content: PageContent): void {
  for (const match of text.matchAll(PLACE_PHRASE)) {
    for (const place of match[1].split(/\s*(?:,|\band\b|&)\s*/)) {
      const name = clean(place.replace(/^the\s+/i, ''));
      if (name.length >= 3 && name.split(' ').length <= 4 && !NAV_WORDS.test(name) && !NOT_PLACES.test(name)) pushUnique(content.places, name, 12);
    }
  }
  for (const match of text.matchAll(CITY_STATE_ZIP)) pushUnique(content.places, match[1], 12);
}
