import { describe, expect, it } from 'vitest';
import { cutMidThought, isAddressLine, isBarePrice, isPlaceAlone, isSectionLabel, isSignature, isTaxNote, isTaxRate, namesPastYear, pointsElsewhere, weakHeadline } from './weak-lines';

describe('headlines that say nothing to a searcher', () => {
  it('a tax note alone, in several languages', () => {
    for (const line of ['IVA inclòs', 'Alle priser er inkludert mva', 'Prices include VAT', 'inkl. MwSt.', 'Tutti i prezzi IVA inclusa', 'Prix TTC', 'Alle prijzen incl. btw', 'Todos los precios con IVA incluido', 'Ceny zawierają VAT']) {
      expect(isTaxNote(line), line).toBe(true);
    }
    for (const line of ['Reparatur inkl. Ersatzteile', 'Corte de pelo con IVA y lavado', 'VAT returns for small firms']) expect(isTaxNote(line), line).toBe(false);
  });

  it('a tax and its rate, in any language; a price list’s heading alone', () => {
    for (const line of ['Bei hazijumuishi VAT 18%', 'सभी रेट पर 18% GST अलग से', 'مالیات HST (۱۳٪) به قیمت‌ها اضافه می‌شود', 'Цените са с ДДС 20%', 'IVA incluído à taxa de 6 %', 'TVA au taux de 20 %']) expect(isTaxRate(line), line).toBe(true);
    for (const line of ['20% off every VAT return we file', 'Accountants for VAT returns']) expect(isTaxRate(line), line).toBe(false);
    for (const line of ['Цени', 'Ceník', 'Prices', 'تعرفه‌ها']) expect(isBarePrice(line), line).toBe(true);
    for (const line of ['Od', 'From', 'Ремонт']) expect(isBarePrice(line), line).toBe(false);
  });

  it('a line cut mid-thought: a bracket left open, a lone short word after the last comma', () => {
    for (const line of ['Skupinová hodina (max', 'Jazdecký klub Podkova, o', '«Медена поляна', 'Пчелин „Медена поляна']) expect(cutMidThought(line), line).toBe(true);
    for (const line of ['Skupinová hodina (max. 6)', 'Пчелин „Медена поляна“', 'Fiori, piante', 'Kuvuta gari (flatbed)']) expect(cutMidThought(line), line).toBe(false);
  });

  it('a reviewer’s signature', () => {
    expect(isSignature('Jordi, Gràcia', ['Barcelona', 'Gràcia'])).toBe(true);
    expect(isSignature('– Maria K., Lyon', [])).toBe(true);
    expect(isSignature('Ingrid, Fana', ['Bergen', 'Fana'])).toBe(true);
    expect(isSignature('Fiori, piante', ['Milano'])).toBe(false);
    expect(isSignature('Taglio, Piega', ['Milano'])).toBe(false);
  });

  it('an address, a piece of one, a postcode line', () => {
    expect(isAddressLine('Kuta Utara, Kab', null, 'id')).toBe(true);
    expect(isAddressLine('Kazımdirik Mah', null, 'tr')).toBe(true);
    expect(isAddressLine('Κομνηνών 27, Καλαμαριά 551 33', null, 'el')).toBe(true);
    expect(isAddressLine('Badung, Bali 80361', null, 'id')).toBe(true);
    expect(isAddressLine('Gorriti 4862, CABA', null, 'es')).toBe(true);
    expect(isAddressLine('221B Baker Street', '221B Baker Street, London NW1 6XE', 'en')).toBe(true);
    // English writes headlines in Title Case, and a year or "24/7" is no house number.
    expect(isAddressLine('Open 24/7, Every Day', null, 'en')).toBe(false);
    expect(isAddressLine('Desde 1987 en el barrio', null, 'es')).toBe(false);
    expect(isAddressLine('Seit 1998 Meisterbetrieb', null, 'de')).toBe(false);
  });

  it('a town alone, and a price with no item', () => {
    expect(isPlaceAlone('Barcelona', ['Barcelona', 'Gràcia'])).toBe(true);
    expect(isPlaceAlone('Sandviken, Bergen', ['Bergen', 'Sandviken'])).toBe(true);
    expect(isPlaceAlone('Floristeria a Barcelona', ['Barcelona'])).toBe(false);
    expect(isBarePrice('Des de 12 €')).toBe(true);
    expect(isBarePrice('Preus 5 €')).toBe(true);
    expect(isBarePrice('Ab 49 €')).toBe(true);
    expect(isBarePrice('Ram de temporada 25 €')).toBe(false);
  });

  it('a warranty heading alone promises terms it does not give', () => {
    const ctx = { language: 'sr', address: null, places: ['Vračar'], names: ['Voltaža servis'], townAloneWeak: false, year: 2026 };
    for (const line of ['Garancija', 'Warranty', 'Garantie', 'Guaranteed!']) expect(weakHeadline(line, ctx), line).toBe(true);
    for (const line of ['Garancija 3 meseca', '12-Month Warranty', 'Garantie 2 ans']) expect(weakHeadline(line, ctx), line).toBe(false);
  });

  it('never the business’s own name or a service', () => {
    const ctx = { language: 'es', address: 'Gorriti 4862, CABA', places: ['Palermo'], names: ['Palermo', 'Costura Gorriti'], townAloneWeak: true, year: 2026 };
    expect(weakHeadline('Palermo', ctx)).toBe(false);
    expect(weakHeadline('Costura Gorriti', ctx)).toBe(false);
    expect(weakHeadline('Gorriti 4862, CABA', ctx)).toBe(true);
    expect(weakHeadline('Arreglos de ropa en Palermo', ctx)).toBe(false);
    expect(weakHeadline('Villa Crespo', { ...ctx, places: ['Palermo', 'Villa Crespo'] })).toBe(true);
    // A language we have no words of: the town alone is its plan's place line.
    expect(weakHeadline('Villa Crespo', { ...ctx, places: ['Palermo', 'Villa Crespo'], townAloneWeak: false, year: 2026 })).toBe(false);
  });
});

