/**
 * Amounts a site writes that are no price of what it sells, in the languages we read: a deposit, a cancellation or
 * late fee, a storage charge ("зберігаємо за 20 грн/доба"), a surcharge, a fine, travel costs, a membership fee, a
 * minimum top-up ("tambah nilai minimum RM 30"), VAT. An ad that quotes one as a price misleads; an ad that quotes it
 * at all sells a cost.
 */

/** Gift cards and vouchers in the languages we read: an amount the buyer picks, neither a price nor a service. */
export const GIFT_CARD_WORDS = String.raw`gift ?cards?|gift vouchers?|gift certificates?|e-gift|gutscheine?|geschenkgutscheine?|chèques? cadeaux?|bons? cadeaux?|cartes? cadeaux?|tarjetas? (?:de )?regalo|vales? (?:de )?regalo|cheques? regalo|buoni regalo|buono regalo|carte regalo|cadeaubon(?:nen)?|cadeaukaart(?:en)?|vale[- ]presente|cartão presente|presentkort|gavekort|lahjakort\p{L}*|bony? podarunkow\p{L}*|kart\p{L}* podarunkow\p{L}*|dárkov\p{L}* poukaz\p{L}*`;

/**
 * Words that name a charge wherever they stand in the price's clause ("Взуття, яке не забрали…, зберігаємо за 20
 * грн/доба", "Bei Nichterscheinen berechnen wir eine Ausfallgebühr von 30 €"). Stems of compounds in the languages
 * that compound ("Lagergebühr", "Framkörningsavgift", "Oppmøtegebyr", "Peruutusmaksu").
 */
