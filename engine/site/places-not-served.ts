import { negationIn, YES } from './negation';
import { namesCountry, townOfAddress } from './site-locale';
import { escapeRegExp, saysWords } from './whole-words';

/**
 * Places a site says the business does not serve, named: searches naming them are someone else's customers, so they
 * become negative keywords, and they are never a place the business is targeted at or advertised in. Read four ways:
 * - a clause that says no to places, or that it stopped going there ("also nicht in Leibnitz, Weiz oder Voitsberg", "we
 *   have no rooms on the North Shore or in South Auckland", "Stockholm och Sigtuna har vi slutat åka till");
 * - a customer's question that names places, answered without a yes and with a word that limits or refuses ("Do you
 *   have a clinic in Kyoto or Tokyo?" "Our only clinic is in Umeda."; "¿Recogen en Saltillo?" "Trabajamos solo en
 *   Nuevo León.");
 * - a branch that closed or was sold, and when ("Notre ancien point de vente de Gembloux est fermé depuis 2019", "our
 *   Takapuna clinic closed in 2022", "Li abbiamo venduti nel 2023");
 * - the town of an address the business moved from.
 * The business's address, names and country are never among them; a place it names as its own elsewhere gives way to a
 * refusal or a closing, not to a question left unsure; an answer that names the place asked about is too unsure to read.
 */

export interface OwnPlaces {
  /** The places the site reading kept as the business's. */
  places: readonly string[];
  address: string | null;
  /** The business's name, its site's title and its services: "the Hiace" of a campervan hire is its van, no place. */
  names: readonly string[];
  /** The address the structured data still gives after the business moved (extract-page-content's `movedFrom`). */
  movedFrom?: string | null;
  /** ISO 3166-1: the business's own country is no place it refuses ("mag in Nederland niet"). */
  country?: string | null;
}

// A town's name: capitalised words, with the small words inside names ("Sevilla la Nueva", "Saint-Léon-sur-Vézère").
const NAME = String.raw`\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*(?:\s+(?:(?:de|del|la|le|am|an|der|sur|upon|on)\s+)?\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*){0,3}`;

/** Each language's words for where a place is ("in", "nach", "em", "w"), its articles and how it joins a list. */
interface Words {
  at: string;
  article?: string;
  join: string;
  /** Only in a customer's question: "the riad of Essaouira" ("le riad d'Essaouira"). */
  of?: string;
}
const WORDS: Record<string, Words> = {
  // ("On" a coast or a shore, not "on Lockers, Extra Large units or Business bays".)
  en: { at: 'in|into|to|on(?=\\s+the\\s)|at|near', article: 'the', join: 'and|or|nor' },
  de: { at: 'in|nach|ins|bei', join: 'und|oder|sowie|noch' },
  fr: { at: 'à|au|aux|en|dans|vers', article: 'la|le|les', join: 'et|ou|ni', of: "de|d'|d’|du" },
  es: { at: 'en|a|al|hacia', article: 'el|la|los|las', join: 'y|e|o|u|ni', of: 'de|del' },
  it: { at: 'a|ad|in|nel|nella', article: 'il|lo|la|i|gli|le', join: 'e|ed|o|né', of: 'di|del|della' },
  pt: { at: 'em|no|na|nos|nas|a|ao|para', article: 'o|a|os|as', join: 'e|ou|nem', of: 'de|do|da' },
  nl: { at: 'in|te|naar|bij', article: 'de|het', join: 'en|of|noch' },
  pl: { at: 'w|we|do|na', join: 'i|ani|lub|albo|oraz' },
  cs: { at: 'v|ve|do|na', join: 'a|ani|nebo|či' },
  sk: { at: 'v|vo|do|na', join: 'a|ani|alebo|či' },
  ro: { at: 'în|la', join: 'și|sau|nici' },
  sv: { at: 'i|på|till', join: 'och|eller|samt' },
  da: { at: 'i|på|til', join: 'og|eller|samt' },
  no: { at: 'i|på|til', join: 'og|eller|samt' },
  sl: { at: 'v|na|do', join: 'in|ali|ter' },
  hr: { at: 'u|na|do', join: 'i|ili|ni' },
  el: { at: 'σε|στη|στην|στο|στον|στα|στις|στους', article: 'τη|την|το|τον|τα|τις|τους|η|ο', join: 'και|ή|ούτε' },
};

