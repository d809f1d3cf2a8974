/**
 * Which language a text is written in, from its most frequent small words. Enough to tell the
 * languages the offline strategist writes (en, de, fr, es, it, nl, pt, pl, cs, sv, da, no) apart on a page or an ad,
 * and Hungarian and Turkish, and the languages a script of their own names (Greek, Korean…); anything else is
 * "unknown" (null) and the page's `lang` attribute decides.
 */

const STOPWORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'for', 'with', 'your', 'our', 'you', 'are', 'from', 'all', 'we', 'of', 'to', 'in', 'on', 'is', 'at', 'by', 'near'],
  de: ['und', 'der', 'die', 'das', 'mit', 'für', 'ihre', 'ihr', 'wir', 'nach', 'aus', 'auf', 'ist', 'den', 'dem', 'von', 'zu', 'im', 'sie', 'jetzt', 'unsere'],
  fr: ['le', 'la', 'les', 'et', 'des', 'du', 'pour', 'avec', 'vous', 'votre', 'nous', 'une', 'est', 'sur', 'au', 'aux', 'à', 'je', 'de', 'en'],
  es: ['el', 'los', 'las', 'y', 'con', 'para', 'tu', 'su', 'del', 'una', 'por', 'nuestros', 'es', 'en', 'al', 'de', 'que', 'más'],
  it: ['il', 'lo', 'gli', 'e', 'con', 'per', 'del', 'della', 'di', 'una', 'un', 'nostri', 'è', 'da', 'non', 'alla', 'ogni', 'che', 'a'],
  nl: ['de', 'het', 'een', 'en', 'van', 'voor', 'met', 'uw', 'wij', 'onze', 'op', 'bij', 'is', 'in', 'geen', 'jaar', 'vanaf', 'of', 'ons', 'ook', 'naar'],
  pt: ['o', 'os', 'as', 'e', 'com', 'para', 'do', 'da', 'dos', 'das', 'uma', 'um', 'na', 'no', 'não', 'de', 'em', 'ao', 'desde', 'seu', 'sua', 'nossos', 'nossas', 'você', 'conosco'],
  cs: ['a', 'v', 've', 'na', 'se', 'je', 'jsme', 'pro', 'od', 'do', 'nebo', 'také', 'jsou', 'naše', 'náš', 'který', 'která', 'že', 'po'],
  pl: ['i', 'w', 'z', 'na', 'do', 'od', 'nie', 'się', 'jest', 'oraz', 'dla', 'po', 'przez', 'przy', 'nasze', 'nasz', 'ze', 'we', 'lub', 'ul'],
  sv: ['och', 'i', 'att', 'det', 'som', 'en', 'ett', 'på', 'är', 'för', 'med', 'vi', 'av', 'till', 'har', 'inte', 'om', 'vår', 'våra', 'din', 'ditt', 'hos', 'från', 'eller'],
  da: ['og', 'i', 'at', 'det', 'som', 'en', 'et', 'på', 'er', 'for', 'med', 'vi', 'af', 'til', 'har', 'ikke', 'om', 'vores', 'din', 'dit', 'hos', 'fra', 'eller', 'jer', 'mig', 'efter', 'hvad'],
  no: ['og', 'i', 'at', 'det', 'som', 'en', 'et', 'på', 'er', 'for', 'med', 'vi', 'av', 'til', 'har', 'ikke', 'om', 'vår', 'våre', 'din', 'ditt', 'hos', 'fra', 'eller', 'dere', 'meg', 'etter', 'hva', 'deg'],
  // Two languages no phrasebook speaks, told by their own small words so that a page without `lang` is not read as its neighbour.
  hu: ['és', 'az', 'egy', 'nem', 'hogy', 'vagy', 'óta', 'nélkül', 'belül', 'minden', 'után', 'itt', 'más'],
  tr: ['ve', 'bir', 'ile', 'için', 'veya', 'değil', 'çok', 'daha', 'gibi', 'olan', 'her', 'tüm'],
};

/** Words of one language only: a single one weighs more than many shared ones. */
const TELLING: Record<string, readonly string[]> = {
  en: ['the', 'and', 'your', 'with', 'we', 'our'],
  de: ['und', 'für', 'mit', 'wir', 'ihre', 'nach', 'jetzt'],
  fr: ['les', 'pour', 'avec', 'vous', 'votre', 'nous', 'des'],
  // Not "para": Portuguese says it as often.
  es: ['los', 'las', 'nuestros', 'más', 'y'],
  // Not "per": Dutch, German and English say "per dag", "pro Tag", "per day" too.
  it: ['il', 'gli', 'della', 'nostri', 'è', 'non'],
  nl: ['het', 'een', 'voor', 'uw', 'wij', 'onze', 'geen', 'bij'],
  pt: ['não', 'uma', 'dos', 'das', 'com', 'ao', 'na', 'em', 'você', 'seu', 'sua'],
  pl: ['nie', 'się', 'oraz', 'dla', 'przez', 'nasze', 'lub'],
  // Czech against Polish: "v"/"w", "se"/"się", "jsme", "nebo"/"lub".
  cs: ['jsme', 'nebo', 'také', 'že', 've', 'jsou', 'v'],
  sv: ['och', 'att', 'för', 'är', 'på', 'inte', 'våra', 'vår', 'eller'],
  // Danish and Norwegian share "og", "ikke", "er": what tells them apart is "af"/"av", "vores"/"våre", "efter"/"etter".
  da: ['af', 'vores', 'jer', 'efter', 'hvad', 'mig', 'jeres'],
  no: ['våre', 'dere', 'etter', 'hva', 'meg', 'deg', 'ikkje'],
  hu: ['és', 'az', 'hogy', 'vagy', 'óta', 'nélkül'],
  // Not "ve": Czech says it ("ve městě").
  tr: ['ile', 'için', 'veya', 'değil', 'tüm'],
};

/** Scripts that only one language writes: its letters alone name it. */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Georgian}/gu, 'ka'],
  [/\p{Script=Armenian}/gu, 'hy'],
];

export const WRITTEN_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'cs', 'sv', 'da', 'no'] as const;

export function languageScores(text: string): Record<string, number> {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const scores: Record<string, number> = {};
  for (const [language, list] of Object.entries(STOPWORDS)) {
    let score = 0;
    for (const word of list) score += counts.get(word) ?? 0;
    for (const word of TELLING[language]) score += 2 * (counts.get(word) ?? 0);
    scores[language] = score;
  }
  return scores;
}

/** The language with clearly the most small words, or null when the text is too short or mixed. */
export function guessLanguage(text: string, minScore = 4): string | null {
  // Most of the letters in one language's own script (a Greek page with a few Latin brand names).
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  for (const [script, language] of SCRIPTS) if (letters >= 20 && (text.match(script) ?? []).length > letters / 2) return language;
  const ranked = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < minScore || best[1] < second[1] * 1.3) return null;
  return best[0];
}