const CHARGE_ANYWHERE = new RegExp(
  [
    // English
    String.raw`(?<![\p{L}])(?:deposits?|cancell?ations?|cancell?ation fee|late (?:fee|collection|return|payment|cancell?ation)s?|surcharges?|storage|penalty|penalties|fines?|fined|mileage|travel (?:fee|charge|cost|costs|expenses)|travel outside|top[- ]?ups?|top up|membership (?:card|fee)|joining fee|booking fee|admin fee|registration fee|enrol?ment fee|application fee|onboarding fee|set-?up fee|design retainer|exchange rate|no[- ]show|minimum (?:order|spend|charge|top[- ]?up)|(?:order|spend) minimum|commande minimum|minimum de commande|pedido mínimo|ordine minimo|minimale bestelling|minsta beställning|minimalne zamówienie|zamówienie minimalne|минимальный заказ|мінімальне замовлення|pesanan minimum|minimum pesanan|belian minimum)(?![\p{L}])`,
    String.raw`最低注文|最低消費|最低消费|최소 ?주문`,
    // A service call, a trip charge: what a visit costs before any work, often waived if the customer goes ahead
    // ("Service call: $79, credited toward any repair", "Diritto di uscita 35 €"). A call-out: see CALL_OUT.
    String.raw`(?<![\p{L}])(?:service calls?|trip (?:fee|charge)s?|enrol(?:l)?ment fees?|registration fees?|joining fees?|sign-?up fees?|diritt[oi] (?:di|fisso)|frais de déplacement|frais d['’]intervention)(?![\p{L}])`,
    // Financing: a monthly payment on credit is no price of the thing ("payments as low as $89/month (OAC)").
    String.raw`(?<![\p{L}])(?:(?:monthly )?payments?|financ(?:e|es|ed|ing)|OAC|O\.A\.C\.?|APR|interest[- ]free|with approved credit|finanzierung|ratenzahlung|financement|financiación|financiamiento|financiamento|finanziamento|financiering)(?![\p{L}])`,
    // German, Dutch, Nordic compounds
    String.raw`(?:зберіга|хранени|gebühr|zuschlag|aufpreis|anzahlung|kaution|anfahrt|storno|ausfall|lagerung|aufbewahrung|vertragsstrafe|bußgeld|mindestbestell|mindestumsatz|pfand|toeslag|voorrijkost|aanbetaling|borgsom|annulering|boete|bewaarloon|stallingskost|avgift|handpenning|tillägg|tillæg|tillegg|avbokning|avbestilling|afbestilling|förvaring|opbevaring|oppbevaring|reseersättning|milersättning|framkörning|gebyr|depositum|forudbetaling|forskudd|kørsel|kjøring|varausmaksu|peruutus|säilytys|jäsenmaksu|kilometrikorvaus|matkakulu|viivästys|lisämaksu|käsiraha|ennakkomaksu|vakuus|vakuude|takuumaksu|siivousmaksu|myöhästymis|staðfestingargjald|afbókun|aksturs|geymslu|tryggingarfé)`,
    String.raw`(?<![\p{L}])(?:borg|böter|vite|bøde|bot|sakko|sekt)(?![\p{L}])`,
    // French, Spanish, Italian, Portuguese, Romanian
    String.raw`(?<![\p{L}])(?:en\s+plus|in\s+più|de\s+más|a\s+mais|matrícula|matricula|inscripción|inscription|iscrizione|inschrijfgeld|acompte|arrhes|caution|frais|supplément|majoration|annulation|déplacement|pénalités?|amende|stockage|seña|señal|fianza|depósito|anticipo|recargo|suplemento|penalización|cancelación|multa|desplazamiento|almacenaje|caparra|acconto|cauzione|deposito|supplemento|sovrapprezzo|maggiorazione|penale|disdetta|annullamento|trasferta|sinal|caução|adiantamento|acréscimo|taxa|deslocação|deslocamento|cancelamento|armazenagem|sobretaxa|avans|garanție|garanţie|taxă|deplasare|penalizare|penalitate|amendă|anulare|supliment|depozitare)(?![\p{L}])`,
    // Slavic, Baltic, Hungarian, Greek
    String.raw`(?<![\p{L}])(?:kaucja|zaliczka|zadatek|dopłata|dojazd|opłata|anulowanie|anulacja|kara|grzywna|przechowywanie|záloha|zálohy|kauce|kaucia|poplatek|poplatok|příplatek|príplatok|storno|cestovné|dopravné|pokuta|skladné|uskladnění|akontacija|kavcija|varščina|pristojbina|doplačilo|kilometrina|kazen|skladiščenje|predplačilo|polog|kapara|jamčevina|depozit|naknada|doplata|otkazivanje|kazna|skladištenje|foglaló|kaució|előleg|kiszállási|lemondási|felár|bírság|kötbér|tárolási|капаро|капара|депозит|депозита|депозитът|депозити|такса|доплащане|надценка|глоба|неустойка|съхранение|передоплата|завдаток|застава|доплата|надбавка|наценка|штраф|внесок|комісія|предоплата|задаток|залог|хранение|комиссия|полог|накнада|казна|užstat\p{L}*|avans\p{L}*|mokest\p{L}*|mokesč\p{L}*|priemok\p{L}*|baud\p{L}*|saugojim\p{L}*|atšaukim\p{L}*|utilizavim\p{L}*|drošības nauda|avanss|depozīts|izsaukuma|atcelšanas|piemaksa|soda nauda|sods|uzglabāšana|ettemaks|tagatisraha|deposiit|sõidukulu|sõidutasu|broneerimistasu|tühistamistasu|hoiutasu|lisatasu|trahv|hoiustamine|viivis|προκαταβολή|εγγύηση|επιβάρυνση|ακύρωση|πρόστιμο|αποθήκευση|μετακίνηση|φύλαξη)(?![\p{L}])`,
    // Turkish, Arabic, Hebrew, Persian, Hindi, Swahili, Malay, Indonesian, Filipino, Vietnamese
    String.raw`(?<![\p{L}])(?:kapora|kaparo|depozito|ön ödeme|iptal|İptal|ceza|gecikme|ek ücret|yol ücreti|depolama|ulaşım ücreti|عربون|تأمين|رسوم|غرامة|إلغاء|الإلغاء|تخزين|دفعة مقدمة|מקדמה|פיקדון|דמי|ביטול|קנס|תוספת|אחסון|بیعانه|پیش‌پرداخت|پیش پرداخت|ودیعه|جریمه|لغو|ایاب و ذهاب|انبارداری|کمیسیون|अग्रिम|एडवांस|सिक्योरिटी|सिक्यूरिटी|डिपॉजिट|जमा राशि|शुल्क|जुर्माना|रद्द|भंडारण|amana|malipo ya awali|faini|ada|adhabu|kughairi|uhifadhi|gharama za usafiri|uang muka|deposit|denda|pembatalan|biaya tambahan|penyimpanan|yuran|tambah nilai|cagaran|wang pendahuluan|caj|paunang bayad|deposito|multa|kanselasyon|dagdag na bayad|singil|đặt cọc|tiền cọc|phụ thu|phụ phí|phí hủy|hủy|phạt|lưu kho|phí đi lại)(?![\p{L}])`,
    // A tutor's or a cleaner's fare ("Home tutoring transportation allowance: ₱150 per visit"), and time past what was booked: "Hora extra en tour privado — $ 45.000 por hora", "Extra hour $150", "jede weitere Stunde".
    String.raw`(?<![\p{L}])(?:transport(?:ation)?|travel|fare|gas|fuel)\s+allowance|(?<![\p{L}])transpo(?![\p{L}])|(?<![\p{L}])(?:extra|additional|overtime)\s+hours?|(?:each|every|per)\s+(?:extra|additional)\s+hour|overtime|horas?\s+(?:extras?|adicional(?:es)?)|heures?\s+supplémentaires?|zusätzliche\s+stunden?|(?:jede|pro)\s+weitere\s+stunde|or[ae]\s+(?:extra|aggiuntiv[ae])|hor[ae]s?\s+a\s+mais|extra\s+uur|ekstra\s+time[rn]?|extra\s+timm(?:e|ar)|lisätunti\p{L}*|dodatkow\p{L}*\s+godzin\p{L}*(?![\p{L}])`,
    // Cancelled or missed appointments charged: "Las citas anuladas … se cobran a 15 €", "rendez-vous non honorés".
    String.raw`(?<![\p{L}])(?:anulad\p{L}*|cancelad\p{L}*|no presentad\p{L}*|non honorés?|no-?shows?|missed appointments?|versäumte\p{L}*|nicht wahrgenommene\p{L}*)(?![\p{L}])`,
    // Gift cards and vouchers: an amount the buyer picks, no price of a service ("Chèques cadeaux de 20 € et 50 €").
    String.raw`(?<![\p{L}])(?:${GIFT_CARD_WORDS})(?![\p{L}])`,
    // Scripts written without spaces
    String.raw`มัดจำ|ค่าธรรมเนียม|ค่าปรับ|ค่าเดินทาง|ยกเลิก|ค่าฝาก|เงินประกัน|ค่าบริการเพิ่ม|キャンセル料|保証金|前金|手付金|内金|預り金|出張費|交通費|延滞料|違約金|保管料|追加料金|罰金|入会金|手数料|예약금|보증금|계약금|위약금|수수료|출장비|추가 ?요금|보관료|벌금|연체료|입회비|가입비|押金|订金|訂金|定金|保证金|保證金|违约金|違約金|手续费|手續費|保管费|保管費|仓储|倉儲|罚款|罰款|附加费|附加費|上门费|上門費|车马费|車馬費|取消费|取消費|滞纳金|滯納金|入会费|入會費`,
  ].join('|'),
  'iu',
);

