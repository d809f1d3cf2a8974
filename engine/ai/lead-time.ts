/**
 * "Today" in an ad ("Book a Visit Today", "Contact Us Today") reads as a promise of service today.
 * A site that says it books days or weeks ahead ("We're usually booked two to three days ahead",
 * "My calendar fills about a week out", "Wochen im Voraus") or answers "Can you come today?"
 * with anything but yes makes no such promise, and the line would be false.
 */

/** "Today" in the languages we write or read. */
export const TODAY =
  /(?<![\p{L}])(today|tonight|heute|aujourd'hui|aujourd’hui|hoy|oggi|vandaag|hoje|dzisiaj|dziś|dnes|dnu|i dag|idag|tänään|täna|šodien|šiandien|danas|astăzi|σήμερα|bugün|今日|今天|오늘|hôm nay|hari ini|ngayon)(?![\p{L}])/iu;

const AHEAD_UNIT = String.raw`(?:days?|weeks?|months?|tage?n?|wochen?|monate?n?|jours?|semaines?|mois|días?|semanas?|meses?|giorni|settimane|mesi|dagen|weken|maanden|dias|dni|tygodni\p{L}*|dní|týdn\p{L}*|dage|uger|dagar|veckor|päivää|viikkoa)`;

const LEAD_TIME = new RegExp(
  [
    // "booked two to three days ahead", "fills about a week out", "a date about two weeks out", "six to eight weeks ahead".
    String.raw`(?<![\p{L}])${AHEAD_UNIT}\s+(?:out|ahead|in advance)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:book|booked|books|booking|bookings|fill|fills|filled|fills up|schedule|calendar|diary)(?![\p{L}])[^.?!]{0,30}(?<![\p{L}])(?:a|one|two|three|four|five|six|a few|several|a couple of|\d+)\s+(?:\p{L}+\s+){0,2}${AHEAD_UNIT}\s+(?:out|ahead|away|in advance)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:plan|book)\s+(?:a little\s+|well\s+)?ahead(?![\p{L}])|waiting list|wait(?:ing)? list|lead time`,
    // German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech, Scandinavian: "weeks in advance", "lead time".
    String.raw`(?<![\p{L}])${AHEAD_UNIT}\s+(?:im voraus|vorher|à l'avance|à l’avance|de antelación|con antelación|de antecedência|com antecedência|di anticipo|in anticipo|van tevoren|vooraf|wcześniej|z wyprzedzeniem|předem|i forvejen|i förväg|etukäteen)`,
    String.raw`(?<![\p{L}])(?:vorlaufzeit|wartezeit|warteliste|délai d'attente|liste d'attente|lista de espera|lista d'attesa|wachtlijst|wachttijd|lista oczekujących|čekací (?:lhůta|doba|listina)|venteliste|väntelista|odotusaika)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/** Whether a sentence of the site says it books ahead ("booked two to three days ahead", "Wochen im Voraus"). */
export function saysLeadTime(sentence: string): boolean {
  return LEAD_TIME.test(sentence);
}
