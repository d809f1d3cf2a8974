/**
 * Rule-outs read by the sentence rather than by a negation's form, on English pages: most of what unseen sites rule out
 * is not "we don't do X" but a hand-off ("Cochlear implant assessments are carried out by the Bristol implant programme",
 * "For a live band, our mates at Yarra Strings are who we send couples to"), a FAQ's answer that does not say yes ("Can we
 * do karaoke? We leave the microphone to the speeches.") or a trade the business is not ("I'm a notary, not a lawyer").
 * Each shape is a sentence's structure, not a phrase list: the thing named first or asked about, then a predicate that
 * sends it elsewhere. The objects go through `ruled-out.ts`'s trimming and guards like every form's; the other trade or
 * provider the work is sent to is a negative of its own ("an ENT specialist", "a demolition contractor").
 */

export interface HandOff {
  /** The thing ruled out, as written (a list is split and trimmed by `ruled-out.ts`). */
  object: string;
  /** The verb a FAQ asked it with ("Do you sell bikes?": buying one is the intent ruled out). */
  verb?: string;
  /** The sentence it was read from. */
  sentence: string;
}

/** Sentences and lines: a FAQ's question and its answer stay apart, each a sentence. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<!(?:^|\s)(?:Dr|Mr|Mrs|Ms|St|Mt|No|Co|Inc|Ltd|Jr|Sr))(?<=[.!?])\s+(?=["“‘(]?\p{Lu})|;\s+/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** People and places work is sent to. */
const PROVIDER =
  'specialists?|contractors?|attorneys?|lawyers?|solicitors?|barristers?|accountants?|CPAs?|bookkeepers?|doctors?|GPs?|physicians?|dentists?|orthodontists?|vets?|veterinarians?|surgeons?|electricians?|plumbers?|roofers?|installers?|technicians?|mechanics?|engineers?|builders?|carpenters?|joiners?|locksmiths?|glaziers?|tailors?|seamstress(?:es)?|dressmakers?|therapists?|psychiatrists?|psychologists?|counsell?ors?|physiotherapists?|physios?|chiropractors?|osteopaths?|podiatrists?|opticians?|optometrists?|audiologists?|nutritionists?|dietitians?|trainers?|coaches|coach|tutors?|teachers?|photographers?|videographers?|florists?|caterers?|planners?|assessors?|surveyors?|architects?|designers?|officiants?|celebrants?|notaries|notary|translators?|interpreters?|pharmacists?|chemists?|groomers?|cleaners?|gardeners?|landscapers?|arborists?|painters?|decorators?|tilers?|plasterers?|bricklayers?|masons?|welders?|upholsterers?|cobblers?|jewell?ers?|watchmakers?|hairdressers?|barbers?|stylists?|musicians?|bands?|DJs?|agents?|brokers?|realtors?|auctioneers?|dealers?|dealerships?|retailers?|suppliers?|manufacturers?|beaters?|hospitals?|clinics?|practices?|services?|company|companies|firms?|teams?|agency|agencies|bureaus?|council|programmes?|programs?|centres?|centers?|departments?|shops?|stores?|studios?|schools?|academy|academies|pharmacy|pharmacies|advisers?|advisors?|consultants?|carriers?|movers?|outfits?|crews?|venues?|apps?';

/** Words of the business's own people ("qualified electricians", "our certified installers"): no one else. */
const OWN_STAFF = 'qualified|certified|licensed|experienced|trained|skilled|friendly|professional|expert|fully|in-house|insured|vetted|dedicated|our|my|highly|registered|accredited';

/** Someone else, by the words that introduce them: not "us", "our team" or "Sam, our technician". */
const ELSEWHERE = String.raw`(?:an?|the|your|their)\s+(?!(?:same|own)\s)|(?!(?:${OWN_STAFF})\s)(?:[\p{Ll}-]+\s+){0,2}(?:${PROVIDER})(?![\p{L}])|our\s+(?:friends|mates|partners?|neighbou?rs|colleagues|sister)\b|(?!(?:Our|My|We|Us|I)\b)\p{Lu}\p{L}+(?![\p{L}])(?!,\s+(?:our|my|who)\b)`;

/**
 * The thing first, then where it goes: "X belong with …", "X are carried out by the …", "X are for an ENT specialist",
 * "X is a job for a …", "X come through a GP referral", "X goes to SWACO", "X are better served by …", "X needs your GP".
 */