interface Patterns {
  at: RegExp;
  /** A clause that opens on a word for where ("Nach Halle, Dresden …"): its places are read by `at`. */
  leads: RegExp;
  of: RegExp;
  asked: RegExp;
  joins: RegExp;
  article: RegExp | null;
}
const compiled = new Map<string, Patterns>();
function patternsOf(language: string | null): Patterns {
  const key = language && WORDS[language] ? language : 'en';
  let patterns = compiled.get(key);
  if (!patterns) {
    const words = WORDS[key];
    const article = words.article ? String.raw`(?:(?:${words.article})\s+)?` : '';
    const joined = String.raw`(?:\s*[,&]\s*|\s+(?:${words.join})\s+)`;
    const list = String.raw`(?<list>${article}${NAME}(?:${joined}(?:(?:${words.at})\s+)?${article}${NAME})*)`;
    // Case-blind on the small word only: a name must be written with a capital.
    const caseless = (alternatives: string) =>
      alternatives
        .split('|')
        .map((word) => `[${word[0]}${word[0].toUpperCase()}]${word.slice(1)}`)
        .join('|');
    const lead = (at: string) => new RegExp(String.raw`(?<![\p{L}])(?:${caseless(at)})(?:\s+|(?<=['’]))${list}`, 'gu');
    patterns = {
      at: lead(words.at),
      leads: new RegExp(String.raw`^(?:${caseless(words.at)})\s`, 'u'),
      // Of a branch: "le point de vente de Gembloux", "lo studio di Modena".
      of: lead(`${words.at}|${words.of ?? 'of'}`),
      asked: lead(`${words.at}${words.of ? `|${words.of}` : ''}`),
      joins: new RegExp(String.raw`${joined}(?:(?:${words.at})\s+)?`, 'iu'),
      article: words.article ? new RegExp(String.raw`^(?:${words.article})\s+`, 'iu') : null,
    };
    compiled.set(key, patterns);
  }
  return patterns;
}

// "Our Takapuna clinic": a branch named by its town.
const BRANCH = /(?<![\p{L}])(?:our|the|its|their)\s+(?<list>\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*)?)\s+(?:clinic|studio|shop|store|branch|office|salon|location|site|gym|workshop|showroom|practice|premises|outlet|centre|center|pool|depot|yard|house)(?![\p{L}])/gu;
/** Premises of a business, in the languages we read: what closed is a branch, not the business. */
const PREMISES =
  /(?<![\p{L}])(?:clinic|studio|shop|store|branch|office|salon|location|gym|workshop|showroom|practice|premises|outlet|centre|center|pool|depot|yard|house|riad|hotel|point de vente|magasin|boutique|cabinet|atelier|agence|maison|estúdio|loja|consultório|filial|sede|tienda|sucursal|local|estudio|taller|consulta|negozio|studio|sede|filiale|laden|geschäft|praxis|werkstatt|standort|zweigstelle|vestiging|winkel|praktijk|filia|sklep|gabinet|pracownia|pobočk\p{L}*|provozovn\p{L}*|sediul|butik|afdeling|avdelning|filial)(?![\p{L}])/iu;
/** A word that limits or refuses in an answer: "only", "one clinic", "solo", "nur", "alleen", "apenas", "tylko". */
const LIMITS =
  /(?<![\p{L}])(?:only|just|solely|exclusively|one\s+(?:\p{L}+\s+)?(?:clinic|studio|shop|store|location|site|branch|office|salon|gym|workshop|premises|base)|nur|ausschließlich|lediglich|seulement|uniquement|plus\s+que|solo|sólo|solamente|únicamente|exclusivamente|soltanto|esclusivamente|alleen|uitsluitend|enkel|apenas|somente|só|tylko|wyłącznie|pouze|jen|výhradně|doar|numai|exclusiv|bara|endast|enbart|kun|udelukkende|vain|ainoastaan|μόνο|helaas|leider|unfortunately|sadly|malheureusement|lamentablemente|purtroppo|infelizmente|niestety|bohužel|din păcate|δυστυχώς)(?![\p{L}])/iu;
