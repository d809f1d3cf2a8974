import { describe, expect, it } from 'vitest';
import { sectionItems } from './ruled-out-sections';

const items = (text: string, language: string) => sectionItems(text, language).map((item) => item.object);

describe('a section that lists what goes elsewhere', () => {
  it('reads each item by its label or its subject, whatever words then send it on', () => {
    const text = [
      'What we pass along to other pros',
      "We're a residential crew.",
      'Sunroofs. Sunroof glass is a dealer part, and the dealer is where that repair belongs.',
      'Graffiti removal takes special chemicals and, on public property, permits. We pass.',
      "Shows are written for ages 3 to 9. Teenagers' events are better served by a close-up magician.",
      'Red Clay Soft Wash',
      'Gutters. Not ours.',
    ].join('\n');
    expect(items(text, 'en')).toEqual(['Sunroofs', 'Graffiti removal', "Teenagers' events"]);
  });

  it('"Outside our area": a line of names is each name, "anywhere in" a region its region', () => {
    const text = [
      'Outside our area',
      'Mallow, Fermoy, Mitchelstown, Youghal and Dunmanway, and anywhere in Kerry, Limerick or Waterford.',
      'West Cork has its own gutter crews and we pass on a name.',
      'Lee Valley Gutters',
    ].join('\n');
    expect(items(text, 'en')).toEqual(['Mallow', 'Fermoy', 'Mitchelstown', 'Youghal', 'Dunmanway', 'Kerry', 'Limerick', 'Waterford', 'West Cork']);
    // A sentence of the business's own in such a section is no list of names.
    expect(items(['Outside our area', 'We travel as far as Cobh and Kinsale for a €30 charge.'].join('\n'), 'en')).toEqual([]);
  });

  it('"What we don\'t do": a bare list of things is each thing, a sentence of the business\'s own is none', () => {
    const text = ["What we don't do", 'Headlight and taillight tint (illegal in Florida).', 'Boats, RVs and commercial storefronts.', 'Every car leaves with the compliance sticker.', 'What customers say'].join('\n');
    expect(items(text, 'en')).toEqual(['Headlight', 'taillight tint', 'Boats', 'RVs', 'commercial storefronts']);
  });

  it('"Not on our programme": labels in quotes, and an English "on" that is a preposition, not French "on"', () => {
    const text = [
      'Not on our programme',
      "Northern Lights tours. We're early-morning people – the auroras are all yours after dinner.",
      'Boat tours on Jökulsárlón. The glacier lagoon has its own boat operator, 55 km east of us.',
      '"Summer ice caves". The caves sold in summer near Vík are in Kötlujökull, a different glacier. We don\'t go there.',
    ].join('\n');
    expect(items(text, 'en')).toEqual(['Northern Lights tours', 'Boat tours on Jökulsárlón', 'Summer ice caves']);
  });

  it('"What we don\'t do" in Slovenian, Polish and other languages of the region ("Česa ne počnemo")', () => {
    const text = ['Česa ne počnemo', 'Podiranje dreves ob električnih vodih. Visoka drevesa sodijo v roke usposobljenih arboristov.', 'Umetna trava. Smo pristaši prave trate.'].join('\n');
    expect(items(text, 'sl')).toEqual(['Podiranje dreves ob električnih vodih', 'Umetna trava']);
    // Serbian writes "Šta", Croatian "Što"; Swedish, Danish and Greek say it their way.
    expect(items('Šta ne radimo\nXiaomi garancija: dok je trotinet pod garancijom, popravku radi prodavac preko ovlašćenog servisa.', 'sr')).toEqual(['Xiaomi garancija']);
    expect(items('Vad vi inte gör\nRepklättring: det har vårt systergym i Borås.', 'sv')).toEqual(['Repklättring']);
  });

  it('in French, Spanish, German and Portuguese', () => {
    expect(items('Ce qui se passe ailleurs\nFourches et amortisseurs : leur révision part chez un spécialiste.\nAcheter un vélo : ici on répare.', 'fr')).toEqual(['Fourches et amortisseurs', 'Acheter un vélo']);
    expect(items('Otras puertas a las que llamar\nLas traducciones juradas son cosa de un traductor jurado; nosotros somos profesores.', 'es')).toEqual(['Las traducciones juradas']);
    expect(items('Wo ich weiterverweise\nPerücken und Zweithaar besorgt man am besten in einem Zweithaarstudio.', 'de')).toEqual(['Perücken und Zweithaar']);
    expect(items('O que fica para outros\nBodyboard. O bodyboard tem a sua própria escola.', 'pt')).toEqual(['Bodyboard']);
  });

  it('announced by the introduction under a heading ("Pour le reste, voici où on vous envoie :"), or "to others", "for the rest"', () => {
    expect(items("Ce qu'on confie à d'autres\nOn aime mieux bien faire quelques choses. Pour le reste, voici où on vous envoie :\nDéneigement de toitures — un couvreur assuré est la bonne personne.", 'fr')).toEqual(['Déneigement de toitures']);
    expect(items('A chi vi mando per il resto\nFaccio video, e solo video:\nLe fotografie: io non scatto.', 'it')).toEqual(['Le fotografie']);
    expect(items('Waarvoor je beter ergens anders terechtkunt\nMotor, scooter en bromfiets – daarvoor kun je terecht bij een motorrijschool.', 'nl')).toEqual(['Motor, scooter en bromfiets']);
    // The label on a line of its own, its explanation after a dash on the next.
    expect(items('Waarvoor je beter ergens anders terechtkunt\nAanhangwagen (BE), vrachtwagen en bus\n– dat hoort bij een beroepsopleider.\nTheorie\n– daarvoor is er de cursus van het CBR.', 'nl')).toEqual(['Aanhangwagen, vrachtwagen en bus', 'Theorie']);
  });

  it('never the business speaking, its name, its hours, "all" or "only"', () => {
    const text = [
      'Who does what',
      'Helpdesk: Monday–Friday, 8am–6pm.',
      'Capitol Kitchen Co. Sacramento since 1998, and proud of it.',
      'Our technicians handle every repair. Nothing goes to other shops.',
      'Todas las clases son presenciales, no hay online.',
      'Aquí solo se enseña inglés. No hay otros idiomas.',
    ].join('\n');
    expect(items(text, 'en')).toEqual([]);
  });

  it('nothing without a heading that announces it', () => {
    expect(items('Our services\nSunroofs. We replace sunroof glass, not the dealer.', 'en')).toEqual([]);
  });
});
