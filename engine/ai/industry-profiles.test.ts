import { describe, expect, it } from 'vitest';
import { recogniseIndustry } from './industry-profiles';

const site = { schemaTypes: [], title: '', description: '', headings: '', name: '' };

describe('recogniseIndustry', () => {
  it('reads a mechanic as a car mechanic only when nothing says what else he works on', () => {
    expect(recogniseIndustry({ ...site, industry: 'Mechanic' }).id).toBe('auto');
    expect(recogniseIndustry({ ...site, industry: 'Car repair' }).id).toBe('auto');
    // "Marine mechanic", "Bike mechanic": "Keep your car safe and reliable" would be a line about someone else's trade.
    for (const industry of ['Marine mechanic', 'Bike mechanic', 'Small engine mechanic', 'Aircraft mechanic']) expect(recogniseIndustry({ ...site, industry }).id, industry).not.toBe('auto');
  });
});
