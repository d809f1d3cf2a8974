import type { SitePrice } from '../../schema/ai-plan';
import { isChargeAt, isChargeHeading, isExchangeRateAt } from './price-charges';
import { FROM_BEFORE, withFromAsWritten } from './price-from';
import { SPACED_UNIT, SUBSCRIPTION_PERIOD, unitAfter, unitBefore } from './price-units';

/**
 * Prices as a page writes them, in any of the formats small businesses use: "$4.50", "£65 | 30
 * mins" (£65, not £6530), "1.200 €", "1 890 €", "€ 95 per maand", "$24.00 CAD", "C$24", "ab 1.200 €",
 * "R$ 260,00", "150 zł", "CHF 1'090.–", Québec's "149 $", "¥8,500", "1 490 kr", and the South African
 * "R1 850" on a site in South Africa.
 * The amount is read with its own decimal convention and the currency from the symbol or code;
 * a bare "$" is the site's dollar (CAD on a Canadian shop, SGD in Singapore, MXN in Mexico), told by the caller.
 */

/** Thousands grouped by "." "," "'" (and India's lakhs: "1,50,000"), with cents or without. */
const AMOUNT_GROUPED = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[.,'’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** After the number, a space may also group thousands ("1 890 €"). */
const AMOUNT_SPACED = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d{1,2})?|${AMOUNT_GROUPED}`;
/** Signs written before the amount; those made of letters must not end a word ("FORM 5" is no ringgit). */
const SYMBOLS = String.raw`C\$|CA\$|A\$|AU\$|NZ\$|US\$|R\$|S\$|SG\$|MX\$|HK\$|NT\$|CHF|AED|(?<![\p{L}])(?:RM|Rp\.?|Rs\.?|KSh\.?|Kshs\.?|Ksh\.?|TSh\.?|Tsh\.?|USh\.?|Ush\.?|GH₵|GH¢|SAR|QAR|KWD|BHD|OMR|EGP|MAD|ILS|THB|IDR|MYR|VND|NGN|KES|GHS|TZS|UGX|LKR|PKR|INR|BDT|RON|UAH|RUB|CNY|RMB|TWD|ISK|RSD)|ر\.س\.?|ر\.ق\.?|د\.ك\.?|د\.إ\.?|[$£€¥￥₩₺₱₦₵₹৳₪฿₴₽₫₸₾﷼]`;
const CODES = 'CAD|AUD|NZD|USD|EUR|GBP|CHF|SGD|HKD|MXN|BRL|PLN|ZAR|SEK|DKK|NOK|JPY|CZK|AED|KRW|TRY|HUF|RON|BGN|UAH|RUB|IDR|VND|MYR|PHP|NGN|KES|GHS|TZS|UGX|LKR|PKR|INR|BDT|SAR|QAR|KWD|BHD|OMR|EGP|MAD|ILS|CNY|TWD|THB|ISK|RSD|KZT';
/** Signs written after the amount that are words or end in letters: "150 lei", "25 лв.", "350.000đ", "250 ريال". */
/** The dollar written as a word in scripts that have no "$" of their own ("۶۰ دلار" in Toronto, "50 доларів"): the site's dollar. */
const DOLLAR_WORD = /^(?:دلار|دولار|долар(?:а|ів|и)?|доллар(?:а|ов)?)$/u;
const WORD_SIGNS = String.raw`(?:دلار|دولار|долар(?:а|ів|и)?|доллар(?:а|ов)?|lei|лв\.?|лева|грн\.?|руб\.?|đ|đồng|VNĐ|টাকা|Tk\.?|ريال|ریال|تومان|ر\.س\.?|ر\.ق\.?|د\.ك\.?|د\.ب\.?|ر\.ع\.?|ج\.م\.?|جنيه|د\.م\.?|درهم|دينار|د\.إ\.?|тг|din\.|дин\.|ден\.?)(?![\p{L}])`;
/** A count, not an amount: "$40 million", "Rp 150rb" (thousands), "1,5 juta", "¥1万". */
const NOT_MONEY = String.raw`(?!\s*(?:million|billion|bn|mio|mrd|[mk]\b|%|(?:rb|ribu|jt|juta|lakh|crore|cr)\b|triệu|nghìn|ngàn|[万千億亿]|ล้าน|พัน|тыс|млн|тис|хил|ألف|مليون))`;

const SYMBOL_FIRST = new RegExp(String.raw`(?<symbol>${SYMBOLS})\s?(?<amount>${AMOUNT_GROUPED})(?![\d.,]*\d)(?<code>\s?(?:${CODES})\b)?${NOT_MONEY}`, 'gu');
const SYMBOL_AFTER = new RegExp(String.raw`(?<![\d.,])(?<amount>${AMOUNT_SPACED})\s?(?<symbol>€|£|zł|Kč|円|원|元|บาท|${WORD_SIGNS}|[₺₱₦₵₹৳₪฿₴₽₫₸₾﷼]|TL\b|Ft\b|kr\b\.?|\$(?!\s?\d)|(?:${CODES})\b)${NOT_MONEY}`, 'gu');
/** The crown and the koruna written first: "kr 1 990", "kr. 495", "Kč 200". */
const CROWN_FIRST = new RegExp(String.raw`(?<![\p{L}])(?<symbol>kr\.?|Kč)\s?(?<amount>${AMOUNT_SPACED})(?![\d.,]*\d)${NOT_MONEY}`, 'gu');
/** The rand: "R650", "R1 850"; only on a South African site, where "R44" is no road and "R134a" no refrigerant. */
const RAND = new RegExp(String.raw`(?<![\p{L}\d$])(?<symbol>R)\s?(?<amount>${AMOUNT_SPACED})(?![\d.,]*\d|\p{L})${NOT_MONEY}`, 'gu');

const SYMBOL_CURRENCY: Record<string, string> = {
  '£': 'GBP',
  '€': 'EUR',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  US$: 'USD',
  R$: 'BRL',
  S$: 'SGD',
  SG$: 'SGD',
  MX$: 'MXN',
  HK$: 'HKD',
  NT$: 'TWD',
  zł: 'PLN',
  Kč: 'CZK',
  '₩': 'KRW',
  원: 'KRW',
  '₺': 'TRY',
  TL: 'TRY',
  Ft: 'HUF',
  R: 'ZAR',
  円: 'JPY',
  lei: 'RON',
  лв: 'BGN',
  'лв.': 'BGN',
  лева: 'BGN',
  грн: 'UAH',
  'грн.': 'UAH',
  '₴': 'UAH',
  '₽': 'RUB',
  руб: 'RUB',
  'руб.': 'RUB',
  RM: 'MYR',
  Rp: 'IDR',
  'Rp.': 'IDR',
  '₫': 'VND',
  đ: 'VND',
  đồng: 'VND',
  VNĐ: 'VND',
  '₱': 'PHP',
  '₦': 'NGN',
  KSh: 'KES',
  'KSh.': 'KES',
  Kshs: 'KES',
  'Kshs.': 'KES',
  Ksh: 'KES',
  'Ksh.': 'KES',
  'GH₵': 'GHS',
  'GH¢': 'GHS',
  '₵': 'GHS',
  TSh: 'TZS',
  'TSh.': 'TZS',
  Tsh: 'TZS',
  'Tsh.': 'TZS',
  USh: 'UGX',
  'USh.': 'UGX',
  Ush: 'UGX',
  'Ush.': 'UGX',
  '₹': 'INR',
  '৳': 'BDT',
  টাকা: 'BDT',
  Tk: 'BDT',
  'Tk.': 'BDT',
  '₪': 'ILS',
  '฿': 'THB',
  บาท: 'THB',
  '₸': 'KZT',
  тг: 'KZT',
  '₾': 'GEL',
  'din.': 'RSD',
  'дин.': 'RSD',
  ден: 'MKD',
  'ден.': 'MKD',
  RMB: 'CNY',
  'ر.س': 'SAR',
  'ر.س.': 'SAR',
  'ر.ق': 'QAR',
  'ر.ق.': 'QAR',
  'د.ك': 'KWD',
  'د.ك.': 'KWD',
  'د.ب': 'BHD',
  'د.ب.': 'BHD',
  'ر.ع': 'OMR',
  'ر.ع.': 'OMR',
  'ج.م': 'EGP',
  'ج.م.': 'EGP',
  جنيه: 'EGP',
  'د.م': 'MAD',
  'د.م.': 'MAD',
  'د.إ': 'AED',
  'د.إ.': 'AED',
};

/**
 * Signs several countries write for their own money: the site's country tells which, else the commonest.
 * "kr" is the Danish, Norwegian, Swedish or Icelandic crown; "¥" the yen or, in China, the yuan; "元" the yuan,
 * or Taiwan's and Hong Kong's dollar; "Rs" the Indian, Pakistani or Sri Lankan rupee; "ريال" the Saudi, Qatari
 * or Omani rial; "درهم" the Emirates' or Morocco's dirham; "دينار" Kuwait's, Bahrain's or Jordan's dinar.
 */
const SHARED_SIGNS: [RegExp, Record<string, string>, string][] = [
  [/^kr/i, { DK: 'DKK', NO: 'NOK', SE: 'SEK', IS: 'ISK' }, 'SEK'],
  [/^[¥￥]$/, { CN: 'CNY' }, 'JPY'],
  [/^元$/, { TW: 'TWD', HK: 'HKD', MO: 'MOP' }, 'CNY'],
  [/^Rs\.?$/i, { PK: 'PKR', LK: 'LKR', NP: 'NPR', MU: 'MUR' }, 'INR'],
  [/^(ريال|ریال|﷼)$/, { QA: 'QAR', OM: 'OMR', IR: 'IRR', YE: 'YER' }, 'SAR'],
  [/^درهم$/, { MA: 'MAD' }, 'AED'],
  [/^دينار$/, { BH: 'BHD', JO: 'JOD', IQ: 'IQD', TN: 'TND', DZ: 'DZD', LY: 'LYD' }, 'KWD'],
];

/** The currency a shared sign means in a country; null for a sign only one currency writes. */
function sharedSign(symbol: string, country: string | null): string | null {
  const shared = SHARED_SIGNS.find(([pattern]) => pattern.test(symbol));
  return shared ? (shared[1][country ?? ''] ?? shared[2]) : null;
}

/** Every currency a shared sign can stand for: a price read before its site's country was known may be any of them. */
export const SHARED_SIGN_CURRENCIES: readonly string[] = SHARED_SIGNS.flatMap(([, byCountry, fallback]) => [...Object.values(byCountry), fallback]);


/**
 * A tax the price leaves out, kept with it as written: "120 € + IVA", "£400 plus VAT", "1 490 kr efter
 * ROT-avdrag" (after the Swedish tax deduction). Quoted without it, the price reads lower or higher than it is.
 */
const TAX_WORDS = String.raw`IVA|VAT|BTW|TVA|MwSt\.?|USt\.?|moms|mva|GST|PVM|PVN|ALV|DPH|ÁFA|DDV|PDV|käibemaksuta`;
const TAX_AFTER = new RegExp(
  String.raw`^\s*(?<tax>\+\s*(?:${TAX_WORDS})|(?:plus|excl\.?|ex\.?|exkl\.?|ekskl\.?|zzgl\.?|hors|sans|sin|senza|be|bez|brez|ilman|ilma)\s+(?:${TAX_WORDS})|HT|H\.T\.|hors taxes?|efter\s+(?:ROT|RUT)-avdrag)(?![\p{L}])`,
  'iu',
);
/** A unit between the price and its tax note: "39 €/val. be PVM", "$95/hr plus GST". */
const UNIT_BEFORE_TAX = /^\s*(?:\/\s*[\p{L}²³]+\.?|(?:per|pro|par|por|za|a|an|al|au|la|le)\s+[\p{L}²³]+\.?)/iu;

function taxAfter(rest: string, unit: string | null = null): string | null {
  const skipped = unit ? rest.replace(UNIT_BEFORE_TAX, '') : rest;
  if (unit && skipped === rest) return null;
  return skipped.match(TAX_AFTER)?.groups?.tax.replace(/\s+/g, ' ') ?? null;
}

/** "1.200" and "1,200" are a thousand two hundred; "24.00" and "12,50" have cents. */
export function parseAmount(raw: string): number {
  const compact = raw.replace(/[ \u00a0\u202f'’]/g, '');
  const separators = [...compact.matchAll(/[.,]/g)];
  if (separators.length === 0) return Number(compact);
  const lastIndex = separators[separators.length - 1].index ?? 0;
  const mixed = new Set(separators.map((match) => match[0])).size > 1;
  // One kind of separator before exactly three digits groups thousands; otherwise the last one is the decimal point.
  if (!mixed && compact.length - lastIndex - 1 === 3) return Number(compact.replace(/[.,]/g, ''));
  return Number(`${compact.slice(0, lastIndex).replace(/[.,]/g, '')}.${compact.slice(lastIndex + 1)}`);
}

export interface PriceMatch {
  index: number;
  end: number;
  amount: number;
  currency: string;
  /** The money as written, without "from": "$24.00 CAD", "1.200 €", with its unit when it has one ("450 грн/пара"). */
  text: string;
  /** What the price is quoted per, when the site quotes it per unit ("пара", "h", "6 minit"); else null. */
  unit: string | null;
  /** A club's, a plan's or a subscription's fee for a period ("Join the Orchid Club for £18 a month"): stated only under its name. */
  kind?: 'membership';
}

const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6];

/** Arabic-Indic, Persian, Devanagari and Bengali digits (and the Arabic decimal and thousands signs) as ASCII, one for one. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u066b\u066c\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code === 0x66b) return '.';
    if (code === 0x66c) return ',';
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

/**
 * Words and signs by which markets write their prices in thousands, ten thousands, lakhs or millions: Indonesian
 * "Rp 150rb", "Rp 1,5 jt"; Japanese and Chinese "1.5万円", "1万元"; Korean "5만원"; Vietnamese "150k", "1,5tr";
 * Indian "₹1.5 lakh"; Nigerian "₦15k"; Persian "۲۵۰ هزار تومان". Each only with the currencies that write it ("$40k"
 * and "$40 million" stay counts), and with no currency sign only where the word itself is money ("150rb", "1,5jt")
 * or the site's country writes bare amounts so ("150k", "1,5tr" in Vietnam).
 */
const SCALES: { words: RegExp; factor: number; currencies: readonly string[]; bare?: 'always' | readonly string[] }[] = [
  { words: /^(?:rb)$/i, factor: 1e3, currencies: ['IDR'], bare: 'always' },
  { words: /^(?:ribu)$/i, factor: 1e3, currencies: ['IDR'] },
  { words: /^(?:jt)$/i, factor: 1e6, currencies: ['IDR'], bare: 'always' },
  { words: /^(?:juta)$/i, factor: 1e6, currencies: ['IDR'] },
  { words: /^k$/i, factor: 1e3, currencies: ['IDR', 'VND', 'NGN', 'KES', 'GHS', 'UGX', 'TZS'], bare: ['VN', 'ID'] },
  { words: /^(?:tr|triệu)$/i, factor: 1e6, currencies: ['VND'], bare: ['VN'] },
  { words: /^(?:nghìn|ngàn)$/i, factor: 1e3, currencies: ['VND'], bare: ['VN'] },
  { words: /^[万萬]$/, factor: 1e4, currencies: ['JPY', 'CNY', 'TWD', 'HKD', 'MOP'] },
  { words: /^千$/, factor: 1e3, currencies: ['JPY', 'CNY', 'TWD', 'HKD', 'MOP'] },
  { words: /^만$/, factor: 1e4, currencies: ['KRW'] },
  { words: /^천$/, factor: 1e3, currencies: ['KRW'] },
  { words: /^(?:lakhs?|lacs?)$/i, factor: 1e5, currencies: ['INR', 'PKR', 'NPR', 'LKR', 'BDT'] },
  { words: /^(?:crores?|cr)$/i, factor: 1e7, currencies: ['INR', 'PKR', 'NPR', 'LKR', 'BDT'] },
  { words: /^هزار$/, factor: 1e3, currencies: ['IRR', 'AFN'] },
  { words: /^میلیون$/, factor: 1e6, currencies: ['IRR', 'AFN'] },
  { words: /^(?:ألف|الف)$/, factor: 1e3, currencies: ['SAR', 'QAR', 'OMR', 'KWD', 'BHD', 'AED', 'EGP', 'MAD', 'JOD', 'IQD', 'YER', 'IRR'] },
  { words: /^مليون$/, factor: 1e6, currencies: ['SAR', 'QAR', 'OMR', 'KWD', 'BHD', 'AED', 'EGP', 'MAD', 'JOD', 'IQD', 'YER', 'IRR'] },
];
/** The toman, Iran's everyday unit, is ten rials: read as rials, written as the site writes it. */
const TOMAN = 'تومان';
const SCALED = new RegExp(
  String.raw`(?:(?<before>${SYMBOLS})\s?)?(?<![\d.,])(?<amount>\d{1,4}(?:[.,]\d{1,3})?)\s?(?:(?<word>rb|ribu|jt|juta|k|tr|triệu|nghìn|ngàn|lakhs?|lacs?|crores?|cr|هزار|میلیون|ألف|الف|مليون)(?![\p{L}])|(?<sign>[万萬千만천]))(?:\s?(?<after>円|元|원|đồng|đ|₫|VNĐ|${TOMAN}|ریال|ريال|﷼|ر\.س\.?|₹|rupees?|naira|(?:${CODES})\b))?`,
  'giu',
);

function scaledPrices(text: string, read: string, dollar: string, country: string | null): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (const match of read.matchAll(SCALED)) {
    const groups = match.groups ?? {};
    const word = groups.word ?? groups.sign;
    const scale = SCALES.find((each) => each.words.test(word));
    const symbol = (groups.before ?? groups.after)?.trim();
    if (!scale) continue;
    const bare = scale.bare === 'always' ? scale.currencies[0] : scale.bare?.includes(country ?? '') ? currencyOfScale(scale.currencies, country) : null;
    const currency = symbol ? (symbol === TOMAN ? 'IRR' : /^(?:rupees?)$/i.test(symbol) ? (sharedSign('Rs', country) ?? 'INR') : /^naira$/i.test(symbol) ? 'NGN' : (sharedSign(symbol, country) ?? (symbol === '$' ? dollar : (SYMBOL_CURRENCY[symbol] ?? symbol)))) : bare;
    if (!currency || !scale.currencies.includes(currency)) continue;
    const amount = Math.round(parseAmount(groups.amount) * scale.factor * (symbol === TOMAN ? 10 : 1) * 100) / 100;
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const index = match.index ?? 0;
    const end = index + match[0].length;
    const written = text.slice(index, end).replace(/[\u00a0\u202f]/g, ' ').trim();
    const unit = unitAfter(text.slice(end, end + 60)) ?? unitBefore(text.slice(Math.max(0, index - 30), index));
    found.push({ index, end, amount, currency, text: withUnit(written, unit), unit });
  }
  return found;
}

/** A price with its unit as an ad writes it: "450 грн/пара", "RM 1/6 minit", "$3 each". */
function withUnit(written: string, unit: string | null): string {
  if (!unit) return written;
  return SPACED_UNIT.test(unit) ? `${written} ${unit}` : `${written}/${unit}`;
}

/** A bare amount's currency where the country writes it: Vietnam's đồng, Indonesia's rupiah. */
function currencyOfScale(currencies: readonly string[], country: string | null): string | null {
  const own: Record<string, string> = { VN: 'VND', ID: 'IDR' };
  const code = own[country ?? ''];
  return code && currencies.includes(code) ? code : null;
}

/** Every price in a text, in order. `dollar` is the currency a bare "$" means on this site; `country` its country, when known. */
export function findPrices(text: string, dollar = 'USD', country: string | null = null): PriceMatch[] {
  const read = asciiDigits(text);
  const found: PriceMatch[] = scaledPrices(text, read, dollar, country);
  for (const pattern of country === 'ZA' ? [SYMBOL_FIRST, SYMBOL_AFTER, CROWN_FIRST, RAND] : [SYMBOL_FIRST, SYMBOL_AFTER, CROWN_FIRST]) {
    for (const match of read.matchAll(pattern)) {
      const groups = match.groups ?? {};
      const index = match.index ?? 0;
      const end = index + match[0].length;
      if (found.some((known) => index < known.end && end > known.index)) continue;
      const amount = parseAmount(groups.amount);
      if (!Number.isFinite(amount) || amount <= 0) continue;
      const code = groups.code?.trim();
      const symbol = groups.symbol.trim();
      const currency = code ?? (symbol === TOMAN ? 'IRR' : null) ?? sharedSign(symbol, country) ?? (symbol === '$' || DOLLAR_WORD.test(symbol) ? dollar : (SYMBOL_CURRENCY[symbol] ?? symbol));
      const written = text.slice(index, end).replace(/[\u00a0\u202f]/g, ' ').trim();
      const unit = unitAfter(text.slice(end, end + 60)) ?? unitBefore(text.slice(Math.max(0, index - 30), index));
      const tax = taxAfter(text.slice(end), unit);
      found.push({ index, end, amount: symbol === TOMAN ? amount * 10 : amount, currency, text: tax ? `${withUnit(written, unit)} ${tax}` : withUnit(written, unit), unit });
    }
  }
  return joinRanges(text, found.sort((a, b) => a.index - b.index)).map((price) => (isMembershipAt(text, price) ? { ...price, kind: 'membership' as const } : price));
}

/** A club, a membership, a subscription, in the languages we read ("Orchid Club", "Mitgliedschaft", "cuota de socio"). */
const MEMBERSHIP_WORDS =
  /(?<![\p{L}])(?:clubs?|members?|memberships?|subscri(?:be|ption|ptions)|abonnements?|abo|mitglied\p{L}*|adhésion|adhérent\p{L}*|cotisation|socios?|sócios?|cuota|suscripci\p{L}*|abbonament\p{L}*|tessera|iscrizione|mensalidade|assinatura|clube|lidmaatschap|leden|lid|medlem\p{L}*|prenumeration|członkostw\p{L}*|abonament\p{L}*|karnet)(?![\p{L}])/iu;

/** Whether a name says it is a club's, a membership's or a subscription's ("Large Plant Club", "Wash club"). */
export function namesMembership(text: string): boolean {
  return MEMBERSHIP_WORDS.test(text);
}

/**
 * A club's, a membership's or a subscription's fee for a period ("Join the Orchid Club for £18 a month", "Cuota de
 * socio: 25 € al mes"): a price per month or year in a sentence that names a club, members or a subscription.
 */
function isMembershipAt(text: string, price: PriceMatch): boolean {
  const period = price.unit?.split('/').at(-1) ?? '';
  if (!SUBSCRIPTION_PERIOD.test(period)) return false;
  const sentence = `${text.slice(0, price.index).split(/[.!?;\n]\s/u).at(-1) ?? ''} ${text.slice(price.end).split(/[.!?;\n]/u)[0]}`;
  return MEMBERSHIP_WORDS.test(sentence);
}

/** What joins the two ends of a range: "$190–$260", "$150 - $225", "from $40 to $90", "30 à 45 €", "20 bis 30 €". */
const RANGE_JOIN = /^\s*(?:[-–—~]|to|tot|bis|à|a|al|até|au|do|till|til)\s*$/iu;

/**
 * A range is one price that starts at its low end ("$190–$260" → "$190", "$60–$120 per session" → "$60/session"): its
 * high end is no price of its own, and the unit written after it is the low end's too.
 */
function joinRanges(text: string, found: PriceMatch[]): PriceMatch[] {
  const joined: PriceMatch[] = [];
  for (const price of found) {
    const low = joined.at(-1);
    if (low && low.currency === price.currency && price.amount > low.amount && RANGE_JOIN.test(text.slice(low.end, price.index))) {
      if (!low.unit && price.unit) joined[joined.length - 1] = { ...low, unit: price.unit, text: withUnit(low.text, price.unit) };
      continue;
    }
    joined.push(price);
  }
  return joined;
}

/** Whether a text names any price a page may write, in any currency (a rand too: the caller's country decides later). */
export function mentionsMoney(text: string): boolean {
  // Vietnam's bare "150k" too: the page's country, which decides, is not known yet.
  return findPrices(text, 'USD', 'ZA').length > 0 || findPrices(text, 'USD', 'VN').length > 0;
}

const FEE_AFTER = /^\s*(?:[\p{L}-]+\s+){0,2}?(?:fee|charge|deposit|surcharge)\b/iu;

/** A price's unit on its own: "per dag", "a night", "per person", "/hour", "incl. GST". */
const UNIT_ONLY =
  /^\s*(?:\/|per|a|an|each|pro|par|por|al|la|le|à|au)?\s*(?:day|night|week|month|year|hour|person|session|lesson|visit|dag|nacht|week|maand|jaar|uur|persoon|p\.?p\.?|tag|woche|monat|stunde|jour|nuit|semaine|mois|heure|día|noche|semana|mes|hora|giorno|notte|settimana|mese|ora|persona|dia|noite|mês)s?\s*$|^\s*(?:incl|inc|excl|ex)\.?\s+(?:gst|vat|btw|tva|iva|mwst)\s*$/iu;

/** "Initial assessment (60 min)£55", "Lockout call-out £65 | 30 mins response", "Bagno da 30 €, tosatura da 45 €". */
export function pricesInText(text: string, dollar: string, heading: string | null, country: string | null = null): SitePrice[] {
  const prices: SitePrice[] = [];
  let previousEnd = 0;
  let previousCharge = false;
  const underCharges = heading !== null && isChargeHeading(heading);
  for (const match of findPrices(text, dollar, country)) {
    // "+¥1,100", "long hair +$10": what an option adds to a price is no price of its own; nor is an exchange rate.
    if (/[+＋]\s*$/u.test(text.slice(previousEnd, match.index)) || isExchangeRateAt(text, match.index, match.end)) {
      previousEnd = match.end;
      continue;
    }
    // A deposit, a storage or cancellation fee, a top-up: no price of a service (a fee named after the amount is kept as its item, below).
    // "Chèques cadeaux de 20 € et 50 €": an amount joined to a charge by "and" or "or" is one too.
    const joined: boolean = previousCharge && continuesCharge(text.slice(previousEnd, match.index));
    const charge: boolean = joined || underCharges || isChargeAt(text, match.index, match.end, previousEnd);
    previousCharge = charge;
    // The words just before the price, within its own segment ("Butter Croissant – $4.50" names it too).
    const preceding = text.slice(previousEnd, match.index);
    const pieces = preceding.split(/\s[|·•–—-]\s|[|·•;]|,\s|\.\s/);
    const PREFIX_ONLY = /^\s*(from|starting at|only|ab|nur|dès|à partir de|desde|da|a partir de|vanaf|per|od|fra|från)\s*$/iu;
    // A price that opens its own sentence ("Wheels trued. From €65.") belongs to the section, not to the
    // last words of the sentence before it.
    const ownSentence = preceding.split(/[.!?]\s/).at(-1) ?? '';
    const opensSentence = /[.!?]\s/.test(preceding) && (ownSentence.trim() === '' || PREFIX_ONLY.test(ownSentence));
    // "€ 12,50 per dag, € 55 per week": "per dag" is the unit of the price before, not the item of this one.
    const lastNamed = (parts: string[]) => parts.filter((piece) => /\p{L}{2,}/u.test(piece) && !PREFIX_ONLY.test(piece) && !UNIT_ONLY.test(piece)).at(-1) ?? '';
    let before = opensSentence ? '' : lastNamed(pieces);
    // "Low season (April, May, October): €180": a list in parentheses qualifies the name before it, which is the item.
    if (before.includes(')') && !before.includes('(') && preceding.includes('(')) before = lastNamed(preceding.slice(0, preceding.lastIndexOf('(')).split(/\s[|·•–—-]\s|[|·•;]|,\s|\.\s/));
    previousEnd = match.end;
    // The site's "from" is no part of the item's name, in any language we know it in ("– από 16 €" names nothing).
    const item = before
      .replace(/(?<![\p{L}])(only|nur|per)\s*$/iu, '')
      .replace(FROM_BEFORE, '')
      // Latvian's "from" after the item's colon ("Sienu krāsošana: no 6 €/m²"), which no other language writes there.
      .replace(/(?<=[:：])\s*no\s*$/iu, '')
      .replace(/^[\s\-–—:|·]+|[\s\-–—:|·(]+$/g, '')
      .trim();
    // "Installed from $13,990" under "Tesla Powerwall 3": a lone participle says how it is sold, the heading says what.
    const described = /\p{L}{3,}/u.test(item) && !/^\d+\s*(min|minutes|mins|h|hours?|stunden|minuti|minutos)\b/i.test(item) && !(heading && /^[A-Za-z]{4,}ed$/.test(item));
    // "$89 diagnostic fee": the words after the price say what it is the price of.
    // Unless the section is what the fee pays for ("E-bike diagnostics" / "€40 diagnostic fee").
    const after = text.slice(match.end).match(FEE_AFTER)?.[0].trim() ?? null;
    const paysForSection = (after ?? '').split(/\s+/).some((word) => word.length > 3 && !/^(fee|charge|deposit|surcharge)$/i.test(word) && (heading ?? '').toLowerCase().includes(word.toLowerCase().slice(0, 6)));
    const fee = paysForSection ? null : after;
    if (charge && !after) continue;
    const fromWritten = withFromAsWritten(text, match.index, match.end, match.text);
    prices.push({
      item: fee ?? (described ? item : heading),
      amount: match.amount,
      currency: match.currency,
      text: match.text,
      ...(match.kind ? { kind: match.kind } : {}),
      ...(fromWritten ? { fromWritten } : {}),
    });
  }
  return prices;
}

/**
 * The prices in a text an ad may state, each with its unit when quoted per unit: not a charge (a deposit, a storage or
 * cancellation fee, a surcharge, a fine, travel costs, a top-up), not an exchange rate.
 */
export function adPrices(text: string, dollar = 'USD', country: string | null = null): PriceMatch[] {
  const found = findPrices(text, dollar, country);
  const charges: boolean[] = [];
  for (const [at, price] of found.entries()) {
    const from = at > 0 ? found[at - 1].end : 0;
    charges.push((at > 0 && charges[at - 1] && continuesCharge(text.slice(from, price.index))) || isChargeAt(text, price.index, price.end, from));
  }
  return found.filter((price, at) => !charges[at] && !isExchangeRateAt(text, price.index, price.end));
}

/**
 * The words between a charge and the next amount that make the amount the same charge: "and", "or" ("Chèques cadeaux
 * de 20 € et 50 €"), or a lower-case qualifier and a comma ("Dojazd: 40 zł na terenie Wrocławia, 70 zł do gmin",
 * "Call-out $89 inside the ring road, $129 outside"); never a new label ("Call-out $99, repairs from $150").
 */
function continuesCharge(between: string): boolean {
  return /^\s*(?:,|&|\/|and|or|et|ou|und|oder|y|o|e|en|of|och|og|eller|i|lub|или|и)?\s*$/iu.test(between) || /^\s+\p{Ll}[^.;:!?]{0,60},\s*$/u.test(between);
}

