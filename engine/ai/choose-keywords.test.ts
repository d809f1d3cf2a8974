import { describe, expect, it } from 'vitest';
import { gatherFacts } from './business-facts';
import { chooseKeywords, type KeywordFocus, partsOf, readsAsEnglish, serviceWithTrade, withoutRepeats, withSubject } from './choose-keywords';
import { briefOfSite } from './plan-factory';

describe('keywords say each word once', () => {
  it('drops a repeated word but keeps short joiners', () => {
    expect(withoutRepeats('bike repair shop bike repair')).toBe('bike repair shop');
    expect(withoutRepeats('boulangerie chartrons boulangerie')).toBe('boulangerie chartrons');
    expect(withoutRepeats('débouchage de drains près de chez moi')).toBe('débouchage de drains près de chez moi');
  });
});

describe('a name that joins two offers', () => {
  it('gives the parts people search, never a lone vague or trailing word', () => {
    expect(partsOf('fault finding and repairs', 'and')).toEqual(['fault finding']);
    expect(partsOf('inverter and battery backup', 'and')).toEqual(['inverter', 'battery backup']);
    expect(partsOf('vacunas y desparasitación', 'y')).toEqual(['vacunas']);
    expect(partsOf('wymiana oleju i filtrów', 'i')).toEqual(['wymiana oleju']);
    expect(partsOf('fish and chips', 'and')).toEqual([]);
    expect(partsOf('boiler repair', 'and')).toEqual([]);
  });
});

describe('a name that joins two offers, in English', () => {
  it('is searched as each offer, the lone word sharing the other side\'s words', () => {
    expect(partsOf('blocked drains & toilets', 'and', true)).toEqual(['blocked drains', 'blocked toilets']);
    expect(partsOf('water tank installation & cleaning', 'and', true)).toEqual(['water tank installation', 'water tank cleaning']);
    expect(partsOf('bathroom and kitchen plumbing', 'and', true)).toEqual(['bathroom plumbing', 'kitchen plumbing']);
    expect(partsOf('leak detection & pipe repairs', 'and', true)).toEqual(['leak detection', 'pipe repairs']);
    expect(partsOf('ac & heat pump installation', 'and', true)).toEqual(['ac installation', 'heat pump installation']);
    // Not English: the parts as before, no distribution.
    expect(partsOf('vacunas y desparasitación', 'y')).toEqual(['vacunas']);
  });
});

describe('keywords are in the language of the names they are built around', () => {
  it('tells a name in another language from an English one', () => {
    for (const name of ['tratament de canal', 'obturații din compozit', 'pulizia dei vetri', 'Reinigung für Büros', 'sửa máy lạnh', 'ورشة سيارات', 'limpieza de cristales'])
      expect(readsAsEnglish(name), name).toBe(false);
    for (const name of ['root canal treatment', 'café catering', 'Air Con Regas', 'man & van', 'door repair']) expect(readsAsEnglish(name), name).toBe(true);
  });

  it('glues no English "near me", "best", "in" or "prices" to a Romanian name on a site read as English', () => {
    const brief = briefOfSite(
      {
        businessName: 'Clinica Zâmbet',
        title: 'Clinica Zâmbet | Stomatologie în Brașov',
        services: ['Tratament de canal', 'Albire dentară', 'Root canal treatment'],
        places: ['Brașov'],
        prices: [{ item: 'Tratament de canal', amount: 400, currency: 'RON', text: '400 lei' }],
        contact: { phones: [], emails: [], address: 'Str. Lungă 10, Brașov' },
        language: 'en',
        country: 'RO',
      },
      { industry: 'dentist' },
    );
    const facts = gatherFacts(brief);
    const texts = (focus: KeywordFocus) => chooseKeywords(facts, focus, 500).map((keyword) => keyword.text);
    const romanian = texts({ kind: 'service', services: ['Tratament de canal'], place: 'Brașov' });
    expect(romanian).toContain('tratament de canal brașov');
    expect(romanian.filter((text) => /\b(near me|best|prices|in|nearby|local)\b/.test(text))).toEqual([]);
    const nearby = texts({ kind: 'nearby' });
    expect(nearby.filter((text) => /tratament|albire/.test(text) && /near me|best/.test(text))).toEqual([]);
    // An English name on the same site still gets its English searches.
    expect(texts({ kind: 'service', services: ['Root canal treatment'], place: 'Brașov' })).toContain('root canal treatment near me');
  });
});