/**
 * A section that lists what comes on top ("Additional charges", "Papildomi mokesčiai", "Zusatzkosten", "Frais annexes"),
 * or a short heading that names a charge ("Storno", "Deposits"): every amount under it is a charge, whatever its own
 * line says ("Automobilio laikymas … – 5 €/parą", "Diagnostikos kaina (35 €) neįskaičiuojama").
 */
const CHARGE_HEADING =
  /^(?:(?:additional|extra|other|optional|further)\s+(?:fees|charges|costs)|zusatzkosten|nebenkosten|weitere kosten|frais (?:supplémentaires|annexes|additionnels)|gastos (?:adicionales|extra)|costes adicionales|costi (?:aggiuntivi|extra)|spese (?:aggiuntive|extra)|extra kosten|bijkomende kosten|custos adicionais|taxas adicionais|dodatkowe opłaty|opłaty dodatkowe|další poplatky|dodatečné poplatky|ďalšie poplatky|lisämaksut|lisäkulut|tilläggsavgifter|tilleggskostnader|papildom\p{L}* mokesč\p{L}*|papildu maksa|lisatasud|dodatni troškovi|dodatni stroški|további díjak|costuri suplimentare|taxe suplimentare)$/iu;

/** Whether a section's heading makes every amount under it a charge (at most four words, so "Prices, deposits and storage for movers" stays a price list). */
export function isChargeHeading(heading: string): boolean {
  const words = heading.trim().replace(/[:：.]+$/u, '');
  return CHARGE_HEADING.test(words) || (words.split(/\s+/).length <= 4 && CHARGE_ANYWHERE.test(words));
}

/**
 * A call-out that opens its clause, alone or for a zone or an area ("Zone 2 call-out $149", "Call-out & inspection
 * KSh 1,500"): what the visit costs before any work. Named for the work ("Lockout call-out £65"), it is that work's price.
 */
const CALL_OUT = /^\s*(?:(?:the|a|our|standard|minimum|zone|area|band|region|outer|inner|metro|metropolitan|country|rural|regional)\s+|\d+\s+|\p{Lu}\s+)*call[- ]?outs?(?![\p{L}])/iu;

