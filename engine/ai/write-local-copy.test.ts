import { describe, expect, it } from 'vitest';
import type { BusinessBrief, SiteContent } from '../../schema/ai-plan';
import { SURCHARGE } from './business-facts';
import { joinItems } from './fit-text';
import { planBusinessOffline } from './offline-strategist';
import { briefOfSite } from './plan-factory';

/** A site in a language no phrasebook speaks, with three services and a town. */
function briefOf(site: Partial<SiteContent>): BusinessBrief {
  return briefOfSite(site, { monthlyBudget: 400 });
}

const arabic = briefOf({
  url: 'https://laundry-jeddah.example/',
  businessName: 'مغسلة الندى',
  title: 'مغسلة الندى | غسيل وكي الملابس في جدة',
  description: 'مغسلة ملابس في حي الروضة بجدة. نستلم الملابس من المنزل ونعيدها خلال يومين.',
  headings: ['غسيل وكي الملابس في جدة', 'غسيل الملابس', 'كي الملابس', 'تنظيف السجاد'],
  services: ['غسيل الملابس', 'كي الملابس', 'تنظيف السجاد'],
  places: ['جدة'],
  contact: { phones: [], emails: [], address: 'شارع الأمير سلطان، حي الروضة، جدة' },
  text: 'نغسل الملابس بعناية ونكويها باليد في مغسلتنا بحي الروضة. نستلم الملابس من المنزل ونعيدها خلال يومين. نقدم غسيل الملابس وكي الملابس وتنظيف السجاد لأهل جدة.',
  language: 'ar',
  country: 'SA',
  currency: null,
});

const finnish = briefOf({
  url: 'https://ikkunapesu.example/',
  businessName: 'Kirkas Ikkuna',
  title: 'Kirkas Ikkuna | Ikkunanpesu Oulussa',
  description: 'Ikkunanpesu, parvekelasien pesu ja kattoremonttien jälkisiivous Oulussa ja Kempeleessä.',
  headings: ['Ikkunanpesu Oulussa', 'Ikkunanpesu', 'Parvekelasien pesu', 'Jälkisiivous'],
  services: ['Ikkunanpesu', 'Parvekelasien pesu', 'Jälkisiivous'],
  places: ['Oulu', 'Kempele'],
  contact: { phones: [], emails: [], address: 'Isokatu 12, 90100 Oulu' },
  text: 'Pesemme ikkunat sisältä ja ulkoa. Parvekelasien pesu sopii kerrostaloihin. Jälkisiivous tehdään remontin jälkeen. Palvelemme Oulussa ja Kempeleessä ympäri vuoden.',
  language: 'fi',
  country: 'FI',
  currency: null,
});

function lines(brief: BusinessBrief): string[] {
  return planBusinessOffline(brief).campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
}

describe('lists our code joins are written with the language’s own comma', () => {
  it('joins Arabic, Persian and Urdu with "،", Chinese and Japanese with "、", others with ", "', () => {
    expect(joinItems(['غسيل الملابس', 'كي الملابس', 'تنظيف السجاد'], 'ar')).toBe('غسيل الملابس، كي الملابس، تنظيف السجاد');
    expect(joinItems(['تعویض روغن', 'تعمیر ترمز'], 'fa')).toBe('تعویض روغن، تعمیر ترمز');
    expect(joinItems(['カット', 'カラー'], 'ja')).toBe('カット、カラー');
    expect(joinItems(['Cắt tóc', 'gội đầu'], 'vi')).toBe('Cắt tóc, gội đầu');
    expect(joinItems(['غسيل', 'كي'])).toBe('غسيل، كي');
  });

  it('an Arabic plan lists its services with "،", and no plan puts a space before a comma', () => {
    const arabicLines = lines(arabic);
    expect(arabicLines.some((line) => line.includes('، '))).toBe(true);
    for (const line of [...arabicLines, ...lines(finnish)]) {
      expect(line, line).not.toMatch(/\s[,،]/u);
    }
    // The site writes no Latin comma between Arabic words, so no line may.
    expect(arabicLines.filter((line) => /\p{Script=Arabic},/u.test(line))).toEqual([]);
  });
});

