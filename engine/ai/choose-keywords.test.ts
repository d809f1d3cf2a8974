import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './choose-keywords';

describe('keywords say each word once', () => {
  it('drops a repeated word but keeps short joiners', () => {
    expect(withoutRepeats('bike repair shop bike repair')).toBe('bike repair shop');
    expect(withoutRepeats('boulangerie chartrons boulangerie')).toBe('boulangerie chartrons');
    expect(withoutRepeats('débouchage de drains près de chez moi')).toBe('débouchage de drains près de chez moi');
  });
});
