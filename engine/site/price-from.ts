/**
 * "From" beside an amount, as sites write it: before it ("from £49", "ab 49 €", "dès", "desde", "od", "no" in Latvian,
 * "от") or after it ("alkaen", "'den başlayan", "-tól", "〜", "起"). A starting price is no price: an ad that states the
 * amount alone says more than the site does.
 */
export const FROM_BEFORE =
  /(?<![\p{L}])(?:from|starting at|starts at|prices? from|ab|dès|à partir de|a partir de|desde|da|a partire da|vanaf|od|fra|från|nuo|alates|de la|от|від|από|mulai|mulai dari|từ|chỉ từ)\s*:?\s*$/iu;
const FROM_AFTER = /^(?<marker>[^\s\d]*\s*(?:alkaen|alk\.|'?den başlayan|-t[óő]l|〜|~|から|起))/iu;
/** Latvian's "from" is "no", which other languages read as "no": only on a Latvian site. */
const FROM_BEFORE_LV = /(?<![\p{L}])no\s*$/iu;

function before(text: string, index: number): string {
  return text.slice(Math.max(0, index - 30), index).replace(/\p{Sc}\s*$/u, '');
}

/** Whether the amount at [index, end) of a text is given as a starting price. */
export function saysFrom(text: string, index: number, end: number, language: string | null): boolean {
  const ahead = before(text, index);
  return FROM_BEFORE.test(ahead) || (language === 'lv' && FROM_BEFORE_LV.test(ahead)) || FROM_AFTER.test(text.slice(end, end + 20));
}

/**
 * The price with the site's own "from" as written ("NT$2,800 起", "12 000 Ft-tól", "nuo 45 €"), when it writes one: what
 * an ad in a language we have no words of may say.
 */
export function withFromAsWritten(text: string, index: number, end: number, price: string): string | null {
  const marker = text.slice(end, end + 20).match(FROM_AFTER)?.groups?.marker;
  if (marker) return `${price}${marker}`;
  const word = before(text, index).match(FROM_BEFORE)?.[0].replace(/\s*:?\s*$/u, '');
  return word ? `${word} ${price}` : null;
}
