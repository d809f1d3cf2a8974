import { type BusinessBrief, isSiteContent } from '../../schema/ai-plan';
import type { LineSource } from '../../schema/fields';
import { isBoilerplate } from '../site/boilerplate';
import { NEGATION, negationIn, YES } from '../site/negation';
import { isThreshold } from '../site/price-charges';
import { saysFrom } from '../site/price-from';
import { unitKey } from '../site/price-units';
import { adPrices, findPrices, type PriceMatch } from '../site/read-prices';
import { dollarOf } from '../site/site-locale';
import { BOOKING_UNKNOWN, type BookingStance, bookingPromiseBacked, bookingStance, offersBooking, offersOnlineBooking } from './booking';
import { saysLeadTime, TODAY } from './lead-time';

/**
 * Grounding: every factual claim in a line of ad copy (a price, "free", a guarantee, hours,
 * delivery, ordering online, years, awards, ratings, certifications, discounts) must be backed by
 * a sentence of the owner's site or by the form; and every line keeps the source it rests on.
 * The same rules judge the offline strategist and the OpenAI one.
 */

export interface Evidence {
  /** Sentences of the site, each with its page, plus the form's fields. */
  sentences: { page: string; text: string; lower: string; negated: boolean }[];
  form: { field: 'businessName' | 'industry' | 'targetAudience'; text: string; lower: string }[];
  /** What a bare "$" means on this site. */
  dollar: string;
  /** The site's country: which crown "kr" is. */
  country: string | null;
  /** Amounts the site publishes, by currency. */
  prices: { amount: number; currency: string }[];
  /** The site's currency, when it names prices. */
  currency: string | null;
  /** The site was read and gives no phone number: nobody is there to take a call. */
  noPhone: boolean;
  /** What the site says of booking (walk-ins, a booked time, online); without a site, nothing to check. */
  booking: BookingStance;
  /** The site's buttons (a booking button backs a booking line). */
  buttons: string[];
  /** Negation in the site's language. */
  negation: RegExp;
  /** The site's language (ISO 639-1), for the words it says "from" with. */
  language: string | null;
  /** The site books ahead, or answers "Can you come today?" with anything but yes: no line promises "today". */
  booksAhead: boolean;
}

/** A claim a line makes, and the words that must be found in a source to back it. */
interface ClaimKind {
  name: string;
  pattern: RegExp;
}

// Negation is read where the site is read (engine/site/negation.ts); grounding, rule-outs and copy use it from here too.
export { NEGATION, negationIn, YES };

