/**
 * What a site says the business does not do ("We do not offer home visits", "Wir übernehmen
 * keine Fensterreparaturen", "No hacemos extensiones"): each becomes a negative keyword, and no
 * ad may claim it.
 */

import { saysWords } from '../site/whole-words';
import { hangsAfter } from './function-words';
import { negationIn } from './ground-claims';
import { answerNames, handOffs, referralTargets } from './hand-offs';
import { namesakePlaces } from './namesakes';
import {
  croatianNominative,
  estonianNominative,
  FORMS,
  finnishNominative,
  greekNominative,
  hungarianNominative,
  polishNominative,
  slavicCyrillicNominative,
  slovenianNominative,
  turkishNominative,
  words,
} from './ruled-out-forms';
import { sectionItems } from './ruled-out-sections';

/** Greek: "Δεν επισκευάζουμε ηλεκτρικά πατίνια ούτε μηχανάκια", "Δεν πουλάμε μεταχειρισμένα ποδήλατα" (a first person plural verb). */
const GREEK = /(?<![\p{L}])[Δδ]εν[^\S\n]+(?<verb>\p{L}+(?:ουμε|ούμε|άμε|αμε|όμαστε|ούμαστε|ιόμαστε))[^\S\n]+(?<object>[^.;:!?–—\n]+)/gu;

/** Greek, the thing first and a pronoun before the verb: "Κυκλάδες, Κρήτη, Ιόνιο … δεν τα αναλαμβάνουμε". */
const GREEK_THING_FIRST =
  /(?:^|(?<=[.!?;·:]\s)|(?<=\n))(?<object>(?:π\.χ\.|[^.;:!?–—\n])+?)[^\S\n]+[Δδ]εν[^\S\n]+(?:τα|το|τους|τις|την|τη|τον)[^\S\n]+(?<verb>\p{L}+(?:ουμε|ούμε|άμε|αμε))(?![\p{L}])/gu;

/** Turkish, verb last: "Koltuk yıkama ve yatak yıkama yapmıyoruz", "Evde halı yıkama hizmetimiz yoktur", "… kabul etmiyoruz". */
const TURKISH =
  /(?<![\p{L}])(?<object>[^.;:!?–—\n]+?)[^\S\n]+(?<verb>kabul[^\S\n]+et(?:e)?miyoruz|\p{Ll}+m[ıiuü]yoruz|hizmetimiz[^\S\n]+(?:yok(?:tur)?|bulunmamaktadır|verilmemektedir|(?:\d{4}[^\S\n]+itibar[ıi]yla[^\S\n]+)?sona[^\S\n]+er(?:miştir|di)))(?=[\s.;:!?]|$)/gu;

/** Polish: "Nie wykonujemy prac blacharsko-lakierniczych ani napraw powypadkowych" (a first person plural verb). */
const POLISH = /\bnie\s+(?<verb>\p{L}+(?:emy|imy|ymy|amy))\s+(?<object>[^.;:!?–—]+)/giu;

/**
 * Hungarian puts the object first, in the accusative: "Autózárakat és széfeket nem nyitunk" (a first person plural verb after
 * "nem"), within its line: a heading "Amit nem vállalunk" ("what we do not take on") names nothing.
 */
const HUNGARIAN = /(?<![\p{L}])(?!(?:amit|amiket|mit|ami)\s)(?<object>[^.;:!?–—\n]+?)[^\S\n]+(?:nem|sem)[^\S\n]+(?!foglalkozunk)(?<verb>\p{Ll}+(?:unk|ünk|juk|jük))(?=[\s.;:!?]|$)/giu;

/**
 * "We do not do X (or Y)" in languages read by one row each: what comes before the object (the negation and its verb,
 * with the space after it) or after it (verb-last languages), or both, the words that join two objects, the words that end the
 * object ("but"), and what the object may hold. Each verb keeps its own object: a join followed by another negated verb
 * starts a clause read on its own. A row is tried on its own languages, and on any language no pattern or row reads
 * (a page whose language was read wrong, or not at all); never on those: Italian "ne abbiamo" is no Croatian "ne radimo".
 * The rows of `ruled-out-forms.ts` (`strict`: "X is not available", "only Y, not X"…) only on their own languages.
 */
export interface Negation {
  languages: readonly string[];
  before?: string;
  after?: string;
  joins: string;
  ends?: string;
  /** Written before the joins are read: "emmekä korjaa" is "and we do not repair", a clause of its own. */
  clauses?: [string, string];
  /** A word that opens the object and is no part of it ("當店では", "저희는"). */
  opener?: string;
  /** Words in an object at most (Vietnamese writes a word in syllables), letters at least (one Han character is a word). */
  words?: number;
  shortest?: number;
  /** Characters that end the object besides the sentence's end (Chinese commas). */
  stops?: string;
  /** Tried only on a page of one of its languages (never on a page whose language is unknown). */
  strict?: boolean;
  /** Words that open an object and are no part of it: articles, "unfortunately", "we". */
  lead?: string;
  /** Words that close an object and are no part of it: an infinitive after a modal ("keine Motorräder reparieren"). */
  tail?: string;
  /** An object matching this is a clause of the language (a relative, a state), not a thing searchers type. */
  clause?: string;
  /** The object as searched, from the case this negation puts it in (Finnish partitive, Russian accusative), by the page's language. */
  searched?: (phrase: string, language: string | undefined) => string;
}

const FINNISH_VERBS = 'tee|korjaa|myy|asenna|tarjoa|ota|huolla|pese|siivoa|vuokraa|kuljeta|toimita|hoida|maalaa|rakenna|käsittele|vastaanota';
const ESTONIAN_VERBS = 'tee|paranda|remondi|müü|paku|võta|paigalda|hoolda|pese|puhasta|korralda|rendi|teeninda';

const NEGATIONS: Negation[] = [
  // Romanian: "Nu reparăm trotinete electrice și nici scutere", "nu oferim", "nu lucrăm cu".
  // Not a subjunctive's "să nu" ("Ca să nu pierdem timpul nimănui", "Vă rugăm să nu …"): a purpose or a request, no refusal.
  { languages: ['ro'], before: String.raw`(?<![\p{L}])(?<!s[ăa]\s)[Nn]u\s+(?<verb>\p{Ll}+(?:em|im|ăm|âm|ez|esc|ăsc)|fac|ofer|accept|vând|vand|repar|primesc|iau|merg)\s+(?:cu\s+|la\s+)?`, joins: words('și|şi|nici|sau|ori'), ends: 'dar|însă|ci', lead: String.raw`(?:o|un|una)\s+` },
  // Finnish: "Emme korjaa sähköpyöriä emmekä mopoja", "emme myy käytettyjä pyöriä".
  {
    languages: ['fi'],
    before: String.raw`(?<![\p{L}])[Ee]mme(?:kä)?\s+(?:valitettavasti\s+|myöskään\s+|enää\s+)?(?:voi\s+)?(?<verb>${FINNISH_VERBS}|korjata|myydä|tehdä|ottaa|tarjota|asentaa|huoltaa|pestä|siivota)(?:\s+vastaan)?\s+`,
    clauses: [String.raw`(?<![\p{L}])emmekä(?=\s+(?:${FINNISH_VERBS})\s)`, ', emme'],
    joins: words('emmekä|eikä|tai|ja|sekä'),
    ends: 'mutta|vaan',
    searched: finnishNominative,
  },
  // Finnish house rules of two or more things: "Ei lemmikkejä eikä juhlia." ("Ei jonoja." alone often sells).
  { languages: ['fi'], before: String.raw`(?:^|(?<=[.!?]\s)|(?<=\n))Ei\s+(?=[^.!?\n]*\s(?:eikä|tai)\s)`, joins: words('eikä|tai|ja'), ends: 'mutta|vaan' },
  // Estonian: "Me ei paranda elektritõukerattaid ega mopeede".
  {
    languages: ['et'],
    before: String.raw`(?<![\p{L}])(?:[Mm]e|[Mm]eie)\s+(?:kahjuks\s+)?ei\s+(?:kahjuks\s+)?(?<verb>${ESTONIAN_VERBS})(?:\s+vastu)?\s+`,
    clauses: [String.raw`(?<![\p{L}])ega(?=\s+(?:${ESTONIAN_VERBS})\s)`, ', me ei'],
    joins: words('ega|ning|ja|või'),
    ends: 'kuid|aga|vaid',
    searched: estonianNominative,
  },
  // Slovak: the negation is the verb's prefix, as in Czech above, "Nerobíme elektrické kolobežky a neopravujeme autá".
  { languages: ['sk'], before: String.raw`(?<![\p{L}])[Nn]e(?<verb>\p{Ll}+(?:eme|íme|áme))\s+(?:ani\s+)?`, joins: words('a|i|ani|alebo|či'), ends: 'ale' },
  // Croatian, Serbian, Bosnian, Slovenian: "Ne radimo električne romobile niti mopede", "ne delamo".
  {
    languages: ['hr', 'sr', 'bs', 'sl', 'me'],
    before: String.raw`(?<![\p{L}])(?:[Mm]i\s+)?[Nn]e\s+(?!(?:samo|znamo)\s)(?<verb>\p{Ll}+(?:amo|imo|emo))\s+`,
    joins: words('niti|ni|ili|i|in|te'),
    ends: 'ali|nego|već|vendar|ampak|pač',
    lead: String.raw`(?:nažalost|žal)\s+`,
    searched: (phrase, language) => (language === 'sl' ? slovenianNominative(phrase) : croatianNominative(phrase)),
  },
  // Russian, Ukrainian, Bulgarian, Serbian in Cyrillic: "Мы не ремонтируем электросамокаты и мопеды", "ми не робимо", "не правим".
  {
    languages: ['ru', 'uk', 'bg', 'sr', 'be', 'mk'],
    before: String.raw`(?<![\p{L}])(?:(?:[Мм]ы|[Мм]и|[Нн]ие)\s+)?[Нн]е\s+(?!(?:всем|само|самим)\s)(?<verb>\p{Ll}+(?:ем|ём|им|мо|ме))\s+(?:(?:с|со|з|із)\s+)?`,
    joins: words('и|или|ни|і|й|та|або|чи|нито'),
    ends: 'но|а|але|однак|однако',
    searched: (phrase, language) => (language === 'ru' || language === 'uk' ? slavicCyrillicNominative(phrase) : phrase),
  },
  // Vietnamese: "Chúng tôi không nhận sửa xe máy điện và xe đạp điện"; a word is written in syllables.
  {
    languages: ['vi'],
    // With no verb of the list, the subject must be said ("Chúng tôi không phun xăm"): the verb phrase is then the
    // service itself, as Vietnamese names services ("phun xăm", "nối mi"); without it "không" is any "not" ("không bắt buộc").
    before: String.raw`(?<![\p{L}])(?:(?:(?:[Cc]húng (?:tôi|em|mình)|[Bb]ên (?:mình|em)|[Tt]ôi)\s+)?(?:cũng\s+)?[Kk]hông\s+(?:còn\s+)?(?<verb>phải là|nhận sửa|nhận làm|nhận|làm|sửa chữa|sửa|bán|cung cấp|thu mua|giao|phục vụ|hỗ trợ|lắp đặt|cho thuê|thực hiện)\s+|(?:[Cc]húng (?:tôi|em|mình)|[Bb]ên (?:mình|em)|[Tt]ôi)\s+(?:cũng\s+)?không\s+(?!chỉ\s)(?=\p{Ll}))`,
    joins: words('và|hoặc|hay|cũng như'),
    ends: 'nhưng|mà',
    words: 5,
    // "Xe máy điện thì chúng tôi không sửa.": a verb alone is no object (the object came first).
    clause: '^(?:sửa|làm|bán|nhận|giao|có sẵn|sẵn)$',
  },
  // Indonesian and Malay: "Kami tidak menerima servis sepeda listrik", "tidak melayani", "tidak menjual".
  {
    languages: ['id', 'ms'],
    before: String.raw`(?<![\p{L}])(?:(?:[Kk]ami|[Ss]aya)\s+)?(?:[Tt]idak|[Tt]ak)\s+(?:lagi\s+)?(?:bisa\s+|dapat\s+)?(?<verb>menerima|melayani|menjual|menyediakan|melakukan|memperbaiki|membaiki|mengerjakan|menangani|memasang|membeli|menyewakan|mengirim|menawarkan|membuat|jual|terima)\s+`,
    joins: words('dan|atau|maupun|ataupun|serta'),
    ends: 'tetapi|tapi|namun|melainkan|karena|kerana',
    words: 4,
  },
  // Arabic: "لا نقوم بإصلاح السكوترات الكهربائية ولا الدراجات النارية", "لا نقدم", "لا نبيع".
  {
    languages: ['ar'],
    before: String.raw`(?<![\p{L}])(?:(?:نحن\s+)?و?لا\s+(?<verb>نقوم\s+ب|نقدم|نوفر|نبيع|نصلح|نقبل|نستقبل|نتعامل\s+مع|نعمل\s+في|نشتري|نؤجر)\s*|(?:كما\s+)?(?:لا\s+[تي]توفر\s+لدينا|ليس\s+لدينا|ليست\s+لدينا)\s+(?:خدمة\s+|خدمات\s+)?)`,
    joins: String.raw`${words('ولا|أو')}|(?<![\p{L}])و(?=ال)|،`,
    ends: 'لكن|ولكن|بل',
  },
  // Japanese, the object first: "電動自転車の修理は行っておりません", "ペット同伴はお断りしております", "キックボードの取り扱いはございません".
  {
    languages: ['ja'],
    after: '(?:(?:は|も|には)(?:行って|おこなって|扱って|取り扱って|受け付けて|承って|対応して|実施して|販売して|お受けして|お受けいたして|お引き受けして)(?:おりません|いません)|(?:は|も)お断り(?:して(?:おります|います)|いたします)|の(?:取り扱い|取扱い|取扱|販売)は(?:ございません|ありません|しておりません|行っておりません)|(?:は|も)ご遠慮(?:ください|いただいております|願います)|(?:は|も)(?:ご利用|お使い)(?:いただけません|になれません))',
    joins: '・|や|および|及び|または',
    opener: '^.*(?:では|なお)',
    shortest: 2,
    stops: '、，',
  },
  // Korean, the object first: "전동킥보드 수리는 하지 않습니다", "중고 자전거는 취급하지 않습니다".
  {
    languages: ['ko'],
    after: String.raw`(?:은|는|을|를|도)\s*(?:(?:\p{L}*하지|받지|팔지|다루지)\s+않(?:습니다|아요|으며|고|음)|불가(?:합니다|해요|능합니다)|안\s*됩니다)`,
    joins: String.raw`${words('및|또는|이나')}|(?<=\p{L})(?:와|과)(?=\s)`,
    opener: String.raw`^.*(?:은|는)\s+|^(?:죄송하지만|죄송합니다|아쉽게도|안타깝게도)\s+`,
    shortest: 2,
    stops: ',',
  },
  // Chinese: "本店不提供上门维修服务", "不接受", "恕不退换".
  {
    languages: ['zh'],
    before: '(?:不提供|不接受|不承接|不销售|不銷售|不出售|不维修|不維修|不修理|不修|不回收|不收購|不收购|不做|不设|不設|禁止(?:携带|攜帶)?|(?:我们|我們|本店)不是|恕不(?:提供|接受|承接|接待)?)',
    joins: '、|和|及|与|與|或|以及',
    shortest: 2,
    stops: '，,',
  },
];

