import { describe, expect, it } from 'vitest';
import { partsOf, withoutRepeats } from './choose-keywords';

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
