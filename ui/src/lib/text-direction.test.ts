import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction';

describe('textDirection', () => {
  it('reads the first strong character, skipping digits and punctuation', () => {
    expect(textDirection('149 ريال تغيير الزيت')).toBe('rtl');
    expect(textDirection('שירות 24/7')).toBe('rtl');
    expect(textDirection('تهران - خدمات')).toBe('rtl');
    expect(textDirection('BMW صيانة')).toBe('ltr');
    expect(textDirection('— 35 € Haarschnitt')).toBe('ltr');
    expect(textDirection('カット 4,400円')).toBe('ltr');
    expect(textDirection('123 | 456')).toBe('ltr');
  });
});
