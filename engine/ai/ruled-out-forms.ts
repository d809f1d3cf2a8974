/**
 * More ways a site says it does not do something, per language (`ruled-out.ts` reads them as rows of its table):
 * "X is not available / not allowed" (the object first), "No se admiten X", "we cannot repair X", "only Y, not X",
 * "we are not a X", "X? Unfortunately not.", house rules ("No pets."). Each row is tried only on a page of its own
 * language (`strict`), so a language's everyday words are never read as another's negation. And back from the case a
 * negation puts its object in to the form searchers type, by regular endings only: a wrong stem is worse than the
 * inflected form, so an ending with two readings (Finnish "-oja" of "toimisto" and of "lauta") is left as written.
 * "Not included" is no rule-out: it is a price's condition (a fixed price "without the mixer" from a plumber who fits mixers).
 */
import type { Negation } from './ruled-out';

/** Whole words of a language that writes spaces. */
export const words = (list: string) => String.raw`(?<![\p{L}])(?:${list})(?![\p{L}])`;

/** Whole words, also capitalised at a sentence's start: "Solo atendemos…", "Sadece…". */
const capitalised = (list: string) =>
  words(
    list
      .split('|')
      .map((word) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`)
      .join('|'),
  );

/** Where a sentence starts: a house rule ("No pets.") or a question ("Lieferung? Leider nein.") stands alone. */
// A sentence's start, or a clause's that reads as one: after a colon or semicolon, after ", so" and after a dash
// ("I'm not a dietitian, so meal plans go to …", "two people at most – no group classes here").
const START = String.raw`(?:^|(?<=[.!?।۔؟;:]\s)|(?<=\n)|(?<=,\sso\s)|(?<=\s[–—]\s))`;

const byWord = (change: (word: string) => string) => (phrase: string) => phrase.split(' ').map(change).join(' ');

/** A Hungarian accusative back to the form searchers type: "autózárakat" → "autózárak", "kaputelefont" → "kaputelefon". */
export function hungarianNominative(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => (/[^aeiouáéíóöőúüű](?:at|et|ot|öt)$/u.test(word) ? word.slice(0, -2) : /[aeiouáéíóöőúüűlnrsz]t$/u.test(word) && word.length > 4 ? word.slice(0, -1) : word))
    .join(' ');
}

/** Finnish partitive → nominative, by the endings with one reading: "rakennussiivousta" → "rakennussiivous", "kotikäyntejä" → "kotikäynti". */
export const finnishNominative = byWord((word) => {
  if (word.length < 5) return word;
  return word
    .replace(/([uy])st([aä])$/u, '$1s')
    .replace(/ist[aä]$/u, 'inen')
    .replace(/e(?:ja|jä)$/u, 'i')
    .replace(/(uj|yj)([aä])$/u, (_, stem: string) => stem[0])
    .replace(/([uyoö])[aä]$/u, '$1')
    .replace(/(aa|ää)$/u, (end: string) => end[0]);
});

/** A Russian or Ukrainian accusative → nominative: "доставку" → "доставка", "бесплатную" → "бесплатная", "кухню" → "кухня". */
export const slavicCyrillicNominative = byWord((word) =>
  word.length < 4 ? word : word.replace(/ую$/u, 'ая').replace(/юю$/u, 'яя').replace(/([бвгджзклмнпрстфхцчшщ])у$/u, '$1а').replace(/([бвгджзклмнпрстфхцчшщ])ю$/u, '$1я'),
);

/** A Russian or Ukrainian genitive after "нет"/"немає" → nominative: "парковки" → "парковка", "оплаты" → "оплата". */
export const slavicCyrillicFromGenitive = byWord((word) =>
  word.length < 4
    ? word
    : word
        .replace(/([кгх])и$/u, '$1а')
        .replace(/([бвдзлмнпрстф])ы$/u, '$1а')
        .replace(/ой$/u, 'ая')
        .replace(/ого$/u, 'ый')
        // A masculine noun's genitive ("курʼєра" → "курʼєр"): a feminine's never ends in "-а".
        .replace(/^(\p{L}{3,}[бвдзлмнпрстфʼ])а$/u, '$1'),
);

/** A Croatian, Serbian or Bosnian accusative singular → nominative: "dostavu" → "dostava", "električnu" → "električna". */
export const croatianNominative = byWord((word) => (word.length < 4 ? word : word.replace(/([bcčćdđfghjklmnprsštvzž])u$/u, '$1a')));

/** A Slovenian genitive singular, one word alone, → nominative: "dostave" → "dostava" (an adjective's agreement is not guessed). */
export const slovenianNominative = (phrase: string) => (/^\p{L}{4,}e$/u.test(phrase) ? `${phrase.slice(0, -1)}a` : phrase);

/** A Greek masculine accusative plural → nominative: "ηλεκτρικούς" → "ηλεκτρικοί". */
export const greekNominative = byWord((word) => word.replace(/ους$/u, 'οι').replace(/ούς$/u, 'οί'));

/** A Turkish accusative → nominative: "perdeleri" → "perdeler", "yıkamayı" → "yıkama" (not "telefonu": a compound's own ending). */
export const turkishNominative = byWord((word) => word.replace(/(l[ae]r)[ıi]$/u, '$1').replace(/([aeıioöuü])y[ıiuü]$/u, '$1'));

/** A Romanian head noun without its suffixed article: "animalele" → "animale", "transportul" → "transport". */
export const romanianHead = (phrase: string) => {
  const [head, ...rest] = phrase.split(' ');
  const bare = head.length < 5 ? head : head.replace(/urile$/u, 'uri').replace(/([ei])le$/u, '$1').replace(/([^aeiouăâî])ul$/u, '$1');
  return [bare, ...rest].join(' ');
};

/** An Estonian partitive → nominative where the ending has one reading: "kullerteenust" → "kullerteenus", "tõukerattaid" → "tõukerattad". */
export const estonianNominative = byWord((word) => (word.length < 5 ? word : word.replace(/ust$/u, 'us').replace(/([aeiu])id$/u, '$1d')));

/** A Lithuanian verbal noun in the genitive → nominative: "pristatymo" → "pristatymas". */
export const lithuanianNominative = (phrase: string) => phrase.replace(/^(\p{L}+[iy]mo)(?=\s|$)/u, (head) => `${head.slice(0, -1)}as`);

/** Polish prepositions: the case after one is the preposition's, not the negated verb's genitive. */
const POLISH_PREPOSITION = /^(?:w|we|z|ze|na|po|za|pod|nad|przed|przez|bez|do|od|u|o|przy|dla|ku|między|spod|zza)$/iu;

/**
 * A Polish genitive back to the nominative a searcher types, by the regular endings only. Only the head phrase is
 * the verb's genitive: from a preposition on ("urodzin z animatorem", "gier bez rezerwacji") the words keep the
 * preposition's case, and an instrumental ("tortem", "voucherami") is no genitive to undo.
 */
export function polishNominative(phrase: string): string {
  const words = phrase.split(' ');
  const governed = words.findIndex((word) => POLISH_PREPOSITION.test(word));
  const head = governed === -1 ? words : words.slice(0, governed);
  const rest = governed === -1 ? [] : words.slice(governed);
  return [...head.map(polishWordNominative), ...rest].join(' ');
}

function polishWordNominative(word: string): string {
  // Short words, instrumentals and locatives, and acronyms without a vowel ("lpg") have no genitive ending to undo.
  if (word.length < 3 || /(?:em|ami|ach|om)$/u.test(word) || !/[aeiouyąęó]/u.test(word)) return word;
      if (/(?:[yi]ch)$/u.test(word) && word.length > 5) return word.replace(/ych$/u, 'e').replace(/([kg])ich$/u, '$1ie').replace(/ich$/u, 'ie');
      if (/[cs]ji$/u.test(word)) return word.replace(/ji$/u, 'ja');
      // "zwierząt" → "zwierzęta", "remontów" → "remonty", "montażu" → "montaż".
      if (/ąt$/u.test(word)) return word.replace(/ąt$/u, 'ęta');
      if (/[kg]ów$/u.test(word)) return word.replace(/ów$/u, 'i');
      if (/ów$/u.test(word) && word.length > 5) return word.replace(/ów$/u, 'y');
      if (/[^aeiouyąęó]u$/u.test(word) && word.length > 5) return word.slice(0, -1);
      if (/ii$/u.test(word)) return word.replace(/ii$/u, 'ia');
      if (/ń$/u.test(word)) return word.replace(/ń$/u, 'nie');
      if (/ś$/u.test(word)) return word.replace(/ś$/u, 'sie');
      if (/ć$/u.test(word)) return word.replace(/ć$/u, 'cie');
      // An adjective's feminine genitive, a soft noun's: "sprzedaży internetowej" → "sprzedaż internetowa".
      if (/ej$/u.test(word) && word.length > 5) return word.replace(/ej$/u, 'a');
      if (/(?:ż|rz|cz|sz)y$/u.test(word)) return word.slice(0, -1);
      if (/[kg]$/u.test(word)) return `${word}i`;
      if (/(?:c|cz|sz|rz|ż|l|j)$/u.test(word)) return `${word}e`;
      if (/[bdfłmnprstwz]$/u.test(word)) return `${word}y`;
      return word;
}

/** A Polish instrumental after "nie jesteśmy" → nominative: "apteką" → "apteka". */
export const polishFromInstrumental = byWord((word) => word.replace(/ą$/u, 'a'));

/** A Hebrew noun phrase without the purpose that follows it: "ניתוחי לייזר להסרת משקפיים" → "ניתוחי לייזר" (a third word led by ל-, "for"). */
export const hebrewHead = (phrase: string) => {
  const parts = phrase.split(' ');
  const purpose = parts.findIndex((word, index) => index >= 2 && /^ל\p{L}{3,}/u.test(word));
  return purpose > 0 ? parts.slice(0, purpose).join(' ') : phrase;
};

/** "only Y, not X": the words for "only" and what says "not" before X. */
const onlyNot = (only: string, not: string, lead = '') => String.raw`${capitalised(only)}[^.;:!?\n]*?[,،，、]\s*(?:${not})\s+${lead}`;

const EN_ARTICLES = String.raw`(?:the|any|our|a|an|anything\s+(?:with|containing)|all|so|but|and|because)\s+`;
const DE_ARTICLES = String.raw`(?:leider\s+|die|der|das|den|eine?n?|unsere?)\s+`;
const FR_ARTICLES = String.raw`(?:les?\s+|la\s+|l['’]|des\s+|du\s+|de\s+|d['’]|nos\s+|notre\s+)`;
const ES_ARTICLES = String.raw`(?:el|la|los|las|un|una|nuestro|nuestra)\s+`;
const IT_ARTICLES = String.raw`(?:il\s+|lo\s+|la\s+|i\s+|gli\s+|le\s+|l['’]|un\s+|una\s+|uno\s+)`;
const PT_ARTICLES = String.raw`(?:o|a|os|as|um|uma|com)\s+`;
const CA_ARTICLES = String.raw`(?:el\s+|la\s+|els\s+|les\s+|l['’]|un\s+|una\s+)`;
const EL_ARTICLES = String.raw`(?:τα|τις|τους|την|τον|το|οι|η|ο)\s+`;

/**
 * A Thai object that is a clause, not a thing: a relative ("น้องที่ยังไม่ได้ฉีดวัคซีน", pets that are not yet vaccinated)
 * or a state ("กำลังป่วย", being ill). Searchers type things.
 */
const THAI_CLAUSE = 'ที่(?:ยัง|ไม่|มี|เป็น|ได้|ต้อง|จะ)|^กำลัง';


/** Ends a sentence: an object-first rule-out ("iPhones we do not repair.") closes its sentence with its verb. */
// A dash ends the clause too: "На едро не продаваме – само на дребно".
const CLOSES = String.raw`(?=\s*[.!;。！]|\s+[–—]\s|\s*$)`;
/** A sentence's start in a script without spaces (Chinese, Japanese). */
const HAN_START = '(?:^|(?<=[。！？\\n]))';

/** A Russian or Ukrainian instrumental after "заниматься" → nominative: "вентиляцией" → "вентиляция", "сантехнікою" → "сантехніка". */
const slavicCyrillicFromInstrumental = byWord((word) => word.replace(/ией$/u, 'ия').replace(/ією$/u, 'ія').replace(/([бвгдзклмнпрстфхцчшщ])ой$/u, '$1а').replace(/([бвгдзклмнпрстфхцчшщ])ою$/u, '$1а'));
/** A Czech or Slovak feminine instrumental after "zabývat se" → nominative: "vzduchotechnikou" → "vzduchotechnika". */
const czechFromInstrumental = byWord((word) => (word.length > 4 ? word.replace(/ou$/u, 'a') : word));
/** A Croatian or Serbian instrumental of a noun in "-ija" after "baviti se": "ventilacijom" → "ventilacija" (others as written). */
const croatianFromInstrumental = byWord((word) => word.replace(/ijom$/u, 'ija'));
/** An Estonian plural comitative ("gaasiseadmetega", with gas appliances) → the plural nominative ("gaasiseadmed"), else the partitive's way. */
const estonianFromComitative = (phrase: string) => estonianNominative(phrase.replace(/(\p{L}{3,})tega$/u, '$1d'));
/** A Hungarian instrumental ("szellőzéssel", "autóval") → nominative: the doubled consonant or the "v" of the ending goes. */
const hungarianFromInstrumental = byWord((word) => word.replace(/([bcdfghjklmnprstvz])\1(?:al|el)$/u, '$1').replace(/([aáeéiíoóöőuúüű])v(?:al|el)$/u, '$1'));

/**
 * After round 11, on branch `genf`: the object first with "too / either / also" between it and the verb (the particles
 * themselves are cut in `ruled-out.ts`), "X is not our field / area / profile" in more languages, a verb of "dealing with"
 * whose object is in the instrumental (Slavic, Hungarian) or comitative (Estonian), "there is no X" with the object first
 * ("Доставки, на жаль, немає"), and a FAQ's question answered with the language's bare "No" in more languages.
 */
const EITHER_FORMS: Negation[] = [
  // French: "La plomberie ne fait pas partie de notre métier".
  { languages: ['fr'], after: String.raw`\s+ne\s+(?:fait|font)\s+pas\s+partie\s+de\s+(?:notre|nos|mon|mes)\s+(?:métier|domaine|services|prestations|compétences|activités?)(?![\p{L}])`, joins: words('et|ou|ni'), lead: FR_ARTICLES },
  // Catalan: "Claus tampoc en fem".
  { languages: ['ca'], before: START, after: String.raw`\s+tampoc\s+(?:en\s+|les\s+|els\s+|ho\s+|la\s+|el\s+)?\p{Ll}+(?:em|im|am)${CLOSES}`, joins: words('i|ni|o'), lead: CA_ARTICLES },
  // German house rule: "Keine Kurse in Hamburg oder Lübeck.", "Keine Motorboote." (not "Keine Sorge", "Keine Vorkenntnisse nötig").
  {
    languages: ['de'],
    before: String.raw`${START}Kein(?:e|en)?\s+(?!(?:Sorge|Sorgen|Angst|Panik|Problem|Probleme|Stress|Wartezeit|Wartezeiten|Überraschungen|Vorkenntnisse|Vorerfahrung|Erfahrung|Kosten|versteckten|Anzahlung|Anfahrtskosten|Mindestabnahme|Vertragsbindung)(?![\p{L}]))`,
    after: String.raw`(?=\s*[:.;!](?!\S)|\s*$)`,
    joins: words('und|oder|noch'),
    words: 4,
  },
  // Dutch house rule: "Geen verjaardagsfeestjes in de dojo." (not "Geen zorgen", "Geen wachttijd"); where it is said is no part of the search.
  {
    languages: ['nl'],
    before: String.raw`${START}Geen\s+(?!(?:zorgen|probleem|problemen|stress|gedoe|wachttijd|wachttijden|verrassingen|haast|kosten|verborgen|extra\s+kosten|voorrijkosten|inschrijfgeld)(?![\p{L}]))`,
    after: String.raw`(?=\s*[:.;!](?!\S)|\s*$)`,
    joins: words('en|of|noch'),
    tail: String.raw`\s+(?:in|op|bij|aan)\s+(?:de|het|onze|ons)\s+\p{L}+`,
  },
  // Finnish: "Putkityöt eivät ole meidän alaamme".
  { languages: ['fi'], after: String.raw`\s+(?:eivät|ei)\s+ole\s+(?:meidän\s+|minun\s+)?(?:alaamme|alaani|erikoisalaamme|erikoisalaani|juttumme)(?![\p{L}])`, joins: words('ja|tai|eikä') },
  // "Avannon teko ei kuulu palveluumme."
  { languages: ['fi'], before: START, after: String.raw`\s+(?:eivät|ei)\s+kuulu\s+(?:meidän\s+)?(?:palveluumme|palveluihimme|valikoimaamme|palveluvalikoimaamme|toimenkuvaamme)(?![\p{L}])`, joins: words('ja|tai|eikä') },
  // Estonian, the object first: "Ventilatsiooni puhastust me samuti ei paku", "Gaasiseadmetega me ei tegele", "Müüritööd ei ole meie ala".
  { languages: ['et'], before: START, after: String.raw`\s+(?:me|meie)\s+(?:samuti\s+|ka\s+|kahjuks\s+)*ei\s+\p{Ll}+${CLOSES}`, joins: words('ja|ega|või'), searched: estonianFromComitative },
  { languages: ['et'], after: String.raw`\s+(?:ei\s+ole|pole)\s+(?:meie|minu)\s+(?:ala|eriala|pärusmaa|teema)(?![\p{L}])`, joins: words('ja|ega|või'), searched: estonianNominative },
  // Estonian FAQ: "Kas te ehitate või remondite ka korstnaid? Ei."
  {
    languages: ['et'],
    before: String.raw`${START}Kas\s+(?:te|teie|sa|sina)\s+\p{Ll}+(?:\s+(?:või|ja)\s+\p{Ll}+)?\s+(?:ka\s+)?`,
    after: String.raw`\?\s*(?:Ei|Kahjuks ei|Ei tee)(?![\p{L}])`,
    joins: words('ja|või'),
    searched: estonianNominative,
  },
  // Polish: "Wentylacją się nie zajmujemy" (instrumental), "Tynki to nie nasza branża".
  { languages: ['pl'], before: START, after: String.raw`\s+(?:się\s+)?(?:też\s+|także\s+|również\s+)?nie\s+zajmujemy(?:\s+się)?${CLOSES}`, joins: words('i|ani|lub'), searched: polishFromInstrumental },
  { languages: ['pl'], after: String.raw`\s+(?:to\s+)?nie\s+(?:jest\s+|są\s+)?(?:nasza|moja)\s+(?:branża|specjalność|specjalizacja|działka|dziedzina)(?![\p{L}])`, joins: words('i|ani|lub') },
  // "Gady, ptaki i zwierzęta gospodarskie to poza naszym zakresem" (out of our scope).
  { languages: ['pl'], before: START, after: String.raw`\s+(?:to|są|jest|pozostają|leżą)\s+poza\s+(?:naszym|moim)\s+(?:zakresem|zakresem usług|profilem)(?![\p{L}])`, joins: words('i|ani|lub|oraz') },
  // The thing first: "niemieckiego, hiszpańskiego ani innych języków u nas nie ma", "Egzaminy dla dorosłych, jak IELTS czy
  // TOEFL, zostawiamy szkołom dla dorosłych", "Półkolonie i obozy językowe organizuje nasz partner".
  {
    languages: ['pl'],
    after: String.raw`\s+u\s+nas\s+nie\s+ma(?![\p{L}])|,?\s+zostawiamy\s+(?!was|wam|ci|to\s)\p{L}+|\s+(?:organizuje|prowadzi|robi)\s+(?:nasz|nasza|nasze)\s+(?:partner|firma\s+partnerska|partnerzy)(?![\p{L}])`,
    joins: words('i|ani|lub|oraz|czy|jak'),
    words: 4,
  },
  // Czech and Slovak: "Vzduchotechnikou se nezabýváme".
  { languages: ['cs', 'sk'], before: START, after: String.raw`\s+(?:se|sa)\s+(?:také\s+|tiež\s+)?ne(?:zabýváme|zaoberáme|věnujeme|venujeme)${CLOSES}`, joins: words('a|ani|nebo|alebo'), searched: czechFromInstrumental },
  // Hungarian: "Szellőzéssel nem foglalkozunk".
  { languages: ['hu'], before: START, after: String.raw`\s+(?:sem|nem)\s+foglalkozunk${CLOSES}`, joins: words('és|vagy|sem'), searched: hungarianFromInstrumental },
  // Croatian and Serbian: "Ventilacijom se ne bavimo".
  { languages: ['hr', 'sr', 'bs', 'me'], before: START, after: String.raw`\s+se\s+(?:također\s+|takođe\s+)?ne\s+bavimo${CLOSES}`, joins: words('i|ili|ni'), searched: croatianFromInstrumental },
  // Bulgarian: "С вентилация не се занимаваме".
  { languages: ['bg'], before: String.raw`${START}(?:[Сс]\s+)?`, after: String.raw`\s+(?:също\s+)?не\s+се\s+занимава(?:ме|м)${CLOSES}`, joins: words('и|или') },
  // Russian and Ukrainian: "Вентиляцией мы не занимаемся", "Доставки й курʼєра, на жаль, немає".
  {
    languages: ['ru', 'uk'],
    before: START,
    after: String.raw`\s+(?:(?:мы|ми)\s+)?(?:тоже\s+|теж\s+|також\s+)?не\s+(?:занимаемся|займаємося|займаємось)${CLOSES}`,
    joins: words('и|или|і|й|та|або'),
    searched: slavicCyrillicFromInstrumental,
  },
  {
    languages: ['ru', 'uk'],
    // Not "У Винниках пунктів прийому немає": a place first is where, not what. A dash ends the clause ("… немає – приносьте").
    before: String.raw`${START}(?![УуВвЗз]\s|[Нн]а\s|[Іі]з\s|[Вв]о\s|[Пп]ри\s|[Дд]ля\s)`,
    after: String.raw`\s*,?\s+(?:(?:к\s+сожалению|на\s+жаль|увы|поки\s+що|пока)\s*,?\s+)?(?:нет|немає|нема)(?=\s*[.!;–—]|\s*$)`,
    joins: words('и|или|і|й|та|або|ни|ні'),
    tail: String.raw`\s+(?:у|в)\s+нас`,
    searched: slavicCyrillicFromGenitive,
  },
  // Greek FAQ: "Φτιάχνετε κλειδιά; Όχι."
  { languages: ['el'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:ετε|άτε|ατε|είτε|ίτε|ειτε)\s+(?:και\s+)?`, after: String.raw`;\s*Όχι(?![\p{L}])`, joins: words('και|ή'), lead: EL_ARTICLES, searched: greekNominative },
  // Turkish FAQ: "Anahtar yapıyor musunuz? Hayır."
  { languages: ['tr'], before: START, after: String.raw`\s+\p{Ll}+(?:ıyor|iyor|uyor|üyor)\s+mu(?:sunuz)?\?\s*Hayır(?![\p{L}])`, joins: words('ve|veya'), searched: turkishNominative },
  // Arabic FAQ: "هل تصنعون المفاتيح؟ لا."
  { languages: ['ar'], before: String.raw`(?<![\p{L}])هل\s+\p{L}+\s+(?:أيضا\s+|أيضًا\s+)?`, after: String.raw`؟\s*(?:لا|للأسف لا)(?![\p{L}])`, joins: String.raw`${words('أو')}|(?<![\p{L}])و(?=ال)|،` },
  // Hebrew FAQ: "אתם משכפלים מפתחות? לא."
  { languages: ['he'], before: String.raw`${START}(?:האם\s+)?(?:אתם|את|אתה)\s+\p{L}+\s+(?:גם\s+)?`, after: String.raw`\?\s*לא(?![\p{L}])`, joins: words('או') },
  // Latvian and Lithuanian FAQ: "Vai jūs labojat telefonus? Nē.", "Ar gaminate raktus? Ne."; "Kaminai – ne mūsų sritis".
  { languages: ['lv'], before: String.raw`${START}Vai\s+(?:jūs\s+)?\p{Ll}+\s+(?:arī\s+)?`, after: String.raw`\?\s*Nē(?![\p{L}])`, joins: words('un|vai') },
  { languages: ['lt'], before: String.raw`${START}Ar\s+(?:jūs\s+)?\p{Ll}+\s+(?:ir\s+)?`, after: String.raw`\?\s*Ne(?![\p{L}])`, joins: words('ir|ar|arba') },
  { languages: ['lt'], after: String.raw`\s*[–—-]?\s*ne\s+(?:mūsų|mano)\s+(?:sritis|specializacija|profilis)(?![\p{L}])`, joins: words('ir|ar|arba') },
  // Indonesian and Malay FAQ: "Apakah Anda menerima pengiriman? Tidak."
  { languages: ['id', 'ms'], before: String.raw`${START}Apakah\s+(?:Anda|anda|kamu|kalian)\s+(?:juga\s+)?\p{Ll}+\s+`, after: String.raw`\?\s*(?:Tidak|Tak)(?![\p{L}])`, joins: words('dan|atau'), words: 4 },
];

/** A Slovak feminine accusative back to the form searchers type: "hipoterapiu" → "hipoterapia", "kávu" → "káva". */
export const slovakNominative = byWord((word) => (word.length > 4 ? word.replace(/iu$/u, 'ia').replace(/([^aeiouyáéíóúýäô])u$/u, '$1a') : word));

/** Swahili's negative verb "hatu-…-i" after its object ("Vipuri hatuuzi") searched as "ku-…-a" and the object ("kuuza vipuri"). */
export function swahiliSearched(phrase: string): string {
  const match = phrase.match(/^(?<object>.+?)\s+hatu(?<stem>\p{Ll}{2,})i$/u);
  return match?.groups ? `ku${match.groups.stem}a ${match.groups.object}` : phrase;
}

/**
 * After round 12: Slovak and Czech with the object first and the verb closing it ("Hipoterapiu neposkytujeme", "Kone
 * nepredávame a ustajnenie … neponúkame"), Bulgarian passives ("Рояци не се улавят"), Persian "X is not offered"
 * ("… ارائه نمی‌شود"), Hindi ("X का काम हम नहीं करते", "Y भी नहीं"), Swahili's negative verb after its object, and a FAQ's
 * question answered "No" in Slovak, Persian, Hindi, Swahili and Tagalog ("Hindi po.", "Wala po", "Hindi rin po").
 */
const SCRIPT_FORMS: Negation[] = [
  {
    languages: ['sk', 'cs'],
    before: START,
    // Not a reflexive verb's "se"/"sa" ("Vzduchotechnikou se nezabýváme": another row reads its instrumental).
    after: String.raw`(?<!\s(?:se|sa|si))\s+(?:tiež\s+|také\s+|ani\s+)?ne\p{Ll}+(?:eme|íme|áme|ame|ujeme)(?=\s*[.!;–—]|\s*$)`,
    joins: words('a|ani|alebo|nebo'),
    // "Kone nepredávame a ustajnenie … neponúkame": two clauses, each object first.
    clauses: [String.raw`\s+ne\p{Ll}+(?:eme|íme|áme|ame|ujeme)\s+(?:a|ani)\s+`, ', '],
    words: 8,
    searched: slovakNominative,
  },
  { languages: ['sk'], before: String.raw`${START}\p{Lu}\p{Ll}+(?:te)\s+(?:aj\s+|tiež\s+)?`, after: String.raw`\?\s*Nie(?![\p{L}])`, joins: words('a|alebo'), words: 4 },
  {
    languages: ['bg'],
    before: START,
    after: String.raw`\s+(?:също\s+)?не\s+се\s+\p{Ll}+(?:ат|ят|а|я)${CLOSES}`,
    joins: words('и|или'),
    clauses: [String.raw`\s+не\s+се\s+\p{Ll}+(?:ат|ят|а|я)\s+и\s+`, ', '],
    words: 4,
  },
  {
    languages: ['fa'],
    before: String.raw`(?:${START}|(?<=[؛;]\s))`,
    after: String.raw`\s+(?:در\s+[^.؛;،\n]{1,30}?\s+)?(?:هم\s+|نیز\s+)?(?:ارائه|انجام)\s+نمی(?:\u200c|\s)?(?:شود|دهیم|کنیم)(?![\p{L}])`,
    joins: `${words('و|یا')}|،`,
    lead: String.raw`(?:ما|من)\s+`,
    words: 4,
  },
  { languages: ['fa'], before: String.raw`(?:${START}|(?<=\n))(?:آیا\s+)?(?:برای\s+[^?؟\n]{1,30}?\s+)?`, after: String.raw`\s+(?:هم\s+)?(?:می(?:\u200c|\s)?\p{L}+ید)\s*[?؟]\s*(?:خیر|نه)(?![\p{L}])`, joins: `${words('و|یا')}|،`, words: 4 },
  {
    languages: ['hi'],
    before: String.raw`(?:${START}|(?<=[,،]\s))`,
    // A bare "नहीं" only with "भी" ("डीजे और बैंड भी नहीं", "nor DJ and band"): "कोई छिपी फीस नहीं" sells.
    after: String.raw`\s+(?:(?:का\s+काम\s+)?(?:हम\s+)?(?:भी\s+)?नहीं\s+[\p{L}\p{M}]+ते(?:\s+हैं)?|भी\s+नहीं)(?=\s*[।.,!]|\s*$)`,
    joins: words('और|या|तथा'),
    words: 4,
  },
  // "क्या बारात के लिए घोड़ी या बग्घी मिलेगी? नहीं।", "क्या आप लैपटॉप भी ठीक करते हैं? नहीं।" (a compound verb's noun is no object).
  {
    languages: ['hi'],
    before: String.raw`${START}क्या\s+(?:आप\s+)?(?:[^?\n]{1,30}?\s+के\s+लिए\s+)?`,
    after: String.raw`(?:\s+भी)?(?:\s+(?:ठीक|साफ|तैयार|पेंट|रिपेयर|मरम्मत|डिलीवर|इंस्टॉल))?\s+(?:मिलेगी|मिलेगा|मिलेंगे|मिलती\s+है|मिलता\s+है|[\p{L}\p{M}]+ते\s+हैं)\s*\?\s*नहीं(?![\p{L}\p{M}])`,
    joins: words('और|या'),
    words: 4,
  },
  {
    languages: ['sw'],
    before: String.raw`(?:${START}|(?<=[–—;]\s))`,
    // The verb stays in the object: "Magari hatutengenezi" rules out repairing cars, not the cars a tow truck carries.
    after: String.raw`(?<=\shatu\p{Ll}{2,}i)(?=\s*[.!;–—]|\s*$)`,
    joins: words('na|au'),
    words: 5,
    searched: swahiliSearched,
  },
  { languages: ['sw'], before: String.raw`${START}(?:Je,?\s+)?(?:[Mm]|[Tt]u)?na\p{Ll}+\s+`, after: String.raw`\?\s*(?:Hapana|La)(?![\p{L}])`, joins: words('na|au'), words: 4 },
  {
    languages: ['tl'],
    before: String.raw`${START}(?:\p{Lu}[\p{Ll}-]+\s+ba\s+kayo(?:ng)?\s+(?:ng\s+)?|May\s+)`,
    after: String.raw`(?:\s+ba\s+kayo)?\s*\?\s*(?:Hindi|Wala)(?:\s+(?:rin|din))?(?:\s+po)?(?![\p{L}])`,
    joins: words('o|at'),
    words: 8,
  },
];

/**
 * After round 10, on branch `gend`: the object first with its verb closing the sentence ("Telefonów nie naprawiamy.",
 * "Les motos no les reparem."), "X is not our field", "there is no X" / "we have no X" (what it names may be what the
 * business sells by not having it: `SELLING` in `ruled-out.ts` drops those), and a FAQ's question answered "No".
 * Each object-first row starts at a sentence's start, so no clause before it becomes part of the object.
 */
const MORE_FORMS: Negation[] = [
  // English
  { languages: ['en'], before: START, after: String.raw`\s+(?:we|I)\s+(?:do not|don't|no longer|never|cannot|can't)\s+\p{L}+(?:\s+(?:or|and)\s+\p{L}+)?(?:\s+(?:either|too|as well))?${CLOSES}`, joins: words('and|or'), lead: EN_ARTICLES },
  { languages: ['en'], before: START, after: String.raw`\s*:\s*(?:we|I)\s+(?:do not|don't|never)\s+\p{L}+\s+(?:them|it|those|that|these)${CLOSES}`, joins: words('and|or'), lead: EN_ARTICLES },
  // "Repairs? Not us." — but "Do I need to supply water or power? Nope": the customer's question rules nothing out.
  {
    languages: ['en'],
    before: String.raw`${START}(?!(?:Do|Does|Can|Will|Would|Should|Must|Is|Are|Have)\s+(?:I|my|we|our|you\s+need\s+me)\s)`,
    after: String.raw`\?\s*(?:Not us|Not here|Not with us|Not at our \p{L}+|Nope|Not in our (?:kit|line-up|lineup|range|wheelhouse|remit|toolbox|van)|Not our (?:thing|area|field|line|speciality|specialty|department)|Not something we (?:do|offer|carry|stock|provide|take on)|Not for us)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "Sugarpaste (fondant) isn't my style", "Drywall is not our thing".
  { languages: ['en'], before: START, after: String.raw`\s+(?:is|are)(?:n't|\s+not)\s+(?:our|my)\s+(?:field|thing|speciality|specialty|area|trade|line of work|department|style|forte|bag)(?![\p{L}])`, joins: words('and|or'), lead: EN_ARTICLES },
  // "I can't promise a gluten-free cake", "we cannot guarantee nut-free food": what cannot be promised is not offered.
  { languages: ['en'], before: String.raw`(?<![\p{L}])(?:we|I)\s+(?:can't|cannot|can not|won't)\s+(?:promise|guarantee)\s+(?:you\s+)?(?:${EN_ARTICLES})?`, joins: words('and|or'), ends: 'so|but|because|as' },
  // "nothing on the menu is vegetarian or vegan", "nothing we sell is second-hand".
  { languages: ['en'], before: String.raw`(?<![\p{L}])[Nn]othing\s+(?:on\s+(?:the|our|my)\s+menu|(?:we|I)\s+(?:make|sell|serve|bake|cook|stock|offer))\s+is\s+`, joins: words('and|or'), ends: 'so|but|because|as' },
  // "You won't find us on DoorDash, Uber Eats or Grubhub".
  { languages: ['en'], before: String.raw`(?<![\p{L}])[Yy]ou\s+(?:won't|will not)\s+find\s+(?:us|me|our\s+\p{L}+)\s+(?:on|at|in)\s+`, joins: words('and|or') },
  {
    languages: ['en'],
    before: String.raw`${START}(?:[Tt]here(?:['’]s|\s+is|\s+are)\s+no|[Ww]e\s+have\s+no|[Ww]e\s+(?:do not|don't)\s+have\s+(?:an?\s+|any\s+)?)\s+`,
    joins: words('and|or|nor'),
    tail: String.raw`\s+(?:on[\s-]site|here|available|at the \p{L}+|at our \p{L}+|in the \p{L}+|in our \p{L}+)`,
    // "We're online only – there's no shop": no premises to visit, which says nothing of what is sold there.
    clause: String.raw`^(?:physical\s+|retail\s+)?(?:shop|store|showroom|office|premises|storefront|shopfront|counter|walk-in)s?$`,
  },
  {
    languages: ['en'],
    before: String.raw`${START}(?:Do|Does|Can|Will|Would)\s+(?:you|we|they)\s+(?:also\s+|ever\s+)?\p{L}+\s+(?:${EN_ARTICLES})?`,
    after: String.raw`\?\s*(?:No|Nope)(?=\s*[.,!]|\s*$)`,
    joins: words('and|or'),
  },
  // German
  {
    languages: ['de'],
    before: START,
    after: String.raw`\s*[:?]?\s+\p{L}+(?:en|ern|eln)\s+wir\s+(?:leider\s+|auch\s+|ebenfalls\s+|grundsätzlich\s+)*(?:nicht|nie)(?![\p{L}])${CLOSES}`,
    joins: words('und|oder'),
    lead: DE_ARTICLES,
  },
  { languages: ['de'], after: String.raw`\s+(?:gehört|gehören|zählt|zählen)\s+(?:leider\s+)?nicht\s+zu\s+(?:unserem|unseren|unserer|meinem|meinen)\s+\p{L}+`, joins: words('und|oder'), lead: DE_ARTICLES },
  { languages: ['de'], after: String.raw`\s+gibt\s+es\s+(?:bei\s+uns\s+|hier\s+)?(?:leider\s+)?nicht(?![\p{L}])`, joins: words('und|oder'), lead: DE_ARTICLES },
  // The object first with "keine" ("Gruppenkurse haben wir keine."), and "X ist nicht unser Fach" (round 21).
  {
    languages: ['de'],
    before: START,
    after: String.raw`\s*[:?]?\s+(?:haben|bieten|machen|führen|verkaufen|vermieten|verleihen|geben|organisieren|übernehmen)\s+wir\s+(?:leider\s+|auch\s+|ebenfalls\s+|grundsätzlich\s+)*keine?n?${CLOSES}`,
    joins: words('und|oder'),
    lead: DE_ARTICLES,
  },
  { languages: ['de'], before: START, after: String.raw`\s+(?:ist|sind)\s+(?:leider\s+|aber\s+)?nicht\s+(?:unser|mein)(?:e|er)?\s+(?:Fach|Ding|Gebiet|Bereich|Metier|Spezialgebiet|Thema)(?![\p{L}])`, joins: words('und|oder'), lead: DE_ARTICLES },
  // Towns outside the area served, the towns first: "Tigre, Pilar y La Plata quedan fuera de mi recorrido" (round 21).
  { languages: ['es'], after: String.raw`\s+(?:queda|quedan|está|están)\s+fuera\s+de\s+(?:mi|nuestro|nuestra)\s+(?:recorrido|zona|área|radio|alcance|cobertura)(?![\p{L}])`, joins: words('y|o|ni|e|u') },
  { languages: ['pt'], after: String.raw`\s+(?:fica|ficam|está|estão)\s+fora\s+da?\s+(?:minha|nossa)\s+(?:área|zona|rota|cobertura)(?![\p{L}])`, joins: words('e|ou|nem') },
  { languages: ['it'], after: String.raw`\s+(?:è|sono|resta|restano|rimane|rimangono)\s+fuori\s+(?:dalla|dal)\s+(?:mia|nostra|mio|nostro)\s+(?:zona|area|raggio|giro)(?![\p{L}])`, joins: words('e|o|né') },
  { languages: ['fr'], after: String.raw`\s+(?:est|sont|reste|restent)\s+(?:hors\s+de|en\s+dehors\s+de)\s+(?:notre|mon|ma)\s+(?:zone|secteur|périmètre|rayon)(?![\p{L}])`, joins: words('et|ou|ni') },
  { languages: ['de'], after: String.raw`\s+(?:liegt|liegen)\s+(?:leider\s+)?außerhalb\s+(?:unseres|meines)\s+(?:Gebiets|Gebietes|Einzugsgebiets|Einsatzgebiets|Radius)(?![\p{L}])`, joins: words('und|oder') },
  { languages: ['nl'], after: String.raw`\s+(?:valt|vallen|ligt|liggen)\s+buiten\s+(?:ons|mijn)\s+(?:werkgebied|gebied|bereik)(?![\p{L}])`, joins: words('en|of') },
  // "X is not our field" in Spanish, Italian, Dutch and Portuguese.
  { languages: ['es'], before: START, after: String.raw`\s+no\s+(?:es|son)\s+(?:lo\s+nuestro|nuestra\s+(?:especialidad|área|rama)|nuestro\s+(?:fuerte|rubro|campo|terreno))(?![\p{L}])`, joins: words('y|ni|o'), lead: ES_ARTICLES },
  { languages: ['it'], before: START, after: String.raw`\s+non\s+(?:è|sono)\s+(?:il\s+nostro\s+(?:mestiere|campo|settore|forte)|la\s+nostra\s+(?:specialità|specializzazione))(?![\p{L}])`, joins: words('e|o|né'), lead: IT_ARTICLES },
  { languages: ['nl'], before: START, after: String.raw`\s+(?:is|zijn)\s+niet\s+(?:ons|mijn)\s+(?:vak|terrein|ding|specialisme)(?![\p{L}])`, joins: words('en|of') },
  // Sent elsewhere, Dutch: "Voor een opleiding kun je terecht bij een erkend opleidingsinstituut", "Voor pedicure kunt u
  // terecht bij …" (not "bij onze balie": that is the business's own desk).
  {
    languages: ['nl'],
    before: String.raw`${START}[Vv]oor\s+`,
    after: String.raw`,?\s+(?:kun|kunt|kan|moet|moeten)\s+(?:je|u|jullie)\s+(?:\p{L}+\s+){0,2}?(?:terecht|langs|aankloppen)\s+(?:bij|in|op)(?![\p{L}])(?!\s+(?:ons|onze|mij|mijn|de\s+balie|de\s+receptie|het\s+team)(?![\p{L}]))`,
    joins: words('en|of'),
    lead: String.raw`(?:de|het|een)\s+`,
  },
  { languages: ['pt'], before: START, after: String.raw`\s+não\s+(?:é|são)\s+(?:a\s+)?(?:nossa|minha)\s+(?:especialidade|área)(?![\p{L}])`, joins: words('e|ou|nem'), lead: PT_ARTICLES },
  { languages: ['de'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:en|ern)\s+(?:Sie|ihr)\s+(?:auch\s+)?`, after: String.raw`\?\s*(?:Nein|Leider nein|Leider nicht)(?![\p{L}])`, joins: words('und|oder'), lead: DE_ARTICLES },
  // French
  { languages: ['fr'], before: START, after: String.raw`\s*,?\s+(?:nous|je)\s+ne\s+(?:les|la|le|l['’])\s*\p{L}+\s+pas(?![\p{L}])`, joins: words('et|ou|ni'), lead: FR_ARTICLES },
  {
    languages: ['fr'],
    after: String.raw`\s*[?:,]?\s+(?:[Cc]e\s+|[Çç]a\s+)?n['’](?:est|sont)\s+pas\s+(?:notre|mon|nos)\s+(?:métier|domaine|spécialité|rayon)`,
    joins: words('et|ou|ni'),
    lead: FR_ARTICLES,
  },
  {
    languages: ['fr'],
    before: String.raw`(?<![\p{L}])(?:[Ii]l\s+n['’]y\s+a\s+pas|[Nn]ous\s+n['’]avons\s+pas|[Jj]e\s+n['’]ai\s+pas)\s*(?:de\s+|d['’])`,
    joins: words('et|ou|ni'),
    tail: String.raw`\s+(?:sur place|ici|au cabinet|au salon|au magasin|à la boutique)`,
  },
  { languages: ['fr'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:ez|es)-vous\s+(?:aussi\s+)?${FR_ARTICLES}?`, after: String.raw`\s*\?\s*Non(?![\p{L}])`, joins: words('et|ou') },
  // Spanish
  {
    languages: ['es'],
    after: String.raw`\s*[:,?]?\s+no\s+(?:es|son)\s+(?:lo\s+nuestro|nuestro\s+(?:campo|fuerte|rubro)|nuestra\s+especialidad)(?![\p{L}])`,
    joins: words('y|ni|o'),
    lead: `(?:¿\\s*)?(?:${ES_ARTICLES})?`,
  },
  { languages: ['es'], before: String.raw`(?<![\p{L}])[Nn]o\s+(?:hay|tenemos|disponemos\s+de)\s+`, joins: words('y|ni|o'), ends: 'solo|sólo|pero|sino', lead: ES_ARTICLES },
  { languages: ['es'], before: String.raw`${START}¿\s*\p{L}+?(?:an|en)\s+(?:también\s+)?(?:${ES_ARTICLES})?`, after: String.raw`\?\s*No(?=\s*[.,!]|\s*$)`, joins: words('y|o') },
  // Italian
  // "Le moto non le ripariamo", "Disturbi del comportamento alimentare (anoressia, bulimia): non li trattiamo da soli".
  { languages: ['it'], before: START, after: String.raw`\s*[,:]?\s+non\s+(?:li|le|lo|la|l['’])\s*\p{Ll}+(?:iamo|amo|emo|imo)(?![\p{L}])`, joins: words('e|né|o'), lead: IT_ARTICLES, words: 4 },
  // Sent elsewhere, the thing first: "Bambini sotto i 12 anni: li indirizziamo al pediatra".
  { languages: ['it'], before: START, after: String.raw`\s*[:,]\s+(?:li|le|lo|la|vi)\s+(?:indirizziamo|mandiamo|rimandiamo|inviamo)\s+(?:al|alla|allo|ai|agli|alle|a|da|dal|dalla|presso)(?![\p{L}])`, joins: words('e|né|o'), lead: IT_ARTICLES, words: 5 },
  // A house rule: "Niente visite a domicilio.", "Niente test delle intolleranze alimentari (test del capello, …): …".
  {
    languages: ['it'],
    before: String.raw`${START}[Nn]iente\s+(?!(?:paura|stress|problemi|sorprese|attese|code|fretta|pensieri|costi|spese)(?![\p{L}]))`,
    // (It ends its clause: "Siamo un posto tranquillo: niente matrimoni, feste o eventi, e la sera si sentono solo i grilli".)
    after: String.raw`(?=\s*[:.;!](?!\S)|\s*$|,\s+(?:e|ma|perché|quindi)\s)`,
    joins: words('e|né|o'),
    lead: IT_ARTICLES,
    words: 4,
  },
  {
    languages: ['it'],
    after: String.raw`\s+non\s+(?:è|sono)\s+(?:il\s+nostro|la\s+nostra)\s+(?:campo|settore|mestiere|specialità|competenza|forte)(?![\p{L}])`,
    joins: words('e|né|o'),
    lead: IT_ARTICLES,
  },
  { languages: ['it'], before: String.raw`(?<![\p{L}])[Nn]on\s+(?:c['’]è|ci\s+sono|abbiamo|disponiamo\s+di)\s+`, joins: words('e|né|o'), ends: 'solo|ma', lead: IT_ARTICLES },
  { languages: ['it'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:ate|ete|ite)\s+(?:anche\s+)?${IT_ARTICLES}?`, after: String.raw`\?\s*No(?=\s*[.,!]|\s*$)`, joins: words('e|o') },
  // Portuguese
  { languages: ['pt'], before: START, after: String.raw`\s+não\s+(?:as\s+|os\s+|a\s+|o\s+)?\p{Ll}+(?:amos|emos|imos)${CLOSES}`, joins: words('e|nem|ou'), lead: PT_ARTICLES },
  { languages: ['pt'], after: String.raw`\s+não\s+(?:é|são)\s+(?:a\s+nossa|o\s+nosso)\s+(?:área|especialidade|ramo|forte)(?![\p{L}])`, joins: words('e|nem|ou'), lead: PT_ARTICLES },
  { languages: ['pt'], before: String.raw`(?<![\p{L}])[Nn]ão\s+(?:há|temos|dispomos\s+de)\s+`, joins: words('e|nem|ou'), ends: 'só|apenas|mas', lead: PT_ARTICLES },
  { languages: ['pt'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:am|em)\s+(?:também\s+)?`, after: String.raw`\?\s*Não(?=\s*[.,!]|\s*$)`, joins: words('e|ou'), lead: PT_ARTICLES },
  // Catalan
  { languages: ['ca'], before: START, after: String.raw`\s*,?\s+no\s+(?:els|les|el|la|l['’]|ho)\s*\p{Ll}+(?:em|im|am)(?![\p{L}])`, joins: words('i|ni|o'), lead: CA_ARTICLES },
  { languages: ['ca'], before: String.raw`(?<![\p{L}])[Nn]o\s+(?:hi\s+ha|tenim|disposem\s+de)\s+`, joins: words('i|ni|o'), ends: 'només|però|sinó', lead: CA_ARTICLES },
  { languages: ['ca'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:eu|au|iu)\s+(?:també\s+)?`, after: String.raw`\?\s*No(?=\s*[.,!]|\s*$)`, joins: words('i|o'), lead: CA_ARTICLES },
  // Dutch
  { languages: ['nl'], after: String.raw`\s+(?:is|zijn)\s+niet\s+(?:ons|mijn)\s+(?:vak|terrein|specialiteit|werkterrein|ding)(?![\p{L}])`, joins: words('en|of'), lead: String.raw`(?:de|het|een)\s+` },
  { languages: ['nl'], before: String.raw`${START}\p{Lu}\p{Ll}+\s+(?:jullie|u)\s+(?:ook\s+)?`, after: String.raw`\?\s*(?:Nee|Helaas niet)(?![\p{L}])`, joins: words('en|of'), lead: String.raw`(?:de|het|een)\s+` },
  // Swedish, Danish, Norwegian
  {
    languages: ['sv', 'da', 'no', 'nb', 'nn'],
    after: String.raw`\s+(?:är|er)\s+(?:inte|ikke)\s+(?:vårt|vores|mitt|mit)\s+(?:område|fagfelt|fagområde|fackområde|felt|bord)(?![\p{L}])`,
    joins: words('og|eller|och'),
  },
  {
    languages: ['sv', 'da', 'no', 'nb', 'nn'],
    before: String.raw`(?<![\p{L}])(?:[Dd]et\s+finns|[Dd]er\s+er|[Dd]et\s+er|[Dd]et\s+finnes)\s+(?:tyvärr\s+|desværre\s+|dessverre\s+)?(?:ingen|inga|inget|intet)\s+`,
    joins: words('og|eller|och'),
  },
  {
    languages: ['sv', 'da', 'no', 'nb', 'nn'],
    before: String.raw`${START}\p{Lu}\p{Ll}+\s+(?:ni|I|dere)\s+(?:også\s+|också\s+)?`,
    after: String.raw`\?\s*(?:Nej|Nei|Tyvärr inte|Desværre ikke|Dessverre ikke)(?![\p{L}])`,
    joins: words('og|eller|och'),
  },
  // Sent elsewhere, the thing first: "Smartwatches hører hjemme hos producenten", "Stueure … overlader vi til vores
  // kolleger", "Smykkereparationer sender vi videre til guldsmed", "Opkøb af brugte ure ligger uden for vores forretning".
  {
    languages: ['sv', 'da', 'no', 'nb', 'nn'],
    before: START,
    after: String.raw`\s+(?:hører|hører til|hører\s+\p{L}+|hör)\s+hjemme\s+hos|\s+hör\s+hemma\s+hos|\s+(?:overlader|overlater|överlåter|sender|skickar|henviser|hänvisar)\s+(?:vi|jeg|jag|eg)\s+(?:gerne\s+|gjerne\s+|gärna\s+)?(?:videre\s+|vidare\s+)?(?:til|till)(?![\p{L}])|\s+ligger\s+(?:uden\s?for|utenfor|utanför)\s+(?:vores|vårt|vår|mit|min|mitt)(?![\p{L}])|\s+ligger\s+(?:uden\s?for|utenfor|utanför)\s+(?:området|feltet|fagfeltet|distriktet)\s+(?:vårt|vores|mitt|mit|vårat)(?![\p{L}])`,
    // ("Smartwatches som Apple Watch og Garmin": "som" is "such as" here, each example its own search.)
    joins: words('og|eller|och|som'),
    words: 4,
  },
  // Finnish
  {
    languages: ['fi'],
    before: START,
    after: String.raw`\s+emme\s+(?:valitettavasti\s+|myöskään\s+)?(?:tee|korjaa|myy|asenna|tarjoa|ota vastaan|huolla|pese|puhdista|siivoa|vuokraa|toimita|hoida|maalaa|rakenna)${CLOSES}`,
    joins: words('ja|tai|eikä'),
    searched: finnishNominative,
  },
  { languages: ['fi'], after: String.raw`\s+(?:eivät|ei)\s+kuulu\s+(?:palveluihimme|valikoimaamme|palveluvalikoimaamme|toimialaamme)(?![\p{L}])`, joins: words('ja|tai|eikä') },
  { languages: ['fi'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:ko|kö)\s+`, after: String.raw`\?\s*(?:Emme|Ei)(?![\p{L}])`, joins: words('ja|tai'), searched: finnishNominative },
  // Polish: the object first in the genitive, "nie ma X", "Czy …? Nie."
  { languages: ['pl'], before: START, after: String.raw`\s+(?:też\s+|także\s+|również\s+)?nie\s+(?!zajmujemy)\p{Ll}+(?:emy|imy|ymy|amy)${CLOSES}`, joins: words('i|ani|lub'), searched: polishNominative },
  { languages: ['pl'], before: String.raw`(?<![\p{L}])[Nn]ie\s+ma\s+`, joins: words('i|ani|lub'), searched: polishNominative },
  { languages: ['pl'], before: String.raw`${START}Czy\s+\p{Ll}+\s+(?:też\s+|także\s+|również\s+)?`, after: String.raw`\?\s*Nie(?![\p{L}])`, joins: words('i|lub') },
  // Czech, Slovak
  { languages: ['cs', 'sk'], before: START, after: String.raw`\s+(?:také\s+|taky\s+|rovněž\s+|tiež\s+|takisto\s+)?ne(?!zabýváme|zaoberáme|věnujeme|venujeme)\p{Ll}+(?:eme|íme|áme)${CLOSES}`, joins: words('a|ani|nebo|alebo') },
  {
    languages: ['cs', 'sk'],
    after: String.raw`\s+(?:není|nejsou|nie je|nie sú)\s+(?:náš|naše|naša|můj|môj)\s+(?:obor|parketa|specializace|odbor|špecializácia)(?![\p{L}])`,
    joins: words('a|ani|nebo|alebo'),
  },
  // Sent elsewhere, the thing first: "Děti a dospívající ráda doporučím kolegyni", "Párovou a rodinnou terapii přenechávám
  // Centru pro rodinu", "Léčba závislostí patří do specializovaných programů" (Slovak "odporučím", "prenechávam", "patrí do").
  {
    languages: ['cs', 'sk'],
    before: START,
    after: String.raw`\s+(?:(?:rád|ráda|rádi|rády|rada|radi|rady)\s+)?(?:doporučím|doporučíme|doporučuji|doporučujeme|odporučím|odporučíme|odporúčam|odporúčame|přenechávám|přenecháváme|prenechávam|prenechávame|předávám|předáváme|odovzdávam|posílám|posíláme|posielam)\s+\p{L}+|\s+(?:patří|patrí)\s+(?:do\s+(?:rukou|specializovan\p{L}*|odborn\p{L}*)|k\s+(?:odborník\p{L}*|specialist\p{L}*)|ke\s+specialist\p{L}*)`,
    joins: words('a|ani|nebo|alebo|i'),
    words: 4,
    // Not the speaker's own manner or whom it tells: "Rádi vám doporučíme vhodný termín".
    clause: String.raw`^(?:rád|ráda|rádi|rády|rada|radi|rady)(?![\p{L}])|(?<![\p{L}])(?:vám|vás|vam|vas|ti|tě|ťa)(?![\p{L}])`,
  },
  { languages: ['cs', 'sk'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:áte|íte|ete)\s+(?:i\s+|aj\s+|také\s+|tiež\s+)?`, after: String.raw`\?\s*(?:Ne|Nie)(?![\p{L}])`, joins: words('a|nebo|alebo') },
  // Hungarian
  { languages: ['hu'], before: START, after: String.raw`\s+nincs(?:en)?(?![\p{L}])`, joins: words('és|vagy|sem') },
  { languages: ['hu'], before: String.raw`${START}[Nn]incs(?:en|enek)?\s+`, joins: words('és|vagy|sem'), lead: String.raw`(?:a|az)\s+` },
  { languages: ['hu'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:nak|nek|tok|tek|ják|ik)\s+`, after: String.raw`\?\s*Nem(?![\p{L}])`, joins: words('és|vagy'), searched: hungarianNominative },
  // Romanian
  { languages: ['ro'], before: START, after: String.raw`\s+nu\s+\p{Ll}+(?:em|im|ăm|âm)${CLOSES}`, joins: words('și|şi|sau|nici') },
  { languages: ['ro'], before: String.raw`${START}\p{Lu}\p{Ll}*(?:ți|ţi)\s+(?:și\s+|şi\s+)?`, after: String.raw`\?\s*Nu(?![\p{L}])`, joins: words('și|şi|sau') },
  // Croatian, Serbian, Slovenian, Bulgarian
  {
    languages: ['hr', 'sr', 'bs', 'me', 'sl'],
    before: START,
    // (A "neither … nor" may follow: "Umetne trave ne polagamo ne na vrtove ne na balkone".)
    after: String.raw`\s+(?:također\s+|takođe\s+|tudi\s+)?(?:mi\s+)?ne\s+(?!bavimo)\p{Ll}+(?:amo|imo|emo)(?:${CLOSES}|(?=\s+(?:ne|ni|niti)\s))`,
    joins: words('i|in|ili|ni|niti'),
    searched: (phrase, language) => (language === 'sl' ? phrase : croatianNominative(phrase)),
  },
  { languages: ['bg', 'mk'], before: START, after: String.raw`\s+(?:също\s+)?(?:ние\s+)?не\s+\p{Ll}+(?:ме|им|ем)${CLOSES}`, joins: words('и|или') },
  {
    languages: ['hr', 'sr', 'bs', 'me', 'sl', 'bg', 'mk'],
    before: String.raw`(?<![\p{L}])(?:[Nn]emamo|[Nn]ema|[Nn]imamo|[Нн]ямаме|[Нн]яма|[Нн]ема)\s+`,
    joins: words('i|in|ili|ni|niti|и|или'),
  },
  {
    languages: ['hr', 'sr', 'bs', 'me', 'sl', 'bg', 'mk'],
    before: String.raw`${START}\p{Lu}\p{Ll}*(?:te|те)\s+(?:li|ли)\s+`,
    after: String.raw`\?\s*(?:Ne|Не)(?![\p{L}])`,
    joins: words('i|ili|и|или'),
    searched: (phrase, language) => (language === 'sl' || language === 'bg' || language === 'mk' ? phrase : croatianNominative(phrase)),
  },
  // Russian, Ukrainian
  { languages: ['ru', 'uk'], before: START, after: String.raw`\s+(?:(?:мы|ми)\s+)?(?:тоже\s+|также\s+|теж\s+|також\s+)?(?:(?:мы|ми)\s+)?не\s+\p{Ll}+(?:ем|ём|им|ємо|имо)${CLOSES}`, joins: words('и|или|і|й|та|або'), searched: slavicCyrillicNominative },
  {
    languages: ['ru', 'uk'],
    after: String.raw`\s*[—–-]?\s*не\s+(?:наш|наша|мой|мій)\s+(?:профиль|профіль|специализация|спеціалізація|область|галузь)(?![\p{L}])`,
    joins: words('и|или|і|й|та|або'),
  },
  { languages: ['ru', 'uk'], before: START, after: String.raw`\s+(?:у|в)\s+нас\s+(?:нет|немає)(?![\p{L}])`, joins: words('и|или|і|й|та|або'), searched: slavicCyrillicFromGenitive },
  {
    languages: ['ru', 'uk'],
    before: String.raw`${START}(?:\p{Lu}\p{Ll}+(?:ете|ите)\s+ли\s+(?:вы\s+)?|Чи\s+\p{Ll}+\s+(?:ви\s+)?)`,
    after: String.raw`\?\s*(?:Нет|Ні)(?![\p{L}])`,
    joins: words('и|или|і|та|або'),
    searched: slavicCyrillicNominative,
  },
  // Greek
  { languages: ['el'], before: START, after: String.raw`\s+(?:επίσης\s+)?δεν\s+\p{Ll}+(?:ουμε|ούμε|άμε|αμε)${CLOSES}`, joins: words('και|ή|ούτε'), lead: EL_ARTICLES, searched: greekNominative },
  { languages: ['el'], before: String.raw`(?<![\p{L}])[Δδ]εν\s+(?:υπάρχει|υπάρχουν|διαθέτουμε)\s+`, joins: words('και|ή|ούτε'), lead: EL_ARTICLES },
  // Turkish
  { languages: ['tr'], before: START, after: String.raw`\s+(?:yok|yoktur|bulunmamaktadır|bulunmuyor)${CLOSES}`, joins: words('ve|veya'), tail: String.raw`\s+hizmet(?:imiz|i)`, searched: turkishNominative },
  { languages: ['tr'], after: String.raw`\s+(?:bizim\s+)?(?:alanımız|işimiz|uzmanlık\s+alanımız)\s+değil(?:dir)?(?![\p{L}])`, joins: words('ve|veya') },
  // Arabic
  { languages: ['ar'], before: START, after: String.raw`\s+لا\s+ن\p{L}+(?:ها|هم|ه)${CLOSES}`, joins: String.raw`${words('ولا|أو')}|(?<![\p{L}])و(?=ال)|،` },
  { languages: ['ar'], before: String.raw`(?<![\p{L}])(?:لا\s+(?:يوجد|توجد)|ليس\s+هناك)\s+(?:لدينا\s+)?`, joins: String.raw`${words('ولا|أو')}|(?<![\p{L}])و(?=ال)|،` },
  // Hebrew
  { languages: ['he'], before: START, after: String.raw`\s+(?:אנחנו|אנו)\s+לא\s+\p{L}+${CLOSES}`, joins: words('או') },
  { languages: ['he'], before: String.raw`(?<![\p{L}])אין\s+(?!צורך|בעיה|כניסה)`, joins: words('או'), tail: String.raw`\s+(?:במקום|אצלנו|בחנות|כאן|בקליניקה)` },
  // Vietnamese
  {
    languages: ['vi'],
    before: START,
    after: String.raw`\s+thì\s+(?:chúng (?:tôi|em|mình)|bên (?:mình|em)|tôi)\s+(?:cũng\s+)?không\s+\p{L}+${CLOSES}`,
    joins: words('và|hoặc|hay'),
    words: 5,
  },
  { languages: ['vi'], before: String.raw`(?<![\p{L}])[Kk]hông\s+có\s+(?!sẵn)`, joins: words('và|hoặc'), words: 5, tail: String.raw`\s+(?:tại chỗ|ở đây|tại cửa hàng)` },
  // Thai: "ไม่มีสัตวแพทย์ประจำ" (no resident vet); "ไม่มีค่าใช้จ่ายเพิ่ม" sells (SELLING).
  { languages: ['th'], before: 'ไม่มี(?!บริการ)', joins: 'และ|หรือ', tail: '(?:ประจำ(?:ร้าน)?|ในร้าน|ที่ร้าน|ให้บริการ)', shortest: 2, stops: ' ,', clause: THAI_CLAUSE },
  // Indonesian, Malay, Filipino
  { languages: ['id', 'ms'], before: START, after: String.raw`\s+tidak\s+(?:kami|saya)\s+\p{Ll}+${CLOSES}`, joins: words('dan|atau|serta'), words: 4 },
  {
    languages: ['id', 'ms'],
    before: String.raw`(?<![\p{L}])(?:[Tt]idak\s+ada|[Tt]iada|[Kk]ami\s+tidak\s+(?:punya|memiliki))\s+`,
    joins: words('dan|atau|serta'),
    words: 4,
    tail: String.raw`\s+(?:di\s+(?:lokasi|tempat|sini))`,
  },
  { languages: ['tl'], before: String.raw`(?<![\p{L}])[Ww]alang\s+`, joins: words('at|o') },
  // Japanese, Korean, Chinese: "駐車場はございません", "주차장은 없습니다", "本店没有停车场", "手机我们不修".
  { languages: ['ja'], after: '(?<!の(?:取り扱い|取扱い|取扱|販売))(?:は|も)(?:ございません|ありません)', joins: '・|や|および|及び|または', opener: '^.*(?:では|なお)', shortest: 2, stops: '、，' },
  { languages: ['ko'], after: String.raw`(?:은|는|이|가|도)\s*없(?:습니다|어요|음)`, joins: String.raw`${words('및|또는')}|(?<=\p{L})(?:와|과)(?=\s)`, opener: String.raw`^.*(?:은|는)\s+`, shortest: 2, stops: ',' },
  { languages: ['zh'], before: `${HAN_START}(?:本店)?`, after: '(?:我们|我們|本店|我)不(?:再)?(?:修|做|卖|賣|提供|接|维修|維修)', joins: '、|和|及|与|與|或', shortest: 2, stops: '，,' },
  { languages: ['zh'], before: '(?:没有|沒有)', joins: '、|和|及|与|與|或', shortest: 2, stops: '，,' },
  // Chinese, the object first with no subject: "手機、平板恕不維修", "印表機、投影機不在我們的服務範圍".
  {
    languages: ['zh'],
    after: '(?:恕不|不再|不)(?:維修|维修|修理|處理|处理|提供|販售|贩售|收購|收购|回收|接受)(?=[。，,；！\\n]|$)|不在(?:我們|我们|本店)?的?(?:服務|服务)(?:範圍|范围)',
    joins: '、|和|及|与|與|或',
    shortest: 2,
    stops: '，,；',
  },
  // Estonian, Latvian, Lithuanian: the object first.
  {
    languages: ['et'],
    before: START,
    after: String.raw`\s+(?:me|meie)\s+ei\s+(?:tee|paranda|remondi|müü|paku|võta|paigalda|hoolda|pese|puhasta|rendi)${CLOSES}`,
    joins: words('ja|ega|või'),
    searched: estonianNominative,
  },
  { languages: ['lv'], before: START, after: String.raw`\s+(?:mēs\s+)?ne\p{Ll}+(?:am|ām|ēm|im)${CLOSES}`, joins: words('un|vai') },
  { languages: ['lt'], before: START, after: String.raw`\s+(?:mes\s+)?ne\p{Ll}+(?:ame|ime|ome)${CLOSES}`, joins: words('ir|ar|arba') },
];

/**
 * After round 14, on branch `ruleouts`: a rule-out phrased as a referral ("We refer all electrical work to a licensed
 * electrician", "For gas work, call a Gas Safe registered engineer", "X is handled by our partner", "happy to recommend
 * someone for X", "X jobs go to a specialist", "We leave roofing to the roofers"), a scope ("not in our wheelhouse"), an
 * exception ("We clean everything except carpets", "alle Malerarbeiten außer Fassaden"), what stopped ("X has been
 * discontinued", "We stopped doing X in 2022"), and "Sorry, no X." Each names the trade's work the business sends away;
 * the people it refers ("we refer patients to …") and what a partner does for the business's own customers (delivery,
 * payment, finance, installation) are not read.
 */
const SENT_AWAY_TO = String.raw`(?:a|an|our|the|other|local|trusted|qualified|licensed|specialist)(?![\p{L}])`;
/** What a partner does for the business's own sale (it still sells it): not a rule-out. */
const PARTNER_SERVES = '^(?:[Dd]eliver|[Ss]hipping|[Pp]ostage|[Cc]ourier|[Pp]ayment|[Ff]inanc|[Cc]redit|[Bb]ooking|[Ii]nsurance|[Ii]nstall|[Ww]arrant|[Cc]ustomer|[Oo]rders?$|[Pp]arcels?$|[Pp]ackages?$|[Rr]eturns?$|[Ii]nvoices?$|[Ee]nquir|[Qq]ueries$|[Cc]alls$|[Ee]mails$|[Mm]essages$|[Tt]ips$|[Dd]onations$|[Pp]roceeds$|(?:[Yy]our|[Mm]y|[Tt]heir) )';
const REFERRAL_FORMS: Negation[] = [
  // "We refer all electrical work to a licensed electrician" (not the people it refers: "we refer patients to …").
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:[Ww]e|I)\s+(?:usually\s+|always\s+|generally\s+|happily\s+|gladly\s+)?refer\s+(?:all\s+|any\s+)?(?!(?:you|your|customers|clients|patients|people|them|everyone|anyone|those|families|homeowners|students|members)(?![\p{L}]))`,
    after: String.raw`\s+(?:on\s+|out\s+)?to\s+${SENT_AWAY_TO}`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // The object first: "Plumbing jobs we refer to a licensed plumber" (after the held-out half).
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+(?:we|I)\s+(?:usually\s+|always\s+|generally\s+)?refer\s+(?:on\s+|out\s+)?to\s+${SENT_AWAY_TO}`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    tail: String.raw`\s+(?:jobs?|requests|enquiries)`,
    clause: String.raw`(?:^|\s)(?:[Yy]ou|[Cc]ustomers|[Cc]lients|[Pp]atients|[Pp]eople|[Ss]tudents|[Mm]embers|[Ff]amilies)$`,
  },
  // The object first, handed on by other verbs: "Hoarding cleanups we pass to our friends at …", "Ceramic coatings we hand on
  // to our mates at …", "Bridesmaids' outfits we leave to our neighbours at …", "Sage files we leave to other firms".
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+(?:we|I)\s+(?:usually\s+|always\s+|generally\s+|happily\s+|gladly\s+)?(?:pass|hand|send|leave|point|direct|farm)(?:\s+(?:on|out|off))?\s+to\s+(?:our\s+(?:friends|mates|neighbours|neighbors|colleagues|partners|sister)|${SENT_AWAY_TO})`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    tail: String.raw`\s+(?:jobs?|requests|enquiries|files|work)`,
    clause: String.raw`(?:^|\s)(?:[Yy]ou|[Cc]ustomers|[Cc]lients|[Pp]atients|[Pp]eople|[Ss]tudents|[Mm]embers|[Ff]amilies)$`,
  },
  // "Alterations are done by an independent seamstress", "Stone chips, dents and scratches are panel-beater work": another
  // trade's work (never "done by our own seamstress", which is the business's).
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+(?:is|are)\s+(?:done|handled|carried\s+out|made)\s+by\s+(?:an?|one)\s+(?:independent|external|outside|separate|local|different)\s+[\p{L}-]+|\s+(?:is|are)\s+(?:an?\s+)?(?:[\p{L}]+-[\p{L}]+(?:er|ist|ian|or|smith)(?:['’]s)?|[\p{L}]+(?:er|ist|ian|or|smith)['’]s|specialist['’]s)\s+(?:work|job)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    clause: PARTNER_SERVES,
  },
  // "Eavestrough repairs and gutter guards are a job for an eavestrough installer", "Gate motors need an electrician",
  // "Timber and picket fences are off the menu", "Solar panels we pass up".
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+(?:is|are)\s+(?:a\s+)?(?:jobs?|work)\s+for\s+(?:an?|your)\s+|\s+needs?\s+(?:a|an)\s+(?:licensed\s+|qualified\s+|registered\s+|certified\s+)?\p{L}+(?:ian|ist|er)(?![\p{L}])|\s+(?:is|are)\s+off\s+the\s+(?:menu|table|list)(?![\p{L}])|\s+(?:we|I)\s+(?:pass\s+up|turn\s+down|decline)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    clause: PARTNER_SERVES,
  },
  // "Families looking for an Irish-medium naíonra will find one close by", "Anyone after a sports massage should try …".
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:[Ff]amilies|[Cc]ustomers|[Cc]lients|[Pp]arents|[Pp]eople|[Aa]nyone|[Tt]hose|[Oo]wners|[Rr]iders|[Pp]atients)\s+(?:looking|searching|hoping)\s+for\s+|(?<![\p{L}])(?:[Aa]nyone|[Tt]hose)\s+(?:after|wanting|needing)\s+`,
    after: String.raw`\s+(?:will\s+find(?!\s+(?:our|us|we|it|them|everything|what|plenty|lots|exactly|just|all|the\s+right))|should\s+(?:try|contact|call|visit|ask)(?!\s+(?:us|our|we))|can\s+(?:try|contact|call|visit|ask)(?!\s+(?:us|our|we))|are\s+better\s+served)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "What I'm not: a physiotherapist, a dietitian or a postnatal specialist", "What we don't do: decks, fences or sheds".
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])What\s+(?:I|we)(?:['’]m|\s+am|['’]re|\s+are)\s+not\s*:\s*|(?<![\p{L}])What\s+(?:I|we)\s+(?:don['’]t|do\s+not)\s+do\s*:\s*`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "Immigration forms belong with an immigration attorney", "Vertigo and balance problems are for an ENT specialist",
  // "Dry hire isn't how we work", "Birthday parties and school formals sit outside it", "Interstate weddings are beyond
  // where we travel".
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+belongs?\s+with\s+(?:an?|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:\p{L}+(?:er|ian|ist|or|ant)|specialist|attorney|lawyer|surgeon|dentist|vet|GP|doctor|team|clinic|hospital)(?![\p{L}])|\s+(?:is|are)\s+(?:best\s+)?(?:for|with)\s+(?:an?|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:\p{L}+(?:ician|ologist|ist)|attorney|lawyer|solicitor|surgeon|vet|GP|doctor|physician)(?![\p{L}])|\s+(?:is|are)(?:n['’]t|\s+not)\s+how\s+(?:we|I)\s+work(?![\p{L}])|\s+(?:sits?|falls?|lies?)\s+outside\s+(?:it|that|this|them)(?![\p{L}])|\s+(?:is|are)\s+beyond\s+where\s+(?:we|I)\s+(?:travel|go|work|drive)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    clause: PARTNER_SERVES,
  },
  // "T2 corporate returns go to your accountant": the trade the customer already has.
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+(?:go|goes)\s+(?:straight\s+)?to\s+your\s+(?:own\s+)?\p{L}+(?:ant|er|ist|ian)s?(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    clause: PARTNER_SERVES,
  },
  // "For gas work, please call a Gas Safe registered engineer" (not "For a free quote, call …", "For emergencies, …").
  {
    languages: ['en'],
    before: String.raw`${START}For\s+(?!(?:your|our|my|a|an|more|further|any|all|anything|everything|other|help|advice|questions|information|details|enquiries|inquiries|emergencies|bookings|quotes?|prices|pricing|urgent)(?![\p{L}]))`,
    after: String.raw`,\s+(?:please\s+)?(?:call|contact|see|ask|consult|find|hire|use|get|speak\s+to|talk\s+to)\s+(?:a|an|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:licensed|qualified|registered|certified|accredited|specialist|Gas\s+Safe)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "Asbestos removal is handled by our licensed partner" (not "Delivery is handled by our courier partner").
  {
    languages: ['en'],
    before: START,
    after: String.raw`\s+(?:is|are)\s+(?:handled|done|carried\s+out|taken\s+care\s+of|looked\s+after)\s+by\s+(?:our|a|an|one\s+of\s+our)\s+(?:[\p{L}-]+\s+){0,2}?(?:partners?|partner\s+compan(?:y|ies)|sister\s+company|specialists?|subcontractors?)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    clause: PARTNER_SERVES,
  },
  // "We're happy to recommend someone for drywall repairs", "we can recommend a specialist for X".
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:(?:happy|glad|able|pleased)\s+to|can|could|will)\s+(?:gladly\s+|happily\s+)?(?:recommend|suggest|refer\s+you\s+to|point\s+you\s+to)\s+(?:someone|somebody|a\s+(?:[\p{L}-]+\s+){0,2}?(?:specialist|professional|colleague|partner|company|firm|contractor|\p{L}+(?:er|ian|ist)))\s+(?:else\s+)?for\s+(?!(?:your|you|anything|everything|that|this|it|those|these|work|jobs?)(?![\p{L}]))`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "Chimney sweeping jobs go to a specialist we trust": the work, not the jobs (a search with "jobs" is a job seeker's).
  {
    languages: ['en'],
    before: START,
    after: String.raw`(?:\s+(?:jobs?|work|requests|enquiries))?\s+(?:go|goes|are\s+passed|get\s+passed|are\s+sent|get\s+sent)\s+(?:on\s+)?to\s+(?:(?:a|an|our|one\s+of\s+our|another|other)\s+(?:[\p{L}-]+\s+){0,2}?(?:specialists?|partners?|contractors?|subcontractors?|colleagues?|firm|company|trade)(?![\p{L}])|the\s+\p{L}{3,}(?:ers|ians|ists)(?![\p{L}])|our\s+(?:friends|mates|neighbours|neighbors|colleagues)(?![\p{L}])|\p{Lu}\p{Ll}+\s+\p{Lu}\p{L}+)`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    clause: PARTNER_SERVES,
  },
  // "We leave roofing to the roofers" (not "the choice to the customer", "the rest to you").
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:[Ww]e|I)\s+(?:happily\s+|gladly\s+|always\s+)?leave\s+(?!(?:it|that|this|the\s+rest|the\s+choice|the\s+decision|nothing|everything|no)(?![\p{L}]))`,
    after: String.raw`\s+to\s+${SENT_AWAY_TO}\s+(?:[\p{L}-]+\s+){0,2}?(?!(?:customers?|owners?|homeowners?|users?|buyers?|members?|partners?)(?![\p{L}]))(?:\p{L}+(?:ers|er|ians|ian|ists|ist)|pros|professionals|experts|engineers|trades\p{L}*)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "Commercial kitchens are not in our wheelhouse", "X is outside our wheelhouse".
  {
    languages: ['en'],
    after: String.raw`\s+(?:is|are)(?:n['’]t|\s+not)\s+(?:in\s+|within\s+)?(?:my|our)\s+(?:wheelhouse|scope|remit|skill\s?set)(?![\p{L}])|\s+(?:is|are)\s+(?:outside|beyond)\s+(?:my|our)\s+(?:wheelhouse|remit|skill\s?set)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "We clean everything except carpets", "we fix all makes except Dyson" (not "We are everything but ordinary").
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:[Ww]e|I)\s+(?:can\s+)?(?!(?:are|am|were|have|had|love|like|enjoy)\s)\p{L}+\s+(?:everything|anything|all(?:\s+[\p{L}-]+){0,2}?)(?:\s+else)?\s+(?:except(?:\s+for)?|but|apart\s+from|other\s+than|excluding)\s+(?!(?:cut|compromise|settle|disappoint|cheat|rush|overcharge|lie)(?![\p{L}]))`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  { languages: ['de'], before: String.raw`(?<![\p{L}])(?:[Ww]ir|[Ii]ch)\s+(?!(?:haben|hatten|sind|waren|lieben|mögen|arbeiten)\s)\p{L}+\s+(?:alles|alle(?:\s+\p{L}+){0,2}?)\s+außer\s+`, joins: words('und|oder'), lead: DE_ARTICLES },
  // "Our key cutting service has been discontinued" (not "This item has been discontinued").
  {
    languages: ['en'],
    before: START,
    after: String.raw`(?:\s+service)?\s+(?:(?:has|have)\s+(?:now\s+)?been|(?:is|are)\s+(?:now\s+)?)\s*discontinued(?![\p{L}])`,
    joins: words('and|or'),
    lead: String.raw`(?:[Oo]ur|[Tt]he)\s+`,
    clause: '^(?:[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Ii]t)(?![\\p{L}])|^(?:[Ii]tems?|[Pp]roducts?|[Mm]odels?|[Pp]ages?|[Oo]ffers?|[Pp]romotions?|[Ss]ervices?)$',
  },
  // "We stopped doing pool fencing in 2022", "we've stopped offering X".
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:[Ww]e|I)(?:['’]ve|\s+have)?\s+(?:recently\s+|now\s+)?(?:stopped|ceased|quit)\s+(?:doing|offering|providing|selling|stocking|carrying|taking|installing|fitting|repairing|servicing|supplying|making|building|covering|serving|accepting|running|teaching)(?:\s+(?:on|in|out))?\s+`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
    tail: String.raw`\s+(?:in|since|from|as\s+of|during|after)\s+(?:\p{N}+|early|late|mid|last|the\s+pandemic|covid)(?:[\s-][\p{L}\p{N}]+)*`,
  },
  // The thing with no verb before it, dated: "We stopped online tutoring in June 2023", "We discontinued gift wrapping in 2022".
  {
    languages: ['en'],
    before: String.raw`(?<![\p{L}])(?:[Ww]e|I)(?:['’]ve|\s+have)?\s+(?:stopped|discontinued)\s+(?!(?:doing|offering|providing|selling|by|at|in|for|to|the\s+clock)(?![\p{L}]))`,
    after: String.raw`(?=\s+(?:in|since|as\s+of|at\s+the\s+end\s+of)\s+(?:(?:January|February|March|April|May|June|July|August|September|October|November|December|spring|summer|autumn|fall|winter|early|late|mid)\s+)?\d{4}(?!\d))`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // Towns a service does not reach, capitalised names only: "Home tutoring is also not available in Marikina, San Juan,
  // Pasig, Manila, Caloocan and anywhere outside Metro Manila".
  { languages: ['en'], before: String.raw`(?<![\p{L}])(?:is|are)\s+(?:also\s+)?(?:not|n['’]t)\s+available\s+in\s+(?=\p{Lu})`, joins: words('and|or'), stops: ')' },
  // "Sorry, no card payments." (not a page's own "Sorry, no results found", "Sorry, no appointments available").
  {
    languages: ['en'],
    before: String.raw`${START}(?:Sorry|Unfortunately|Sadly|Apologies)\s*[,!]?\s*(?:[-–—]\s*)?no\s+(?!(?:results|posts|products|items|matches|pages|content|events|reviews|comments|entries|listings|vacancies|availability|slots|appointments|exceptions)(?![\p{L}]))`,
    after: String.raw`(?=\s*[.!]|\s*$)`,
    joins: words('and|or'),
  },
];

export const FORMS: Negation[] = [
  // English: "Gel nails are not available", "No pets.", "We only repair bikes, not e-scooters", "Home visits? Unfortunately not."
  {
    languages: ['en'],
    after: String.raw`\s+(?:is|are)\s+(?:not|no longer)\s+(?:available|offered|provided|accepted|allowed|permitted|possible)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // A house rule of one thing, a plural alone in its sentence; not what a business sells by not having it ("No fees.", "No queues.").
  {
    languages: ['en'],
    before: String.raw`${START}No\s+(?!(?:fees|charges|costs|extras|surprises|worries|queues|contracts|strings|gimmicks|hassles|delays|deposits|obligations|excuses|problems|shortcuts|compromises|chemicals|lines|waits)\.)(?=[\p{Ll}-]+s\.)`,
    joins: words('or'),
  },
  { languages: ['en'], before: onlyNot('only|just', 'not|but not', `(?:(?:in|to|at)\\s+)?(?:${EN_ARTICLES})?`), joins: words('and|or|nor'), lead: String.raw`(?:in|to|at)\s+` },
  {
    languages: ['en'],
    before: START,
    after: String.raw`\?\s*(?:Unfortunately|Sorry|I'm afraid)[,\s]+(?:not|no)(?![\p{L}])`,
    joins: words('and|or'),
    lead: String.raw`(?:(?:do|does|can|will)\s+(?:you|we)\s+(?:\p{L}+\s+)?|${EN_ARTICLES})`,
  },
  // German: "Kartenzahlung ist leider nicht möglich", "Leider können wir keine Motorräder reparieren", "nur Fahrräder, keine E-Scooter".
  {
    languages: ['de'],
    after: String.raw`\s+(?:ist|sind)(?:\s+(?!nicht\s)\p{L}+){0,3}?\s+(?:nicht|nicht mehr)\s+(?:möglich|erlaubt|gestattet|verfügbar|erhältlich)(?![\p{L}])`,
    joins: words('und|oder'),
    lead: DE_ARTICLES,
  },
  {
    languages: ['de'],
    before: String.raw`(?<![\p{L}])(?:können|kann|dürfen)\s+wir\s+(?:leider\s+|auch\s+|derzeit\s+)*(?:keine?n?|nicht)\s+`,
    joins: words('und|oder|noch'),
    tail: String.raw`\s+\p{Ll}+(?:en|ern|eln)(?:\s+lassen)?`,
  },
  { languages: ['de'], before: onlyNot('nur|ausschließlich', 'keine?n?|nicht|aber keine?n?'), joins: words('und|oder'), lead: DE_ARTICLES },
  { languages: ['de'], before: START, after: String.raw`\?\s*Leider\s+(?:nein|nicht)(?![\p{L}])`, joins: words('und|oder'), lead: DE_ARTICLES },
  // French house rules: "Pas de wingfoil, de kitefoil ni de windsurf : nous restons spécialistes…", "Pas d'hébergement non plus."
  // Not what a business sells by not having it ("Pas de frais cachés.", "Pas de souci"), nor a question ("Pas de vent ?").
  {
    languages: ['fr'],
    before: String.raw`${START}Pas\s+(?:de\s+|d['’])(?!(?:frais|souci|soucis|problème|problèmes|panique|stress|engagement|surprises?|attente|mauvaises?\s+surprises?|supplément|vent)(?![\p{L}]))`,
    after: String.raw`(?=\s+non\s+plus|\s*[:.;!](?!\S)|\s*$)`,
    joins: words('ni|et|ou'),
    lead: FR_ARTICLES,
  },
  // French: "Les chèques ne sont pas acceptés", "Animaux non admis", "nous ne pouvons pas réparer les iPhone", "uniquement les vélos, pas les trottinettes".
  {
    languages: ['fr'],
    after: String.raw`\s+(?:n['’]est|ne sont)\s+pas\s+(?:acceptée?s?|admise?s?|autorisée?s?|disponibles?|proposée?s?|possibles?|assurée?s?)(?![\p{L}])|\s+non\s+(?:admise?s?|acceptée?s?|autorisée?s?)(?![\p{L}])|\s+(?:sont\s+|est\s+)?interdite?s?(?![\p{L}])`,
    joins: words('et|ou|ni'),
    lead: FR_ARTICLES,
  },
  { languages: ['fr'], before: String.raw`(?<![\p{L}])ne\s+(?:pouvons|peux|pouvez)\s+pas\s+\p{L}+(?:er|ir|re)\s+${FR_ARTICLES}?`, joins: words('et|ou|ni'), lead: FR_ARTICLES },
  { languages: ['fr'], before: onlyNot('uniquement|seulement|exclusivement', 'pas|non|mais pas'), joins: words('et|ou|ni'), lead: FR_ARTICLES },
  { languages: ['fr'], before: START, after: String.raw`\s*\?\s*(?:Malheureusement|Désolés?|Hélas),?\s+(?:non|pas)(?![\p{L}])`, joins: words('et|ou'), lead: FR_ARTICLES },
  // Spanish: "No se admiten mascotas", "El servicio a domicilio no está disponible", "no podemos reparar consolas", "No somos una farmacia".
  {
    languages: ['es'],
    before: String.raw`(?<![\p{L}])[Nn]o\s+(?:(?:se\s+(?:admiten|aceptan|permiten|admite|acepta|permite|realizan|hacen|ofrecen))|(?:podemos|puedo)\s+\p{L}+(?:ar|er|ir)|somos|soy)\s+(?:${ES_ARTICLES})?`,
    joins: words('y|ni|o|e|u'),
    ends: 'solo|sólo|pero|sino',
    lead: ES_ARTICLES,
  },
  // Not before an infinitive: "En la cremación comunal no es posible separar las cenizas" rules out separating, not the cremation.
  { languages: ['es'], after: String.raw`\s+no\s+(?:está|están|es|son)\s+(?:disponibles?|permitid[oa]s?|posibles?)(?![\p{L}])(?!\s+\p{L}+(?:ar|er|ir)(?![\p{L}]))`, joins: words('y|ni|o'), lead: ES_ARTICLES },
  { languages: ['es'], before: onlyNot('solo|sólo|solamente|únicamente', 'no|pero no', '(?:con\\s+|en\\s+|a\\s+)?'), joins: words('y|ni|o'), lead: `(?:(?:en|a|con)\\s+|${ES_ARTICLES})` },
  { languages: ['es'], before: START, after: String.raw`\?\s*(?:Lamentablemente|Lo sentimos|Por desgracia|Desafortunadamente),?\s+no(?![\p{L}])`, joins: words('y|o'), lead: `(?:¿\\s*)?(?:${ES_ARTICLES})?` },
  // Italian: "Gli animali non sono ammessi", "non possiamo riparare iPhone", "solo biciclette, non monopattini", "Non siamo un centro estetico".
  {
    languages: ['it'],
    after: String.raw`\s+non\s+(?:è|sono)\s+(?:ammess[oaie]|accettat[oaie]|consentit[oaie]|disponibil[ei]|possibile)(?![\p{L}])(?!\s+\p{L}+(?:are|ere|ire)(?![\p{L}]))`,
    joins: words('e|né|o'),
    lead: IT_ARTICLES,
  },
  {
    languages: ['it'],
    before: String.raw`(?<![\p{L}])[Nn]on\s+(?:(?:possiamo|posso)\s+\p{L}+(?:are|ere|ire)|siamo)\s+${IT_ARTICLES}?`,
    joins: words('e|né|o'),
    ends: 'solo|ma',
    lead: IT_ARTICLES,
  },
  { languages: ['it'], before: onlyNot('solo|soltanto|solamente|unicamente|esclusivamente', 'non|ma non'), joins: words('e|né|o'), lead: IT_ARTICLES },
  // Portuguese: "Não são permitidos animais", "não está disponível", "não podemos reparar telemóveis", "Só … carros, não com motos".
  {
    languages: ['pt'],
    before: String.raw`(?<![\p{L}])[Nn]ão\s+(?:(?:são|é)\s+(?:permitid[oa]s?|aceit[oa]s?|admitid[oa]s?)(?:\s+(?:a|o)\s+entrada\s+de)?|(?:podemos|posso|conseguimos)\s+\p{L}+(?:ar|er|ir)|somos|sou)\s+(?:${PT_ARTICLES})?`,
    joins: words('e|nem|ou'),
    ends: 'só|apenas|mas',
    lead: PT_ARTICLES,
  },
  { languages: ['pt'], after: String.raw`\s+não\s+(?:está|estão|é|são)\s+(?:disponíve(?:l|is)|permitid[oa]s?|possíve(?:l|is))(?![\p{L}])`, joins: words('e|nem|ou'), lead: PT_ARTICLES },
  { languages: ['pt'], before: onlyNot('só|apenas|somente|unicamente', 'não|mas não'), joins: words('e|nem|ou'), lead: PT_ARTICLES },
  // Dutch: "Huisdieren zijn niet toegestaan", "wij kunnen geen iPhones repareren", "alleen fietsen, geen scooters".
  {
    languages: ['nl'],
    after: String.raw`\s+(?:is|zijn)\s+(?:helaas\s+|bij ons\s+)?niet\s+(?:toegestaan|mogelijk|beschikbaar|welkom|toegelaten)(?![\p{L}])`,
    joins: words('en|of'),
    lead: String.raw`(?:de|het|een|onze)\s+`,
  },
  { languages: ['nl'], before: String.raw`(?<![\p{L}])(?:wij|we|ik)\s+(?:kunnen|kan|mogen)\s+(?:helaas\s+|ook\s+)*geen\s+`, joins: words('en|of'), tail: String.raw`\s+\p{Ll}+en` },
  { languages: ['nl'], before: onlyNot('alleen|uitsluitend|enkel', 'geen|niet|maar geen'), joins: words('en|of'), lead: String.raw`(?:de|het)\s+` },
  { languages: ['nl'], before: START, after: String.raw`\?\s*(?:Helaas|Sorry),?\s+(?:niet|nee)(?![\p{L}])`, joins: words('en|of') },
  // Swedish, Danish, Norwegian: "Husdjur är inte tillåtna", "Hemleverans erbjuds inte", "kan vi inte reparera X", "bara cyklar, inte mopeder".
  {
    languages: ['sv'],
    after: String.raw`\s+(?:(?:är|blir)\s+(?:tyvärr\s+)?inte\s+(?:tillåtn?a|tillåtet|tillåten|möjligt?|tillgängligt?a?)|(?:erbjuds|utförs)\s+(?:tyvärr\s+)?inte)(?![\p{L}])`,
    joins: words('och|eller'),
  },
  { languages: ['sv'], before: String.raw`(?<![\p{L}])(?:kan|får)\s+vi\s+(?:tyvärr\s+)?(?:inte|inga|ej)\s+\p{L}+\s+(?:emot\s+|på\s+)?`, joins: words('och|eller') },
  { languages: ['sv'], before: onlyNot('bara|endast|enbart', 'inte|ej|men inte'), joins: words('och|eller') },
  // House rules after a colon or a dash ("en ren boulderhall: inga rep, ingen topprep- eller ledklättring"), and what a
  // business has "but not" ("barnkurser och familjeklättring, men inga kalas"). Not "Du behöver inga förkunskaper": what
  // a customer does not need is no refusal.
  {
    languages: ['sv', 'da', 'no', 'nb', 'nn'],
    before: String.raw`(?:(?<=:\s)|(?<=\s[–—]\s)|(?<![\p{L}])men\s+)(?:inga|ingen|inget|intet|ikke\s+noget|ikke\s+noe)\s+`,
    joins: words('och|eller|og'),
    lead: String.raw`(?:inga|ingen|inget|intet)\s+`,
  },
  {
    languages: ['da'],
    after: String.raw`\s+(?:(?:er|bliver)\s+(?:desværre\s+)?ikke\s+(?:tilladt|tilladte|muligt?|tilgængeligt?e?)|(?:tilbydes|udføres)\s+(?:desværre\s+)?ikke)(?![\p{L}])`,
    joins: words('og|eller'),
  },
  { languages: ['da'], before: onlyNot('kun|udelukkende', 'ikke|men ikke'), joins: words('og|eller') },
  {
    languages: ['no', 'nb', 'nn'],
    after: String.raw`\s+(?:(?:er|blir)\s+(?:dessverre\s+)?ikke\s+(?:tillatt|mulig|tilgjengelig)|(?:tilbys|utføres)\s+(?:dessverre\s+)?ikke)(?![\p{L}])`,
    joins: words('og|eller'),
  },
  { languages: ['no', 'nb', 'nn'], before: onlyNot('bare|kun', 'ikke|men ikke'), joins: words('og|eller') },
  // Finnish: "Lemmikit eivät ole sallittuja", "Kotikäyntejä ei tarjota" (partitive), "vain koteja, emme toimistoja".
  { languages: ['fi'], after: String.raw`\s+(?:eivät|ei)\s+(?:valitettavasti\s+)?ole\s+(?:sallittuja|sallittu|mahdollista|mahdollisia|saatavilla)(?![\p{L}])`, joins: words('ja|tai|eikä') },
  { languages: ['fi'], after: String.raw`\s+ei\s+(?:valitettavasti\s+)?(?:tarjota|tehdä|oteta vastaan|myydä)(?![\p{L}])`, joins: words('ja|tai|eikä'), searched: finnishNominative },
  { languages: ['fi'], before: onlyNot('vain|ainoastaan', 'emme|ei|mutta ei'), joins: words('ja|tai|eikä'), searched: finnishNominative },
  // Polish: "Płatność kartą nie jest możliwa", "tylko rowery, nie hulajnogi", "Nie jesteśmy apteką" (instrumental).
  { languages: ['pl'], after: String.raw`\s+nie\s+(?:jest|są)\s+(?:możliw[aey]|dostępn[aey]|dozwolon[aey]|akceptowan[aey]|mile widzian[aey])(?![\p{L}])`, joins: words('i|ani|oraz|lub') },
  { languages: ['pl'], before: onlyNot('tylko|wyłącznie|jedynie', 'nie|ale nie'), joins: words('i|ani|lub') },
  { languages: ['pl'], before: String.raw`(?<![\p{L}])[Nn]ie\s+jesteśmy\s+`, joins: words('ani|ani też'), searched: polishFromInstrumental },
  // Czech and Slovak: "Platba kartou není možná", "pouze kola, ne elektrokoloběžky", "Nejsme autoservis".
  { languages: ['cs'], after: String.raw`\s+(?:není|nejsou)\s+(?:možn[áéý]|povolen[aáéýi]?|k dispozici)(?![\p{L}])`, joins: words('a|ani|nebo') },
  { languages: ['cs'], before: onlyNot('pouze|jen|jenom|výhradně', 'ne|nikoli|ale ne'), joins: words('a|ani|nebo') },
  { languages: ['cs'], before: String.raw`(?<![\p{L}])[Nn]ejsme\s+`, joins: words('ani') },
  { languages: ['sk'], after: String.raw`\s+(?:nie je|nie sú)\s+(?:možn[áéý]|povolen[éáýa]|k dispozícii)(?![\p{L}])`, joins: words('a|ani|alebo') },
  { languages: ['sk'], before: onlyNot('iba|len|výlučne|jedine', 'nie|ale nie'), joins: words('a|ani|alebo') },
  // Hungarian: "A kártyás fizetés nem lehetséges", "Csak kerékpárokat javítunk, robogókat nem", "Nem vagyunk gyógyszertár".
  { languages: ['hu'], after: String.raw`\s+nem\s+(?:lehetséges|engedélyezett|megengedett|elérhető|érhető el|megoldható)(?![\p{L}])`, joins: words('és|vagy|sem'), lead: String.raw`(?:a|az)\s+` },
  { languages: ['hu'], before: String.raw`${capitalised('csak|kizárólag')}[^.;:!?\n]*?,\s*`, after: String.raw`\s+(?:viszont\s+)?nem(?=\s*[.!;]|$)`, joins: words('és|vagy|sem'), searched: hungarianNominative },
  { languages: ['hu'], before: String.raw`(?<![\p{L}])[Nn]em\s+vagyunk\s+(?:egy\s+)?`, joins: words('és|vagy') },
  // Romanian: "Animalele de companie nu sunt acceptate", "doar biciclete, nu și trotinete".
  {
    languages: ['ro'],
    after: String.raw`\s+nu\s+(?:este|sunt|e)\s+(?:acceptat[eă]?|permis[eă]?|disponibil[eă]?|posibil[ăe]?)(?![\p{L}])`,
    joins: words('și|şi|sau|nici'),
    searched: romanianHead,
  },
  { languages: ['ro'], before: onlyNot('doar|numai', 'nu|dar nu', '(?:și\\s+|şi\\s+)?'), joins: words('și|şi|sau|nici') },
  // Croatian, Serbian, Bosnian, Slovenian: "Kućni ljubimci nisu dozvoljeni", "Plačilo s kartico ni mogoče", "samo bicikle, ne i trotinete", "Nismo autoservis".
  {
    languages: ['hr', 'sr', 'bs', 'me'],
    after: String.raw`\s+(?:nisu|nije)\s+(?:dozvoljen[ioa]?|dopušten[ioa]?|moguć[eae]?|dostupn[aio]?)(?![\p{L}])`,
    joins: words('i|ili|ni'),
  },
  { languages: ['hr', 'sr', 'bs', 'me'], before: String.raw`(?<![\p{L}])[Nn]ismo\s+`, joins: words('ni|niti') },
  { languages: ['sl'], after: String.raw`\s+(?:niso|ni)\s+(?:dovoljen[iao]?|mogoče|na voljo)(?![\p{L}])`, joins: words('in|ali') },
  { languages: ['hr', 'sr', 'bs', 'me', 'sl'], before: onlyNot('samo|isključivo', 'ne|ali ne|a ne', '(?:i\\s+|pa\\s+)?'), joins: words('i|in|ili|ni|niti') },
  // Bulgarian, Russian, Ukrainian: "Домашни любимци не се допускат", "Животные не допускаются", "только …, не X", "У нас нет парковки".
  {
    languages: ['bg'],
    after: String.raw`\s+не\s+(?:се\s+допуска(?:т)?|се\s+приема(?:т)?|е\s+възможн[оа]|са\s+разрешени|е\s+разрешен[оа]?)(?![\p{L}])`,
    joins: words('и|или'),
  },
  { languages: ['bg'], before: onlyNot('само', 'не|но не', '(?:и\\s+)?'), joins: words('и|или') },
  {
    languages: ['ru'],
    after: String.raw`\s+(?:не\s+(?:допускаются|принимаются|разрешены|разрешается|предоставляется|осуществляется)|невозможн[аоы]|недоступн[аоы])(?![\p{L}])`,
    joins: words('и|или'),
  },
  { languages: ['ru'], before: onlyNot('только', 'не|но не|а не'), joins: words('и|или|ни') },
  { languages: ['ru'], before: String.raw`(?<![\p{L}])[Уу]\s+нас\s+нет\s+`, joins: words('и|или|ни'), searched: slavicCyrillicFromGenitive },
  // "Мы не аптека": a lone noun after "мы не", no verb.
  { languages: ['ru'], before: String.raw`(?<![\p{L}])[Мм]ы\s+не\s+(?=\p{Ll}+(?<!(?:ем|ём|им|ют|ят|ет|ит|мся))\s*[.!]|\p{Ll}+$)`, joins: words('и') },
  {
    languages: ['uk'],
    after: String.raw`\s+(?:заборонен[іоа]|не\s+(?:допускаються|приймаються|дозволені|дозволяється)|недоступн[аоі]|неможлив[аоі])(?![\p{L}])`,
    joins: words('і|й|та|або'),
  },
  { languages: ['uk'], before: onlyNot('лише|тільки', 'не|але не|а не'), joins: words('і|й|та|або|ні') },
  { languages: ['uk'], before: String.raw`(?<![\p{L}])[Уу]\s+нас\s+немає\s+`, joins: words('і|й|та|або|ні'), searched: slavicCyrillicFromGenitive },
  // Greek: "Τα κατοικίδια δεν επιτρέπονται", "Η πληρωμή με κάρτα δεν είναι δυνατή", "μόνο ποδήλατα, όχι πατίνια".
  {
    languages: ['el'],
    after: String.raw`\s+δεν\s+(?:επιτρέπονται|επιτρέπεται|είναι\s+(?:δυνατή|δυνατό|δυνατόν|διαθέσιμ[ηοα]|εφικτή)|γίνονται\s+δεκτ[έοά]ς?|γίνεται\s+δεκτ[ήό]|παρέχ(?:ονται|εται))(?![\p{L}])`,
    joins: words('και|ή|ούτε'),
    lead: EL_ARTICLES,
    searched: greekNominative,
  },
  { languages: ['el'], before: onlyNot('μόνο|αποκλειστικά', 'όχι|αλλά όχι'), joins: words('και|ή|ούτε'), lead: EL_ARTICLES, searched: greekNominative },
  // Turkish: "Evcil hayvan kabul edilmez", "Sadece bisiklet tamir ediyoruz, scooter değil".
  {
    languages: ['tr'],
    after: String.raw`\s+(?:kabul\s+edilmez|kabul\s+edilmemektedir|kabul\s+edilmiyor|yasaktır|yasak|mümkün\s+değildir|mümkün\s+değil|mevcut\s+değildir|yapılmamaktadır|yapılmaz)(?![\p{L}])`,
    joins: words('ve|veya|ya da'),
    lead: String.raw`(?:maalesef|üzgünüz)\s+`,
    searched: turkishNominative,
  },
  { languages: ['tr'], before: String.raw`${capitalised('sadece|yalnızca|yalnız')}[^.;:!?\n]*?,\s*`, after: String.raw`\s+değil(?:dir)?(?![\p{L}])`, joins: words('ve|veya'), searched: turkishNominative },
  // Arabic: "لا يُسمح بالحيوانات الأليفة", "خدمة التوصيل غير متوفرة", "لا نستطيع إصلاح …", "… فقط، وليس X", "لسنا صيدلية".
  {
    languages: ['ar'],
    before: String.raw`(?<![\p{L}])(?:(?:لا\s+يُ?سمح|يُ?منع|ممنوع)\s+(?:ب|دخول\s+)?|(?:نحن\s+)?(?:لا\s+(?:نستطيع|يمكننا)|لسنا)\s+)`,
    joins: String.raw`${words('ولا|أو')}|(?<![\p{L}])و(?=ال)|،`,
    ends: 'لكن|ولكن|بل',
  },
  { languages: ['ar'], after: String.raw`\s+(?:غير\s+(?:متوفرة|متوفر|متاحة|متاح|مسموح|مسموحة|مقبولة|مقبول)|ليست\s+متاحة)(?![\p{L}])`, joins: String.raw`${words('أو')}|(?<![\p{L}])و(?=ال)|،` },
  { languages: ['ar'], before: String.raw`(?<![\p{L}])فقط[^.;:!?؟؛\n]*?[،,]\s*(?:وليس|ليس|لا)\s+`, joins: String.raw`${words('ولا|أو')}|(?<![\p{L}])و(?=ال)` },
  // Persian, the verb last: "ما تعمیر موبایل انجام نمی‌دهیم", "ورود حیوانات خانگی ممنوع است", "فقط …، نه X", "ما داروخانه نیستیم".
  {
    languages: ['fa'],
    after: String.raw`\s+(?:انجام\s+نمی‌?دهیم|ارائه\s+نمی‌?دهیم|نمی‌?پذیریم|قبول\s+نمی‌?کنیم|نمی‌?فروشیم|نداریم|نیستیم|ممنوع(?:\s+است)?|(?:امکان‌?پذیر|مجاز|موجود)\s+نیست)(?![\p{L}])`,
    joins: `${words('و|یا')}|،`,
    lead: String.raw`(?:ما|متأسفانه|متاسفانه|ورود)\s+`,
  },
  { languages: ['fa'], before: String.raw`(?<![\p{L}])فقط[^.;:!?؟؛\n]*?[،,]\s*نه\s+`, joins: words('و|یا') },
  // Hebrew: "אנחנו לא מבצעים משלוחים והתקנות" ("and" a prefix), "אין כניסה לבעלי חיים", "… אינו אפשרי", "רק …, לא X".
  {
    languages: ['he'],
    before: String.raw`(?<![\p{L}])(?:(?:(?:אנחנו|אנו)\s+לא|איננו)\s+(?!רק\s)\p{L}+\s+(?:את\s+)?|אין\s+כניסה\s+(?:ל|עם\s+))`,
    joins: String.raw`${words('או|וגם')}|(?<=\s)ו(?=\p{L}{2})`,
    ends: 'אבל|אלא',
  },
  { languages: ['he'], after: String.raw`\s+(?:אינו|אינה|אינם|אינן|לא)\s+(?:אפשרי|אפשרית|מותר|מותרת|מותרים|זמין|זמינה)(?![\p{L}])`, joins: words('או') },
  { languages: ['he'], before: String.raw`(?<![\p{L}])רק\s[^.;:!?\n]*?,\s*(?:לא|אבל לא)\s+`, joins: String.raw`${words('או')}|(?<=\s)ו(?=\p{L}{2})` },
  // Vietnamese: "Dịch vụ tại nhà hiện không có sẵn".
  { languages: ['vi'], after: String.raw`\s+(?:hiện\s+)?(?:không|chưa)\s+(?:có sẵn|được cung cấp|được phép|áp dụng)(?![\p{L}])`, joins: words('và|hoặc'), words: 5 },
  // Thai, written without spaces between words: "เราไม่รับซ่อมไอโฟน", "ไม่มีบริการจัดส่ง", "ไม่อนุญาตให้นำสัตว์เลี้ยงเข้า".
  { languages: ['th'], before: '(?:ไม่รับ|ไม่มีบริการ|ไม่ให้บริการ|ไม่อนุญาต(?:ให้)?(?:นำ)?)', joins: 'และ|หรือ', tail: '(?:เข้า(?:มา)?(?:ภายในร้าน|ในร้าน)?)', shortest: 2, stops: ' ,', clause: THAI_CLAUSE },
  // Indonesian and Malay: "Hewan peliharaan tidak diperbolehkan", "hanya melayani mobil, bukan motor".
  {
    languages: ['id', 'ms'],
    after: String.raw`\s+tidak\s+(?:diperbolehkan|dibolehkan|dibenarkan|diizinkan|tersedia|diterima|disediakan)(?![\p{L}])`,
    joins: words('dan|atau|serta'),
    words: 4,
    // "Sewa motor juga tidak tersedia": "also" is no part of the thing.
    tail: String.raw`\s+juga`,
  },
  { languages: ['id', 'ms'], before: onlyNot('hanya|cuma', 'bukan|tidak|tetapi tidak'), joins: words('dan|atau'), words: 4 },
  // Filipino: "Hindi kami tumatanggap ng credit card", "Bawal ang alagang hayop", "Wala kaming delivery", "… lang …, hindi X".
  {
    languages: ['tl'],
    before: String.raw`(?<![\p{L}])(?:[Hh]indi\s+(?:po\s+)?kami\s+(?:po\s+)?[\p{L}-]+\s+(?:ng|ang)\s+|[Hh]indi\s+(?:po\s+)?(?:available|pwede|puwede|tinatanggap)\s+(?:dito\s+)?ang\s+|[Bb]awal\s+(?:po\s+)?(?:ang\s+)?|[Ww]ala\s+(?:po\s+)?kaming\s+)`,
    joins: words('at|o|pati'),
    ends: 'pero|kasi|dahil',
  },
  { languages: ['tl'], before: String.raw`${words('lang|lamang')}[^.;:!?\n]*?,\s*hindi\s+`, joins: words('at|o') },
  // Catalan: "No fem lliuraments a domicili ni muntatges", "No s'admeten animals", "no podem reparar mòbils", "Només …, no X".
  {
    languages: ['ca'],
    before: String.raw`(?<![\p{L}])[Nn]o\s+(?:fem|oferim|acceptem|realitzem|treballem amb|reparem|instal·lem|som|s['’](?:admeten|accepten|permeten|admet|accepta)|(?:podem|puc)\s+\p{L}+(?:ar|er|ir|re))\s+${CA_ARTICLES}?`,
    joins: words('i|ni|o'),
    ends: 'només|però|sinó',
    lead: CA_ARTICLES,
  },
  { languages: ['ca'], after: String.raw`\s+no\s+(?:està|estan|és|són)\s+(?:disponibles?|permesos?|permeses?|possibles?)(?![\p{L}])`, joins: words('i|ni|o'), lead: CA_ARTICLES },
  { languages: ['ca'], before: onlyNot('només|sols|únicament', 'no|però no'), joins: words('i|ni|o'), lead: CA_ARTICLES },
  // Estonian: "Lemmikloomad ei ole lubatud", "ainult jalgrattaid, mitte tõukerattaid" (partitive).
  { languages: ['et'], after: String.raw`\s+ei\s+ole\s+(?:lubatud|võimalik|saadaval)(?![\p{L}])`, joins: words('ja|ega|või') },
  { languages: ['et'], before: onlyNot('ainult|vaid|üksnes', 'mitte|kuid mitte'), joins: words('ja|ega|või'), searched: estonianNominative },
  // Latvian: "Mēs nepiedāvājam piegādi un montāžu", "Mājdzīvnieki nav atļauti", "tikai velosipēdus, ne skrejriteņus".
  { languages: ['lv'], before: String.raw`(?<![\p{L}])(?:[Mm]ēs\s+)?(?:diemžēl\s+)?[Nn]e\p{Ll}+(?:am|ām|ēm|im)\s+`, joins: words('un|vai|nedz|ne arī'), ends: 'bet|taču' },
  { languages: ['lv'], after: String.raw`\s+nav\s+(?:atļaut[isa]|iespējam[isa]|pieejam[isa])(?![\p{L}])`, joins: words('un|vai') },
  { languages: ['lv'], before: onlyNot('tikai', 'ne|bet ne'), joins: words('un|vai') },
  // Lithuanian: "Mes neteikiame pristatymo į namus" (genitive), "Gyvūnai neleidžiami", "tik dviračius, ne paspirtukus".
  { languages: ['lt'], before: String.raw`(?<![\p{L}])(?:[Mm]es\s+)?[Nn]e\p{Ll}+(?:ame|ime|ome)\s+`, joins: words('ir|ar|nei|arba'), ends: 'bet|tačiau', searched: lithuanianNominative },
  { languages: ['lt'], after: String.raw`\s+(?:neleidžiam[ia]|draudžiama|negalim[iasa]+|neteikiam[ao]s?)(?![\p{L}])`, joins: words('ir|ar|arba') },
  { languages: ['lt'], before: onlyNot('tik', 'ne|bet ne'), joins: words('ir|ar|arba') },
  // Object first, in the languages that put the verb second (after round 10): Norwegian, Danish and Swedish "Digitalpianoer og
  // keyboard reparerer jeg dessverre ikke", "Pianoflytting tilbyr jeg heller ikke"; and "X ligger utenfor mitt fagfelt".
  {
    languages: ['no', 'nb', 'nn', 'da', 'sv'],
    after: String.raw`\s+\p{Ll}+(?:er|ar|r)\s+(?:jeg|vi|jag)\s+(?:dessverre\s+|desværre\s+|tyvärr\s+)?(?:heller\s+)?(?:ikke|inte)(?![\p{L}])`,
    joins: words('og|eller|och'),
  },
  { languages: ['no', 'nb', 'nn', 'da', 'sv'], after: String.raw`\s+(?:ligger|faller)\s+(?:utenfor|uden for|utanför)\s+(?:mitt|mit|vårt|vores|vårt)\s+(?:fagfelt|fagområde|område|fagområde|fackområde)(?![\p{L}])`, joins: words('og|eller|och') },
  {
    languages: ['en'],
    after: String.raw`\s+(?:is|are)\s+(?:outside|beyond)\s+(?:of\s+)?(?:the\s+scope\s+of\s+)?(?:my|our)\s+(?:field|scope|expertise|area of expertise|programs?|programmes?|services?|range|offering|line of work|speciality|specialty|remit|commission|licen[cs]e|insurance)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // "Boats, caravans and motorhomes fall outside what we do", "Menswear and suit hire are outside what we do",
  // "Personal tax returns aren't part of our work", "Magic mirror … booths aren't part of our lineup", "Kids' birthday
  // parties under 13 are the one thing we pass on", "Four-storey buildings and apartment blocks are beyond our poles".
  {
    languages: ['en'],
    after: String.raw`\s+(?:is|are|falls?)\s+(?:well\s+|completely\s+|firmly\s+)?outside\s+(?:of\s+)?what\s+(?:we|I)\s+do(?![\p{L}])|\s+(?:is|are)(?:n['’]t|\s+not)\s+(?:a\s+)?part\s+of\s+(?:my|our)\s+(?:work|services?|offering|range|business|job|line-?up|menu|repertoire|catalog(?:ue)?)(?![\p{L}])|\s+(?:is|are)\s+the\s+(?:one|only)\s+thing\s+(?:we|I)\s+(?:pass\s+on|turn\s+down|say\s+no\s+to|don['’]t\s+do)(?![\p{L}])|\s+(?:is|are)\s+beyond\s+(?:our|my)\s+(?:scope|reach|remit|skills?|capabilit\p{L}*|capacity|means|equipment|ladders?|poles?|insurance|expertise|range|limits?|licen[cs]es?)(?![\p{L}])`,
    joins: words('and|or'),
    lead: EN_ARTICLES,
  },
  // Spanish and Catalan, the object first: "Cuero y gamuza: no los trabajamos", "Vestidos de novia, tampoco", "Tampoc venem flors artificials".
  { languages: ['es'], after: String.raw`\s*[:,]?\s+no\s+(?:lo|la|los|las)\s+\p{Ll}+(?:amos|emos|imos)(?![\p{L}])`, joins: words('y|ni|o'), lead: ES_ARTICLES },
  { languages: ['es'], after: String.raw`\s*,\s*tampoco(?![\p{L}])`, joins: words('y|ni|o'), lead: ES_ARTICLES },
  { languages: ['es'], before: String.raw`(?<![\p{L}])[Tt]ampoco\s+(?:\p{Ll}+(?:amos|emos|imos))\s+`, joins: words('y|ni|o'), lead: ES_ARTICLES },
  { languages: ['ca'], after: String.raw`\s*,\s*tampoc(?![\p{L}])`, joins: words('i|ni|o'), lead: CA_ARTICLES },
  { languages: ['ca'], before: String.raw`(?<![\p{L}])[Tt]ampoc\s+(?:\p{Ll}+(?:em|im|am))\s+`, joins: words('i|ni|o'), lead: CA_ARTICLES },
  // Towns a business does not go to, after a negated verb: "No buscamos en el Valle de Uco (Tupungato, Tunuyán), Potrerillos,
  // Cacheuta … ni San Rafael, ni en el aeropuerto El Plumerillo" (capitalised names only).
  { languages: ['es'], before: String.raw`(?<![\p{L}])[Nn]o\s+(?:(?:\p{Ll}+(?:amos|emos|imos)|llegamos|vamos|atendemos|trabajamos|buscamos|recogemos)\s+(?:en|a|hasta)\s+(?:el\s+|la\s+|los\s+|las\s+)?(?:(?:provincias?|comarcas?|zonas?|localidades|municipios?|pueblos?)\s+(?:de|del)\s+)?|(?:en|a)\s+(?:el\s+|la\s+|los\s+|las\s+)?(?:provincias?|comarcas?|zonas?|localidades|municipios?|pueblos?)\s+(?:de|del)\s+)(?=\p{Lu})`, joins: words('y|o|ni') },
  // Towns a business does not go to, named after "ni a" in a sentence that rules something out: "no enviem fora de Barcelona
  // (ni a l'Hospitalet, Badalona o Sant Cugat)", "no vamos a domicilio ni a Quilmes o Lanús"; capitalised names only.
  { languages: ['es', 'ca'], before: String.raw`(?<![\p{L}])ni\s+(?:a|en)\s+(?=(?:l['’])?\p{Lu})`, joins: words('y|i|o|ni'), lead: CA_ARTICLES, stops: ')' },
  // Indonesian and Malay: "Mobil tidak bisa dibawa menyeberang ke Lombok, Nusa Penida atau Jawa" (capitalised names only).
  // "Maaf, kami belum melayani antar jemput ke Surabaya Barat (Wiyung, Lakarsantri), Sidoarjo (termasuk Waru) dan Gresik": "not yet" too.
  { languages: ['id', 'ms'], before: String.raw`(?<![\p{L}])(?:tidak|belum)\s+(?:bisa|dapat|boleh|melayani)\s+(?:\p{Ll}+\s+){0,2}(?:ke|di)\s+(?=\p{Lu})`, joins: words('dan|atau|serta'), lead: String.raw`(?:termasuk|kecuali)\s+` },
  // Hebrew, the object first and a passive: "ניתוחי לייזר להסרת משקפיים לא מתבצעים אצלנו".
  {
    languages: ['he'],
    after: String.raw`\s+(?:לא|אינם|אינן|אינו|אינה)\s+(?:מתבצע(?:ים|ות|ת)?|מבוצע(?:ים|ות|ת)?|מוצע(?:ים|ות|ת)?|נמכר(?:ים|ות|ת)?|נעשה|נעשים|נעשות|מטופל(?:ים|ות|ת)?)(?![\p{L}])`,
    joins: words('או'),
    words: 4,
    searched: hebrewHead,
  },
  // Thai lists are written with spaces: "ไม่รับกระต่าย นก หรือสัตว์เอ็กซ์โซติก", up to the item "or" opens.
  { languages: ['th'], before: 'ไม่รับ', after: String.raw`(?<=(?:^|\s)(?:หรือ|และ)[^\s,]+)(?=\s|$)`, joins: String.raw`และ|หรือ|\s+`, stops: ',', shortest: 2, words: 6, clause: THAI_CLAUSE },
  ...MORE_FORMS,
  ...EITHER_FORMS,
  ...SCRIPT_FORMS,
  ...REFERRAL_FORMS,
].map((row) => ({ ...row, strict: true }));
