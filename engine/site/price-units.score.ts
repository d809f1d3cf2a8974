/**
 * The price corpus's score: per language, how many prices an ad may state are read (with their unit where they have
 * one), how many per-unit prices lose their unit (the worst: a bare amount reads as the price of the whole job), and
 * how many amounts that are no price (a charge, a fee, a rate) are read as prices.
 * Run: node_modules/.bin/node --import tsx engine/site/price-units.score.ts
 */
import { MONEY_SHAPES_HELD_OUT, MONEY_SHAPES_TUNING } from './price-money.corpus';
import { unitKey } from './price-units';
import { PRICE_UNITS_CORPUS, type PriceCase } from './price-units.corpus';
import { adPrices } from './read-prices';
import { dollarOf } from './site-locale';

/** The country a tag's prices are read in: its region, else its language's usual one. */
const COUNTRY_OF: Record<string, string> = {
  en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pt: 'PT', sv: 'SE', da: 'DK', no: 'NO', fi: 'FI', is: 'IS', pl: 'PL', cs: 'CZ', sk: 'SK', sl: 'SI',
  hr: 'HR', sr: 'RS', hu: 'HU', ro: 'RO', bg: 'BG', uk: 'UA', ru: 'RU', lt: 'LT', lv: 'LV', et: 'EE', el: 'GR', tr: 'TR', ar: 'SA', he: 'IL', fa: 'IR', hi: 'IN',
  th: 'TH', vi: 'VN', id: 'ID', ms: 'MY', tl: 'PH', ja: 'JP', ko: 'KR', zh: 'CN', sw: 'KE',
};

export function countryOfTag(tag: string): string {
  const [language, region] = tag.split('-');
  return region ?? COUNTRY_OF[language];
}

interface Wanted {
  amount: number;
  currency: string;
  unit: string | null;
  /** The kind of price, where it is not a plain or per-unit one ("membership"); null for those. */
  kind: string | null;
}

function parseExpected(expected: string): Wanted {
  const [written, kind] = expected.split(' #');
  const [money, unit] = written.split(/\/(.*)/s);
  const [amount, currency] = money.split(' ');
  return { amount: Number(amount), currency, unit: unit ?? null, kind: kind ?? null };
}

export interface PriceCaseResult {
  tag: string;
  text: string;
  read: string[];
  /** Expected prices read with the right amount, currency and unit: plain ones, per-unit ones. */
  right: number;
  rightPlain: number;
  rightPerUnit: number;
  /** Per-unit prices read as a bare amount. */
  unitLost: string[];
  /** Expected prices not read at all (or read with another unit). */
  missing: string[];
  /** Amounts read that no expected price asks for: a charge, a fee or a rate read as a price. */
  spurious: string[];
}

export function scorePriceCase([tag, text, expected]: PriceCase): PriceCaseResult {
  const country = countryOfTag(tag);
  const read = adPrices(text, dollarOf([], country), country);
  const wanted = expected.map(parseExpected);
  const used = new Set<number>();
  let rightPlain = 0;
  let rightPerUnit = 0;
  const unitLost: string[] = [];
  const missing: string[] = [];
  wanted.forEach((want, position) => {
    const index = read.findIndex((price, at) => !used.has(at) && price.currency === want.currency && Math.abs(price.amount - want.amount) < 0.005);
    if (index < 0) {
      missing.push(expected[position]);
      return;
    }
    used.add(index);
    const unit = read[index].unit;
    const kind = read[index].kind ?? null;
    if (kind !== want.kind) missing.push(`${expected[position]} (read #${kind ?? 'price'})`);
    else if ((unit === null) === (want.unit === null) && (unit === null || unitKey(unit) === unitKey(want.unit as string))) {
      if (unit === null) rightPlain += 1;
      else rightPerUnit += 1;
    }
    else if (unit === null) unitLost.push(expected[position]);
    else missing.push(`${expected[position]} (read /${unit})`);
  });
  const spurious = read.filter((_, at) => !used.has(at)).map((price) => `${price.amount} ${price.currency}${price.unit ? `/${price.unit}` : ''}`);
  return { tag, text, read: read.map((price) => price.text), right: rightPlain + rightPerUnit, rightPlain, rightPerUnit, unitLost, missing, spurious };
}

