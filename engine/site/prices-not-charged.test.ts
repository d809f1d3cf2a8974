import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractPageContent } from './extract-page-content';
import { removePricesNotCharged } from './prices-not-charged';

const textAfter = (html: string) => {
  const root = parse(html);
  removePricesNotCharged(root);
  return root.querySelector('body')!.text.replace(/\s+/g, ' ').trim();
};

describe('removePricesNotCharged: prices no longer charged', () => {
  it('drops a section its heading calls an old price list, as a builder wraps it', () => {
    const text = textAfter(`<html lang="pt-BR"><body><main>
      <section class="elementor-section"><div class="elementor-widget-wrap"><div class="elementor-widget-heading"><h2>Preços 2024</h2></div>
      <div class="elementor-widget-text-editor"><p>Conserto localizado a partir de R$ 38,00/m², mínimo R$ 450,00.</p></div></div></section>
      <section class="elementor-section"><div class="elementor-widget-wrap"><div class="elementor-widget-heading"><h3>Tabela 2021 (desatualizada)</h3></div>
      <div class="elementor-widget-text-editor"><p>Revisão R$ 15,00/m² · conserto R$ 29,00/m². Valores sem validade.</p></div></div></section>
    </main></body></html>`);
    expect(text).toContain('R$ 38,00/m²');
    expect(text).not.toContain('R$ 29,00');
    expect(text).not.toContain('Tabela 2021');
  });

  it('drops a flat section up to the next heading of its rank', () => {
    const text = textAfter(
      '<html lang="en"><body><h2>Old prices</h2><p>Gutter clean £60.</p><table><tr><td>Fascia</td><td>£90</td></tr></table><h2>Our prices</h2><p>Gutter clean from £75.</p></body></html>',
    );
    expect(text).not.toMatch(/£60|£90/);
    expect(text).toContain('Gutter clean from £75');
  });

  it('drops a priced line that says it no longer applies, and keeps one whose condition is only a day', () => {
    const text = textAfter(`<html lang="hu"><body>
      <p>Vízibicikli 4 500 Ft/óra, SUP 3 000 Ft/óra. Ezek az árak már nem érvényesek.</p>
      <p>SUP 1 óra 4 000 Ft. A kupon hétvégén nem érvényes.</p></body></html>`);
    expect(text).not.toContain('4 500 Ft');
    expect(text).toContain('SUP 1 óra 4 000 Ft');
  });

  it('keeps a price list headed by a past year alone: it is the list the site charges', () => {
    expect(textAfter('<html lang="hu"><body><h1>Árak 2024</h1><section><h2>Vízibicikli</h2><p>1 óra 6 000 Ft</p></section></body></html>')).toContain('6 000 Ft');
  });

  it('leaves the archived prices out of what the page reader finds', () => {
    const content = extractPageContent(
      '<html lang="de"><body><main><h1>Preise</h1><p>Saunafloß ab 290 € pro Tag.</p><h2>Alte Preise (bis 2023)</h2><p>Saunafloß 220 € pro Tag.</p></main></body></html>',
      'https://example.de/preise/',
    );
    expect(content.prices.map((price) => price.amount)).toContain(290);
    expect(content.prices.map((price) => price.amount)).not.toContain(220);
  });
});

describe('an archived rate card', () => {
  it('goes, whichever order its heading says it in', () => {
    const text = textAfter(
      '<html lang="en-US"><body><h2>Packages</h2><p>Classic, 2 hours: $495.</p><h3>2023 rates (archived)</h3><p>Classic 2 hours $425 · 360 2 hours $575. These rates applied to events booked in 2023 and are no longer offered.</p></body></html>',
    );
    expect(text).toContain('$495');
    expect(text).not.toMatch(/\$425|\$575/);
  });
});

describe("another business's prices", () => {
  it('go when the site says they are not its own, and a Spanish archive "sin vigencia" goes too', () => {
    const text = textAfter(`<html lang="es-AR"><body>
      <p>Medio día Luján clásico $ 85.000 por persona.</p>
      <p>Las bodegas cobran entre $ 25.000 y $ 60.000 por persona la degustación. Son precios de cada bodega, no nuestros.</p>
      <h3>Tarifas 2023 (archivo, sin vigencia)</h3><p>Medio día Luján clásico $ 28.000 por persona.</p></body></html>`);
    expect(text).toContain('$ 85.000');
    expect(text).not.toMatch(/25\.000|60\.000|28\.000/);
  });
});

describe('a Dutch price line no longer in force', () => {
  it('goes ("Deze prijzen gelden sinds 1 januari 2024 niet meer")', () => {
    const text = textAfter(
      '<html lang="nl"><body><p>Gellak handen € 35,-.</p><p>Gellak handen € 32,50 · Manicure € 27,50. Deze prijzen gelden sinds 1 januari 2024 niet meer.</p></body></html>',
    );
    expect(text).toContain('€ 35,-');
    expect(text).not.toContain('32,50');
  });
});

