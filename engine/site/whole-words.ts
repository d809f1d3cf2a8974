/**
 * Finding a phrase the site or a plan wrote as whole words, in any script: "dent" is not in "accident", "uși" is not
 * in "ușile". JavaScript's `\b` knows only ASCII letters ("aquí" ends inside it), so the bounds here are Unicode
 * letters and combining marks, and digits too where a number would make another word of it ("2194" in "21940").
 */

/** The text as a pattern that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface WholeWordOptions {
  /** Digits count as part of a word: "2191" is not in "21910". */
  digits?: boolean;
  /** Regular expression flags; case-insensitive Unicode by default. */
  flags?: string;
}

/** Scripts written without spaces between words: any run of their letters may hold a word ("九龍" in "九龍太子荔枝角道"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSPACED_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';

/**
 * A pattern for `phrase` standing as whole words (nothing of a word either side of it). An end written in a script without
 * spaces may touch letters of such a script, not those of a spaced one ("九龍" stands in "九龍太子", "ABRSM" not in "ABRSMs").
 */
export function wholeWords(phrase: string, options: WholeWordOptions = {}): RegExp {
  const word = options.digits ? '\\p{L}\\p{M}\\d' : '\\p{L}\\p{M}';
  const bound = (char: string | undefined) => (char !== undefined && UNSPACED.test(char) ? `(?![${UNSPACED_CLASS}])[${word}]` : `[${word}]`);
  const chars = [...phrase];
  return new RegExp(`(?<!${bound(chars[0])})${escapeRegExp(phrase)}(?!${bound(chars.at(-1))})`, options.flags ?? 'iu');
}

/** Whether `text` says `phrase` as whole words. */
export function saysWords(text: string, phrase: string, options: WholeWordOptions = {}): boolean {
  return wholeWords(phrase, options).test(text);
}
