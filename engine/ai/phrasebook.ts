/**
 * The offline strategist's own words, in every language it writes: calls to action that claim no
 * fact, the small words that join a service to a town or a price, search phrases, the wrong
 * intents to exclude, and the local spelling of English. Everything else in an ad comes from the
 * owner's site or form.
 */

import type { Register } from './register';

export type WrittenLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'cs' | 'sv' | 'da' | 'no';

export interface Phrasebook {
  /** "Drain Cleaning in Springfield", "Corte de pelo en Madrid". */
  inPlace: (what: string, place: string) => string;
  /** "Boekhouding vanaf € 95", "Einbauschränke ab 1.200 €". */
  fromPrice: (what: string, price: string) => string;
  /** "a, b and c" */
  and: string;
  /** Headline calls to action that promise nothing but a next step, by intent. */
  ctas: { book: string[]; ask: string[]; visit: string[]; shop: string[] };
  /** The way to ask that takes a phone, for a site that gives no way to write ("Send Us a Message" would send nowhere). */
  callUs: string;
  /** Description closers with no claim in them. */
  closers: { book: string[]; ask: string[]; visit: string[]; shop: string[] };
  /** "Name: a, b and c." as a description. */
  offers: (name: string, list: string) => string;
  /** "a, b and c in Place." */
  offersIn: (list: string, place: string) => string;
  /** What searchers add to a service when they look nearby, or for a price. */
  nearMe: string;
  price: string;
  /** Searches of people who will not buy: jobs, training, doing it themselves, free things. */
  negatives: string[];
  /** Negatives for trades people might do themselves. */
  diyNegatives: string[];
}

