/**
 * Money in shapes the first price corpus (`price-units.corpus.ts`) lacks, as small businesses in the US, the UK,
 * Canada, Australia and New Zealand (and a few in Germany, France, Spain, the Netherlands, Italy and Portugal) write
 * it (written for this corpus, none copied from the fixture sites): call-out, trip, service-call and diagnostic fees
 * (waived if the customer goes ahead, priced per zone), minimum charges, disposal and tip fees, prices per user, seat,
 * room, visit or nail, a price for a bundle of sessions ("5 sessions for £200"), memberships and clubs ("£18 a
 * month"), tiers, "starting at", financing ("as low as $89/month"), "+ GST", "incl. VAT", sliding scales, ranges
 * ("$190–$260"), and a free thing only above a spend ("Free delivery on orders over £40").
 *
 * Each case says what an ad may state, as in the first corpus ("AMOUNT CURRENCY", "AMOUNT CURRENCY/unit", none for an
 * amount that is no price), and, after " #", the kind of price where it is not a plain or per-unit one:
 * "#membership" is a club's, a plan's or a subscription's fee for a period, which an ad may state only under the
 * membership's own name ("Orchid Club £18/month", never "Orchids From £18").
 *
 * Two halves written at the same time: the rules were tuned on TUNING only; HELD_OUT was scored before any change and
 * at the end (and, by a slip, once part-way: docs/strategist.md says how).
 */
import type { PriceCase } from './price-units.corpus';

export const MONEY_SHAPES_TUNING: readonly PriceCase[] = [
  // Call-out, trip, service-call and diagnostic fees; per zone; waived if you go ahead.
  ['en-AU', 'Call-out fee $89, waived if you go ahead with the repair.', []],
  ['en-AU', 'Zone 2 call-out $149 (Hills and outer suburbs).', []],
  ['en', 'Service call: $79, credited toward any repair over $300.', []],
  ['en', 'Diagnostic fee of $95 applies to all furnace visits.', []],
  ['it', 'Diritto di uscita 35 €, gratuito se si procede con la riparazione.', []],
  ['nl', 'Voorrijkosten € 45, vervallen bij opdracht.', []],
  // Minimum charges, disposal and tip fees.
  ['en-GB', 'Minimum charge £60 for jobs under an hour.', []],
  ['en-US', 'Mattress disposal fee: $35 per mattress.', []],
  ['en-AU', 'Green waste removal from $180 per trailer load, tip fees included.', ['180 AUD/trailer load']],
  // Per user, seat, room, visit, nail.
  ['en', 'Managed IT from $45 per user per month.', ['45 USD/user/month']],
  ['en-GB', 'Microsoft 365 setup £12 per seat / month', ['12 GBP/seat/month']],
  ['en-CA', 'Carpet cleaning $45 a room, minimum three rooms.', ['45 CAD/room']],
  ['en-NZ', 'Lawn mowing from $40 per visit.', ['40 NZD/visit']],
  ['en', 'Gel polish repairs $3 a nail.', ['3 USD/nail']],
  // A price for a bundle of sessions.
  ['en-GB', '5 sessions for £200 when paid upfront.', ['200 GBP/5 sessions']],
  ['de', 'Zehnerkarte: 10 Stunden für 350 €.', ['350 EUR/10 Stunden']],
  ['fr', 'Carnet de 5 séances pour 150 €.', ['150 EUR/5 séances']],
  // Memberships, clubs, subscriptions.
  ['en-GB', 'Join the Orchid Club for £18 a month.', ['18 GBP/month #membership']],
  ['en-US', 'Wash club: unlimited washes for $29.99/month.', ['29.99 USD/month #membership']],
  ['nl', 'Abonnement € 19,95 per maand, maandelijks opzegbaar.', ['19.95 EUR/maand #membership']],
  ['pt', 'Mensalidade do clube: 30 € por mês.', ['30 EUR/mês #membership']],
  ['es', 'Cuota de socio: 25 € al mes.', ['25 EUR/mes #membership']],
  // Tiers, "starting at", financing, taxes.
  ['en', 'Packages: Bronze $99, Silver $149, Gold $229.', ['99 USD', '149 USD', '229 USD']],
  ['en-US', 'Drain cleaning starting at $129.', ['129 USD']],
  ['en-US', 'New AC systems with payments as low as $89/month (OAC).', []],
  ['en-AU', 'Deck oiling from $450 + GST.', ['450 AUD']],
  ['en-GB', 'Full service £189 incl. VAT.', ['189 GBP']],
  // Sliding scales and ranges: an ad states where the range starts, with its unit.
  ['en', 'Counselling on a sliding scale, $60–$120 per session depending on income.', ['60 USD/session']],
  ['en-AU', 'Dryer belt replacement $190–$260 depending on model.', ['190 AUD']],
  // A free thing only above a spend.
  ['en-GB', 'Free delivery on orders over £40.', []],
  ['en-US', 'Free estimate with any install over $2,000.', []],
  ['es', 'Envío gratis en pedidos superiores a 50 €.', []],
  // Added after round 15 (main session): a two-word unit followed by a second charge.
  ['en-CA', 'Payroll on its own: $49 per pay run plus $5 per employee.', ['49 CAD/pay run', '5 CAD/employee']],
  // A charge's second amount after a lower-case qualifier and a comma is the same charge; a new label is not.
  ['en-AU', 'Travel fee $25 within 10 km, $45 beyond that.', []],
  ['pl', 'Dojazd: 30 zł w granicach miasta, 60 zł poza miastem.', []],
  ['en-US', 'Trip charge $49, drain cleaning from $129.', ['129 USD']],
];

