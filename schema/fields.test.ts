import { describe, expect, it } from 'vitest';
import { adCopySchema as planAdCopySchema } from './ai-plan';
import { adCopySchema, headlineTextSchema } from './fields';

const descriptions = ['髪質改善トリートメントで、まとまりのある髪に。', '中崎町駅から徒歩3分の小さな美容室です。'];

describe('ad text is measured as Google Ads counts it', () => {
  it('counts a Chinese, Japanese or Korean character as two toward the 30-character headline', () => {
    expect(headlineTextSchema.safeParse('縮毛矯正と髪質改善トリートメント').success).toBe(false); // 16 kanji and kana: 32
    expect(headlineTextSchema.safeParse('髪質改善トリートメント').success).toBe(true); // 11: 22
    expect(headlineTextSchema.safeParse('강남역 피부관리 전문 에스테틱 샵 예약').success).toBe(false);
    expect(headlineTextSchema.safeParse('Hair Straightening in Osaka 30').success).toBe(true); // 30 Latin letters
    expect(headlineTextSchema.safeParse('ＡＢＣ全角テキストの見出しですよ').success).toBe(false); // full-width forms count two
  });

  it('says so when it refuses a line', () => {
    const result = headlineTextSchema.safeParse('縮毛矯正と髪質改善トリートメント');
    expect(result.error?.issues[0].message).toMatch(/30 characters as Google Ads counts them.*counts as two/);
  });

  it('the plan’s ads and the owner’s edited ads hold the same rule', () => {
    const ad = { headlines: ['カット', 'カラー', '縮毛矯正と髪質改善トリートメント'], descriptions };
    expect(adCopySchema.safeParse(ad).success).toBe(false);
    expect(planAdCopySchema.safeParse(ad).success).toBe(false);
    const fitting = { headlines: ['カット', 'カラー', '髪質改善トリートメント'], descriptions };
    expect(adCopySchema.safeParse(fitting).success).toBe(true);
    expect(planAdCopySchema.safeParse(fitting).success).toBe(true);
  });
});
