/**
 * Offline judgement of one search term against what the business sells: its keywords, the words
 * its site uses, the places it serves and what the site says it does not do (engine/ai/ruled-out.ts).
 * Pure: the same rules run in the simulator, the persisted engine and the tests.
 */

export type SearchTermVerdict = 'relevant' | 'irrelevant' | 'unsure';
export type NegativeMatchType = 'EXACT' | 'PHRASE';
export type NegativeLevel = 'campaign' | 'adGroup';

/** A negative keyword the engine would add for a term: the words, how they match and where. */
export interface NegativeProposal {
  text: string;
  matchType: NegativeMatchType;
  level: NegativeLevel;
}

export interface SearchTermJudgement {
  verdict: SearchTermVerdict;
  /** Why, in one sentence for the owner. */
  reason: string;
  /** For an irrelevant term: the negative that excludes it (and its kind) without touching relevant searches. */
  negative: NegativeProposal | null;
}

export interface ClassifyContext {
  /** The ad group's (or campaign's) keyword texts. */
  keywords: readonly string[];
  /** Further words the business uses for what it sells (its services, trade, site words); may be empty. */
  vocabulary?: readonly string[];
  /** What the site says the business does not do, lower case. */
  ruledOut?: readonly string[];
  /** Places the business serves (towns, districts), any case. */
  places?: readonly string[];
}

/** Searches for work, not for the business (EN, DE, FR, ES, IT, NL, PT). */
const JOB_WORDS = [
  'job', 'jobs', 'hiring', 'salary', 'salaries', 'wage', 'wages', 'career', 'careers', 'apprenticeship', 'apprentice',
  'internship', 'vacancy', 'vacancies', 'employment', 'resume', 'course', 'courses', 'certification', 'school', 'training',
  'stellenangebot', 'stellenangebote', 'gehalt', 'ausbildung', 'karriere', 'praktikum',
  'emploi', 'salaire', 'recrutement', 'formation', 'alternance',
  'empleo', 'sueldo', 'salario', 'curso', 'cursos', 'oposiciones',
  'lavoro', 'stipendio', 'corso', 'corsi', 'assunzioni',
  'vacature', 'vacatures', 'salaris', 'opleiding', 'cursus',
  'emprego', 'vaga', 'vagas', 'salário',
];

/** Doing it oneself instead of buying it. Multi-word entries match as phrases. */
const SELF_SERVICE = [
  'how to', 'diy', 'yourself', 'tutorial', 'youtube', 'video', 'videos', 'pdf', 'manual', 'wikihow', 'step by step', 'template',
  'anleitung', 'selber', 'selbst machen', 'tuto', 'tutoriel', 'comment faire', 'soi même', 'cómo hacer', 'como hacer',
  'come fare', 'fai da te', 'zelf doen', 'handleiding', 'faça você mesmo',
];

/** "Free" in each language: irrelevant unless it is the business's own offer (a free estimate). */
const FREE_WORDS = ['free', 'kostenlos', 'kostenlose', 'kostenloser', 'gratis', 'gratuit', 'gratuite', 'gratuito', 'gratuita', 'grátis'];
const FREE_OFFERS = [
  'estimate', 'estimates', 'quote', 'quotes', 'consultation', 'inspection', 'assessment', 'evaluation', 'delivery', 'shipping', 'trial', 'parking', 'wifi',
  'beratung', 'angebot', 'kostenvoranschlag', 'lieferung', 'devis', 'livraison', 'presupuesto', 'envío', 'envio', 'consulta',
  'preventivo', 'consegna', 'spedizione', 'offerte', 'bezorging', 'orçamento', 'entrega',
];

/** Words that say how someone searches, not what for: they neither make a term relevant nor unrelated. */
const MODIFIERS = new Set([
  'near', 'me', 'nearby', 'close', 'best', 'top', 'good', 'great', 'local', 'cheap', 'cheapest', 'affordable', 'low', 'cost', 'costs', 'price', 'prices',
  'pricing', 'rates', 'rate', 'quote', 'quotes', 'estimate', 'estimates', 'free', 'emergency', '24', '24/7', 'hour', 'hours', 'open', 'now', 'today',
  'same', 'day', 'reviews', 'review', 'rated', 'company', 'companies', 'service', 'services', 'professional', 'expert', 'experts', 'certified',
  'licensed', 'how', 'much', 'does', 'do', 'is', 'what', 'who', 'where', 'book', 'booking', 'appointment', 'online', 'number', 'phone', 'call',
  'in', 'at', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'to', 'my', 'with', 'on', 'near', 'by',
  'in der nähe', 'nähe', 'günstig', 'preis', 'preise', 'kosten', 'beste', 'bester', 'in', 'der', 'die', 'das', 'und', 'für', 'mit', 'von',
  'près', 'de', 'chez', 'moi', 'prix', 'pas', 'cher', 'meilleur', 'tarif', 'tarifs', 'le', 'la', 'les', 'des', 'du', 'et', 'pour', 'en',
  'cerca', 'mí', 'mi', 'precio', 'precios', 'barato', 'mejor', 'el', 'los', 'las', 'y', 'para', 'del', 'con',
  'vicino', 'prezzo', 'prezzi', 'economico', 'migliore', 'il', 'lo', 'gli', 'di', 'per', 'e', 'a',
  'buurt', 'prijs', 'prijzen', 'goedkoop', 'beste', 'het', 'een', 'van', 'voor', 'met',
  'perto', 'preço', 'preços', 'barato', 'melhor', 'o', 'os', 'as', 'do', 'da', 'em', 'com',
]);

