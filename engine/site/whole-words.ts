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

/** A pattern for `phrase` standing as whole words (nothing of a word either side of it). */
export function wholeWords(phrase: string, options: WholeWordOptions = {}): RegExp {
  const word = options.digits ? '\\p{L}\\p{M}\\d' : '\\p{L}\\p{M}';
  return new RegExp(`(?<![${word}])${escapeRegExp(phrase)}(?![${word}])`, options.flags ?? 'iu');
}

/** Whether `text` says `phrase` as whole words. */
export function saysWords(text: string, phrase: string, options: WholeWordOptions = {}): boolean {
  return wholeWords(phrase, options).test(text);
}
