import { describe, expect, it } from 'vitest';
import { budgetIsValid, canGeneratePreview } from './create-campaign-form';

describe('create campaign form rules', () => {
  it('needs a budget of at least $20', () => {
    expect(budgetIsValid('20')).toBe(true);
    expect(budgetIsValid('19.99')).toBe(false);
    expect(budgetIsValid('')).toBe(false);
    expect(budgetIsValid('abc')).toBe(false);
  });

  it('allows Generate Preview only with a trimmed name, a valid budget and nothing in flight', () => {
    expect(canGeneratePreview({ campaignName: 'Summer Sale', budget: '100' }, false)).toBe(true);
    expect(canGeneratePreview({ campaignName: '   ', budget: '100' }, false)).toBe(false);
    expect(canGeneratePreview({ campaignName: 'Summer Sale', budget: '10' }, false)).toBe(false);
    expect(canGeneratePreview({ campaignName: 'Summer Sale', budget: '100' }, true)).toBe(false);
  });
});
