import { describe, expect, it } from 'vitest';
import { type OwnPlaces, placesNotServed } from './places-not-served';

const own = (places: string[], address: string | null = null, extra: Partial<OwnPlaces> = {}): OwnPlaces => ({ places, address, names: [], ...extra });

describe('places a site says it does not serve', () => {
  it('reads a clause that says no to places, in the languages we read', () => {
    expect(placesNotServed('keine Aufträge außerhalb von Graz und Graz-Umgebung (also nicht in Leibnitz, Weiz oder Voitsberg)', 'de', own(['Graz']))).toEqual(['Leibnitz', 'Weiz', 'Voitsberg']);
    expect(placesNotServed('Clinics elsewhere – our Takapuna clinic closed in 2022, and we have no rooms on the North Shore or in South Auckland.', 'en', own(['Auckland', 'Kingsland']))).toEqual(
      expect.arrayContaining(['North Shore', 'Takapuna']),
    );
    expect(placesNotServed('Não temos consultórios em Cascais, Almada, Sintra nem no Porto, e não fazemos consultas ao domicílio.', 'pt', own(['Lisboa']))).toEqual(['Cascais', 'Almada', 'Sintra', 'Porto']);
    expect(placesNotServed('Στην Πάφο, τη Λάρνακα και τη Λευκωσία δεν έχουμε συνεργεία.', 'el', own(['Λεμεσός']))).toEqual(['Πάφο', 'Λάρνακα', 'Λευκωσία']);
    expect(placesNotServed('Nie dojeżdżamy do Piaseczna, Łomianek ani Legionowa.', 'pl', own(['Warszawa']))).toEqual(['Piaseczna', 'Łomianek', 'Legionowa']);
    // German names every noun with a capital: a list of towns stands beside a word for towns.
    expect(placesNotServed('Das gilt auch für das Umland: Norderstedt, Pinneberg und Wedel bedienen wir nicht.', 'de', own(['Hamburg']))).toEqual(['Norderstedt', 'Pinneberg', 'Wedel']);
    expect(placesNotServed('Farben, Lacke, Batterien oder Asbest dürfen wir nicht transportieren.', 'de', own(['Zürich']))).toEqual([]);
    // A surcharge further on refuses nothing more: the towns are still refused.
    expect(placesNotServed('Das gilt auch für das Umland: Norderstedt, Pinneberg und Glinde bedienen wir nicht, auch nicht gegen Aufpreis.', 'de', own(['Hamburg', 'Norderstedt']))).toEqual([
      'Norderstedt',
      'Pinneberg',
      'Glinde',
    ]);
    // A list of where it goes, free of charge, refuses none of them.
    expect(placesNotServed('Zona de servicio: San Pedro Garza García, Monterrey, Santa Catarina, Guadalupe, San Nicolás de los Garza, Apodaca y General Escobedo, sin cargo de recolección.', 'es', own(['Monterrey']))).toEqual([]);
    // English "on" leads a coast or a shore, not a product.
    expect(placesNotServed('We don’t have sites on the Gold Coast or in Logan. Not available on Lockers, Extra Large units or Business bays.', 'en', own(['Geebung']))).toEqual(['Gold Coast', 'Logan']);
    expect(placesNotServed('Jüngere Kinder haben meist noch nicht die Kraft in den Beinen und die Geduld für eine ganze Stunde.', 'de', own(['Innsbruck']))).toEqual([]);
  });

  it('reads a question about places answered with a limit or a no, and not one answered yes or naming the place', () => {
    expect(placesNotServed('Do you have a clinic in Kyoto or Tokyo?\nOur only clinic is in Chayamachi, Umeda. Many clients come from Kobe and Kyoto by train.', 'en', own(['Osaka', 'Umeda']))).toEqual(['Tokyo']);
    expect(placesNotServed('¿Recogen en Saltillo?\nTrabajamos solo en Nuevo León. En Coahuila te conviene un crematorio local.', 'es', own(['Monterrey']))).toEqual(['Saltillo']);
    expect(placesNotServed('Avez-vous toujours le riad d’Essaouira ?\nDar Zitoun Essaouira a fermé ses portes en 2022 ; nous n’avons plus que la maison de Marrakech.', 'fr', own(['Marrakech']))).toEqual(['Essaouira']);
    // Answered yes, or by a wider area with no limit: the place is served.
    expect(placesNotServed('Do you cover Leeds?\nYes, we cover all of West Yorkshire.', 'en', own(['Bradford']))).toEqual([]);
    expect(placesNotServed('Do you come to Leeds?\nWe cover the whole of West Yorkshire from our base in Bradford.', 'en', own(['Bradford']))).toEqual([]);
    // A list with the business's own town in it asks about its own area; a sold or closed place outweighs its naming elsewhere.
    expect(placesNotServed('Bor du i Knivsta eller Uppsala men har ett fritidshus på Gräsö eller i Roslagen?\nRing oss, men räkna med att vi säger nej.', 'sv', own(['Uppsala'], 'Fyrislundsgatan 68, 754 50 Uppsala'))).toEqual(['Gräsö', 'Roslagen']);
    expect(placesNotServed('Avete ancora gli appartamenti a Chianciano Terme?\nLi abbiamo venduti nel 2023. Oggi siamo solo a Sant’Albino.', 'it', own(['Montepulciano', 'Chianciano Terme']))).toEqual(['Chianciano Terme']);
    // Stopped going there.
    expect(placesNotServed('Stockholm och Sigtuna har vi slutat åka till – restiden äter upp dagarna.', 'sv', own(['Uppsala']))).toEqual(['Stockholm', 'Sigtuna']);
  });

  it('reads a branch that closed, and the town of an address the business moved from', () => {
    expect(placesNotServed('Notre ancien point de vente de Gembloux est fermé depuis 2019.', 'fr', own(['Wépion']))).toEqual(['Gembloux']);
    expect(placesNotServed('O estúdio de Cascais fechou em 2022.', 'pt', own(['Lisboa']))).toEqual(['Cascais']);
    expect(placesNotServed('We said goodbye to Haarlem in 2023. Everything now starts from Vinkenstraat 42-H in Amsterdam.', 'en', own(['Amsterdam', 'Haarlem']))).toEqual(['Haarlem']);
    // The business itself closed for a while: no branch, no place refused.
    expect(placesNotServed('UPDATE March 17, 2020: Following the quarantine in Cebu Province, Blue Sardine Divers is closed until further notice.', 'en', own(['Moalboal']))).toEqual([]);
    expect(placesNotServed('', 'nl', own(['Utrecht'], 'Twijnstraat 42, 3511 ZL Utrecht', { movedFrom: 'Kerkstraat 63, 1211 CM Hilversum' }))).toEqual(['Hilversum']);
    // A move within the town.
    expect(placesNotServed('', 'et', own(['Tallinn'], 'Vabriku 14, 10412 Tallinn', { movedFrom: 'Roseni 7, Tallinn, Harju maakond 10111' }))).toEqual([]);
  });

  it('keeps the business’s own places, country, names and what is no refusal of a place', () => {
    // Its own town, its country, its van.
    expect(placesNotServed('Keine Anfahrt nach Graz?', 'de', own(['Graz']))).toEqual([]);
    expect(placesNotServed('In je eigen auto oefenen met een ervaren bestuurder naast je mag in Nederland niet.', 'nl', own(['Utrecht'], null, { country: 'NL' }))).toEqual([]);
    expect(placesNotServed('Not suitable for children in car seats (no ISOFIX points in the Hiace).', 'en', own(['Christchurch'], null, { names: ['Kea 2 – Toyota Hiace hi-top (2 berth)'] }))).toEqual([]);
    // A registration, a fee, a limit that is no refusal, a place "outside" of which nothing is done, days.
    expect(placesNotServed('Registered in England & Wales No. 01234567', 'en', own(['York']))).toEqual([]);
    expect(placesNotServed('No call-out fee in Salford or Stockport.', 'en', own(['Manchester']))).toEqual([]);
    expect(placesNotServed('A one-hour walk in a group of no more than four dogs, usually in Herbert Park or Bushy Park.', 'en', own(['Dublin']))).toEqual([]);
    expect(placesNotServed('Sorry, we can’t deliver outside Lagos.', 'en', own(['Ikeja']))).toEqual([]);
    expect(placesNotServed('We don’t do handovers on Sundays, Christmas Day or New Year’s Day.', 'en', own(['Christchurch']))).toEqual([]);
    expect(placesNotServed('I build on Webflow and Shopify only, not WordPress, Wix or Squarespace.', 'en', own(['Wellington']))).toEqual([]);
    // The business's own town with its postal district, and a possessive.
    expect(placesNotServed('Vi har ikke flere butikker i København N eller i Aarhus.', 'da', own(['København'], 'Ravnsborggade 14, 2200 København N'))).toEqual(['Aarhus']);
    // Latvian "no" is "from".
    expect(placesNotServed('Jūrmala (no Lielupes līdz Kauguriem).', 'lv', own(['Rīga']))).toEqual([]);
  });
});