/** Words that carry no subject of their own. */
const FUNCTION_WORDS = new Set([
  'near', 'me', 'in', 'at', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'to', 'my', 'with', 'on', 'by', 'der', 'die', 'das', 'und', 'für', 'mit', 'von',
  'de', 'le', 'la', 'les', 'des', 'du', 'et', 'pour', 'en', 'el', 'los', 'las', 'y', 'para', 'del', 'con', 'il', 'lo', 'gli', 'di', 'per', 'e', 'het',
  'een', 'van', 'voor', 'met', 'o', 'os', 'as', 'do', 'da', 'em', 'com',
]);

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}/]+/u)
    .filter(Boolean);

const padded = (text: string) => ` ${words(text).join(' ')} `;

/** Same word, allowing for inflection: equal, or sharing the first five letters (plumber / plumbing, schreiner / schreinerei). */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

function hasPhrase(text: string, phrase: string): boolean {
  return padded(text).includes(padded(phrase));
}

/**
 * Judges one search term. Irrelevant: a search for jobs or training, for doing it oneself, for
 * something free that the business does not give away, for what the site says it does not do, or
 * one that shares no word with what the business sells. Unsure: it names the business's trade
 * together with words nothing explains (another town, another product). Relevant otherwise.
 */
export function classifySearchTerm(term: string, context: ClassifyContext): SearchTermJudgement {
  const termWords = words(term);
  const own = new Set<string>();
  for (const text of [...context.keywords, ...(context.vocabulary ?? [])]) for (const word of words(text)) if (!FUNCTION_WORDS.has(word)) own.add(word);
  const placeWords = new Set((context.places ?? []).flatMap(words));
  const isOwn = (word: string) => [...own].some((known) => sameStem(known, word));

  for (const object of context.ruledOut ?? []) {
    if (object && hasPhrase(term, object)) {
      return irrelevant(`The site says the business does not offer ${object}.`, { text: object, matchType: 'PHRASE', level: 'campaign' });
    }
  }
  const job = termWords.find((word) => JOB_WORDS.includes(word) && !isOwn(word));
  if (job) return irrelevant(`"${job}" is a search for work or training, not for the business.`, { text: job, matchType: 'PHRASE', level: 'campaign' });
  const self = SELF_SERVICE.find((phrase) => hasPhrase(term, phrase) && !words(phrase).every(isOwn));
  if (self) return irrelevant(`"${self}" is a search for doing it oneself, not for hiring the business.`, { text: self, matchType: 'PHRASE', level: 'campaign' });
  const freeAt = termWords.findIndex((word) => FREE_WORDS.includes(word));
  if (freeAt >= 0 && !termWords.some((word) => FREE_OFFERS.includes(word)) && !isOwn(termWords[freeAt])) {
    const pair = termWords.slice(freeAt, freeAt + 2);
    const negative: NegativeProposal =
      pair.length === 2 ? { text: pair.join(' '), matchType: 'PHRASE', level: 'campaign' } : { text: termWords.join(' '), matchType: 'EXACT', level: 'campaign' };
    return irrelevant(`"${termWords[freeAt]}" here asks for something free that the business does not give away.`, negative);
  }

  // A modifier the keywords themselves use ("emergency service") counts as what the business sells.
  const content = termWords.filter((word) => (isOwn(word) || !(MODIFIERS.has(word) || FREE_WORDS.includes(word) || FREE_OFFERS.includes(word))) && !placeWords.has(word) && !/^\d+$/.test(word));
  const known = content.filter(isOwn);
  const unknown = content.filter((word) => !isOwn(word));
  const servedPlace = termWords.find((word) => placeWords.has(word));
  if (unknown.length === 0) {
    return { verdict: 'relevant', reason: servedPlace ? `Matches the keywords in a place the business serves (${servedPlace}).` : 'Matches what the keywords ask for.', negative: null };
  }
  if (known.length === 0) {
    return irrelevant(`Shares no word with the keywords or the site ("${unknown.join(' ')}" is something else).`, {
      text: termWords.join(' '),
      matchType: 'EXACT',
      level: 'adGroup',
    });
  }
  return {
    verdict: 'unsure',
    reason: `Names what the business sells, but "${unknown.join(' ')}" is not something the site or keywords mention (another place or product?); kept and watched.`,
    negative: null,
  };
}

function irrelevant(reason: string, negative: NegativeProposal): SearchTermJudgement {
  return { verdict: 'irrelevant', reason, negative };
}

/** Whether a negative keyword excludes a search term (Google: exact = the same words; phrase = the words in order). */
export function negativeExcludes(negative: Pick<NegativeProposal, 'text' | 'matchType'>, term: string): boolean {
  if (negative.matchType === 'EXACT') return words(term).join(' ') === words(negative.text).join(' ');
  return hasPhrase(term, negative.text);
}
