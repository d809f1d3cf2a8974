/**
 * Negation in the languages we read, for whatever reads a site's sentences: a sentence that rules something out backs no
 * claim of it (grounding), names no place the business serves (merging pages), and is where rule-outs are found.
 */

/** Negation in the languages we read: a sentence that rules something out backs no claim of it. */
export const NEGATION =
  /(?<![\p{L}])(no|not|don['’]t|do not|does not|doesn['’]t|never|cannot|can['’]t|won['’]t|nicht|kein|keine|keinen|keiner|ne|pas|jamais|sin|nunca|non|mai|geen|niet|nooit|não|nem|nunca|nie|ani|nigdy|inte|inga|ingen|inget|aldrig|ikke|intet|aldri|ne\p{Ll}+(?:eme|íme|áme)|nejsme|není|nejsem|nedělám|neberu|nenabízím|neposkytuji|nepracuji|nepřijímám|nepředepisuji|nie som|nerobím|nein|nee|nej|nei|δεν|μην|όχι|ούτε|않\p{L}*|없\p{L}*|아닙니다|아니\p{L}*|안|못)(?![\p{L}])/iu;

/** Negation in a site's own language: Portuguese "no" is "in the" ("no máximo 3 alunos"), not "not". */
export function negationIn(language: string | null | undefined): RegExp {
  if (language === 'pt') return PORTUGUESE_NEGATION;
  // Romanian "nu" is Dutch "now": only on a Romanian page.
  if (language === 'ro') return ROMANIAN_NEGATION;
  // Latvian "no" is "from" ("no Lielupes līdz Kauguriem"): its no is "ne", "nav" and verbs that open on "ne".
  if (language === 'lv') return LATVIAN_NEGATION;
  return NEGATION;
}
const ROMANIAN_NEGATION = new RegExp(`${NEGATION.source}|(?<![\\p{L}])(?:nu|nici|niciun\\p{L}*|nicio)(?![\\p{L}])`, 'iu');
const LATVIAN_NEGATION = new RegExp(
  `${NEGATION.source.replace('(no|not|', '(not|')}|(?<![\\p{L}])(?:ne|nav|nekad|neesam|neesmu|nevar\\p{L}*|nedar\\p{L}*|neveic\\p{L}*|nepiedāvā\\p{L}*|nestrādā\\p{L}*|nebrauc\\p{L}*|nepieņem\\p{L}*|nekrāso\\p{L}*|neremontē\\p{L}*)(?![\\p{L}])`,
  'iu',
);
const PORTUGUESE_NEGATION = /(?<![\p{L}])(não|nem|nunca|jamais|sem)(?![\p{L}])/iu;

/** An answer that says yes, in the languages we read. */
export const YES = /^\s*(?:yes|yep|yeah|absolutely|of course|certainly|definitely|ja|jawohl|oui|bien sûr|sí|si|sì|certo|sim|claro|tak|ano|áno|igen|kyllä|jah|da|ναι|evet|نعم|כن|はい|네|예)(?![\p{L}])/iu;
