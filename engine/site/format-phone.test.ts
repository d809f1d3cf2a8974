import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('writes each number as its country does', () => {
    expect(formatPhone('+1-217-555-0187', 'US')).toEqual({ countryCode: 'US', national: '(217) 555-0187', e164: '+12175550187' });
    expect(formatPhone('5035550142', 'US')?.national).toBe('(503) 555-0142');
    expect(formatPhone('514.555.0199', 'CA')?.e164).toBe('+15145550199');
    expect(formatPhone('01614960777', 'GB')).toEqual({ countryCode: 'GB', national: '0161 496 0777', e164: '+441614960777' });
    expect(formatPhone('+44 (0)20 7946 0018', 'GB')?.national).toBe('020 7946 0018');
    expect(formatPhone('07700 900123', 'GB')?.national).toBe('07700 900123');
    expect(formatPhone('+33 1 23 45 67 89', 'FR')?.national).toBe('01 23 45 67 89');
    expect(formatPhone('(07) 3123 4567', 'AU')?.national).toBe('(07) 3123 4567');
    expect(formatPhone('01 555 0134', 'IE')?.e164).toBe('+35315550134');
  });

  it('refuses digits that are not a number of that country', () => {
    expect(formatPhone('555-0187', 'US')).toBeNull();
    expect(formatPhone('+44 161 496 0777', 'US')).toBeNull();
    expect(formatPhone('1614960777', 'GB')).toBeNull();
  });
});
