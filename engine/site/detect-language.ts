/**
 * Which language a text is written in, from its most frequent small words and the letters only it writes.
 * Enough to tell the languages the offline strategist writes (en, de, fr, es, it, nl, pt, pl, cs, sv, da, no)
 * apart on a page or an ad; the Latin-script languages no phrasebook speaks by their own small words
 * (Hungarian, Turkish, Romanian, Finnish, Estonian, Slovak, Slovenian, Croatian and Serbian, Lithuanian,
 * Latvian, Indonesian and Malay, Tagalog, Icelandic, Albanian, Catalan) and Vietnamese by its tone marks;
 * and the other scripts (Greek, Korean, Cyrillic, Arabic, Japanese and Chinese…) by their letters. Anything
 * else, or a text whose evidence is weak, is "unknown" (null) and the page's `lang` attribute decides.
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
  // Languages no phrasebook speaks, each by its own frequent small words (the telling ones below weigh more).
  ro: ['și', 'şi', 'în', 'de', 'la', 'cu', 'pentru', 'este', 'sunt', 'mai', 'pe', 'care', 'nu', 'sau', 'să', 'vă', 'ca', 'prin', 'fără', 'după', 'noastre', 'nostru'],
  fi: ['ja', 'on', 'että', 'myös', 'ei', 'tai', 'kanssa', 'sekä', 'joka', 'ovat', 'meidän', 'voit', 'kun', 'jos', 'mutta', 'vain', 'kaikki', 'olemme', 'teille', 'sinun', 'meillä'],
  et: ['ja', 'on', 'ei', 'ka', 'see', 'kui', 'või', 'oma', 'meie', 'teie', 'kõik', 'ning', 'mis', 'aga', 'oleme', 'teile', 'samuti', 'meil', 'koos', 'ainult'],
  sk: ['a', 'v', 'vo', 'na', 'sa', 'je', 'pre', 'do', 'od', 'alebo', 'aj', 'že', 'ako', 'sme', 'sú', 'naše', 'ktoré', 'ktorý', 'tiež', 'pri', 'po'],
  sl: ['in', 'je', 'za', 'na', 'v', 'da', 'se', 'so', 'ki', 'ali', 'tudi', 'smo', 'pri', 'po', 'od', 'do', 'pa', 'kot', 'lahko', 'zelo', 'če', 'ter', 'vam'],
  hr: ['i', 'u', 'je', 'na', 'za', 'se', 'od', 'do', 'da', 'su', 'smo', 'ili', 'ali', 'kao', 'koji', 'koja', 'koje', 'što', 'vam', 'sve', 'iz', 'bez', 'već', 'samo', 'možete', 'nudimo'],
  lt: ['ir', 'yra', 'su', 'iš', 'į', 'už', 'kad', 'ar', 'nuo', 'mūsų', 'jūsų', 'prie', 'bei', 'kaip', 'taip', 'pat', 'jums', 'mes', 'dėl', 'labai'],
  lv: ['un', 'ir', 'ar', 'uz', 'par', 'kas', 'vai', 'mēs', 'jūs', 'mūsu', 'jūsu', 'lai', 'arī', 'pie', 'bet', 'kā', 'tikai', 'jums', 'pēc'],
  id: ['dan', 'yang', 'di', 'ke', 'dari', 'untuk', 'dengan', 'kami', 'anda', 'ini', 'itu', 'ada', 'tidak', 'akan', 'atau', 'juga', 'dalam', 'pada', 'kita', 'sudah', 'hanya', 'sangat', 'lebih'],
  tl: ['ang', 'ng', 'mga', 'sa', 'na', 'at', 'ay', 'namin', 'ninyo', 'kayo', 'kami', 'ito', 'po', 'lang', 'may', 'hindi', 'rin', 'din', 'nang', 'kung'],
  is: ['og', 'að', 'er', 'í', 'á', 'fyrir', 'með', 'við', 'sem', 'um', 'til', 'ekki', 'eru', 'þú', 'okkar', 'hjá', 'frá', 'eða', 'líka'],
  sq: ['dhe', 'të', 'në', 'për', 'me', 'është', 'një', 'nga', 'që', 'janë', 'ju', 'ose', 'por', 'edhe', 'mund', 'shumë', 'kemi', 'çdo'],
  ca: ['els', 'les', 'amb', 'per', 'i', 'és', 'són', 'més', 'també', 'molt', 'però', 'nostre', 'nostra', 'nostres', 'vostre', 'us', 'pel', 'dels', 'als'],
  sw: ['na', 'ya', 'wa', 'kwa', 'za', 'ni', 'katika', 'au', 'pia', 'hadi', 'yetu', 'wetu', 'zetu', 'yako', 'lako', 'hii', 'kila', 'bila', 'ndani', 'kama', 'sisi', 'tuna', 'hakuna'],
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
  // Not "din" (Danish and Norwegian "your"), not "de", "la", "ca" (French, Spanish, Catalan).
  ro: ['și', 'şi', 'în', 'pentru', 'este', 'sunt', 'să', 'vă', 'fără', 'după', 'cu'],
  // Finnish and Estonian share "ja", "on", "ei": "että", "myös", "sekä" against "või", "ning", "kõik".
  fi: ['että', 'myös', 'sekä', 'kanssa', 'tai', 'ovat', 'meidän', 'voit', 'mutta', 'olemme', 'meillä'],
  et: ['või', 'ning', 'kõik', 'meie', 'teie', 'oleme', 'teile', 'samuti', 'ka'],
  // Slovak against Czech: "sa"/"se", "pre"/"pro", "sme"/"jsme", "alebo"/"nebo", "sú"/"jsou", "tiež"/"také".
  sk: ['sa', 'pre', 'alebo', 'sme', 'sú', 'aj', 'tiež', 'ktoré', 'vo'],
  // Not "in": English says it as often.
  sl: ['ki', 'tudi', 'lahko', 'zelo', 'ter', 'kot', 'če'],
  // Not "sa": Tagalog's commonest word.
  hr: ['su', 'ili', 'kao', 'koji', 'koja', 'koje', 'što', 'iz', 'već', 'možete', 'nudimo'],
  // "ir" is Lithuanian "and" and Latvian "is": it tells neither.
  lt: ['yra', 'iš', 'į', 'kad', 'mūsų', 'jūsų', 'bei', 'dėl', 'jums'],
  // Not "un": French and Italian "a".
  lv: ['arī', 'mūsu', 'jūsu', 'lai', 'kā', 'pēc', 'mēs', 'vai'],
  id: ['yang', 'untuk', 'dengan', 'kami', 'anda', 'tidak', 'atau', 'juga', 'dalam', 'pada'],
  tl: ['ang', 'ng', 'mga', 'ay', 'namin', 'ninyo', 'po', 'hindi', 'nang'],
  is: ['að', 'fyrir', 'með', 'við', 'ekki', 'eru', 'þú', 'okkar', 'hjá', 'eða'],
  sq: ['dhe', 'të', 'në', 'për', 'është', 'një', 'që', 'janë', 'ose', 'edhe', 'shumë', 'kemi'],
  // Catalan against Spanish: "els", "amb", "és", "més", "també", "però" (Spanish "los", "con", "es", "más"…).
  ca: ['els', 'amb', 'és', 'són', 'també', 'però', 'molt', 'nostres', 'nostra', 'nostre'],
  // Not "na" (Czech, Polish, Slovak) nor "ya" (Spanish).
  sw: ['kwa', 'za', 'katika', 'pia', 'hadi', 'yetu', 'yako', 'ndani', 'bila', 'hakuna', 'tuna'],
};

/** Letters only one of the languages above writes: each one weighs like a small word. */
const LETTERS: [RegExp, string][] = [
  [/[șțţ]/gu, 'ro'],
  [/[ľĺŕ]/gu, 'sk'],
  [/[ėįų]/gu, 'lt'],
  [/[āēīģķļņ]/gu, 'lv'],
  [/[þð]/gu, 'is'],
  [/l·l/gu, 'ca'],
];

