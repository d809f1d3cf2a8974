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
