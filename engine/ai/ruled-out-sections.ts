/**
 * A section of the site that lists what goes elsewhere ("What we leave to other shops", "Where another pro fits better",
 * "Ce qui se passe ailleurs", "Otras puertas a las que llamar", "Wo ich weiterverweise", "O que fica para outros"): each
 * item under it names a thing the business does not do, whatever words the item then uses to send it on. Sites write
 * these as a heading and a run of short paragraphs, each opening with the thing ("Sunroofs. Sunroof glass is a dealer
 * part…", "Fourches et amortisseurs : leur révision part chez un spécialiste", "Bräute: Am Hochzeitsmorgen…") or making
 * it the sentence's subject ("Graffiti removal takes special chemicals…", "Las traducciones juradas son cosa de un
 * traductor"). Reading the section's shape, not each item's phrasing, is what carries over to sites no one has seen.
 */
import type { HandOff } from './hand-offs';

/** A heading that announces what goes elsewhere, in the languages sites are written in. */
const SECTION =
  /(?<![\p{L}])(?:elsewhere|other\s+(?:shops|pros|professionals|people|trades|businesses|specialists|firms|experts)|another\s+(?:pro|shop|office|trade|specialist|business)|fits?\s+better|(?:we|I)\s+(?:leave|pass|refer|send)|leave\s+to|pass(?:ed)?\s+(?:along|on)|refer(?:rals?)?\s+(?:on|out|elsewhere)|send\s+(?:people|you|clients|customers)|friends\s+we|who\s+does\s+what|who\s+looks\s+after\s+what|what\s+(?:we|I)\s+(?:don['’]t|do\s+not|won['’]t)|what\s+(?:you|we)\s+(?:can['’]t|cannot|can\s+not|may\s+not)\s+\p{L}+|not\s+for\s+us|outside\s+(?:our|the|my)\s+(?:service\s+)?(?:area|range|patch|radius)|(?:areas?|towns?|places?)\s+(?:we|I)\s+(?:don['’]t|do\s+not)\s+(?:cover|serve|reach)|look\s+elsewhere|better\s+elsewhere|good\s+people|ailleurs|autres?\s+(?:artisans|professionnels|adresses|ateliers|spécialistes)|ce\s+qu['’](?:on|nous)\s+ne|(?:ne\s+)?faisons\s+pas|orientons|otras\s+puertas|otros\s+(?:profesionales|sitios)|lo\s+que\s+no|derivamos|en\s+otro\s+sitio|weiterverweise|weiterverweisen|verweisen|was\s+(?:ich|wir)\s+nicht|andere\s+(?:betriebe|kollegen|kolleginnen|fachleute)|woanders|altrove|altri\s+professionisti|cosa\s+non|non\s+facciamo|indirizziamo|outr[oa]s|noutr[oa]s?|o\s+que\s+não|não\s+fazemos|encaminhamos|elders|ergens\s+anders|doen\s+we\s+niet|wat\s+(?:we|wij)\s+niet|verwijzen|(?:to|à|a|an|ad|aan|para|per|für)\s+(?:d['’])?(?:others|autres|otros|otras|outros|outras|andere[nr]?|altri|altre)|(?:for|pour|para|per|für)\s+(?:the|le|o|il|el|lo|den)\s+(?:rest|reste|resto|demás)|everything\s+else|alles\s+andere|tout\s+le\s+reste|mando|mandiamo|rimando|rimandiamo|confi(?:e|ons)|laissons|dejamos|lasciamo|deixamos|overlaten|not\s+on\s+(?:our|the|my)\s+(?:programme|program|menu|list|books)|(?:nicht|kein\p{L}*)\s+(?:im|in\s+unserem)\s+(?:programm|angebot)|pas\s+(?:au|à\s+notre)\s+(?:programme|menu|carte)|(?:no|fuera\s+de)\s+(?:está[n]?\s+en\s+)?(?:el|nuestro)\s+programa|non\s+(?:è|sono)\s+(?:in|nel)\s+(?:programma|nostro\s+programma)|niet\s+in\s+(?:ons|het)\s+(?:aanbod|programma)|fora\s+do\s+(?:nosso\s+)?programa|česa\s+ne|kaj\s+ne\s+(?:delamo|počnemo)|(?:što|šta|sta)\s+ne\s+radimo|vad\s+vi\s+inte\s+gör|hvad\s+vi\s+ikke\s+gør|hva\s+vi\s+ikke\s+gjør|mitä\s+emme\s+tee|τι\s+δεν\s+κάνουμε|co\s+nie\s+robimy|ko\s+(?:mēs\s+)?nedarām|ko\s+nedarome|mida\s+(?:me\s+)?ei\s+tee|neler\s+yapmıyoruz|čega\s+ne|czego\s+nie|yang\s+tidak\s+(?:kami|saya)|(?:det\s+här|detta|dette|det\s+her)\s+\p{L}+\s+(?:vi|jag|jeg)\s+(?:inte|ikke)|das\s+(?:haben|machen|bieten)\s+wir\s+nicht|dit\s+(?:hebben|doen)\s+(?:we|wij)\s+niet|yang\s+(?:kami|saya)\s+tidak|apa\s+yang\s+tidak|yapmad[ıi]ğ[ıi]m[ıi]z|kabul\s+etmedi[ğg]imiz|co\s+nerobíme|co\s+neděláme|mit\s+nem|ce\s+nu\s+facem|какво\s+не|що\s+(?:ми\s+)?не|чего\s+(?:мы\s+)?не)(?![\p{L}])/iu;

