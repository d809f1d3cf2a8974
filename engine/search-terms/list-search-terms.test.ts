import { describe, expect, it } from 'vitest';
import type { SearchTerm } from '../../schema/api/search-terms';
import { wastefulNgrams } from './list-search-terms';

const term = (text: string, cost: number, status: SearchTerm['status'], conversions = 0): SearchTerm => ({
  id: text,
  campaignId: 'c',
  campaignName: 'Repairs',
  adGroupName: 'Repairs - main',
  text,
  impressions: 100,
  clicks: Math.round(cost / 2),
  cost,
  conversions,
  status,
  verdict: status === 'excluded' ? 'irrelevant' : 'relevant',
  reason: '',
  negative: null,
  ownerOverride: false,
  canUndo: false,
});

describe('wastefulNgrams', () => {
  it('ranks the words whose searches went mostly to waste, not the keyword words every search shares', () => {
    const grams = wastefulNgrams([
      term('bike repair', 400, 'kept', 12),
      term('bike repair near me', 150, 'kept', 4),
      term('bike repair jobs', 30, 'excluded'),
      term('bike mechanic jobs', 20, 'excluded'),
      term('how to fix a bike', 12, 'excluded'),
    ]);
    expect(grams.map((gram) => gram.text).slice(0, 3)).toEqual(['jobs', 'repair jobs', 'bike mechanic']);
    expect(grams.find((gram) => gram.text === 'jobs')).toEqual({ text: 'jobs', terms: 2, clicks: 25, cost: 50, conversions: 0, wastedCost: 50 });
    expect(grams.some((gram) => gram.text === 'bike' || gram.text === 'bike repair')).toBe(false);
    // Small words neither stand alone nor lead a phrase; "how to" stays.
    expect(grams.map((gram) => gram.text)).toContain('how to');
    expect(grams.some((gram) => gram.text === 'to' || gram.text === 'a' || gram.text.startsWith('to ') || gram.text.startsWith('a '))).toBe(false);
  });
});