const CLAIMS: ClaimKind[] = [
  { name: 'free', pattern: /(?<![\p{L}])(free|gratis|kostenlos|kostenfrei|gratuit|gratuite|gratuito|gratuita|grátis|umsonst)(?![\p{L}])/iu },
  { name: 'guarantee', pattern: /(?<![\p{L}])(guarantee\w*|warrant\w*|garantie\w*|garantía|garanzia|garantia)(?![\p{L}])/iu },
  // "Classes Every Day" (a gym profile's line) on a trainer who sees clients by appointment is a false promise too.
  { name: 'hours', pattern: /24\/7|24 ?h(ours|rs)?\b|around the clock|day or night|rund um die uhr|open (late|sundays?|7 days|daily)|7 days a week|seven days|(?<![\p{L}])every day(?![\p{L}])|ouvert 7j|abierto 24/iu },
  { name: 'speed', pattern: /(?<![\p{L}])(fast|faster|quick|quickly|rapid|speedy|schnell|rapide|rápido|veloce|snel)(?![\p{L}])|without (the )?wait|no wait\w*|same[- ]week|next[- ]week|same[- ]day|next[- ]day|within \d+|in (\d+ )?(min|minutes|hours?)\b|sooner|(?<![\p{L}])soon(?![\p{L}])|prompt(ly)?\b|right away|instant(ly)?\b|immediate(ly)?\b|\b\d+ ?min(ute)?s? response|express\b|am selben tag|le jour même|en el día|in giornata|dezelfde dag|no mesmo dia/iu },
  { name: 'delivery', pattern: /(?<![\p{L}])(deliver\w*|shipping|ships|shipped|lieferung|liefern|lieferservice|versand\w*|livraison|livr\w+|envío|envíos|entrega\w*|consegna\w*|spedizion\w*|bezorg\w*|verzend\w*|envio\w*)(?![\p{L}])/iu },
  {
    // Booking or ordering online is something a business offers or does not: "Reserva online" needs the site to say so.
    name: 'online',
    pattern:
      /(?<![\p{L}])(book|order|reserv|buch|bestell|réserv|command|prenot|ordin|boek|bestel|marca|encomend|pedi|afspraak|cita)\p{L}*\s+(?:\p{L}+\s+){0,3}(online|en ligne)(?![\p{L}])|(?<![\p{L}])(online|en ligne)\s+(?:\p{L}+\s+){0,2}(book|order|reserv|buch|bestell|réserv|command|prenot|ordin|boek|bestel|marca|encomend|pedi|afspraak|termin|cita)|order ahead/iu,
  },
  { name: 'years', pattern: /\b(since|seit|depuis|desde|dal|sinds|fondé en|founded in|est\.?)\s+(19|20)\d{2}\b|\b\d{1,3}\+?\s*(years?|yrs|jahre\w*|ans|años|anni|jaar|anos)\b/iu },
  { name: 'award', pattern: /(?<![\p{L}])(award\w*|winner|winning|preisgekrönt|ausgezeichnet|primé\w*|premiad\w*|premiat\w*|bekroond|#1|number one|best|beste[nr]?|meilleur\w*|mejor\w*|migliore|melhor\w*)(?![\p{L}])/iu },
  { name: 'rating', pattern: /(?<![\p{L}])(rated|rating|\d(\.\d)? ?(stars?|sterne|étoiles|estrellas|stelle|sterren|estrelas)|reviews?|top[- ]rated|5-star|five[- ]star)(?![\p{L}])/iu },
  {
    name: 'certification',
    pattern: /(?<![\p{L}])(certified|certificat\w*|licensed|licenced|accredited|insured|bonded|registered|chartered|qualified|meister\w*|zertifiziert|certifié\w*|certificad\w*|certificat\w*|gecertificeerd|erkend|diplom\w*|dbs[- ]checked|hcpc|gas safe|gaf)(?![\p{L}])/iu,
  },
  { name: 'discount', pattern: /\d+ ?%|(?<![\p{L}])(off|sale|discount\w*|rabatt\w*|remise|soldes|descuento\w*|rebaja\w*|sconto|sconti|korting|desconto\w*|promo\w*)(?![\p{L}])/iu },
  { name: 'trial', pattern: /free trial|no credit card|cancel any ?time|money[- ]back|test gratuit|prueba gratis|prova gratuita|proefperiode|teste grátis/iu },
];

/** A condition right after "free": a minimum, a threshold, an "if". */
const FREE_IF =
  /^\S+\s+(?:\S+\s+)?(?:minimal|minimum|min\.|over|above|from|when|if|with (?:every|any)|on orders|ab|über|bei|à partir|dès|au-delà|desde|a partir|sobre|más de|vanaf|boven|sopra|oltre|da|acima|alt|üzeri|od|powyżej|yli|över|fra|over)(?![\p{L}])/iu;

const STOPWORDS = new Set(
  'the and for with your our you are from all a an of to in on at by near now today we us is it its this that de la le les et des du pour avec vous votre nous une un en el los las y con para tu su del por il lo gli e di da una per het een van voor met uw wij onze op bij o os as do da dos das com um uma na no em und der die das mit für ihre ihr wir nach aus auf ist den dem von zu im sie'.split(
    ' ',
  ),
);

export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    // Vowel signs are marks (\p{M}): "टेंट" is one word, not "ट" and "ट".
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word))
    .map((word) => word.replace(/(es|s|en|e|n)$/u, ''))
    .filter((word) => word.length > 2);
}

export function isQuestion(sentence: string): boolean {
  // Greek asks with ";" (or its own "\u037e"): "Κάνετε catering στη Μύκονο;" is a question, in Greek only.
  if (/[?？؟\u037e]\s*$/u.test(sentence) || (/;\s*$/u.test(sentence) && /\p{Script=Greek}/u.test(sentence))) return true;
  // Thai, Chinese, Japanese and Korean ask with a particle, often without a mark: "เค้กของร้านเป็นฮาลาลไหม", "可以退款嗎".
  return /(?:ไหม|มั้ย|หรือไม่|หรือเปล่า)(?:คะ|ครับ|ค่ะ)?\s*$|[嗎吗]\s*$|(?:ですか|ますか|でしょうか)\s*$|(?:나요|까요|습니까|인가요|되나요)\s*$/u.test(sentence);
}

