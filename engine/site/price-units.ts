/**
 * What a price is quoted per, read from the words around it in the languages we read: "450 грн/пара", "RM 1 setiap 6
 * minit", "₦25,000 per 500", "$2.50 per sq. ft.", "$3 each", "8000 Ft óránként", "25 € tunnis", and written before the
 * amount: "每趟 NT$400", "시간당 5만원", "kişi başı 750 ₺", "お一人様 8,000円". A price per unit quoted alone reads as the
 * price of the whole job, so an ad either keeps the unit or does not state the price.
 */

/** Words for an hour, a person, a square metre, a square foot, a piece and a kilo, in the languages we read. */
const UNIT_KEYS: [RegExp, string][] = [
  [
    /^(?:h|hr|hrs|hour|hours|heure|hora|ora|stunde|std|uur|u|timme|timmen|tim|time|timen|t|klst|tunti|tunnilta|tunnis|tund|godz|godzina|godzinę|hod|hodina|hodinu|uro|ura|sat|satu|sata|óra|órá|óránként|oră|ore|час|часа|год|година|годину|valandą|valanda|val|stundā|stunda|st|ώρα|ώρας|saat|ساعة|الساعة|ساعت|שעה|घंटा|घंटे|ชั่วโมง|ชม|giờ|tiếng|jam|oras|時間|小时|小時|時|시간|saa)$/u,
    'h',
  ],
  [
    /^(?:person|persons|pers|pp|persona|personne|persoon|pessoa|osoba|osobę|osobu|osobo|osobi|oseba|osebo|fő|fejenként|persoană|persoana|човек|особа|особу|людину|человека|чел|asmeniui|asmuo|personu|cilvēku|inimese|άτομο|kişi|شخص|الشخص|نفر|אדם|व्यक्ति|คน|ท่าน|người|orang|tao|人|名|位|인|명|mtu|henkilö|hlö|mann|head|お一人様|一人|1名|1人)$/u,
    'person',
  ],
  [/^(?:m²|m2|mq|mp|sqm|sq m|square metre|square meter|м²|м2|кв м|квм|кв метр|τμ|τ μ|平方米|平米|㎡|mita mraba|metro cuadrado|metro quadro)$/u, 'm2'],
  [/^(?:sq ft|sqft|square foot|square feet|वर्ग फुट)$/u, 'sq ft'],
  [/^(?:each|ea|apiece|piece|pc|pcs|stück|stk|stuk|pièce|pieza|peça|pezzo|cad|cadauno|c\/u|unidad|unità|szt|sztuka|ks|kus|kpl|kappale|шт|бр|adet|個|件|개|buah|piraso|kipande)$/u, 'each'],
  [/^(?:kg|kilo|kilogram|kilogramme|кг|公斤|キロ|กก|กิโล)$/u, 'kg'],
];