/** A branch or studio that closed, and when: "fermé depuis 2019", "fechou em 2022", "closed in 2022", "chiuso da settembre 2023". */
const CLOSED = /(?<![\p{L}])(?:closed|shut|fechou|fechad[oa]|encerr\p{L}+|fermée?s?|a\s+fermé|geschlossen|cerr(?:ó|ado|ada)|chius[oa]|gesloten|zamknięt\p{L}*|zavřen\p{L}*|uzavřen\p{L}*|stängd\p{L}*|stängde|lukket|lukkede|suljettu|închis\p{L}*|έκλεισε|κλειστ\p{L}*|sold|såld|sålde|sålt|venduti|venduto|vendu(?:e|s|es)?|verkauft|verkocht|vendid[oa]s?|vendemos|sprzedali\p{L}*|prodali|said\s+goodbye|farewell)(?![\p{L}])/iu;
/** A clause that opens on a list of names: "Norderstedt, Pinneberg … und Glinde bedienen wir nicht". */
const LIST_OPENS = new RegExp(String.raw`^(?<list>${NAME}(?:\s*,\s*${NAME})*(?:\s+\p{Ll}+\s+${NAME})?)`, 'u');
/** Leaving a place, said of the business: "We said goodbye to Haarlem in 2023". */
const LEFT = /(?<![\p{L}])(?:said\s+goodbye|farewell)(?![\p{L}])/iu;
const WHEN = /(?<![\d])(?:19|20)\d\d(?!\d)|(?<![\p{L}])(?:since|seit|depuis|desde|dal|sinds|od|sedan|siden)(?![\p{L}])/iu;
/** Stopped going: "Stockholm och Sigtuna har vi slutat åka till", "we stopped driving to Leeds". */
const STOPPED = /(?<![\p{L}])(?:stopped|no\s+longer|slutat|slutade|aufgehört|gestopt|arrêté|dejamos\s+de|dejado\s+de|smesso|deixamos\s+de|przestali\p{L}*|přestali|lopettaneet)(?![\p{L}])/iu;
/** "Outside Graz": the place after it is the one served. */
const OUTSIDE = /(?<![\p{L}])(?:outside(?:\s+of)?|beyond|außerhalb(?:\s+von)?|hors(?:\s+de)?|en\s+dehors\s+de|fuera\s+de|al\s+di\s+fuori\s+d\p{L}*|fuori|buiten|fora\s+d[eoa]s?|poza|mimo|utanför|uden\s+for|utenfor|în\s+afara|εκτός)(?![\p{L}])/iu;
/** What a visit costs is no refusal of a place: "no call-out fee in Salford", "not subject to Vermont sales tax". */
const FEE = /(?<![\p{L}])(?:fees?|charges?|costs?|extra|surcharge|free|tax|taxes|kosten\p{L}*|aufpreis|zuschlag|steuer\p{L}*|frais|gratuit\p{L}*|gastos|cargos?|recargos?|coste|costos?|cobro|gratis|impuestos?|costi|tasse|toeslag|belasting|taxa|impostos?|opłat\p{L}*|příplat\p{L}*|poplat\p{L}*|χρέωσ\p{L}*|δωρεάν)(?![\p{L}])/iu;
/** Words with a "no" in them that refuse nothing: "no more than four dogs", "not to be confused" stays (it names namesakes). */
const NOT_REFUSING =
  /(?<![\p{L}])(?:no\s+(?:confusion|doubt|problem|matter|worries|more\s+than|later\s+than|less\s+than|sooner\s+than)|not\s+(?:only|just|more\s+than|later\s+than)|no\.|nicht\s+(?:nur|mehr\s+als)|pas\s+(?:seulement|plus\s+de)|no\s+(?:solo|sólo|más\s+de)|niet\s+(?:alleen|meer\s+dan))(?![\p{L}])/giu;
