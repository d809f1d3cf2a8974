import { HTMLElement, parse, TextNode } from 'node-html-parser';
import type { SitePrice } from '../../schema/ai-plan';
import { stripBoilerplate, withoutBoilerplate } from './boilerplate';
import { faqQuestions } from './faq-questions';
import { removeForeignLanguageBlocks } from './foreign-language-blocks';
import { kindOfWords } from './link-kinds';
import { GIFT_CARD_WORDS } from './price-charges';
import { removePricesNotCharged } from './prices-not-charged';
import { mentionsMoney, pricesInText } from './read-prices';
import { A_DATE, A_FEE, A_STEP, NEGATED_HEADING, NOT_SERVICES_SECTION, notAService, OTHER_BUSINESSES, QUESTION_LEAD, readServiceRuns, sectionHeading, titleByClass } from './service-structure';
import { addressInText, countryCodeOf, countryOfDomain, dollarOf, labelledAddressIn, localityOf, parseLang, townOfAddress } from './site-locale';
import { testimonialBlocks } from './testimonials';

/** "C$", "SG$": the dollar a prefix names. */
const DOLLAR_NAMES: Record<string, string> = { C: 'CAD', CA: 'CAD', A: 'AUD', AU: 'AUD', NZ: 'NZD', S: 'SGD', SG: 'SGD', MX: 'MXN', HK: 'HKD' };

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
  /** The structured data's address, when the page shows another (a move the structured data missed): the old one. */
  movedFrom?: string;
  schemaTypes: string[];
  links: PageLink[];
  /** The page's first main heading (h1), for a sitelink's text. */
  heading: string | null;
  /** A Google Business Profile link (maps.google…, google.com/maps, g.page, business.google…, maps.app.goo.gl). */
  businessProfileUrl: string | null;
  text: string;
  /** The `lang` attribute of <html>, as written ("en-GB"). */
  lang: string | null;
  /** schema.org addressCountry values. */
  addressCountries: string[];
  /** Currencies the page names outright: JSON-LD priceCurrency, og:price:currency, shop settings, "CAD". */
  currencyCodes: string[];
  /** schema.org openingHours, as written ("Mo-Fr 08:00-19:00"). */
  openingHours: string[];
  /** A FAQ's questions as written, some without a question mark: the customer's words, never ad copy. */
  questions: string[];
}

/** A same-origin link, where it sits (the navigation, the footer or the page's own content) and, in a dropdown, its parent item's words. */
export interface PageLink {
  url: string;
  text: string;
  place: 'nav' | 'footer' | 'main';
  /** The words of the menu item a dropdown hangs from ("Services" over "Drain Cleaning"); null outside one. */
  group: string | null;
}

/**
 * A heading over what the business sells, in the languages a small business writes its site in. Matched
 * as whole words by Unicode letters (`\b` knows only ASCII: "שירותים", "บริการ", "サービス" have none).
 */
