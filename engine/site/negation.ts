/**
 * Negation in the languages we read, for whatever reads a site's sentences: a sentence that rules something out backs no
 * claim of it (grounding), names no place the business serves (merging pages), and is where rule-outs are found.
 */

/** Negation in the languages we read: a sentence that rules something out backs no claim of it. */
export const NEGATION =
  /(?<![\p{L}])(no|not|don['’]t|do not|does not|doesn['’]t|never|cannot|can['’]t|won['’]t|nicht|kein|keine|keinen|keiner|ne|pas|jamais|sin|nunca|non|mai|geen|niet|nooit|não|nem|nunca|nie|ani|nigdy|inte|inga|ingen|inget|aldrig|ikke|intet|aldri|ne\p{Ll}+(?:eme|íme|áme)|nejsme|není|nejsem|nedělám|neberu|nenabízím|neposkytuji|nepracuji|nepřijímám|nepředepisuji|nie som|nerobím)(?![\p{L}])/iu;

/** Negation in a site's own language: Portuguese "no" is "in the" ("no máximo 3 alunos"), not "not". */
export function negationIn(language: string | null | undefined): RegExp {
  if (language === 'pt') return PORTUGUESE_NEGATION;
  // Romanian "nu" is Dutch "now": only on a Romanian page.
  if (language === 'ro') return ROMANIAN_NEGATION;
  return NEGATION;
}
const ROMANIAN_NEGATION = new RegExp(`${NEGATION.source}|(?<![\\p{L}])(?:nu|nici|niciun\\p{L}*|nicio)(?![\\p{L}])`, 'iu');
const PORTUGUESE_NEGATION = /(?<![\p{L}])(não|nem|nunca|jamais|sem)(?![\p{L}])/iu;
