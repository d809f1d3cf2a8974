/**
 * A line or keyword of a plan whose language is not written in Latin letters, written in Latin letters all the same:
 * an English line on a Thai page ("We speak English – message us on LINE"), the owner's industry typed in English
 * ("Pet hotel") glued to a Thai keyword. Searchers in Bangkok or Tel Aviv read and type their own script; Latin words
 * stay only where they are the business's own (its name, a brand it names: "iPhone", "Dampp-Chaser").
 */
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SCRIPT_OF: Record<string, RegExp> = {
  el: /\p{Script=Greek}/u,
  ko: /\p{Script=Hangul}/u,
  he: /\p{Script=Hebrew}/u,
  th: /\p{Script=Thai}/u,
  ka: /\p{Script=Georgian}/u,
  hy: /\p{Script=Armenian}/u,
  ta: /\p{Script=Tamil}/u,
  bn: /\p{Script=Bengali}/u,
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ne: /\p{Script=Devanagari}/u,
  km: /\p{Script=Khmer}/u,
  lo: /\p{Script=Lao}/u,
  my: /\p{Script=Myanmar}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  bg: /\p{Script=Cyrillic}/u,
  mk: /\p{Script=Cyrillic}/u,
  be: /\p{Script=Cyrillic}/u,
  kk: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  ja: HAN_KANA,
  zh: HAN_KANA,
};

const LATIN_WORD = /\p{Script=Latin}{2,}/gu;
/** Languages written in Latin letters only (not Serbian, written in both alphabets). */
const LATIN_LANGUAGES = new Set('en de fr es it nl pt pl cs sk ro sv da no nb nn fi et lv lt hu tr id ms tl vi hr sl sq is ca eu gl cy ga mt sw af lb'.split(' '));

/** The Latin words a text may hold: those of the business's own names. */
export function latinWordsOf(...texts: (string | null | undefined)[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) for (const word of (text ?? '').match(LATIN_WORD) ?? []) found.add(word.toLowerCase());
  return found;
}

function foreignLatin(text: string, allowed: ReadonlySet<string>): boolean {
  return (text.match(LATIN_WORD) ?? []).some((word) => !allowed.has(word.toLowerCase()));
}

/**
 * An ad line with no letter of its language's script and a Latin word that is none of the business's own; or, for a
 * language written in Latin letters, a line mostly in another script ("مرحبا بكم" greeting guests on a French riad's site).
 */
export function lineInOtherScript(text: string, language: string, allowed: ReadonlySet<string>): boolean {
  const script = SCRIPT_OF[language];
  if (script === undefined) {
    if (!LATIN_LANGUAGES.has(language)) return false;
    const letters = text.match(/\p{L}/gu) ?? [];
    const latin = text.match(/\p{Script=Latin}/gu) ?? [];
    return letters.length > 0 && latin.length * 2 < letters.length;
  }
  return !script.test(text) && foreignLatin(text, allowed);
}

/**
 * A keyword that glues a Latin word its business does not write (on its site or in its name) to words of its own
 * script ("pet hotel ฝากแมว"). A keyword wholly in Latin letters stays: people type "pet hotel chiang mai" too.
 */
export function keywordInOtherScript(text: string, language: string, allowed: ReadonlySet<string>): boolean {
  const script = SCRIPT_OF[language];
  return script?.test(text) === true && foreignLatin(text, allowed);
}