describe('a surcharge note is no line of an ad', () => {
  it('is left out of headlines and descriptions, in any language', () => {
    for (const note of ['※ロングヘア（肩下20cm以上）の方は、カラーに＋1,100円いただきます。', 'Aufpreis für langes Haar 10 €.', 'Long hair +$10 on all colour services.', 'Phụ thu 50.000đ cho tóc dài.', 'Elk lid betaalt daarnaast de jaarlijkse vergunning van Judo Vlaanderen (42 € per jaar).'])
      expect(SURCHARGE.test(note), note).toBe(true);
    for (const line of ['Cut and blow-dry from $45.', 'カット＋オーガニックカラー', 'Haarschnitt ab 35 €.', 'You pay when the job is done.']) expect(SURCHARGE.test(line), line).toBe(false);
    const brief = briefOfSite(
      {
        businessName: 'Sala Hoa Mai',
        title: 'Sala Hoa Mai | Cắt tóc tại Đà Nẵng',
        headings: ['Cắt tóc', 'Nhuộm tóc', 'Uốn tóc'],
        services: ['Cắt tóc', 'Nhuộm tóc', 'Uốn tóc'],
        places: ['Đà Nẵng'],
        description: 'Salon tóc tại trung tâm Đà Nẵng: cắt tóc, nhuộm tóc và uốn tóc cho nam và nữ.',
        text: 'Cắt tóc nam nữ tại trung tâm Đà Nẵng. Nhuộm tóc bằng thuốc nhuộm hữu cơ an toàn cho da đầu. Phụ thu 50.000đ cho tóc dài. Uốn tóc lạnh và uốn nóng theo yêu cầu của khách. Salon mở cửa mỗi ngày trong tuần từ sáng đến tối. Thợ cắt tóc của chúng tôi có hơn mười năm kinh nghiệm. Gội đầu thư giãn miễn phí khi cắt tóc tại salon.',
        language: 'vi',
        country: 'VN',
      },
      { monthlyBudget: 400 },
    );
    expect(lines(brief).filter((line) => /phụ thu/i.test(line))).toEqual([]);
  });
});

describe('a tax note, a fee or what the business is not is no line of an ad', () => {
  it('leaves "Nejsem plátce DPH", "Storno poplatek" and "Všechny ceny jsou včetně DPH" out of a Czech plan', async () => {
    const czech = briefOf({
      url: 'https://terapie.example/',
      businessName: 'Terapie Novák',
      title: 'Terapie Novák | Psychoterapie Brno',
      description: 'Individuální psychoterapie pro dospělé v Brně.',
      headings: ['Psychoterapie Brno', 'Individuální sezení', 'Úvodní konzultace', 'Ceník'],
      services: ['Individuální sezení', 'Úvodní konzultace'],
      places: ['Brno'],
      contact: { phones: [], emails: [], address: 'Údolní 12, 602 00 Brno' },
      text: 'Pracuji s dospělými klienty v klidné pracovně v centru Brna. Individuální sezení trvá 50 minut. Nejsem plátce DPH. Storno poplatek: při zrušení méně než 24 hodin předem. Všechny ceny jsou včetně DPH.',
      language: 'cs',
      country: 'CZ',
      currency: null,
    });
    const plan = await planBusinessOffline(czech);
    const lines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /DPH|Storno|poplatek|Nejsem/i.test(line))).toEqual([]);
  });
});

