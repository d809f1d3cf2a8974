/**
 * Another business of the same or a like name, elsewhere: "We are not affiliated with Rosebank Car Wash in Cape Town",
 * "sin relación con consultas del mismo nombre en Sevilla (Valle del Cauca)", "¿Tenéis algo que ver con Habla Logopedia
 * de Sevilla, Colombia? No." Searches naming the namesake's place are for the namesake: its places are negatives (the
 * business's own town among them is dropped later, with every refused place that names the business's own area).
 */

import { YES } from '../site/negation';
import { saysWords } from '../site/whole-words';

/** The words that say "unrelated to", in the languages we read. */
const UNRELATED = new RegExp(
  [
    // en
    "not\\s+(?:affiliated|associated|connected|related)\\s+(?:with|to)",
    "no\\s+(?:affiliation|association|connection|relation|link)\\s+(?:with|to)",
    "(?:have|has)\\s+nothing\\s+to\\s+do\\s+with",
    // es, pt
    "(?:sin|ninguna|no\\s+tenemos)\\s+(?:relación|vínculo|vinculación)\\s+con",
    "nada\\s+que\\s+ver\\s+con",
    "(?:sem|nenhuma)\\s+(?:relação|ligação|vínculo)\\s+com",
    "nada\\s+a\\s+ver\\s+com",
    // fr, it
    "(?:aucun|sans|pas\\s+de)\\s+(?:lien|rapport|relation)\\s+avec",
    "rien\\s+à\\s+voir\\s+avec",
    "(?:nessun|senza)\\s+(?:legame|rapporto|collegamento)\\s+con",
    "(?:niente|nulla)\\s+a\\s+che\\s+(?:fare|vedere)\\s+con",
    // de, nl
    "nichts\\s+(?:zu\\s+tun\\s+)?mit",
    "keine\\s+(?:Verbindung|Verwandtschaft)\\s+(?:zu|mit)",
    "nicht\\s+(?:verbunden|verwandt)\\s+mit",
    "niets\\s+te\\s+maken\\s+met",
    "geen\\s+(?:banden|band|relatie|connectie)\\s+met",
    // da, no, sv
    "ingen\\s+(?:forbindelse|tilknytning|koppling|samband)\\s+(?:med|till|til)",
    "ikke\\s+tilknyttet",
    "inget\\s+samband\\s+med",
  ].join('|'),
  'iu',
);

/** The same asked ("Are you anything to do with …?", "¿Tenéis algo que ver con …?"): it counts when the answer is not yes. */
const ASKED = /(?:anything|something)\s+to\s+do\s+with|(?:related|connected|affiliated)\s+(?:to|with)|algo\s+(?:que|a)\s+ver\s+co[nm]|quelque\s+chose\s+à\s+voir\s+avec|qualcosa\s+a\s+che\s+(?:fare|vedere)\s+con|etwas\s+(?:zu\s+tun\s+)?mit|iets\s+te\s+maken\s+met/iu;

/** Either, in a question. */
const UNRELATED_OR_ASKED = new RegExp(`${UNRELATED.source}|${ASKED.source}`, 'iu');

/** A place as a site writes it: words in capitals, a joiner between them ("Valle del Cauca", "Sevilla la Nueva"). */
const PLACE = "\\p{Lu}[\\p{L}'-]+(?:\\s+(?:(?:de|del|la|le|di|da|do|van|von|am|upon|on)\\s+)?\\p{Lu}[\\p{L}'-]+)*";
/** Where a namesake's place stands: after "in", "en", "of", "de", a comma, or in brackets. */
const WHERE = new RegExp(`(?:(?<![\\p{L}])(?:in|en|à|a|em|im|bei|bij|i|på|of|de|di|da|from)\\s+|,\\s*|\\(\\s*)(?<place>${PLACE})`, 'gu');

function sentences(text: string): string[] {
  return text.split(/\n|(?<=[.!?])\s+/u).filter((sentence) => sentence.trim().length > 0);
}

/**
 * The places of the namesakes a text sets the business apart from, as written. A place the site names anywhere else is
 * its own (its town, beside the namesake's: "Somos un centro de Sevilla (España), sin relación con … Sevilla (Valle del
 * Cauca)"), never a negative.
 */
export function namesakePlaces(text: string): string[] {
  const found = new Set<string>();
  const all = sentences(text);
  const apart = new Set<number>();
  all.forEach((sentence, index) => {
    // Asked, it sets the business apart only when the answer does not say yes.
    const asked = /\?\s*$/.test(sentence);
    if (asked && YES.test(all[index + 1] ?? 'yes')) return;
    const cue = sentence.match(asked ? UNRELATED_OR_ASKED : UNRELATED);
    if (!cue || cue.index === undefined) return;
    apart.add(index);
    if (asked) apart.add(index + 1);
    const after = sentence.slice(cue.index + cue[0].length);
    for (const match of after.matchAll(WHERE)) found.add(match.groups?.place ?? '');
  });
  const elsewhere = all.filter((_, index) => !apart.has(index));
  return [...found].filter((place) => place !== '' && !elsewhere.some((sentence) => saysWords(sentence, place)));
}
