import { describe, expect, it } from 'vitest';
import { ruledOut } from './ruled-out';

describe('what a site rules out becomes the intent to exclude', () => {
  it('"we do not sell bikes" excludes buying one, not the bikes a workshop repairs', () => {
    const found = ruledOut('We do not sell bikes and we do not offer collection or delivery.');
    expect(found).toEqual(expect.arrayContaining(['buy bikes', 'bikes for sale', 'collection', 'delivery']));
    expect(found).not.toContain('bikes');
    expect(found).not.toContain('buy delivery');
  });

  it('reads "unable to accept", "do not serve" and "don’t wash"', () => {
    expect(ruledOut('Sorry, we are unable to accept pets, and we do not serve evening meals.')).toEqual(expect.arrayContaining(['pets', 'evening meals']));
    expect(ruledOut("Please note: we don't do full clips or breed styling, and we don't wash cats.")).toEqual(expect.arrayContaining(['full clips', 'breed styling', 'cats']));
  });

  it('reads "work on", "take on", "design", a dash ending the clause and "only, not X, Y or Z"', () => {
    expect(ruledOut("We don't work on commercial rooftop units, and we don't take on solar farms.")).toEqual(expect.arrayContaining(['commercial rooftop units', 'solar farms']));
    const found = ruledOut("I don't design logos or do branding – happy to refer you. I build on Webflow only, not WordPress or Wix.");
    expect(found).toEqual(expect.arrayContaining(['logos', 'branding', 'wordpress', 'wix']));
    expect(found.some((negative) => /happy|do branding/.test(negative))).toBe(false);
  });

  it('"selling none" in other languages excludes buying, not the thing a rental or workshop offers', () => {
    const dutch = ruledOut('Wij verkopen geen fietsen, ook geen tweedehands.');
    expect(dutch).toEqual(expect.arrayContaining(['fietsen kopen', 'tweedehands']));
    expect(dutch).not.toContain('fietsen');
    expect(ruledOut('Non vendiamo biciclette.')).toEqual(expect.arrayContaining(['comprare biciclette']));
    expect(ruledOut('Non possiamo garantire piatti senza glutine.')).toContain('piatti senza glutine');
  });

  it('reads more ways of saying no: moving, "not an emergency service", Spanish, Portuguese, Polish, German verb-last', () => {
    expect(ruledOut('We do not move pianos, safes or aquariums; we are happy to recommend a specialist.')).toEqual(['pianos', 'safes', 'aquariums']);
    expect(ruledOut('We are not an emergency service: Monday to Friday only.')).toEqual(['emergency']);
    expect(ruledOut('No atendemos animales exóticos (aves, reptiles, conejos ni hurones).')).toEqual(expect.arrayContaining(['animales exóticos', 'aves', 'hurones']));
    expect(ruledOut('Não atendemos por planos de saúde nem por convênios. Não trabalhamos com Pilates solo (no colchonete) em grupo.')).toEqual(['planos de saúde', 'convênios', 'pilates solo']);
    expect(ruledOut('Nie montujemy instalacji LPG.')).toEqual(['instalacji lpg']);
    // As negatives: what a searcher types, not the genitive the negation put it in.
    const polish = 'Nie wykonujemy prac blacharsko-lakierniczych ani napraw powypadkowych. Nie naprawiamy skrzyń automatycznych. Nie montujemy instalacji LPG.';
    expect(ruledOut(polish, [], { asSearched: true })).toEqual(['prace blacharsko-lakiernicze', 'naprawy powypadkowe', 'naprawa skrzyń automatycznych', 'montaż instalacji lpg']);
    expect(ruledOut('Teppichreinigung und Hauswartungen übernehmen wir ebenfalls nicht.')).toEqual(['teppichreinigung', 'hauswartungen']);
    expect(ruledOut('Wir bieten keine Fassadenreinigung an.')).toEqual(['fassadenreinigung']);
    expect(ruledOut('Vi installerer ikke solceller, og vi har ingen døgnvagt – ring i vores åbningstid. Vi laver heller ikke alarmer og videoovervågning.')).toEqual(['solceller', 'døgnvagt', 'alarmer', 'videoovervågning']);
    expect(ruledOut('Ook zwembaden en vijvers leggen we niet aan.')).toEqual(['zwembaden', 'vijvers']);
    // A FAQ answered "No", and a second clause of ours that does not belong to the first one's object.
    expect(ruledOut("Do you teach online? No. All lessons are in person. We don't teach drums, and we don't rent or sell instruments.", [], { asSearched: true })).toEqual(['drums', 'instruments rental', 'buy instruments', 'instruments for sale', 'online']);
  });

  it('"keine" or "geen" with no verb before it sells something: no negative', () => {
    expect(ruledOut('Keine Anfahrtskosten in der Stadt Zürich. Versichert und angemeldet – keine Schwarzarbeit.')).toEqual([]);
  });

  it('qualifiers a preposition repeats are what is ruled out, not the thing the business sells', () => {
    expect(ruledOut('Non facciamo lezioni per moto né per camion.')).toEqual(['moto', 'camion']);
  });

  it('places a business does not work in, and what it does not arrange', () => {
    expect(ruledOut('We do not work in Sharjah or Abu Dhabi.')).toEqual(['sharjah', 'abu dhabi']);
    expect(ruledOut('We do not arrange car rental or airport transfers, but the port is near.')).toEqual(['car rental', 'airport transfers']);
  });

  it('a house rule of two things is ruled out; one thing alone may sell', () => {
    expect(ruledOut('No parties or events. No GP referral needed.')).toEqual(['parties', 'events']);
  });

  it('Czech negated verbs, each with its own object', () => {
    expect(ruledOut('Nemontujeme plastová ani dřevěná okna a neopravujeme autoskla. Nedodáváme ani skleněná zábradlí.')).toEqual(['plastová', 'dřevěná okna', 'autoskla', 'skleněná zábradlí']);
  });

  it('Greek "δεν … ούτε", Turkish verb-last, Hungarian accusatives back to the searched form; a heading "what we do not do" names nothing', () => {
    expect(ruledOut('Τι δεν κάνουμε\nΔεν επισκευάζουμε ηλεκτρικά πατίνια ούτε μηχανάκια.')).toEqual(['ηλεκτρικά πατίνια', 'μηχανάκια']);
    expect(ruledOut('Yapmadığımız işler\nKoltuk yıkama ve yatak yıkama yapmıyoruz. Evde halı yıkama hizmetimiz yoktur.')).toEqual(['koltuk yıkama', 'yatak yıkama', 'evde halı yıkama']);
    expect(ruledOut('Amit nem vállalunk\nAutózárakat és széfeket nem nyitunk. Kaputelefont nem szerelünk.', [], { asSearched: true })).toEqual(['autózárak', 'széfek', 'kaputelefon']);
  });
});
