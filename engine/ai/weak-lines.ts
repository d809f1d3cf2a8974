/**
 * Headlines made of the site's words that say nothing to a searcher, in any language: a tax note alone ("IVA inclòs",
 * "Alle priser er inkludert mva", "inkl. MwSt."), a reviewer's signature ("Jordi, Gràcia", "– Maria K., Lyon"), an
 * address or a piece of one ("Gorriti 4862, CABA", "Badung, Bali 80361", "Kuta Utara, Kab" cut at "Kab."), and a
 * town alone ("Barcelona"). The business's own name and its services are never weak.
 */

import { type BusinessBrief, isSiteContent } from '../../schema/ai-plan';
import type { BusinessFacts } from './business-facts';
import { phrasebookFor, SITE_WORDS_ONLY } from './phrasebook';

export interface WeakLineContext {
  /** The site's language: English writes its headlines in Title Case, so capitals tell no name there. */
  language: string;
  /** The site's address as written, when it gives one. */
  address: string | null;
  /** Towns the site names. */
  places: readonly string[];
  /** The business's names and its services: lines that are these stay. */
  names: readonly string[];
  /**
   * Whether a town alone is weak: where a phrasebook joins a town to a service ("Floristería en Gràcia"); not in a
   * language we have no words of (its plan's place line is the town, `SITE_WORDS_ONLY`).
   */
  townAloneWeak: boolean;
  /** This year: a line that names an earlier one speaks of the past (an old price list, an expired promotion). */
  year: number;
}

/** Words of a note that prices include (or exclude) tax, in many languages; none says what is sold. */
const TAX_WORDS = new Set(
  'vat mva moms mwst ust iva tva ttc btw gst hst pst alv dph pdv áfa kdv ppn dds φπα ндс пдв ддс tax taxes taxe taxes steuer impuestos impostos imposte belasting skatt مالیات ضريبة kodi'.split(' '),
);
const TAX_NOTE_WORDS = new Set(
  [
    ...TAX_WORDS,
    ...'inc incl include includes included including inclusive excl excluded excluding exclusive plus prices price all our the are is and with'.split(' '),
    ...'inkl inklusive inklusiv zzgl exkl preise preis alle sind enthalten gesetzlichen gesetzliche der die mit'.split(' '),
    ...'inkludert inkluderet inkluderad ingår ingår medräknad priser pris er är alle alla inkl'.split(' '),
    ...'inclòs inclosa inclosos incloses inclou preus preu tots els les totes'.split(' '),
    ...'incluido incluida incluidos incluidas incluye precios precio todos los las el la con'.split(' '),
    ...'incluso inclusa inclusi incluse prezzi prezzo tutti i il compresa compreso comprensivi'.split(' '),
    ...'inclus incluse compris comprise prix tous ttc ht hors les'.split(' '),
    ...'incluído incluída incluídos incluídas preços preço todos com'.split(' '),
    ...'inclusief exclusief prijzen prijs alle zijn incl'.split(' '),
    ...'brutto netto ceny cena zawierają zawiera wliczony wliczone vč včetně bez ceny'.split(' '),
    ...'dahil hariç fiyatlar fiyat termasuk harga sudah'.split(' '),
    // The rate's own words: "IVA incluído à taxa de 6 %", "TVA au taux de 20 %", "IVA al tipo del 21 %".
    ...'rate taxa taux tasa tipo aliquota satz à au de del al da'.split(' '),
  ].map((word) => word.toLowerCase()),
);

/** Abbreviations an address writes with a full stop: a line that ends on one without it was cut there. */
const ADDRESS_ABBREVIATIONS = new Set(
  'Kab Kec Kel Prov Jl Jln Mah Mh Sok Sk Cad Cd Blv Bul Str Av Avda Avd Pl Ul Al Os Bd Blvd Rd Ave St Apt Ste Dist Nr No Pça Trav Lgo Gral Pje Pza Vle'.split(
    ' ',
  ),
);

/** "From" in the languages of BARE_PRICE_WORDS: alone it is no heading. */
const FROM_WORDS = new Set('from des desde dès ab dal vanaf fra från od от від'.split(' '));

/** Words that say "from" or "prices" and nothing of what is sold: "Des de 12 €", "Preus 5 €", "Ab 49 €" name no item. */
const BARE_PRICE_WORDS = new Set(
  [
    'from prices price des de desde dès dès à partir ab da dal vanaf od fra från preus preu preise preis prix tarifs tarif precios precio tarifas prezzi prezzo preços preço prijzen prijs priser pris ceny cena harga fiyat fiyatlar árak hinnat hinta',
    // "Цени", "Ціни", "Ceník", "Τιμές", "تعرفه‌ها", "मूल्य", "Bei", "Presyo", "Giá": a price list's heading in more languages.
    'цени цена ціни ціна цены цены ceník cenník cenik hinnakiri hinnasto cenas kainos τιμές τιμή قیمت قیمت‌ها تعرفه تعرفه‌ها الأسعار أسعار מחירים מחירון कीमत कीमतें मूल्य रेट bei presyo giá od от від']
    .join(' ')
    .split(' '),
);

