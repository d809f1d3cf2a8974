import { describe, expect, it } from 'vitest';
import { conversionStatus } from './conversion-status';

describe('conversionStatus', () => {
  it('is UNVERIFIED while none came, and silent once 14 days passed since connecting', () => {
    expect(conversionStatus([], '2026-11-25', '2026-11-20')).toEqual({ trackingStatus: 'UNVERIFIED', lastConversionDate: null, conversionsLast30Days: 0, silent: false });
    expect(conversionStatus([], '2026-11-25', '2026-11-11').silent).toBe(true);
    expect(conversionStatus([], '2026-11-25', '2026-11-12').silent).toBe(false);
  });

  it('is RECORDING within 14 days of the last conversion and NO_RECENT after, counting 30 days', () => {
    const rows = [
      { date: '2026-10-01', conversions: 5 },
      { date: '2026-11-12', conversions: 2 },
    ];
    expect(conversionStatus(rows, '2026-11-25', '2026-09-01')).toEqual({ trackingStatus: 'RECORDING_CONVERSIONS', lastConversionDate: '2026-11-12', conversionsLast30Days: 2, silent: false });
    expect(conversionStatus(rows, '2026-11-26', '2026-09-01')).toEqual({ trackingStatus: 'NO_RECENT_CONVERSIONS', lastConversionDate: '2026-11-12', conversionsLast30Days: 2, silent: true });
  });
});
