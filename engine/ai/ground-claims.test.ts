import { describe, expect, it } from 'vitest';
import { checkLine, gatherEvidence, isQuestion, withoutAsked } from './ground-claims';
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

describe('a line’s source is the sentence that says it', () => {
  it('a sentence that lists a promise beside a negation still backs the promise', () => {
    const evidence = evidenceOf('Upfront flat-rate pricing, no overtime charges, and a 1-year warranty on all repairs.\nWe do not do gas fitting.');
    expect(checkLine('Upfront Flat-Rate Pricing', evidence).source).toMatchObject({ kind: 'site', quote: 'Upfront flat-rate pricing, no overtime charges, and a 1-year warranty on all repairs.' });
    // A sentence that rules a service out is no source of a line that names only part of it.
    expect(checkLine('Gas Boiler Servicing', evidence).source).not.toMatchObject({ quote: 'We do not do gas fitting.' });
  });

  it('words written with vowel signs are whole words (Devanagari)', () => {
    const evidence = gatherEvidence(briefOfSite({ businessName: 'श्री बालाजी टेंट हाउस', title: 'श्री बालाजी टेंट हाउस', text: 'हम शादी के लिए टेंट और शामियाना लगाते हैं।', language: 'hi', country: 'IN' }));
    expect(checkLine('टेंट और शामियाना', evidence).source).toMatchObject({ kind: 'site' });
  });
});

describe('speed is a claim however it is said', () => {
  it('an amount the site gives only as a starting price backs a line only when it says "from" too', () => {
    const latvian = gatherEvidence(briefOfSite({ businessName: 'Krāsotāji', title: 'Krāsotāji', text: 'Sienu krāsošana. No 6 €/m².', language: 'lv', country: 'LV' }));
    expect(checkLine('Sienu krāsošana 6 €/m²', latvian).unsupported).toEqual(['6 €/m²']);
    // A worked example of the tax ("piemēram, … 6,00 €/m² bez PVN = 7,26 €/m²") states the amount without "no", and backs nothing.
    const example = gatherEvidence(
      briefOfSite({ businessName: 'Krāsotāji', title: 'Krāsotāji', text: 'Sienu krāsošana. No 6 €/m².\nPrivātpersonām pieskaitām PVN 21 %: piemēram, sienu krāsošana 6,00 €/m² bez PVN = 7,26 €/m² ar PVN.', language: 'lv', country: 'LV' }),
    );
    expect(checkLine('Sienu krāsošana 6 €/m²', example).unsupported).toEqual(['6 €/m²']);
    const taipei = gatherEvidence(briefOfSite({ businessName: '修電腦', title: '修電腦', text: '筆電螢幕更換 NT$2,800 起', language: 'zh', country: 'TW' }));
    expect(checkLine('筆電螢幕更換 NT$2,800', taipei).unsupported).toHaveLength(1);
    expect(checkLine('筆電螢幕更換 NT$2,800 起', taipei).unsupported).toEqual([]);
    const english = gatherEvidence(briefOfSite({ businessName: 'Atelier Nord', title: 'Atelier Nord', text: 'Screen repairs from £49. Battery swap £59.', language: 'en', country: 'GB' }));
    expect(checkLine('Screen Repairs £49', english).unsupported).toEqual(['£49']);
    expect(checkLine('Screen Repairs From £49', english).unsupported).toEqual([]);
    expect(checkLine('Battery Swap £59', english).unsupported).toEqual([]);
  });

  it('"in minutes", "sooner", "promptly" need a sentence that says so', () => {
    const evidence = evidenceOf('Invoices, expenses and reports for small firms.\nGet paid faster with reminders.');
    for (const line of ['Set Up in Minutes', 'Ride Again Sooner', 'Prompt Case Review', 'Instant Quotes']) expect(checkLine(line, evidence).unsupported, line).not.toEqual([]);
    const backed = evidenceOf('You can set up your account in minutes.\nWe reply promptly to every enquiry.');
    for (const line of ['Set Up in Minutes', 'We Reply Promptly']) expect(checkLine(line, backed).unsupported, line).toEqual([]);
  });
});