describe('two dated price lists on one page', () => {
  const page = (newer: string) =>
    `<body><h1>Preise</h1><div><p><strong>${newer}</strong></p><table><tr><td>Beschlag vorne</td><td>95 €</td></tr></table></div><h2>Preisliste</h2><div class="j-table"><p><em>Stand 01/2021</em></p><table><tr><td>Beschlag vorne</td><td>82 €</td></tr></table></div></body>`;

  it('drops the older one ("Stand 01/2021" below "Preise ab 1. März 2024")', () => {
    const root = parse(page('Preise ab 1. März 2024 – alle Preise inkl. 19 % MwSt.'));
    removePricesNotCharged(root);
    expect(root.text).toContain('95 €');
    expect(root.text).not.toContain('82 €');
  });

  it('keeps a dated list alone: it may be the one charged', () => {
    const root = parse(page('Alle Preise inkl. 19 % MwSt.'));
    removePricesNotCharged(root);
    expect(root.text).toContain('82 €');
  });
});

describe('an archived list in the languages we read', () => {
  it('drops "Cennik 2022 (archiwalny)" and "Ceník 2022 (neplatný)"', () => {
    for (const heading of ['Cennik 2022 (archiwalny)', 'Ceník 2022 (neplatný)']) {
      const root = parse(`<body><h2>Cennik</h2><p>Kluczyk od 350 zł</p><section><h3>${heading}</h3><p>Kluczyk od 290 zł</p></section></body>`);
      removePricesNotCharged(root);
      expect(root.text, heading).toContain('350 zł');
      expect(root.text, heading).not.toContain('290 zł');
    }
  });
});

describe("an accordion's stale price list", () => {
  it('drops the item whose title says it no longer applies ("Tarifa 2021 (no vigente)")', () => {
    const root = parse(
      '<body><h2>Precios</h2><p>Toldo cofre desde 890 €</p><div class="elementor-accordion"><div class="elementor-accordion-item"><div class="elementor-tab-title">Tarifa 2021 (no vigente)</div><div class="elementor-tab-content"><p>Cofre: 790 €</p></div></div></div></body>',
    );
    removePricesNotCharged(root);
    expect(root.text).toContain('890 €');
    expect(root.text).not.toContain('790 €');
  });
});

describe('a list named by a year long gone, beside the prices charged today', () => {
  it('drops "Preisliste 2021" under an undated current list, and keeps a year-named list alone on its page', () => {
    const withCurrent = parse(
      '<body><h2>Preise</h2><table><tr><td>Stundensatz Monteur</td><td>€ 68,-</td></tr></table><p><strong>Preisliste 2021 (PDF)</strong> : Stundensatz Monteur € 59,- · Meister € 69,-</p></body>',
    );
    removePricesNotCharged(withCurrent, Date.UTC(2026, 10, 29));
    expect(withCurrent.text).toContain('€ 68,-');
    expect(withCurrent.text).not.toContain('€ 59,-');
    const alone = parse('<body><h2>Árak 2024</h2><p><strong>Árak 2024</strong></p><p>Vízibicikli 6 000 Ft/óra</p></body>');
    removePricesNotCharged(alone, Date.UTC(2026, 10, 29));
    expect(alone.text).toContain('6 000 Ft');
  });
});

describe('an old list at the end of the section that holds the current one', () => {
  it('drops only the old list ("Prețuri 2022: …" under the current table, "Prețuri 2024" as the page heading)', () => {
    const root = parse(
      '<body><div><h1>Prețuri 2024</h1></div><div class="section"><table><tr><td>Familie în studio</td><td>650 lei</td></tr></table><p>Avans 200 lei la rezervare.</p><p style="color:#999"><em>Prețuri 2022: familie 450 lei · newborn 700 lei.</em></p></div></body>',
    );
    removePricesNotCharged(root, Date.UTC(2026, 10, 29));
    expect(root.text).toContain('650 lei');
    expect(root.text).not.toContain('450 lei');
  });
});

describe('a list kept for reference under a past year', () => {
  it('goes, and one of this year stays', () => {
    const root = parse(
      '<body><h2>Rates 2026–27</h2><p>Tŷ Derw: £95 / night.</p><h3>2024 tariff (for reference only)</h3><p>Tŷ Derw: £85 / night or £520 / week.</p><h3>舊學費表（2023/24，僅供參考）</h3><p>鋼琴 HK$2,800</p><h2>ราคาปี 2567 (เก็บไว้อ้างอิง ไม่ใช้แล้ว)</h2><p>ซาวร์โดว์ 160 บาท</p></body>',
    );
    removePricesNotCharged(root, Date.UTC(2026, 10, 29));
    expect(root.text).toContain('£95');
    expect(root.text).not.toContain('£85');
    expect(root.text).not.toContain('2,800');
    expect(root.text).not.toContain('160 บาท');
  });

  it('stays when it is this year’s, kept for reference', () => {
    const root = parse('<body><h3>Prices 2026 (for reference)</h3><p>From £95 a night.</p></body>');
    removePricesNotCharged(root, Date.UTC(2026, 10, 29));
    expect(root.text).toContain('£95');
  });
});