/** A unit's key, to compare units written in different words or forms: "uur", "Std." and "घंटा" are all "h". */
export function unitKey(unit: string): string {
  const plain = unit
    .toLowerCase()
    .replace(/[.\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return UNIT_KEYS.find(([pattern]) => pattern.test(plain) || pattern.test(plain.replace(/\s/g, '')))?.[1] ?? plain.replace(/\s/g, '');
}

/** A word every language's reader knows as a unit (an hour, a person, a piece…): safe after a word that is also a preposition. */
const isKnownUnit = (word: string) =>
  unitKey(word) !== word.toLowerCase().replace(/[.\s]/g, '') || /^(?:km|mile|miles|kilometr\p{L}*|км)$/iu.test(word) || SUBSCRIPTION_PERIOD.test(word) || RENTAL_PERIOD.test(word) || COUNTED.test(word);
/** A rental's day or week: "$99 a day", "12 € al giorno", "€ 55 la semaine". */
const RENTAL_PERIOD = /^(?:day|days|week|weeks|fortnight|dag|tag|woche|jour|semaine|día|dia|semana|giorno|settimana|zi|hari|dzień|doba|den|týden|nap|hét|päivä|viikko|vecka|uge|uke|день|сутки|неделю|тиждень|ημέρα|μέρα|εβδομάδα|gün|hafta)$/iu;
/**
 * Things a small business counts its work in, safe after "a" ("$45 a room", "$3 a nail", "$8 a window"): the count of
 * a price per unit in English, where "a" before any other word is no "per".
 */
const COUNTED = /^(?:room|nail|visit|session|lesson|class|user|seat|device|window|pane|load|bag|dog|cat|pet|car|vehicle|guest|child|kid|student|tree|door|item|page|word|photo|image|pair|panel|wheel|tyre|tire|mattress|appliance|unit|bin|tonne|ton|yard|metre|meter|foot|head|plate|cover|couple|copy|garment|shirt)$/iu;
/** A subscription's period: "£35 a month", "€39 per user / month". */
export const SUBSCRIPTION_PERIOD = /^(?:month|mo|year|yr|monat|mois|mes|mese|mês|maand|jaar|jahr|año|anno|ano|månad|måned|kuukausi|miesiąc)$/iu;

/**
 * A unit that changes what a price means, kept with it in short: "28 € al m²" → "28 €/m²", "180 $ de l'heure" → "180
 * $/h", "¥8,500 per person" → "¥8,500/person". (A room's price per night is how lodging is priced: no unit needed.)
 */
const UNIT_AFTER = /^\s*(?:\/\s*|per\s+|a\s+|an\s+|al\s+|il\s+|le\s+|la\s+|de\s+l['’]|par\s+|pro\s+|por\s+|i\s+|za\s+)(?<unit>m²|m2|mq|hour|hr|h|heure|ora|stunde|std|uur|hora|timme|tim|person|persona|personne|pers)(?![\p{L}\d])/iu;
const HOURS = /^(hour|hr|h|heure|ora|stunde|std|uur|hora|timme|tim)$/i;

/** An hour as the site's language writes it short: "€ 48/u" in Dutch, "45 €/Std." in German, else "/h". */
const HOUR_SHORT: [RegExp, string][] = [
  [/^uur$/i, 'u'],
  [/^(stunde|std)$/i, 'Std.'],
  [/^(timme|tim)$/i, 'tim'],
];

/** Words that mean "per" and nothing else: any word after them is the unit ("per raam", "setiap 6 minit", "ต่อเครื่อง"). */
const PER = String.raw`(?:per|pro|je|par|por|pour|cada|pe|pr\.|pr|setiap|tiap|bawat|kada|kila|प्रति|mỗi|ανά|برای\s+هر|هر)\s+|(?:ต่อ|لكل)\s*`;
/** Prepositions that mean "per" only before a unit every language knows ("za hodinu", not "za 2 dni"; "на час"). */
const PER_BEFORE_UNIT = String.raw`(?:a|an|al|il|la|le|i|á|à|za|po|na|w|v|в|на|за|по|у|už|την|το|τον|στο|kwa|در)\s+|(?:all|l|de\s+l)['’]\s*`;
/** Units of two words: "sq. ft", "square metre", "кв.м", "τ.μ.", "वर्ग फुट", "mita mraba". */
const TWO_WORD_UNIT = String.raw`sq\.?\s?(?:ft|feet|foot|m|metre|meter)\.?|square\s(?:metre|meter|foot|feet)s?|кв\.?\s?м\.?|τ\.\s?μ\.?|वर्ग\sफुट|वर्ग\sमीटर|mita\smraba|m²|m2|м²|м2|㎡`;
const WORD = String.raw`\p{L}[\p{L}\p{M}]{0,13}`;

const AFTER_PER = new RegExp(String.raw`^\s*(?:\/\s*|${PER})(?:(?<two>${TWO_WORD_UNIT})|(?<count>\d+(?:[.,]\d+)?)(?:\s?(?<counted>${WORD}))?|(?<word>${WORD}))`, 'iu');
const AFTER_PREP = new RegExp(String.raw`^\s*(?:${PER_BEFORE_UNIT})(?:(?<two>${TWO_WORD_UNIT})|(?<word>${WORD}\.?))`, 'iu');
/** A unit written as one word right after the amount: "$3 each", "7,50 € cad.", "8000 Ft óránként", "25 € tunnis". */
const BARE_AFTER = /^\s*(?<word>each|ea\.|apiece|cad\.|cadauno|c\/u|óránként|fejenként|tunnis|tunnilta|henkilöltä|hlö|stundā|personai)(?![\p{L}])/iu;
/** Words that follow a unit without being part of it ("per visit for 5+", "per person incl. drinks"). */
const STOP_AFTER_UNIT = /^(?:and|or|for|with|per|incl|inc|excl|ex|plus|the|a|an|in|on|to|of|at|by|from|only|extra|und|oder|für|mit|et|ou|pour|avec|y|o|con|para|en|e|per|voor|met|of|en)$/iu;
/** What follows a one-word unit of no known kind: the end of the phrase, so "per la pulizia" and "per principianti e…" are none. */
const PHRASE_END = /^\s*(?:[,.;:)\]|।。–—]|\(|$|\n|\s(?:and|or|plus|și|et|y|und)\s)/iu;

/**
 * A stay's night ("Rooms from €120" is read as a night's), articles and words that follow "per" without naming a unit.
 * Not a day or a week: "Lockers from $19" for $19 a week, or "Bikes from €12" for €12 a day, reads as the whole price,
 * so a rental's period stays with its price ("$19/week"). Nor a month or a year: a subscription's period is part of its
 * price ("$155/month").
 */
const NOT_A_THING = /^(?:night|nights|nacht|nuit|noche|notte|noite|noapte|the|la|le|les|il|lo|el|los|las|un|une|una|uno|des|del|della|favore|exemple|ejemplo|esempio|example|instance|cent|procent|percent|lună|an|cent|procent|cento|ciento|prozent)$/iu;

/** A unit as an ad writes it: an hour in Latin script short ("h", "u", "Std."), a square metre "m²", else as the site writes it. */
function shortUnit(unit: string): string {
  const clean = unit.replace(/\s+/g, ' ').trim();
  if (HOURS.test(clean)) return HOUR_SHORT.find(([pattern]) => pattern.test(clean))?.[1] ?? 'h';
  if (unitKey(clean) === 'm2') return 'm²';
  if (unitKey(clean) === 'sq ft') return /\p{Script=Latin}/u.test(clean) ? 'sq ft' : clean;
  const bare = clean.replace(/\.$/, '');
  // A noun the site capitalises mid-phrase is German's ("12 € pro Tag"): kept as written.
  return /^\p{Lu}\p{Ll}+$/u.test(bare) ? bare : bare.toLowerCase();
}

/**
 * What a price leaves out, written after it with "plus" ("TSh 25,000/= pamoja na bei ya mafuta", "€ 50 plus materials",
 * "45 € zzgl. Material"): the amount is part of the price, and an ad that quotes it alone understates it. Not a tax (a
 * price's "+ VAT" is read as its tax note).
 */
const PLUS_AFTER =
  /^\s*(?:\/=\s*)?(?<plus>(?:\+|plus|pamoja na|zuzüglich|zzgl\.?|más|mais|più|en plus de|plus de|dazu|excl\.?|exkl\.?)\s+(?!(?:IVA|VAT|BTW|TVA|MwSt\.?|moms|mva|GST|HST|tax|taxes|ДДС|ПДВ)(?![\p{L}]))[^.,;:!?()\n]{2,40})/iu;

/** The unit written after a price ("/пара", " per 100", " setiap 6 minit", " each"), or null. */
export function unitAfter(rest: string): string | null {
  const plus = rest.match(PLUS_AFTER)?.groups?.plus;
  if (plus) return plus.trim();
  const unit = rest.match(UNIT_AFTER)?.groups?.unit;
  if (unit) return shortUnit(unit);
  const bare = rest.match(BARE_AFTER)?.groups?.word;
  if (bare) return /^(?:each|ea\.|apiece)$/i.test(bare) ? 'each' : bare.toLowerCase();
  const per = rest.match(AFTER_PER);
  if (per?.groups) {
    const { two, count, counted, word } = per.groups;
    const after = rest.slice((per.index ?? 0) + per[0].length);
    if (two) return shortUnit(two);
    // "per 100", "setiap 6 minit", "/30分": a count (and what it counts), never a slash's lone number ("1/2").
    if (count && (counted || !/^\s*\//.test(rest))) return counted ? `${count} ${counted}`.replace(/(\d) (?=\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana})/u, '$1') : count;
    // "per user / month", "pro Nutzer und Monat": two units, the second a period.
    const period = after.match(/^\s*(?:\/|per|a|pro|und|and|par|por)\s*(?<period>\p{L}+)/iu)?.groups?.period;
    if (word && !NOT_A_THING.test(word) && period && SUBSCRIPTION_PERIOD.test(period)) return `${word}/${period}`;
    if (word && !NOT_A_THING.test(word) && (isKnownUnit(word) || PHRASE_END.test(after))) return shortUnit(word);
    // "per trailer load", "per skip bag": a unit of two words, ending its phrase.
    const second = after.match(/^\s(?<next>\p{L}{2,14})/u)?.groups?.next;
    if (word && second && !NOT_A_THING.test(word) && !SUBSCRIPTION_PERIOD.test(second) && !STOP_AFTER_UNIT.test(second) && PHRASE_END.test(after.slice(second.length + 1))) return `${word} ${second}`;
    // "par fiche de salaire", "per set of four", "pro Paar von Schuhen": a unit and what it is of.
    const of = after.match(/^\s(?<of>de|d['’]|di|of|von|van|del|du|des)\s?(?<noun>\p{L}{3,14})(?![\p{L}])/u)?.groups;
    if (word && of && !NOT_A_THING.test(word)) return `${word} ${of.of}${/['’]$/u.test(of.of) ? '' : ' '}${of.noun}`.toLowerCase();
    if (word) return null;
  }
  const prep = rest.match(AFTER_PREP)?.groups;
  if (prep?.two) return shortUnit(prep.two);
  if (prep?.word && isKnownUnit(prep.word.replace(/\.$/, ''))) return shortUnit(prep.word.replace(/\.$/, ''));
  // "للمتر", "למושב": an Arabic or Hebrew "per" prefixed to the unit, at the end of its phrase.
  const prefixed = rest.match(/^\s*(?:لل|ל)(?<word>\p{L}[\p{L}\p{M}]{1,13})/u);
  if (prefixed?.groups && PHRASE_END.test(rest.slice((prefixed.index ?? 0) + prefixed[0].length))) return prefixed.groups.word;
  return null;
}

/** Units written before the amount: "每趟", "시간당", "1인", "お一人様", "kişi başı", "m² başına", "óránként", "प्रति घंटा". */
const UNIT_BEFORE: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/每\s?(\p{Script=Han}{1,3})\s*$/u, (match) => match[1]],
  [/(\p{Script=Hangul}{1,3})당\s*$/u, (match) => match[1]],
  [/(?<!\d)1\s?인\s*$/u, () => '인'],
  [/(?:お一人様|一人|1\s?名様?|1\s?人)(?:あたり)?\s*$/u, () => '人'],
  [/(m²|m2|\p{L}+)\s+başı(?:na)?\s*$/iu, (match) => match[1]],
  [/(?<![\p{L}])(óránként|fejenként|darabonként)\s*$/iu, (match) => match[1]],
  [/प्रति\s+(\p{L}[\p{L}\p{M}]*)\s*$/u, (match) => match[1]],
  // A bundle: "5 sessions for £200", "10 Stunden für 350 €", "5 séances pour 150 €", "10 sesiones por 300 €".
  [/(?<![\d.,:/-])(\d{1,3}\s+\p{L}[\p{L}\p{M}]{2,16})\s+(?:for|für|pour|por|voor|per|para)\s*$/iu, (match) => match[1]],
];

/** The unit written just before a price ("每趟 NT$400" → "趟"), or null. */
export function unitBefore(before: string): string | null {
  for (const [pattern, unit] of UNIT_BEFORE) {
    const match = before.match(pattern);
    if (match) return shortUnit(unit(match));
  }
  return null;
}

/** A unit an ad writes after the price with a space, not a slash: "$3 each", "7,50 € cad.". */
export const SPACED_UNIT = /^(?:each|cad\.|cadauno|c\/u|óránként|fejenként|tunnis|tunnilta|henkilöltä|hlö|stundā|personai)$/;
