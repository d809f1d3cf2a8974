import { describe, expect, it } from 'vitest';
import { pricesInText } from './read-prices';

describe('a price belongs to the phrase it is written with', () => {
  it('a price that opens its own sentence is the section’s, not the last words before it', () => {
    const [price] = pricesInText('Gears and brakes adjusted, drivetrain cleaned, wheels trued. From €65.', 'USD', 'Full service');
    expect(price).toMatchObject({ item: 'Full service', amount: 65, currency: 'EUR' });
    const [fee] = pricesInText('We read Bosch and Shimano Steps error codes and update firmware. €40 diagnostic fee.', 'USD', 'E-bike diagnostics');
    expect(fee.item).toBe('E-bike diagnostics');
  });

  it('a price inside its sentence keeps the words just before it', () => {
    expect(pricesInText('Twin room with a walk-in shower. Butter croissant – $4.50', 'USD', 'Menu')[0].item).toBe('Butter croissant');
  });

  it('a unit between two prices belongs to the first, not to the item of the second', () => {
    const prices = pricesInText('€ 12,50 per dag, € 55 per week.', 'USD', 'Stadsfiets');
    expect(prices.map((price) => price.item)).toEqual(['Stadsfiets', 'Stadsfiets']);
  });

  it('the words after a price may say it is a fee: "$89 diagnostic fee" is not the section’s price', () => {
    expect(pricesInText('We fix all major brands. $89 diagnostic fee, waived if you go ahead.', 'USD', 'AC Repair')[0].item).toBe('diagnostic fee');
  });

  it('reads the currencies of Brazil, Poland, Switzerland and South Africa, and a bare "$" as the site says', () => {
    expect(pricesInText('Aula avulsa: R$ 90,00', 'USD', null)[0]).toMatchObject({ amount: 90, currency: 'BRL' });
    expect(pricesInText('Diagnostyka 100 zł, odliczana od ceny naprawy.', 'USD', 'Diagnostyka')[0]).toMatchObject({ amount: 100, currency: 'PLN' });
    expect(pricesInText("4,5-Zimmer-Wohnung ab CHF 1'090.–", 'USD', null)[0]).toMatchObject({ amount: 1090, currency: 'CHF' });
    expect(pricesInText('Inspection and certificate from R1 850 for a house.', 'USD', null, 'ZA')[0]).toMatchObject({ amount: 1850, currency: 'ZAR' });
    // Elsewhere "R134a" is a refrigerant and "R44" a road.
    expect(pricesInText('Napełnianie czynnikiem R134a, droga R44.', 'USD', null, 'PL')).toEqual([]);
    expect(pricesInText('From $650 for a 2-bedroom unit.', 'SGD', 'Condo Moving')[0]).toMatchObject({ amount: 650, currency: 'SGD' });
  });

  it('reads yen and Scandinavian crowns, and keeps a unit that changes what the price means', () => {
    expect(pricesInText('3 hours, ¥8,500 per person.', 'USD', 'Washoku Basics')[0]).toMatchObject({ amount: 8500, currency: 'JPY', text: '¥8,500/person' });
    expect(pricesInText('Fast pris 1 490 kr efter ROT-avdrag.', 'USD', null, 'SE')[0]).toMatchObject({ amount: 1490, currency: 'SEK' });
    expect(pricesInText('Fra 450 kr. pr. time', 'USD', null, 'DK')[0]).toMatchObject({ amount: 450, currency: 'DKK' });
    expect(pricesInText('Posa pavimenti da 28 € al m² + IVA', 'USD', null)[0]).toMatchObject({ amount: 28, text: '28 €/m²' });
    expect(pricesInText("Taux horaire : 180 $ de l'heure", 'CAD', null)[0]).toMatchObject({ amount: 180, text: '180 $/h' });
    // An hour in the site's own short form; a tax the price leaves out stays with it.
    expect(pricesInText('Tuinonderhoud aan € 48 per uur per tuinman', 'USD', null)[0]).toMatchObject({ amount: 48, text: '€ 48/u' });
    expect(pricesInText('Deteção de fugas: 120 € + IVA.', 'USD', null)[0]).toMatchObject({ amount: 120, text: '120 € + IVA' });
    expect(pricesInText('Fast pris 1 490 kr efter ROT-avdrag.', 'USD', null, 'SE')[0]).toMatchObject({ text: '1 490 kr efter ROT-avdrag' });
    // A room's nightly price is how lodging is priced: no unit added.
    expect(pricesInText('From £110 per night for two', 'USD', null)[0]).toMatchObject({ text: '£110' });
  });

  it('a list in parentheses qualifies the name before it, which is the item', () => {
    const [low] = pricesInText('Low season (April, May, October): €180 per night.', 'USD', 'Rates');
    expect(low).toMatchObject({ item: 'Low season', amount: 180, currency: 'EUR' });
  });

  it('reads the koruna, the dirham and the won', () => {
    expect(pricesInText('Výměna skla od 890 Kč.', 'USD', null)[0]).toMatchObject({ amount: 890, currency: 'CZK' });
    expect(pricesInText('AC service from AED 149 per unit.', 'USD', null)[0]).toMatchObject({ amount: 149, currency: 'AED' });
    expect(pricesInText('3 retouched photos. ₩120,000.', 'USD', null)[0]).toMatchObject({ amount: 120000, currency: 'KRW' });
  });

  it('reads the lira and the forint', () => {
    expect(pricesInText('Makine halıları için metrekare fiyatı 45 TL.', 'USD', null)[0]).toMatchObject({ amount: 45, currency: 'TRY' });
    expect(pricesInText('Kilim yıkama ₺60.', 'USD', null)[0]).toMatchObject({ amount: 60, currency: 'TRY' });
    expect(pricesInText('Zárcsere 12 000 Ft-tól.', 'USD', null)[0]).toMatchObject({ amount: 12000, currency: 'HUF' });
  });
});