/** Malay against Indonesian: the words they say differently ("boleh"/"bisa", "kerana"/"karena", "percuma"/"gratis"). */
const MALAY = ['boleh', 'kerana', 'perkhidmatan', 'sahaja', 'percuma', 'sila', 'ialah', 'daripada', 'kedai', 'wang', 'anda boleh'];
const INDONESIAN = ['bisa', 'karena', 'layanan', 'saja', 'gratis', 'silakan', 'kalau', 'toko', 'uang', 'banget'];
/** Serbian against Croatian and Bosnian: "vreme", "mesto", "cena" against "vrijeme", "mjesto", "cijena". */
const EKAVIAN = /(?<!\p{L})(vreme|uvek|mesto|mesta|cena|cene|cenu|cenovnik|deca|dete|lepo|lepa|gde|reč|ovde|nedelja|nedelje|mleko|pre|posle)(?!\p{L})/gu;
const IJEKAVIAN = /(?<!\p{L})(vrijeme|uvijek|mjesto|mjesta|cijena|cijene|cijenu|cjenik|djeca|dijete|lijepo|lijepa|gdje|riječ|tisuća|tisuće|ovdje|nedjelja|nedjelje|mlijeko|prije|poslije)(?!\p{L})/gu;

/** Scripts that only one language writes: its letters alone name it. */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Georgian}/gu, 'ka'],
  [/\p{Script=Armenian}/gu, 'hy'],
  [/\p{Script=Tamil}/gu, 'ta'],
  [/\p{Script=Telugu}/gu, 'te'],
  [/\p{Script=Kannada}/gu, 'kn'],
  [/\p{Script=Malayalam}/gu, 'ml'],
  [/\p{Script=Gujarati}/gu, 'gu'],
  [/\p{Script=Gurmukhi}/gu, 'pa'],
  [/\p{Script=Sinhala}/gu, 'si'],
  [/\p{Script=Khmer}/gu, 'km'],
  [/\p{Script=Lao}/gu, 'lo'],
  [/\p{Script=Myanmar}/gu, 'my'],
];

