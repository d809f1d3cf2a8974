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

  it('reads "store" the verb as no shop: a self-storage site says what you can and cannot store', () => {
    const storage = { ...site, industry: 'Self storage', description: 'Gate access 6am-9pm 7 days. What you can and can’t store. We don’t store cars or boats.', title: 'StowRight Self Storage' };
    expect(recogniseIndustry(storage).id).not.toBe('retail');
    expect(recogniseIndustry({ ...site, title: 'Tidewater Outfitters – outdoor store', description: 'Shop kayaks online.' }).id).toBe('retail');
  });
});
