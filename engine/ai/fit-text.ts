import { adTextLength } from '../../schema/google-ads-limits';
import { hangsAfter } from './function-words';

/**
 * Fitting ad text into Google's character limits without breaking words or leaving a dangling
 * "and" at the end (in any language `function-words.ts` knows), and the casing conventions ads use.
 */

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'with', 'by', 'from', 'vs', 'per', 'via']);

export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts text to at most `max` characters as Google Ads counts them (`adTextLength`) at a word boundary, dropping the words a cut line must not end on in the
 * text's language (prepositions, conjunctions, articles; an Arabic construct's head) and trailing punctuation.
 * Returns '' when no word is left (the caller then drops it). Without a language: English and the other scripts'.
 */
export function cutAtWordBoundary(text: string, max: number, language?: string | null): string {
  const clean = squash(text);
  if (adTextLength(clean) <= max) return clean;
  const words = clean.split(' ');
  let kept = 0;
  let length = 0;
  for (const word of words) {
    const next = length === 0 ? adTextLength(word) : length + 1 + adTextLength(word);
    if (next > max) break;
    kept++;
    length = next;
  }
  while (kept > 0 && hangsAfter(words, kept - 1, language)) kept--;
  return words.slice(0, kept).join(' ').replace(/[\s,;:،؛–—-]+$/u, '');
}

/**
 * Cuts a description to `max` characters, keeping whole sentences when one fits and otherwise
 * cutting at a word boundary and closing the sentence.
 */
export function cutDescription(text: string, max: number, language?: string | null): string {
  const clean = squash(text);
  if (adTextLength(clean) <= max) return clean;
  const sentences = clean.split(/(?<=[.!?])\s+|(?<=[。！？])\s*/u);
  let kept = '';
  for (const sentence of sentences) {
    const next = kept ? `${kept}${/[。！？]$/u.test(kept) ? '' : ' '}${sentence}` : sentence;
    if (adTextLength(next) > max) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = cutAtWordBoundary(clean, max - 1, language);
  return cut ? `${cut.replace(/[.!?]+$/, '')}.` : '';
}

/** Title Case for headlines; words that already carry capitals or digits ("iOS", "24/7") stay. */
export function titleCase(text: string): string {
  return squash(text)
    .split(' ')
    .map((word, index) => {
      // A compound takes a capital on each part: "3-room" → "3-Room", "family-run" → "Family-Run" (never "3-room Flat").
      if (/^\d+-\p{Ll}+$/u.test(word)) return word.replace(/-(\p{Ll})/u, (_, letter: string) => `-${letter.toUpperCase()}`);
      if (word !== word.toLowerCase() || /\d/.test(word)) return word;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part, at) => (at > 0 && SMALL_WORDS.has(part) ? part : part.charAt(0).toUpperCase() + part.slice(1)))
        .join('-');
    })
    .join(' ');
}

/**
 * Title Case is English's way: a callout or a link in another language keeps the site's own case, its first letter
 * a capital ("Ruedos y cierres en 24 h", never "Ruedos Y Cierres En 24 H"). Without a language: English.
 */
export function titleCaseIn(text: string, language: string | null | undefined): string {
  if (!language || language === 'en') return titleCase(text);
  const clean = squash(text);
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** "ALL CAPS" and "all lower" site text become Title Case in English, sentence case elsewhere; mixed case is the owner's choice. */
export function normaliseCase(text: string, language?: string | null): string {
  const clean = squash(text);
  if (clean === clean.toUpperCase() && /[A-Z]{4}/.test(clean)) return titleCaseIn(clean.toLowerCase(), language);
  if (clean === clean.toLowerCase()) return titleCaseIn(clean, language);
  return clean;
}

export function sentenceCase(text: string): string {
  const clean = squash(text);
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** Lower case for keywords and running text, keeping acronyms ("HVAC", "CPA"). */
export function lowerCaseWords(text: string): string {
  return squash(text)
    .split(' ')
    // "A-level", "T-shirt", "X-ray": a capital letter before a hyphen stays one.
    .map((word) => (/^[A-Z]{2,5}s?$/.test(word) || /^[A-Z]-\p{L}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) || ENGLISH_PROPER.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** English writes languages, peoples, days, months and feasts with a capital whatever the sentence: "GCSE English", "Thai massage". */
const ENGLISH_PROPER =
  /^(?:English|Spanish|French|German|Italian|Portuguese|Chinese|Mandarin|Cantonese|Japanese|Korean|Thai|Swedish|Greek|Mexican|Indian|Arabic|Russian|Polish|Dutch|Irish|Scottish|Welsh|British|American|Canadian|Australian|Turkish|Vietnamese|Hindi|Hebrew|Latin|Persian|Brazilian|Jamaican|Caribbean|Asian|African|European|Filipino|Ukrainian|Norwegian|Danish|Finnish|Hungarian|Czech|Romanian|Bulgarian|Croatian|Serbian|Swahili|Urdu|Bengali|Punjabi|Tamil|Malay|Indonesian|Christmas|Easter|Halloween|Thanksgiving|Diwali|Ramadan|Eid|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|April|June|July|August|September|October|November|December)(?:'s)?[.,;:!?]?$/;

const ARABIC_SCRIPT_LANGUAGES = new Set(['ar', 'fa', 'ur', 'ps', 'ckb', 'sd', 'ug']);

/**
 * Items joined as a language lists them: Arabic, Persian and Urdu with "،", Chinese and Japanese with "、" (no space
 * after), every other language with ", "; never a space before the comma ("muuttosiivous , ikkunanpesu").
 */
export function joinItems(items: readonly string[], language?: string | null): string {
  const code = language?.toLowerCase().split('-')[0] ?? '';
  const text = items.join(' ');
  if (ARABIC_SCRIPT_LANGUAGES.has(code) || (!code && /\p{Script=Arabic}/u.test(text))) return items.join('، ');
  if (code === 'ja' || code === 'zh' || (!code && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text))) return items.join('、');
  return items.join(', ');
}

/** "a, b and c" */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** A URL path segment: lower-case words joined by hyphens, cut at a hyphen to `max`. */
export function pathSegment(text: string, max: number): string | null {
  const words = text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  return out || null;
}

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount.toLocaleString('en-US')}` : `$${amount.toFixed(2)}`;
}

/**
 * English names its modifier first, so a lone word on one side of a join shares the other side's words:
 * "blocked drains & toilets" is "blocked drains" and "blocked toilets", "water tank installation & cleaning" is
 * "water tank installation" and "water tank cleaning", "bathroom & kitchen plumbing" is "bathroom plumbing" and
 * "kitchen plumbing". Two names of two words or more stay as they are ("leak detection & pipe repairs").
 */
export function distributeJoin(left: string, right: string): string[] | null {
  const l = left.trim().split(/\s+/);
  const r = right.trim().split(/\s+/);
  if (l.length + r.length > 6) return null;
  if (l.length >= 2 && r.length >= 2) return [left.trim(), right.trim()];
  if (l.length >= 2 && r.length === 1) return [left.trim(), [...l.slice(0, -1), r[0]].join(' ')];
  // The head is the last word only: "ac & heat pump installation" is "ac installation", not "ac pump installation".
  if (l.length === 1 && r.length >= 2) return [`${l[0]} ${r[r.length - 1]}`, right.trim()];
  return null;
}
