import { describe, expect, it } from 'vitest';
import { extractPageContent } from './extract-page-content';

const page = (body: string) => extractPageContent(`<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`, 'https://example.com/');

describe('services from the page’s structure', () => {
  it('a menu’s dishes without their prices, not the course headings over them', () => {
    const { services } = page(
      '<section id="menu"><h2>Menu</h2><div class="menu-section"><h3>Primi</h3><ul><li><strong>Risotto alla milanese</strong> – con zafferano, 14,00 €</li><li>Nervetti in insalata – 8,00 €</li></ul></div></section>',
    );
    expect(services).toEqual(['Risotto alla milanese', 'Nervetti in insalata']);
  });

  it('a subjects list is what a tutor sells; its fees and its recruiting are not', () => {
    const { services } = page(
      '<section><h2>Subjects</h2><ul><li>GCSE maths and further maths</li><li>A-level maths, physics and chemistry</li></ul></section>' +
        '<section><h2>Fees</h2><p>Online lessons £45 per hour.</p></section><section><h2>Become a tutor</h2><p>Tutoring jobs from £30 per hour.</p></section>',
    );
    expect(services).toEqual(['GCSE maths', 'A-level maths']);
  });

  it('an areaServed sentence is several places', () => {
    const { places } = page(
      '<script type="application/ld+json">{"@type":"LocalBusiness","name":"S","areaServed":"Adelaide metropolitan area and the Adelaide Hills"}</script><p>Hi</p>',
    );
    expect(places).toEqual(['Adelaide', 'Adelaide Hills']);
  });

  it('areas with a postal district letter or a phase number; a VAT number is no phone', () => {
    expect(page('<h2>Her kører vi</h2><p>Aarhus C, Viby J, Højbjerg og Lystrup.</p>').places).toEqual(['Aarhus', 'Viby', 'Højbjerg', 'Lystrup']);
    expect(page('<h2>Areas we serve</h2><p>Koramangala, HSR Layout and Electronic City Phase 1.</p>').places).toEqual(['Koramangala', 'HSR Layout', 'Electronic City Phase 1']);
    expect(page('<p>Groen &amp; Zo BV · Tel 09 221 34 56 · BTW BE 0712.345.678</p>').phones).toEqual(['09 221 34 56']);
  });
});