const LETTER_WORD = /\p{L}[\p{L}\p{M}\u200c'’.-]*/gu;

function words(line: string): string[] {
  return line.match(LETTER_WORD) ?? [];
}

/** Every word a capital (or all capitals, "CABA"): a name, a place, an address, not a phrase that says something. */
function onlyNames(line: string): boolean {
  const all = words(line);
  return all.length > 0 && all.every((word) => /^\p{Lu}/u.test(word));
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A line that names a tax and its rate ("Bei hazijumuishi VAT 18%", "सभी रेट पर 18% GST अलग से", "مالیات HST (۱۳٪) به
 * قیمت‌ها اضافه می‌شود"): what prices add, in any language, never what is sold.
 */
export function isTaxRate(line: string): boolean {
  // The rate beside the tax (at most one word between): "20% off every VAT return" is an accountant's offer, not a note.
  const tokens = line.split(/\s+/u);
  const rates = tokens.flatMap((token, at) => (/[\d۰-۹٠-٩]\s*[%٪]|[%٪]\s*[\d۰-۹٠-٩]/u.test(token) ? [at] : []));
  const taxes = tokens.flatMap((token, at) => (words(token).some((word) => TAX_WORDS.has(word.toLowerCase().replace(/\.$/, ''))) ? [at] : []));
  if (rates.some((rate) => taxes.some((tax) => Math.abs(rate - tax) <= 2))) return true;
  // A note of nothing but the tax and its rate, however worded ("IVA incluído à taxa de 6 %").
  return /[\d۰-۹٠-٩]\s*[%٪]/u.test(line) && isTaxNote(line);
}

/** A line that is nothing but a tax note: every word one of the note's, one of them a tax. */
export function isTaxNote(line: string): boolean {
  const all = words(line).map((word) => word.toLowerCase().replace(/\.$/, ''));
  return all.length > 0 && all.some((word) => TAX_WORDS.has(word)) && all.every((word) => TAX_NOTE_WORDS.has(word));
}

/** A price with no item: only "from" or "prices" beside the amount. */
export function isBarePrice(line: string): boolean {
  const all = words(line).map((word) => word.toLowerCase());
  // A price list's heading alone ("Prices", "Цени", "Tarifs") names nothing either.
  if (all.length === 1 && !/\d/.test(line) && BARE_PRICE_WORDS.has(all[0]) && all[0].length >= 3 && !FROM_WORDS.has(all[0])) return true;
  return /\d/.test(line) && all.every((word) => BARE_PRICE_WORDS.has(word) || /^\p{Lu}{1,3}$|^(kr|zł|lei|kč|ft)$/iu.test(word) && !/\p{Ll}{4}/u.test(word));
}

/** A line that is a piece of an address: numbered and all names, or the address's own words, or cut at an abbreviation. */
export function isAddressLine(line: string, address: string | null, language = 'xx'): boolean {
  const clean = line.trim().replace(/[.,;:]+$/, '');
  const last = words(clean).at(-1)?.replace(/\.$/, '') ?? '';
  if (ADDRESS_ABBREVIATIONS.has(last) && words(clean).length > 1) return true;
  if (language !== 'en' && /\d/.test(clean) && onlyNames(clean) && (/,/.test(clean) || /(?<!\d)(?!(?:19|20)\d{2}(?!\d))\d{4,6}(?!\d)|\d{3}\s\d{2}(?!\d)/.test(clean))) return true;
  return address !== null && /\d/.test(clean) && address.toLowerCase().includes(clean.toLowerCase());
}

/** "Jordi, Gràcia", "– Maria K., Lyon": a first name (and an initial) and a town, as a review is signed. */
export function isSignature(line: string, places: readonly string[]): boolean {
  const clean = line.trim();
  if (/^[–—-]\s*\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)?,\s*\p{Lu}/u.test(clean)) return true;
  const match = clean.match(/^(\p{Lu}\p{Ll}+)(?:\s\p{Lu}\.)?,\s*(\p{Lu}[\p{L}\p{M}' -]*)$/u);
  return match !== null && places.some((place) => same(place, match[2]) || place.toLowerCase().split(/,\s*/).some((part) => same(part, match[2])));
}

/** A town alone, or towns alone: "Barcelona", "Gràcia", "Sandviken, Bergen". */
export function isPlaceAlone(line: string, places: readonly string[]): boolean {
  const parts = line
    .trim()
    .split(/\s*,\s*/)
    .filter(Boolean);
  const known = places.flatMap((place) => [place, ...place.split(/,\s*/)]);
  return parts.length > 0 && parts.every((part) => known.some((place) => same(place, part)));
}

/** Whether a headline is too weak to show: a tax note, a signature, an address or a town alone, never the business's names. */
export function weakHeadline(line: string, ctx: WeakLineContext): boolean {
  if (ctx.names.some((name) => same(name, line))) return false;
  return isTaxNote(line) || isBarePrice(line) || isBareWarranty(line) || isSignature(line, ctx.places) || isAddressLine(line, ctx.address, ctx.language) || (ctx.townAloneWeak && isPlaceAlone(line, ctx.places));
}

/**
 * A page's section labels that say nothing to a searcher and, joined to a price or a place, say something false: "How it
 * works" in the languages we read ("Come funziona a Modena", "Come funziona da 90 €"), and a policy's heading alone
 * ("Disdette", "Cancellations", "Stornierung").
 */
const HOW_IT_WORKS =
  /^(?:how it works|how does it work|so funktioniert|wie es funktioniert|comment ça (?:marche|fonctionne)|cómo funciona|come funziona|hoe werkt het|zo werkt het|como funciona|jak to (?:działa|funguje)|hur det fungerar|så fungerar det|sådan fungerer det|slik fungerer det|miten se toimii|näin se toimii|kako (?:funkcioniše|funkcionira|radimo)|cum funcționează|hogyan működik|nasıl çalışır|πώς λειτουργεί|как это работает|як це працює)(?![\p{L}])/iu;
const POLICY_ALONE =
  /^(?:cancell?ations?(?: policy)?|refunds?(?: policy)?|disdett[ae]|rimborsi|stornierung(?:en)?|storno(?:bedingungen)?|rücktritt|annulations?|remboursements?|cancelaci(?:ón|ones)|devoluciones|annulering(?:en)?|annuleren|cancelamentos?|reembolsos?|avbokning(?:ar)?|afbestilling|avbestilling|peruutukset|peruutusehdot|odwołania|rezygnacja|storna|lemondás|anulări|otkazivanje|ακυρώσεις)$/iu;

export function isSectionLabel(line: string): boolean {
  const clean = line.trim().replace(/[.:!]+$/u, '');
  return HOW_IT_WORKS.test(clean) || POLICY_ALONE.test(clean);
}

/** Words that make a year the business's history: founded, since, an award won. */
const FOUNDED_OR_AWARDED =
  /(?<![\p{L}])(?:since|est|established|founded|award\p{L}*|winner|prize|seit|gegründet|gegr|auszeichnung|depuis|fondée?|créée?|prix|desde|des|fundad[ao]|premio|dal|fondat[ao]|sinds|opgericht|sedan|grundad|grundat|siden|grundlagt|etableret|od|založen[aáo]?|osnovan[ao]?|alkaen|vuodesta|perustettu|alates|kopš|nuo|óta|tangu|от|з|από|kuruluş|beri|từ|sejak|berdiri|nagroda|díj|premiu|βραβείο|מאז|منذ|از|से|ตั้งแต่)(?![\p{L}])|創業|設立|설립|成立|創立|から|以来|부터/iu;
/** A year (1960–2049), not an amount or a measure: "2021" but not "1995 kr", "2000 m²", "1 200 €". */
const A_YEAR = /(?<![\d$€£¥₹][\s\u00a0]?)(19[6-9]\d|20[0-4]\d)(?!\d|\s?(?:[$€£¥₹₺%]|kr|zł|kč|ft|lei|din|дин|грн|руб|eur|usd|m²|m2|km|mm|cm|kg|ml|,-|:-)(?![\p{L}]))/giu;

/**
 * A line that names a year before this one, not as the business's founding or an award ("Vanha hinnasto 2021",
 * "Sommarkort 2023", "Kiai Cup 2023"): an old price list, a past season or an expired promotion, never a reason to
 * click today.
 */
export function namesPastYear(line: string, year: number): boolean {
  const years = [...line.matchAll(A_YEAR)].map((match) => Number(match[1]));
  // Thai years count the Buddhist era: "ราคาปี 2567" is 2024's list.
  if (/\p{Script=Thai}/u.test(line)) for (const match of line.matchAll(/(?<!\d)(25\d{2})(?!\d)/g)) years.push(Number(match[1]) - 543);
  // Only the last few years: a promotion or a price list goes stale within them, and an older year is far more often
  // the business's founding, in words we may not read ("Krāsotāju brigāde kopš 2009", "2005 óta").
  return years.some((named) => named < year && named >= year - RECENT_YEARS) && !FOUNDED_OR_AWARDED.test(line);
}

const RECENT_YEARS = 6;

/**
 * A section's heading "Garancija", "Warranty", "Garantie" alone: it promises a warranty without its terms (3 months on
 * labour, 6 on new batteries), so a searcher reads more than the site gives.
 */
const BARE_WARRANTY =
  /^(?:guarantees?|guaranteed|warrant(?:y|ies)|garantie|garantien|gewährleistung|garantía|garantías|garanzia|garanzie|garantia|garantias|garancija|garancije|gwarancja|záruka|záruky|garancia|garanție|garanţie|jamstvo|takuu|garanti|garantii|εγγύηση|гаранция|гарантия|гарантія)$/iu;

export function isBareWarranty(line: string): boolean {
  return BARE_WARRANTY.test(line.replace(/[^\p{L}\s]/gu, '').trim());
}

/** The context of a plan's headlines: the site's address and towns, the business's names and services. */
export function weakLineContext(brief: BusinessBrief, facts: BusinessFacts): WeakLineContext {
  const site = isSiteContent(brief.site) ? brief.site : null;
  return {
    language: facts.language,
    address: site?.contact.address ?? null,
    places: [...facts.places, ...(site?.places ?? [])],
    names: [brief.businessName, facts.name, facts.shortName, ...facts.services],
    townAloneWeak: phrasebookFor(facts.language, facts.country, facts.register) !== SITE_WORDS_ONLY,
    year: new Date().getUTCFullYear(),
  };
}

/** Brackets and quotes left open, or a lone word of one or two letters after the last comma: the rest was cut. */
export function cutMidThought(text: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  if (count(/[(（[]/gu) > count(/[)）\]]/gu) || count(/«/gu) > count(/»/gu) || count(/„/gu) > count(/[“”]/gu)) return true;
  // (Nor does a line open on what joins it to the one before: "/ 2 ปอนด์ 700 บาท" of "1 ปอนด์ 380 บาท / 2 ปอนด์ 700 บาท".)
  return /,\s*\p{Ll}{1,2}\s*$/u.test(text) || /^\s*[/|,;:·•–—-]/u.test(text);
}

/** A sentence that leans on the one before it ("Dafür empfehle ich …", "For that, …", "Instead, …"): alone in an ad it says nothing, or something else. */
const LEANS_BACK =
  /^(?:dafür|dazu|daher|deshalb|deswegen|stattdessen|hierfür|darum|for that|for those|for this|instead|that's why|that is why|pour cela|pour ça|par contre|para eso|para ello|por eso|en cambio|per questo|per quello|invece|daarvoor|daarom|hiervoor|in plaats daarvan|por isso|para isso|em vez disso)(?![\p{L}])/iu;
/** A sentence that sends the customer to someone else by name: "… empfehle ich Anna Huber", "we refer you to Gloss Lab". */
const SENDS_TO_NAMED =
  /(?<![\p{L}])(?:empfehle|empfehlen|recommend|refer you to|refer them to|recomendamos|recomiendo|consigliamo|consiglio|recommandons|recommande|raden we|raden wij|raad ik|indicamos)(?:\s+(?:ich|wir|gerne|gern))?\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}|\s*&)/u;

/** A sentence that says the work needs another, certified trade: "Det krävs en certifierad asbestsanerare för rivningen". */
const NEEDS_ANOTHER_TRADE =
  /(?<![\p{L}])(?:requires?|required|needs?|krävs|kräver|kreves|kræver|braucht|benötigt|erfordert|nécessite|exige|requiere|necesita|richiede|serve|vereist|wymaga|vyžaduje)\s+(?:(?:a|an|en|ett|et|einen|eine|un|une|uno|una|een)\s+)?(?:certified|licensed|qualified|registered|certifierad|auktoriserad|behörig|autorisert|autoriseret|zertifiziert\p{L}*|zugelassen\p{L}*|agréée?|certifiée?|certificad[oa]|autorizad[oa]|habilitad[oa]|abilitat[oa]|certificat[oa]|gecertificeerde?|erkende?|certyfikowan\p{L}*|oprávněn\p{L}*)(?![\p{L}])/iu;

/**
 * A sentence that is no ad line on its own: it leans on the one before, sends the customer to someone else by name, or
 * says the work needs another, certified trade.
 */
export function pointsElsewhere(sentence: string): boolean {
  const text = sentence.trim();
  return LEANS_BACK.test(text) || SENDS_TO_NAMED.test(text) || NEEDS_ANOTHER_TRADE.test(text);
}
