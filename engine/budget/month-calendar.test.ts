import { describe, expect, it } from 'vitest';
import { auditBusinesses } from './budget-guard';
import { endOfDateMs, hourOfDay, isoDate, monthPosition, RE_READ_DAYS, reReadWindow, startOfDateMs } from './month-calendar';

const at = (iso: string) => Date.parse(iso);

describe('the budget month in the account’s own time zone', () => {
  it('turns the month and the day at the account’s local midnight', () => {
    // 06:30 UTC on 1 November is still 31 October, 23:30, in Los Angeles: October's budget.
    const la = monthPosition(at('2026-11-01T06:30:00Z'), 'America/Los_Angeles');
    expect(la).toMatchObject({ month: '2026-10', today: '2026-10-31', dayIndex: 30, daysInMonth: 31, daysLeft: 1 });
    expect(new Date(la.startOfTomorrowMs).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    // 23:30 UTC on 31 October is already 1 November, 00:30, in Berlin.
    expect(monthPosition(at('2026-10-31T23:30:00Z'), 'Europe/Berlin')).toMatchObject({ month: '2026-11', today: '2026-11-01', dayIndex: 0, daysInMonth: 30 });
    expect(monthPosition(at('2026-10-31T23:30:00Z'))).toMatchObject({ month: '2026-10', today: '2026-10-31' });
  });

  it('knows days of 23 and 25 hours when daylight saving time changes', () => {
    expect(new Date(startOfDateMs('2026-11-01', 'America/Los_Angeles')).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect((endOfDateMs('2026-11-01', 'America/Los_Angeles') - startOfDateMs('2026-11-01', 'America/Los_Angeles')) / 3_600_000).toBe(25);
    expect((endOfDateMs('2026-03-29', 'Europe/Berlin') - startOfDateMs('2026-03-29', 'Europe/Berlin')) / 3_600_000).toBe(23);
    expect(isoDate(startOfDateMs('2026-03-08', 'America/Los_Angeles'), 'America/Los_Angeles')).toBe('2026-03-08');
  });

  it('reads hours as the account’s local hours (those Google’s ad schedule and segments.hour mean)', () => {
    expect(hourOfDay(at('2026-07-15T16:00:00Z'), 'America/Los_Angeles')).toBe(9);
    expect(hourOfDay(at('2026-01-15T16:00:00Z'), 'Europe/Berlin')).toBe(17);
    expect(hourOfDay(at('2026-01-15T16:00:00Z'))).toBe(16);
  });

  it('re-reads the last days in the account’s zone', () => {
    expect(reReadWindow(at('2026-11-03T05:00:00Z'), 'America/Los_Angeles')).toEqual({ from: '2026-10-27', to: '2026-11-02' });
    expect(RE_READ_DAYS).toBe(7);
  });

  it('lets the guard count the account’s month: at 03:00 UTC on 1 December, Los Angeles is still spending November', () => {
    // $300 budget; $261 booked in November through the 29th; a campaign at $10 a day.
    const ledgerCentsByDate: Record<string, number> = {};
    const maxBudgetByDate: Record<string, number> = {};
    for (let day = 1; day <= 29; day++) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      ledgerCentsByDate[date] = 900;
      maxBudgetByDate[date] = 10_000_000;
    }
    maxBudgetByDate['2026-11-30'] = 10_000_000;
    const nowMs = at('2026-12-01T03:00:00Z');
    const input = (timeZone?: string) => ({
      businessId: 'b1',
      monthlyBudgetCents: 30_000,
      nowMs,
      syncedAtMs: nowMs,
      timeZone,
      campaigns: [{ campaignId: 'c1', enabled: true, pausedByGuard: false, dailyBudgetMicros: 10_000_000, weight: 1, maxBudgetByDate, ledgerCentsByDate }],
    });
    const [utc, losAngeles] = auditBusinesses([input(), input('America/Los_Angeles')]);
    // UTC would start December's budget afresh while the account still spends November's last day.
    expect(utc).toMatchObject({ month: '2026-12', ledgerCents: 0 });
    expect(losAngeles).toMatchObject({ month: '2026-11', ledgerCents: 26_100 });
    // November's last $39 bound today's budget: at most half of it, since Google may spend 2x.
    expect(losAngeles.campaigns[0].dailyBudgetMicros).toBeLessThanOrEqual(19_500_000);
    expect(losAngeles.worstCaseCents).toBeLessThanOrEqual(30_000);
  });
});