describe('a service of one word', () => {
  it('is searched with the trade\'s subject, unless the trade already says it', () => {
    expect(withSubject('gates', 'fencing')).toBe('fencing gates');
    expect(withSubject('gowns', 'bridal boutique')).toBe('bridal gowns');
    expect(withSubject('fencing', 'fencing')).toBe('fencing');
    expect(withSubject('colorbond fencing', 'fencing')).toBe('colorbond fencing');
    expect(withSubject('inside & out', 'window cleaning')).toBe('window cleaning inside & out');
  });
});

describe('a service with the trade that does it', () => {
  it('reads as a search, never as two names glued', () => {
    const law = ['personal injury', 'family law', 'estate planning'];
    expect(serviceWithTrade('family law', 'injury lawyer', true, law)).toBe('family law lawyer');
    expect(serviceWithTrade('personal injury', 'injury lawyer', true, law)).toBe('personal injury lawyer');
    expect(serviceWithTrade('vinyasa flow', 'yoga studio', true, ['vinyasa flow', 'mat pilates'])).toBe('vinyasa flow yoga studio');
    expect(serviceWithTrade('drain cleaning', 'plumber', true, ['drain cleaning'])).toBe('drain cleaning plumber');
    expect(serviceWithTrade('roof repair', 'roofing contractor', true, ['roof repair', 'gutters'])).toBe('roof repair contractor');
    expect(serviceWithTrade('puncture repair', 'bike repair shop', true, ['puncture repair'])).toBeNull();
    // An English trade is not glued to a service in another language, nor a qualified trade in another language at all.
    expect(serviceWithTrade('skupinová hodina', 'horse riding school', false, ['skupinová hodina'])).toBeNull();
  });
});

describe('a product’s size is on its label, not in the search', () => {
  const keywordsOf = (services: string[], audience: string) => {
    const facts = gatherFacts(briefOfSite({ businessName: 'Northern Maple Supply', title: 'Northern Maple Supply – Online Shop', services, text: ['Shop our maple products online.', ...services].join('\n'), language: 'en', country: 'CA' }, { targetAudience: audience, industry: 'Food & gifts' }));
    return chooseKeywords(facts, { kind: 'service', services: facts.services.slice(0, 2), place: null }, 900).map((keyword) => keyword.text);
  };

  it('drops a trailing size, unless sizes are what tell two products apart', () => {
    expect(keywordsOf(['Maple Butter 250 g', 'Amber Maple Syrup 1 L'], 'Maple lovers across Canada')).toContain('maple butter');
    expect(keywordsOf(['Maple Butter 250 g', 'Amber Maple Syrup 1 L'], 'Maple lovers across Canada').some((text) => /250 g|1 l\b/.test(text))).toBe(false);
    const sized = keywordsOf(['Washer 10 kg', 'Washer 18 kg'], 'Students in Leeds');
    expect(sized).toContain('washer 10 kg');
    expect(sized).toContain('washer 18 kg');
  });

  it('an audience "across Canada" is a market, not a town: no "near me" for a shop that ships', () => {
    expect(keywordsOf(['Maple Butter 250 g', 'Amber Maple Syrup 1 L'], 'Maple lovers across Canada').some((text) => text.includes('near me'))).toBe(false);
  });
});

describe('a service named by its work alone', () => {
  it('takes the thing the business works on, never a trade noun', () => {
    expect(withSubject('equipment repair', 'pool service')).toBe('pool equipment repair');
    expect(withSubject('green pool cleanup', 'pool service')).toBe('green pool cleanup');
    expect(withSubject('emergency repairs', 'plumber')).toBe('emergency repairs');
    expect(withSubject('maintenance', 'hvac repair')).toBe('hvac maintenance');
  });
});
