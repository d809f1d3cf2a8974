import { describe, expect, it } from 'vitest';
import { shortenName, termFromSite } from './business-facts';
import { cutAtWordBoundary } from './fit-text';
import { withoutHangingEnd } from './function-words';

describe('a line cut to its length never ends on a word that announces another', () => {
  it.each([
    ['en', 'Emergency Boiler Repairs in Greater Manchester', 30, 'Emergency Boiler Repairs'],
    ['de', 'Fliesenleger für Bäder und Küchen in Köln-Ehrenfeld', 30, 'Fliesenleger für Bäder'],
    ['fr', 'Nettoyage complet de canapés en cuir', 25, 'Nettoyage complet'],
    ['es', 'Clases de yoga para embarazadas en Sevilla', 20, 'Clases de yoga'],
    ['it', 'Riparazione biciclette e monopattini a Torino', 25, 'Riparazione biciclette'],
    ['pt', 'Reparação de bicicletas em Lisboa e arredores', 27, 'Reparação de bicicletas'],
    ['nl', 'Schilderwerk binnen en buiten in Utrecht', 22, 'Schilderwerk binnen'],
    ['pl', 'Naprawa rowerów i hulajnóg elektrycznych', 20, 'Naprawa rowerów'],
    ['ro', 'Reparații laptopuri și telefoane în Iași', 25, 'Reparații laptopuri'],
    ['sv', 'Flyttstädning och fönsterputs i Uppsala', 25, 'Flyttstädning'],
    ['cs', 'Oprava praček a myček v Brně', 16, 'Oprava praček'],
    ['el', 'Συνεργείο αυτοκινήτων στη Λάρισα', 25, 'Συνεργείο αυτοκινήτων'],
    ['ru', 'Ремонт холодильников на дому в Казани', 27, 'Ремонт холодильников'],
    ['uk', 'Ремонт пральних машин у Львові', 24, 'Ремонт пральних машин'],
    ['ar', 'ورشة سيارات في حي الملز بالرياض', 15, 'ورشة سيارات'],
    ['fa', 'تعمیر یخچال در محل تهران', 14, 'تعمیر یخچال'],
    ['he', 'תיקון מזגנים עם אחריות מלאה', 16, 'תיקון מזגנים'],
    ['vi', 'Sửa máy lạnh tại nhà quận Bình Thạnh', 16, 'Sửa máy lạnh'],
    ['id', 'Cuci sofa dan karpet Jakarta Selatan', 16, 'Cuci sofa'],
    ['th', 'ล้างแอร์ และ ซ่อมแอร์ บ้าน', 12, 'ล้างแอร์'],
  ])('%s: "%s" in %i characters', (language, text, max, cut) => {
    expect(cutAtWordBoundary(text, max, language)).toBe(cut);
  });

  it('keeps a postposition, which ends its phrase (Turkish "için", Urdu "میں")', () => {
    expect(cutAtWordBoundary('Çocuklar için yüzme dersi', 13, 'tr')).toBe('Çocuklar için');
    expect(cutAtWordBoundary('گاڑی کی مرمت کراچی میں ہر روز', 24, 'ur')).toBe('گاڑی کی مرمت کراچی میں');
  });

  it('does not end on the head of an Arabic construct, whose noun the cut took away', () => {
    // "centre of Al-Amana for the maintenance of [central air conditioners]"
    expect(cutAtWordBoundary('مركز الأمانة لصيانة المكيفات المركزية', 20, 'ar')).toBe('مركز الأمانة');
    expect(cutAtWordBoundary('غسيل وتلميع السيارات في جدة', 20, 'ar')).toBe('غسيل وتلميع السيارات');
  });

  it('reads other scripts even when the language is not given; a Latin line is cut by the English words then', () => {
    expect(cutAtWordBoundary('مطعم مشاوي على البحر', 12)).toBe('مطعم مشاوي');
    expect(cutAtWordBoundary('Reparação de bicicletas em Lisboa', 27)).toBe('Reparação de bicicletas em');
  });

  it('drops a hanging word from a phrase that is no cut', () => {
    expect(withoutHangingEnd('ورشة سيارات في', 'ar')).toBe('ورشة سيارات');
    expect(withoutHangingEnd('Autowerkstatt in', 'de')).toBe('Autowerkstatt');
    // "plus …" with what it adds cut away: "Fr. 60.– pro m³ zzgl" (zuzüglich Deponiegebühren).
    expect(withoutHangingEnd('Fr. 60.– pro m³ zzgl.', 'de')).toBe('Fr. 60.– pro m³');
    expect(withoutHangingEnd('من', 'ar')).toBe('');
  });
});

describe('names and trades read from a site end on a whole phrase', () => {
  it('the trade before its town loses the town’s preposition', () => {
    expect(termFromSite({ headings: ['ورشة سيارات في الدمام'], title: null, language: 'ar' }, ['الدمام'], 'مركز الأمانة')).toBe('ورشة سيارات');
    expect(termFromSite({ headings: ['Συνεργείο αυτοκινήτων στη Λάρισα'], title: null, language: 'el' }, ['Λάρισα'], 'Auto Kostas')).toBe('Συνεργείο αυτοκινήτων');
  });

  it('a brand too long for a headline is cut where no construct or preposition is left open', () => {
    expect(shortenName('مركز الأمانة لصيانة المكيفات المركزية', 25, 'ar')).toBe('مركز الأمانة');
    expect(shortenName('Tischlerei Hoffmann für Küchen und Innenausbau', 25, 'de')).toBe('Tischlerei Hoffmann');
  });
});
