import { describe, expect, it } from 'vitest';
import { locationLabel, targetedAreaScale, targetingSchema } from './targeting';

describe('targeting schema', () => {
  it('normalises codes: countries upper case, languages lower case', () => {
    const parsed = targetingSchema.parse({
      locations: [{ kind: 'country', countryCode: 'ca', label: 'Canada' }],
      languages: ['EN', 'fr'],
    });
    expect(parsed).toEqual({ locations: [{ kind: 'country', countryCode: 'CA', label: 'Canada' }], languages: ['en', 'fr'] });
    expect(locationLabel(parsed.locations[0])).toBe('Canada');
  });

  it('refuses an empty area, a radius Google would not take, a three-letter language and repeated languages', () => {
    expect(targetingSchema.safeParse({ locations: [], languages: ['en'] }).success).toBe(false);
    const proximity = { kind: 'proximity', address: '1 High St, Manchester', countryCode: 'GB', label: 'Manchester' };
    expect(targetingSchema.safeParse({ locations: [{ ...proximity, radiusKm: 0 }], languages: ['en'] }).success).toBe(false);
    expect(targetingSchema.safeParse({ locations: [{ ...proximity, radiusKm: 15 }], languages: ['eng'] }).success).toBe(false);
    expect(targetingSchema.safeParse({ locations: [{ ...proximity, radiusKm: 15 }], languages: ['en', 'EN'] }).success).toBe(false);
  });

  it('allows "everywhere" only on its own', () => {
    expect(targetingSchema.safeParse({ locations: [{ kind: 'everywhere' }], languages: ['en'] }).success).toBe(true);
    expect(locationLabel({ kind: 'everywhere' })).toBe('Everywhere');
    const mixed = { locations: [{ kind: 'everywhere' }, { kind: 'country', countryCode: 'US', label: 'United States' }], languages: ['en'] };
    expect(targetingSchema.safeParse(mixed).success).toBe(false);
  });
});

describe('targeted area scale (the demo market’s demand)', () => {
  const around = (radiusKm: number) => ({ kind: 'proximity' as const, address: '1 High St, Leeds', radiusKm, countryCode: 'GB', label: `${radiusKm} km around 1 High St, Leeds` });
  it('grows with the radius, the towns and the country, within bounds', () => {
    expect(targetedAreaScale(null)).toBe(1);
    expect(targetedAreaScale({ locations: [around(10)], languages: ['en'] })).toBe(1);
    expect(targetedAreaScale({ locations: [around(40)], languages: ['en'] })).toBe(2);
    expect(targetedAreaScale({ locations: [around(1)], languages: ['en'] })).toBeCloseTo(0.316, 3);
    const withTowns = { locations: [around(10), { kind: 'place' as const, name: 'Salford', countryCode: 'GB', label: 'Salford' }], languages: ['en'] };
    expect(targetedAreaScale(withTowns)).toBe(1.5);
    expect(targetedAreaScale({ locations: [{ kind: 'country', countryCode: 'CA', label: 'Canada' }], languages: ['en'] })).toBe(3);
    expect(targetedAreaScale({ locations: [{ kind: 'everywhere' }], languages: ['en'] })).toBe(4);
  });
});