/** Words that name a charge only right beside the amount ("$89 diagnostic fee", "VAT of £40", "minimum RM 30"). */
const CHARGE_BESIDE = /(?<![\p{L}])(?:fee|fees|charge|vat|gst|mwst|phí)(?![\p{L}])/iu;

/** The clause a price stands in: from the last sentence or clause break (or the price before it) up to the price. */
function clauseBefore(text: string, index: number, from: number): string {
  const before = text.slice(from, index);
  return before.split(/[.!?;。！？|·•\n]\s|[,，、]\s?(?!\d)|\s[–—]\s(?=\p{Lu})/u).at(-1) ?? before;
}

/** A rate by the distance driven: "/km", "per km", "pro km", "na km", "le km", "al km", "per mile", "a mile". */
const PER_DISTANCE = /^\s*(?:\/|per|pro|na|le|al|au|a|par|pr\.?|för|för varje|za)\s*(?:km|kilomet(?:er|re|ro|r)s?|kilómetro|chilometro|mi|miles?)(?![\p{L}])/iu;

/** What follows an amount taken off a price: "£20 off", "10 € de réduction", "5 € Rabatt", "€10 korting". */
const DISCOUNT_AFTER = /^(?:off|discount|de\s+(?:réduction|remise|descuento|desconto)|di\s+sconto|rabatt|nachlass|korting|rabat|alennus)(?![\p{L}])/iu;

/**
 * An amount taken off the job if the customer goes ahead: a visit's or an inspection's fee ("Befaring hjemme hos deg:
 * kr 1 490,-, trekkes fra hvis du bestiller innen 30 dager", "$79, credited toward any repair", "R$ 250,00, descontado
 * do serviço"). What it costs to look, never a price of the work.
 */
const CREDITED_AFTER = new RegExp(
  [
    String.raw`credited (?:toward|towards|against|to)|deducted (?:from|off)|waived (?:if|when|with|on)|refunded (?:if|when|against|on)|comes? off (?:the|your)|taken off (?:the|your)`,
    String.raw`(?:verrechnet|angerechnet|abgezogen|gutgeschrieben)|déduit\p{L}*|remboursé\p{L}* (?:si|en cas|lors)|(?:se )?descuenta\p{L}* (?:del|de la|de su|al)|descontad[oa]s? (?:do|da|del|de la|no|na|al)|se abona\p{L}* (?:al|en)`,
    String.raw`(?:scalat|detratt|scomputat)\p{L}* (?:dal|dalla|sul|sulla)|(?:abatid|deduzid)[oa]s? (?:do|da|no|na)|verrekend|afgetrokken|trekkes fra|fratrekkes|fratrækkes|modregnes|dras (?:av|från)|avräknas|krediteras`,
    String.raw`vähennetään|hyvitetään|odlicza\p{L}*|levonjuk|beszámítjuk|odečte\p{L}*|odpočít\p{L}*|započít\p{L}*|se scade|se deduce`,
  ].join('|'),
  'iu',
);

/**
 * Whether the amount at [index, end) of a text is a charge, not a price: a charge word in its clause before it, a fee
 * word beside it (up to three words before, two after), or a "+" before it (what an option adds to a price).
 */
