import { describe, expect, it } from 'vitest';
import type { BusinessBrief } from '../../schema/ai-plan';
import { checkLine, gatherEvidence } from './ground-claims';
import { saysLeadTime, TODAY } from './lead-time';

describe('lead time: a site that books ahead promises nothing for today', () => {
  it.each([
    "We're usually booked two to three days ahead, so plan a little ahead.",
    'My calendar usually fills about a week out, so I book jobs in the order they come in.',
    'From late March through May the schedule fills fast, and most new customers get a date about two weeks out.',
    'Weekends book up six to eight weeks ahead in term time.',
    'Bitte buchen Sie zwei Wochen im Voraus.',
    'Réservez au moins trois semaines à l’avance pour un mariage.',
    'Reserva con 10 días de antelación.',
    'Er is momenteel een wachtlijst van vier weken.',
  ])('reads a lead time in "%s"', (sentence) => {
    expect(saysLeadTime(sentence)).toBe(true);
  });

  it.each([
    'Open 7 days, 8am to 6pm.',
    'Delivery within 3 days anywhere in Ontario.',
    'Most repairs are done in two days.',
    'We have been in business for 20 years.',
    'Book online or call us.',
  ])('reads none in "%s"', (sentence) => {
    expect(saysLeadTime(sentence)).toBe(false);
  });

  it('knows "today" in the languages we write, but not a word that only contains it', () => {
    for (const line of ['Book a Visit Today', 'Termin heute', "Réservez aujourd'hui", 'Reserva hoy', 'Prenota oggi']) expect(TODAY.test(line)).toBe(true);
    for (const line of ['Todays Menu Archive', 'Hoyos Street Garage']) expect(TODAY.test(line)).toBe(false);
  });

  const brief = (text: string): BusinessBrief =>
    ({
      businessName: 'Harbour Shine',
      websiteUrl: 'https://harbour-shine.example',
      monthlyBudget: 500,
      industry: null,
      targetAudience: null,
      site: {
        url: 'https://harbour-shine.example/',
        title: 'Harbour Shine Mobile Detailing',
        description: null,
        headings: [],
        text,
        pageTexts: [{ url: 'https://harbour-shine.example/', text }],
        prices: [],
        currency: null,
        country: 'NZ',
        language: 'en',
        contact: { phones: ['021 555 0184'], emails: [] },
        callsToAction: [],
      },
    }) as unknown as BusinessBrief;

  it('drops "Today" from a line where the site answers "Can you come today?" with a lead time, and keeps it where it says yes', () => {
    const booked = gatherEvidence(brief("Interior detailing in Auckland. Our Express Wash takes 45 minutes. Can you come today? We're usually booked two to three days ahead."));
    expect(booked.booksAhead).toBe(true);
    expect(checkLine('Book Express Wash Today', booked).unsupported).toEqual(['today']);
    expect(checkLine('Express Wash in 45 Minutes', booked).unsupported).toEqual([]);
    const yes = gatherEvidence(brief('Interior detailing in Auckland. Our Express Wash takes 45 minutes. Can you come today? Yes, most weekdays if you call before 10am.'));
    expect(yes.booksAhead).toBe(false);
    expect(checkLine('Book Express Wash Today', yes).unsupported).not.toContain('today');
  });
});