/** Capitalised words that name no place: months, days, holidays, languages, platforms, pronouns, streets. */
const NOT_A_PLACE =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|christmas|easter|english|french|spanish|german|italian|dutch|portuguese|google|facebook|instagram|whatsapp|tiktok|youtube|airbnb|booking|uber|paypal|visa|mastercard|our|your|we|you|i|ihnen|ihr|sie|euch|dir|dich|was|wam|vous|usted|ustedes|lei|voi|jullie|você|vocês|vás|vám|vy)$|(?<![\p{L}])(?:street|st|road|rd|avenue|ave|lane|drive|straße|strasse|str|rue|avenida|calle|via|viale|rua|ulica|ul|straat|laan|weg|gade|vej|gatan|vägen|station|airport|terminal|mall|centre|center|park|day|eve)(?![\p{L}])|(?:straße|strasse|straat|gade|gatan|vägen|vej|weg|laan)$/iu;

/** A company's registration names its country, and refuses nothing: "Registered in England & Wales No. 0123". */
const REGISTRY = /(?<![\p{L}])(?:registered\s+in|company\s+(?:no|number)|reg\.?\s*no|eingetragen|registergericht|rcs|kvk|cif|nif|vat\s+no)(?![\p{L}])/iu;
/** German names everything with a capital: a list of towns stands beside a word for towns ("Das gilt auch für das Umland: …"). */
const GERMAN_AREA = /(?<![\p{L}])(?:umland|umgebung|orte?n?|gemeinden?|städte|stadtteile?n?|bezirke?n?|region|landkreis\p{L}*|kreis|kantone?n?|gebiete?n?|nachbar\p{L}*|vororte?n?)(?![\p{L}])/iu;

/** Months and weekdays in the site's language and in English, as written on the page ("Mai", "Oktober", "Sundays"). */
const calendars = new Map<string, Set<string>>();
function calendarWords(language: string | null): Set<string> {
  const key = language ?? 'en';
  let words = calendars.get(key);
  if (!words) {
    words = new Set<string>();
    for (const locale of ['en', key]) {
      try {
        for (let month = 0; month < 12; month++) words.add(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1))).toLowerCase());
        for (let day = 0; day < 7; day++) words.add(new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day + 1))).toLowerCase());
      } catch {
        // An unknown language tag has no calendar of its own.
      }
    }
    calendars.set(key, words);
  }
  return words;
}