describe('a line of the past', () => {
  it('names an earlier year (an old price list, a past season, an expired promotion), not the founding or an award', () => {
    for (const line of ['Vanha hinnasto 2021', 'Sommarkortet 2023', 'Kiai Cup 2023', 'ZIMSKA AKCIJA: do 30.11.2022', 'Season 2024/25']) expect(namesPastYear(line, 2026), line).toBe(true);
    for (const line of ['Trusted Since 2004', 'Founded in 1987', 'Od 2009. godine', 'Tours from 1995 kr', 'Plots of 2000 m²', 'Prices for 2026', 'Winner of the 2023 Best Bakery award']) expect(namesPastYear(line, 2026), line).toBe(false);
  });
});

describe("a page's section label", () => {
  it('"How it works" and a policy heading alone say nothing to a searcher; a line that says what is done does', () => {
    for (const line of ['Come funziona a Modena', 'Come funziona da 90 €. Prenota per telefono.', 'How it works', 'Disdette', 'Cancellations.', 'Stornierung']) expect(isSectionLabel(line), line).toBe(true);
    for (const line of ['Free cancellation up to 24 hours before', 'Prima visita 90 €', 'How we clean your oven']) expect(isSectionLabel(line), line).toBe(false);
  });
});

describe('sentences that are no ad line on their own', () => {
  it('lean on the one before, or send the customer to someone else by name', () => {
    expect(pointsElsewhere('Dafür empfehle ich Anna Huber, zertifizierte Huforthopädin in Bad Feilnbach.')).toBe(true);
    expect(pointsElsewhere('For that, we recommend a locksmith.')).toBe(true);
    expect(pointsElsewhere('For machine polishing we refer you to Gloss Lab in Kramerville.')).toBe(true);
    expect(pointsElsewhere('Beschlag vorne ab 95 €, rundum 175 €.')).toBe(false);
    expect(pointsElsewhere('We recommend booking two weeks ahead.')).toBe(false);
  });

  it('open on what joins them to the line before', () => {
    expect(cutMidThought('/ 2 ปอนด์ 700 บาท')).toBe(true);
    expect(cutMidThought('2 ปอนด์ 700 บาท')).toBe(false);
  });

  it('say the work needs another, certified trade', () => {
    expect(pointsElsewhere('Det krävs en certifierad asbestsanerare för rivningen.')).toBe(true);
    expect(pointsElsewhere('Gas work requires a licensed gas fitter.')).toBe(true);
    expect(pointsElsewhere('All our electricians are certified and insured.')).toBe(false);
  });
});