const lineKey = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A text without the lines its site's FAQ asks with no question mark ("Το φαγητό το έχουμε, χρειαζόμαστε μόνο
 * σερβιτόρους."): still the customer's words, never a claim. A question with its mark stays: it is read as one, and
 * its answer ("Yes.") may make it the business's.
 */
export function withoutAsked(text: string, questions: readonly string[] | null | undefined): string {
  if (!questions?.length) return text;
  const asked = new Set(questions.filter((question) => !isQuestion(question)).map(lineKey));
  return text
    .split('\n')
    .filter((line) => !asked.has(lineKey(line)))
    .join('\n');
}


export function splitSentences(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+|\s[|•·]\s/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 1 && sentence.length <= 400);
  // A table cell that is only a price belongs to the cell before it: "Initial assessment (60 min) £55".
  const joined: string[] = [];
  for (const sentence of sentences) {
    if (/^[^\p{L}]*$/u.test(sentence.replace(/CAD|AUD|USD|EUR|GBP/g, '')) && /\d/.test(sentence) && joined.length > 0) joined[joined.length - 1] = `${joined[joined.length - 1]} ${sentence}`;
    else joined.push(sentence);
  }
  return joined.filter((sentence) => sentence.length >= 3);
}

export function gatherEvidence(brief: BusinessBrief): Evidence {
  const site = isSiteContent(brief.site) ? brief.site : null;
  const sentences: Evidence['sentences'] = [];
  let booksAhead = false;
  if (site) {
    const home = site.url;
    const add = (page: string, text: string) => {
      // A builder's credit ("Create your website with Mobirise", "Made with Webnode") is no word of the business's.
      // A question is no claim: "Do you offer 24/7 emergency service?" is asked by a customer, and its answer may be "No."
      // Answered "Yes", it is the business's ("Are you licensed and insured? Yes. ROC #334871").
      const all = splitSentences(text);
      all.forEach((sentence, index) => {
        if (isBoilerplate(sentence)) return;
        const answeredNo = isQuestion(sentence) && !YES.test(all[index + 1] ?? '');
        if (answeredNo ? TODAY.test(sentence) : saysLeadTime(sentence)) booksAhead = true;
        if (answeredNo) return;
        sentences.push({ page, text: sentence, lower: sentence.toLowerCase(), negated: NEGATION.test(sentence) });
      });
    };
    if (site.title) add(home, site.title);
    if (site.description) add(home, site.description);
    for (const heading of site.headings) add(home, withoutAsked(heading, site.questions));
    for (const page of site.pageTexts ?? [{ url: home, text: site.text }]) add(page.url, withoutAsked(page.text, site.questions));
  }
  const form: Evidence['form'] = [];
  const field = (name: Evidence['form'][number]['field'], value: string | null | undefined) => {
    if (value?.trim()) form.push({ field: name, text: value.trim(), lower: value.trim().toLowerCase() });
  };
  field('businessName', brief.businessName);
  field('industry', brief.industry);
  field('targetAudience', brief.targetAudience);
  const codes = site?.currency ? [site.currency] : [];
  return {
    sentences,
    form,
    dollar: dollarOf(codes, site?.country ?? null),
    country: site?.country ?? null,
    prices: (site?.prices ?? []).map((price) => ({ amount: price.amount, currency: price.currency })),
    // Not just "no number read": no tel: link and nothing on the page that looks like a number to dial.
    noPhone: site !== null && site.contact.phones.length === 0 && !/\d[\d\s().-]{6,}\d/.test(site.text),
    currency: site?.currency ?? null,
    booking: site ? bookingStance(sentences.map((sentence) => sentence.lower), site.callsToAction, negationIn(site.language)) : BOOKING_UNKNOWN,
    buttons: site?.callsToAction ?? [],
    negation: negationIn(site?.language),
    language: site?.language?.toLowerCase().split('-')[0] ?? null,
    booksAhead,
  };
}

export interface LineCheck {
  /** Claims in the line that no source backs ("free", "£75"). */
  unsupported: string[];
  source: LineSource;
}

/** The words of a claim match that a backing sentence must contain (stems, so "insured" backs "insurance"? no: exact stem). */
function claimStem(match: string): string {
  return match.toLowerCase().replace(/\s+/g, ' ').slice(0, 6);
}

/**
 * Checks one line of ad copy against the evidence: its claims must each be found in a site
 * sentence that does not rule them out (unless the line states the same negation, "No Overtime
 * Charges"), sharing another word with the line when it has one; prices must be amounts the site
 * publishes, in its currency. Returns the claims left unbacked and the line's best source.
 */