describe("a FAQ's question is no line of an ad", () => {
  it('leaves every sentence of a question line out ("O meu filho tem 5 anos. Pode fazer uma aula?")', async () => {
    const school = briefOf({
      url: 'https://surf.example/',
      businessName: 'Escola de Surf Onda',
      title: 'Escola de Surf Onda | Aulas de surf na Ericeira',
      description: 'Aulas de surf para adultos e crianças a partir dos 8 anos na Ericeira.',
      headings: ['Aulas de surf', 'Aluguer de pranchas', 'Perguntas frequentes'],
      services: ['Aulas de surf', 'Aluguer de pranchas'],
      places: ['Ericeira'],
      contact: { phones: [], emails: [], address: 'Rua do Mar 14, 2655-370 Ericeira' },
      text: 'As nossas aulas de surf acontecem na Praia do Sul com monitores certificados.\nO meu filho tem 5 anos. Pode fazer uma aula?\nAs aulas de grupo começam aos 8 anos de idade.',
      language: 'pt',
      country: 'PT',
      currency: null,
    });
    const plan = await planBusinessOffline(school);
    const lines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /filho|5 anos/i.test(line))).toEqual([]);
  });
});

describe('what a site lists under "what we don’t do" and its worked examples are no lines of an ad', () => {
  it('leaves a rule-out section’s labels, a deposit and a worked example out of a Swiss German plan', () => {
    const brief = briefOfSite(
      {
        businessName: 'Zügelteam Limmat',
        title: 'Zügelteam Limmat | Umzüge in Zürich',
        headings: ['Privatumzüge', 'Büroumzüge', 'Was wir nicht machen'],
        services: ['Privatumzüge', 'Büroumzüge'],
        places: ['Zürich'],
        description: 'Privatumzüge und Büroumzüge in Zürich und Umgebung, mit eigenem Lastwagen.',
        text: [
          'Wir zügeln Wohnungen und Büros in Zürich und Umgebung, mit eigenem Lastwagen und geschultem Team.',
          'Für Aufträge ab CHF 1500 verlangen wir eine Anzahlung von 30 % bei Auftragsbestätigung.',
          'Beispiel: eine 3-Zimmer-Wohnung mit vier Personen kostet ca. CHF 1485.',
          'Was wir nicht machen',
          'Sonntage und Feiertage: Für Lastwagen gilt in der Schweiz das Sonntagsfahrverbot.',
          'Klaviere und Tresore: Dafür braucht es Spezialwerkzeug. Wir empfehlen Ihnen unsere Kollegen.',
        ].join('\n'),
        language: 'de',
        country: 'CH',
      },
      { monthlyBudget: 400 },
    );
    expect(lines(brief).filter((line) => /sonntag|feiertag|anzahlung|beispiel|klavier|tresor/i.test(line))).toEqual([]);
  });
});

describe('the trade an owner types', () => {
  it('a trade of two things is searched by the first: "Servis električnih trotineta i e-bicikala" gives a campaign of "servis električnih trotineta"', () => {
    const brief = briefOfSite(
      {
        url: 'https://voltaza.example/',
        businessName: 'Voltaža servis',
        title: 'Voltaža servis | Beograd',
        headings: ['Usluge', 'Električni trotineti', 'E-bicikli'],
        services: ['Električni trotineti', 'E-bicikli'],
        places: ['Beograd'],
        contact: { phones: [], emails: [], address: 'Južni bulevar 112, 11000 Beograd' },
        text: 'Servis i popravka električnih trotineta i e-bicikala u Beogradu. Zamena guma, kočnica i kontrolera. Popravka baterija.',
        language: 'sr',
        country: 'RS',
        currency: 'RSD',
      },
      { monthlyBudget: 250, industry: 'Servis električnih trotineta i e-bicikala' },
    );
    const plan = planBusinessOffline(brief);
    const keywords = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.keywords.map((keyword) => keyword.text)));
    expect(plan.campaigns.length).toBeGreaterThanOrEqual(2);
    expect(keywords).toContain('servis električnih trotineta beograd');
    expect(keywords.some((keyword) => keyword.includes('e-bicikala'))).toBe(false);
  });
});
