import { describe, expect, it } from 'vitest';
import type { BusinessBrief, SiteContent } from '../../schema/ai-plan';
import { siteOfPage } from '../../tests/fixtures/site-of-page';
import { guessLanguage } from '../site/detect-language';
import { gatherFacts } from './business-facts';
import { finishPlan, negativeKeywordsFor, sharedHeadlineShare } from './finish-plan';
import { hasPhoneNumber } from './hard-rules';
import { planBusinessOffline } from './offline-strategist';
import { phrasebookFor, SITE_WORDS_ONLY } from './phrasebook';
import { ruledOut } from './ruled-out';

/** A Greek site: a language no phrasebook speaks. */
const text =
  'Είμαστε οικογενειακό εργαστήριο στη Νέα Σμύρνη από το 2011. Επισκευάζουμε ρολόγια χειρός και τοίχου. ' +
  'Αλλαγή μπαταρίας ρολογιού 8 €. Σέρβις μηχανικού ρολογιού 60 €. Αλλαγή λουριού 15 €. Δεν επισκευάζουμε κινητά τηλέφωνα.';
const site: SiteContent = {
  url: 'https://rologia.example/',
  pages: ['https://rologia.example/'],
  businessName: 'Ρολογάδικο Σμύρνης',
  title: 'Ρολογάδικο Σμύρνης | Επισκευή ρολογιών στη Νέα Σμύρνη',
  description: 'Επισκευή ρολογιών στη Νέα Σμύρνη από το 2011.',
  headings: ['Επισκευή ρολογιών', 'Αλλαγή μπαταρίας ρολογιού', 'Σέρβις μηχανικού ρολογιού', 'Αλλαγή λουριού'],
  services: ['Αλλαγή μπαταρίας ρολογιού', 'Σέρβις μηχανικού ρολογιού', 'Αλλαγή λουριού'],
  places: ['Νέα Σμύρνη'],
  prices: [
    { item: 'Αλλαγή μπαταρίας ρολογιού', amount: 8, currency: 'EUR', text: '8 €' },
    { item: 'Σέρβις μηχανικού ρολογιού', amount: 60, currency: 'EUR', text: '60 €' },
    { item: 'Αλλαγή λουριού', amount: 15, currency: 'EUR', text: '15 €' },
  ],
  callsToAction: [],
  contact: { phones: [], emails: [], address: 'Ομήρου 12, Νέα Σμύρνη 171 21' },
  schemaTypes: [],
  text,
  language: 'el',
  country: 'GR',
  currency: 'EUR',
};
const brief: BusinessBrief = { businessName: 'Ρολογάδικο Σμύρνης', websiteUrl: site.url, monthlyBudget: 400, site };

