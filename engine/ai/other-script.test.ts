import { describe, expect, it } from 'vitest';
import { keywordInOtherScript, latinWordsOf, lineInOtherScript } from './other-script';

describe('lines and keywords in another script than the plan’s language', () => {
  const allowed = latinWordsOf('ร้านซ่อมมือถือ iFix สยาม', 'ซ่อม iPhone และ Samsung ราคาถูก');
  it('drops an English line from a Thai plan, keeps the business’s own names', () => {
    expect(lineInOtherScript('Free pick-up in Bangkok', 'th', allowed)).toBe(true);
    expect(lineInOtherScript('iFix iPhone Samsung', 'th', allowed)).toBe(false);
    // A greeting in Arabic on a French page is no line of French; a French line with an Arabic word stays.
    expect(lineInOtherScript('مرحبا بكم', 'fr', allowed)).toBe(true);
    expect(lineInOtherScript('Riad Dar Zitoun – دار الزيتون', 'fr', allowed)).toBe(false);
    expect(lineInOtherScript('Ein Satz auf Deutsch', 'de', allowed)).toBe(false);
    expect(lineInOtherScript('ซ่อม iPhone ด่วน', 'th', allowed)).toBe(false);
    expect(lineInOtherScript('Free pick-up in Bangkok', 'de', allowed)).toBe(false);
  });
  it('drops a keyword with a Latin word the business never writes', () => {
    expect(keywordInOtherScript('phone repair ซ่อมมือถือ', 'th', allowed)).toBe(true);
    expect(keywordInOtherScript('ซ่อม iphone', 'th', allowed)).toBe(false);
    expect(keywordInOtherScript('תיקון iphone', 'he', latinWordsOf('iPhone'))).toBe(false);
    expect(keywordInOtherScript('bike repair', 'en', allowed)).toBe(false);
    expect(keywordInOtherScript('phone repair bangkok', 'th', allowed)).toBe(false);
  });
});
