/**
 * Whether a site takes bookings, in its own words: an ad may promise a booked time ("Book an appointment",
 * "Reservá tu turno", "Bestill time") only where the site offers one, and a view of free times ("Check
 * availability", "Se ledige timer", "Choose the day and time that suits you") only where it books online. A site
 * that says it takes walk-ins ("sin turno", "no appointment needed", "ohne Termin", "ingen timebestilling") is
 * promised no booking at all, unless it also books online.
 */

export interface BookingStance {
  /** The site says it takes people without an appointment. */
  walkIn: boolean;
  /** The site offers a booked time (a word of booking, not negated; or a booking button). */
  books: boolean;
  /** The site books online or shows its free times. */
  online: boolean;
}

/** Without a site, the trade's habit: a booking line is no claim of ours to check. */
export const BOOKING_UNKNOWN: BookingStance = { walkIn: false, books: true, online: true };

/** Words of booking a time (an appointment, a table, a slot), in the languages the strategist reads. */
export const BOOKING_WORD =
  /(?<![\p{L}])(book(?:ed|ing|ings)?|appointments?|schedul\p{L}*|reserv(?:e|ed|ing|ations?|a|ar|as|ás|á|amos|ace|ieren|ierung|ierungen|eer|eren|ering)|réserv(?:e|ez|er|ation|ations|é|ée)|rendez-vous|rdv|termin(?:e|en)?|terminvereinbarung|buch(?:en|ung|ungen)|prenot\p{L}*|appuntament[oi]|afspra(?:ak|ken)|boek\p{L}*|agend\p{L}*|citas?|turnos?|marca(?:r|ção|ções)|marque\s+(?:a\s+sua|o\s+seu|já|uma)|umów|umawia\p{L}*|wizyt\p{L}*|zarezerwuj\p{L}*|rezerwacj\p{L}*|objedn\p{L}*|rezerv\p{L}*|bok(?:a|ning|ningar)|tidsbokning|bestil(?:l|le|ling)?\s+(?:tid|time|et besøg|et besøk)|time-?bestilling|tids-?bestilling|ραντεβού|randevu\p{L}*|予約|预约|預約|예약|จอง|הזמנ\p{L}*|حجز|запис(?:ь|аться)|бронир\p{L}*)(?![\p{L}])/iu;

/** A footer's rights, not a reservation: "All rights reserved", "Todos los derechos reservados", "Tous droits réservés". */
const RIGHTS_RESERVED = /(?<![\p{L}])(rights|derechos|droits|diritti|direitos|drets)\s+(?:\p{L}+\s+)?reserv\p{L}*|reserv\p{L}*\s+(?:all\s+)?rights/iu;

/** People come without an appointment, in the languages the strategist reads. */
export const WALK_IN = new RegExp(
  [
    String.raw`walk-?ins?(?:\s+(?:welcome|only|accepted|available))?`,
    String.raw`no\s+(?:appointments?|booking)\s+(?:needed|necessary|required)`,
    String.raw`without\s+(?:an?\s+)?(?:appointment|booking)`,
    String.raw`drop-?ins?(?:\s+welcome)?`,
    String.raw`first come,?\s+first served`,
    String.raw`sin\s+(?:turno|cita)(?:\s+previ[ao])?`,
    String.raw`no\s+(?:hace\s+falta|necesit[aá]s|se\s+necesita|es\s+necesari[oa]|requiere)\s+(?:sacar\s+|pedir\s+)?(?:turno|cita)`,
    String.raw`por\s+orden\s+de\s+llegada`,
    String.raw`ohne\s+(?:termin|voranmeldung|terminvereinbarung)`,
    String.raw`keine?n?\s+termin\s+(?:nötig|notwendig|erforderlich)`,
    String.raw`brauchen\s+keinen\s+termin`,
    String.raw`sans\s+(?:rendez-vous|rdv|réservation)`,
    String.raw`pas\s+besoin\s+de\s+(?:prendre\s+)?(?:rendez-vous|rdv)`,
    String.raw`senza\s+(?:appuntamento|prenotazione)`,
    String.raw`non\s+serve\s+(?:l['’]\s*)?(?:appuntamento|prenotazione|prenotare)`,
    String.raw`zonder\s+afspraak`,
    String.raw`geen\s+afspraak\s+nodig`,
    String.raw`hoeft\s+geen\s+afspraak`,
    String.raw`vrije\s+inloop`,
    String.raw`sem\s+(?:marcação|agendamento|hora\s+marcada)`,
    String.raw`não\s+(?:é\s+preciso|precisa)\s+(?:de\s+)?(?:marcar|agendar|marcação)`,
    String.raw`bez\s+(?:wcześniejszej\s+)?(?:rejestracji|rezerwacji|umawiania|zapisów|objednání|objednávky)`,
    String.raw`utan\s+(?:tidsbokning|bokning)`,
    String.raw`ingen\s+(?:tidsbokning|timebestilling|tidsbestilling|förbokning|forhåndsbestilling)`,
    String.raw`uten\s+(?:timebestilling|avtale)`,
    String.raw`uden\s+(?:tidsbestilling|aftale)`,
    String.raw`bare\s+kom\s+innom`,
    String.raw`sense\s+cita(?:\s+prèvia)?`,
    String.raw`χωρίς\s+ραντεβού`,
    String.raw`δεν\s+χρειάζεται\s+ραντεβού`,
    String.raw`randevusuz`,
    String.raw`tanpa\s+(?:janji|reservasi|booking)`,
    String.raw`予約不要`,
  ].join('|'),
  'iu',
);

