import { describe, expect, it } from 'vitest';
import { saysWorldwide, travelsToCustomers } from './propose-targeting';

describe('the radius follows who travels', () => {
  it('a workshop people bring things into is not a trade that travels, a mobile service is', () => {
    expect(travelsToCustomers('Bring your bike in before 4pm and we fix punctures the same day.', true)).toBe(false);
    expect(travelsToCustomers('Mobile dog wash: our van brings warm water to your driveway.', false)).toBe(true);
    expect(travelsToCustomers('Drain cleaning and water heaters.', true)).toBe(true);
  });
});

describe('"everywhere" only where the site says so', () => {
  it('a remote business that takes clients worldwide says it; a shop shipping nationally does not', () => {
    expect(saysWorldwide('Based in Wellington, working remotely with clients worldwide.')).toBe(true);
    expect(saysWorldwide('We ship worldwide from our workshop.')).toBe(true);
    expect(saysWorldwide('Free shipping across Canada on orders over $75.')).toBe(false);
    expect(saysWorldwide('Our remote team answers within a day.')).toBe(false);
  });
});
