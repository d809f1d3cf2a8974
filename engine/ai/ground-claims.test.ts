import { describe, expect, it } from 'vitest';
import { checkLine, gatherEvidence } from './ground-claims';
import { briefOfSite } from './plan-factory';

function evidenceOf(text: string) {
  return gatherEvidence(briefOfSite({ businessName: 'Atelier Nord', title: 'Atelier Nord', text, language: 'en', country: 'GB' }));
}

describe('a builder’s credit grounds nothing', () => {
  it('is not a sentence of the site’s evidence', () => {
    const evidence = evidenceOf('Bespoke oak furniture made in our Leeds workshop.\nCreate your website with Mobirise\nMade with Webnode\nAI Website Builder');
    expect(evidence.sentences.map((sentence) => sentence.text)).toEqual(['Atelier Nord', 'Bespoke oak furniture made in our Leeds workshop.']);
  });

  it('"Visit Our Website" rests on no sentence that only names the medium', () => {
    const evidence = evidenceOf('Bespoke oak furniture made in our Leeds workshop.\nOur website is updated weekly.');
    expect(checkLine('Visit Our Website', evidence).source).toEqual({ kind: 'generic' });
    expect(checkLine('Visitá nuestro sitio web', evidence).source).toEqual({ kind: 'generic' });
  });
});