/** The walk-in words anywhere in a text, to blank them out; compiled once (it is long, and read for every sentence). */
const WALK_IN_ALL = new RegExp(WALK_IN.source, 'giu');

/** Booking online, or the free times shown: what "Check availability" and "choose the day and time" need. */
const BOOKS_ONLINE = new RegExp(
  [
    String.raw`(?:book|reserv|réserv|buch|prenot|boek|agend|marca|reserva|cita|turno|termin|bok|bestill|bestil|umów|zarezerwuj|objednej)\p{L}*\s+(?:\p{L}+\s+){0,3}(?:online|en\s+ligne|en\s+línea|on-line|på\s+nett(?:et)?|på\s+nätet|på\s+nettet|w\s+sieci|przez\s+internet)`,
    String.raw`(?:online|en\s+ligne|en\s+línea)[\s-]+(?:\p{L}+\s+){0,2}(?:book|booking|reserv|réserv|buch|prenot|boek|agend|marca|termin|afspraak|cita|turno|bokning|booking|rezerwacj|objedn)`,
    String.raw`online-?(?:booking|buchung|terminbuchung|reservierung|afspraak|bokning|booking)`,
    String.raw`availability|available\s+(?:times|slots|dates|appointments)`,
    String.raw`freie[nr]?\s+termine`,
    String.raw`disponibilit(?:é|à|és)`,
    String.raw`disponibilidade?`,
    String.raw`horários\s+disponíveis|horarios\s+disponibles`,
    String.raw`beschikbaarheid`,
    String.raw`wolne\s+terminy|volné\s+termíny`,
    String.raw`ledige\s+(?:timer|tider)|lediga\s+tider`,
    String.raw`créneaux`,
  ].join('|'),
  'iu',
);

/** A line promising a view of free times or a choice of them: only where the site books online. */
export const OFFERS_AVAILABILITY = new RegExp(
  [
    BOOKS_ONLINE.source,
    String.raw`(?:a|the)\s+time\s+that\s+suits`,
    String.raw`(?:choose|pick|select|elige|elegí|escolha|escolhe|scegli|kies|wähle|wählen\s+sie|choisissez|wybierz|vyberte|välj|vælg|velg)\s+(?:\p{L}+\s+){0,3}(?:day|dag|dagen|día|dia|giorno|dzień|den|tag|jour|moment|time|hora|horário|créneau|tidspunkt)`,
    String.raw`créneau\s+qui\s+(?:vous|te)\s+convient`,
    String.raw`veja\s+os\s+horários`,
  ].join('|'),
  'iu',
);

/** A sentence or button that offers a booked time: it names booking and, without its walk-in words, rules nothing out. */
export function offersBooking(text: string, negation: RegExp): boolean {
  const lower = text.toLowerCase().replace(WALK_IN_ALL, ' ');
  return BOOKING_WORD.test(lower) && !RIGHTS_RESERVED.test(lower) && !negation.test(lower);
}

/** A sentence or button that offers booking online or shows the free times. */
export function offersOnlineBooking(text: string, negation: RegExp): boolean {
  const lower = text.toLowerCase().replace(WALK_IN_ALL, ' ');
  return BOOKS_ONLINE.test(lower) && !negation.test(lower);
}

/**
 * What the site says of booking, from its sentences and its buttons ("Reservá online o vení sin turno" offers it,
 * "No online booking" does not); `negation` is the site's language's.
 */
export function bookingStance(sentences: readonly string[], ctas: readonly string[], negation: RegExp): BookingStance {
  const said = [...sentences, ...ctas];
  return {
    // "Nous n'acceptons pas les clients sans rendez-vous" refuses walk-ins: the walk-in words in a sentence negated besides.
    walkIn: sentences.some((sentence) => WALK_IN.test(sentence) && !negation.test(sentence.replace(WALK_IN_ALL, ' '))),
    books: said.some((text) => offersBooking(text, negation) || offersOnlineBooking(text, negation)),
    online: said.some((text) => offersOnlineBooking(text, negation)),
  };
}

/** How far an ad may go: no booking line, a booked time, or also the free times. */
export type BookingLevel = 'none' | 'book' | 'online';

export function bookingLevel(stance: BookingStance): BookingLevel {
  if (stance.online) return 'online';
  if (!stance.books || stance.walkIn) return 'none';
  return 'book';
}

/**
 * Whether a line's booking promise is one the site makes: a booking line needs a site that books (and does not say
 * it takes walk-ins), an availability line one that books online; a line that itself says "no appointment needed" is
 * the site's own walk-in, no booking.
 */
export function bookingPromiseBacked(line: string, stance: BookingStance): { promise: string | null; backed: boolean; availability: boolean } {
  const lower = line.toLowerCase();
  if (WALK_IN.test(lower)) return { promise: null, backed: true, availability: false };
  const available = lower.match(OFFERS_AVAILABILITY);
  if (available) return { promise: available[0], backed: stance.online, availability: true };
  const booked = lower.match(BOOKING_WORD);
  if (booked && !RIGHTS_RESERVED.test(lower)) return { promise: booked[0], backed: bookingLevel(stance) !== 'none', availability: false };
  return { promise: null, backed: true, availability: false };
}

/**
 * The phrasebook's booking lines (`availableFrom` on, those that show free times) that a site's booking allows: none
 * on a walk-in site or one that books nothing, the booked time alone where it books but not online, all where it does.
 */
export function bookingLines(lines: readonly string[], availableFrom: number, stance: BookingStance): string[] {
  const level = bookingLevel(stance);
  if (level === 'none') return [];
  return level === 'online' ? [...lines] : lines.slice(0, availableFrom);
}
