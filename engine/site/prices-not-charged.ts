import type { HTMLElement } from 'node-html-parser';
import { mentionsPastYear } from './boilerplate';
import { mentionsMoney } from './read-prices';

/**
 * Prices a site shows but does not charge. First, prices it keeps but says are no longer charged: an archived table ("Tabela 2021 (desatualizada) … Valores sem
 * validade"), last season's list ("Korábbi árak (2022) … Ezek az árak már nem érvényesek"). An ad quoting them
 * promises a price the business no longer honours, so they leave the page before prices are read. Then, another
 * business's prices the site quotes for the customer's planning ("… cobran entre $ 70.000 y $ 110.000 el almuerzo. Son
 * precios de cada bodega, no nuestros."): never the business's own.
 *
 * A heading is stale by its words, never by a past year alone: a site that still heads its only price list "Árak 2024"
 * charges those prices.
 */

/** "Old prices", "no longer valid", "outdated", in the languages we read. */
export const STALE_PRICE_WORDS = new RegExp(
  [
    String.raw`no longer (?:valid|apply|applies|in effect|current|offered|available|charged)|out of date|outdated|(?:old|previous|former|archived|past) (?:prices|price list|rates|fees|pricing|tariffs?)|archived|superseded`,
    String.raw`nicht mehr gültig|nicht mehr angeboten|archiviert|veraltet\p{L}*|(?:alte|frühere|bisherige|ehemalige) (?:preise|preisliste|tarife)|archivierte preise`,
    String.raw`ne sont plus (?:valables|en vigueur|applicables)|n'est plus (?:valable|en vigueur)|anciens (?:tarifs|prix)|obsolètes?|périmés?`,
    String.raw`ya no (?:son|es|están|está) (?:válid|vigente)\p{L}*|no vigentes?|no válid[oa]s?|(?:precios|tarifas) (?:anteriores|antiguos|antiguas|viejos)|desactualizad\p{L}*|sin validez|sin vigencia|ya no (?:está|están) vigentes?|obsolet[oa]s?`,
    String.raw`non (?:sono |è )?più (?:valid|in vigore)\p{L}*|(?:prezzi|listino|tariffe) (?:precedent|vecch)\p{L}*|vecchi prezzi|non aggiornat\p{L}*`,
    String.raw`não (?:são|é|estão|está) mais (?:válid|em vigor)\p{L}*|desatualizad\p{L}*|sem validade|sem vigência|(?:preços|valores|tabela) (?:antig|anterior)\p{L}*`,
    String.raw`niet meer geldig|(?:gelden|geldt)\s+(?:[\p{L}\d]+\s+){0,5}niet meer|(?:oude|vorige|eerdere) (?:prijzen|tarieven|prijslijst)|verouderd\p{L}*`,
    String.raw`gäller inte längre|gælder ikke længere|gjelder ikke lenger|(?:gamla|gamle|tidigare|tidligere) (?:priser|prislista|prisliste)|inaktuell\p{L}*|forældet|utdatert`,
    String.raw`(?:eivät|ei) ole enää voimassa|ei enää voimassa|(?:vanha|vanhat|aiemmat|entinen) (?:hinnasto|hinnat)`,
    String.raw`nieaktualn\p{L}*|już nie obowiązuj\p{L}*|(?:stary|poprzedni|archiwalny) cennik|stare ceny`,
    String.raw`(?:starý|předchozí|archivní|predchádzajúci|archívny) cen(?:ík|ník)|staré ceny|(?:již|už) neplat\p{L}*|neplatn\p{L}*|nieważn\p{L}*|archiwaln\p{L}*|archivní|archívny|archivad[oa]s?|archivé(?:e|s|es)?|archiviat[oi]|gearchiveerd|arkiverad\p{L}*|arkivere[td]|arquivad[oa]s?|ungültig\p{L}*|ongeldig|inválid[oa]s?|non (?:più )?valid[oi]`,
    String.raw`már nem érvényes\p{L}*|(?:korábbi|régi) (?:árak|árlista)|elavult`,
    String.raw`nu mai (?:sunt|este) valabil\p{L}*|(?:prețuri|preturi|tarife) vechi`,
    String.raw`više ne (?:vrijed|važ)\p{L}*|ne veljajo več|stare cijene|stari (?:cjenik|cenovnik|cenik)`,
    String.raw`δεν ισχύ\p{L}* πλέον|παλιές τιμές|παλαιός τιμοκατάλογος|artık geçerli değil|eski fiyat\p{L}*`,
    String.raw`неактуальн\p{L}*|больше не действ\p{L}*|старые цены|більше не діють|старі ціни|вече не (?:са|е) валидн\p{L}*|стари цени`,
    String.raw`nebegalioja|senos kainos|vairs nav spēkā|vecās cenas|ei kehti(?: enam)?|vanad hinnad|vana hinnakiri`,
  ].join('|'),
  'iu',
);