describe('a customer’s question is no claim of the business', () => {
  it('"Do you offer 24/7 emergency service? No." backs no 24/7 line; a question answered yes does', () => {
    const no = evidenceOf('Do you offer 24/7 emergency service?\nNo. We work Monday to Friday, 8 to 5.');
    expect(checkLine('24/7 Emergency Service', no).unsupported).not.toEqual([]);
    const yes = evidenceOf('Are you open 24/7?\nYes, every day of the year.');
    expect(checkLine('Open 24/7', yes).unsupported).toEqual([]);
  });
});

describe('a spend to reach is stated as one', () => {
  it('"Free delivery on orders over £40" backs "Free Delivery Over £40", never a price of £40', () => {
    const evidence = evidenceOf('Free delivery on orders over £40.\nPlant pots from £12.');
    expect(checkLine('Free Delivery Over £40', evidence).unsupported).toEqual([]);
    expect(checkLine('Plants From £40', evidence).unsupported).not.toEqual([]);
    expect(checkLine('Plant Pots From £12', evidence).unsupported).toEqual([]);
  });
});

describe("a customer's question", () => {
  it('ends with its mark, or in Greek with ";"; a semicolon ends no question in other scripts', () => {
    expect(isQuestion('Can you come today?')).toBe(true);
    expect(isQuestion('Κάνετε catering στη Μύκονο;')).toBe(true);
    expect(isQuestion('Κάνετε catering στη Μύκονο\u037e')).toBe(true);
    expect(isQuestion('kada je u kvaru BMS;')).toBe(false);
  });

  it('in Thai, Chinese, Japanese and Korean, by its particle, without a mark', () => {
    expect(isQuestion('เค้กของร้านเป็นฮาลาลไหม')).toBe(true);
    expect(isQuestion('ชิมฟรีก่อนได้ไหมคะ')).toBe(true);
    expect(isQuestion('學費可以退嗎')).toBe(true);
    expect(isQuestion('駐車場はありますか')).toBe(true);
    expect(isQuestion('주차가 되나요')).toBe(true);
    expect(isQuestion('เค้กช็อกโกแลต 1 ปอนด์ 450 บาท')).toBe(false);
  });

  it("a FAQ's question written without its mark leaves the text ads are grounded in; one with its mark stays", () => {
    const text = 'Το φαγητό το έχουμε, χρειαζόμαστε μόνο σερβιτόρους.\nΟι σερβιτόροι μας δουλεύουν μόνο μαζί με την κουζίνα μας.\nCan you come today?\nNo.';
    expect(withoutAsked(text, ['Το φαγητό το έχουμε, χρειαζόμαστε μόνο σερβιτόρους.', 'Can you come today?'])).toBe('Οι σερβιτόροι μας δουλεύουν μόνο μαζί με την κουζίνα μας.\nCan you come today?\nNo.');
    expect(withoutAsked(text, undefined)).toBe(text);
  });
});

describe('free on a condition', () => {
  it('backs no line that drops the condition ("gratis minimal 5 kg", "free delivery over $75")', () => {
    const laundry = gatherEvidence(briefOfSite({ text: 'Antar jemput di Sukolilo dan Mulyorejo: gratis minimal 5 kg.', language: 'id', country: 'ID' }));
    expect(checkLine('Antar jemput gratis Sukolilo', laundry).unsupported).toContain('gratis');
    expect(checkLine('Antar jemput gratis minimal 5 kg', laundry).unsupported).toEqual([]);
    const shop = gatherEvidence(briefOfSite({ text: 'Free delivery over $75.\nFree parking behind the shop.', language: 'en', country: 'US' }));
    expect(checkLine('Free Delivery', shop).unsupported).toContain('free');
    expect(checkLine('Free Parking', shop).unsupported).toEqual([]);
  });
});