function namesOf(list: string, language: string | null): string[] {
  const { joins, article } = patternsOf(language);
  const calendar = calendarWords(language);
  return list
    .split(joins)
    .map((name) => (article ? name.replace(article, '') : name).replace(/['’]s$/u, '').trim())
    .filter((name) => /^\p{Lu}\p{Ll}/u.test(name) && !NOT_A_PLACE.test(name) && !calendar.has(name.toLowerCase().replace(/s$/u, '')) && !calendar.has(name.toLowerCase()));
}

function sentencesOf(text: string): string[][] {
  return text.split('\n').map((line) =>
    line
      .split(/(?<=[.!?？;])\s+/u)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
}

/** Clauses: a sentence cut at colons, semicolons, brackets and dashes. */
function clausesOf(sentence: string): string[] {
  return sentence.split(/\s*[:;()]\s+|\s*[()]\s*|\s+[–—]\s+/u).filter(Boolean);
}

const refusals = new Map<string, RegExp>();

/**
 * Where a clause says no: the places after the word, or before it when it ends the clause ("Norderstedt, Pinneberg …
 * bedienen wir nicht", "Στην Πάφο … δεν έχουμε συνεργεία"); -1 when it says none.
 */
function refusalAt(clause: string, negation: RegExp): { at: number; last: boolean } | null {
  const plain = clause.replace(NOT_REFUSING, (words) => ' '.repeat(words.length));
  const found = refusals.get(negation.source) ?? new RegExp(`${negation.source}|${STOPPED.source}`, 'giu');
  refusals.set(negation.source, found);
  const hits = [...plain.matchAll(found)];
  if (hits.length === 0) return null;
  const first = hits[0].index ?? 0;
  const after = plain.slice((hits.at(-1)?.index ?? 0) + hits.at(-1)![0].length);
  return { at: first, last: (after.match(/\p{L}+/gu) ?? []).length <= 3 };
}

export interface PlaceNotServed {
  place: string;
  how: 'refused' | 'closed' | 'asked' | 'moved';
  /** The sentence it was read in (the question and its answer, for `asked`). */
  sentence: string;
}

export function placesNotServed(text: string, language: string | null, own: OwnPlaces): string[] {
  return readPlacesNotServed(text, language, own).map((each) => each.place);
}

export function readPlacesNotServed(text: string, language: string | null, own: OwnPlaces): PlaceNotServed[] {
  const negation = negationIn(language);
  const patterns = patternsOf(language);
  const ownText = [...own.places, own.address ?? '', ...own.names].join('\n');
  // What the business calls itself and where it is are never refused; a place it merely names elsewhere ("Für Norderstedt
  // empfehlen wir einen Autokurier") gives way to a clause that refuses it, not to a question left unsure.
  const addressText = [own.address ?? '', ...own.names].join('\n');
  const isOwn = (place: string, how: PlaceNotServed['how']) =>
    saysWords(how === 'asked' ? ownText : addressText, place) ||
    (how === 'asked' && own.places.some((mine) => saysWords(place, mine))) ||
    // The business's own town with a postal district ("København N", "Dublin 6") is its own.
    own.places.some((mine) => new RegExp(`^${escapeRegExp(mine)}\\s+(?:\\p{Lu}{1,2}|\\d{1,2})$`, 'u').test(place)) ||
    (own.country != null && namesCountry(place, own.country, language));
  // The business's own town: a place it names that its address names too ("Wépion", not the street's "Chaussée de Dinant").
  const ownTowns = [...own.places.filter((place) => own.address && saysWords(own.address, place)), townOfAddress(own.address)].filter((town): town is string => Boolean(town));
  const isOwnTown = (name: string) => ownTowns.some((town) => town.toLowerCase() === name.toLowerCase());
  const found = new Map<string, PlaceNotServed>();
  const add = (place: string, how: PlaceNotServed['how'], sentence: string) => {
    const name = place.trim();
    if ([...name].length >= 3 && !isOwn(name, how) && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), { place: name, how, sentence });
  };
  const named = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => ({ index: match.index ?? 0, names: namesOf(match.groups?.list ?? '', language), words: match[0] }));
  const lines = sentencesOf(text);
  for (const [row, line] of lines.entries()) {
    for (const [index, sentence] of line.entries()) {
      // A clause that says no to places, not to a fee, and not "outside" the place it names.
      for (const clause of clausesOf(sentence)) {
        if (OUTSIDE.test(clause) || REGISTRY.test(sentence) || /[?？]$/u.test(clause)) continue;
        const refusal = refusalAt(clause, negation);
        if (!refusal) continue;
        const places = named(clause, patterns.at);
        // A clause that opens on a list of names and ends saying no: "Norderstedt, Pinneberg und Glinde bedienen wir nicht".
        const opens = refusal.last && !patterns.leads.test(clause) && (language !== 'de' || GERMAN_AREA.test(sentence));
        const opening = opens ? clause.match(LIST_OPENS) : null;
        // (The refusal follows the list within a few words: "… Apodaca y General Escobedo, sin cargo de recolección" lists
        // where it goes, free.)
        const between = opening ? clause.slice(opening[0].length, refusal.at) : '';
        if (opening && opening[0].length <= refusal.at && (between.match(/\p{L}+/gu) ?? []).length <= 3 && namesOf(opening.groups?.list ?? '', language).length >= 2) places.push({ index: 0, names: namesOf(opening.groups?.list ?? '', language), words: opening[0] });
        for (const { index: at, names, words } of places) {
          if (at < refusal.at && !refusal.last) continue;
          // What a visit costs is refused, not the place: a fee before the names, or just after them ("no call-out fee in
          // Salford", "not subject to Vermont sales tax"); not one further on ("… bedienen wir nicht, auch nicht gegen Aufpreis").
          const after = clause.slice(at + words.length).match(/^(?:\s*[^\s]+){0,3}/u)?.[0] ?? '';
          if (FEE.test(clause.slice(0, at)) || FEE.test(after)) continue;
          // German writes every noun capitalised ("nicht in den Beinen"): towns take no article, and a lone one comes after "nach".
          if (language === 'de' && names.length < 2 && !/^nach\s/iu.test(words)) continue;
          // A list with the business's own town in it is about its own area ("Inget i Uppsala och Knivsta kommun": no charge there).
          if (names.some(isOwnTown)) continue;
          for (const name of names) add(name, 'refused', sentence);
        }
      }
      // A branch that closed, and when.
      // (Leaving a place needs no premises: "We said goodbye to Haarlem in 2023".)
      if (CLOSED.test(sentence) && WHEN.test(sentence) && (PREMISES.test(sentence) || LEFT.test(sentence))) {
        const plain = sentence.replace(/\([^)]*\)/gu, ' ');
        for (const { names, words } of [...named(plain, patterns.of), ...named(plain, BRANCH)]) if (language !== 'de' || /^(?:in|von)\s/iu.test(words)) for (const name of names) add(name, 'closed', sentence);
      }
      // A customer's question naming places, answered by the sentences after it (up to the next question).
      if (!/[?？]$/u.test(sentence)) continue;
      const lists = named(sentence, patterns.asked);
      if (lists.length === 0) continue;
      const after = [...line.slice(index + 1), ...(lines[row + 1] ?? [])];
      const next = after.findIndex((each) => /[?？]$/u.test(each));
      const answer = (next === -1 ? after : after.slice(0, next)).slice(0, 3);
      if (answer.length === 0 || YES.test(answer[0])) continue;
      const said = answer.join(' ');
      if (!(LIMITS.test(said) || negation.test(said) || CLOSED.test(said)) || FEE.test(said)) continue;
      // An answer that says the place closed or was sold ("Li abbiamo venduti nel 2023") outweighs the place named elsewhere.
      const how = CLOSED.test(said) ? 'closed' : 'asked';
      // (A list that holds the town of the business's address asks about its own area: "Bor du i Knivsta eller Uppsala …?")
      const asked = lists.flatMap((each) =>
        (language === 'de' && each.names.length < 2 && !/^nach\s/iu.test(each.words)) || each.names.some(isOwnTown) ? [] : each.names,
      );
      // An answer that names the place asked about is too unsure to read ("Many clients come from Kyoto by train"),
      // unless it names it where it says no or closed ("Kleiwerk Brugge heeft niets met ons te maken").
      const affirming = answer.filter((each) => !negation.test(each) && !CLOSED.test(each)).join('\n');
      for (const name of asked) if (!saysWords(affirming, name)) add(name, how, `${sentence} ${said}`);
    }
  }
  // The town of the address the business moved from ("Kerkstraat 63, 1211 CM Hilversum" of a shop now in Utrecht).
  const oldTown = own.movedFrom ? townOfAddress(own.movedFrom) : null;
  // (A move within the town is no move away: "Roseni 7, Tallinn, Harju maakond" to "Vabriku 14, 10412 Tallinn".)
  const withinTown = ownTowns.some((town) => saysWords(own.movedFrom ?? '', town));
  if (oldTown && own.address && !saysWords(own.address, oldTown) && !withinTown) add(oldTown, 'moved', own.movedFrom ?? '');
  return [...found.values()].slice(0, 20);
}