/** "Not ours": prices another business charges, as the site says so ("Son precios de cada bodega, no nuestros"). */
const NOT_OURS =
  /(?<![\p{L}])(?:not (?:our|my) (?:prices|rates|fees)|(?:prices|rates|fees) (?:are|set by) (?:the|each) [\p{L} ]{2,30}?,? not (?:ours|mine|us)|no (?:son )?nuestros|no son (?:nuestras|nuestros) (?:tarifas|precios)|keine (?:preise|tarife) von uns|nicht unsere (?:preise|tarife)|ne sont pas (?:nos|les nôtres)|pas nos (?:prix|tarifs)|non (?:sono )?(?:i )?nostri (?:prezzi)?|não são (?:nossos|os nossos)|niet (?:onze|van ons)|ikke (?:vores|våre) priser|inte våra priser)(?![\p{L}])/iu;

const STALE_SPACED = new RegExp(String.raw`(?<![\p{L}])(?:${STALE_PRICE_WORDS.source})(?![\p{L}])`, 'iu');
/** The same in scripts written without spaces, and Korean: "舊學費表", "旧价格", "已過期", "[지난 가격표]", "ไม่ใช้แล้ว". */
const STALE_UNSPACED = /[舊旧](?:學費|学费|價|价|收費|收费|料金)|已過期|已过期|不再適用|不再适用|旧料金|(?:지난|이전|구)\s?(?:가격|수강료|요금)|ไม่ใช้แล้ว|ยกเลิกแล้ว|ราคาเก่า/u;
const STALE = { test: (text: string) => STALE_SPACED.test(text) || STALE_UNSPACED.test(text) };
/** A list kept "for reference only" under a past year ("2024 tariff (for reference only)"): kept, not charged. */
const FOR_REFERENCE = /(?<![\p{L}])(?:for reference(?: only)?|reference only|nur zur (?:information|orientierung)|ter (?:informatie|referentie)|apenas para referência|solo como referencia|à titre de référence)(?![\p{L}])|僅供參考|仅供参考|参考まで|เก็บไว้อ้างอิง/iu;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const RANK = (element: HTMLElement) => Number(element.tagName.slice(1));

/** The largest block around a heading that holds no other heading: its section, as a builder wraps it. */
function sectionOf(heading: HTMLElement): HTMLElement | null {
  let section: HTMLElement | null = null;
  for (let parent = heading.parentNode; parent && !['BODY', 'MAIN', 'ARTICLE', 'HTML'].includes(parent.tagName); parent = parent.parentNode) {
    if (parent.querySelectorAll(HEADINGS).length > 1 || parent.text.length > 3000) break;
    section = parent;
  }
  return section;
}

export function removePricesNotCharged(root: HTMLElement, nowMs = Date.now()): void {
  const year = new Date(nowMs).getUTCFullYear();
  const stale = (text: string) => STALE.test(text) || (FOR_REFERENCE.test(text) && mentionsPastYear(text, year));
  for (const heading of root.querySelectorAll(HEADINGS)) {
    if (!stale(heading.text)) continue;
    const section = sectionOf(heading);
    if (section && mentionsMoney(section.text)) {
      section.remove();
      continue;
    }
    // A flat page (h2, p, table, h2, …): the heading's siblings up to the next heading of its rank or higher.
    const rank = RANK(heading);
    const following: HTMLElement[] = [];
    for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) {
      const inner = next.querySelector(HEADINGS);
      if ((/^H[1-6]$/.test(next.tagName) && RANK(next) <= rank) || (inner && RANK(inner) <= rank)) break;
      following.push(next);
    }
    if (!following.some((element) => mentionsMoney(element.text))) continue;
    for (const element of [heading, ...following]) element.remove();
  }
  // An accordion's or a toggle's title says it ("Tarifa 2021 (no vigente)" in Elementor's tab title): its item goes.
  for (const title of root.querySelectorAll('summary, dt, [role="heading"], [class*="tab-title"], [class*="accordion-title"], [class*="toggle-title"]')) {
    const item = title.parentNode;
    if (item && stale(title.text) && mentionsMoney(item.text) && item.text.length < 1500) item.remove();
  }
  removeOlderDatedLists(root, nowMs);
  // A priced line that says itself it is no longer charged ("Vízibicikli 4 500 Ft/óra … Ezek az árak már nem érvényesek.").
  for (const block of root.querySelectorAll('p, li, tr, dd, td')) {
    if (block.querySelector('p, li, tr, div') || block.text.length > 600) continue;
    if ((STALE.test(block.text) || NOT_OURS.test(block.text)) && mentionsMoney(block.text)) block.remove();
  }
}