const SENT_ON = new RegExp(
  // The predicate alone, found by one scan; its subject is what comes before it (a lazy subject before a long alternation
  // is tried at every character, and the page's text is long).
  String.raw`(?<=\S)\s+(?:` +
    [
      String.raw`belongs?\s+(?:with|to)\s+(?:${ELSEWHERE})`,
      String.raw`(?:is|are)\s+(?:usually\s+|always\s+)?(?:best\s+|better\s+)?(?:left|put|raised|scheduled|booked|taken|sent|referred(?:\s+on)?)\s+(?:to|with)\s+(?:${ELSEWHERE}|colleagues|specialists|partners|other)`,
      String.raw`(?:is|are)\s+(?:better|best)\s+(?:(?:learned|learnt|done|bought|found|sourced|served|booked|handled|treated)\s+)?(?:with|at|from|by|elsewhere)\s*(?:${ELSEWHERE}|someone|elsewhere|$)`,
      String.raw`(?:is|are)\s+seen\s+(?:by|at)\s+(?:${ELSEWHERE})`,
      String.raw`(?:is|are)\s+better\s+off\s+(?:with|at|calling|going\s+to)\s+(?:${ELSEWHERE})`,
      String.raw`go(?:es)?\s+through\s+(?:your|an?|the)\s`,
      String.raw`(?:is|are)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,2}?(?:we|I)\s+(?:hand|pass|refer|send|leave|farm)\s+(?:over\s+|on\s+|out\s+)?(?:to|elsewhere)`,
      String.raw`sits?\s+outside\s+(?:our|my|what)`,
      String.raw`(?:is|are)\s+outside\s+(?:what|our|my)`,
      String.raw`(?:is|are)(?:n['’]t|\s+not)\s+(?:our|my)\s+(?:area|thing|field|specialty|speciality|forte|department|bag|line|scene)`,
      String.raw`(?:is|are)\s+(?:(?:usually|always|best|better|properly)\s+)?(?:issued|carried\s+out|handled|done|dealt\s+with|looked\s+after|taken\s+care\s+of|assessed|treated|performed|covered|managed|served|run|taught)\s+by\s+(?:${ELSEWHERE})`,
      String.raw`(?:is|are)\s+(?:usually\s+|best\s+)?for\s+(?:an?|the|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:${PROVIDER})\b`,
      String.raw`(?:is|are)\s+(?:an?\s+|one\s+|the\s+)?(?:job|question|one|matter|task|case|call|area|work)\s+for\s+(?:an?|the|your)\b`,
      String.raw`(?:is|are)\s+(?:an?\s+|the\s+|your\s+)?\p{L}+['’]s?\s+(?:work|job|territory|department|domain|speciality|specialty|field|business)\b`,
      String.raw`comes?\s+through\s+(?:an?|the|your)\b`,
      String.raw`go(?:es)?\s+(?:straight\s+)?to\s+(?:(?:an?|your|the)\s+(?:[\p{L}-]+\s+){0,2}?(?:${PROVIDER})\b|our\s+(?:friends|mates|partners?|neighbou?rs|colleagues)\b)`,
      String.raw`needs?\s+(?:your|an?)\s+(?:[\p{L}-]+\s+){0,2}?(?:${PROVIDER})\b`,
      // "Diesels are a specialty of their own", "Personal watercraft have their own dealers and specialists".
      String.raw`(?:is|are)\s+(?:a\s+)?(?:specialty|speciality|trade|field|world)\s+(?:of|in)\s+(?:its|their)\s+own\b`,
      String.raw`ha(?:s|ve)\s+(?:its|their)\s+own\s+(?:[\p{L}-]+\s+){0,2}?(?:${PROVIDER})\b`,
    ].join('|') +
    ')',
  'u',
);

/** Customers named by where they live: the place is the thing ("Folks in Hanover", "Homeowners from Salem"). */
const PEOPLE_IN = /^(?:[Ff]olks|[Pp]eople|[Cc]ustomers|[Cc]lients|[Hh]omeowners|[Rr]esidents|[Ff]amilies|[Oo]wners|[Aa]nyone|[Tt]hose|[Ee]veryone)\s+(?:in|from|of|living\s+in|based\s+in|out\s+in)\s+(?=\p{Lu})/u;

/** Words that name an organisation, not its trade: "the paediatric audiology team" is searched as "paediatric audiology". */
const ORGANISATION = /\s+(?:team|company|firm|department|programme|program|services?|clinic|practice|agency|bureau|centre|center|office|people|folks|crew|business|shop|store|studio)$/iu;


/** A subject that is no thing: a pronoun, a quantity, a clause ("If it's …", "Most of what we do"). */
const NO_THING =
  /^(?:this|that|it|these|those|there|here|everything|anything|something|nothing|all|most|some|every|each|which|what|who|where|when|how|why|if|once|after|before|while|yes|no|one|any|many|much|more|the\s+rest|the\s+balance|payment|your|my|his|her|their|its)(?![\p{L}])/iu;