export function checkLine(line: string, evidence: Evidence): LineCheck {
  const unsupported: string[] = [];
  const lineLower = line.toLowerCase();
  const lineWords = contentWords(line);
  const lineNegated = NEGATION.test(line);
  let claimSource: LineSource | null = null;

  for (const price of findPrices(line, evidence.dollar, evidence.country)) {
    const same = (found: { amount: number; currency: string }) => found.currency === price.currency && Math.abs(found.amount - price.amount) < 0.005;
    // Where the site writes the amount, the line must state it as the site does: a price (not a deposit, a fee, a
    // storage charge), with its unit when the site quotes it per unit ("RM 1 setiap 6 minit" backs no "RM 1").
    const written = sitePrices(evidence).filter((each) => each.all.some(same));
    // "€40 diagnostic fee" backs "E-bike Diagnostics From €40": a fee named for what the line sells is its price.
    // "Free delivery on orders over $75" backs "Free Delivery Over $75": a spend to reach, stated as one by both.
    const overSpend = isThreshold(line, price.index, price.end);
    const sentence = written.find(
      (each) =>
        each.ad.some((found) => same(found) && sameUnit(found, price)) ||
        each.all.some((found) => same(found) && (feeFor(each.sentence.text.slice(found.end), lineLower) || (overSpend && isThreshold(each.sentence.text, found.index, found.end)))),
    )?.sentence;
    const published = written.length === 0 && evidence.prices.some(same);
    // "No 6 €/m²" (from €6 a square metre) backs no "Sienu krāsošana 6 €/m²": where the site gives the amount only as a
    // starting price, the line must say "from" too, in words or the site's own.
    const onlyFrom = written.length > 0 && written.every((each) => each.all.filter(same).every((found) => saysFrom(each.sentence.text, found.index, found.end, evidence.language)));
    if (onlyFrom && !saysFrom(line, price.index, price.end, evidence.language)) {
      unsupported.push(price.text);
      continue;
    }
    // An amount in another money than the one the site prices in (a fee paid abroad in toman on a Toronto site, the old
    // lev or kuna beside euros) is not what the customer pays here: no ad quotes it.
    const foreign = evidence.currency !== null && price.currency !== evidence.currency;
    if (foreign || (!published && !sentence)) unsupported.push(price.text);
    else if (sentence) claimSource ??= { kind: 'site', page: sentence.page, quote: sentence.text };
  }

  for (const claim of CLAIMS) {
    const match = lineLower.match(claim.pattern);
    if (!match) continue;
    const stem = claimStem(match[0]);
    const others = lineWords.filter((word) => !stem.startsWith(word.slice(0, 6)) && !word.startsWith(stem.slice(0, 4)));
    const backing = evidence.sentences.filter((sentence) => {
      const found = sentence.lower.match(claim.pattern);
      if (!found) return false;
      if (claim.name !== 'years' && !sentence.lower.includes(stem.slice(0, 4)) && !found[0].startsWith(stem.slice(0, 3))) return false;
      if (claim.name === 'years' || claim.name === 'discount') {
        const digits = match[0].match(/\d+/)?.[0];
        if (digits && !sentence.lower.includes(digits)) return false;
      }
      if (sentence.negated && !lineNegated) return false;
      // "Gratis minimal 5 kg", "free over $75", "kostenlos ab 4 Pferden": free on a condition backs no line that drops it.
      if (claim.name === 'free' && FREE_IF.test(sentence.lower.slice(sentence.lower.search(claim.pattern))) && !FREE_IF.test(lineLower.slice(lineLower.search(claim.pattern)))) return false;
      return true;
    });
    const best = backing.find((sentence) => others.length === 0 || others.some((word) => sentence.lower.includes(word))) ?? null;
    const fromForm = evidence.form.some((entry) => entry.field !== 'businessName' && claim.pattern.test(entry.lower));
    if (best) claimSource ??= { kind: 'site', page: best.page, quote: best.text };
    else if (!fromForm) unsupported.push(match[0]);
  }
  // "Agenda tu cita" on a walk-in tailor's site, "Se ledige timer" where nothing is booked online: the promise needs the
  // site to make it, and its source is a sentence (or button) that says it, never one that only shares a word ("timer").
  const booking = bookingPromiseBacked(line, evidence.booking);
  if (booking.promise && !booking.backed) unsupported.push(booking.promise);
  else if (booking.promise && evidence.booking !== BOOKING_UNKNOWN) claimSource ??= bookingSource(lineWords, booking.availability, evidence);
  // "Book a Visit Today" on a site booked a week out promises what it cannot do.
  const today = evidence.booksAhead ? lineLower.match(TODAY) : null;
  if (today) unsupported.push(today[0]);
  // "Call today" on a site that takes bookings by text only invites a call nobody answers.
  const call = lineLower.match(CALL);
  if (call && (evidence.noPhone || evidence.sentences.some((sentence) => NO_CALLS.test(sentence.lower)))) unsupported.push(call[0]);
  return { unsupported, source: claimSource ?? attribute(line, lineWords, evidence) };
}