export function isChargeAt(text: string, index: number, end: number, from = 0): boolean {
  const clause = clauseBefore(text, index, from);
  if (/[+＋]\s*$/u.test(clause)) return true;
  if (CHARGE_ANYWHERE.test(clause) || CALL_OUT.test(clause)) return true;
  // A label that opens on the charge and names what it is for after a comma: "Call-out fee, Adelaide Hills (Stirling) $149",
  // in a table's row too ("Call-out fee, Adelaide Hills | $149").
  const label = text.slice(from, index).replace(/\s*\|\s*$/u, '').split(/[.!?;。！？|·•\n]\s/u).at(-1) ?? '';
  const opening = label.split(/,\s/)[0];
  if ((CHARGE_ANYWHERE.test(opening) || CHARGE_BESIDE.test(opening) || CALL_OUT.test(opening)) && /,\s/.test(label)) return true;
  if (isThresholdAt(text, end, clause)) return true;
  // A label before a colon names every amount listed after it: "Vakuusmaksu: saunakärry 200 €, paljukärry 300 €".
  const sentence = text.slice(Math.max(0, index - 300), index).split(/[.!?;。！？|·•\n]\s/u).at(-1) ?? '';
  const colon = sentence.match(/^(.{1,40}?)[:：]\s/u)?.[1];
  if (colon && colon.split(/\s+/).length <= 4 && (CHARGE_ANYWHERE.test(colon) || CHARGE_BESIDE.test(colon))) return true;
  // A table's row: the cell before the amount is its clause ("Call-out & inspection (Nairobi) | KSh 1,500").
  // Every cell before it names the row ("Hora extra en tour privado | — | $ 45.000 por hora"), the one beside it most.
  const row = text.slice(from, index);
  const cells = /\|\s*$/u.test(row) ? (row.split('\n').at(-1) ?? '').split('|').map((each) => each.trim()).filter(Boolean) : [];
  const cell = cells.at(-1) ?? '';
  if (cells.some((each) => CHARGE_ANYWHERE.test(each) || CALL_OUT.test(each)) || (cell && CHARGE_BESIDE.test(cell.split(/\s+/).slice(-4).join(' ')))) return true;
  const near = clause.split(/\s+/).slice(-4).join(' ');
  if (CHARGE_BESIDE.test(near)) return true;
  const after = text.slice(end).split(/[.!?;,。|(（\n]/u)[0].trim().split(/\s+/).slice(0, 2).join(' ');
  // "I take the £20 off your balance", "10 € de réduction": an amount taken off is a discount, no price.
  if (DISCOUNT_AFTER.test(after)) return true;
  const sentenceAfter = text.slice(end, end + 120).split(/[.!?;。\n](?:\s|$)/u)[0];
  if (CREDITED_AFTER.test(sentenceAfter)) return true;
  // "0,60 € /km", "$1.50 per mile", "0,45 € le km": what the way there costs, whatever the clause calls it ("Prevoz").
  if (PER_DISTANCE.test(text.slice(end, end + 24))) return true;
  return CHARGE_ANYWHERE.test(after) || /(?<![\p{L}])(?:fee|fees|charge)(?![\p{L}])/iu.test(after);
}

/**
 * A spend a customer must reach, not a price: "Free delivery on orders over £40", "any install over $2,000", "pedidos
 * superiores a 50 €", "dès 60 € d'achat", "ab 50 € Bestellwert".
 */
const THRESHOLD_BEFORE =
  /(?<![\p{L}])(?:over|above|more than|exceeding|in excess of|spend|spending|orders? of|superior(?:es)? a|mayor(?:es)? (?:a|de)|supérieure?s? à|au-delà de|über|mehr als|boven|meer dan|oltre|superiori a|superiore a|acima de|mais de)\s*$/iu;
const THRESHOLD_AFTER = /^\s*(?:or more|d['’]achats?|de commande|de compra|em compras|Bestellwert|Einkaufswert|bestelwaarde|di spesa)(?![\p{L}])/iu;

function isThresholdAt(text: string, end: number, clause: string): boolean {
  const before = clause.replace(/\s*(?:[$£€¥₹]|[A-Z]{1,2}\$)\s*$/u, '');
  return THRESHOLD_BEFORE.test(before) || THRESHOLD_AFTER.test(text.slice(end));
}

/** Whether the amount at [index, end) is a spend to reach ("Free Delivery Over $75"): no price, but a line may state it as one. */
export function isThreshold(text: string, index: number, end: number, from = 0): boolean {
  return isThresholdAt(text, end, clauseBefore(text, index, from));
}

const EXCHANGE_RATE =
  /(?<![\p{L}])(?:курс|курсу|kurs|kurzu|kurz|kursu|kurss|kursas|kurssi|árfolyam|exchange rate|conversion rate|fixed rate|rate of|taux de (?:change|conversion)|tasso di (?:cambio|conversione)|tipo de cambio|tasa de cambio|taxa de câmbio|wisselkoers|umrechnungskurs|wechselkurs|döviz kuru|sabit kur|tečaj|tečaja|vahetuskurss|kurssi|συναλλαγματική ισοτιμία|ισοτιμία|نرخ تبدیل|سعر الصرف|שער)(?![\p{L}])/iu;

/** An exchange rate ("1 € = 7,53450 kn"): an amount set equal to another. */
export function isExchangeRateAt(text: string, index: number, end: number): boolean {
  if (/^\s*=\s*\S{0,4}\s*\d/u.test(text.slice(end)) || /\d\s*\S{0,4}\s*=\s*$/u.test(text.slice(Math.max(0, index - 12), index))) return true;
  // Or named as one: "по курс 1,95583 лв. за 1 €", "at the fixed rate of 7.53450 kn to €1", "Umrechnungskurs 1,95583".
  return EXCHANGE_RATE.test(text.slice(Math.max(0, index - 40), index).split(/[.!?;]\s+(?=\p{Lu})/u).at(-1) ?? '');
}

