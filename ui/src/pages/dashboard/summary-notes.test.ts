import { describe, expect, it } from 'vitest';
import { budgetDayResetLabel } from './budget-protection-card';
import { conversionsNote, ctrNote } from './summary-notes';

describe('the summary cards say only what the data show', () => {
  it('compares conversions with the week before only when there was one', () => {
    expect(conversionsNote(undefined)).toBeNull();
    expect(conversionsNote({ last7Days: 0, previous7Days: null })).toEqual({ text: 'First week: nothing to compare yet', color: 'gray' });
    expect(conversionsNote({ last7Days: 0, previous7Days: 0 })).toEqual({ text: 'None in the last two weeks', color: 'gray' });
    expect(conversionsNote({ last7Days: 3, previous7Days: 0 })).toEqual({ text: 'Up from 0 the week before', color: 'green' });
    // The seed's wording where it is true.
    expect(conversionsNote({ last7Days: 28, previous7Days: 25 })).toEqual({ text: '+12% vs last week', color: 'green' });
    expect(conversionsNote({ last7Days: 20, previous7Days: 25 })).toEqual({ text: '−20% vs last week', color: 'red' });
    expect(conversionsNote({ last7Days: 25, previous7Days: 25 })).toEqual({ text: 'Same as last week', color: 'gray' });
  });

  it('compares CTR with the industry only when the industry is known and the impressions suffice', () => {
    expect(ctrNote(5, 50_000, null)).toBeNull();
    expect(ctrNote(5, 50_000, 'quantum consulting')).toBeNull();
    expect(ctrNote(0, 0, 'Plumbing')).toEqual({ text: 'Industry avg 4.50%: too few impressions to compare yet', color: 'gray' });
    expect(ctrNote(5.5, 5_000, 'Plumbing')).toEqual({ text: 'Above industry avg (4.50%)', color: 'green' });
    expect(ctrNote(3.2, 5_000, 'Plumbing')).toEqual({ text: 'Below industry avg (4.50%)', color: 'red' });
    expect(ctrNote(4.6, 5_000, 'Plumbing')).toEqual({ text: 'Near industry avg (4.50%)', color: 'gray' });
  });
});

describe('the budget day, in the owner’s clock', () => {
  it('names the local time at which the guard’s day turns, never "UTC"', () => {
    const label = budgetDayResetLabel(new Date('2026-03-09T15:00:00Z'), 'en-US');
    expect(label).toMatch(/^resets at \d{1,2}:\d{2}\s?[AP]M$/);
    expect(label).not.toContain('UTC');
  });
});