/** A line's price per unit, or not, as the site writes it: "RM 1/6 minit" for "RM 1 setiap 6 minit", "€ 48/u" for "€ 48 per uur". */
function sameUnit(site: PriceMatch, line: PriceMatch): boolean {
  if (site.unit === null || line.unit === null) return site.unit === line.unit;
  return unitKey(site.unit) === unitKey(line.unit);
}

/** The words after an amount name a fee for what the line names: " diagnostic fee" and "E-bike Diagnostics From €40". */
function feeFor(after: string, lineLower: string): boolean {
  const named = after.match(/^\s*(\p{L}{5,})\s+(?:fee|charge)(?![\p{L}])/iu)?.[1];
  return named !== undefined && lineLower.includes(named.toLowerCase().slice(0, 6));
}

const PRICES_READ = new WeakMap<Evidence, { sentence: Evidence['sentences'][number]; all: PriceMatch[]; ad: PriceMatch[] }[]>();

/** Every site sentence that writes an amount: all the amounts it writes, and those an ad may state. Read once per evidence. */
/** "For example" before an amount in its clause, in the languages we read. */
const EXAMPLE_BEFORE =
  /(?<![\p{L}])(?:for example|for instance|e\.\s?g\.|z\.\s?B\.|zum beispiel|beispielsweise|par exemple|por ejemplo|ad esempio|per esempio|bijvoorbeeld|bv\.|por exemplo|na przykład|np\.|například|napr\.|esimerkiksi|esim\.|for eksempel|f\.eks\.|till exempel|t\.ex\.|piemēram|pavyzdžiui|näiteks|például|de exemplu|na primjer|например|наприклад|για παράδειγμα)(?![\p{L}])[^.;!?]*$/iu;

function sitePrices(evidence: Evidence): { sentence: Evidence['sentences'][number]; all: PriceMatch[]; ad: PriceMatch[] }[] {
  const known = PRICES_READ.get(evidence);
  if (known) return known;
  const read = evidence.sentences.flatMap((sentence) => {
    // An amount in a worked example ("… pieskaitām PVN 21 %: piemēram, sienu krāsošana 6,00 €/m² bez PVN = 7,26 €/m²")
    // illustrates a sum; it backs no claim that the thing costs that, and leaves the site's "No 6 €/m²" the only word.
    const all = findPrices(sentence.text, evidence.dollar, evidence.country).filter((found) => !EXAMPLE_BEFORE.test(sentence.text.slice(Math.max(0, found.index - 80), found.index)));
    return all.length > 0 ? [{ sentence, all, ad: adPrices(sentence.text, evidence.dollar, evidence.country) }] : [];
  });
  PRICES_READ.set(evidence, read);
  return read;
}

/** The sentence (else the button) that offers the booking a line promises, one sharing the line's words first. */
function bookingSource(lineWords: readonly string[], availability: boolean, evidence: Evidence): LineSource | null {
  const negation = evidence.negation;
  const offers = bookingOffers(evidence);
  const saying = availability ? offers.online : offers.any;
  const best = saying.find((sentence) => lineWords.some((word) => sentence.lower.includes(word))) ?? saying[0];
  if (best) return { kind: 'site', page: best.page, quote: best.text };
  const button = evidence.buttons.find((text) => offersOnlineBooking(text, negation) || (!availability && offersBooking(text, negation)));
  return button ? { kind: 'site', page: evidence.sentences[0]?.page ?? '', quote: button } : null;
}

type BookingOffers = { any: Evidence['sentences']; online: Evidence['sentences'] };
const BOOKING_READ = new WeakMap<Evidence, BookingOffers>();