export const MONEY_SHAPES_HELD_OUT: readonly PriceCase[] = [
  ['en-US', 'Trip charge $59 applies outside city limits.', []],
  ['en-AU', 'Outer zone call out: $129', []],
  ['en-CA', 'Service call fee $95 (waived with repair).', []],
  ['en-US', 'Diagnostic charge: $89, credited against the repair.', []],
  ['it', 'Diritto di chiamata 40 €, scalato in caso di intervento.', []],
  ['en-GB', 'A minimum call-out charge of £75 applies.', []],
  ['nl', 'Minimumtarief € 65.', []],
  ['en-AU', 'Skip bin tip fee: $85 per tonne.', []],
  ['en-NZ', 'Rubbish removal $120 per trailer, dump fees extra.', ['120 NZD/trailer']],
  ['en-GB', 'Cloud backup £6 per device per month.', ['6 GBP/device/month']],
  ['en-US', 'Seats cost $15/user/mo, billed annually.', ['15 USD/user/mo']],
  ['en-CA', 'Window cleaning $8 a window inside and out.', ['8 CAD/window']],
  ['en-US', 'Dog walking: $25 per visit, $22 per visit for 5+ visits a week.', ['25 USD/visit', '22 USD/visit']],
  ['en-AU', 'Nail art from $5 a nail.', ['5 AUD/nail']],
  ['de', 'Fünferkarte: 5 Massagen für 250 €.', ['250 EUR/5 Massagen']],
  ['en-NZ', '10 classes for $180, valid for three months.', ['180 NZD/10 classes']],
  ['es', 'Bono de 10 sesiones por 300 €.', ['300 EUR/10 sesiones']],
  ['pt', 'Pacote de 4 aulas por 100 €.', ['100 EUR/4 aulas']],
  ['en-GB', 'Members pay £25 per month for unlimited classes.', ['25 GBP/month #membership']],
  ['en-AU', 'Coffee subscription from $32 a month.', ['32 AUD/month #membership']],
  ['fr', 'Abonnement mensuel : 29 € par mois, sans engagement.', ['29 EUR/mois #membership']],
  ['de', 'Mitgliedschaft 39 € im Monat.', ['39 EUR/Monat #membership']],
  ['en', 'Choose a plan: Starter $19, Growth $49 or Pro $99.', ['19 USD', '49 USD', '99 USD']],
  ['en-US', 'Tune-ups starting at $89.', ['89 USD']],
  ['en-US', 'Finance your new roof from $129 a month with approved credit.', []],
  ['en-NZ', 'Gutter cleaning from $180 + GST.', ['180 NZD']],
  ['en-GB', 'MOT £54.85 including VAT.', ['54.85 GBP']],
  ['en', 'Fees on a sliding scale from $40 to $90 per session.', ['40 USD/session']],
  ['en-US', 'Water heater flush $150 - $225.', ['150 USD']],
  ['en-AU', 'Free delivery when you spend $100 or more.', []],
  ['fr', "Livraison offerte dès 60 € d'achat.", []],
  ['de', 'Versandkostenfrei ab 50 € Bestellwert.', []],
];
