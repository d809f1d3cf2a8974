import { describe, expect, it } from 'vitest';
import { adTextLength, GOOGLE_ADS_LIMITS } from './google-ads-limits';

describe('text length as Google Ads counts it', () => {
  it('counts Chinese, Japanese, Korean and full-width characters twice', () => {
    expect(adTextLength('Boiler Repairs in Leeds')).toBe(23);
    expect(adTextLength('Zárcsere 12 000 Ft')).toBe(18);
    expect(adTextLength('縮毛矯正')).toBe(8);
    expect(adTextLength('カット 4,400円')).toBe(3 * 2 + 1 + 5 + 2);
    expect(adTextLength('프로필 사진')).toBe(11);
    expect(adTextLength('（３０分）')).toBe(10);
  });

  it('so a headline holds 15 kanji, not 30', () => {
    expect(adTextLength('髪質改善トリートメントと縮毛矯正')).toBeGreaterThan(GOOGLE_ADS_LIMITS.headline.maxLength);
    expect(adTextLength('髪質改善トリートメント')).toBeLessThanOrEqual(GOOGLE_ADS_LIMITS.headline.maxLength);
  });
});