/** Languages the patterns above read, and those with rows of their own: a row of another language's is not tried on them. */
const READ_ABOVE = new Set(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'no', 'nb', 'nn', 'cs', 'el', 'tr', 'hu', ...NEGATIONS.flatMap((row) => row.languages), ...FORMS.flatMap((row) => row.languages)]);

const OBJECT_END = String.raw`.;:!?–—\n؟؛。！？`;

function negationPattern(row: Negation): RegExp {
  const stop = `[^${OBJECT_END}${row.stops ?? ''}]`;
  const before = row.before ? `(?:${row.before})` : '';
  if (row.after) return new RegExp(`${before}(?<object>${stop}+?)(?:${row.after})`, 'gu');
  const end = row.ends ? String.raw`(?![\s,،]+(?:${row.ends})(?![\p{L}]))` : '';
  return new RegExp(`${before}(?<object>(?:${end}${stop})+)`, 'gu');
}

const NEGATION_PATTERNS = new Map([...NEGATIONS, ...FORMS].map((row) => [negationPattern(row), row]));

/** After the negation, the object: what follows up to the end of the clause. */
const RULE_OUTS: RegExp[] = [
  // English: "we do not offer X", "we don't cut keys", "no X" at the start of a sentence is not used (too often a selling point).
  // The object ends where another clause of ours starts ("We don't teach drums, and we don't rent or sell instruments").
  // The subject may be the business's people or vans ("Sorry, our vans don't go to York, Harrogate or Bradford").
  /\b(?:we|i|our\s+(?:vans?|team|engineers?|drivers?|technicians?|crews?|staff|fitters?|installers?|cleaners?|groomers?|instructors?|guides?|mechanics?|couriers?))\s+(?:also\s+|still\s+|really\s+)?(?:do not|don't|does not|doesn't|cannot|can't|never|no longer|will not|won't|are unable to|am unable to|are not able to)\s+(?!(?:just|only|simply|merely)\s)(?:\p{L}+\s+){0,1}?(?<verbs>(?:\p{L}+(?:\s+in)?,\s+)*\p{L}+(?:\s+in)?,?\s+or\s+)?(?<verb>go(?:\s+(?:north|south|east|west|further|farther|out|over|up|down|across))?\s+to|offer|provide|do|install|accept|cut|open|ship|deliver|sell|stock|take on|take|repair|treat|work with|work on|make|fit|cover|handle|service|serve|wash|groom|clean|host|allow|design|write|move|carry|hang|cater for|cater to|accommodate|see|paint|lay|build|teach|rent or sell|sell or rent|rent|arrange|organise|organize|work in|deal with|travel to|drill|dig|supply|fix|unblock|tow|weld|print|plaster|tile|pump|empty|remove|collect|dispose of|pick up|tint|wrap|extract|fit or supply|supply or fit|sell or fit|run|operate|trade in|store|haul|launch|buy|bill|invoice|contract with|partner with|have)\s+(?<object>(?:(?!,?\s+(?:and|but)\s+(?:we|i)\s|,\s+but\s)[^.;:!?\n])+)/giu,
  // A house rule of two or more things: "No parties or events." (not "No call-out fee", "No GP referral needed": one thing alone often sells).
  /(?:^|[.!?]\s+|\n)No\s+(?<object>\p{Ll}+(?:\s\p{Ll}+)?(?:,\s\p{Ll}+(?:\s\p{Ll}+)?)*\s+or\s+\p{Ll}+(?:\s\p{Ll}+)?)(?=(?:\s+either)?\.)/gu,
  // A house rule said with an apology: "No pets, sorry – assistance dogs excepted with notice".
  /(?:^|[.!?]\s+|\n)No\s+(?<object>\p{Ll}+(?:\s\p{Ll}+)?),\s+sorry\b/gu,
  // French, what the premises have not: "Le riad n'a pas de hammam", "L'hôtel n'a pas d'ascenseur"; neither of two: "Nous
  // n'avons ni lits bébé ni lits d'appoint", "mais pas de piscine, ni de hammam".
  // (Not a boast: "L'atelier n'a pas d'égal".)
  /(?:^|[.!?]\s+|\n)(?:Le|La|L['’])\s*\p{L}+\s+n['’]a\s+(?:pas|plus)\s+(?:de\s+|d['’])(?!(?:égal|pareil|équivalent|concurren\p{L}*|rival)(?![\p{L}]))(?<object>[^.;:!?\n]+)/gu,
  /(?<![\p{L}])n['’](?:avons|a|proposons|faisons|offrons|acceptons)\s+ni\s+(?<object>[^.;:!?\n]+?\s+ni\s+[^.;:!?\n]+)/giu,
  /(?:^|[.!?–—]\s*|\bmais\s+)pas\s+(?:de\s+|d['’])(?<object>[^.;:!?\n,]+(?:,?\s+ni\s+(?:de\s+|d['’])?[^.;:!?\n,]+)+)/giu,
  // Towns the business does not go to: "no jobs in Thika, Machakos or Kitengela", "no call-outs to Bray or Greystones".
  /\b[Nn]o\s+(?:jobs|work|call-?outs?|visits|deliveries|bookings|collections)\s+(?:in|to)\s+(?<object>\p{Lu}\p{L}+(?:[\s-]\p{Lu}\p{L}+)*(?:(?:,\s*|\s+or\s+|\s+and\s+)\p{Lu}\p{L}+(?:[\s-]\p{Lu}\p{L}+)*)*)/gu,
  // "We are not a restaurant": what the business is not, named alone at the end of its clause.
  /\b(?:(?:we|i)\s+(?:are|am)|we['’]re|i['’]m)\s+not\s+an?\s+(?<object>\p{L}+)(?=\s*(?:[,.;:!?]|$|\s(?:and|but|so)\s))/giu,
  // "We are not an emergency service": what the business is not ("emergency").
  /\b(?:(?:we|i)\s+(?:are|am)|we['’]re|i['’]m)\s+not\s+an?\s+(?<object>[^.;:!?\n]+?)\s+(?:service|company|business|practice|clinic|shop|firm)\b/giu,
  // "I'm not a Red Seal carpenter, electrician or plumber": trades the business is not, listed.
  /\b(?:(?:we|i)\s+(?:are|am)|we['’]re|i['’]m)\s+not\s+an?\s+(?<object>(?:[\p{L}-]+\s+){0,2}\p{L}+(?:er|ian|ist|or)(?:,\s+\p{L}+(?:er|ian|ist|or))*,?\s+or\s+(?:an?\s+)?\p{L}+(?:er|ian|ist|or))(?=\s*[,.;:!?]|$)/giu,
  // "I build on Webflow and Shopify only, not WordPress, Wix or Squarespace"
  /\bonly,?\s+not\s+(?<object>[^.;:!?\n]+)/giu,
  // German: "keine Fensterreparaturen", "wir montieren keine Fertigküchen anderer Hersteller"
  // Not "Keine Anfahrtskosten in der Stadt" nor "– keine Schwarzarbeit": without a verb, "keine" sells.
  // Not what the customer need not do ("Sie brauchen keinen Termin"), nor after a modal (FORMS reads "können wir keine X reparieren").
  /(?<![\p{L}])(?<!(?:können|kann|dürfen|darf|müssen)\s+)(?!(?:Sie|du|ihr|brauchen|braucht|brauchst|müssen|musst|muss)\s)(?<verb>\p{L}+)\s+\bkeine?n?\s+(?<object>[^.;:!?\n]+)/giu,
  // A FAQ's question answered "No": "Do you teach online? No. All lessons are in person."
  // Answered any way a person says no: "Nope.", "Sorry, no.", "Not at the moment.", "Unfortunately not."
  /\b(?:do|does|can|will)\s+(?:you|we)\s+(?<verb>\p{L}+)\s+(?<object>[^.;:!?\n]+)\?\s*(?:No|Nope|Sorry,?\s+no|Not\s+(?:at\s+the\s+moment|currently|right\s+now|at\s+this\s+time|at\s+present)|Unfortunately,?\s+not?|(?:I['’]m\s+)?Afraid\s+not|That['’]s\s+not\s+something\s+(?:we|I)|(?:We|I)\s+(?:don['’]t|do\s+not)\b|Sorry,?\s+(?:\p{L}+\s+){1,3}only|(?:(?:Unfortunately|Sadly),?\s+|I['’]m\s+afraid\s+)?(?:that['’]s|that\s+is|it['’]s)\s+(?:one|a\s+job|work|something)\s+for\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:specialist|professional|\p{L}+(?:er|ian|ist)))\b/giu,
  // Answered by what the business does instead: "Do you do commercial cleaning? We focus on homes." (not when the
  // answer names the thing asked about: "Do you clean offices? We specialise in office cleaning.").
  /\b(?:do|does|can|will)\s+(?:you|we)\s+(?<verb>\p{L}+)\s+(?<object>[^.;:!?\n]+)\?\s*(?<answer>(?:We|I)\s+(?:only\s+)?(?:focus|specialise|specialize|concentrate)\s+(?:solely\s+|only\s+|exclusively\s+|purely\s+)?(?:on|in)\s+[^.;:!?\n]+)/giu,
  // A town left out of the area served: "We deliver across mainland UK, Northern Ireland excluded", "(Islington excluded)".
  /(?:,\s*|\(\s*)(?<object>\p{Lu}\p{Ll}[\p{L}-]*(?:\s+\p{Lu}\p{Ll}[\p{L}-]*){0,2})\s+(?:excluded|excepted)(?![\p{L}])/gu,
  // Sent to a partner, in German, Dutch and French: "Elektroarbeiten übernimmt unser Partnerbetrieb", "Voor dakwerk verwijzen
  // wij u door naar een dakdekker", "Pour l'électricité, nous vous orientons vers un électricien agréé".
  /(?:^|[.!?]\s+|\n)(?<object>[^.;:!?\n]+?)\s+(?:übernimmt|übernehmen|erledigt|erledigen)\s+(?:für\s+uns\s+)?(?:unser|unsere|ein|eine)\s+(?:[\p{L}-]+\s+)?(?:Partner\p{L}*|Fachbetrieb\p{L}*|Kolleg\p{L}*|Subunternehm\p{L}*|Spezialist\p{L}*)/gu,
  // After the held-out half: "Für Sanitärarbeiten empfehlen wir Ihnen gern einen Fachbetrieb", "Les travaux de toiture sont
  // confiés à notre partenaire", "Para trabajos de electricidad, le recomendamos un electricista autorizado", "Per i lavori
  // elettrici vi indirizziamo a un elettricista", and what stopped: "Hemos dejado de hacer X", "abbiamo smesso di fare X".
  /(?<![\p{L}])[Ff]ür\s+(?!(?:Fragen|weitere|alle|Ihre?[mnrs]?|mehr|Notfälle|größere|kleinere|große|kleine|andere|sonstige)(?![\p{L}]))(?<object>[^,.;:!?]+?),?\s+(?:empfehlen|vermitteln)\s+wir\s+(?:Ihnen\s+|Sie\s+|dir\s+|euch\s+)?(?:gerne?\s+)?(?:an\s+)?(?:einen|eine|ein|unseren|unsere|unser)\s+(?:[\p{L}-]+\s+)?(?:Fach\p{L}*|Partner\p{L}*|Kolleg\p{L}*|Spezialist\p{L}*|\p{L}*(?:betrieb|firma|unternehmen)|Elektriker\p{L}*|Installateur\p{L}*|Dachdecker\p{L}*)/gu,
  /(?:^|[.!?]\s+|\n)(?<object>[^.;:!?\n]+?)\s+(?:sont|est)\s+confié(?:e|s|es)?\s+à\s+(?:notre|nos|un|une|des)\s+(?:[\p{L}-]+\s+)?(?:partenaires?|spécialistes?|sous-traitants?|confrères?)(?![\p{L}])/gu,
  /(?<![\p{L}])[Pp]ara\s+(?!(?:más|cualquier|dudas|consultas|información|su|sus|tu|tus|urgencias)(?![\p{L}]))(?<object>[^,.;:!?]+?),?\s+(?:le|les|te|os)\s+(?:recomendamos|derivamos|remitimos)\s+(?:a\s+)?(?:un|una|nuestro|nuestra|nuestros|nuestras)\s+(?:\p{L}+\s+(?:autorizad[oa]s?|especializad[oa]s?|de\s+confianza|colegiad[oa]s?|certificad[oa]s?)|especialista|colaborador|socio|empresa\s+de\s+\p{L}+)(?![\p{L}])/gu,
  /(?<![\p{L}])[Pp]er\s+(?!(?:qualsiasi|ogni|informazioni|domande|maggiori|ulteriori|tutte?|tutti|urgenze)(?![\p{L}]))(?!(?:(?:i|il|lo|la|gli|le)\s+|l['’])?(?:consegn|spedizion|pagament|ritir)\p{L}*(?![\p{L}]))(?:(?:i|il|lo|la|gli|le)\s+|l['’])?(?<object>[^,.;:!?]+?),?\s+(?:vi|ti|la|le)\s+(?:indirizziamo|rimandiamo)\s+(?:a|ad|verso)(?![\p{L}])/gu,
  /(?<![\p{L}])(?:hemos|he|habíamos)\s+dejado\s+de\s+(?:hacer|ofrecer|realizar|vender|aceptar|trabajar\s+con)\s+(?<object>[^.;:!?\n]+)/giu,
  /(?<![\p{L}])(?:abbiamo|ho)\s+smesso\s+di\s+(?:fare|offrire|effettuare|vendere|accettare)\s+(?<object>[^.;:!?\n]+)/giu,
  /(?<![\p{L}])[Vv]oor\s+(?!(?:spoed|noodgevallen|vragen|informatie|meer|alle|uw|al\s+uw)(?![\p{L}]))(?<object>[^,.;:!?]+?),?\s+verwijzen\s+(?:wij|we|ik)\s+(?:u|je|jou|klanten)\s+(?:graag\s+)?door(?![\p{L}])/gu,
  /(?<![\p{L}])[Pp]our\s+(?!(?:toute?s?|tous|vos|votre|nos|notre|plus|chaque|les\s+urgences|urgences?|information|renseignements?|devis|rendez-vous)(?![\p{L}]))(?<object>[^,.;:!?]+?),\s+nous\s+vous\s+(?:orientons|dirigeons|redirigeons|renvoyons)\s+(?:vers|à|chez)\s+(?:un|une|des|nos|notre)(?![\p{L}])/gu,
  // "What about above-ground pools? Sorry, no."
  /\bwhat\s+about\s+(?<object>[^.;:!?\n]+)\?\s*(?:Sorry,?\s+)?(?:No|Nope)\b/giu,
  // "Can I visit your café? We don't have one."
  /\b(?:can|could)\s+(?:I|we)\s+(?<verb>visit|use|book|hire|rent)\s+(?:your|the|a|an)\s+(?<object>[^.;:!?\n]+)\?\s*(?:No\b|We\s+(?:don['’]t|do\s+not)\s+have\s+(?:one|any)\b|There\s+(?:isn['’]t|is\s+no)\b)/giu,
  // The answer names what it turns down: "Only spas attached to a pool. Standalone hot tubs, no."
  /(?:^|[.!?]\s+|\n)(?!(?:Sorry|Unfortunately|Sadly|Well|Oh|Yes|No|Nope|Alas|Lo sentimos|Lamentablemente|Desgraciadamente|Leider|Désolé|Malheureusement|Purtroppo|Helaas|Infelizmente)\b)(?<object>\p{Lu}[^.;:!?,\n]{2,40}),\s+(?:no|not)\./gu,
  // Sent elsewhere, in so many words: "Leak detection is a specialist's job", "Microblading and brow tattooing are services
  // we leave to tattoo artists", "garden landscaping, fencing and patios aren't jobs we take on".
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b)[^\n])+?)\s+(?:is|are)\s+(?:a\s+|an\s+)?(?:specialist['’]?s?['’]?\s+(?:job|work|trade)|(?:jobs?|services?|work|things?|something)\s+(?:we|I)\s+(?:leave\s+to|refer\s+(?:out|on|elsewhere)|pass\s+on))\b/giu,
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b)[^\n])+?)\s+(?:isn['’]t|aren['’]t|is\s+not|are\s+not)\s+(?:a\s+|an\s+)?(?:jobs?|services?|work|things?|something)\s+(?:we|I)\s+(?:take\s+on|do|offer|provide|handle|cover)\b/giu,
  // Hired, not sold: "Our castles aren't for sale, new or second-hand".
  /(?:^|[.!?;:]\s+|\n)(?:(?:our|the|these|those|all|its|their|my)\s+)?(?<object>(?:(?![.;:!?,]|\bwe\b|\bI\b)[^\n])+?)\s+(?:is|are)(?:n['’]t|\s+not)\s+for\s+(?<verb>sale)\b/giu,
  // Another trade's: "gates and gate operators are a different trade", "Gas ovens must be worked on by a licensed
  // gasfitter", "Fridges and freezers need a licensed refrigeration mechanic", "Structured cabling is referred to …".
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+|[–—]\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b|\b(?:not|no)\b)[^\n–—])+?)\s+(?:is|are)\s+a\s+(?:different|separate|specialist)\s+(?:trade|job|field|business)\b/giu,
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+|[–—]\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b|\b(?:not|no)\b)[^\n–—])+?)\s+(?:must|should|need\s+to|has\s+to|have\s+to)\s+be\s+(?:worked\s+on|done|fitted|installed|handled|serviced|repaired|certified)\s+by\s+(?:a|an)\s+(?:licensed|qualified|certified|registered|specialist)\b/giu,
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+|[–—]\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b|\b(?:not|no)\b)[^\n–—])+?)\s+needs?\s+(?:a|an)\s+(?:licensed|qualified|certified|registered|specialist)\s+\p{L}+/giu,
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+|[–—]\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b|\b(?:not|no)\b)[^\n–—])+?)\s+(?:is|are)\s+referred\s+(?:on\s+)?to\s+(?:a|an|our|the)\b/giu,
  // "Microwaves and kettles aren't worth the call-out, so we don't take them on": the subject, by its pronoun.
  /(?:^|[.!?;:]\s+|\n|,\s+so\s+|,\s+but\s+|[–—]\s+)(?<object>(?:(?![.;:!?]|\bwe\b|\bI\b|\b(?:not|no)\b)[^\n–—])+?)\s+(?:is|are)(?:n['’]t|\s+not)\s+[^.;:!?\n]*?,\s+so\s+(?:we|I)\s+(?:don['’]t|do\s+not|won['’]t)\s+\p{L}+(?:\s+(?:on|in))?\s+(?:them|those|it|these)\b/giu,
  // A list after a dash: "pots only – no artificial plants, seeds or cut flowers", "rewards — no prong, choke or shock collars, ever".
  /[–—]\s*no\s+(?<object>[^.;:!?–—]+?)(?:,\s*ever)?(?=\s*(?:[.;!?]|$))/giu,
  // German FAQ: "Nehmen Sie Sondermüll wie Farben, Altöl oder Asbest mit? Das dürfen wir nicht."
  /(?:^|\n|[.!?]\s+)(?<verb>\p{Lu}\p{Ll}+)\s+Sie\s+(?<object>[^?\n]+?)(?:\s+(?:mit|an|ab|auf|aus|ein|zu|vorbei))?\?\s*(?:Nein|Leider\s+nicht|Das\s+(?:dürfen|können|machen|tun)\s+wir\s+(?:leider\s+)?nicht)\b/gu,
  // French, sent elsewhere: "Pour les retouches et la couture, adressez-vous à la couturière … : nous n'en faisons pas."
  /\bpour\s+(?<object>[^,.;:!?]+?),\s+adressez-vous\s+(?:à|au|aux|chez)\s+(?!nous)[^.!?]*?\bn['’]en\s+\p{L}+\s+pas\b/giu,
  // French, the thing first: "Le cuir, le daim et la fourrure ne sont pas traités chez nous."
  /(?:^|[.!?]\s+|\n)(?<object>[^.;:!?\n]+?)\s+ne\s+(?:sont|est)\s+pas\s+(?:traité|pris|réalisé|effectué|proposé|nettoyé|accepté|repris)e?s?\s+(?:chez\s+nous|ici|par\s+nos\s+soins|en\s+boutique|au\s+pressing)\b/giu,
  // Dutch verb-last: "Ook zwembaden en vijvers leggen we niet aan."
  /(?<object>[^.;:!?–—]+?)\s+(?<verb>\p{L}+en)\s+(?:we|wij)\s+(?:\p{L}+\s+)?niet\b/giu,
  // Swiss and German verb-last: "Teppichreinigung und Hauswartungen übernehmen wir ebenfalls nicht"
  /(?<object>[^.;:!?–—]+?)\s+(?<verb>übernehmen|machen|bieten|führen|reinigen|verkaufen|reparieren|montieren)\s+wir\s+(?:\p{L}+\s+)?nicht\b/giu,
  // French: "je ne propose pas de vidéo", "nous ne faisons pas de X"
  // Not "ne sont pas acceptés" nor "ne pouvons pas réparer" (FORMS), an imperative ("Ne manquez pas") or "ne … pas que" ("not only").
  // "Nous n'organisons pas de transferts": "ne" elided before a vowel.
  /(?:\bne\s+|(?<![\p{L}])[Nn]['’])(?!(?:est|sont|sera|seront|pouvons|peux|pouvez|peut|a|ai|avons|ont|y)\s)(?<verb>\p{L}+(?<!ez))\s+(?:pas|plus)\s+(?!que\s|qu['’]|seulement|uniquement)(?:non\s+plus\s+)?(?:de\s+|d'|d’|les?\s+|la\s+)?(?<object>[^.;:!?\n]+)/giu,
  // Spanish and Italian, the thing first and done by others: "El diagnóstico de TDAH o de discalculia lo hacen otros
  // profesionales", "El diagnóstico de TDAH no lo hace un logopeda", "La diagnosi di DSA la fanno altri specialisti".
  /(?:^|[.!?;]\s+|\n)(?<object>[^.;:!?\n]+?)\s+(?:no\s+|non\s+)?(?:lo|la|los|las|li|le)\s+(?:hacen|realizan|emiten|llevan|tratan|fanno|eseguono|seguono)\s+(?:otr[oa]s|altri|altre)\s+(?:profesionales|especialistas|centros|compañeros|professionisti|specialisti|colleghi|centri)(?![\p{L}])/gu,
  /(?:^|[.!?;]\s+|\n)(?<object>[^.;:!?\n]+?)\s+(?:no|non)\s+(?:lo|la|los|las|li|le)\s+(?:hace|realiza|emite|trata|fa|esegue)\s+(?:un|una|uno)\s+\p{L}+(?![\p{L}])/gu,
  // Places a business does not go from or to, named: "We do not fly from London, Cheltenham, Swindon or the Cotswolds",
  // "no flights from London, the Cotswolds or Wiltshire" (capitalised names only).
  /(?<![\p{L}])(?:(?:[Ww]e|I)\s+(?:do\s+not|don't|cannot|can't|won't|never)\s+\p{L}+(?:\s+(?:you|them|people|customers|clients|anyone|passengers))?|[Nn]o\s+\p{L}+)\s+(?:from|to|in|into)\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|English|Spanish|French)(?![\p{L}]))(?<object>(?:the\s+)?\p{Lu}(?:(?!,?\s+(?:and|but)\s+(?:we|I|you)\s|,\s+but\s|\s+[–—]\s)[^.;:!?\n])+)/gu,
  // A line that opens with the things not done, and says why after a dash: "no helium or party balloons – we get asked weekly!"
  // (two things or more: "No job too small – call us" sells.)
  /(?:^|\n)[Nn]o\s+(?<object>[^.;:!?\n–—,]+?\s+(?:or|and|nor)\s+[^.;:!?\n–—,]+?)\s+[–—]\s/gu,
  // German, the place first and the verb last: "Nach Tirol (Kufstein, Ebbs, Thiersee) fahre ich nicht".
  /(?:^|[.!?;:]\s+|\n)(?:[Nn]ach|[Ii]ns?)\s+(?<object>\p{Lu}[^.;:!?\n]*?)\s+(?:fahre|fahren|komme|kommen|liefere|liefern|arbeite|arbeiten)\s+(?:ich|wir)\s+(?:\p{L}+\s+)?nicht(?![\p{L}])/gu,
  // Too far to go: "Die Landeshauptstadt München und der Landkreis München sind mir zu weit", "Pretoria is too far for us".
  /(?:^|[.!?;:]\s+|\n)(?<object>[^.;:!?\n]+?)\s+(?:ist|sind|liegt|liegen|is|are|est|sont|es|son|está|están|è|sono|zijn|ligt|liggen)\s+(?:(?:mir|uns|me|nous|nos|ci|ons)\s+)?(?:leider\s+|unfortunately\s+|malheureusement\s+)?(?:zu|too|trop|demasiado|troppo|te)\s+(?:weit|far|loin|lejos|lontan[oa]|ver)(?:\s+(?:weg|away|for\s+us|for\s+me))?(?![\p{L}])/giu,
  // A list of what is not done, after a colon: "No trabajamos con compañías aseguradoras: ni Adeslas, ni Sanitas, ni Asisa".
  /:\s*(?<object>(?:ni|né)\s+[^,.;:!?\n]+(?:,?\s+(?:ni|né)\s+[^,.;:!?\n]+)+)/giu,
  // Spanish: "no hacemos extensiones de pelo ni maquillaje"
  /(?:^|[.;]\s*|\s)no\s+(?<verb>hacemos|ofrecemos|trabajamos con|realizamos|aceptamos|vendemos|enviamos|hago|ofrezco|atendemos|contamos con|damos|tratamos|alquilamos|rentamos|reparamos|arreglamos|instalamos)\s+(?<object>[^.;:!?\n]+)/giu,
  // Italian: "non effettuiamo servizio a domicilio e non tosiamo gatti"
  /\bnon\s+(?<verb>effettuiamo|facciamo|offriamo|accettiamo|tosiamo|vendiamo|spediamo|trattiamo|eseguiamo|possiamo garantire|garantiamo|posiamo|installiamo|montiamo|ripariamo|puliamo|realizziamo|forniamo|organizziamo|ospitiamo|affittiamo|noleggiamo|accogliamo|prepariamo|serviamo)\s+(?:più\s+)?(?!\p{L}+(?:are|ere|ire)(?![\p{L}]))(?<object>[^.;:!?\n]+?)(?=\s+e\s+non\b|[.;:!?]|$)/giu,
  // Dutch: "wij verzorgen geen salarisadministratie"
  /(?<![\p{L}])(?!(?:kunnen|kan|mogen|hoeft|hoeven|hoef|moet|moeten|u|je|jij)\s)(?<verb>\p{L}+)\s+\bgeen\s+(?<object>[^.;:!?\n]+)/giu,
  // Portuguese: "não trabalhamos com seguros de saúde"
  /\bnão\s+(?<verb>trabalhamos com|fazemos|oferecemos|aceitamos|realizamos|vendemos|enviamos|atendemos|temos|alugamos|instalamos|removemos|consertamos)\s+(?!mais\s+(?:do\s+)?que(?![\p{L}]))(?:mais\s+)?(?<object>[^.;:!?\n]+)/giu,
  POLISH,
  GREEK,
  GREEK_THING_FIRST,
  TURKISH,
  HUNGARIAN,
  // Czech: the negation is the verb's prefix, "Nemontujeme plastová ani dřevěná okna a neopravujeme autoskla"; the object ends where the next negated verb starts.
  /(?<![\p{L}])[Nn]e(?<verb>\p{Ll}+(?:eme|íme|áme))\s+(?:ani\s+)?(?<object>(?:(?!\s+a\s+ne\p{Ll}+(?:eme|íme|áme)\s)[^.;:!?–—])+)/gu,
  // Swedish: "Vi utför inga gasinstallationer", "vi arbetar inte med golvvärme", "Vi har ingen jour";
  // Danish and Norwegian: "Vi installerer ikke solceller", "Vi laver heller ikke alarmer", "vi tar ikke oppdrag på hytter".
  /(?<![\p{L}])(?:vi|jag|jeg)\s+(?<verb>\p{L}+)\s+(?:desværre\s+|dessverre\s+|tyvärr\s+)?(?:heller\s+)?(?:inte|inga|ingen|inget|aldrig|ikke|intet|aldri)\s+(?:med\s+|några\s+|nogen\s+|noen\s+|heller\s+|imod\s+|imot\s+|emot\s+)?(?<object>[^.;:!?–—]+)/giu,
];

// "Sondermüll wie Farben, Altöl oder Asbest", "hazardous waste such as paint": the kind and its examples are each ruled out.
const SPLIT = /\s*(?:,|\(|\)|\s\/\s|(?<![\p{L}])(?:and|or|nor|und|oder|et|ou|ni|né|nem|ani|lub|y|o|e|en|of|och|og|eller|samt|és|vagy|ούτε|και|ή|ve|veya|such\s+as|wie|zoals|comme|tels\s+que|telles\s+que)(?=\s))\s*/iu;
/** A clause's opening (an object pronoun and its verb: Spanish "te esperamos", Catalan "us esperem", Italian "vi aspettiamo"). */
const NEW_CLAUSE = /^(?:te|le|les|nos|os|et|us|ens|vi|ti|ci)\s+\p{Ll}+(?:amos|emos|imos|em|im|am|iamo)(?![\p{L}])/u;
/** What a thing costs is a selling point when a business does not charge it ("Keine Anfahrtskosten", "ingen startavgift"). */
// "fee" and "charge" as words: "feestjes" (parties) and "chargers" are things, no costs.
const A_COST = /(kosten|avgift|(?<![\p{L}])fees?(?![\p{L}])|(?<![\p{L}])charges?(?![\p{L}])|frais|costi|gastos|custos|opłat|toeslag)/iu;

/**
 * What a business sells by not having it ("no hidden fees", "no minimum order", "no queues", "no contract", "ไม่มีค่าใช้จ่ายเพิ่ม"),
 * per language: a word of the object that begins with one of these stems makes "no X" / "there is no X" a selling
 * point, not a rule-out. Conservative by design: a rule-out that names one of them is left unread.
 */
const SELLING_STEMS = [
  // en
  'fees?(?![\\p{L}])', 'charges?(?![\\p{L}])', 'costs?(?![\\p{L}])', 'extras?(?![\\p{L}])', 'minimum', 'wait', 'queue', 'obligation', 'contract', 'deposit', 'hidden', 'commitment', 'catch(?![\\p{L}])', 'surprise', 'hassle', 'need(?:s|ed)?(?![\\p{L}])', 'better(?![\\p{L}])', 'best(?![\\p{L}])', 'problem', 'pressure', 'rush', 'limit', 'worr', 'lock-?in',
  // de, nl
  'anzahlung', 'mindest', 'warte', 'vertrag', 'verpflicht', 'versteckt', 'aufpreis', 'zuschl', 'gebühr', 'wacht', 'verborgen', 'minim', 'aanbetaling', 'addertje', 'rij(?:en)?$',
  // "Geen ervaring nodig", "Keine Vorkenntnisse nötig": nothing is needed, a selling point.
  'nodig(?![\\p{L}])', 'nötig(?![\\p{L}])', 'erforderlich(?![\\p{L}])', 'vereist(?![\\p{L}])',
  // fr, es, it, pt, ca
  'coût', 'engagement', 'acompte', 'caché', 'supplément', 'attente', 'coste', 'costo', 'gasto', 'comisi', 'mínim', 'espera', 'colas?$', 'permanencia', 'matrícula', 'inscripci', 'iscrizion', 'anmeldegebühr', 'sign-?up', 'joining', 'compromis', 'depósito', 'ocult', 'sorpres', 'recargo',
  'cost[io]', 'commission', 'attes', 'cod[ae]$', 'vincol', 'anticip', 'nascost', 'custo', 'taxas?$', 'filas?$', 'fidelização', 'escondid', 'surpresa', 'permanència', 'compromís', 'dipòsit', 'cues?$', 'besoin', 'necesidad', 'bisogno',
  // sv, da, no, fi, et
  'avgift', 'kostnad', 'väntetid', 'kö$', 'köer', 'bindning', 'handpenning', 'dold', 'gebyr', 'omkostning', 'ventetid', 'kø$', 'binding', 'depositum', 'skjult', 'kulu', 'maks', 'jono', 'odotu', 'sitoutu', 'sopimu', 'piilo', 'tasu', 'järjekor', 'ootami', 'leping', 'ettemaks', 'varjatud',
  // pl, cs, sk, hu, ro, hr, sl
  'koszt', 'opłat', 'kolej', 'czekani', 'zobowiąz', 'umow', 'zaliczk', 'ukryt', 'prowizj', 'poplat', 'náklad', 'fronta', 'čekání', 'závaz', 'smlouv', 'záloh', 'skryt', 'čakani', 'záväz', 'zmluv', 'költség', 'díj', 'sorban', 'várakoz', 'szerződés', 'előleg', 'rejtett',
  'costuri', 'tax[ea]', 'comision', 'coad', 'așteptar', 'obligați', 'avans', 'ascuns', 'trošk', 'naknad', 'čekanj', 'obvez', 'ugovor', 'polog', 'skriven', 'skrit', 'strošk', 'čakanj',
  // bg, ru, uk, el
  'такс', 'разход', 'минимум', 'мінімум', 'проблем', 'опашк', 'чакане', 'договор', 'депозит', 'скрит', 'скрыт', 'плат', 'комисси', 'комісі', 'расход', 'очеред', 'ожидани', 'обязательств', 'предоплат', 'переплат', 'черг', 'очікуванн', 'зобов', 'передоплат', 'прихован', 'витрат',
  'χρέωσ', 'κόστ', 'ελάχιστ', 'αναμον', 'ουρές?', 'δέσμευσ', 'συμβόλαι', 'προκαταβολ', 'κρυφ',
  // tr, ar, fa, he
  'ücret', 'masraf', 'maliyet', 'sıra', 'bekleme', 'taahhüt', 'sözleşme', 'kapora', 'depozito', 'gizli', 'sürpriz', 'رسوم', 'تكاليف', 'تكلفة', 'حد أدنى', 'الحد الأدنى', 'انتظار', 'طوابير', 'التزام', 'عقد', 'عربون', 'خفية', 'مخفية',
  'هزینه', 'کارمزد', 'حداقل', 'صف(?![\\p{L}])', 'تعهد', 'قرارداد', 'بیعانه', 'پنهان', 'עמל', 'עלו', 'מינימום', 'תור', 'המתנ', 'התחייב', 'חוזה', 'מקדמה', 'נסתר', 'הפתעות', 'דמי',
  // vi, id, ms, tl
  'phí', 'chi phí', 'tối thiểu', 'chờ', 'xếp hàng', 'ràng buộc', 'hợp đồng', 'đặt cọc', 'ẩn', 'biaya', 'ongkos', 'minimal', 'antre', 'antri', 'menunggu', 'kontrak', 'ikatan', 'uang muka', 'tersembunyi', 'caj', 'bayad', 'pila(?![\\p{L}])', 'gerek', 'kontrata',
];
/** Scripts without spaces: the stem anywhere in the object ("ค่าใช้จ่ายเพิ่ม", "追加料金", "隐藏费用"). */
const SELLING_UNSPACED = ['ค่า', 'ขั้นต่ำ', 'คิว', 'รอนาน', 'สัญญา', 'มัดจำ', 'แอบแฝง', '料金', '費用', '费用', '手数料', '最低', '待ち', '契約', '前金', '追加', '비용', '요금', '수수료', '최소', '대기', '약정', '계약', '보증금', '추가', '收费', '收費', '手续费', '手續費', '排队', '排隊', '等待', '合同', '合約', '押金', '隐藏', '隱藏'];
const SELLING = new RegExp(`(?<![\\p{L}\\p{M}])(?:${SELLING_STEMS.join('|')})|${SELLING_UNSPACED.join('|')}`, 'iu');

/**
 * A day is no search: "We do not work on Sundays", "Nous ne travaillons pas le dimanche", "ไม่รับงานวันอาทิตย์". An object whose
 * last word is a day (or the weekend, a holiday) is dropped; "weekend appointments" or "Saturday deliveries" keep theirs.
 */
const DAY_STEMS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'week-end', 'holiday', 'winter(?![\\p{L}])', 'summer(?![\\p{L}])', 'autumn(?![\\p{L}])', 'montag(?!e|gi)', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag', 'wochenende', 'feiertag',
  'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'fériés?', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo', 'festivos?(?![\\p{L}])', 'feriado', 'semana',
  'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica', 'festivi', 'festività', 'settimana', 'segunda-feira', 'terça', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte', 'diumenge', 'festius?', 'setmana',
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag', 'feestdag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag', 'mandag', 'tirsdag', 'lørdag', 'søndag', 'helg', 'helligdag', 'helgdag',
  'maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai', 'viikonlop', 'esmaspäev', 'teisipäev', 'kolmapäev', 'neljapäev', 'reede', 'laupäev', 'pühapäev', 'nädalavahetus',
  'poniedział', 'wtor', 'środ', 'czwart', 'piąt', 'sobot', 'niedziel', 'pondělí', 'úterý', 'čtvrt', 'pátek', 'neděl(?=[eií])', 'víkend', 'pondelok', 'utorok', 'štvrtok', 'piatok', 'nedeľ',
  'hétfő', 'kedd', 'szerd', 'csütörtök', 'péntek', 'szombat', 'vasárnap', 'hétvég', 'luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbăt', 'duminic', 'sărbăt',
  'ponedjelj', 'ponedelj', 'utor', 'srijed', 'sreda', 'sredu', 'četvrt', 'petak', 'petk', 'subot', 'nedjelj', 'nedelj', 'vikend', 'praznik', 'praznik', 'sobot',
  'понедел', 'понеділ', 'вторник', 'вівтор', 'среда', 'среду', 'сряда', 'четверг', 'четвер', 'пятниц', "п'ятниц", 'петък', 'суббот', 'субот', 'събота', 'воскресен', 'неділ', 'неделя', 'неделю', 'выходн', 'вихідн', 'праздни', 'свят',
  'δευτέρ', 'τρίτ', 'τετάρτ', 'πέμπτ', 'παρασκευ', 'σάββατ', 'κυριακ', 'αργί', 'pazartesi', 'salı', 'çarşamba', 'perşembe', 'cuma', 'cumartesi', 'pazar', 'gün', 'hafta sonu', 'tatil',
  'الجمعة', 'السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'جمعه', 'شنبه', 'یکشنبه', 'שבת', 'בשבת', 'שישי', 'חגים',
  'chủ nhật', 'thứ hai', 'thứ ba', 'thứ tư', 'thứ năm', 'thứ sáu', 'thứ bảy', 'cuối tuần', 'ngày lễ', 'senin', 'selasa', 'rabu', 'kamis', 'jumat', 'sabtu', 'minggu', 'hari libur', 'akhir pekan', 'isnin', 'khamis', 'ahad', 'linggo', 'sabado',
  'pirmdien', 'otrdien', 'trešdien', 'ceturtdien', 'piektdien', 'sestdien', 'svētdien', 'brīvdien', 'pirmadien', 'antradien', 'trečiadien', 'ketvirtadien', 'penktadien', 'šeštadien', 'sekmadien', 'savaitgal',
];
/** An age a refusal is scoped to: "Geen lessen voor kinderen jonger dan 4 jaar" refuses the under-fours, not the lessons. */
const AGE_SCOPE =
  /(?<![\p{L}])(?:jonger dan|younger than|under(?:\s+the\s+age\s+of)?|unter|moins de|menores de|menos de|sotto i|yngre än|yngre end|yngre enn|poniżej|mladší než|mlajši od|mlađi od|mlađih od)\s+\d{1,2}(?:[\s-]*(?:jaar|years?|yrs|jahren?|ans|años|anni|anos|år|lat|let|godina))?(?![\p{L}\d])/iu;

/** The sentence (or line) a match stands in, from the end of the one before to its own end. */
function sentenceAround(text: string, start: number, end: number): string {
  const before = Math.max(text.lastIndexOf('\n', start - 1), ...['. ', '! ', '? ', '; '].map((stop) => text.lastIndexOf(stop, start - 1)));
  // (A colon or a semicolon after it starts another clause: "We are not an emergency service: Monday to Friday, 8 to 5".)
  const after = [text.indexOf('\n', end), ...['. ', '! ', '? ', ': ', '; '].map((stop) => text.indexOf(stop, end))].filter((at) => at >= 0);
  return text.slice(before + 1, after.length > 0 ? Math.min(...after) : text.length);
}

const DAY_UNSPACED = ['วันอาทิตย์', 'วันเสาร์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัส(?:บดี)?', 'วันศุกร์', 'วันหยุด', '日曜日?', '土曜日?', '月曜日?', '火曜日?', '水曜日?', '木曜日?', '金曜日?', '祝日', '定休日', '週末', '일요일', '토요일', '월요일', '화요일', '수요일', '목요일', '금요일', '공휴일', '주말', '周日', '週日', '周六', '週六', '星期.', '礼拜.', '禮拜.', '节假日', '節假日', '周末'];
const A_DAY = new RegExp(`(?:(?<![\\p{L}\\p{M}])(?:${DAY_STEMS.join('|')})[\\p{L}\\p{M}'’]{0,6}|(?:${DAY_UNSPACED.join('|')}))$`, 'iu');
/** A sentence that names a day, a holiday or the school holidays: what it refuses is refused then, not at all. */
// (Not the words that also mean a week, a day or a market: "2 clases por semana", "günlük", "pazar".)
const SCOPE_STEMS = DAY_STEMS.filter((stem) => !['gün', 'semana', 'settimana', 'setmana', 'pazar', 'cuma', 'tatil', 'свят', 'minggu', 'ahad'].includes(stem));
const TIME_SCOPE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:(?:${SCOPE_STEMS.join('|')})[\\p{L}\\p{M}'’]{0,6}|school ?holidays|hari minggu|tanggal merah|hari libur|hari raya|pazar günleri|resmi tatil\\p{L}*|(?:school|zomer|kerst|herfst|krokus|paas)?vakanties?|schulferien|ferien|vacances|vacaciones|vacanze|férias|skollov|sommarlov|skoleferie|koulujen loma|kesäloma|wakacj\\p{L}*|prázdnin\\p{L}*|szünidő|vacanț\\p{L}*|каникул\\p{L}*|канікул\\p{L}*|διακοπ\\p{L}*)(?![\\p{L}\\p{M}])|(?:${DAY_UNSPACED.join('|')})`,
  'iu',
);

/**
 * "Too", "either", "also" beside an object ("Keys we don't cut either", "Auch Schlüssel machen wir nicht", "Ключі теж не
 * виготовляємо", "Anahtar da yapmıyoruz"): no part of the thing, per language (a short word of one language is another's
 * article or noun).
 */
const ALSO: Record<string, string> = {
  en: 'either|too|also|as well',
  de: 'auch|ebenfalls',
  fr: 'non plus|aussi',
  es: 'tampoco|ni',
  ca: 'tampoc|ni',
  it: 'nemmeno|neanche|neppure|anche',
  pt: 'também|nem',
  nl: 'ook',
  sv: 'heller|också',
  da: 'heller|også',
  no: 'heller|også',
  nb: 'heller|også',
  fi: 'myöskään|myös',
  et: 'samuti|ka',
  pl: 'też|także|również',
  cs: 'také|taky|rovněž|ani',
  sk: 'tiež|takisto|ani',
  hu: 'is|sem',
  ro: 'nici|și|de asemenea',
  hr: 'također|isto tako|ni',
  sr: 'takođe|isto tako|ni',
  sl: 'tudi|niti',
  bg: 'също|нито',
  ru: 'тоже|также|ни',
  uk: 'теж|також|ні',
  el: 'επίσης|ούτε|και',
  tr: 'da|de|dahi',
  id: 'juga',
  ms: 'juga',
  lv: 'arī',
  lt: 'irgi|taip pat|nei',
  fa: 'هم|نیز',
  hi: 'भी',
  sw: 'pia',
  tl: 'rin|din',
};
const ALSO_AT_EDGES = new Map(Object.entries(ALSO).map(([language, list]) => [language, new RegExp(`^(?:${list})$|^(?:${list})\\s+|\\s+(?:${list})$`, 'giu')]));

function withoutAlso(phrase: string, language: string | undefined): string {
  const edges = ALSO_AT_EDGES.get(language ?? 'en');
  return edges ? phrase.replace(edges, '').trim() : phrase;
}

/** An object that is only a pronoun ("Gutters: we don't do them"). */
// A heading's question word ("Where we don't go", "What we don't do") names nothing either.
const PRONOUN = /^(?:them|it|that|those|these|this|one|any|ones|where|what|who|when|how|why|which|wo|was|où|quoi|ce que|donde|dónde|lo que|dove|cosa|waar|wat|onde|o que|det här|det där|detta|det|dette|det her|das|dies|dit|dat)$/iu;
/** "Classes at hotels": the place, not the thing, is what the business does not do. */
const AT_PLACE = /^(?<head>.+?)\s+(?:at|in|on)\s+(?<place>\p{L}[\p{L}\s-]*)$/iu;
const LEADING = /^(?:unfortunately|sadly|leider|helaas|tyvärr|desværre|dessverre|malheureusement|lamentablemente|infelizmente|purtroppo|niestety|bohužel|bohužiaľ|sajnos|maalesef|δυστυχώς|et|ett|ook|also|the|any|a|an|de|la|le|les|des|du|un|une|el|los|las|il|lo|gli|i|het|een|o|os|as|um|uma|der|die|das|den|dem|ein|eine|einen|einem|einer|nach|with|to|from|we|wir|keine?n?|geen|por|pelos?|pelas?|servicio de|serviço de|service of|ο|η|το|οι|τα|τον|την|τη|τους|τις|του|της|των|π\.χ\.|e\.g\.|z\.b\.|p\.ex\.|np\.|bijv\.)\s+/iu;
/** Short words that join a phrase's nouns in Portuguese, Spanish, Italian and Catalan: "de", "di", "do", "da", "del", "della". */
const JOINERS = /^(?:de|di|da|do|dos|das|del|della|dello|dei|degli|delle)$/iu;
/** One noun and the one-word purpose it serves: "carros para casamentos", "cars for weddings", "Autos für Hochzeiten". */
const FOR_ONE_PURPOSE = /^\p{L}+\s+(?:para|for|für|pour|voor|per)\s+\p{L}{4,}$/iu;
/** A word for work in general and what it is done on ("riparazioni di smartphone", "reparaties van telefoons"). */
const WORK_OF = /^(?:riparazion[ei]|lavori|installazion[ei]|reparaties?|werkzaamheden|reparaturen|repairs)\s+(?:di|van|von|of)\s+\p{L}/iu;
/** "No longer" said after the object: "keine Gartenpflege mehr (an)", "X any more". */
const NO_MORE = /\s+(?:mehr|meer|any\s?more)$/iu;
/** An elided article ("l'électricité", "dell'auto"): no part of the search. */
const ELIDED = /^(?:l|d|dell|dall|all|nell|sull)['’](?=\p{L})/iu;
/** A separable verb's particle left at the end ("bieten keine Fassadenreinigung an", "nemen geen nieuwe patiënten aan"). */
const PARTICLE = /\s+(?:an|aus|ab|zu|durch|aan|af|uit|mee)$/iu;
/** Words that end an object early: "keine Fertigküchen anderer Hersteller" is about "Fertigküchen". */
const TRAILING = /\s+(?:anderer|von|für|to|for|at|in|on|from|our|unserer?|di|per|voor|van|para|ob|pri)\b.*$/iu;

/** "boats" → "boat", as a noun before another ("boat storage"); "glass", "bus" stay. */
function singularOf(object: string): string {
  return object.replace(/(?<![su])s$/u, '');
}

/** "We do not sell bikes", in each language: the ruled-out intent is buying one, not the thing itself. */
const BUYING: [RegExp, (object: string) => string[]][] = [
  [/^(sell|stock|sale)$/i, (object) => [`buy ${object}`, `${object} for sale`]],
  [/^(rent or sell|sell or rent)$/i, (object) => [`${object} rental`, `buy ${object}`, `${object} for sale`]],
  [/^rent$/i, (object) => [`${object} rental`, `rent ${object}`]],
  // "We don't buy, sell or trade in used phones", "we don't haul, launch or store boats": the service, not the thing.
  [/^buy$/i, (object) => [`sell ${object}`]],
  [/^trade in$/i, (object) => [`trade in ${object}`]],
  [/^store$/i, (object) => [`${singularOf(object)} storage`]],
  [/^haul$/i, (object) => [`${singularOf(object)} hauling`]],
  [/^launch$/i, (object) => [`${singularOf(object)} launch`]],
  [/^verkopen$/i, (object) => [`${object} kopen`, `${object} te koop`]],
  [/^verkaufen$/i, (object) => [`${object} kaufen`]],
  [/^vend(ons|s)$/i, (object) => [`acheter ${object}`]],
  [/^vendemos$/i, (object) => [`comprar ${object}`]],
  [/^vendiamo$/i, (object) => [`comprare ${object}`, `${object} in vendita`]],
];
/**
 * As searched only (a negative keyword), South Slavic, Czech and Slovak: the sale, never the thing itself ("ne prodajemo
 * … e-bicikle" from a shop that repairs e-bikes would block its own searches). As written, the thing stays out of ads.
 */
const SALE_SEARCHED: [RegExp, (object: string) => string[]][] = [
  [/^(?:prodajemo|prodajem|prodajamo|prodajam)$/iu, (object) => [`prodaja ${object}`]],
  [/^(?:prodáváme|prodávám)$/iu, (object) => [`prodej ${object}`]],
  [/^(?:predávame|predávam)$/iu, (object) => [`predaj ${object}`]],
];
/**
 * Polish puts a negated object in the genitive ("Nie montujemy instalacji LPG"), which is not what
 * anyone searches. A verb of the trade becomes the noun searchers type before the genitive
 * ("montaż instalacji lpg", "naprawa skrzyń automatycznych"); after a light verb ("wykonujemy
 * prac blacharsko-lakierniczych") the object itself goes back to the nominative ("prace
 * blacharsko-lakiernicze").
 */
const POLISH_ACTIVITY: Record<string, string> = {
  naprawiamy: 'naprawa',
  montujemy: 'montaż',
  wymieniamy: 'wymiana',
  instalujemy: 'instalacja',
  serwisujemy: 'serwis',
  czyścimy: 'czyszczenie',
  myjemy: 'mycie',
  sprzątamy: 'sprzątanie',
  malujemy: 'malowanie',
  projektujemy: 'projektowanie',
  przewozimy: 'przewóz',
  dowozimy: 'dowóz',
  wysyłamy: 'wysyłka',
  sprzedajemy: 'sprzedaż',
  leczymy: 'leczenie',
  strzyżemy: 'strzyżenie',
  tłumaczymy: 'tłumaczenie',
  obsługujemy: 'obsługa',
  budujemy: 'budowa',
  przeprowadzamy: 'przeprowadzka',
};
const POLISH_LIGHT = /^(wykonujemy|robimy|oferujemy|świadczymy|prowadzimy|zapewniamy|przyjmujemy|mamy|realizujemy|udzielamy|zajmujemy się)$/iu;

function polishSearch(verb: string | undefined, object: string): string {
  const activity = verb ? POLISH_ACTIVITY[verb.toLowerCase()] : undefined;
  if (activity) return `${activity} ${object}`;
  if (verb && POLISH_LIGHT.test(verb)) return polishNominative(object);
  return object;
}

/**
 * "Lezioni per moto né per camion", "lessons for motorbikes or for lorries": the thing is what the business
 * sells, the qualifiers it repeats its preposition for are what it rules out ("moto né camion").
 */
function parallelQualifiers(object: string): string {
  const match = object.match(/^[^,]+?\s(?<prep>per|for|für|pour|para|voor|à|in|en)\s(?<rest>.+)$/iu);
  const prep = match?.groups?.prep;
  if (!prep || !match?.groups) return object;
  // The preposition repeated after a conjunction or a comma: "école à Dakhla, à Taghazout ni à Agadir".
  const repeated = new RegExp(`(?:,|\\s(?:né|ni|nor|or|oder|ou|o|of))\\s+${prep}\\s`, 'iu');
  return repeated.test(match.groups.rest) ? match.groups.rest.replace(new RegExp(`(,|\\s(?:né|ni|nor|or|oder|ou|o|of))\\s+${prep}(?=\\s)`, 'giu'), '$1') : object;
}

/**
 * Two English things that share a word: "leather sofas and chairs" are leather chairs, not every chair (an upholsterer's
 * own work); "caravan and motorhome cushions" are caravan cushions. Only two plural things joined by "and" or "or".
 */
function sharedWords(object: string, language: string | undefined): string {
  if (language && language !== 'en') return object;
  const trimmed = object.trim();
  const modifierFirst = trimmed.match(/^(?<modifier>\p{Ll}[\p{Ll}-]+)\s+(?<first>\p{Ll}[\p{Ll}-]+s)\s+(?<join>and|or)\s+(?<second>\p{Ll}[\p{Ll}-]+s)$/u)?.groups;
  if (modifierFirst && !/^(?:all|any|other|some|most|many|new|used|our|your|their|these|those|such)$/u.test(modifierFirst.modifier)) {
    return `${modifierFirst.modifier} ${modifierFirst.first} ${modifierFirst.join} ${modifierFirst.modifier} ${modifierFirst.second}`;
  }
  const nounLast = trimmed.match(/^(?<first>\p{Ll}[\p{Ll}-]+[^s\s])\s+(?<join>and|or)\s+(?<second>\p{Ll}[\p{Ll}-]+)\s+(?<noun>\p{Ll}[\p{Ll}-]+s)$/u)?.groups;
  if (nounLast && !/^(?:commercial|residential|domestic|new|used|big|small|large|indoor|outdoor)$/u.test(nounLast.first)) {
    return `${nounLast.first} ${nounLast.noun} ${nounLast.join} ${nounLast.second} ${nounLast.noun}`;
  }
  return object;
}

/** The object as searchers type it, from the case its negation put it in. */
function asSearched(pattern: RegExp | null, row: Negation | undefined, verb: string | undefined, phrase: string, language: string | undefined): string {
  if (pattern === POLISH) return polishSearch(verb, phrase);
  if (pattern === HUNGARIAN) return hungarianNominative(phrase);
  if (pattern === GREEK) return greekNominative(phrase);
  if (pattern === TURKISH) return turkishNominative(phrase);
  return row?.searched ? row.searched(phrase, language) : phrase;
}

/** What a business does do, said beside what it does not ("only Y, not X"; "X, solo efectivo"). */
const ONLY =
  /^(?:only|just|solo|sólo|só|apenas|somente|nur|seulement|uniquement|alleen|bara|kun|bare|endast|soltanto|solamente|tylko|jen|pouze|iba|len|csak|doar|numai|samo|vain|ainult|tikai|tik|только|лише|тільки|само|μόνο|sadece|hanya|només)(?![\p{L}])/iu;

/** A second verb inside a list of objects ("logos or do branding"): the object is what follows it. */
const LEADING_VERB = /^(?:do|offer|provide|make|write)\s+/iu;

/** A table row's object, its objects joined by commas: the opener cut, a clause of its own marked, each join a comma. */
function rowObject(object: string, row: Negation): string {
  let out = row.opener ? object.replace(new RegExp(row.opener, 'u'), '') : object;
  // A parenthesis qualifies the thing before it ("phun xăm thẩm mỹ (chân mày, môi)": the eyebrows and lips are
  // where the tattooing goes, not services ruled out); the thing alone is the negative.
  out = out.replace(/\s*[(（][^)）]*[)）]/gu, '');
  if (row.clauses) out = out.replace(new RegExp(row.clauses[0], 'gu'), row.clauses[1]);
  return out.replace(new RegExp(`\\s*(?:${row.joins})\\s*`, 'gu'), ', ');
}

/** Each pattern without its global flag, compiled once: an object's parts are tried against every pattern. */
const ONCE = new Map<RegExp, RegExp>();
function once(pattern: RegExp): RegExp {
  let single = ONCE.get(pattern);
  if (!single) {
    single = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    ONCE.set(pattern, single);
  }
  return single;
}

interface Read {
  text: string;
  places: readonly string[];
  options: { asSearched?: boolean; language?: string | null };
  language: string | undefined;
  placeWords: Set<string>;
  patterns: RegExp[];
  found: Set<string>;
}

/** What a rule-out names, as read from its sentence: the object, a FAQ's answer, the verb it belongs to, the whole match. */
interface Named {
  object: string;
  answer?: string;
  verb?: string;
  /** The verbs before the last one that share its object ("buy, sell or"). */
  verbs?: string;
  whole: string;
  /** The sentence the rule-out stands in: a refusal scoped to a time refuses the time, not the thing. */
  sentence?: string;
}

/** Each thing a rule-out names, trimmed to the words searchers type, into `found` (a pattern's, a row's or a hand-off's, `pattern` null). */
function readObject(match: Named, pattern: RegExp | null, row: Negation | undefined, { text, places, options, language, placeWords, patterns, found }: Read): void {
  // A dash ends the clause: "I don't design logos or do branding – I'm happy to recommend …".
  // What follows a closing parenthesis qualifies the object before it ("Pilates solo (no colchonete) em grupo").
  // Up to the next comma or conjunction ("recouvrements (cover-up) ni de détatouage au laser" keeps the laser).
  const clause = match.object.split(/\s[–—-]\s/u)[0];
  // An answer that names what was asked about says yes ("Do you clean offices? We specialise in office cleaning").
  if (match.answer && answerNames(match.answer, clause)) return;
  // "Vi är inte bara en cykelverkstad": not only, so nothing is ruled out.
  if (ONLY.test(clause.trim())) return;
  // (A table row's object drops its parentheses whole, and its joins are its language's: rowObject.)
  const written = row ? clause : clause.replace(/\)[^,]*?(?=\s(?:and|or|nor|ni|et|ou|y|o|e|und|oder|och|eller|nem|ani|lub)\s|,|$)/gu, ')');
  const object = row ? rowObject(written, row) : written;
  // The verb the next objects belong to: "we do not sell bikes and we do not offer collection or delivery".
  let verb = match.verb;
  // What this rule-out names, held until the sentence is read whole (see the end).
  const things: string[] = [];
  const adds = new Set<string>();
  for (const part of sharedWords(parallelQualifiers(object), language).split(SPLIT)) {
    // Another clause ("and we don't open safes", "und übernehmen keine Fensterreparaturen"): read on its own.
    // (Not the whole text again: an object that keeps its verb, as Swahili's does, matches its own row.)
    const clause = part.trim().length < text.trim().length ? patterns.map((other) => once(other).exec(part)).find(Boolean) : null;
    if (clause) {
      for (const inner of ruledOut(part, places, options)) {
        adds.add(inner);
        things.push(inner);
      }
      verb = clause.groups?.verb;
      continue;
    }
    if (/^(we|i|wir|nous|je|non|não|no|ne)(?![\p{L}])/iu.test(part.trim())) continue;
    // "no hacemos retiro ni entrega a domicilio, te esperamos en el taller": a pronoun and its verb start a clause of
    // their own, and the list of what is ruled out ends before it.
    // (Not in French, where "le daim", "le tram" are an article and a noun.)
    if (language !== 'fr' && NEW_CLAUSE.test(part.trim())) break;
    let phrase = withoutAlso(part.trim(), language);
    // "No aceptamos tarjetas, solo efectivo": what the business does take.
    if (ONLY.test(phrase) || A_COST.test(phrase) || SELLING.test(phrase)) continue;
    // "We build in steel and aluminium only, so timber … ": what the business does, said with "only" after it; and the
    // first half of a hyphen join ("pre- and postnatal") is no word.
    if (/(?<![\p{L}])(?:only|exclusively)$|-$/iu.test(phrase)) continue;
    // A clause with its verb ("our calendar is weddings") is a sentence the object-first rows ran back into, no thing.
    if (language === 'en' && /(?<![\p{L}])(?:is|are|was|were)(?![\p{L}])/iu.test(phrase)) continue;
    if (row?.lead) phrase = phrase.replace(new RegExp(`^(?:${row.lead})+`, 'iu'), '');
    if (row?.tail) phrase = phrase.replace(new RegExp(`(?:${row.tail})$`, 'u'), '');
    // The languages of the table keep their objects whole: their words are not the trimmings below ("di rumah" is "at home").
    if (!row) {
      phrase = phrase.replace(/^(?:ebenfalls|auch|also)\s+/iu, '').replace(LEADING_VERB, '').replace(LEADING, '').replace(LEADING, '');
      // "(we do not offer) classes at hotels": the hotels are ruled out, not the classes.
      const atPlace = /^(?:we|i)\s/iu.test(match.whole) ? phrase.match(AT_PLACE)?.groups : undefined;
      if (atPlace && !placeWords.has(atPlace.place.toLowerCase())) phrase = atPlace.place.replace(LEADING, '');
      // "riparazioni di smartphone": after a word for work in general, what it is done on is the search's core.
      // "carros para casamentos": a purpose of one word after one generic noun is what sets the thing apart ("carros" alone
      // would block a transfer firm's own cars).
      if (!WORK_OF.test(phrase) && !FOR_ONE_PURPOSE.test(phrase)) phrase = phrase.replace(TRAILING, '');
      phrase = phrase.replace(PARTICLE, '').replace(NO_MORE, '').replace(ELIDED, '');
    }
    phrase = phrase.replace(/[()]/g, '').trim();
    if (row?.clause && new RegExp(row.clause, 'u').test(phrase)) continue;
    if (A_DAY.test(phrase) || PRONOUN.test(phrase)) continue;
    let words = phrase.split(/\s+/).filter(Boolean);
    // "Do you come out on weekends? No.": a particle or a small word alone ("out", "das") would block every search with it.
    if (words.length === 1 && (/^(?:north|south|east|west|out|in|up|over|back|around|about|by|off|on|down|away|through|there|here|it|that|this|one|ones|inside|outside|indoors|outdoors|upstairs|downstairs|they|you|what|which|who|anything|everything|something|late|early|overtime|anymore|today|tomorrow|tonight)$/i.test(words[0]) || hangsAfter(words, 0, language))) continue;
    // "septic tank exhauster services": the kind of work is the words before its generic last noun.
    if (!row && words.length > 3 && /^(?:services?|work|works|jobs?|installations?|repairs?)$/iu.test(words.at(-1) ?? '')) {
      words = words.slice(0, -1);
      phrase = words.join(' ');
    }
    // In Portuguese, Spanish, Italian and Catalan "de" joins nouns and does not count ("remoção de telhas de amianto" is
    // three words of content), up to twice as many in all. (Not French: "partie de notre métier" is a clause's end.)
    const content = ['pt', 'es', 'it', 'ca'].includes(language ?? '') ? words.filter((word) => !JOINERS.test(word)) : words;
    if (words.length === 0 || content.length > (row?.words ?? 3) || words.length > 2 * (row?.words ?? 3)) continue;
    // German writes its nouns capitalised: one lower-case word is a verb or an adverb ("dürfen wir nicht transportieren").
    if (language === 'de' && words.length === 1 && /^\p{Ll}/u.test(words[0])) continue;
    if (/^\p{Lu}/u.test(words[0]) && !/(?:^|\s)(?:keine?n?|geen)\s/i.test(match.whole) && words.some((word) => placeWords.has(word.toLowerCase()))) continue;
    const lower = phrase.toLowerCase();
    things.push(lower);
    if (placeWords.has(lower) || /^(the )?united states|canada|usa$/i.test(lower) || lower.length < (row?.shortest ?? 3)) continue;
    // "We do not sell bikes": the ruled-out intent is buying one, not the bikes a workshop repairs.
    const said = verb;
    // Several verbs sharing the object ("we don't haul, launch or store boats"): the object is what the business works on,
    // each verb's service is what it rules out; a verb with no service form gives nothing.
    if (match.verbs && said) {
      for (const each of [...match.verbs.split(/,\s*|\s+or\s+/u), said].map((word) => word.trim()).filter(Boolean)) {
        const service = BUYING.find(([pattern]) => pattern.test(each));
        // A verb of the work itself ("we don't repair, service or install gas boilers"): the thing is ruled out.
        if (!service) adds.add(options.asSearched ? asSearched(pattern, row, each, lower, language) : lower);
        for (const intent of service?.[1](lower) ?? []) adds.add(intent);
      }
      continue;
    }
    // "Do you sell wholesale?": how it is sold is the intent itself, not a thing bought.
    const buying =
      said && !/^(?:wholesale|in bulk|bulk|second[- ]hand|used|refurbished)$/.test(lower)
        ? (BUYING.find(([pattern]) => pattern.test(said)) ?? (options.asSearched ? SALE_SEARCHED.find(([pattern]) => pattern.test(said)) : undefined))
        : undefined;
    if (buying) {
      for (const intent of buying[1](lower)) adds.add(intent);
      continue;
    }
    adds.add(options.asSearched ? asSearched(pattern, row, said, lower, language) : lower);
  }
  // "Op zondag is er geen les", "Geen lessen in de schoolvakanties", "we don't deliver on Sundays": a refusal scoped to
  // a time refuses the time; what the business's text offers elsewhere (a sentence that refuses nothing: "Twee lessen per
  // week") it gives on the other days, so it is no negative. What it names nowhere else ("judokampen") stays one.
  // (A time that is part of a thing stays with it: "home visits or weekend appointments".)
  const rest = things.reduce((sentence, thing) => sentence.replace(thing, ' '), (match.sentence ?? '').toLowerCase());
  const scoped = match.sentence !== undefined && (TIME_SCOPE.test(rest) || AGE_SCOPE.test(rest));
  const elsewhere = scoped ? text.split(/\n|(?<=[.!?])\s+/u).filter((other) => !other.includes(match.sentence ?? '') && !negationIn(language).test(other)) : [];
  const offered = (thing: string) => elsewhere.some((other) => saysWords(other, thing));
  for (const thing of adds) if (!scoped || !offered(thing)) found.add(thing);
}

/**
 * Objects of the site's negations, lower case, at most three words each, that are not places. As
 * written (to keep them out of ads), or `asSearched` (for negative keywords: "montaż instalacji lpg"
 * where the site wrote "nie montujemy instalacji LPG").
 */
export function ruledOut(written: string, places: readonly string[] = [], options: { asSearched?: boolean; language?: string | null; targets?: boolean } = {}): string[] {
  // A typographic apostrophe is the one a site's editor types ("We don’t sell art"): every form reads the plain one.
  const text = written.replace(/[’‘]/gu, "'");
  const found = new Set<string>();
  const placeWords = new Set(places.map((place) => place.toLowerCase()));
  const language = options.language?.toLowerCase().split('-')[0];
  const rows = [...NEGATION_PATTERNS]
    .filter(([, row]) => (language && row.languages.includes(language)) || (!row.strict && (!language || !READ_ABOVE.has(language))))
    .map(([pattern]) => pattern);
  const patterns = [...RULE_OUTS, ...rows];
  const read = { text, places, options, language, placeWords, patterns, found };
  for (const pattern of patterns) {
    const row = NEGATION_PATTERNS.get(pattern);
    for (const match of text.matchAll(pattern)) {
      const sentence = sentenceAround(text, match.index ?? 0, (match.index ?? 0) + match[0].length);
      readObject({ object: match.groups?.object ?? '', answer: match.groups?.answer, verb: match.groups?.verb, verbs: match.groups?.verbs, whole: match[0], sentence }, pattern, row, read);
    }
  }
  // The items of a section that lists what goes elsewhere ("What we leave to other shops"), in any language.
  // (A section's item is scoped by its own first sentence only, a hand-off not at all: the time in an explanation is its
  // reason, not a scope: "Snow. Once the mowers are put away in November, the crew takes the winter off.")
  for (const item of sectionItems(text, language)) readObject({ object: item.object, whole: item.sentence, sentence: item.sentence.split(/(?<=[.!?])\s+/u)[0] }, null, undefined, read);
  // Hand-offs read by the sentence (the thing first, sent elsewhere; a FAQ's answer that does not say yes), an English
  // page's or one of no known language's; with `targets`, also the trades the work is sent to ("an ENT specialist").
  if (!language || language === 'en') {
    for (const handOff of handOffs(text)) readObject({ object: handOff.object, verb: handOff.verb, whole: handOff.sentence }, null, undefined, read);
    if (options.targets) for (const target of referralTargets(text)) found.add(target);
  }
  // Another business of a like name elsewhere: searches naming its places are for it ("sin relación con … en Sevilla la Nueva").
  for (const place of namesakePlaces(text)) found.add(place.toLowerCase());
  // "Residential only": its one opposite is what is ruled out (an English page, or one of no known language).
  if (!language || language === 'en') {
    for (const match of text.matchAll(ONE_SIDE_ONLY)) {
      const side = match.groups?.side.toLowerCase() ?? '';
      const opposite = side === 'commercial' ? 'residential' : 'commercial';
      // "Commercial and residential only", "not residential only": both sides are served.
      const sentence = text.slice(Math.max(0, text.lastIndexOf('.', match.index) + 1), match.index + match[0].length);
      if (!new RegExp(`(?<![\\p{L}])(?:${opposite}|not)(?![\\p{L}])`, 'iu').test(sentence)) found.add(opposite);
    }
  }
  return [...found];
}

/** "Residential only", "We work on residential properties only", "Domestic customers only", "Commercial clients only". */
const ONE_SIDE_ONLY = /(?<![\p{L}])(?<side>residential|domestic|commercial)\s+(?:(?:properties|customers|clients|jobs|work|premises|homes|projects)\s+)?only(?![\p{L}])/giu;
