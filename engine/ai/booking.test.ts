import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../schema/ai-plan';
import { bookingLevel, bookingLines, bookingStance } from './booking';
import { checkLine, gatherEvidence, NEGATION } from './ground-claims';
import { planBusinessOffline } from './offline-strategist';
import { briefOfSite } from './plan-factory';

function stanceOf(text: string, ctas: string[] = []) {
  return bookingStance(
    text.split('\n').map((line) => line.toLowerCase()),
    ctas,
    NEGATION,
  );
}

function evidenceOf(site: Partial<SiteContent>) {
  return gatherEvidence(briefOfSite({ businessName: 'Taller Sur', title: 'Taller Sur', ...site }));
}

describe('what a site says of booking', () => {
  it('walk-in sites in several languages book nothing', () => {
    for (const text of [
      'Atendemos de lunes a sábado, sin turno.',
      'No appointment needed – just drop by the shop.',
      'Walk-ins welcome every day until 6pm.',
      'Schuhreparatur ohne Termin, während Sie warten.',
      'Reparasjon mens du venter – ingen timebestilling.',
      'Réparation de vélos sans rendez-vous du mardi au samedi.',
      'Kom langs zonder afspraak, wij helpen u direct.',
    ]) {
      const stance = stanceOf(text);
      expect(stance.walkIn, text).toBe(true);
      expect(bookingLevel(stance), text).toBe('none');
    }
  });

  it('a booking word is a booked time; online booking or free times are the free times', () => {
    expect(bookingLevel(stanceOf('Bestill time på telefon eller e-post.'))).toBe('book');
    expect(bookingLevel(stanceOf('Pedí tu turno por WhatsApp.'))).toBe('book');
    expect(bookingLevel(stanceOf('Vereinbaren Sie telefonisch einen Termin.'))).toBe('book');
    expect(bookingLevel(stanceOf('Book online in under a minute.'))).toBe('online');
    expect(bookingLevel(stanceOf('Reserva tu cita online las 24 horas.'))).toBe('online');
    expect(bookingLevel(stanceOf('Sehen Sie unsere freien Termine.'))).toBe('online');
    expect(bookingLevel(stanceOf('Our prices are fair and our team is friendly.'))).toBe('none');
  });

  it('a footer’s rights, a negated booking and walk-in words beside a booking are read as they are', () => {
    expect(stanceOf('© 2024 Taller Sur. Todos los derechos reservados.').books).toBe(false);
    expect(stanceOf('We do not take bookings.').books).toBe(false);
    // Walk-ins refused: booked only.
    const refused = stanceOf('Sur rendez-vous seulement.\nNous n’acceptons pas les clients sans rendez-vous.');
    expect(refused.walkIn).toBe(false);
    expect(bookingLevel(refused)).toBe('book');
    expect(stanceOf("Sorry, we don't take walk-ins.").walkIn).toBe(false);
    // Walk-ins and online booking both: the booking stands.
    const both = stanceOf('Walk-ins welcome, or book online to skip the queue.');
    expect(both.walkIn).toBe(true);
    expect(bookingLevel(both)).toBe('online');
  });

  it('a booking button is an offer of booking', () => {
    expect(bookingLevel(stanceOf('Haircuts and beard trims.', ['Reservá tu turno']))).toBe('book');
  });

  it('keeps the phrasebook’s booked-time lines and its free-times lines only as far as the site books', () => {
    const lines = ['Bestill time', 'Bestill et besøk', 'Se ledige timer'];
    expect(bookingLines(lines, 2, stanceOf('Vi tar imot drop-in hver dag.'))).toEqual([]);
    expect(bookingLines(lines, 2, stanceOf('Bestill time på telefon.'))).toEqual(['Bestill time', 'Bestill et besøk']);
    expect(bookingLines(lines, 2, stanceOf('Bestill time på nett når det passer deg.'))).toEqual(lines);
  });
});

describe('a booking line needs a site that books, and a source that says so', () => {
  it('drops booking lines on a walk-in site, in its language', () => {
    const evidence = evidenceOf({ text: 'Arreglos de ropa en el día. Vení sin turno de lunes a viernes.', language: 'es', country: 'AR' });
    expect(checkLine('Agenda tu cita', evidence).unsupported).not.toEqual([]);
    expect(checkLine('Reserva tu cita o llámanos.', evidence).unsupported).not.toEqual([]);
    expect(checkLine('Arreglos de ropa en el día', evidence).unsupported).toEqual([]);
  });

  it('drops free-times lines where the site books by phone only, and grounds the booked time on the sentence that offers it', () => {
    const evidence = evidenceOf({
      text: 'Pianostemming i hele Bergen.\nBestill time på telefon 924 31 567.\nTimer som avbestilles senere enn 24 timer før avtalt tid, faktureres.\nTelefontid mandag–fredag 08–16.',
      language: 'no',
      country: 'NO',
    });
    expect(checkLine('Se ledige timer', evidence).unsupported).not.toEqual([]);
    expect(checkLine('Velg den dagen og tiden som passer deg.', evidence).unsupported).not.toEqual([]);
    const booked = checkLine('Bestill time', evidence);
    expect(booked.unsupported).toEqual([]);
    expect(booked.source).toMatchObject({ kind: 'site', quote: 'Bestill time på telefon 924 31 567.' });
  });

  it('keeps "Check availability" where the site books online, and a walk-in line on a walk-in site', () => {
    const online = evidenceOf({ text: 'Book online and choose your stylist.', language: 'en', country: 'GB' });
    expect(checkLine('Check Availability', online)).toMatchObject({ unsupported: [], source: { kind: 'site', quote: 'Book online and choose your stylist.' } });
    const walkIn = evidenceOf({ text: 'No appointment needed. Keys cut while you wait.', language: 'en', country: 'GB' });
    expect(checkLine('No Appointment Needed', walkIn).unsupported).toEqual([]);
    expect(checkLine('Book an Appointment', walkIn).unsupported).not.toEqual([]);
  });

  it('the offline plan of a walk-in shoe repairer in German promises no appointment', () => {
    const brief = briefOfSite({
      url: 'https://schuh-schnell.example/',
      businessName: 'Schuh Schnell',
      title: 'Schuh Schnell | Schuhreparatur in Leipzig',
      headings: ['Schuhreparatur in Leipzig', 'Absätze erneuern', 'Sohlen kleben', 'Schlüsseldienst'],
      services: ['Absätze erneuern', 'Sohlen kleben', 'Schlüsseldienst'],
      places: ['Leipzig'],
      contact: { phones: ['0341 123456'], emails: ['info@schuh-schnell.example'], address: 'Karl-Liebknecht-Straße 12, 04107 Leipzig' },
      text: 'Wir reparieren Ihre Schuhe ohne Termin, während Sie warten. Absätze erneuern ab 12 €. Sohlen kleben in 10 Minuten. Kommen Sie einfach vorbei.',
      language: 'de',
      country: 'DE',
    });
    const lines = planBusinessOffline(brief).campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /termin|buchen/i.test(line) && !/ohne Termin/i.test(line))).toEqual([]);
  });
});