const SERVICE_SECTION_WORDS = [
  // English
  'services?', 'products?', 'menu', 'practice areas?', 'what we (do|offer|treat)', 'treatments?', 'features?', 'our (work|range|cakes|breads)', 'specialt(y|ies)', 'shop', 'collection', 'catalog(ue)?', 'solutions?', 'classes', 'lessons', 'packages', 'trips', 'tours', 'what we teach', 'subjects', 'what i do', 'price list', 'our prices',
  // German, French, Spanish, Catalan, Italian, Dutch, Portuguese
  'leistungen', 'angebot', 'kurse', 'fächer', 'behandlungen', 'dienstleistungen', 'preisliste', 'prestations', 'matières', 'soins', 'cours', 'nos services', 'servicios', 'tratamientos', 'clases', 'asignaturas', 'lista de precios', 'serveis', 'tractaments', 'servizi', 'materie', 'trattamenti', 'corsi', 'pacchetti', 'listino( prezzi)?', 'diensten', 'behandelingen', 'cursussen', 'vakken', 'prijslijst', 'serviços', 'tratamentos', 'aulas', 'modalidades', 'tabela de preços',
  // Nordic, Baltic
  'tjänster', 'behandlingar', 'kurser', 'prislista', 'tjenester', 'ydelser', 'behandlinger', 'prisliste', 'palvelut', 'palvelumme', 'hinnasto', 'teenused', 'hinnakiri', 'pakalpojumi', 'cenrādis', 'paslaugos', 'kainoraštis', 'þjónusta',
  // Central and Eastern Europe
  'usługi', 'zabiegi', 'cennik', 'služby', 'ceník', 'cenník', 'szolgáltatások', 'szolgáltatásaink', 'árlista', 'servicii', 'serviciile noastre', 'usluge', 'cjenik', 'cenik', 'storitve', 'услуги', 'послуги', 'прайс', 'υπηρεσίες', 'τιμοκατάλογος', 'hizmetler', 'hizmetlerimiz', 'fiyat listesi',
  // Middle East, Asia, Africa
  'خدمات', 'خدماتنا', 'الخدمات', 'الأسعار', 'قائمة الأسعار', 'שירותים', 'השירותים שלנו', 'מחירון', 'บริการ', 'บริการของเรา', 'อัตราค่าบริการ', 'layanan', 'layanan kami', 'daftar harga', 'perkhidmatan', 'serbisyo', 'mga serbisyo', 'dịch vụ', 'bảng giá', 'サービス', 'メニュー', '料金', '料金表', '서비스', '메뉴', '服务', '服務', '价目表', '價目表', 'huduma', 'सेवाएं', 'सेवाएँ',
];
const SERVICE_SECTION = new RegExp(`(?<![\\p{L}\\p{M}])(${SERVICE_SECTION_WORDS.join('|')})(?![\\p{L}\\p{M}])`, 'iu');
/** A section listing the towns served: its items are places, not services. */
const AREA_SECTION = /\b(service areas?|areas? (we )?(cover|serve|work in)|where we work|locations?|towns|suburbs (we )?(cover|serve)|neighbou?rhoods (we )?(cover|serve)|einsatzgebiet|liefergebiet|zones? d'intervention|zonas?|zone servite|werkgebied|regiões|áreas|här jobbar vi|vi jobbar i|områden|upptagningsområde|her kører vi|her arbejder vi|her jobber vi|områder|vi dækker|vi dekker|arbejdsområde)\b/i;
const SERVICE_CONTAINER = /\b(services?|products?|menu|practice|offerings?|features?|treatments?|solutions?|catalog)\b/i;
const NAV_WORDS =
  /^(home|about( us)?|contact( us)?|blog|news|faq|login|log in|sign in|cart|menu|services|products|careers|privacy|terms|read more|learn more|more|see all|view all|start|startseite|kontakt|impressum|datenschutz|accueil|inicio|contacto|contatti|contatto|contacto|início|inicio|over ons|tarieven|prices|preise|tarifs|precios|prezzi|preços|hem|tjänster|priser|om oss|kontakt|omdömen|bra att veta|here|hitta hit|forside|ydelser|om os|tjenester|hjem)$/i;
const CTA =
  /(?<![\p{L}])(call|book|order|schedule|get (a |your )?(free )?(quote|estimate|started|consultation|demo)|request|contact us|shop|buy|start|try|sign up|reserve|visit|subscribe|enquire|inquire|download|reservar|pide|pedir|llamar|solicitar|buchen|anrufen|vereinbaren|anfragen|bestellen|réserver|demander|appeler|commander|prenota|prenotare|chiama|richiedi|ordina|boek|bel|plan|maak|bestel|vraag|reserveer|reserveren|marcar|marque|ligar|agendar|pedir|encomendar)(?![\p{L}])/iu;
const BUSINESS_TYPES = /(Business|Organization|Store|Bakery|Restaurant|Plumber|Attorney|LegalService|Dentist|Electrician|HomeAndConstructionBusiness|ProfessionalService|SoftwareApplication|Corporation|Shop|Salon|Clinic|Service|Contractor|Physiotherapy|Locksmith|Studio)$/;
// Place names: capitalised words on one line, in a list joined by commas, "and" or "&".
const PLACE_LEADS = ['serving', 'serve', 'proudly serving', 'located in', 'based in', 'in the heart of', 'across', 'throughout', 'neighbourhoods of', 'neighborhoods of', 'areas we cover', 'we visit', 'we cover', 'we travel to', 'we come to', 'wir arbeiten in', 'tätig in', 'je me déplace dans', 'nous intervenons à', 'nous intervenons dans', 'trabajamos en', 'lavoriamo a', 'wij werken in', 'atendemos em'];
const PLACE_NAME = String.raw`\p{Lu}[\p{L}'-]+(?:[ \t]\p{Lu}[\p{L}'-]+)*`;
/** Place names after a lead ("Serving", "Wir arbeiten in"), in a list joined by commas, "and", "und", "et", "y", "e", "en" or "&". */
const PLACE_PHRASE = new RegExp(
  String.raw`(?<![\p{L}])(?:${PLACE_LEADS.map((lead) => `[${lead[0]}${lead[0].toUpperCase()}]${lead.slice(1)}`).join('|')})[ \t:]+(?:(?:toute la région|tout le|toute la|toda la|tutta la|heel)[ \t]+)?((?:(?:the[ \t]+)?${PLACE_NAME})(?:[ \t]*(?:,|and|&|und|et|y|e|en)[ \t]*${PLACE_NAME})*)`,
  'gu',
);
const TOWN_AT_END = /\s(?:in|à|en|a|em|im|bij|te)\s+(\p{Lu}\p{Ll}[\p{L}'-]*(?:\s(?:im|am|de|do|del|di)\s\p{Lu}[\p{L}'-]+)?)\s*$/u;
/** Swedish, Danish and Norwegian put a town after "i" ("Rörmokare i Göteborg"); elsewhere "i" is no such word. */
/** On an English page only "in" leads a town: "Request a Date" and "Book a Tour" end on no town ("a" is Italian's "a Roma"). */
const TOWN_AT_END_ENGLISH = /\sin\s+(\p{Lu}\p{Ll}[\p{L}'-]*)\s*$/u;
const TOWN_AT_END_NORDIC = /\si\s+(\p{Lu}\p{Ll}[\p{L}'-]*)\s*$/u;
/** A town's name in a list of areas: capitalised words, with the small words names keep ("Casalecchio di Reno", "Saint-Denis"). */
const AREA_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s(?:(?:di|de|del|della|da|do|dos|la|le|les|sur|am|im|an der|upon|on|en)\s)?\p{Lu}[\p{L}'’-]+)*(?:\s\d{1,2})?$/u;
/** A language is no place ("Cooking classes in English"). */
const LANGUAGE_NAMES = /^(english|french|spanish|german|italian|dutch|portuguese|polish|swedish|danish|norwegian|japanese|chinese|mandarin|cantonese|korean|arabic|russian|hindi|greek|turkish|englisch|anglais|inglés|inglese|engels|inglês)$/i;
const NOT_PLACES = /^(all|our|your|every|the|this|each|any|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const CITY_STATE_ZIP = /\b([A-Z][a-zA-Z.'-]+(?:\s[A-Z][a-zA-Z.'-]+)?),\s*([A-Z]{2})\s+\d{5}\b/g;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|(?:\+\d{2,3}[\s.-]?|\b0)\d{2,4}[\s.-]?\d{3}[\s.-]?\d{3,4}\b/g;
const LABELLED_PHONE = /\b(?:tel|tlf|tlm|phone|call us(?: on| at)?|telefon|téléphone|tél|teléfono|telefono|telefoon|telefone)\.?:?\s+(\+?\d[\d ().-]{6,18}\d)\b/giu;
/** A company's tax or registration number ("BTW BE 0712.345.678", "CVR 34567812", "NIF 503 123 456") is no phone number. */
const REGISTRATION_NUMBER = /\b(?:BTW|VAT|TVA|IVA|P\.?\s?IVA|CVR|NIF|NIPC|CIF|KvK|UID|USt-IdNr\.?|GSTIN|GST|ABN|ACN|NIP|REGON|SIRET|SIREN|Org\.?\s?nr\.?)(?:\s+(?:no|nr|number)\.?)?[\s.:#]*(?:[A-Z]{2}\s?)?\d[\d\s./-]*\d/gu;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;

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

export function extractPageContent(html: string, pageUrl: string, nowMs = Date.now()): PageContent {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: false, noscript: false, pre: true } });
  stripBoilerplate(root, nowMs);
  removeForeignLanguageBlocks(root);
  removePricesNotCharged(root, nowMs);
  const content: PageContent = {
    businessName: null,
    title: withoutBoilerplate(clean(root.querySelector('title')?.text) || null),
    description: withoutBoilerplate(
      clean(
        root.querySelector('meta[name="description"]')?.getAttribute('content') ??
          root.querySelector('meta[property="og:description"]')?.getAttribute('content'),
      ) || null,
    ),
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
    heading: null,
    businessProfileUrl: null,
    text: '',
    lang: root.querySelector('html')?.getAttribute('lang') ?? null,
    addressCountries: [],
    currencyCodes: [],
    openingHours: [],
    questions: [],
  };
  readShopCurrency(root, content);
  readJsonLd(root, content);
  content.businessName ??= clean(root.querySelector('meta[property="og:site_name"]')?.getAttribute('content')) || null;

  for (const heading of root.querySelectorAll('h1, h2, h3')) pushUnique(content.headings, heading.text, 30);
  readServices(root, content);
  // How a customer pays (financing, a gift card) is no service, whichever layout listed it.
  content.services = content.services.filter((service) => !PAYS_FOR.test(service));
  readContacts(root, content);
  // "$24.00 CAD", "All prices in SGD": the text names the dollar too.
  for (const code of (root.querySelector('body')?.text ?? '').match(/\b(CAD|AUD|NZD|SGD|HKD|MXN)\b|\b(C|CA|A|AU|NZ|S|SG|MX|HK)\$/g) ?? []) pushUnique(content.currencyCodes, DOLLAR_NAMES[code.replace('$', '')] ?? code);
  // The page's own country, for what "$" and "R" mean: its lang region, its structured address, its e-mail's domain.
  const country = parseLang(content.lang).region ?? content.addressCountries.map(countryCodeOf).find(Boolean) ?? content.emails.map(countryOfDomain).find(Boolean) ?? null;
  unitsIntoPriceCells(root);
  readPrices(root, content, dollarOf(content.currencyCodes, country), country);
  readCallsToAction(root, content);
  content.questions = faqQuestions(root);
  readLinks(root, pageUrl, content);
  content.heading = withoutBoilerplate(clean(root.querySelector('h1')?.text) || null);

  for (const element of root.querySelectorAll('script, style, noscript, template, svg')) element.remove();
  // Customers' words are no claim of the business's: reviews leave the text ads are grounded in.
  for (const element of testimonialBlocks(root)) element.remove();
  const body = root.querySelector('body') ?? root;
  // A table's cells are no blocks to the parser: "Home", "Exterior only" and "Inside & out" read "HomeExterior onlyInside &
  // out" (a sitelink's description). Each cell ends its line.
  for (const cell of body.querySelectorAll('td, th')) cell.appendChild(new TextNode('\n', cell));
  // One line per block (heading, paragraph, list item), so sentences and headings stay apart.
  content.text = body.structuredText.split('\n').map(clean).filter(Boolean).join('\n').slice(0, 20_000);
  readPlaces(body.structuredText, content);
  const structured = content.address;
  content.address ??= addressInText(content.text);
  // Structured data left behind after a move ("streetAddress": "Jægersborggade 31" while the page reads "Ravnsborggade
  // 14, 2200 København N"): the address a visitor reads wins when it names another street and the structured one's street
  // is nowhere on the page.
  const shown = structured ? addressInText(content.text) : null;
  // (The structured street named in prose, without its number, is no address shown: "Bis 2021 hatte ich meine Werkstatt am
  // Anger in Neubeuern" beside "Am Anger 5".)
  const [was, reads] = [streetOf(structured ?? ''), streetOf(shown ?? '')];
  const wasWhole = (structured ?? '').split(/[,\n]/)[0].trim().toLowerCase();
  if (structured && shown && was && reads && !was.includes(reads) && !reads.includes(was) && !content.text.toLowerCase().includes(wasWhole)) {
    content.address = shown;
    content.movedFrom = structured;
  }
  // An address only its label told ("Địa chỉ: …, TP. Hồ Chí Minh", "住所：…"): its town is where the business is.
  const labelled = structured === null && content.address !== null && content.address === labelledAddressIn(content.text);
  // (So is the town of the address shown in place of stale structured data.)
  pushUnique(content.places, localityOf(content.address) ?? (labelled || content.movedFrom ? townOfAddress(content.address) : null), 12);
  // "Photographe de mariage à Lyon", "Physio in Leeds": the town a title or main heading ends on.
  for (const line of [content.title ?? '', root.querySelector('h1')?.text ?? '']) {
    const atEnd = /^(sv|da|no|nb|nn)\b/i.test(content.lang ?? '') ? TOWN_AT_END_NORDIC : /^en\b/i.test(content.lang ?? '') ? TOWN_AT_END_ENGLISH : TOWN_AT_END;
    const town = clean(line.split(/\s+[|–—]\s+|,/).find((part) => atEnd.test(part))?.match(atEnd)?.[1]);
    if (town && !NOT_PLACES.test(town) && !LANGUAGE_NAMES.test(town) && !content.places.some((place) => place.toLowerCase() === town.toLowerCase())) {
      // Without a street address, the town the title names is the business's own: it leads the list.
      if (content.address) pushUnique(content.places, town, 12);
      else content.places.unshift(town);
    }
  }
  // The suburbs a section lists in a sentence follow the business's own town ("Claremont, Rondebosch … and Bergvliet").
  readAreaSentences(root, content);
  return content;
}

/**
 * Under an "Areas we serve" heading, a paragraph that opens with a list of names ("Claremont,
 * Rondebosch, Newlands and Bergvliet.") lists places; a sentence that is not wholly names
 * ("We don't travel to the Northern Suburbs") lists none.
 */
function readAreaSentences(root: HTMLElement, content: PageContent): void {
  for (const heading of root.querySelectorAll('h2, h3')) {
    if (!AREA_SECTION.test(heading.text)) continue;
    const paragraph = heading.nextElementSibling;
    if (paragraph?.tagName !== 'P') continue;
    const sentence = clean(paragraph.text).split(/(?<=[.!?])\s+/u)[0].replace(/[.!?]$/u, '');
    // "Serving Manchester, Salford and Stockport": the lead is no place.
    const lead = PLACE_LEADS.find((each) => sentence.toLowerCase().startsWith(`${each} `));
    const first = lead ? sentence.slice(lead.length + 1) : sentence;
    // "Cork city centre" is Cork; "Casalecchio di Reno" keeps its "di"; Danish postal districts' letter goes ("Aarhus C", "Viby J").
    const names = first
      .split(/\s*(?:,|&|;|\s(?:and|und|et|y|e|en|i|og|och)\s)\s*/u)
      .map((name) => clean(name).replace(/(?:\s\p{Ll}+)+$/u, '').replace(/\s\p{Lu}$/u, ''));
    if (names.length < 2 || !names.every((name) => AREA_NAME.test(name) && name.split(' ').length <= 4 && !NOT_PLACES.test(name) && !LANGUAGE_NAMES.test(name))) continue;
    for (const name of names) pushUnique(content.places, name, 12);
  }
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
      // "Adelaide metropolitan area and the Adelaide Hills" is two places.
      for (const served of asStrings(node.areaServed)) {
        for (const place of served.split(/,\s*|\s+and\s+(?:the\s+)?/)) pushUnique(content.places, place.replace(/\s+(metropolitan area|metro area|area|region)$/i, ''), 12);
      }
      for (const hours of asStrings(node.openingHours)) pushUnique(content.openingHours, hours, 10);
      const address = node.address as JsonObject | string | undefined;
      if (address && typeof address === 'object') {
        for (const country of asStrings(address.addressCountry)) pushUnique(content.addressCountries, country, 3);
        pushUnique(content.places, address.addressLocality as string, 12);
        const part = (value: unknown) => (typeof value === 'string' ? value : '');
        const regionAndCode = clean(`${part(address.addressRegion)} ${part(address.postalCode)}`);
        content.address ??= clean([address.streetAddress, address.addressLocality, regionAndCode].map(part).filter(Boolean).join(', ')) || null;
      } else if (typeof address === 'string') {
        content.address ??= clean(address);
      }
      for (const phone of asStrings(node.telephone)) addPhone(content, phone);
      for (const email of asStrings(node.email)) pushUnique(content.emails, email.replace(/^mailto:/, ''), 5);
      const offers = asObjects(node.offers);
      if (types.includes('Offer') && node.price !== undefined && node.itemOffered) offers.push({ ...node, name: asStrings(node.itemOffered)[0] });
      for (const offer of offers) {
        const price = Number(offer.price ?? offer.lowPrice);
        if (Number.isFinite(price) && price > 0 && content.prices.length < 30) {
          const item = (typeof offer.name === 'string' ? offer.name : null) ?? name ?? (asStrings(offer.itemOffered)[0] || null);
          const currency = typeof offer.priceCurrency === 'string' ? offer.priceCurrency.toUpperCase() : null;
          if (currency) pushUnique(content.currencyCodes, currency, 5);
          const code = currency ?? dollarOf(content.currencyCodes, parseLang(content.lang).region);
          addPrice(content, { item: item ? clean(item) : null, amount: price, currency: code, text: formatMoney(price, code, content.lang) });
        }
      }
      // The business behind a trip, a course or an offer: "TouristTrip" → provider → LocalBusiness with its address.
      queue.push(...asObjects(node.provider), ...asObjects(node.seller), ...asObjects(node.organizer), ...asObjects(node.parentOrganization));
      queue.push(...asObjects(node.offers), ...asObjects(node.makesOffer), ...asObjects(node.hasOfferCatalog), ...asObjects(node.itemListElement), ...asObjects(node.item), ...asObjects(node.itemOffered), ...asObjects(node.hasMenu), ...asObjects(node.hasMenuSection), ...asObjects(node.hasMenuItem));
    }
  }
}


/**
 * Services by their structure, whatever the heading's language (round 10's "Tjenester", "Layanan Kami", "Què fem" were
 * unread words): one heading followed by 3–12 sibling cards, each a heading (h3/h4) or a bold lead with a short paragraph
 * or a price. Not when the section is testimonials, the team, FAQ, areas, contact, news, a gallery, hours, steps or why-us
 * (NOT_SERVICES_SECTION), nor when its cards are quotes, people with roles, questions, dated posts or numbered steps.
 */
const blocksOf = (element: HTMLElement) => element.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement && !/^(H\d|P|SCRIPT|STYLE|BUTTON|A)$/.test(node.tagName));