/** The business itself or its customer speaking: an intro line or an item about what the business does. */
const FIRST_PERSON =
  /(?<![\p{L}])(?:we|we['’]re|we['’]ll|we['’]d|our|us|i|i['’]m|i['’]ll|my|me|nous|notre|nos|nosotros|nuestros?|nuestras?|wir|ich|unser\p{L}*|mein\p{L}*|nós|nosso|nossa|nossos|nossas|somos|noi|nostr[oaie]|ons|onze|wij|mijn)(?![\p{L}])/iu;
/** French "on" is the business speaking ("on vous oriente"); elsewhere it is a preposition ("Boat tours on Jökulsárlón"). */
const FRENCH_ON = /(?<![\p{L}])on(?![\p{L}])/iu;
const firstPerson = (text: string, tongue: string | undefined) => FIRST_PERSON.test(text) || (tongue === 'fr' && FRENCH_ON.test(text));

/** Words of a sentence that sends a thing elsewhere or turns it down, in the section's languages. */
const SENDS_ON =
  /(?<![\p{L}])(?:not|no|never|none|other|another|elsewhere|outside|beyond|job|work|craft|department|belongs?|best|better|refer\p{L}*|recommend\p{L}*|send|sends|pass|point|try|ask|need|needs|specialists?|dealer|partners?|friends|stay\s+off|ne|pas|jamais|autres?|ailleurs|hors|revient|chez|spécialis\p{L}*|direction|rayon|affaire|adresse|orient\p{L}*|nunca|otr[oa]s?|fuera|cosa|especializad\p{L}*|recomend\p{L}*|deriv\p{L}*|vecinos|nicht|keine?n?|andere\p{L}*|eigenes|empfehle|empfehlen|kolleg\p{L}*|handwerk|weiter\p{L}*|não|outr[oa]s?|fora|própri[oa]|indic\p{L}*|cargo|non|mai|altr[oiae]|fuori|specializzat\p{L}*|consigli\p{L}*|niet|geen|ander\p{L}*|elders|brauchen|braucht|besten|besser|pedem|precisam|exigem|requieren|necesitan|demandent|nécessitent|mieux|mejor|melhor|meglio)(?![\p{L}])|n['’]t(?![\p{L}])/iu;

/** Verbs that end a subject named first: "Graffiti removal takes …", "IELTS, TOEFL o TOEIC tienen …", "Fußpflege und Maniküre macht …". */
const VERBS: Record<string, string> = {
  en: "is|are|isn['’]t|aren['’]t|go|goes|belong|belongs|need|needs|stay|stays|take|takes|sit|sits|deserve|deserves|have|has|get|gets|call|calls|run|runs|fall|falls",
  fr: 'sont|est|passe|passent|part|partent|reste|restent|revient|reviennent|relève|relèvent|demande|demandent|nécessite|nécessitent|ont|va|vont',
  es: 'son|es|quedan|queda|van|va|tienen|tiene|necesitan|necesita|requieren|requiere|organizan|organiza|corresponden|corresponde|recomendamos|derivamos',
  de: 'sind|ist|macht|machen|brauchen|braucht|besorgt|besorgen|hat|haben|gehen|geht|übernimmt|übernehmen|gehört|gehören|empfehle|empfehlen',
  pt: 'são|é|ficam|fica|vão|vai|têm|tem|pedem|pede|precisam|precisa|exigem|exige',
  it: 'sono|è|restano|resta|vanno|va|hanno|ha|richiedono|richiede',
  nl: 'zijn|is|gaan|gaat|hebben|heeft|vragen|vraagt',
};

/** A label with a verb is a sentence, not a thing; verbs that are also plural nouns ("House calls", "Fun runs") aside. */
const LABEL_VERB = new RegExp(
  `(?<![\\p{L}])(?!(?:calls|runs|falls|needs)(?![\\p{L}]))(?:${Object.values(VERBS).join('|')})(?![\\p{L}])`,
  'iu',
);

/** "For X, …" in a section: X is the thing ("Para los peques de infantil y primaria recomendamos …"). */
const FOR_LEAD = /^(?:for|para|pour|für|per|voor)\s+(?<object>[^,:;.!?]{3,80})/iu;
/** A line that is a thing and its explanation: "Sunroofs. …", "Bräute: …", "Cadres carbone fissurés : …", "Snow – …". */
const LABELLED = /^["“„«']?(?<label>\p{Lu}[^.:;!?–—"”»]{1,90}?)["”»']?\s*(?:\.|:|\s[–—])\s+(?<rest>\S.*)$/u;

/** An item led by its refusal ("No removalist service.", "Kein Lieferservice:", "Pas de livraison,"), the thing up to the clause's end. */
const REFUSED_LEAD =
  /^(?:No|Kein|Keine|Keinen|Pas\s+de|Pas\s+d['’]|Sin|Nessun|Nessuna|Geen|Ingen|Inga|Inget|Nada\s+de)\s+(?<object>(?:(?!,\s+(?:not|but|unless|except|even|so|as|and\s+we|we)(?![\p{L}]))[^.;:!?–—])+?)(?=,\s+(?:not|but|unless|except|even|so|as|and\s+we|we)(?![\p{L}])|[.;:!?–—]|$)/u;

/** What names no thing: all of them, the rest, here, only ("Todas las clases son presenciales", "Para o resto, …", "Aquí solo se enseña inglés"). */
const NO_THING =
  /^(?:nothing|anything|something|everything|that|this|these|those|it|they|yes|no|sí|oui|ja|sim|nein|non|most|many|some|all|every|everything|the\s+rest|rest|todas?|todos|toutes?|tous|alle[snm]?|tutt[ieao]|ogni|o\s+resto|el\s+resto|le\s+reste|il\s+resto|der\s+rest|aquí|ici|hier|here|aqui|qui)(?![\p{L}])|(?<![\p{L}])(?:only|solo|sólo|só|nur|seulement|uniquement|apenas|soltanto|alleen)(?![\p{L}])/iu;

/** What follows a label of opening hours, a contact or a price, not an explanation. */
const SCHEDULE = /^[\d+€$£]|^\p{L}+\.?\s*[–—-]\s*\p{L}+\.?,?\s+\d|\d{1,2}(?::\d{2})?\s?(?:am|pm|h|uhr)(?![\p{L}])/iu;

/** A company's name, the business's own in its footer ("Capitol Kitchen Co", "Bow River Handyman Ltd"): never a thing ruled out. */
const COMPANY = /(?<![\p{L}])(?:ltd|limited|co|inc|llc|llp|plc|gmbh|ag|sl|sa|sarl|sas|lda|pty|bv|srl|spa|oy|ab|as|aps|kft|s\.?r\.?o)\.?$/iu;

function subjectOf(sentence: string, language: string | undefined): string | null {
  const verbs = VERBS[language ?? ''] ?? Object.values(VERBS).join('|');
  const words = sentence.replace(/\s*\([^)]*\)/gu, '').split(/\s+/);
  const at = words.findIndex((word, index) => index > 0 && new RegExp(`^(?:${verbs})[,.;:]?$`, 'iu').test(word));
  if (at < 1 || at > 12) return null;
  // "Los campamentos … los organizan agencias": an object pronoun before the verb is no part of the subject.
  // "Plated jewelry don't go into fresh piercings": the negation is the predicate's, not the subject's.
  const subject = words
    .slice(0, at)
    .join(' ')
    .replace(/\s+(?:los|las|lo|la|les|le|die|das|den)$/iu, '')
    .replace(/\s+(?:don['’]t|doesn['’]t|do\s+not|does\s+not|won['’]t|will\s+not|can['’]t|cannot|never|no\s+longer|usually|always|often)$/iu, '');
  return /^\p{Lu}/u.test(subject) ? subject : null;
}

/** The items of each section that lists what goes elsewhere, as things to rule out. */
export function sectionItems(text: string, language?: string | null): HandOff[] {
  const tongue = language?.toLowerCase().split('-')[0];
  const lines = text.split('\n').map((line) => line.trim());
  const found: HandOff[] = [];
  lines.forEach((heading, index) => {
    if (heading.split(/\s+/).length > 9 || /[.!:]$/u.test(heading)) return;
    // The heading says it ("What we leave to other shops"), or the introduction under it ("Pour le reste, voici où on vous envoie :").
    const intro = lines[index + 1] ?? '';
    if (!SECTION.test(heading) && !(/:$/u.test(intro) && SECTION.test(intro))) return;
    const section = lines.slice(index + 1, index + 15);
    for (const [at, line] of section.entries()) {
      // A label on a line of its own, its explanation on the next after a dash ("Motor, scooter en bromfiets" / "– daarvoor …").
      if (/^[–—-]\s/u.test(section[at + 1] ?? '') && /^\p{Lu}/u.test(line) && line.split(/\s+/).length <= 8 && !firstPerson(line, tongue) && !NO_THING.test(line)) {
        found.push({ object: line.replace(/\s*\([^)]*\)/gu, ''), sentence: `${line} ${section[at + 1]}` });
        continue;
      }
      if (/^[–—-]\s/u.test(line)) continue;
      // A short line without a sentence's end is the next heading, the business's name or its address: the section ended.
      if (line.split(/\s+/).length <= 6 && !/[.!?:]/u.test(line)) break;
      // The section's introduction: "We stick to turf, and we're happy to point you to good people for the rest:".
      if (/:$/u.test(line)) continue;
      // An item that opens by refusing its thing: "No removalist service. We don't pack…", "No vehicle, boat or caravan
      // storage, not even in a Business bay."
      const refused = line.match(REFUSED_LEAD)?.groups?.object?.trim();
      if (refused && !firstPerson(refused, tongue) && !NO_THING.test(refused)) {
        found.push({ object: refused, sentence: line });
        continue;
      }
      // A list of names under "Outside our area": "Mallow, Fermoy, Youghal and Dunmanway, and anywhere in Kerry or Waterford."
      const names = namesListed(line);
      if (names) {
        for (const name of names) found.push({ object: name, sentence: line });
        continue;
      }
      const labelled = line.match(LABELLED)?.groups;
      const label = labelled?.label.replace(/\s*\([^)]*\)/gu, '').trim();
      // (Not a label of hours, contact or price: "Helpdesk: Monday–Friday, 8am–6pm", "Tel.: 0664 …".)
      if (label && !firstPerson(label, tongue) && !NO_THING.test(label) && !COMPANY.test(label) && !SCHEDULE.test(labelled?.rest ?? '') && label.split(/\s+/).length <= (/,/u.test(label) ? 14 : 10) && !LABEL_VERB.test(label)) {
        found.push({ object: label, sentence: line });
        continue;
      }
      // A bare list of things, no verb: "Boats, RVs and commercial storefronts.", "Headlight and taillight tint (illegal in
      // Florida)." Under such a heading the things are what the business does not do.
      const bare = line.replace(/\s*\([^)]*\)/gu, '').replace(/[.!]$/u, '').trim();
      if (/^\p{Lu}/u.test(bare) && bare.split(/\s+/).length <= 8 && !/[.;:!?\d]/u.test(bare) && !firstPerson(bare, tongue) && !LABEL_VERB.test(bare) && !NO_THING.test(bare) && !COMPANY.test(bare)) {
        for (const thing of bare.split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|y|o|e|et|ou|und|oder|en|of|og|eller|och)\s+/u).filter((each) => each.split(/\s+/).length <= 4)) found.push({ object: thing, sentence: line });
        continue;
      }
      // Otherwise the first sentence that is not the business speaking: its lead ("For X, …") or its subject.
      // "Shows are written for ages 3 to 9. Teenagers' events are better served by a magician": the sentence that sends on.
      // ("Graffiti removal takes special chemicals. We pass.": the line sends it on though its first sentence does not.)
      const others = line.split(/(?<=[.!?])\s+/u).filter((each) => !firstPerson(each.split(/\s+/).slice(0, 2).join(' '), tongue));
      const sentence = others.find((each) => SENDS_ON.test(each)) ?? (SENDS_ON.test(line) ? others[0] : undefined);
      if (!sentence) continue;
      const lead = sentence.match(FOR_LEAD)?.groups?.object;
      const object = lead ? (subjectOf(`X ${lead}`, tongue)?.slice(2) ?? lead) : subjectOf(sentence, tongue);
      if (object && !firstPerson(object, tongue) && !NO_THING.test(object) && !COMPANY.test(object)) found.push({ object, sentence });
    }
  });
  return found;
}

