import { describe, expect, it } from 'vitest';
import { saysFrom } from './price-from';
import { pricesInText } from './read-prices';

describe('a starting price', () => {
  it('is told by the site’s "from", before the amount or after it, and Latvian "no" only on a Latvian site', () => {
    const at = (text: string, amount: string) => [text.indexOf(amount), text.indexOf(amount) + amount.length] as const;
    expect(saysFrom('Screen repairs from £49.', ...at('Screen repairs from £49.', '49'), 'en')).toBe(true);
    expect(saysFrom('Battery swap £59.', ...at('Battery swap £59.', '£59'), 'en')).toBe(false);
    expect(saysFrom('筆電螢幕更換 NT$2,800 起', ...at('筆電螢幕更換 NT$2,800 起', 'NT$2,800'), 'zh')).toBe(true);
    expect(saysFrom('No 6 €/m².', ...at('No 6 €/m².', '6 €'), 'lv')).toBe(true);
    expect(saysFrom('No 6 €/m².', ...at('No 6 €/m².', '6 €'), 'en')).toBe(false);
  });

  it('keeps the site’s own "from" as written, for ads in a language we have no words of', () => {
    expect(pricesInText('Zárcsere 12 000 Ft-tól.', 'USD', null, 'HU')[0]?.fromWritten).toBe('12 000 Ft-tól');
    expect(pricesInText('筆電鍵盤更換 NT$1,500 起', 'TWD', null, 'TW')[0]?.fromWritten).toBe('NT$1,500 起');
    expect(pricesInText('Tepalų keitimas nuo 45 €.', 'USD', null, 'LT')[0]?.fromWritten).toBe('nuo 45 €');
    expect(pricesInText('Zárnyitás 15 000 Ft.', 'USD', null, 'HU')[0]?.fromWritten).toBeUndefined();
  });
});
