import { describe, expect, it } from 'vitest';
import { planBusinessOffline } from './offline-strategist';
import { phrasebookFor } from './phrasebook';
import { briefOfSite } from './plan-factory';
import { siteRegister } from './register';

describe('the register a site writes in', () => {
  it('reads voseo by its own forms, not by one ambiguous word', () => {
    expect(siteRegister('Traé tu bici y te la dejamos lista. Pagás con tarjeta o efectivo. Escribinos por WhatsApp.', 'es')).toBe('voseo');
    expect(siteRegister('Si tenés dudas, consultanos. Vos elegís el color.', 'es')).toBe('voseo');
    // Standard Spanish, and one "pedí" (also "I asked") alone.
    expect(siteRegister('Trae tu bici y te la dejamos lista. Pagas con tarjeta. Escríbenos por WhatsApp.', 'es')).toBeNull();
    expect(siteRegister('Ayer pedí una pizza. Servicio SOS 24 horas.', 'es')).toBeNull();
  });

  it('reads du, tu and je against Sie, vous and u', () => {
    expect(siteRegister('Du suchst ein neues Rad? Wir beraten dich gern, dein Team vom Radladen.', 'de')).toBe('informal');
    expect(siteRegister('Wir beraten Sie gern. Rufen Sie uns an, wir helfen Ihnen weiter.', 'de')).toBeNull();
    expect(siteRegister('Tu cherches un vélo ? On te conseille, passe à ton rythme.', 'fr')).toBe('informal');
    expect(siteRegister('Vous cherchez un vélo ? Nous vous conseillons selon votre budget.', 'fr')).toBeNull();
    expect(siteRegister('Kom langs en vertel wat je zoekt, dan helpen we jou verder.', 'nl')).toBe('informal');
    expect(siteRegister('Wij helpen u graag. Maak uw afspraak online.', 'nl')).toBeNull();
    expect(siteRegister('We fix bikes.', 'en')).toBeNull();
  });

  it('gives the phrasebook in the site’s register', () => {
    expect(phrasebookFor('es', 'AR', 'voseo').closers.ask).toContain('Escribinos y te respondemos.');
    expect(phrasebookFor('es', 'AR', null).closers.ask).toContain('Escríbenos y te respondemos.');
    expect(phrasebookFor('de', 'DE', 'informal').callUs).toBe('Ruf uns an');
    expect(phrasebookFor('fr', 'FR', 'informal').ctas.ask).toContain('Écris-nous');
    expect(phrasebookFor('nl', 'NL', 'informal').closers.visit).toContain('Alle informatie vind je op onze website.');
    // A language with one way keeps it.
    expect(phrasebookFor('sv', 'SE', 'informal')).toBe(phrasebookFor('sv', 'SE'));
  });

  it('writes no tú on a voseo site', () => {
    const brief = briefOfSite({
      url: 'https://bicis-rosario.example/',
      businessName: 'Bicis del Parque',
      title: 'Bicis del Parque | Taller de bicicletas en Rosario',
      headings: ['Taller de bicicletas en Rosario', 'Service completo', 'Cambio de cubiertas', 'Ajuste de frenos'],
      services: ['Service completo', 'Cambio de cubiertas', 'Ajuste de frenos'],
      places: ['Rosario'],
      contact: { phones: [], emails: ['hola@bicisdelparque.example'], address: 'Av. Pellegrini 1200, Rosario' },
      text: 'Traé tu bici y te la devolvemos lista en el día. Service completo desde $ 25.000. Pagás con tarjeta o transferencia. Escribinos y te pasamos presupuesto. Agendá tu turno por WhatsApp.',
      language: 'es',
      country: 'AR',
      currency: 'ARS',
    });
    const lines = planBusinessOffline(brief).campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /(?<![\p{L}])(escríbenos|llámanos|contáctanos|cuéntanos|agenda tu|reserva tu|descubre|conoce|pide)(?![\p{L}])/iu.test(line))).toEqual([]);
  });
});
