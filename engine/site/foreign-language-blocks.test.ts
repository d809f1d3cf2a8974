import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractPageContent } from './extract-page-content';
import { removeForeignLanguageBlocks } from './foreign-language-blocks';

const textAfter = (html: string) => {
  const root = parse(html);
  removeForeignLanguageBlocks(root);
  return root.querySelector('body')!.text.replace(/\s+/g, ' ').trim();
};

const HUNGARIAN = `<html lang="hu"><body><main>
<h1>Csónakbérlés Balatonfüreden</h1>
<p>Vízibicikli bérlés óránként 6 000 Ft, SUP 4 000 Ft, elektromos csónak jogosítvány nélkül 15 000 Ft óránként. Kaució és személyi igazolvány szükséges.</p>
<p>Nyitva májustól szeptemberig, minden nap 9 és 19 óra között, viharjelzésnél zárva. Foglalás telefonon vagy a helyszínen.</p>
<p lang="de">Wir sprechen Deutsch! Tretboot 6 000 Ft pro Stunde.</p>
<p lang="en">We speak English! Pedal boat hire 6,000 HUF per hour.</p>
</main></body></html>`;

describe('removeForeignLanguageBlocks', () => {
  it('drops the blocks a page marks as another language', () => {
    const text = textAfter(HUNGARIAN);
    expect(text).toContain('Vízibicikli bérlés óránként 6 000 Ft');
    expect(text).not.toContain('Tretboot');
    expect(text).not.toContain('Pedal boat');
  });

  it('keeps a foreign word marked inside a sentence, and a block in a variant of the page language', () => {
    const text = textAfter(
      '<html lang="de-AT"><body><p>Wir bieten <span lang="en">Stand-up-Paddling</span> am Wörthersee an, täglich von 9 bis 18 Uhr, auch für Anfänger.</p><p lang="de-DE">Preise in Euro inklusive Mehrwertsteuer.</p></body></html>',
    );
    expect(text).toContain('Wir bieten Stand-up-Paddling am Wörthersee an');
    expect(text).toContain('Preise in Euro');
  });

  it('trusts nothing when the marked blocks are most of the page (a template lang around another language)', () => {
    const text = textAfter('<html lang="en-US"><body><h1>Tischlerei Huber</h1><div lang="de"><p>Wir fertigen Küchen, Schränke und Treppen nach Maß in Graz und Umgebung, seit 1987 in zweiter Generation.</p></div></body></html>');
    expect(text).toContain('Wir fertigen Küchen');
  });

  it('does nothing on a page without a language', () => {
    expect(textAfter('<html><body><p>Ahoj.</p><p lang="en">Hello, we speak English here.</p></body></html>')).toContain('Hello, we speak English');
  });

  it('leaves the translated prices out of what the page reader finds', () => {
    const content = extractPageContent(HUNGARIAN, 'https://example.hu/');
    expect(content.text).not.toMatch(/HUF|Tretboot/);
    expect(content.prices.map((price) => price.text).join(' ')).not.toMatch(/HUF|,000/);
  });
});