describe('a site in a language no phrasebook speaks', () => {
  it('has no phrasebook words of ours: no calls to action, no "near me"', () => {
    for (const language of ['el', 'tr', 'hu', 'ko']) expect(phrasebookFor(language, null)).toBe(SITE_WORDS_ONLY);
    expect(phrasebookFor('de', 'DE')).not.toBe(SITE_WORDS_ONLY);
    expect(phrasebookFor(null, null)).not.toBe(SITE_WORDS_ONLY);
  });

  it('is planned from the site’s own words, in its language, never in English', () => {
    const plan = planBusinessOffline(brief);
    expect(plan.campaigns.length).toBeGreaterThan(0);
    const siteWords = new Set(`${site.title} ${site.description} ${site.headings.join(' ')} ${site.services.join(' ')} ${text} ${site.businessName}`.toLowerCase().split(/[^\p{L}\p{N}€]+/u));
    for (const campaign of plan.campaigns) {
      for (const group of campaign.adGroups) {
        for (const ad of group.ads) {
          for (const line of [...ad.headlines, ...ad.descriptions]) {
            // Every word of every line is one the site writes (the only joins are a price after its item and punctuation).
            for (const word of line.toLowerCase().split(/[^\p{L}\p{N}€]+/u).filter(Boolean)) expect(siteWords.has(word), `${word} in "${line}"`).toBe(true);
          }
        }
        for (const keyword of group.keywords) expect(keyword.text).not.toMatch(/\b(near me|price|the|in)\b/i);
      }
    }
  });

  it('gives five variants of more than three of the site’s lines that differ (at most 70% shared), and plans no ad group the site’s words cannot fill', () => {
    const plan = planBusinessOffline(brief);
    for (const group of plan.campaigns.flatMap((campaign) => campaign.adGroups)) {
      expect(group.ads).toHaveLength(5);
      expect(new Set(group.ads.flatMap((ad) => ad.headlines)).size).toBeGreaterThanOrEqual(7);
      for (const [index, ad] of group.ads.entries()) {
        expect(ad.headlines.length).toBeGreaterThanOrEqual(4);
        for (const other of group.ads.slice(index + 1)) {
          const shared = ad.headlines.filter((line) => other.headlines.includes(line)).length;
          expect(shared / Math.min(ad.headlines.length, other.headlines.length)).toBeLessThanOrEqual(0.7);
        }
      }
    }
    // Services whose words cannot fill five differing variants make no ad group of their own: fewer ad groups, still in Greek.
    const thin: SiteContent = { ...site, services: [...site.services, 'Καθαρισμός'], prices: site.prices.slice(0, 1) };
    const small = planBusinessOffline({ ...brief, site: thin });
    const groups = small.campaigns.flatMap((campaign) => campaign.adGroups);
    expect(groups.length).toBeGreaterThan(0);
    const lines = groups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions]));
    expect(lines.join(' ')).not.toMatch(/\b(the|book|call|contact|near|today|now)\b/i);
  });

  it('reads Greek, Korean, Hungarian and Turkish text without a lang attribute', () => {
    expect(guessLanguage(text)).toBe('el');
    expect(guessLanguage('홍대 프로필 사진 스튜디오입니다. 기본 촬영과 보정 사진을 드립니다. 야외 촬영은 하지 않습니다.')).toBe('ko');
    expect(guessLanguage('Családi vállalkozásként 2005 óta dolgozunk, és egy órán belül ott vagyunk. Az ajtót roncsolás nélkül nyitjuk, hogy ne legyen kár.')).toBe('hu');
    expect(guessLanguage('Halılarınızı kendi fabrikamızda yıkıyoruz. Tüm halılar için ücretsiz servis, el dokuma halılar için özel şampuan ile yıkama veya kuru temizlik.')).toBe('tr');
    expect(guessLanguage('We repair bikes and wheels for commuters in our workshop, with the parts you need.')).toBe('en');
  });
});

describe('finishing a site-words-only plan keeps variants apart', () => {
  it('a variant that loses a line to grounding gains none that brings two variants over 70% alike', () => {
    // Seven lines of the site, four to a variant (windows one apart: 3 of 5 shared, 60%), and a fifth line each with a price
    // the site does not publish, which grounding drops: 3 of 4 shared (75%) unless finishing separates them again.
    const lines = ['Αλλαγή μπαταρίας ρολογιού', 'Σέρβις μηχανικού ρολογιού', 'Αλλαγή λουριού', 'Ρολογάδικο Σμύρνης', 'Νέα Σμύρνη', 'Επισκευή ρολογιών', 'Αλλαγή λουριού 15 €'];
    const ads = [0, 1, 2, 3, 4].map((variant) => ({
      headlines: [...[0, 1, 2, 3].map((offset) => lines[(variant + offset) % lines.length]), `Αλλαγή λουριού ${20 + variant} €`],
      descriptions: ['Επισκευή ρολογιών στη Νέα Σμύρνη από το 2011.', 'Αλλαγή μπαταρίας ρολογιού 8 €.'],
      path1: null,
      path2: null,
      finalUrl: site.url,
      reasoning: { strategy: 's', hypothesis: 'h', differentiator: 'd' },
    }));
    const keywords = ['αλλαγή μπαταρίας ρολογιού', 'μπαταρία ρολογιού', 'αλλαγή μπαταρίας', 'μπαταρία ρολογιού νέα σμύρνη', 'αλλαγή μπαταρίας νέα σμύρνη'].map((text) => ({ text, matchType: 'PHRASE' as const, bid: 1 }));
    const draft = {
      strategy: 's',
      siteReadable: true,
      campaigns: ['Αλλαγή μπαταρίας ρολογιού', 'Ρολογάδικο Σμύρνης'].map((name, index) => ({
        name,
        description: 'd',
        theme: 't',
        monthlyBudget: 200,
        adGroups: [{ name, theme: 't', keywords: keywords.map((keyword) => ({ ...keyword, text: index === 0 ? keyword.text : `${keyword.text} σμύρνης` })), ads }],
      })),
    };
    const plan = finishPlan(draft, brief, gatherFacts(brief));
    const groups = plan.campaigns.flatMap((campaign) => campaign.adGroups);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.ads).toHaveLength(5);
      for (const [index, ad] of group.ads.entries()) {
        expect(ad.headlines.join(' ')).not.toMatch(/2\d €/);
        for (const other of group.ads.slice(0, index)) expect(sharedHeadlineShare(other.headlines, ad.headlines), `${other.headlines.join(' | ')} / ${ad.headlines.join(' | ')}`).toBeLessThanOrEqual(0.7);
      }
    }
  });
});

