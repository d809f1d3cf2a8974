import { describe, expect, it } from 'vitest';
import { currencySymbol, formatConversions, formatCount, formatCurrency, formatLifecycleStage, formatQualityScore, setDisplayCurrency } from './number-format';

describe('dashboard number formats', () => {
  it('writes currency with two decimals and thousands separators', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(undefined)).toBe('$0.00');
    expect(formatCurrency(Number.NaN)).toBe('$0.00');
  });

  it("writes amounts in the account's currency once the business says which, US dollars otherwise", () => {
    setDisplayCurrency('GBP');
    expect(formatCurrency(1234.5)).toBe('£1,234.50');
    expect(currencySymbol()).toBe('£');
    setDisplayCurrency('EUR');
    expect(formatCurrency(35)).toBe('€35.00');
    setDisplayCurrency('not a code');
    expect(formatCurrency(35)).toBe('$35.00');
    setDisplayCurrency(undefined);
    expect(currencySymbol()).toBe('$');
  });

  it('writes counts whole with separators and conversions with at most one decimal', () => {
    expect(formatCount(12345.4)).toBe('12,345');
    expect(formatConversions(12.46)).toBe('12.5');
    expect(formatConversions(3)).toBe('3');
  });

  it('writes a quality score out of 10, N/A without one', () => {
    expect(formatQualityScore(7)).toBe('7/10');
    expect(formatQualityScore(null)).toBe('N/A');
  });

  it('shows lifecycle stages as words', () => {
    expect(formatLifecycleStage('queued_challenger')).toBe('queued challenger');
  });
});