/**
 * A price list's date stamp: "Stand 01/2021", "Preise ab 1. März 2024", "Prices as of January 2023", "Tarifs au 01/03/2022",
 * "Precios vigentes desde 2023", "Prijzen per 1 januari 2024". Its year is the list's.
 */
const STAMP =
  /^(?:(?<priced>preise|preisliste|prices|prețuri|preturi|tarife|price list|rates|tarifs?|prix|precios|tarifas|prezzi|listino|prijzen|tarieven|priser|prisliste|hinnat|hinnasto|ceny|cennik|ceník|árak|preços)\s+)?(?:stand|as of|valid (?:from|since)|effective(?: from)?|gültig (?:ab|seit)|ab|from|au|à partir du|valables? (?:au|dès le)|a partir de|desde|vigentes? desde|a partir del|dal|aggiornat[oi] al|in vigore dal|per|vanaf|geldig vanaf|fra|från|gäller från|alkaen|od|obowiązuje od|platné od)\s*:?\s+(?:(?:den|le|el|il|the)\s+)?(?:\d{1,2}(?:st|nd|rd|th)?[./]?\s?)?(?:\d{1,2}[./]|\p{L}+\.?\s+)?(?<year>(?:19|20)\d{2})(?!\d)/iu;

/** A list named by its year: "Preisliste 2021 (PDF)", "Ceník 2024", "Prices 2023". */
const PRICED_YEAR =
  /^(?<priced>preise|preisliste|prices|prețuri|preturi|tarife|price list|rates|tarifs?|prix|precios|tarifas|prezzi|listino|prijzen|tarieven|priser|prisliste|hinnat|hinnasto|ceny|cennik|ceník|árak|preços)\s+(?:\p{L}+\s+)?(?<year>(?:19|20)\d{2})(?!\d)/iu;

/**
 * Of two dated price lists on one page, the older is the old one ("Preisliste – Stand 01/2021" below "Preise ab 1. März
 * 2024"): its block leaves the page. A dated list alone stays, whatever its year: it may still be the one charged.
 */
function removeOlderDatedLists(root: HTMLElement, nowMs = Date.now()): void {
  const stamps: { element: HTMLElement; year: number; named: boolean }[] = [];
  for (const element of root.querySelectorAll('p, em, strong, b, span, small, caption, h2, h3, h4, h5, h6, div')) {
    if (element.querySelector('p, div, table, ul')) continue;
    const text = element.text.replace(/\s+/g, ' ').trim();
    const stamp = text.match(STAMP) ?? text.match(PRICED_YEAR);
    // A label ("Stand 01/2021") or a line that names prices ("Preise ab 1. März 2024 – …"); "Ab 2012 beschlage ich …" is neither.
    if (!stamp?.groups || (text.length > 40 && !stamp.groups.priced)) continue;
    stamps.push({ element, year: Number(stamp.groups.year), named: !STAMP.test(text) });
  }
  // A list named by a year two or more years gone ("Preisliste 2021 (PDF)") beside prices that name none (the list the
  // page charges today) is the old one too; a list named by its year alone on its page ("Árak 2024") stays.
  const thisYear = new Date(nowMs).getUTCFullYear();
  for (const { element, year, named } of stamps) {
    if (!named || year > thisYear - 2) continue;
    const block = element.parentNode;
    // (The block the label opens, never one that holds other prices before it.)
    if (!block || !mentionsMoney(block.text) || block.text.length > 600 || !block.text.trim().startsWith(element.text.trim())) continue;
    const rest = root.text.replace(block.text, ' ');
    if (mentionsMoney(rest) && !stamps.some((other) => other.element !== element && rest.includes(other.element.text))) block.remove();
  }
  const newest = Math.max(0, ...stamps.map((stamp) => stamp.year));
  const newer = stamps.filter((stamp) => stamp.year === newest).map((stamp) => stamp.element);
  for (const { element, year } of stamps) {
    if (year >= newest) continue;
    // The smallest block around the stamp that holds prices, within three levels, and not the newer list too.
    let block: HTMLElement | null = element.parentNode;
    for (let depth = 0; block && depth < 4 && !mentionsMoney(block.text); depth++) block = block.parentNode;
    // (A block the stamp opens: never one holding other prices before it, the list charged today among them.)
    if (!block || !mentionsMoney(block.text) || block.text.length > 1500 || !block.text.trim().startsWith(element.text.trim()) || newer.some((each) => block?.text.includes(each.text))) continue;
    block.remove();
  }
}