describe('negatives from a site in a language of the table', () => {
  it('a negated word of the business’s own service names is never a negative', () => {
    // Romanian: "we do not do service (…) nor screens": "service" names the shop's own offer, the screens do not.
    const ro: SiteContent = { ...site, language: 'ro', country: 'RO', services: ['Service biciclete', 'Închiriere biciclete'], text: 'Nu facem service la trotinete și nici ecrane de telefon.' };
    const roBrief: BusinessBrief = { ...brief, site: ro };
    const facts = gatherFacts(roBrief);
    const excluded = ruledOut(ro.text, [], { asSearched: true, language: 'ro' });
    expect(excluded).toEqual(expect.arrayContaining(['service la trotinete', 'ecrane de telefon']));
    const negatives = negativeKeywordsFor(roBrief, facts, [...excluded, 'service']);
    expect(negatives).toEqual(expect.arrayContaining(['service la trotinete', 'ecrane de telefon']));
    expect(negatives).not.toContain('service');
  });

  it('nor the same word in another case: a chimney sweep asked "Do you build chimneys? No." keeps its chimneys', () => {
    const et: SiteContent = { ...site, language: 'et', country: 'EE', services: ['Korstna ja lõõride pühkimine'], text: 'Kas te ehitate ka korstnaid? Ei. Gaasiseadmetega me ei tegele.' };
    const etBrief: BusinessBrief = { ...brief, site: et };
    const excluded = ruledOut(et.text, [], { asSearched: true, language: 'et' });
    expect(excluded).toEqual(expect.arrayContaining(['korstnad', 'gaasiseadmed']));
    const negatives = negativeKeywordsFor(etBrief, gatherFacts(etBrief), excluded);
    expect(negatives).toContain('gaasiseadmed');
    expect(negatives).not.toContain('korstnad');
  });
});

/** A small site in a language no phrasebook speaks: its services, each with a price, and a sentence of its own. */
function smallSite(language: string, country: string, currency: string, name: string, services: [string, string, number][], sentence: string): BusinessBrief {
  const text = `${sentence} ${services.map(([service, price]) => `${service} ${price}.`).join(' ')}`;
  const small: SiteContent = {
    ...site,
    url: 'https://site.example/',
    pages: ['https://site.example/'],
    businessName: name,
    title: name,
    description: sentence,
    headings: services.map(([service]) => service),
    services: services.map(([service]) => service),
    places: [],
    prices: services.map(([service, price, amount]) => ({ item: service, amount, currency, text: price })),
    contact: { phones: [], emails: [], address: null },
    text,
    language,
    country,
    currency,
  };
  return { businessName: name, websiteUrl: small.url, monthlyBudget: 400, site: small };
}

describe('generic negatives in the languages no phrasebook speaks', () => {
  const english = /\b(jobs?|careers?|salary|vacancies|free|course|training|how to|diy|yourself)\b/i;

  it.each([
    ['el', 'GR', smallSite('el', 'GR', 'EUR', 'Ρολογάδικο Σμύρνης', [['Αλλαγή μπαταρίας ρολογιού', '8 €', 8], ['Σέρβις μηχανικού ρολογιού', '60 €', 60]], 'Επισκευάζουμε ρολόγια χειρός και τοίχου στη Νέα Σμύρνη.'), ['εργασία', 'δωρεάν', 'μαθήματα']],
    ['tr', 'TR', smallSite('tr', 'TR', 'TRY', 'Bornova Halı Yıkama', [['Halı yıkama', '45 TL', 45], ['Kilim yıkama', '60 TL', 60], ['Yün halı yıkama', '70 TL', 70]], 'Halılarınızı Bornova’daki kendi fabrikamızda özel şampuan ile yıkıyoruz. El dokuma halılar için kuru temizlik yapıyoruz.'), ['iş ilanı', 'ücretsiz', 'kurs']],
    ['vi', 'VN', smallSite('vi', 'VN', 'VND', 'Tiệm Sửa Xe Đạp Minh', [['Thay xích xe đạp', '350.000đ', 350000], ['Bảo dưỡng xe đạp', '200.000đ', 200000], ['Vá lốp xe đạp', '50.000đ', 50000]], 'Chúng tôi sửa chữa và bảo dưỡng mọi loại xe đạp ở quận 3. Tiệm mở cửa từ thứ hai đến thứ bảy, sửa xe lấy ngay trong ngày.'), ['tuyển dụng', 'miễn phí', 'khóa học']],
    ['ja', 'JP', smallSite('ja', 'JP', 'JPY', '中京サイクル', [['パンク修理', '1,100円', 1100], ['ブレーキ調整', '2,200円', 2200]], '京都市中京区の自転車修理店です。'), ['求人', '無料', 'やり方']],
  ])('%s: its own words for jobs, free and courses, and none in English', (_language, _country, brief, expected) => {
    const negatives = planBusinessOffline(brief).negativeKeywords ?? [];
    for (const word of expected) expect(negatives).toContain(word);
    for (const negative of negatives) expect(negative).not.toMatch(english);
  });

  it('a school keeps "course" off its negatives, and a site that gives something free keeps "free" off', () => {
    const school = smallSite('tr', 'TR', 'TRY', 'Bornova Sürücü Kursu', [['B sınıfı sürücü kursu', '9.000 TL', 9000], ['Motosiklet sürücü kursu', '7.000 TL', 7000]], 'Bornova’da ehliyet için sürücü kursu.');
    const negatives = planBusinessOffline(school).negativeKeywords ?? [];
    expect(negatives).toContain('iş ilanı');
    expect(negatives).not.toContain('kurs');
    const free = smallSite('el', 'GR', 'EUR', 'Ρολογάδικο Σμύρνης', [['Αλλαγή μπαταρίας ρολογιού', '8 €', 8], ['Σέρβις μηχανικού ρολογιού', '60 €', 60]], 'Δωρεάν έλεγχος για κάθε ρολόι.');
    expect(planBusinessOffline(free).negativeKeywords).not.toContain('δωρεάν');
  });
});