/**
 * The cards of a group: its blocks, or, where a builder lays a grid out as rows of two or three columns (Duda's
 * `dmRespRow`, Bootstrap's `.row`), the columns of its rows in order.
 */
function cardsOf(group: HTMLElement): HTMLElement[][] {
  const blocks = blocksOf(group);
  const rows = blocks.map(blocksOf);
  const grid = blocks.length >= 2 && rows.every((columns) => columns.length >= 1 && columns.length <= 4) && rows.some((columns) => columns.length >= 2);
  return grid ? [blocks, rows.flat()] : [blocks];
}

function readServiceCards(root: HTMLElement, content: PageContent): void {
  for (const group of root.querySelectorAll('div, ul, section, ol')) {
    if (group.closest('nav, header, footer, form, aside')) continue;
    for (const cards of cardsOf(group)) readCardRun(group, cards, content);
  }
}

/** One group's cards as services: the run of named cards under a services heading (or one over nothing known). */
function readCardRun(group: HTMLElement, cards: HTMLElement[], content: PageContent): void {
  if (cards.length < 3) return;
  // A builder wraps the section's heading and its intro in blocks like the cards' (Elementor's heading and text widgets
  // beside its icon boxes): the cards are the run of blocks that each have a name, not every child.
  const names: (string | null)[] = [];
  let refused = false;
  for (const card of cards) {
    const heads = card.querySelectorAll('h3, h4, h5');
    // A builder's card names its service in a bold lead or in a title written as a <div> ("t-card__title", "card-title").
    const lead = heads.length === 1 ? heads[0] : heads.length === 0 ? (card.querySelector('strong, b') ?? card.querySelectorAll('div, span, p').find(titleByClass) ?? null) : null;
    const text = clean(card.text);
    if (!lead || text.length > 400 || card.querySelector('blockquote, q, form, details')) {
      names.push(null);
      continue;
    }
    const name = offerOf(clean(lead.text).replace(/\s*[-–—:|]\s*[$£€].*$/u, ''));
    const rest = clean(text.replace(clean(lead.text), ''));
    if (notAService(name, rest) || A_STEP.test(text) || A_DATE.test(text) || /[★⭐]/u.test(text)) {
      refused = true;
      break;
    }
    names.push(looksLikeName(name) && name.split(/\s+/).length <= 7 && !CTA.test(name) && !NOT_AN_OFFER.test(name) && !CHARGE_NOT_OFFER.test(name) ? name : null);
  }
  if (refused) return;
  // The one run of named cards of one tag, and nothing named outside it.
  const first = names.findIndex((name) => name !== null);
  const end = first < 0 ? -1 : names.findIndex((name, index) => index > first && name === null);
  const last = end < 0 ? names.length : end;
  const run = cards.slice(first, last);
  if (first < 0 || run.length < 3 || run.length > 12 || names.slice(last).some((name) => name !== null) || new Set(run.map((card) => card.tagName)).size > 1) return;
  // Blocks before the run are the heading's and the intro's: short, and no card of another kind.
  if (cards.slice(0, first).some((block) => clean(block.text).length > 400)) return;
  const heading = sectionHeading(run[0]);
  const label = `${group.getAttribute('id') ?? ''} ${group.getAttribute('class') ?? ''} ${group.closest('section')?.getAttribute('id') ?? ''} ${group.closest('section')?.getAttribute('class') ?? ''}`;
  // Nor cards under a heading that says what is not done ("Šta ne radimo": "Prodaja:", "Xiaomi garancija:").
  if (!heading || NOT_SERVICES_SECTION.test(clean(heading.text)) || NEGATED_HEADING.test(clean(heading.text)) || NOT_SERVICES_SECTION.test(label.replace(/[-_]/g, ' ')) || AREA_SECTION.test(heading.text)) return;
  // Priced cards under a prices heading are tiers ("1/8 truck", "Full truck"), which the price reader names.
  if (first > 0 && kindOfWords(clean(heading.text)) === 'prices' && run.every((card) => mentionsMoney(clean(card.text)))) return;
  for (const name of names.slice(first, last)) if (name && content.services.length < 40) pushUnique(content.services, name);
}