/** The business itself, its people or its customer: "Our technicians …", "we", "you". */
const PERSON = /(?<![\p{L}])(?:we|i|us|our|ours|me|my|you|your|yours)(?![\p{L}])/iu;

/** A thing with a qualifier of who or what for: the qualifier, not the thing, is sent on. */
const QUALIFIED = /\s(?:for|under|over|above|below|beyond|aged|younger|older|with|without)\s/iu;

/** "For X, <someone else> …": who the work is sent to, after a thing named first. */
const FOR_LEAD = /^(?:[Bb]ut\s+)?[Ff]or\s+(?<object>[^.;:!?]{3,120}?),\s+(?<rest>(?:we|I|our|call|contact|try|ask|please|head|go|speak|talk|get|it['’]s|that['’]s|you|your|they|there|[\p{Lu}][\p{L}]+\s+(?:is|are|runs?|does|do|handles?|looks?|takes?)\s|the\s+(?:[\p{L}'’-]+\s+){1,4}(?:is|are|runs?|does|do|handles?|will)\s)(?![\p{L}]).+)$/iu;
/** Words of a hand-off: sending, recommending, naming where to go. */
const REFERRAL =
  /(?<![\p{L}])(?:refer|referral|recommend|send|sends|pass|point\s+you|introduce|(?:call|contact|try|ask)(?=\s+(?:an?|your|the)\s)|go\s+to|head\s+to|who\s+we\s+send|partners?|friends|mates|colleagues|neighbou?rs|best\s+bet|share\s+their|their\s+(?:details|number|website)|is\s+who|are\s+who|belongs?\s+with|handles|looks\s+after|takes\s+care\s+of|(?:better|best)\s+(?:fit|option|choice|placed|suited|bet)|(?:one|job|question|matter)\s+for|give\s+.{1,60}\s+a\s+(?:call|ring|shout|bell)|sort\s+you\s+out|will\s+help\s+you|can\s+help\s+you)(?![\p{L}])/iu;
/** A name to ask or try: "Ask Kiwi Roofing", "Try Bounce Brisbane". */
const ASK_A_NAME = /(?<![\p{L}])(?:[Aa]sk|[Tt]ry|[Cc]all|[Cc]ontact|[Ss]ee|[Vv]isit)\s+\p{Lu}/u;
/** What a "For X," names that is no thing ruled out: "For more information, …", "For emergencies, call our line". */
const FOR_NOTHING =
  /^(?:more|further|any|all|the\s+latest|questions?|enquiries|inquiries|bookings?|booking|information|info|details|emergencies|urgent|quotes?|a\s+quote|pricing|prices|updates|news|help|support|everything|anything|peace\s+of\s+mind|best\s+results|those|people|customers|clients|anyone|most|larger|bigger|smaller|other|example|instance|now|today|years|decades|over|under|up\s+to|starters|me|us)(?![\p{L}])/iu;

/** A short question of a thing alone, answered by a hand-off: "Photo booths? Flashbox runs the best ones in town." */
const FRAGMENT = /^(?<object>\p{Lu}[\p{L}\s'’&-]{2,40})\?$/u;
const QUESTION_WORD =
  /^(?:do|does|did|can|could|will|would|is|are|was|were|what|where|when|how|why|who|which|have|has|should|shall|may|might|need|looking|want|going|ready|got|fancy|thinking|planning|interested|new|still|not|sound|sounds|hungry|confused|stuck|unsure|worried)(?![\p{L}])/iu;

/** A FAQ's yes/no question about what the business does (or what a customer may have or book). */
const ASKED =
  /^(?:do|does|can|could|will|would)\s+(?:you|we|your\s+\p{L}+)\s+(?:also\s+|still\s+|ever\s+)?(?<verb>\p{L}+)\s+(?<object>[^?]+)\?$|^(?:can|could)\s+(?:I|we|my\s+\p{L}+)\s+(?<verb2>have|get|book|hire|rent|order|buy|bring)\s+(?<object2>[^?]+)\?$/iu;
/** Verbs a question asks of a service whose object is the thing ("do you offer X"), not of the business's manner. */
const NOT_ASKING_A_THING = /^(?:be|tell|explain|help|need|know|say|guarantee|charge|accept|keep|give|send|email|call|text|start|finish|open|close|get|come|go|travel|visit|work|stay|play)$/iu;
const PLAIN_NO = /^(?:no|nope|sorry|not|unfortunately|afraid)(?![\p{L}])/iu;
/** An answer that says yes, or some: not a rule-out. */
const AFFIRMS =
  /^(?:yes|yep|yeah|yup|of\s+course|absolutely|sure|certainly|definitely|indeed|gladly|happily|always|we\s+do|we\s+can|we\s+will|we['’]ll|we['’]d|we\s+would|we\s+also|i\s+do|i\s+can|i\s+will|i['’]ll|i['’]d|you\s+can|you\s+bet|for\s+sure|that['’]s\s+right|correct|totally|no\s+problem|most|many|usually|often|typically|generally|normally|mostly|sometimes|it\s+depends|depends|that\s+depends|in\s+most|in\s+many|both|either|any|anything|plenty|lots|from|up\s+to|within|around|about|roughly|between|only|just|also|we\s+love|love\s+to|happy\s+to|we['’]re\s+happy|we\s+are\s+happy|we\s+offer|we\s+provide)(?![\p{L}])/iu;
/** An answer that sends the thing elsewhere or says it does not happen here. */
const DECLINES = new RegExp(
  [
    REFERRAL.source,
    String.raw`(?<![\p{L}])(?:not|no|never|none|nor|only|n['’]t|no\s+longer|retired|stopped|closed|elsewhere)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:is|are)\s+(?:usually\s+|best\s+)?(?:for|done\s+by|handled\s+by|assessed\s+by|treated\s+by|best\s+left\s+to)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:leave|leaves)\s+[^.!?]{1,40}?\s+(?:to|with)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:stick|stay)\s+to|(?:focus|concentrate)\s+(?:solely\s+|only\s+)?on|speciali[sz]e\s+in|(?:-|\s)only(?![\p{L}])`,
    String.raw`(?<![\p{L}])all\s+(?:of\s+)?(?:our\s+)?(?:appointments|sessions|classes|lessons|services|treatments|work|jobs|visits)\s+(?:happen|take\s+place|are\s+(?:done|held|run|at|in)|run)(?![\p{L}])`,
    // "Everything we do happens in the studio", "Every piercing happens here".
    String.raw`(?<![\p{L}])(?:everything|every\s+\p{L}+)\s+(?:(?:we|I)\s+do\s+)?(?:happens|takes\s+place|is\s+done)\s+(?:in|at|here|on\s+site)(?![\p{L}])`,
  ].join('|'),
  'iu',
);
/** A time asked about is a claim of hours (read elsewhere), not a search to exclude. */
const A_TIME =
  /(?<![\p{L}])(?:today|tonight|tomorrow|this\s+week|weekends?|evenings?|mornings?|afternoons?|nights?|midnight|winter|summer|spring|autumn|holidays?|hours?|minutes?|asap|same\s+day|short\s+notice|sundays?|saturdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|late|later|earlier|early|now|soon)(?![\p{L}])/iu;
/** Coming to the customer's home, asked and declined: searched as home visits. */
const TO_THE_HOME =
  /^(?:come|travel|visit)\s+(?:out\s+)?to\s+(?:my|our|your|the)\s+(?:home|house|place|flat|apartment|(?:[\p{L}-]+\s+){0,2}(?:party|event|wedding|office|workplace|hotel))|(?<![\p{L}])at\s+(?:my|our)\s+home(?![\p{L}])/iu;
/** A young customer asked about ("my baby's ears", "kids under 5")… */
const YOUNG = /(?<![\p{L}])(?:bab(?:y|ies)|infants?|toddlers?|newborns?|kids?|child(?:ren)?)(?![\p{L}])/iu;
/** …answered with the age the business starts at: "We pierce lobes from age 7", "for ages 5 and up". */
const FROM_AN_AGE = /(?<![\p{L}])(?:from\s+(?:the\s+)?age\s+(?:of\s+)?\d+|ages?\s+\d+\s*(?:\+|and\s+(?:up|over|older))|(?:over|above)\s+(?:the\s+age\s+of\s+)?\d+s?|minimum\s+age)(?![\p{L}])/iu;

/** "I'm a notary, not a lawyer", "We're haulers, not buyers": the trade named after "not" is not the business's. */
const NOT_THAT_TRADE = /(?:^|[\s,])(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:an?\s+)?[\p{L}\s-]{2,40}?,\s+(?:but\s+)?not\s+(?:an?\s+)?(?<object>[\p{L}-]+(?:\s+[\p{L}-]+){0,2})(?=\s*(?:[.;:,!?–—]|$|\s(?:and|so|but)\s))/iu;

/** "I leave weddings to Judge Lin's chapel", "We leave the microphone to the speeches". */
const LEAVE_TO = new RegExp(String.raw`(?<![\p{L}])(?:I|[Ww]e)\s+(?:happily\s+|gladly\s+|always\s+)?leave\s+(?<object>(?!(?:it|that|this|them|those)\s)[^.;:!?]+?)\s+(?:to|with)\s+(?:(?:an?|the|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:${PROVIDER})(?![\p{L}])|our\s+(?:friends|mates|partners?|neighbou?rs|colleagues)(?![\p{L}])|(?!(?:Our|My|We|Us|I|The|A|An)(?![\p{L}]))\p{Lu}\p{L}+(?![\p{L}])(?!,\s+(?:our|my|who)(?![\p{L}])))`, 'u');

/** Where work is sent: another trade or provider, our friends, or a name ("Clydeside Leather Care"), not "us" or "the". */
const TO_SOMEONE_ELSE = String.raw`(?:(?:an?|the|your)\s+(?:[\p{L}-]+\s+){0,2}?(?:${PROVIDER})(?![\p{L}])|our\s+(?:friends|mates|partners?|neighbou?rs|colleagues)(?![\p{L}])|(?!(?:Our|My|We|Us|I|The|A|An|You|Your)(?![\p{L}]))\p{Lu}\p{L}+(?![\p{L}])(?!,\s+(?:our|my|who)(?![\p{L}])))`;

/**
 * "We send leather sofas and chairs to Clydeside Leather Care", "We refer sports injuries on to a physio": the thing
 * sent, not what a business sends in its own work (its team, its vans, an invoice, a reminder, you).
 */
const SEND_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:I|[Ww]e)\s+(?:always\s+|usually\s+|happily\s+|gladly\s+|normally\s+)?(?:send|refer|pass|hand)\s+(?:on\s+|over\s+)?(?<object>(?!(?:it|that|this|them|those|these|you|people|customers|clients|everyone|anyone|folks|him|her|couples|guests|patients|families|parents|students|brides|homeowners|visitors|members|owners)(?![\p{L}]))[^.;:!?]{3,80}?)\s+(?:on\s+|over\s+|straight\s+)?(?:to|with)\s+${TO_SOMEONE_ELSE}`,
  'u',
);
/** What a business sends in its own work, by the thing's last word: its team, its vans, an invoice, a sample. */
const OWN_SENDING =
  /(?<![\p{L}])(?:team|crew|staff|vans?|trucks?|technicians?|engineers?|fitters?|drivers?|people|someone|somebody|reminders?|invoices?|receipts?|confirmations?|quotes?|estimates?|photos?|pictures?|updates?|e-?mails?|texts?|messages?|details|links?|cop(?:y|ies)|samples?|swatches|payments?|parcels?|orders?|goods|items|newsletters?|reports?)$/iu;

/** "For leather sofas and chairs we send people to …": a "For X" lead with no comma before who sends on. */
const FOR_LEAD_BARE = /^(?:[Bb]ut\s+)?[Ff]or\s+(?<object>[^.;:!?,]{3,80}?)\s+(?<rest>(?:we|I)\s+(?:always\s+|usually\s+|happily\s+|gladly\s+)?(?:send|refer|recommend|point|pass|suggest|direct)(?![\p{L}]).+)$/u;

/** "X: <a hand-off>", a heading of a few words and the sentence after its colon. */
const HEADED = /^(?<object>[^:.!?]{3,50}?):\s+(?<rest>.+)$/u;
/** A heading's sentence that sends the customer on ("we'll point you to …"), not one that mentions partners or referrals. */
const SENDS_YOU = /(?<![\p{L}])(?:(?:point|refer|send|direct|introduce)\s+(?:you|people|clients|customers)|recommend|(?:is|are)\s+(?:the\s+)?(?:one|job|question)s?\s+for|best\s+bet|(?:ask|try|call|contact)\s+(?:an?|your|the)\s)/iu;
/** A rest that speaks of the business itself, not of someone else: "Bookings: call us", "Repairs: our team …". */
const SELF = /(?<![\p{L}])(?:us|me)(?![\p{L}])|(?<![\p{L}])our\s+(?!friends|mates|partners?|neighbou?rs|colleagues|sister)\p{L}/iu;
/** What stopped: "We retired our bridal makeup service in 2021", "we discontinued X". */
const RETIRED = /(?<![\p{L}])(?:[Ww]e|I)\s+(?:have\s+)?(?:retired|dropped|discontinued|stopped\s+(?:offering|doing|selling)|phased\s+out|gave\s+up)\s+(?:our\s+|my\s+|the\s+)?(?<object>[^.;:!?,–—]{3,60})/u;
/** Every appointment here: an answer that says the business does not come to you. */
const ALL_HERE = /(?<![\p{L}])(?:all|every)\s+(?:of\s+)?(?:our\s+)?(?:[\p{L}-]+\s+)?(?:appointments?|sessions?|classes|class|lessons?|services?|treatments?|visits?)\s+(?:happen|happens|takes?\s+place|(?:is|are)\s+(?:done|held|run|at|in)|run|runs)(?![\p{L}])/iu;
/** Served only from an age up: children are not served ("adults only", "for ages 16 and up", "18+ only"). */
const ADULTS_ONLY = /(?<![\p{L}])(?:adults?\s+only|only\s+(?:see|teach|treat|work\s+with|accept)\s+adults|(?:see|teach|treat)\s+adults\s+only|(?:is|are)\s+for\s+(?:adults|grown-?ups)(?:\s+(?:aged\s+)?1[2-9]\s*(?:\+|and\s+(?:up|over|older)))?(?=[\s.,;]|$)|(?:for\s+)?ages?\s+1[2-9]\s*(?:\+|and\s+(?:up|over|older))|(?:over[- ]1[6-9]s?|1[6-9]\s*\+)\s+only|must\s+be\s+1[6-9]\s+or\s+(?:over|older))(?![\p{L}])/iu;
/** What a business says it is not that no one searches for: "not a call centre", "not a franchise". */
const NO_TRADE = /^(?:call\s+cent(?:re|er)s?|franchises?|chains?|corporations?|corporates?|big\s+\p{L}+|robots?|middlem[ae]n|salesm[ae]n|sales\s+team|factory|factories|machines?|faceless\s+\p{L}+|bots?|agency|marketplace)$/iu;

/** Words of a thing asked about (four letters or more, a plural's "s" aside) that its answer names. */
export function answerNames(answer: string, asked: string): boolean {
  const stem = (word: string) => word.toLowerCase().replace(/s$/u, '').replace(/e$/u, '');
  const said = new Set(answer.split(/[^\p{L}]+/u).filter((word) => word.length >= 4).map(stem));
  return asked.split(/[^\p{L}]+/u).some((word) => word.length >= 4 && said.has(stem(word)));
}

function withoutPossessive(object: string): string {
  return object.replace(/^(?:my|our|your|their|his|her|the|a|an)\s+/iu, '').trim();
}

/** A thing worth reading: a word of three letters at least, no person, no pronoun or quantity first. */
function isThing(object: string): boolean {
  return /\p{L}{3,}/u.test(object) && !NO_THING.test(object.trim()) && !/^(?:we|i|us|our|me|my|you|your)(?![\p{L}])/iu.test(object.trim());
}

export function handOffs(text: string): HandOff[] {
  const found: HandOff[] = [];
  const all = sentences(text);
  all.forEach((sentence, index) => {
    const next = all[index + 1] ?? '';
    // After a dash or a colon, a clause of its own: "Heat pump installs only – ducted central heating is one for …".
    const predicate = SENT_ON.exec(sentence);
    const sentOn = (predicate ? sentence.slice(0, predicate.index).replace(/^(?:(?:[Bb]ut|[Aa]nd|[Ss]o|[Aa]lso)\s+)/u, '') : undefined)
      ?.split(/\s[–—-]\s|:\s/u)
      .at(-1)
      // "X are prescription-only treatments, so they belong with …": the thing is before ", so they".
      ?.replace(/\s+(?:is|are)\s+[^,]+,\s+(?:so|and|but)\s+(?:they|it|these|those)$|,\s+(?:so|and|but)\s+(?:they|it|these|those)$/iu, '');
    // The subject names the thing; one with a person in it is the business's own ("Our repairs are handled by Sam").
    // "Hearing tests for anyone under 16 belong with …": the qualifier is what is sent on, the thing before it the business's own.
    if (sentOn && isThing(sentOn) && !QUALIFIED.test(sentOn) && !PERSON.test(sentOn.split(/[,;]|\s(?:and|or)\s/u)[0]) && sentOn.split(/\s+/).length <= 14) {
      // "Folks in Hanover, Enfield or Canaan are better off with a New Hampshire hauler": the towns are what is sent on.
      const subject = sentOn.replace(/^for\s+/iu, '').replace(PEOPLE_IN, '');
      found.push({ object: asList(subject).replace(/\s+(?:jobs?|cases|matters|enquiries|inquiries|requests)$/iu, ''), sentence });
    }
    const lead = sentence.match(FOR_LEAD)?.groups ?? sentence.match(FOR_LEAD_BARE)?.groups;
    if (lead && !FOR_NOTHING.test(withoutPossessive(lead.object)) && REFERRAL.test(lead.rest) && !/(?<![\p{L}])(?:us|me)(?![\p{L}])|(?<![\p{L}])our\s+(?!friends|mates|partners?|neighbou?rs|colleagues|sister)\p{L}/iu.test(lead.rest)) {
      found.push({ object: lead.object, sentence });
    }
    const fragment = sentence.match(FRAGMENT)?.groups?.object;
    if (fragment && !QUESTION_WORD.test(fragment) && fragment.split(/\s+/).length <= 4 && (REFERRAL.test(next) || ASK_A_NAME.test(next) || ALL_HERE.test(next)) && !/(?<![\p{L}])(?:we\s+(?:do|can|offer|have)|yes)(?![\p{L}])/iu.test(next)) {
      found.push({ object: fragment, sentence: `${sentence} ${next}` });
    }
    // "Gutter clearing: we'll point you to Aqua Gutters", "IRS audits and disputes: we'll point you to a tax attorney".
    const headed = sentence.match(HEADED)?.groups;
    if (headed && !FOR_NOTHING.test(headed.object) && !QUESTION_WORD.test(headed.object) && (SENDS_YOU.test(headed.rest) || ASK_A_NAME.test(headed.rest)) && !SELF.test(headed.rest) && !/(?<![\p{L}])(?:free|discount|off)(?![\p{L}])|[£$€%]/iu.test(headed.rest)) {
      found.push({ object: headed.object, sentence });
    }
    const retired = sentence.match(RETIRED)?.groups?.object;
    if (retired) found.push({ object: retired.replace(/\s+(?:in|since|back\s+in)\s+\d{4}.*$/u, '').replace(/\s+(?:service|services)$/iu, ''), sentence });
    const asked = sentence.match(ASKED)?.groups;
    const verb = asked?.verb ?? asked?.verb2;
    const thing = asked?.object ?? asked?.object2;
    // A plain "No." is read by the FAQ forms of `ruled-out.ts`; this reads the answers that decline without saying it.
    const tooYoung = Boolean(thing && YOUNG.test(thing) && FROM_AN_AGE.test(next));
    if (verb && thing && !AFFIRMS.test(next) && !PLAIN_NO.test(next) && (DECLINES.test(next) || tooYoung) && (TO_THE_HOME.test(`${verb} ${thing}`) || !NOT_ASKING_A_THING.test(verb))) {
      // "karaoke later in the night": the time is a claim of hours (read elsewhere), the thing before it the search;
      // a second verb ("antiques or pay for items") starts a clause of its own.
      const timeAt = thing.search(A_TIME);
      const timeless = (timeAt < 0 ? thing : thing.slice(0, timeAt).replace(/(?:\s+(?:in|at|on|after|before|during|this|next|the|every|by|until|till))+\s*$/iu, '')).trim();
      const bare = timeless.replace(/\s+or\s+(?:pay|do|make|take|give|get|go|help|come|send|offer|provide|sell|buy|fix|repair)(?![\p{L}]).*$/iu, '');
      const whole = `${verb} ${thing}`;
      if (TO_THE_HOME.test(whole)) found.push({ object: 'home visits', sentence: `${sentence} ${next}` });
      // Too young for the age the business starts at: the young customer is the search to exclude ("baby ear piercing").
      else if (tooYoung) found.push({ object: (thing.match(YOUNG)?.[0] ?? '').toLowerCase(), sentence: `${sentence} ${next}` });
      // An answer that names what was asked about, sending nothing elsewhere, says yes ("We specialise in office cleaning").
      else if (bare && timeAt !== 0 && (REFERRAL.test(next) || !answerNames(next, bare))) {
        // One word asked about is searched with its verb ("syringe ears", "test children"); a longer thing alone ("office building").
        const object = bare.replace(/(?<![\p{L}])(?:my|our|your)\s+/giu, '').replace(/^(?:the|a|an)\s+/iu, '');
        const light = /^(?:do|offer|provide|have|sell|stock|carry|take|make|run|cover|host|rent|hire|book|buy|supply|get|bring|see|treat|repair|fix|service|install|clean|teach|groom|paint|build|design|print|deliver|cut|wash|work\s+on|work\s+with)$/iu.test(verb);
        found.push({ object: light || /\s/.test(object) ? object : `${verb} ${object}`, verb, sentence: `${sentence} ${next}` });
      }
    }
    const trade = sentence.match(NOT_THAT_TRADE)?.groups?.object;
    if (trade && isThing(trade) && !NO_TRADE.test(trade)) found.push({ object: trade, sentence });
    const sent = sentence.match(SEND_TO)?.groups?.object;
    const left = sentence.match(LEAVE_TO)?.groups?.object ?? (sent && !OWN_SENDING.test(sent.trim()) ? sent : undefined);
    if (left && isThing(withoutPossessive(left))) found.push({ object: withoutPossessive(left), sentence });
    // "Our yoga classes are for adults 18 and over", "We see adults only": children are not served.
    if (ADULTS_ONLY.test(sentence)) found.push({ object: 'kids, children', sentence });
  });
  return found;
}

/** "Exotic pets like reptiles and birds", "other large animals": each thing of the list, without "other". */
function asList(object: string): string {
  return object.replace(/\s+like\s+/giu, ', ').replace(/(?<![\p{L}])other\s+/giu, '');
}

/** Where a hand-off sends the work, said strongly enough that any noun phrase is the other trade ("better served by the adult classes"). */
const STRONG_TARGET = /(?<![\p{L}])(?:belongs?\s+with|better\s+served\s+(?:by|at)|(?:job|one|question|matter|case|task)\s+for|(?:is|are)\s+(?:usually\s+|best\s+)?for|needs?|best\s+assessed\s+by|(?:best\s+|better\s+)?(?:left|put|raised|scheduled)\s+(?:to|with)|introduce\s+you\s+to|(?:name|details|number)\s+of)\s+(?<targets>(?:an?|the|your)\s+[^.;:!?–—]+)/giu;
/** Where work is sent, said weakly ("we recommend a …", "call a …"): only a provider's noun is the other trade. */
const WEAK_TARGET = /(?<![\p{L}])(?:recommend(?:ing)?|refer(?:ring)?\s+(?:you\s+)?to|point\s+you\s+to|call|contact|try|ask)\s+(?<targets>(?:an?|your)\s+[^.;:!?–—]+)/giu;
/** The sentence's subject is where the work goes: "an estate sale company is your best bet". */
const BEST_BET = /(?:^|[,–—]\s*)(?<targets>(?:an?|the)\s+[^,.;:!?–—]+?)\s+(?:is|are)\s+(?:your|the)\s+best\s+bet(?![\p{L}])/giu;

/** One noun phrase of a provider: its words before a preposition, a relative or the end; no proper name among them. */
function targetPhrase(raw: string, strong: boolean): string | null {
  const cut = raw.replace(/^(?:an?|the|your)\s+/iu, '').replace(/^(?:(?:good|great|local|licensed|qualified|certified|registered|accredited|independent|trusted|reputable|experienced|big|national|specialist|specialty|dedicated|proper)\s+)+(?=\S+\s+\S|\S+$)/iu, '').split(/\s+(?:at|in|on|who|that|which|whom|with|from|near|for|to|and|or|if|when|because|so|we|,)(?![\p{L}])|,/iu)[0].trim();
  const words = cut.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  // A name ("the Bristol implant programme", "Judge Lin's chapel") is no search; an acronym is ("an ENT specialist").
  if (words.some((word) => /^\p{Lu}\p{Ll}/u.test(word) || /['’]/u.test(word))) return null;
  const last = words.at(-1) ?? '';
  // A trade by its ending too ("a trichologist", "a speech-language pathologist", "a paediatrician").
  const provider = new RegExp(`^(?:${PROVIDER})$`, 'iu').test(last) || /\p{L}{3,}(?:ists?|ians?)$/u.test(last);
  if (!provider && !(strong && words.length >= 2)) return null;
  // A generic provider alone ("a specialist", "the team") names no trade.
  if (words.length === 1 && /^(?:specialists?|teams?|company|companies|firms?|services?|professionals?|clinics?|practices?|agency|office|shops?|stores?|people|someone|person|expert|experts|partners?)$/iu.test(last)) return null;
  const phrase = words.join(' ').toLowerCase();
  const trade = phrase.replace(ORGANISATION, '');
  return trade.split(/\s+/).length >= 2 || trade !== phrase ? (trade.split(/\s+/).length >= 2 ? trade : phrase) : phrase;
}

/** The trades and providers a site sends work to ("an ENT specialist", "a demolition contractor", "a CPA"): searches for them are not the business's. */
export function referralTargets(text: string): string[] {
  const found = new Set<string>();
  for (const sentence of sentences(text)) {
    for (const [pattern, strong] of [
      [STRONG_TARGET, true],
      [WEAK_TARGET, false],
      [BEST_BET, true],
    ] as const) {
      // (A lazy phrase before "is your best bet" is tried at every article: only where the words are.)
      if (pattern === BEST_BET && !/best\s+bet/iu.test(sentence)) continue;
      for (const match of sentence.matchAll(pattern)) {
        for (const raw of (match.groups?.targets ?? '').split(/\s+or\s+(?=(?:an?|the|your)\s)/iu)) {
          const phrase = targetPhrase(raw, strong);
          if (phrase && phrase.length >= 3) found.add(phrase);
        }
      }
    }
  }
  return [...found];
}
