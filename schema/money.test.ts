import { describe, expect, it } from 'vitest';
import { currencyOf, formatMoney, formatWholeMoney } from './money';

describe('formatMoney', () => {
  it('writes an amount in the account currency, with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(95, 'GBP')).toBe('£95.00');
    expect(formatMoney(12, 'EUR')).toBe('€12.00');
    expect(formatMoney(40, 'CAD')).toBe('CA$40.00');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00');
    expect(formatWholeMoney(1249.6, 'GBP')).toBe('£1,250');
    expect(formatWholeMoney(310)).toBe('$310');
  });

  it('falls back to US dollars for a missing or malformed code', () => {
    expect(currencyOf(null)).toBe('USD');
    expect(currencyOf('eur')).toBe('USD');
    expect(formatMoney(5, 'XYZ1')).toBe('$5.00');
  });
});
