import { describe, expect, it } from 'vitest';
import { cutAtWordBoundary, cutDescription, lowerCaseWords, normaliseCase, pathSegment, titleCase, titleCaseIn } from './fit-text';

describe('fitting ad text', () => {
  it('cuts at a word boundary and drops a dangling connector', () => {
    expect(cutAtWordBoundary('Emergency Plumbing Repair and Drain Cleaning', 30)).toBe('Emergency Plumbing Repair');
    expect(cutAtWordBoundary('Fresh Sourdough Baked for You', 30)).toBe('Fresh Sourdough Baked for You');
    expect(cutAtWordBoundary('Supercalifragilisticexpialidocious-Extra', 30)).toBe('');
  });

  it('keeps whole sentences of a description when one fits, else closes the cut sentence', () => {
    expect(cutDescription('We fix drains fast. Licensed and insured plumbers serving Springfield, Chatham and Rochester since 1998.', 90)).toBe('We fix drains fast.');
    const cut = cutDescription('Licensed and insured plumbers serving Springfield, Chatham, Rochester, Sherman, Riverton and Petersburg', 90);
    expect(cut.length).toBeLessThanOrEqual(90);
    expect(cut).toMatch(/Riverton\.$/);
  });

  it('title-cases headlines but keeps the owner’s capitals', () => {
    expect(titleCase('drain cleaning in springfield')).toBe('Drain Cleaning in Springfield');
    expect(titleCase('24/7 HVAC repair')).toBe('24/7 HVAC Repair');
    expect(titleCase('3-room flat')).toBe('3-Room Flat');
    expect(titleCase('family-run movers')).toBe('Family-Run Movers');
  });

  it('makes display paths of at most 15 characters', () => {
    expect(pathSegment('Water Heater Installation', 15)).toBe('water-heater');
    expect(pathSegment('Croissants & Pastries', 15)).toBe('croissants');
  });
});

describe('fitting measures as Google Ads counts', () => {
  it('cuts a Korean line where a Hangul character counts two, and keeps a Japanese description to its whole sentences', () => {
    expect(cutAtWordBoundary('강남역 피부관리 전문 에스테틱 예약 할인', 30, 'ko')).toBe('강남역 피부관리 전문 에스테틱');
    expect(cutDescription('縮毛矯正は自然な仕上がりです。髪質改善トリートメントで、雨の日もまとまる髪に。中崎町駅から徒歩3分の完全予約制サロンです。', 90, 'ja')).toBe(
      '縮毛矯正は自然な仕上がりです。髪質改善トリートメントで、雨の日もまとまる髪に。',
    );
    expect(cutDescription('Prices from 3.50 per item. We collect and deliver.', 30)).toBe('Prices from 3.50 per item.');
  });
});

describe('Title Case is English only', () => {
  it('keeps another language’s own case, its first letter a capital', () => {
    expect(titleCaseIn('Ruedos y cierres en 24 h', 'es')).toBe('Ruedos y cierres en 24 h');
    expect(titleCaseIn('lieferung am selben Tag', 'de')).toBe('Lieferung am selben Tag');
    expect(titleCaseIn('livraison offerte dès 50 €', 'fr')).toBe('Livraison offerte dès 50 €');
    expect(titleCaseIn('same-day delivery in town', 'en')).toBe('Same-Day Delivery in Town');
    expect(normaliseCase('REPARACIÓN DE CALZADO', 'es')).toBe('Reparación de calzado');
    expect(normaliseCase('drain cleaning')).toBe('Drain Cleaning');
  });
});

describe('lower case in a sentence', () => {
  it('keeps the capitals English always writes, and acronyms', () => {
    expect(lowerCaseWords('GCSE English Language')).toBe('GCSE English language');
    expect(lowerCaseWords('Traditional Thai Massage')).toBe('traditional Thai massage');
    expect(lowerCaseWords('Sunday Roast Delivery')).toBe('Sunday roast delivery');
    expect(lowerCaseWords('Deep Tissue Massage')).toBe('deep tissue massage');
    expect(lowerCaseWords('A-level Maths')).toBe('A-level maths');
  });
});