export const WRITTEN_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'cs', 'sv', 'da', 'no'] as const;

export function languageScores(text: string): Record<string, number> {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}]+/u).filter(Boolean);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const scores: Record<string, number> = {};
  for (const [language, list] of Object.entries(STOPWORDS)) {
    let score = 0;
    for (const word of list) score += counts.get(word) ?? 0;
    for (const word of TELLING[language]) score += 2 * (counts.get(word) ?? 0);
    scores[language] = score;
  }
  for (const [letters, language] of LETTERS) scores[language] += (lower.match(letters) ?? []).length;
  return scores;
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * A script several languages write, told apart by the letters each writes alone; null when they do not tell
 * (a short Cyrillic list with none of Russian's ы э ё, Ukrainian's і ї є ґ, Bulgarian's ъ and small words…).
 */
function cyrillicLanguage(text: string): string | null {
  const lower = text.toLowerCase();
  if (count(lower, /[ѓќѕ]/gu) >= 2) return 'mk';
  if (count(lower, /[ђћ]/gu) >= 1 && count(lower, /[љњџј]/gu) + count(lower, /[ђћ]/gu) >= 3) return 'sr';
  if (count(lower, /[әғқұһ]/gu) >= 3) return 'kk';
  if (count(lower, /ў/gu) >= 2) return 'be';
  const russian = count(lower, /[ыэё]/gu);
  const ukrainian = count(lower, /[іїєґ]/gu);
  if (ukrainian >= 3 && ukrainian > russian * 2) return 'uk';
  if (russian >= 3 && russian > ukrainian * 2) return 'ru';
  if (russian === 0 && ukrainian === 0 && count(lower, /[љњџј]/gu) >= 3) return 'sr';
  // Bulgarian writes none of them, but many ъ and its own small words ("ще", "със", "към", "са", "които").
  const bulgarian = count(lower, /ъ/gu) + count(lower, /(?<!\p{L})(ще|със|към|са|е|които|който|която|нашите|вашия)(?!\p{L})/gu);
  if (russian <= 1 && ukrainian === 0 && bulgarian >= 3) return 'bg';
  return null;
}

/** Arabic script: Urdu by ٹ ڈ ڑ ے ں, Persian by پ چ ژ گ and its own ی ک, else Arabic by ي ك ة. */
function arabicScriptLanguage(text: string): string | null {
  if (count(text, /[ٹڈڑےں]/gu) >= 3) return 'ur';
  const persian = count(text, /[پچژگیک]/gu);
  const arabic = count(text, /[يكةى]/gu);
  if (persian >= 3 && persian > arabic * 2) return 'fa';
  if (arabic >= 3 && arabic > persian * 2) return 'ar';
  return null;
}

/** Devanagari: Hindi, Marathi and Nepali by their own small words ("है", "और" / "आहे", "आणि" / "छ", "र"). */
function devanagariLanguage(text: string): string | null {
  const said = (pattern: string) => count(text, new RegExp(`(?<![\\p{L}\\p{M}])(?:${pattern})(?![\\p{L}\\p{M}])`, 'gu'));
  const scores: [string, number][] = [
    ['hi', said('है|हैं|और|के|में|की|से|को|लिए|हम|आप')],
    ['mr', said('आहे|आहेत|आणि|च्या|मध्ये|आम्ही|तुम्ही|साठी')],
    ['ne', said('छ|छन्|र|मा|हो|हामी|तपाईं|गर्छौं')],
  ];
  const [best, second] = scores.sort((a, b) => b[1] - a[1]);
  return best[1] >= 3 && best[1] > second[1] * 1.5 ? best[0] : null;
}

/** Han characters: Japanese when kana stand among them, Chinese when none do. */
function hanLanguage(text: string): string | null {
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(text, /\p{Script=Han}/gu);
  if (kana >= 3 && kana >= (kana + han) / 10) return 'ja';
  if (kana <= han / 50) return 'zh';
  return null;
}

/** Scripts several languages share, and the test that tells them apart. */
const SHARED_SCRIPTS: [RegExp, (text: string) => string | null][] = [
  [/\p{Script=Cyrillic}/gu, cyrillicLanguage],
  [/\p{Script=Arabic}/gu, arabicScriptLanguage],
  [/\p{Script=Devanagari}/gu, devanagariLanguage],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, hanLanguage],
  // Assamese writes it too, with ৰ and ৱ, which Bengali does not.
  [/\p{Script=Bengali}/gu, (text) => (/[ৰৱ]/u.test(text) ? null : 'bn')],
];

