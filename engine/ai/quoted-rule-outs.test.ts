import { describe, expect, it } from 'vitest';
import { siteOfPage } from '../../tests/fixtures/site-of-page';
import { gatherFacts } from './business-facts';
import { finishContext, mentionsRuledOut, negativeKeywordsFor } from './finish-plan';
import { verifiedRuleOuts } from './quoted-rule-outs';

const HTML = `<html lang="de"><head><title>Polsterei Brandt – Polstern und Neubeziehen in Graz</title>
<meta name="description" content="Polsterei in Graz: Sofas, Sessel und Stühle neu polstern und beziehen."></head><body>
<h1>Polsterei Brandt</h1>
<h2>Unsere Arbeiten</h2><ul><li>Sofas neu beziehen</li><li>Sessel polstern</li><li>Stühle neu polstern</li></ul>
<p>Lederarbeiten überlassen wir seit Jahren der Sattlerei Huber am Lendplatz, die das viel besser kann.</p>
<p>Autositze und Bootspolster gehören in die Hände eines Fahrzeugsattlers.</p>
<p>Wir polstern Sofas, Sessel und Stühle in unserer Werkstatt in Graz.</p>
</body></html>`;
const site = siteOfPage(HTML, 'https://polsterei-brandt.example/', 'de', 'AT', 'EUR');

describe('rule-outs a model quotes from the site', () => {
  it('keeps a thing its quoted sentence names, word for word as the site has it, whatever the typography', () => {
    const kept = verifiedRuleOuts(
      [
        { thing: 'Lederarbeiten', quote: 'Lederarbeiten überlassen wir seit Jahren der Sattlerei Huber am Lendplatz, die das viel besser kann.' },
        // Curly quotes, other spaces and case: the same sentence.
        { thing: 'Bootspolster', quote: '  autositze und  Bootspolster gehören in die Hände eines Fahrzeugsattlers.' },
      ],
      site,
      'Polsterei Brandt',
    );
    expect(kept).toEqual(['lederarbeiten', 'bootspolster']);
  });

  it('drops what it cannot check: a sentence the site never wrote, a thing its sentence does not name, the business itself, what the title says it does', () => {
    const kept = verifiedRuleOuts(
      [
        { thing: 'Gutscheine', quote: 'Gutscheine verkaufen wir leider nicht mehr.' },
        { thing: 'Vorhänge', quote: 'Autositze und Bootspolster gehören in die Hände eines Fahrzeugsattlers.' },
        { thing: 'Polsterei Brandt', quote: 'Polsterei Brandt' },
        { thing: 'Sofas', quote: 'Wir polstern Sofas, Sessel und Stühle in unserer Werkstatt in Graz.' },
        { thing: 'Autositze, Bootspolster, Wohnmobile und alles mit Rädern', quote: 'Autositze und Bootspolster gehören in die Hände eines Fahrzeugsattlers.' },
        { thing: 'Lederarbeiten', quote: 'Leder' },
      ],
      site,
      'Polsterei Brandt',
    );
    expect(kept).toEqual([]);
  });

  it('nothing without a site to check against', () => {
    expect(verifiedRuleOuts([{ thing: 'Lederarbeiten', quote: 'Lederarbeiten überlassen wir seit Jahren der Sattlerei Huber am Lendplatz.' }], { error: 'unreachable' }, 'Polsterei Brandt')).toEqual([]);
    expect(verifiedRuleOuts(null, site, 'Polsterei Brandt')).toEqual([]);
  });

  it('what is kept is ruled out like the site’s own rule-outs: a negative keyword, kept out of the ads, no service of the business', () => {
    const brief = { businessName: 'Polsterei Brandt', websiteUrl: site.url, monthlyBudget: 400, industry: null, targetAudience: null, site };
    const facts = gatherFacts(brief, { ruledOut: ['lederarbeiten'] });
    expect(facts.alsoRuledOut).toEqual(['lederarbeiten']);
    expect(facts.services.map((service) => service.toLowerCase())).not.toContain('lederarbeiten');
    const ctx = finishContext(brief, facts);
    expect(negativeKeywordsFor(brief, facts, ctx.excludedSearches)).toContain('lederarbeiten');
    expect(mentionsRuledOut('Lederarbeiten in Graz', ctx.excluded)).toBe(true);
    // Without it, the site's own readers decide (this sentence has no cue they know).
    const without = gatherFacts(brief);
    expect(negativeKeywordsFor(brief, without, finishContext(brief, without).excludedSearches)).not.toContain('lederarbeiten');
  });
});