/** An accordion of services (`<details><summary>Service</summary>…`) under a services heading, not a FAQ's questions. */
function readServiceAccordion(root: HTMLElement, content: PageContent): void {
  for (const group of root.querySelectorAll('div, section')) {
    const items = group.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'DETAILS');
    if (items.length < 2) continue;
    const heading = sectionHeading(items[0]);
    if (!heading || NOT_SERVICES_SECTION.test(clean(heading.text)) || NEGATED_HEADING.test(clean(heading.text))) continue;
    const names = items.map((item) => offerOf(clean(item.querySelector('summary')?.text ?? '')));
    if (names.some((name) => /[?？؟]$/u.test(name) || !looksLikeName(name))) continue;
    for (const name of names) if (content.services.length < 40) pushUnique(content.services, name);
  }
}

function readServices(root: HTMLElement, content: PageContent): void {
  const containers = root.querySelectorAll('section, div, ul, article').filter((element) => {
    const label = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`;
    const heading = element.querySelector('h2');
    return SERVICE_CONTAINER.test(label) || (heading !== null && element.tagName !== 'UL' && SERVICE_SECTION.test(heading.text) && element.querySelectorAll('h2').length === 1);
  });
  for (const container of containers) {
    const heading = container.querySelector('h2');
    // "Service Areas" lists towns: they are where the business works, not what it sells.
    const areas = heading !== null && AREA_SECTION.test(heading.text) && container.querySelectorAll('h2').length === 1;
    for (const item of container.querySelectorAll('h3, h4, li, .name, .service-name, .product-name')) {
      if (item.tagName === 'LI' && item.querySelector('h3, h4, a[href]')) continue;
      // A list under a heading that says what is not done ("Šta ne radimo") is what the business refuses.
      if (item.tagName === 'LI' && refusedList(item)) continue;
      // A heading over a list ("Primi" over its dishes) labels a course of the menu; its items are the offers.
      if (/^H[34]$/.test(item.tagName) && /^(UL|OL|DL)$/.test(item.nextElementSibling?.tagName ?? '')) continue;
      const text = item.tagName === 'LI' ? offerName(item) : offerOf(clean(item.text).replace(/\s*[-–—:|]\s*[$£€].*$/, ''));
      if (!looksLikeName(text)) continue;
      if (areas) pushUnique(content.places, text, 12);
      else if (content.services.length < 40) pushUnique(content.services, text);
    }
  }
  // A list right after a "Services" heading, outside any section: its items are the services.
  for (const list of root.querySelectorAll('ul, ol')) {
    const before = list.previousElementSibling;
    if (!before || !/^H[2-4]$/.test(before.tagName) || !SERVICE_SECTION.test(before.text) || AREA_SECTION.test(before.text)) continue;
    for (const item of list.querySelectorAll('li')) {
      const text = offerName(item);
      if (looksLikeName(text)) pushUnique(content.services, text);
    }
  }
  // What the site puts a price on is what it sells, whatever the section is called: a heading whose
  // own paragraph names a price ("Full service" / "… From €65."), a list item led by a name in bold
  // ("Hydrobath & blow-dry – small dogs $45").
  for (const heading of root.querySelectorAll('h2, h3, h4')) {
    const next = heading.nextElementSibling;
    const name = offerOf(clean(heading.text));
    if (next?.tagName !== 'P' || !mentionsMoney(next.text) || AREA_SECTION.test(heading.text) || (/^\p{L}+$/u.test(name) && SERVICE_SECTION.test(name))) continue;
    if (/\b(special|offer|deal|promo|sale|discount)s?\b/i.test(name) || !looksLikeName(name) || CTA.test(name) || NOT_AN_OFFER.test(name) || QUESTION_LEAD.test(name)) continue;
    pushUnique(content.services, name);
    // Its sibling sections of the same rank, each a heading and its paragraph, are the other services
    // ("Chauffe-eau", "Réparation de fuites" beside a priced "Débouchage de drains").
    for (const sibling of heading.parentNode?.childNodes ?? []) {
      if (!(sibling instanceof HTMLElement) || sibling === heading || sibling.tagName !== heading.tagName || sibling.nextElementSibling?.tagName !== 'P') continue;
      const other = offerOf(clean(sibling.text));
      if (looksLikeName(other) && !CTA.test(other) && !NOT_AN_OFFER.test(other) && !QUESTION_LEAD.test(other) && !AREA_SECTION.test(other) && !SERVICE_SECTION.test(other)) pushUnique(content.services, other);
    }
  }
  for (const item of root.querySelectorAll('li')) {
    const lead = item.firstElementChild;
    if (!lead || !['STRONG', 'B'].includes(lead.tagName) || !mentionsMoney(item.text) || ofOtherBusinesses(item)) continue;
    // "Inschrijfkosten: eenmalig € 35,00": a fee named with its colon is still a fee.
    const text = clean(lead.text);
    const name = text.replace(/\s*[:：]\s*$/u, '');
    if (looksLikeName(text) && !A_FEE.test(name) && !CHARGE_NOT_OFFER.test(name)) pushUnique(content.services, text);
  }
  // A price table: a row whose first cell names a thing and a later cell prices it ("Pianostemming | 1 590,-").
  for (const row of root.querySelectorAll('tr')) {
    const cells = row.querySelectorAll('td, th').map((cell) => clean(cell.text));
    if (cells.length < 2 || mentionsMoney(cells[0]) || !cells.slice(1).some(mentionsMoney)) continue;
    // A grid priced by two things ("Bungalow" × "Exterior only" / "Inside & out"): its rows are sizes, its columns say
    // what is sold, so no row names a service.
    // (Not when the columns are units or periods, "Per lesson" / "10-week term", "Mensal" / "Semestral": then each row is
    // a service priced two ways.)
    const columns = row.closest('table')?.querySelector('tr')?.querySelectorAll('th').slice(1).map((cell) => clean(cell.text)) ?? [];
    if (columns.length >= 2 && !columns.some((column) => PRICE_COLUMN.test(column)) && cells.slice(1).filter(mentionsMoney).length >= 2) continue;
    // A row priced only as an addition to the others ("jede weitere Person | + € 20,– / Stunde") is a surcharge.
    if (cells.slice(1).filter(mentionsMoney).every((cell) => /^[+＋]/u.test(cell))) continue;
    const name = offerOf(cells[0].replace(/\s*[(（][^()（）]*[)）]\s*$/u, ''));
    if (looksLikeName(name) && !NOT_AN_OFFER.test(name) && !AREA_SECTION.test(name) && !CHARGE_NOT_OFFER.test(name) && !ADD_ON_UNIT.test(name) && !A_DURATION.test(name) && content.services.length < 40) pushUnique(content.services, name);
  }
  // A price menu written as a definition list: each term a price sits beside is something the site sells.
  for (const term of root.querySelectorAll('dt')) {
    const name = termOffer(term);
    if (name && content.services.length < 40) pushUnique(content.services, name);
  }
  readServiceCards(root, content);
  readServiceAccordion(root, content);
  const offer = (name: string) => {
    const text = offerOf(name);
    return looksLikeName(text) && !CTA.test(text) && !NOT_AN_OFFER.test(text) && !CHARGE_NOT_OFFER.test(text) && !ADD_ON_UNIT.test(text) && !A_FEE.test(text) && !AREA_SECTION.test(text) ? text : null;
  };
  for (const name of readServiceRuns(root, { offer, heading: (text) => !AREA_SECTION.test(text), priced: mentionsMoney, prices: (text) => kindOfWords(clean(text)) === 'prices', services: (text) => SERVICE_SECTION.test(text) })) if (content.services.length < 40) pushUnique(content.services, name);
}

/**
 * A definition list's term as an offer, when a price sits beside it: `<dt>Cut</dt><dd>¥4,400</dd>`, a term
 * with several `<dd>`s ("short hair 45 €", "long hair 60 €"), or a term that holds the price itself
 * (`<dt>Coupe 35 €</dt>`). A term with no price beside it (opening hours, contact details) is none.
 * A closing note in brackets ("Head spa (30 min)", "カット（シャンプー込み）") is no part of the name.
 */
function termOffer(term: HTMLElement): string | null {
  const own = clean(term.text);
  let priced = mentionsMoney(own);
  for (let next = term.nextElementSibling; next && next.tagName === 'DD' && !priced; next = next.nextElementSibling) priced = mentionsMoney(clean(next.text));
  if (!priced) return null;
  const words = mentionsMoney(own) ? (pricesInText(own, 'USD', null, null)[0]?.item ?? '') : own;
  const name = offerOf(clean(words.replace(/\s*[-–—:|]\s*$/u, '').replace(/\s*[(（][^()（）]*[)）]\s*$/u, '')));
  return name && looksLikeName(name) && !AREA_SECTION.test(name) && !NOT_AN_OFFER.test(name) ? name : null;
}

/** A `<dd>`'s term: the `<dt>` before it, past the other `<dd>`s of the same term. */
function termOf(definition: HTMLElement): string | null {
  let previous = definition.previousElementSibling;
  while (previous?.tagName === 'DD') previous = previous.previousElementSibling;
  return previous?.tagName === 'DT' ? clean(previous.text) || null : null;
}

/**
 * Headings of a page's other sections: about the business, not something it sells; its price list
 * ("Fees", "Tarieven"); and its recruiting ("Become a tutor", "Careers"), which speaks to job seekers.
 */
/**
 * A priced line that is a charge on top of a service, not one: a surcharge, travel costs, a deposit, a cancellation fee.
 * Not a call-out: a locksmith's or a plumber's call-out is the service it sells.
 */
const CHARGE_NOT_OFFER =
  /(?<![\p{L}])(surcharge|supplement|extra charge|mileage|deposit|cancell?ation|late fee|aufpreis|zuschlag|anfahrt|kaution|storno|supplément|déplacement|acompte|caution|annulation|recargo|suplemento|desplazamiento|depósito|seña|fianza|cancelación|trasferta|caparra|cauzione|disdetta|toeslag|voorrijkosten|borg|annulering|acréscimo|deslocação|deslocamento|caução|sinal|cancelamento|\p{L}*till(egg|ägg|æg)|reisetillegg|kjøring|depositum|avbestilling|avbokning|matkakulu|peruutus|vakuus|dopłata|dojazd|kaucja|zaliczka|příplatek|záloha|felár|kiszállás|kaució|taxă de deplasare|avans|garanție|doplata|polog|надбавка|доплата|залог|депозит|предоплата|επιβάρυνση|προκαταβολή|ek ücret|kapora|depozito|عربون|تأمين|תוספת|פיקדון|ביטול|มัดจำ|ค่าเดินทาง|uang muka|denda|biaya pembatalan|lembur|phụ thu|đặt cọc|追加料金|キャンセル料|出張費|추가 요금|보증금|附加费|附加費|押金|订金|訂金)(?![\p{L}])/iu;

/**
 * One more of what the other rows price ("each additional person", "jede weitere Person", "chaque enfant supplémentaire",
 * "cada hora adicional"): what it adds to another price, never a service of its own.
 */
const ADD_ON_UNIT =
  /^(?:each|every|per|any|for each)\s+(?:additional|extra|further|more)(?![\p{L}])|^(?:jede[rsn]?|pro|für jede[rsn]?)\s+weitere|^(?:chaque|par)\s+(?:\p{L}+\s+)?supplémentaire|^(?:cada|por)\s+(?:\p{L}+\s+)?(?:adicional|extra)(?![\p{L}])|^(?:ogni|per ogni)\s+(?:\p{L}+\s+)?(?:aggiuntiv\p{L}*|in più|ulterior\p{L}*)|^(?:elke|iedere|per)\s+(?:extra|volgende|bijkomende)(?![\p{L}])|^(?:hver|varje|hvert)\s+(?:ekstra|extra|ytterligare)(?![\p{L}])|^(?:każd[ayoe]|za każd\p{L}*)\s+(?:kolejn|dodatkow|następn)\p{L}*|^(?:každ[áýé]|za každ\p{L}*)\s+(?:další|dalš\p{L}*)|^(?:cada|por)\s+(?:\p{L}+\s+)?(?:a mais|adicional)(?![\p{L}])/iu;

/**
 * A price table's row named by how long, not what: "1 óra", "Fél nap", "Half day", "4 személyes, 30 perc" (the thing is
 * the table's heading, the row its duration), never a service of its own.
 */
const A_DURATION =
  /(?:^|,\s*)(?:\d+(?:[.,]\d+)?\s*(?:min|mins|minutes?|perc|óra|órás|h|hrs?|hours?|std|stunden?|uur|timmar|timme|timer|tunti|tuntia|godz\.?|godziny|godzin|hod|hodin[ay]?|sati?|ore|ora|horas?|heures?|días?|days?|tage?|dagar|dage|napos|nap|giorni|dni)|(?:fél|egész|half|full|whole|halber|ganzer|demi|medio|mezza|halve|hele|halv|hel)[\s-](?:nap|day|tag|journée|día|giornata|dag|dagen))$/iu;

/** A price table's column named by a unit, a period or a price word: its rows are what is sold, priced per that. */
const PRICE_COLUMN =
  /\d|\/|(?<![\p{L}])(per|price|prices|cost|fee|rate|lesson|lessons|term|month|monthly|week|weekly|year|yearly|annual|session|sessions|visit|hour|hourly|class|single|pack|casual|member|members|non-member|adults?|child|children|kids?|from|each|day|daily|night|mensal|semestral|anual|trimestral|mensuel|annuel|monatlich|jährlich|mensual|anual|mensile|annuale|maandelijks|jaarlijks|pro|par|por|je|à|la)(?![\p{L}])/iu;

const PAYS_FOR = new RegExp(String.raw`(?<![\p{L}])(?:deposits?|(?:registration|enrol?ment|application|joining|admin(?:istration)?|booking|sign-?up|set-?up|onboarding)\s+fees?|retainers?|cancell?ations?|refunds?|booking polic(?:y|ies)|polic(?:y|ies)|anzahlung|stornierung|storno|annulation|acompte|cancelaci[oó]n|señal|financ\w*|finanzierung|ratenzahlung|financement|financiación|financiamento|finanziamento|${GIFT_CARD_WORDS})(?![\p{L}])`, 'iu');

const NOT_AN_OFFER =
  /\b(about|contact|insurance|hours|small print|fine print|add-?ons|extras|estimates|payments?|terms(?: and conditions| & conditions)?|opening|find us|location|faq|why|team|testimonials?|reviews?|book|visit|where|who|story|welcome|news|à propos|horaires|accès|über uns|kontakt|öffnungszeiten|sobre|horario|contatti|orari|over ons|openingstijden|contacto|fees|pricing|prices|rates|tarieven|preise|tarifs|precios|prezzi|preços|become an?|join (us|our team)|careers?|jobs?|hiring|vacanc\w*|work with us|werken bij|karriere|stellenangebote|recrutement|lavora con noi|trabaja con nosotros|good to know|goed om te weten)\b/iu;

/**
 * "Nos pains" -> "Pains", "Puncture repair while you wait" -> "Puncture repair": the offer as people
 * search it, not whose it is or how fast (the speed is a claim the copy grounds on its own).
 */
function offerOf(text: string): string {
  const rest = text
    .replace(/^(our|my|nos|notre|mes|mon|ma|unsere?|meine?|nuestr[oa]s?|mis|i nostri|le nostre|onze|nossos|nossas)\s+/iu, '')
    .replace(/\s+(while you wait|while-you-wait|same[- ]day|on the spot|near you|sur place|en el acto|sofort)$/iu, '')
    // "Umzugsreinigung mit Abnahmegarantie": the guarantee is a claim the copy grounds on its own, not part of the offer's name.
    .replace(/\s+(?:with|mit|avec|con|com|met|z)\s+(?:a\s+|an\s+)?\S*(?:guarantee|warranty|garantie|garantía|garanzia|garantia|gwarancj)\S*$/iu, '');
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * "A-level maths, physics and chemistry" -> "A-level maths", "GCSE maths and further maths" -> "GCSE
 * maths": a list is several offers, and its first is the one a search names (a short "Fish and chips"
 * or a one-word "Heating and cooling repair" lead stays whole).
 */
export function firstOfList(name: string): string {
  const [first] = name.split(/,\s+|\s+(?:and|und|et|y|e|en)\s+/u);
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return words(name) >= 4 && words(first) >= 2 ? first : name;
}

/** A list item's offer: its bold lead, else its words before a dash or a price. */
function offerName(item: HTMLElement): string {
  const lead = item.firstElementChild;
  if (lead && ['STRONG', 'B'].includes(lead.tagName)) return clean(lead.text);
  return firstOfList(clean(item.text))
    // A price list's dot leaders ("Cat (1–2 per room) ……… 250 บาท/คืน") end the name.
    .replace(LEADERS_AND_AFTER, '')
    .replace(/\s+[-–—:|]\s+.*$/, '')
    .replace(/\s*[$£€]\s?\d.*$/, '')
    .replace(/\s*\d[\d.,]*\s?(€|£|EUR|GBP)(?!\p{L}).*$/u, '');
}

/** Shops say their currency in settings: og:price:currency, Shopify.currency, a meta tag. */
function readShopCurrency(root: HTMLElement, content: PageContent): void {
  const meta = root.querySelector('meta[property="og:price:currency"], meta[property="product:price:currency"], meta[itemprop="priceCurrency"]')?.getAttribute('content');
  if (meta && /^[A-Za-z]{3}$/.test(meta.trim())) pushUnique(content.currencyCodes, meta.trim().toUpperCase(), 5);
  for (const script of root.querySelectorAll('script:not([type]), script[type="text/javascript"]')) {
    const active = script.rawText.slice(0, 200_000).match(/currency\s*=\s*\{\s*"active"\s*:\s*"([A-Z]{3})"/);
    if (active) pushUnique(content.currencyCodes, active[1], 5);
  }
}

/** A price read from structured data, written the way the page's language writes money. */
function formatMoney(amount: number, currency: string, lang: string | null): string {
  const { language, region } = parseLang(lang);
  const locale = language ? `${language}${region ? `-${region}` : ''}` : 'en-US';
  try {
    const text = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
    return text.replace(/[\u00a0\u202f]/g, ' ');
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Dot leaders between a price list's item and its price, and what follows them. */
const LEADERS_AND_AFTER = /\s*(?:\.{3,}|…+|·{3,}|_{3,}).*$/u;

/**
 * Keeps one price per amount and item; a named price replaces the same amount without a name. An item's dot leaders
 * and footnote mark are no part of its name; a charge on top of a service (a deposit, a cancellation fee) is no price
 * of one, and no ad quotes it as such.
 */
function addPrice(content: PageContent, found: SitePrice): void {
  const item = found.item ? found.item.replace(LEADERS_AND_AFTER, '').replace(/^[*†]\s*/u, '').trim() || null : null;
  if (item && CHARGE_NOT_OFFER.test(item)) return;
  const price = { ...found, item };
  const key = (item: string | null) => (item ?? '').toLowerCase();
  const sameAmount = content.prices.filter((known) => known.amount === price.amount);
  if (sameAmount.some((known) => key(known.item) === key(price.item))) return;
  if (price.item === null && sameAmount.length > 0) return;
  content.prices = content.prices.filter((known) => !(known.amount === price.amount && known.item === null));
  if (content.prices.length < 30) content.prices.push(price);
}

function readPrices(root: HTMLElement, content: PageContent, dollar: string, country: string | null): void {
  for (const element of root.querySelectorAll('li, tr, p, dt, dd, span, div, article')) {
    // A table row's cells are apart ("1x por semana | R$ 260,00"), not glued into one word.
    const text = clean(element.tagName === 'TR' ? element.querySelectorAll('td, th').map((cell) => clean(cell.text)).join(' | ') : element.text);
    if (!mentionsMoney(text) || (text.length > 160 && element.tagName !== 'P') || ofOtherBusinesses(element)) continue;
    // Read the innermost element that holds the prices, naming each by its own words or its card's heading.
    const nested = element.querySelectorAll('li, tr, p, dt, dd, span, div').some((child) => mentionsMoney(child.text) && clean(child.text).length < text.length && !/^(from |starting at )?[$£€][\d.,]+(\s*\/\s*\w+)?$/i.test(clean(child.text)));
    if (nested) continue;
    // A definition list's price is its term's ("<dt>Cut</dt><dd>¥4,400</dd>"), a closing note in brackets aside.
    const term = element.tagName === 'DD' ? termOf(element) : null;
    const heading = term ? clean(term.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '')) : headingFor(element);
    // A long paragraph is read a sentence at a time ("3-room to executive flats, anywhere… 3-room flat from $480, …").
    const sentences = text.length > 160 ? text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u) : [text];
    for (const sentence of sentences.filter((each) => each.length <= 160 && mentionsMoney(each))) {
      for (const price of pricesInText(sentence, dollar, heading, country)) {
        const item = price.item && looksLikeName(price.item) ? price.item : heading;
        addPrice(content, { ...price, item: item && looksLikeName(item) ? item : null });
      }
    }
  }
}

/**
 * A price cell read with the unit its column's header names ("Lidgeld per seizoen" over "150 €" reads "150 € per
 * seizoen"), for the prices and for the text ads are grounded in: a price quoted per season, month or lesson is no price
 * of the whole.
 */
function unitsIntoPriceCells(root: HTMLElement): void {
  for (const table of root.querySelectorAll('table')) {
    const rows = table.querySelectorAll('tr');
    const heads = rows[0]?.querySelectorAll('th, td').map((cell) => clean(cell.text).match(COLUMN_UNIT)?.[1] ?? null) ?? [];
    if (!heads.some(Boolean)) continue;
    for (const row of rows.slice(1)) {
      row.querySelectorAll('td, th').forEach((cell, at) => {
        const own = clean(cell.text);
        const unit = heads[at];
        if (unit && mentionsMoney(own) && !/\/|(?<![\p{L}])(?:per|pro|par|por|je)(?![\p{L}])/iu.test(own)) cell.appendChild(new TextNode(` ${unit}`, cell));
      });
    }
  }
}

/** The unit a price column's header ends on: "per seizoen", "pro Monat", "par séance"; not a slash ("Hatch / sedan" names what the column prices). */
const COLUMN_UNIT = /(?:^|\s)((?:per|pro|par|por|je|al|a la|za|na)\s+\p{L}[\p{L}\p{M}]*)\s*\)?$/iu;

/** Under a heading about other businesses ("Approved Caterers & Suppliers", "Where to Stay"), or on a page titled so. */
function ofOtherBusinesses(element: HTMLElement): boolean {
  const heading = sectionHeading(element) ?? element.closest('body')?.querySelector('h1') ?? null;
  return heading !== null && OTHER_BUSINESSES.test(clean(heading.text));
}

/** An address's street, without its number: "Jægersborggade 31, 2200 København N" is "jægersborggade". */
function streetOf(address: string): string {
  return (address.split(/[,\n]/)[0] ?? '')
    .toLowerCase()
    .replace(/[\d.ºª°/-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A cell's class that says it holds the row's name. */
const NAME_CELL = /(?:^|[\s_-])(?:name|title|label)(?:$|[\s_-])/i;

/** The heading a price belongs to: inside its element, just before it, or its card's. */
function headingFor(element: HTMLElement): string | null {
  const own = element.querySelector('h2, h3, h4, strong, .name');
  if (own) return clean(own.text) || null;
  let current: HTMLElement | null = element;
  for (let depth = 0; current && depth < 3; depth++) {
    for (let sibling = current.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (/^H[1-4]$/.test(sibling.tagName)) return clean(sibling.text) || null;
      // A price row's own name cell beside its amount ("price-name", "item-title", "menu-item__name"), before the heading above.
      if (NAME_CELL.test(sibling.getAttribute('class') ?? '') && clean(sibling.text)) return clean(sibling.text);
      if (sibling.querySelector('h1, h2, h3, h4')) break;
    }
    const parent: HTMLElement | null = current.parentNode;
    if (!parent || clean(parent.text).length > 400) break;
    const card = parent.querySelector('h1, h2, h3, h4');
    if (card && card !== element) return clean(card.text) || null;
    current = parent;
  }
  return null;
}

/** The heading right before an item's list says what is not done ("What we don't do", "Šta ne radimo", "Ce que nous ne faisons pas"). */
function refusedList(item: HTMLElement): boolean {
  const before = item.parentNode?.previousElementSibling;
  return before !== null && before !== undefined && /^H[2-4]$/.test(before.tagName) && NEGATED_HEADING.test(clean(before.text));
}

function readCallsToAction(root: HTMLElement, content: PageContent): void {
  for (const element of root.querySelectorAll('a, button, input[type="submit"]')) {
    const text = clean(element.text || element.getAttribute('value'));
    // A question on a button opens an FAQ answer ("Can I book on a Sunday?", an accordion's toggle), and the answer may be no.
    if (/[?？؟]\s*$/u.test(text)) continue;
    // A newsletter's button ("Subscribe" under "Tilaa uutiskirje", in the builder's English) signs up for mail, not for the business.
    if (newsletterForm(element)) continue;
    if (text.length >= 4 && text.length <= 40 && CTA.test(text) && !NAV_WORDS.test(text)) pushUnique(content.callsToAction, text, 12);
  }
}

/** A form that asks only for an e-mail address (and perhaps a name): a newsletter's sign-up. */
function newsletterForm(element: HTMLElement): boolean {
  const form = element.closest('form');
  if (!form) return false;
  const fields = form.querySelectorAll('input, textarea, select').filter((field) => !/^(?:hidden|submit|button|checkbox)$/i.test(field.getAttribute('type') ?? ''));
  return fields.some((field) => /^email$/i.test(field.getAttribute('type') ?? '') || /e-?mail/i.test(field.getAttribute('name') ?? '')) && fields.length <= 2 && !form.querySelector('textarea');
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
  const text = (root.querySelector('body')?.text ?? '').replace(REGISTRATION_NUMBER, ' ');
  for (const phone of text.match(PHONE) ?? []) addPhone(content, phone);
  // A number the page labels as one ("Tel 01 555 0199") in a format the pattern above does not know.
  for (const match of text.matchAll(LABELLED_PHONE)) if ((match[1].match(/\d/g)?.length ?? 0) >= 8) addPhone(content, match[1]);
  for (const email of text.match(EMAIL) ?? []) pushUnique(content.emails, email, 5);
  content.address ??= clean(root.querySelector('address')?.text) || null;
}

/** Where Google Business Profiles live: a link to one is what makes a location asset possible. */
const BUSINESS_PROFILE = /^https?:\/\/(?:(?:www\.|maps\.)?google\.[a-z.]+\/maps\b|maps\.google\.[a-z.]+\/|g\.page\/|business\.google\.com\/|maps\.app\.goo\.gl\/|goo\.gl\/maps\/|g\.co\/kgs\/)/i;

function readLinks(root: HTMLElement, pageUrl: string, content: PageContent): void {
  const origin = new URL(pageUrl).origin;
  for (const link of root.querySelectorAll('a[href]')) {
    try {
      const url = new URL(link.getAttribute('href') ?? '', pageUrl);
      if (!content.businessProfileUrl && BUSINESS_PROFILE.test(url.toString())) content.businessProfileUrl = url.toString();
      url.hash = '';
      if (url.origin !== origin || content.links.length >= 150) continue;
      const place = placeOf(link);
      content.links.push({ url: url.toString(), text: clean(link.text), place, group: place === 'nav' ? dropdownOf(link) : null });
    } catch {
      // An unparseable href is simply not followed.
    }
  }
}

/** Class or id words of a site's navigation and footer, whatever the builder ("main-menu", "navbar", "site-footer"). */
const NAV_CLASS = /(?:^|[\s_-])(?:nav|navbar|navigation|menu|menubar|header|masthead)(?:$|[\s_-])/i;
const FOOTER_CLASS = /(?:^|[\s_-])footer(?:$|[\s_-])/i;
/** A dropdown's container by its class: "sub-menu", "dropdown-menu", Squarespace's "folder-content", "mega-menu". */
const DROPDOWN_CLASS = /(?:^|[\s_-])(?:sub-?menu|dropdown(?:-menu|-content)?|folder-content|mega-?menu|children)(?:$|[\s_-])/i;

function classAndId(element: HTMLElement): string {
  return `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
}

/** The footer wins over a navigation inside it: a footer's menu lists legal pages and repeats the main one. */
function placeOf(link: HTMLElement): PageLink['place'] {
  let nav = false;
  for (let element = link.parentNode; element?.tagName; element = element.parentNode) {
    // The page's own classes are its theme's settings, not a place on it (Avada writes "avada-footer-fx-none" on <body>).
    if (element.tagName === 'BODY' || element.tagName === 'HTML') break;
    if (element.tagName === 'FOOTER' || element.getAttribute('role') === 'contentinfo' || FOOTER_CLASS.test(classAndId(element))) return 'footer';
    if (['NAV', 'HEADER'].includes(element.tagName) || element.getAttribute('role') === 'navigation' || NAV_CLASS.test(classAndId(element))) nav = true;
  }
  return nav ? 'nav' : 'main';
}

/**
 * The words of the item a navigation link's dropdown hangs from: a list inside a list item
 * (`<li><a>Services</a><ul><li><a>Drain Cleaning</a>`), or a container with a dropdown's class after its label.
 */
function dropdownOf(link: HTMLElement): string | null {
  let child: HTMLElement = link;
  for (let element = link.parentNode; element?.tagName; child = element, element = element.parentNode) {
    if (element.tagName === 'NAV' || element.tagName === 'HEADER') return null;
    if (element.tagName === 'LI' && child.tagName !== 'A' && child.querySelector('li')) {
      // The item's own words: its children before the list the link is in.
      const label = clean(element.childNodes.slice(0, element.childNodes.indexOf(child)).map((node) => node.text).join(' '));
      if (label.length > 0 && label.length <= 40) return label;
    }
    // Not an item's own class ("dropdown" on Bootstrap's <li>): the label is then the item before it.
    if (element.tagName !== 'LI' && DROPDOWN_CLASS.test(classAndId(element))) {
      const label = clean(element.previousElementSibling?.text);
      if (label.length > 0 && label.length <= 40) return label;
    }
  }
  return null;
}

function readPlaces(text: string, content: PageContent): void {
  for (const match of text.matchAll(PLACE_PHRASE)) {
    for (const place of match[1].split(/\s*(?:,|&|\s(?:and|und|et|y|e|en)\s)\s*/)) {
      // "we cover Perth's northern suburbs": the town, not its possessive ("Perth's, Australia" was a location).
      const name = clean(place.replace(/^the\s+/i, '').replace(/['’]s$/u, ''));
      if (name.length >= 3 && name.split(' ').length <= 4 && !NAV_WORDS.test(name) && !NOT_PLACES.test(name) && !LANGUAGE_NAMES.test(name)) pushUnique(content.places, name, 12);
    }
  }
  for (const match of text.matchAll(CITY_STATE_ZIP)) pushUnique(content.places, match[1], 12);
}