/** The site sentences that offer a booking, and those that offer it online: read once per evidence, not once per line. */
function bookingOffers(evidence: Evidence): BookingOffers {
  const known = BOOKING_READ.get(evidence);
  if (known) return known;
  const negation = evidence.negation;
  const online = new Set(evidence.sentences.filter((sentence) => offersOnlineBooking(sentence.text, negation)));
  const read = {
    any: evidence.sentences.filter((sentence) => online.has(sentence) || offersBooking(sentence.text, negation)),
    online: [...online],
  };
  BOOKING_READ.set(evidence, read);
  return read;
}

const CALL = /(?<![\p{L}])(call|phone us|ring us|appele[rz]|anrufen|rufen sie|llám\p{L}*|llama|chiama\p{L}*|bel ons|ligue)(?![\p{L}])/iu;
/** "Bookings by text only", "no phone calls": the site rules out calling. */
export const NO_CALLS = /\b(?:text|sms|email|e-mail|online|whatsapp) only\b|\bno (?:phone )?calls\b|\bplease do not (?:call|phone)\b/i;

/** Words that name the medium, not the business ("Visit Our Website", "Sitio web"): they tie a line to no sentence. */
const MEDIUM = /^(?:websit|sit|web|webseit|sitio|sito|págin|pagin|homepag|onlin|internet|strona|stron|hemsid|webbplat|hjemmesid|nettsid|sivusto|сайт|موقع)$/u;

/** The sentence a claim-free line draws on most (its service, place or name), else the form, else a generic call to action. */
function attribute(line: string, lineWords: string[], evidence: Evidence): LineSource {
  const words = lineWords.filter((word) => !MEDIUM.test(word));
  if (words.length === 0) return { kind: 'generic' };
  let best: Evidence['sentences'][number] | null = null;
  let bestScore = 0;
  for (const sentence of evidence.sentences) {
    const score = words.filter((word) => sentence.lower.includes(word)).length;
    // A sentence with a negation may still say the line whole ("Upfront flat-rate pricing, no overtime charges, and a
    // 1-year warranty"): it is a source only then, and one without a negation that says as much comes first.
    if (sentence.negated && score < words.length) continue;
    const better = score > bestScore || (score === bestScore && best !== null && score > 0 && (best.negated && !sentence.negated ? true : best.negated === sentence.negated && sentence.text.length < best.text.length));
    if (better) {
      best = sentence;
      bestScore = score;
    }
  }
  const formBest = evidence.form
    .map((entry) => ({ entry, score: words.filter((word) => entry.lower.includes(word)).length }))
    .sort((a, b) => b.score - a.score)[0];
  if (best && bestScore >= Math.max(1, formBest?.score ?? 0)) return { kind: 'site', page: best.page, quote: best.text };
  if (formBest && formBest.score > 0) return { kind: 'form', field: formBest.entry.field, quote: formBest.entry.text };
  void line;
  return { kind: 'generic' };
}

/** Words of ad group names that say how a group targets, not what it sells. */
const STRUCTURAL = new Set(['near', 'searches', 'brand', 'name', 'local', 'nearby', 'with', 'from', 'your', 'more', 'category']);

/** Everything the site and the owner's form say, lower case. */
export function whatTheySay(brief: BusinessBrief): string {
  const site = isSiteContent(brief.site) ? brief.site : null;
  return `${site ? `${site.text} ${site.title ?? ''} ${site.description ?? ''} ${site.headings.join(' ')}` : ''} ${brief.businessName} ${brief.industry ?? ''} ${brief.targetAudience ?? ''}`.toLowerCase();
}

/** An ad group's name is about something the business says it offers: one of its words (by stem) is in `said`. */
export function namedByBusiness(groupName: string, said: string): boolean {
  const offered = groupName
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3 && !STRUCTURAL.has(word));
  return offered.length === 0 || offered.some((word) => said.includes(word.slice(0, 5)));
}

/** The kinds of claim a line makes ("free", "guarantee", "years", …), by the grounding rules' own patterns. */
export function claimKinds(line: string): string[] {
  return CLAIMS.filter((claim) => claim.pattern.test(line)).map((claim) => claim.name);
}

/** A line that states a fact (price, free, guarantee, hours, years, award, rating, certification, discount, delivery). */
export function isClaim(line: string): boolean {
  return /\d|free|gratis|kostenlos|gratuit|grátis|zdarma|guarant|warrant|garanti|24\/7|since|seit|depuis|desde|sinds|award|rated|stars?|certified|licensed|insured|accredited|registered|chartered|meister|deliver|shipping|livraison|lieferung|envío|consegna|bezorg|%|off\b|same[- ]day/iu.test(line);
}