export interface PriceScore {
  language: string;
  plain: number;
  plainRight: number;
  perUnit: number;
  perUnitRight: number;
  unitLost: number;
  noPrice: number;
  /** Sentences of no price that still give one. */
  noPriceRead: number;
  /** Every amount read; those right. */
  read: number;
  readRight: number;
}

export function scorePriceCorpus(corpus: readonly PriceCase[] = PRICE_UNITS_CORPUS): { cases: PriceCaseResult[]; languages: PriceScore[] } {
  const cases = corpus.map(scorePriceCase);
  const languages = new Map<string, PriceScore>();
  corpus.forEach(([tag, , expected], index) => {
    const language = tag.split('-')[0];
    const score = languages.get(language) ?? { language, plain: 0, plainRight: 0, perUnit: 0, perUnitRight: 0, unitLost: 0, noPrice: 0, noPriceRead: 0, read: 0, readRight: 0 };
    const result = cases[index];
    const wanted = expected.map(parseExpected);
    const plain = wanted.filter((want) => want.unit === null).length;
    score.plain += plain;
    score.plainRight += result.rightPlain;
    score.perUnit += wanted.length - plain;
    score.perUnitRight += result.rightPerUnit;
    score.unitLost += result.unitLost.length;
    if (expected.length === 0) {
      score.noPrice += 1;
      if (result.read.length > 0) score.noPriceRead += 1;
    }
    score.read += result.read.length;
    score.readRight += result.right;
    languages.set(language, score);
  });
  return { cases, languages: [...languages.values()] };
}

export function totals(languages: readonly PriceScore[]): PriceScore {
  const sum = (key: keyof Omit<PriceScore, 'language'>) => languages.reduce((total, each) => total + each[key], 0);
  return {
    language: 'all',
    plain: sum('plain'),
    plainRight: sum('plainRight'),
    perUnit: sum('perUnit'),
    perUnitRight: sum('perUnitRight'),
    unitLost: sum('unitLost'),
    noPrice: sum('noPrice'),
    noPriceRead: sum('noPriceRead'),
    read: sum('read'),
    readRight: sum('readRight'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { cases, languages } = scorePriceCorpus();
  const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);
  const line = (score: PriceScore) =>
    `${score.language.padEnd(4)} plain ${score.plainRight}/${score.plain}  per-unit with unit ${score.perUnitRight}/${score.perUnit}  unit lost ${score.unitLost}  no-price read ${score.noPriceRead}/${score.noPrice}  precision ${pct(score.readRight, score.read)}`;
  if (process.argv.includes('--money')) {
    for (const [half, corpus] of [['tuning', MONEY_SHAPES_TUNING], ['held out', MONEY_SHAPES_HELD_OUT]] as const) {
      const scored = scorePriceCorpus(corpus);
      const sum = totals(scored.languages);
      const clean = scored.cases.filter((each) => each.missing.length + each.unitLost.length + each.spurious.length === 0).length;
      if (process.argv.includes('--cases')) for (const each of scored.cases.filter((result) => result.missing.length + result.unitLost.length + result.spurious.length > 0)) console.log(`${each.tag}: ${each.text}\n    read ${JSON.stringify(each.read)} missing ${JSON.stringify(each.missing)} unit lost ${JSON.stringify(each.unitLost)} spurious ${JSON.stringify(each.spurious)}`);
      console.log(`${half}: cases right ${clean}/${scored.cases.length}  ${line(sum).slice(5)}`);
    }
    process.exit(0);
  }
  if (process.argv.includes('--cases')) for (const each of cases.filter((result) => result.missing.length + result.unitLost.length + result.spurious.length > 0)) console.log(`${each.tag}: ${each.text}\n    read ${JSON.stringify(each.read)} missing ${JSON.stringify(each.missing)} unit lost ${JSON.stringify(each.unitLost)} spurious ${JSON.stringify(each.spurious)}`);
  for (const score of languages) console.log(line(score));
  const all = totals(languages);
  console.log(line(all));
  console.log(`recall ${pct(all.plainRight + all.perUnitRight, all.plain + all.perUnit)} (${all.plainRight + all.perUnitRight}/${all.plain + all.perUnit}), precision ${pct(all.readRight, all.read)} (${all.readRight}/${all.read}), sentences ${cases.length}`);
}