/** Vietnamese writes its tones on nearly every word: ơ, ư and the letters of Unicode's Latin Extended Additional. */
const VIETNAMESE = /[ơưƠƯ\u1EA0-\u1EF9]/gu;

/** The language the letters alone name, or undefined when the text is in Latin script and its words must tell. */
function byLetters(text: string): string | null | undefined {
  const letters = count(text, /\p{L}/gu);
  if (letters < 20) return undefined;
  for (const [script, language] of SCRIPTS) if (count(text, script) > letters / 2) return language;
  for (const [script, tell] of SHARED_SCRIPTS) if (count(text, script) > letters / 2) return tell(text);
  if (count(text, VIETNAMESE) > letters / 20) return 'vi';
  return undefined;
}

/** Of the closest neighbours, the one the text's own words name: Malay or Indonesian, Serbian or Croatian. */
function neighbourOf(language: string, text: string): string {
  const lower = text.toLowerCase();
  if (language === 'id') {
    const said = (words: readonly string[]) => words.reduce((sum, word) => sum + count(lower, new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu')), 0);
    return said(MALAY) > said(INDONESIAN) ? 'ms' : 'id';
  }
  if (language === 'hr' && count(lower, EKAVIAN) > count(lower, IJEKAVIAN)) return 'sr';
  // Only Turkish (and Azerbaijani, which writes ə too) has a dotless ı and a ğ: "Paketleme ve Ambalaj", "Ofis ve Büro Taşıma"
  // share Czech's "ve", but no Czech text writes "Taşıma".
  if (language !== 'tr' && count(lower, /[ığ]/gu) >= 2 && count(lower, /ə/gu) === 0) return 'tr';
  // French writes no "ó" or "ò" and no "-ció": text read as French that does is Catalan ("Subscripció setmanal", "Floristeria
  // de barri a la Vila de Gràcia des de 1979": its "de", "la", "des" are French small words too).
  if (language === 'fr' && count(lower, /[óò]|l·l/gu) > 0 && count(lower, /ció(?!\p{L})|cions(?!\p{L})|(?<!\p{L})(?:des de|a la|a tot|amb|els|dels|pel)(?!\p{L})/gu) > 0) return 'ca';
  return language;
}

/** The language with clearly the most small words, or null when the text is too short or mixed. */
export function guessLanguage(text: string, minScore = 4): string | null {
  // Most of the letters in one language's own script (a Greek page with a few Latin brand names).
  const lettered = byLetters(text);
  if (lettered !== undefined) return lettered;
  const ranked = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < minScore || best[1] < second[1] * 1.3) return null;
  return neighbourOf(best[0], text);
}