it('a price grouped in thousands is money, not a phone number; a phone number still is one', () => {
  expect(hasPhoneNumber('Bảo dưỡng xe đạp 1.200.000 ₫')).toBe(false);
  expect(hasPhoneNumber('Servis lengkap Rp 1.250.000')).toBe(false);
  expect(hasPhoneNumber('Gọi 028 1234 5678')).toBe(true);
});

describe('a Japanese site whose menu is a definition list', () => {
  const url = 'https://komorebi.example.jp/';
  const html =
    '<html lang="ja"><head><title>美容室こもれび｜大阪・中崎町のヘアサロン</title><meta name="description" content="大阪市北区中崎町の美容室こもれび。マンツーマン施術の完全予約制サロンです。">' +
    '<script type="application/ld+json">{"@type":"HairSalon","name":"美容室こもれび","address":{"@type":"PostalAddress","postalCode":"530-0016","addressRegion":"大阪府","addressLocality":"大阪市北区","streetAddress":"中崎1-2-3"}}</script></head><body>' +
    '<h1>中崎町の小さな美容室</h1><p>美容室こもれびは、大阪・中崎町の古い長屋を改装した小さなヘアサロンです。同じスタイリストが最後まで担当するマンツーマン施術です。</p>' +
    '<p>髪と頭皮にやさしいオーガニックカラーを使用し、くせ毛のお悩みにも丁寧にお応えします。</p>' +
    '<h3>梅雨前の縮毛矯正、いつがベスト？</h3>' +
    '<h2>メニュー・料金</h2><dl><dt>カット（シャンプー・ブロー込み）</dt><dd>¥4,400</dd><dt>リタッチカラー（根元のみ）</dt><dd>5,500円</dd><dt>縮毛矯正（カット込み）</dt><dd>16,500円〜</dd><dt>ヘッドスパ（30分）</dt><dd>3,300円</dd></dl></body></html>';
  const japanese = siteOfPage(html, url, 'ja', 'JP', 'JPY');

  it('reads its services and prices, and is planned in its own words: two campaigns or more, no English', () => {
    expect(japanese.services).toEqual(['カット', 'リタッチカラー', '縮毛矯正', 'ヘッドスパ']);
    const plan = planBusinessOffline({ businessName: '美容室こもれび', websiteUrl: url, monthlyBudget: 350, site: japanese });
    expect(plan.campaigns.length).toBeGreaterThanOrEqual(2);
    const lines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => [...group.keywords.map((keyword) => keyword.text), ...group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])]));
    expect(lines.join(' ')).not.toMatch(/\b(near|you|book|call|serving|visit|today|contact|in)\b/i);
    expect(lines).toContain('カット ¥4,400');
    // A question ("…、いつがベスト？", a blog post's title) is no ad line, in full-width punctuation too.
    expect(lines.filter((line) => /[?？]/.test(line))).toEqual([]);
    for (const ad of plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads))) expect(ad.descriptions.length).toBeGreaterThanOrEqual(2);
    expect(plan.targeting?.locations[0]).toMatchObject({ kind: 'proximity', countryCode: 'JP' });
  });
});
