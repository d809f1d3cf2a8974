import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruledOut } from '../ai/ruled-out';
import { classifySearchTerm, negativeExcludes } from './classify-search-term';

const plumber = { keywords: ['emergency plumber', 'plumber springfield', 'drain cleaning'], places: ['Springfield'] };

/** The text of a fixture site, tags stripped (what the strategist's rule-outs are read from). */
const siteText = (slug: string) =>
  readFileSync(join(import.meta.dirname, '../../tests/fixtures/sites', slug, 'index.html'), 'utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('classifySearchTerm', () => {
  it('keeps searches for what the keywords ask for, in the places served, with buying words', () => {
    for (const term of ['emergency plumber', 'plumber near me', 'plumbing springfield', '24 hour emergency plumber', 'drain cleaning cost', 'plumber free estimate', 'how much does a plumber cost']) {
      expect(classifySearchTerm(term, plumber), term).toMatchObject({ verdict: 'relevant', negative: null });
    }
  });

  it('excludes job, do-it-yourself and free-thing searches with a campaign-wide phrase negative of the giveaway words', () => {
    expect(classifySearchTerm('plumber jobs springfield', plumber)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'jobs', matchType: 'PHRASE', level: 'campaign' } });
    expect(classifySearchTerm('plumber apprenticeship', plumber).negative?.text).toBe('apprenticeship');
    expect(classifySearchTerm('how to unclog a drain', plumber)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'how to', matchType: 'PHRASE' } });
    expect(classifySearchTerm('diy drain cleaning', plumber).negative?.text).toBe('diy');
    expect(classifySearchTerm('free plumbing course', plumber).verdict).toBe('irrelevant');
    expect(classifySearchTerm('free drain cleaning video', plumber)).toMatchObject({ verdict: 'irrelevant' });
    expect(classifySearchTerm('free drain cleaning', plumber)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'free drain', matchType: 'PHRASE' } });
  });

  it('does not treat a word the business itself sells as a giveaway (a dog trainer, a plumbing school)', () => {
    const trainer = { keywords: ['dog training', 'puppy training classes'], places: ['Leeds'] };
    expect(classifySearchTerm('dog training leeds', trainer).verdict).toBe('relevant');
    expect(classifySearchTerm('dog trainer jobs', trainer)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'jobs' } });
  });

  it('excludes an unrelated search exactly, in its ad group only', () => {
    expect(classifySearchTerm('dentist near me', plumber)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'dentist near me', matchType: 'EXACT', level: 'adGroup' } });
  });

  it('is unsure about the trade in another town: kept and watched, not excluded on words alone', () => {
    const judged = classifySearchTerm('emergency plumber chicago', plumber);
    expect(judged.verdict).toBe('unsure');
    expect(judged.negative).toBeNull();
    expect(judged.reason).toContain('chicago');
  });

  it('excludes what a German carpenter site says it does not do, and keeps its own trade', () => {
    const context = { keywords: ['tischler freiburg', 'möbel nach maß', 'einbauschrank'], places: ['Freiburg'], ruledOut: ruledOut(siteText('carpenter-de')) };
    expect(context.ruledOut).toContain('fensterreparaturen');
    expect(classifySearchTerm('fensterreparaturen freiburg', context)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'fensterreparaturen', matchType: 'PHRASE', level: 'campaign' } });
    expect(classifySearchTerm('tischler stellenangebote', context).negative?.text).toBe('stellenangebote');
    expect(classifySearchTerm('einbauschrank selber bauen anleitung', context).verdict).toBe('irrelevant');
    expect(classifySearchTerm('tischlerei freiburg', context).verdict).toBe('relevant');
    expect(classifySearchTerm('möbel nach maß preise', context).verdict).toBe('relevant');
  });

  it('reads a Spanish salon and a Dutch accountant the same way', () => {
    const salon = { keywords: ['peluquería madrid', 'corte de pelo', 'tinte de pelo'], places: ['Madrid'], ruledOut: ruledOut(siteText('salon-es')) };
    expect(classifySearchTerm('extensiones de pelo madrid', salon)).toMatchObject({ verdict: 'irrelevant', negative: { text: 'extensiones de pelo' } });
    expect(classifySearchTerm('curso de peluquería', salon).verdict).toBe('irrelevant');
    expect(classifySearchTerm('corte de pelo gratis', salon).verdict).toBe('irrelevant');
    expect(classifySearchTerm('peluquería cerca de mí', salon).verdict).toBe('relevant');
    const accountant = { keywords: ['boekhouder utrecht', 'belastingaangifte zzp'], places: ['Utrecht'], ruledOut: ruledOut(siteText('accountant-nl')) };
    expect(classifySearchTerm('salarisadministratie uitbesteden', accountant).verdict).toBe('irrelevant');
    expect(classifySearchTerm('boekhouder vacature', accountant).negative?.text).toBe('vacature');
    expect(classifySearchTerm('boekhouder utrecht prijzen', accountant).verdict).toBe('relevant');
  });

  it('keeps a free estimate or a free quote: the business offers them', () => {
    expect(classifySearchTerm('plumber free quote', plumber).verdict).toBe('relevant');
    expect(classifySearchTerm('devis gratuit plombier', { keywords: ['plombier lyon'], places: ['Lyon'] }).verdict).toBe('relevant');
  });
});

describe('negativeExcludes', () => {
  it('matches an exact negative only to the same words and a phrase negative to the words in order', () => {
    expect(negativeExcludes({ text: 'dentist near me', matchType: 'EXACT' }, 'Dentist near me')).toBe(true);
    expect(negativeExcludes({ text: 'dentist near me', matchType: 'EXACT' }, 'dentist near me open')).toBe(false);
    expect(negativeExcludes({ text: 'how to', matchType: 'PHRASE' }, 'how to fix a tap')).toBe(true);
    expect(negativeExcludes({ text: 'how to', matchType: 'PHRASE' }, 'to how')).toBe(false);
    expect(negativeExcludes({ text: 'jobs', matchType: 'PHRASE' }, 'plumber jobs')).toBe(true);
    expect(negativeExcludes({ text: 'jobs', matchType: 'PHRASE' }, 'plumber jobsite')).toBe(false);
  });
});
