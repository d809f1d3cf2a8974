/**
 * Words a line cut short must not end on, per language: articles, prepositions, conjunctions and possessives that
 * announce a word the cut took away ("Car Repairs in", "Reparatur von", "ورشة سيارات في", "תיקון רכבים של").
 * Postpositions are left out where the language puts them after their noun (Turkish "için", Urdu "میں", Finnish and
 * Hungarian cases): a line ending on one is whole.
 */
const HANGING: Record<string, readonly string[]> = {
  en: ['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'with', 'by', 'from', 'your', 'our', 'is', 'are', 'near', 'vs', 'plus', 'into', 'per', 'via'],
  de: ['zzgl', 'zuzügl', 'zuzüglich', 'inkl', 'inklusive', 'exkl', 'exklusive', 'ca', 'bzw', 'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'sowie', 'für', 'mit', 'von', 'vom', 'zu', 'zum', 'zur', 'in', 'im', 'an', 'am', 'auf', 'aus', 'bei', 'beim', 'nach', 'über', 'unter', 'vor', 'ab', 'bis', 'durch', 'gegen', 'ohne', 'um', 'ihr', 'ihre', 'ihren', 'unser', 'unsere', 'als'],
  fr: ['le', 'la', 'les', "l'", 'l’', 'un', 'une', 'des', 'du', 'de', "d'", 'd’', 'et', 'ou', 'à', 'au', 'aux', 'en', 'pour', 'par', 'sur', 'avec', 'sans', 'dans', 'chez', 'votre', 'vos', 'notre', 'nos', 'dès', 'entre', 'vers'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'y', 'e', 'o', 'u', 'de', 'del', 'a', 'al', 'en', 'con', 'para', 'por', 'sin', 'sobre', 'desde', 'hasta', 'entre', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'l’', 'un', 'uno', 'una', "un'", 'e', 'ed', 'o', 'di', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'a', 'al', 'allo', 'alla', 'ai', 'agli', 'alle', 'da', 'dal', 'dalla', 'in', 'nel', 'nella', 'con', 'per', 'su', 'sul', 'sulla', 'tra', 'fra', 'vostro', 'vostra', 'nostro', 'nostra'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'e', 'ou', 'de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'nos', 'nas', 'para', 'por', 'pelo', 'pela', 'com', 'sem', 'ao', 'à', 'aos', 'às', 'seu', 'sua', 'nosso', 'nossa', 'desde', 'até', 'entre'],
  nl: ['de', 'het', 'een', 'en', 'of', 'van', 'voor', 'met', 'in', 'op', 'bij', 'aan', 'te', 'tot', 'naar', 'uit', 'door', 'om', 'uw', 'onze', 'ons', 'vanaf', 'zonder', 'over'],
  pl: ['i', 'oraz', 'lub', 'albo', 'a', 'w', 'we', 'z', 'ze', 'na', 'do', 'od', 'dla', 'po', 'przy', 'przez', 'o', 'u', 'za', 'pod', 'nad', 'bez', 'twój', 'nasz', 'nasze', 'nasza'],
  ro: ['și', 'şi', 'sau', 'ori', 'de', 'din', 'la', 'în', 'pe', 'cu', 'pentru', 'fără', 'prin', 'după', 'despre', 'între', 'a', 'al', 'ale', 'ai', 'un', 'o', 'unei', 'unui'],
  fi: ['ja', 'sekä', 'tai', 'eli', 'että', 'kuin', 'mutta'],
  et: ['ja', 'ning', 'või', 'ega', 'et', 'kui'],
  sv: ['och', 'eller', 'samt', 'i', 'på', 'av', 'för', 'med', 'till', 'från', 'hos', 'om', 'en', 'ett', 'den', 'det', 'vår', 'våra', 'din', 'er', 'utan', 'vid'],
  da: ['og', 'eller', 'samt', 'i', 'på', 'af', 'for', 'med', 'til', 'fra', 'hos', 'om', 'en', 'et', 'den', 'det', 'vores', 'din', 'jeres', 'uden', 'ved'],
  no: ['og', 'eller', 'samt', 'i', 'på', 'av', 'for', 'med', 'til', 'fra', 'hos', 'om', 'en', 'ei', 'et', 'den', 'det', 'vår', 'våre', 'din', 'deres', 'uten', 'ved'],
  cs: ['a', 'i', 'nebo', 'v', 've', 'na', 'z', 'ze', 'do', 'od', 'pro', 'po', 'při', 's', 'se', 'k', 'ke', 'u', 'o', 'za', 'bez', 'náš', 'naše', 'váš', 'vaše'],
  sk: ['a', 'aj', 'alebo', 'v', 'vo', 'na', 'z', 'zo', 'do', 'od', 'pre', 'po', 'pri', 's', 'so', 'k', 'ku', 'u', 'o', 'za', 'bez', 'náš', 'naše', 'váš', 'vaše'],
  hr: ['i', 'ili', 'te', 'u', 'na', 'za', 'od', 'do', 'iz', 's', 'sa', 'bez', 'po', 'pri', 'o', 'k', 'prema', 'vaš', 'naš'],
  hu: ['és', 'vagy', 'a', 'az', 'egy', 'valamint'],
  tr: ['ve', 'veya', 'ya', 'yahut', 'ile', 'hem', 'bir'],
  el: ['και', 'ή', 'του', 'της', 'των', 'το', 'τα', 'τη', 'την', 'τον', 'ο', 'η', 'οι', 'σε', 'στο', 'στη', 'στην', 'στον', 'στα', 'στις', 'στους', 'με', 'για', 'από', 'ως', 'έως', 'μέχρι', 'χωρίς', 'ένα', 'μια', 'ένας'],
  ru: ['и', 'или', 'а', 'но', 'в', 'во', 'на', 'с', 'со', 'к', 'ко', 'по', 'для', 'от', 'до', 'из', 'о', 'об', 'у', 'за', 'при', 'без', 'под', 'над', 'через', 'наш', 'ваш'],
  uk: ['і', 'й', 'та', 'або', 'а', 'але', 'в', 'у', 'на', 'з', 'із', 'зі', 'до', 'від', 'для', 'по', 'при', 'без', 'під', 'над', 'через', 'за', 'про', 'наш', 'ваш'],
  bg: ['и', 'или', 'а', 'но', 'в', 'във', 'на', 'с', 'със', 'за', 'от', 'до', 'по', 'при', 'без', 'под', 'над', 'през', 'към'],
  ar: ['في', 'من', 'على', 'إلى', 'الى', 'و', 'عن', 'مع', 'ل', 'ب', 'ك', 'لـ', 'بـ', 'أو', 'او', 'ثم', 'حتى', 'لدى', 'عند', 'بين', 'منذ', 'بعد', 'قبل', 'حول', 'خلال', 'نحو', 'ذو', 'ذات', 'التي', 'الذي', 'أن', 'إن'],
  fa: ['و', 'در', 'به', 'از', 'با', 'برای', 'که', 'را', 'تا', 'یا', 'بر', 'بی', 'اما', 'بدون', 'درباره'],
  ur: ['اور', 'یا', 'کہ', 'لیکن', 'مگر', 'کا', 'کی', 'کے'],
  he: ['ו', 'של', 'עם', 'על', 'את', 'או', 'גם', 'אל', 'מן', 'עד', 'בין', 'לפי', 'ללא', 'בלי', 'כמו', 'אצל', 'למען', 'ב', 'ל', 'מ', 'ה', 'ש', 'כ'],
  vi: ['và', 'hoặc', 'hay', 'của', 'cho', 'tại', 'ở', 'với', 'từ', 'đến', 'tới', 'trong', 'về', 'các', 'những', 'một', 'là', 'bằng', 'theo'],
  id: ['dan', 'atau', 'di', 'ke', 'dari', 'untuk', 'dengan', 'yang', 'pada', 'dalam', 'oleh', 'bagi', 'serta', 'hingga', 'sampai', 'tanpa', 'tentang', 'para'],
  ms: ['dan', 'atau', 'di', 'ke', 'dari', 'untuk', 'dengan', 'yang', 'pada', 'dalam', 'oleh', 'bagi', 'serta', 'hingga', 'sampai', 'tanpa', 'tentang', 'para'],
  th: ['และ', 'หรือ', 'ของ', 'ใน', 'ที่', 'กับ', 'สำหรับ', 'จาก', 'โดย', 'แก่', 'ถึง'],
};

/** Joiners no language's line ends on. */
const SYMBOLS = ['&', '+', '/', '-', '–', '—', '|', '·', ':'];

const TABLES = new Map(Object.entries(HANGING).map(([language, words]) => [language, new Set([...words, ...SYMBOLS])]));
const NON_LATIN = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Thai}]/u;
/** Where the language is not known: English (as before) and every language whose script no other table shares. */
const UNKNOWN = new Set([...(TABLES.get('en') ?? []), ...[...TABLES.values()].flatMap((words) => [...words].filter((word) => NON_LATIN.test(word)))]);

function tableFor(language: string | null | undefined): ReadonlySet<string> {
  return (language && TABLES.get(language.toLowerCase().split('-')[0])) || UNKNOWN;
}

const ARABIC_WORD = /^[\p{Script=Arabic}\u200c]+$/u;
/** The definite article, alone or after a one-letter proclitic: "السيارات", "بالرياض", "للسيارات", "والفلاتر". */
const ARABIC_DEFINITE = /^(?:[وفبكل]?ال|لل)\p{Script=Arabic}/u;

/**
 * A word in Arabic script without the article before one with it is the head of a construct ("صيانة السيارات": the
 * maintenance of the cars; "مركز النخبة لصيانة السيارات"): cut between the two, the line ends on "the maintenance of".
 */
function constructHead(word: string, next: string | undefined): boolean {
  return next !== undefined && ARABIC_WORD.test(word) && !ARABIC_DEFINITE.test(word) && ARABIC_DEFINITE.test(next);
}

function bare(word: string): string {
  return word.toLowerCase().replace(/[,;:.،؛]+$/u, '');
}

/** Whether a line ending on `words[at]` (of the full text's `words`) leaves a phrase hanging in `language`. */
export function hangsAfter(words: readonly string[], at: number, language?: string | null): boolean {
  const word = words[at];
  if (word === undefined) return false;
  if (tableFor(language).has(bare(word))) return true;
  return at < words.length - 1 && constructHead(bare(word), bare(words[at + 1]));
}

/** Drops the words a line must not end on from its end ("ورشة سيارات في" → "ورشة سيارات"); '' when none is left. */
export function withoutHangingEnd(text: string, language?: string | null): string {
  const words = text.trim().split(/\s+/);
  let end = words.length;
  while (end > 0 && tableFor(language).has(bare(words[end - 1]))) end--;
  return words.slice(0, end).join(' ');
}