/** A line that is only a list of capitalised names (towns), "anywhere in" a region counting as the region; null otherwise. */
function namesListed(line: string): string[] | null {
  const parts = line
    .replace(/[.!]$/u, '')
    .split(/\s*,\s*(?:(?:and|or|y|o|e|et|ou|und|oder|en|of|og|eller|och|i|ni)\s+)?|\s+(?:and|or|y|o|e|et|ou|und|oder|en|of|og|eller|och|i|ni)\s+/u)
    .map((part) => part.replace(/^(?:anywhere|everywhere|all|somewhere)\s+(?:in|of)\s+/iu, '').trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  return parts.every((part) => /^\p{Lu}/u.test(part) && part.split(/\s+/).length <= 3 && part.split(/\s+/).every((word) => /^\p{Lu}/u.test(word))) ? parts : null;
}

const LABELS = new Map<string, string[]>();

/**
 * Whether a line of the site is an item of a section that lists what goes elsewhere, its label alone or its label and
 * explanation ("Sonntage und Feiertage: Für Lastwagen gilt … das Sonntagsfahrverbot"): never a line of an ad.
 */
export function isRefusedItem(text: string, language?: string | null): (line: string) => boolean {
  const key = `${language ?? ''}\u0000${text}`;
  let labels = LABELS.get(key);
  if (!labels) {
    labels = sectionItems(text, language).map((item) => item.object.toLowerCase());
    // A plan asks again for every ad group and variant: the last few sites' labels are kept.
    if (LABELS.size >= 8) LABELS.delete(LABELS.keys().next().value as string);
    LABELS.set(key, labels);
  }
  const found = labels;
  return (line) => {
    const lower = line.trim().toLowerCase();
    return found.some((label) => lower === label || lower.startsWith(`${label}:`) || lower.startsWith(`${label}.`) || lower.startsWith(`${label} –`) || lower.startsWith(`${label} —`));
  };
}