export const PHRASEBOOKS: Record<WrittenLanguage, Phrasebook> = {
  en: {
    inPlace: (what, place) => `${what} in ${place}`,
    fromPrice: (what, price) => `${what} From ${price}`,
    and: 'and',
    ctas: {
      book: ['Book an Appointment', 'Book Your Visit', 'Check Availability'],
      ask: ['Ask for a Quote', 'Get in Touch', 'Talk to Us', 'Send Us a Message'],
      visit: ['Visit Our Website', 'See What We Offer'],
      shop: ['Shop the Range', 'Browse the Collection', 'See All Products'],
    },
    callUs: 'Give Us a Call',
    closers: {
      book: ['Book an appointment or give us a call.', 'Check availability and book a time that suits you.'],
      ask: ['Tell us what you need and ask for a quote.', 'Get in touch to talk through what you need.'],
      visit: ['Visit our website to see everything we offer.', 'Contact us to learn more about what we do.'],
      shop: ['Browse the full range on our website.', 'See the whole collection online.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} in ${place}.`,
    nearMe: 'near me',
    price: 'prices',
    negatives: ['jobs', 'careers', 'salary', 'vacancies', 'course', 'training', 'free', 'how to'],
    diyNegatives: ['diy', 'yourself'],
  },
  de: {
    inPlace: (what, place) => `${what} in ${place}`,
    fromPrice: (what, price) => `${what} ab ${price}`,
    and: 'und',
    ctas: {
      book: ['Jetzt Termin vereinbaren', 'Termin buchen', 'Freie Termine ansehen'],
      ask: ['Jetzt Angebot anfragen', 'Kontakt aufnehmen', 'Jetzt unverbindlich anfragen', 'Schreiben Sie uns'],
      visit: ['Mehr erfahren', 'Unsere Leistungen ansehen', 'Zur Website'],
      shop: ['Sortiment entdecken', 'Jetzt stöbern', 'Alle Produkte ansehen'],
    },
    callUs: 'Rufen Sie uns an',
    closers: {
      book: ['Vereinbaren Sie jetzt einen Termin.', 'Buchen Sie Ihren Termin oder rufen Sie uns an.'],
      ask: ['Fragen Sie jetzt unverbindlich an.', 'Schreiben Sie uns, was Sie brauchen.'],
      visit: ['Mehr über unsere Leistungen auf unserer Website.', 'Alle Leistungen auf einen Blick auf unserer Website.'],
      shop: ['Entdecken Sie das ganze Sortiment online.', 'Alle Produkte finden Sie auf unserer Website.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} in ${place}.`,
    nearMe: 'in der nähe',
    price: 'preise',
    negatives: ['jobs', 'stellenangebote', 'ausbildung', 'gehalt', 'kurs', 'kostenlos', 'anleitung'],
    diyNegatives: ['selber machen', 'selbst bauen'],
  },
  fr: {
    inPlace: (what, place) => `${what} à ${place}`,
    fromPrice: (what, price) => `${what} dès ${price}`,
    and: 'et',
    ctas: {
      book: ['Prendre rendez-vous', 'Réserver un créneau', 'Voir les disponibilités'],
      ask: ['Demander un devis', 'Nous contacter', 'Parlons de votre projet', 'Écrivez-nous'],
      visit: ['En savoir plus', 'Découvrir nos prestations', 'Voir le site'],
      shop: ['Découvrir la boutique', 'Voir tous les produits', 'Parcourir la collection'],
    },
    callUs: 'Appelez-nous',
    closers: {
      book: ['Prenez rendez-vous dès maintenant.', 'Réservez un créneau qui vous convient.'],
      ask: ['Demandez votre devis en quelques clics.', 'Contactez-nous pour parler de votre projet.'],
      visit: ['Découvrez toutes nos prestations sur notre site.', 'Plus de détails sur notre site.'],
      shop: ['Découvrez toute la collection en ligne.', 'Tous nos produits sont sur notre site.'],
    },
    offers: (name, list) => `${name} : ${list}.`,
    offersIn: (list, place) => `${list} à ${place}.`,
    nearMe: 'près de chez moi',
    price: 'prix',
    negatives: ['emploi', 'recrutement', 'formation', 'salaire', 'gratuit', 'tuto', 'comment faire'],
    diyNegatives: ['soi-même', 'diy'],
  },
  es: {
    inPlace: (what, place) => `${what} en ${place}`,
    fromPrice: (what, price) => `${what} desde ${price}`,
    and: 'y',
    ctas: {
      book: ['Pide tu cita', 'Reserva tu cita', 'Consulta disponibilidad'],
      ask: ['Pide presupuesto', 'Contacta con nosotros', 'Cuéntanos qué necesitas', 'Escríbenos'],
      visit: ['Más información', 'Descubre nuestros servicios', 'Visita nuestra web'],
      shop: ['Descubre la tienda', 'Ver todos los productos', 'Explora la colección'],
    },
    callUs: 'Llámanos',
    closers: {
      book: ['Reserva tu cita o llámanos.', 'Elige el día y la hora que mejor te vengan.'],
      ask: ['Cuéntanos qué necesitas y te damos presupuesto.', 'Escríbenos y te respondemos.'],
      visit: ['Descubre todos nuestros servicios en nuestra web.', 'Toda la información en nuestra web.'],
      shop: ['Descubre toda la colección online.', 'Todos nuestros productos en nuestra web.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} en ${place}.`,
    nearMe: 'cerca de mí',
    price: 'precio',
    negatives: ['empleo', 'trabajo', 'curso', 'formación', 'sueldo', 'gratis', 'cómo hacer'],
    diyNegatives: ['casero', 'hazlo tú mismo'],
  },
  it: {
    inPlace: (what, place) => `${what} a ${place}`,
    fromPrice: (what, price) => `${what} da ${price}`,
    and: 'e',
    ctas: {
      book: ['Prenota un appuntamento', 'Prenota ora', 'Verifica la disponibilità'],
      ask: ['Richiedi un preventivo', 'Contattaci', 'Raccontaci cosa ti serve', 'Scrivici'],
      visit: ['Scopri di più', 'Scopri i nostri servizi', 'Visita il sito'],
      shop: ['Scopri il negozio', 'Vedi tutti i prodotti', 'Sfoglia la collezione'],
    },
    callUs: 'Chiamaci',
    closers: {
      book: ['Prenota il tuo appuntamento o chiamaci.', 'Scegli il giorno e l’ora che preferisci.'],
      ask: ['Raccontaci cosa ti serve e richiedi un preventivo.', 'Scrivici e ti rispondiamo.'],
      visit: ['Scopri tutti i nostri servizi sul nostro sito.', 'Tutte le informazioni sul nostro sito.'],
      shop: ['Scopri tutta la collezione online.', 'Tutti i nostri prodotti sul nostro sito.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} a ${place}.`,
    nearMe: 'vicino a me',
    price: 'prezzi',
    negatives: ['lavoro', 'offerte di lavoro', 'corso', 'stipendio', 'gratis', 'fai da te', 'come fare'],
    diyNegatives: ['fai da te'],
  },
  nl: {
    inPlace: (what, place) => `${what} in ${place}`,
    fromPrice: (what, price) => `${what} vanaf ${price}`,
    and: 'en',
    ctas: {
      book: ['Maak een afspraak', 'Afspraak maken', 'Bekijk beschikbaarheid'],
      ask: ['Vraag een offerte aan', 'Neem contact op', 'Vertel wat u nodig heeft', 'Stuur ons een bericht'],
      visit: ['Meer informatie', 'Bekijk onze diensten', 'Naar de website'],
      shop: ['Bekijk het assortiment', 'Alle producten', 'Ontdek de collectie'],
    },
    callUs: 'Bel ons',
    closers: {
      book: ['Maak een afspraak of bel ons.', 'Kies een moment dat u uitkomt.'],
      ask: ['Vertel ons wat u nodig heeft en vraag een offerte aan.', 'Neem contact op, wij reageren snel.'],
      visit: ['Bekijk al onze diensten op onze website.', 'Alle informatie vindt u op onze website.'],
      shop: ['Bekijk het hele assortiment online.', 'Al onze producten vindt u op onze website.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} in ${place}.`,
    nearMe: 'in de buurt',
    price: 'kosten',
    negatives: ['vacature', 'vacatures', 'cursus', 'opleiding', 'salaris', 'gratis', 'zelf doen'],
    diyNegatives: ['zelf doen', 'zelf maken'],
  },
  pt: {
    inPlace: (what, place) => `${what} em ${place}`,
    fromPrice: (what, price) => `${what} desde ${price}`,
    and: 'e',
    ctas: {
      book: ['Marque a sua consulta', 'Marque já', 'Ver disponibilidade'],
      ask: ['Peça um orçamento', 'Fale connosco', 'Diga-nos o que precisa', 'Envie-nos uma mensagem'],
      visit: ['Saiba mais', 'Conheça os nossos serviços', 'Visite o nosso site'],
      shop: ['Conheça a loja', 'Ver todos os produtos', 'Explore a coleção'],
    },
    callUs: 'Ligue-nos',
    closers: {
      book: ['Marque a sua consulta ou ligue-nos.', 'Escolha o dia e a hora que preferir.'],
      ask: ['Diga-nos o que precisa e peça um orçamento.', 'Fale connosco, respondemos rapidamente.'],
      visit: ['Conheça todos os nossos serviços no nosso site.', 'Toda a informação no nosso site.'],
      shop: ['Conheça toda a coleção online.', 'Todos os nossos produtos no nosso site.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} em ${place}.`,
    nearMe: 'perto de mim',
    price: 'preço',
    negatives: ['emprego', 'vagas', 'curso', 'formação', 'salário', 'grátis', 'como fazer'],
    diyNegatives: ['faça você mesmo', 'caseiro'],
  },
  pl: {
    // Polish puts a town in the locative ("w Krakowie"), which cannot be made from its name: the town follows, as searches write it.
    inPlace: (what, place) => `${what} ${place}`,
    fromPrice: (what, price) => `${what} od ${price}`,
    and: 'i',
    ctas: {
      book: ['Umów wizytę', 'Zarezerwuj termin', 'Sprawdź wolne terminy'],
      ask: ['Zapytaj o wycenę', 'Skontaktuj się z nami', 'Napisz, czego potrzebujesz', 'Napisz do nas'],
      visit: ['Dowiedz się więcej', 'Zobacz nasze usługi', 'Odwiedź naszą stronę'],
      shop: ['Zobacz sklep', 'Zobacz wszystkie produkty', 'Poznaj kolekcję'],
    },
    callUs: 'Zadzwoń do nas',
    closers: {
      book: ['Umów wizytę lub zadzwoń do nas.', 'Wybierz dogodny dzień i godzinę.'],
      ask: ['Napisz, czego potrzebujesz, i zapytaj o wycenę.', 'Skontaktuj się z nami i opisz, czego potrzebujesz.'],
      visit: ['Wszystkie nasze usługi znajdziesz na naszej stronie.', 'Wszystkie informacje na naszej stronie.'],
      shop: ['Zobacz całą kolekcję online.', 'Wszystkie nasze produkty na naszej stronie.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} – ${place}.`,
    nearMe: 'w pobliżu',
    price: 'cena',
    negatives: ['praca', 'oferty pracy', 'kurs', 'szkolenie', 'zarobki', 'za darmo', 'jak zrobić'],
    diyNegatives: ['samodzielnie', 'zrób to sam'],
  },
  cs: {
    // Czech, like Polish, puts a town in the locative ("v Brně"), which cannot be made from its name: the town follows, as searches write it.
    inPlace: (what, place) => `${what} ${place}`,
    fromPrice: (what, price) => `${what} od ${price}`,
    and: 'a',
    ctas: {
      book: ['Objednejte se', 'Rezervujte si termín', 'Volné termíny'],
      ask: ['Poptejte cenu', 'Kontaktujte nás', 'Napište, co potřebujete', 'Napište nám'],
      visit: ['Zjistit více', 'Naše služby', 'Navštivte náš web'],
      shop: ['Do obchodu', 'Všechny produkty', 'Prohlédněte si nabídku'],
    },
    callUs: 'Zavolejte nám',
    closers: {
      book: ['Objednejte se nebo nám zavolejte.', 'Vyberte si den a čas, který vám vyhovuje.'],
      ask: ['Napište nám, co potřebujete, a poptejte cenu.', 'Kontaktujte nás a popište, co potřebujete.'],
      visit: ['Všechny naše služby najdete na našem webu.', 'Všechny informace najdete na našem webu.'],
      shop: ['Celou nabídku najdete online.', 'Všechny naše produkty najdete na našem webu.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} – ${place}.`,
    nearMe: 'v okolí',
    price: 'cena',
    negatives: ['práce', 'nabídka práce', 'brigáda', 'kurz', 'školení', 'plat', 'zdarma', 'návod'],
    diyNegatives: ['svépomocí'],
  },
  sv: {
    // Swedish keeps a town's name after "i" ("Rörmokare i Göteborg"), as searches write it.
    inPlace: (what, place) => `${what} i ${place}`,
    fromPrice: (what, price) => `${what} från ${price}`,
    and: 'och',
    ctas: {
      book: ['Boka tid', 'Boka ett besök', 'Se lediga tider'],
      ask: ['Begär offert', 'Kontakta oss', 'Berätta vad du behöver', 'Skriv till oss'],
      visit: ['Läs mer', 'Se våra tjänster', 'Besök vår webbplats'],
      shop: ['Till butiken', 'Se alla produkter', 'Upptäck sortimentet'],
    },
    callUs: 'Ring oss',
    closers: {
      book: ['Boka tid eller ring oss.', 'Välj en dag och tid som passar dig.'],
      ask: ['Berätta vad du behöver och begär en offert.', 'Kontakta oss så hör vi av oss.'],
      visit: ['Alla våra tjänster finns på vår webbplats.', 'All information finns på vår webbplats.'],
      shop: ['Se hela sortimentet online.', 'Alla våra produkter finns på vår webbplats.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} i ${place}.`,
    nearMe: 'nära mig',
    price: 'pris',
    negatives: ['jobb', 'lediga jobb', 'utbildning', 'kurs', 'lön', 'gratis', 'hur man'],
    diyNegatives: ['gör det själv'],
  },
  da: {
    // Danish, like Swedish, keeps the town after "i" ("Elektriker i Aarhus"); "Bestil tid", not the English "book".
    inPlace: (what, place) => `${what} i ${place}`,
    fromPrice: (what, price) => `${what} fra ${price}`,
    and: 'og',
    ctas: {
      book: ['Bestil tid', 'Bestil et besøg', 'Se ledige tider'],
      ask: ['Få et tilbud', 'Kontakt os', 'Fortæl os om dit behov', 'Skriv til os'],
      visit: ['Læs mere', 'Se vores ydelser', 'Besøg vores hjemmeside'],
      shop: ['Til butikken', 'Se alle produkter', 'Se hele sortimentet'],
    },
    callUs: 'Ring til os',
    closers: {
      book: ['Bestil tid eller ring til os.', 'Vælg den dag og det tidspunkt, der passer dig.'],
      ask: ['Fortæl os, hvad du har brug for, og få et tilbud.', 'Kontakt os, så vender vi tilbage.'],
      visit: ['Alle vores ydelser finder du på vores hjemmeside.', 'Al information finder du på vores hjemmeside.'],
      shop: ['Se hele sortimentet online.', 'Alle vores produkter finder du på vores hjemmeside.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} i ${place}.`,
    nearMe: 'i nærheden',
    price: 'pris',
    negatives: ['job', 'ledige stillinger', 'uddannelse', 'kursus', 'løn', 'gratis', 'hvordan'],
    diyNegatives: ['gør det selv'],
  },
  no: {
    inPlace: (what, place) => `${what} i ${place}`,
    fromPrice: (what, price) => `${what} fra ${price}`,
    and: 'og',
    ctas: {
      book: ['Bestill time', 'Bestill et besøk', 'Se ledige timer'],
      ask: ['Få et tilbud', 'Kontakt oss', 'Fortell hva du trenger', 'Skriv til oss'],
      visit: ['Les mer', 'Se våre tjenester', 'Besøk nettsiden vår'],
      shop: ['Til butikken', 'Se alle produkter', 'Se hele utvalget'],
    },
    callUs: 'Ring oss',
    closers: {
      book: ['Bestill time eller ring oss.', 'Velg den dagen og tiden som passer deg.'],
      ask: ['Fortell oss hva du trenger, og få et tilbud.', 'Kontakt oss, så tar vi kontakt med deg.'],
      visit: ['Alle tjenestene våre finner du på nettsiden.', 'All informasjon finner du på nettsiden vår.'],
      shop: ['Se hele utvalget på nett.', 'Alle produktene våre finner du på nettsiden.'],
    },
    offers: (name, list) => `${name}: ${list}.`,
    offersIn: (list, place) => `${list} i ${place}.`,
    nearMe: 'i nærheten',
    price: 'pris',
    negatives: ['jobb', 'ledige stillinger', 'utdanning', 'kurs', 'lønn', 'gratis', 'hvordan'],
    diyNegatives: ['gjør det selv'],
  },
};

/** Brazilian Portuguese: "Agende", "Fale conosco", "você", not Portugal's "Marque", "Fale connosco". */
const PORTUGUESE_BRAZIL: Phrasebook = {
  ...PHRASEBOOKS.pt,
  fromPrice: (what, price) => `${what} a partir de ${price}`,
  ctas: {
    book: ['Agende seu horário', 'Agende já', 'Veja os horários'],
    ask: ['Peça um orçamento', 'Fale conosco', 'Conte o que você precisa', 'Mande uma mensagem'],
    visit: ['Saiba mais', 'Conheça nossos serviços', 'Visite nosso site'],
    shop: ['Conheça a loja', 'Veja todos os produtos', 'Explore a coleção'],
  },
  callUs: 'Ligue para nós',
  closers: {
    book: ['Agende seu horário ou ligue para nós.', 'Escolha o dia e o horário que preferir.'],
    ask: ['Conte o que você precisa e peça um orçamento.', 'Fale conosco pelo site.'],
    visit: ['Conheça todos os nossos serviços no site.', 'Todas as informações no nosso site.'],
    shop: ['Conheça toda a coleção online.', 'Todos os nossos produtos no nosso site.'],
  },
  diyNegatives: ['faça você mesmo', 'caseiro'],
};

/** Latin American Spanish: "Agenda tu cita", not Spain's "Pide tu cita" or "que mejor te vengan". */
const SPANISH_AMERICAS: Phrasebook = {
  ...PHRASEBOOKS.es,
  ctas: { ...PHRASEBOOKS.es.ctas, book: ['Agenda tu cita', 'Reserva tu cita', 'Consulta disponibilidad'], ask: ['Pide una cotización', 'Contáctanos', 'Cuéntanos qué necesitas', 'Escríbenos'] },
  closers: {
    ...PHRASEBOOKS.es.closers,
    book: ['Agenda tu cita o llámanos.', 'Elige el día y la hora que te convengan.'],
    ask: ['Cuéntanos qué necesitas y te enviamos una cotización.', 'Escríbenos y te respondemos.'],
    visit: ['Conoce todos nuestros servicios en nuestro sitio.', 'Toda la información en nuestro sitio.'],
  },
};

/**
 * Spanish in *voseo*, for a site that writes it ("Traé tu prenda", "Escribinos", "Agendá"): "Agendá tu turno",
 * "Contanos qué necesitás", never the *tú* of "Agenda tu cita" or "Escríbenos".
 */
const SPANISH_VOSEO: Phrasebook = {
  ...SPANISH_AMERICAS,
  ctas: {
    book: ['Agendá tu turno', 'Reservá tu turno', 'Consultá disponibilidad'],
    ask: ['Pedí presupuesto', 'Contactanos', 'Contanos qué necesitás', 'Escribinos'],
    visit: ['Más información', 'Conocé nuestros servicios', 'Visitá nuestra web'],
    shop: ['Conocé la tienda', 'Ver todos los productos', 'Explorá la colección'],
  },
  callUs: 'Llamanos',
  closers: {
    book: ['Agendá tu turno o llamanos.', 'Elegí el día y el horario que te queden bien.'],
    ask: ['Contanos qué necesitás y te pasamos un presupuesto.', 'Escribinos y te respondemos.'],
    visit: ['Conocé todos nuestros servicios en nuestro sitio.', 'Toda la información en nuestro sitio.'],
    shop: ['Conocé toda la colección online.', 'Todos nuestros productos en nuestro sitio.'],
  },
};

/** German for a site that says "du": "Schreib uns", "Vereinbare jetzt einen Termin", not "Schreiben Sie uns". */
const GERMAN_DU: Phrasebook = {
  ...PHRASEBOOKS.de,
  ctas: { ...PHRASEBOOKS.de.ctas, ask: ['Jetzt Angebot anfragen', 'Kontakt aufnehmen', 'Jetzt unverbindlich anfragen', 'Schreib uns'] },
  callUs: 'Ruf uns an',
  closers: {
    book: ['Vereinbare jetzt einen Termin.', 'Buche deinen Termin oder ruf uns an.'],
    ask: ['Frag jetzt unverbindlich an.', 'Schreib uns, was du brauchst.'],
    visit: PHRASEBOOKS.de.closers.visit,
    shop: ['Entdecke das ganze Sortiment online.', 'Alle Produkte findest du auf unserer Website.'],
  },
};

/** French for a site that says "tu": "Écris-nous", "Prends rendez-vous", not "Écrivez-nous". */
const FRENCH_TU: Phrasebook = {
  ...PHRASEBOOKS.fr,
  ctas: { ...PHRASEBOOKS.fr.ctas, ask: ['Demander un devis', 'Nous contacter', 'Parlons de ton projet', 'Écris-nous'] },
  callUs: 'Appelle-nous',
  closers: {
    book: ['Prends rendez-vous dès maintenant.', 'Réserve un créneau qui te convient.'],
    ask: ['Demande ton devis en quelques clics.', 'Contacte-nous pour parler de ton projet.'],
    visit: ['Découvre toutes nos prestations sur notre site.', 'Plus de détails sur notre site.'],
    shop: ['Découvre toute la collection en ligne.', 'Tous nos produits sont sur notre site.'],
  },
};

/** Dutch for a site that says "je": "Vertel wat je nodig hebt", not "wat u nodig heeft". */
const DUTCH_JE: Phrasebook = {
  ...PHRASEBOOKS.nl,
  ctas: { ...PHRASEBOOKS.nl.ctas, ask: ['Vraag een offerte aan', 'Neem contact op', 'Vertel wat je nodig hebt', 'Stuur ons een bericht'] },
  closers: {
    book: ['Maak een afspraak of bel ons.', 'Kies een moment dat jou uitkomt.'],
    ask: ['Vertel ons wat je nodig hebt en vraag een offerte aan.', 'Neem contact op, wij reageren snel.'],
    visit: ['Bekijk al onze diensten op onze website.', 'Alle informatie vind je op onze website.'],
    shop: ['Bekijk het hele assortiment online.', 'Al onze producten vind je op onze website.'],
  },
};

/** The phrasebooks that speak to the reader as the site does, where the language has two ways. */
const INFORMAL: Partial<Record<WrittenLanguage, Phrasebook>> = { de: GERMAN_DU, fr: FRENCH_TU, nl: DUTCH_JE };

const SPANISH_SPEAKING_AMERICAS = new Set(['MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY', 'PR', 'US']);

/**
 * For a language no phrasebook speaks (Greek, Turkish, Hungarian…): no words of our own at all. Lines are
 * the site's own text; the only joins are a price after its item ("Zárcsere 12 000 Ft", as a price list
 * writes it), a list of the site's names after a colon, and a place alone (never "X in Y" in a language we
 * cannot write). No calls to action, no "near me": those would be English or invented. Its generic negatives (jobs,
 * free, courses in the site's language) are not ads' words and live apart, in `generic-negatives.ts`.
 */
export const SITE_WORDS_ONLY: Phrasebook = {
  inPlace: (what) => what,
  fromPrice: (what, price) => `${what} ${price}`,
  and: ',',
  ctas: { book: [], ask: [], visit: [], shop: [] },
  callUs: '',
  closers: { book: [], ask: [], visit: [], shop: [] },
  offers: (name, list) => `${name}: ${list}`,
  offersIn: (list, place) => `${place}: ${list}`,
  nearMe: '',
  price: '',
  negatives: [],
  diyNegatives: [],
};

/**
 * The phrasebook of a language, in its country's variant where the wording differs (Brazil, the Americas' Spanish),
 * and in the site's own register where it has one (`register.ts`: voseo, "du", "tu", "je").
 */
export function phrasebookFor(language: string | null | undefined, country?: string | null, register?: Register): Phrasebook {
  if (language === 'es' && register === 'voseo') return SPANISH_VOSEO;
  if (register === 'informal' && language && INFORMAL[language as WrittenLanguage]) return INFORMAL[language as WrittenLanguage] as Phrasebook;
  if (language === 'pt' && country === 'BR') return PORTUGUESE_BRAZIL;
  if (language === 'es' && country && SPANISH_SPEAKING_AMERICAS.has(country)) return SPANISH_AMERICAS;
  if (language && !isWrittenLanguage(language)) return SITE_WORDS_ONLY;
  return PHRASEBOOKS[(language ?? 'en') as WrittenLanguage] ?? PHRASEBOOKS.en;
}

export function isWrittenLanguage(language: string | null | undefined): language is WrittenLanguage {
  return language != null && language in PHRASEBOOKS;
}

/** Countries that spell English the British way (tyres, colour, centre). */
const BRITISH_SPELLING = new Set(['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG', 'HK', 'MT', 'CY']);

const US_TO_UK: [RegExp, string][] = [
  [/\b([Tt])ire(s?)\b/g, '$1yre$2'],
  [/\b([Cc])olor(s|ed|ful)?\b/g, '$1olour$2'],
  [/\b([Cc])enter(s?)\b/g, '$1entre$2'],
  [/\b([Nn])eighbor(s|hood|hoods)?\b/g, '$1eighbour$2'],
  [/\b([Ff])avorite(s?)\b/g, '$1avourite$2'],
  [/\b([Oo])rganiz(e|es|ed|ing|ation)\b/g, '$1rganis$2'],
  [/\b([Pp])ersonaliz(e|ed)\b/g, '$1ersonalis$2'],
  [/\b([Jj])ewelry\b/g, '$1ewellery'],
  [/\b([Cc])atalog\b/g, '$1atalogue'],
];

/** Words, not only spellings: what British, Irish and Australian searchers type for the same thing. */
const US_TO_UK_WORDS: [string, string][] = [
  ['physical therapy', 'physiotherapy'],
  ['physical therapist', 'physiotherapist'],
  ['water heater', 'boiler'],
  ['faucet', 'tap'],
  ['realtor', 'estate agent'],
  ['apartment', 'flat'],
  ['cell phone', 'mobile phone'],
  ['parking lot', 'car park'],
];

/** "Water Heater" -> "Boiler", "water heaters" -> "boilers": the case of the words and the plural kept. */
function swapWord(text: string, us: string, uk: string): string {
  return text.replace(new RegExp(`\\b(${us.replace(' ', '\\s+')})(s?)\\b`, 'gi'), (_match, found: string, plural: string) => {
    const words = found.split(/\s+/);
    const titled = words.every((word) => /^\p{Lu}/u.test(word));
    const word = titled ? uk.replace(/(^|\s)(\p{L})/gu, (_all, space: string, letter: string) => space + letter.toUpperCase()) : /^\p{Lu}/u.test(found) ? uk.charAt(0).toUpperCase() + uk.slice(1) : uk;
    return `${word}${plural}`;
  });
}

/** English in the spelling and words of the business's country: "tyres", "colour", "physiotherapy" in the UK. */
export function localSpelling(text: string, country: string | null | undefined): string {
  if (!country || !BRITISH_SPELLING.has(country)) return text;
  let out = text;
  for (const [pattern, replacement] of US_TO_UK) out = out.replace(pattern, replacement);
  for (const [us, uk] of US_TO_UK_WORDS) out = swapWord(out, us, uk);
  return out;
}
