import { describe, expect, it } from 'vitest';
import { travelsToCustomers } from './propose-targeting';

describe('the radius follows who travels', () => {
  it('a workshop people bring things into is not a trade that travels, a mobile service is', () => {
    expect(travelsToCustomers('Bring your bike in before 4pm and we fix punctures the same day.', true)).toBe(false);
    expect(travelsToCustomers('Mobile dog wash: our van brings warm water to your driveway.', false)).toBe(true);
    expect(travelsToCustomers('Drain cleaning and water heaters.', true)).toBe(true);
  });
});
