import { describe, expect, it } from 'vitest';
import { guessLanguage } from './detect-language';
import { addressInText, countryOfDomain, currencyOfCountry, detectCountry, dollarOf, labelledAddressIn, localityOf, parseLang, townOfAddress } from './site-locale';

describe('street addresses in running text, in many countries’ formats', () => {
  it.each([
    ['Open Tuesday to Saturday, 9:00–18:00. 112 Thomas Street, Dublin 8, D08 XY12, Ireland. Tel 01 555 0199', '112 Thomas Street, Dublin 8, D08 XY12, Ireland', 'Dublin', 'IE'],
    ['Bookings by text only. Based at 14 Gympie Road, Kedron QLD 4031.', '14 Gympie Road, Kedron QLD 4031', 'Kedron', 'AU'],
    ['Find us at 18 Atholl Road, Pitlochry, Perthshire PH16 5BX, Scotland', '18 Atholl Road, Pitlochry, Perthshire PH16 5BX, Scotland', 'Pitlochry', 'GB'],
    ['Atelier: 5120, rue Masson, Montréal (Québec) H1Y 1Y5', '5120, rue Masson, Montréal (Québec) H1Y 1Y5', 'Montréal', 'CA'],
    ['Visit 1021 N High St, Columbus, OH 43201 today', '1021 N High St, Columbus, OH 43201', 'Columbus', 'US'],
    ['Boutique : 42 rue Notre-Dame, 33000 Bordeaux', '42 rue Notre-Dame, 33000 Bordeaux', 'Bordeaux', null],
    // No house number, but names down to a lettered postcode: a pier is an address too.
    ['All trips depart from Portree pier, Isle of Skye, IV51 9DD. Sailings are weather dependent.', 'Portree pier, Isle of Skye, IV51 9DD', null, 'GB'],
  ])('%s', (text, address, town, country) => {
    // Hong Kong writes no postcode: the street, its number, the building, the floor and the room.
    expect(addressInText('聯絡我們\n九龍太子荔枝角道 118 號 好運商業大廈 9 樓 902 室\n港鐵太子站 B2 出口')).toBe('九龍太子荔枝角道 118 號 好運商業大廈 9 樓 902 室');
    expect(addressInText('台北市大安區復興南路一段 100 號')).toBe('台北市大安區復興南路一段 100 號');
    // A floor in Roman numerals; a street with no number before its postcode.
    expect(addressInText('Köis Cowork\nVabriku 14, III korrus (sissepääs hoovist)\n10412 Tallinn, Kalamaja')).toBe('Vabriku 14, III korrus (sissepääs hoovist), 10412 Tallinn');
    expect(addressInText('Pinhal Practice Centre\nRua do Pinhal Velho\n8125-507 Vilamoura (Quarteira, Loulé)')).toBe('Rua do Pinhal Velho, 8125-507 Vilamoura');
    // A Dutch postcode, and a house number with a letter after a dash.
    expect(addressInText('Spoke & Canal Bike Tours\nVinkenstraat 42-H, 1013 JV Amsterdam\n(Haarlemmerbuurt)')).toBe('Vinkenstraat 42-H, 1013 JV Amsterdam');
    expect(addressInText('오시는 길\n구남로 30, 5층 (우동) – 해운대역 5번 출구에서 도보 3분')).toBe('구남로 30, 5층 (우동)');
    expect(addressInText(text)).toBe(address);
    if (town) expect(localityOf(address)).toBe(town);
    if (country) expect(detectCountry({ url: 'https://example.com/', lang: null, addressCountries: [], address, phones: [], currencyCodes: [], textLanguage: null })).toBe(country);
  });

  it('reads a footer address on two lines, a hyphened town whole, and a floor or unit after the number', () => {
    expect(addressInText('Camping Le Pré\n1250 route de Montignac\n24290 Saint-Léon-sur-Vézère\nTél. 05 53 50 74 18')).toBe('1250 route de Montignac, 24290 Saint-Léon-sur-Vézère');
    expect(localityOf('1250 route de Montignac, 24290 Saint-Léon-sur-Vézère')).toBe('Saint-Léon-sur-Vézère');
    expect(addressInText('Segelschule Förde Kiel GmbH\nDüsternbrooker Weg 134\n24105 Kiel\nSchulungsraum im 1. OG')).toBe('Düsternbrooker Weg 134, 24105 Kiel');
    expect(addressInText('Calle San Jacinto 15, local 2\n41010 Sevilla')).toBe('Calle San Jacinto 15, local 2, 41010 Sevilla');
    expect(addressInText('Consulta: Calle Feria 12, 1.º B, 41003 Sevilla')).toBe('Calle Feria 12, 1.º B, 41003 Sevilla');
    // A line that is no street, above a postcode and a town, is none.
    expect(addressInText('Open 7 days\n12 years of service\n10115 Berlin')).toBeNull();
  });

  it('finds no address in text that has none', () => {
    expect(addressInText('We fix 3 bikes an hour. Open 9 to 5.')).toBeNull();
    expect(addressInText('Trusted since 2011 by 400 families.')).toBeNull();
  });
});

describe('the money and country of markets read since the fourth held-out round', () => {
  it('an e-mail’s domain tells the country before a national phone format that looks British', () => {
    expect(countryOfDomain('riaan@sselectrical.co.za')).toBe('ZA');
    expect(detectCountry({ url: 'http://127.0.0.1/', lang: 'en', addressCountries: [], address: null, phones: ['021 671 0934'], currencyCodes: [], textLanguage: 'en', emails: ['riaan@sselectrical.co.za'] })).toBe('ZA');
  });

  it('a bare "$" is the dollar of the site’s country: SGD in Singapore, MXN in Mexico; elsewhere USD', () => {
    expect(dollarOf([], 'SG')).toBe('SGD');
    expect(dollarOf([], 'MX')).toBe('MXN');
    expect(dollarOf([], 'BR')).toBe('USD');
    expect(dollarOf(['SGD'], null)).toBe('SGD');
  });

  it('tells Polish, and Brazilian Portuguese copy from Spanish', () => {
    expect(guessLanguage('Nie wykonujemy prac blacharskich. Naprawiamy samochody osobowe i dostawcze oraz serwis klimatyzacji dla klientów z Krakowa.')).toBe('pl');
    expect(guessLanguage('Pilates para gestantes | Agende seu horário ou ligue para nós. | Pilates para idosos | Conte o que você precisa')).toBe('pt');
  });

  it('knows Sweden and Japan from their addresses, phones and domains', () => {
    expect(localityOf('Hisingens Rör AB, Lundbyvägen 12, 417 27 Göteborg')).toBe('Göteborg');
    expect(localityOf('No. 214, 5th Cross, 1st Block, Koramangala, Bengaluru, Karnataka 560034')).toBe('Bengaluru');
    expect(localityOf('123 Tominokoji-dori, Nakagyo-ku, Kyoto 604-8152, Japan')).toBe('Kyoto');
    expect(detectCountry({ url: 'http://127.0.0.1/', lang: 'sv', addressCountries: [], address: null, phones: ['031-23 45 67'], currencyCodes: [], textLanguage: 'sv', emails: ['info@hisingensror.se'] })).toBe('SE');
    expect(detectCountry({ url: 'http://127.0.0.1/', lang: 'en', addressCountries: [], address: null, phones: ['+81 75-555-0123'], currencyCodes: [], textLanguage: 'en' })).toBe('JP');
    expect(countryOfDomain('hello@kyotohomekitchen.jp')).toBe('JP');
  });
});


describe('the country of markets no phrasebook speaks', () => {
  const country = (phones: string[], url = 'https://example.com/', textLanguage: string | null = null) => detectCountry({ url, lang: null, addressCountries: [], address: null, phones, currencyCodes: [], textLanguage });

  it.each([
    ['+40 721 123 456', 'RO'],
    ['+372 5123 4567', 'EE'],
    ['+421 902 123 456', 'SK'],
    ['+385 91 123 4567', 'HR'],
    ['+62 812 3456 7890', 'ID'],
    ['+84 28 1234 5678', 'VN'],
    ['+7 727 123 4567', 'KZ'],
    ['+7 495 123 45 67', 'RU'],
    ['+886 2 1234 5678', 'TW'],
    ['+852 2123 4567', 'HK'],
    ['+966 11 123 4567', 'SA'],
    ['+254 712 345 678', 'KE'],
    ['+358 40 123 4567', 'FI'],
    ['+353 1 234 5678', 'IE'],
  ])('%s is %s', (phone, code) => {
    expect(country([phone])).toBe(code);
  });

  it('a country domain with its second level tells the country', () => {
    expect(country([], 'https://suaxe.com.vn/')).toBe('VN');
    expect(country([], 'https://bengkel.co.id/')).toBe('ID');
    expect(country([], 'https://service.ro/')).toBe('RO');
  });

  it('a national number that looks British is British only on a page in English', () => {
    expect(country(['0721 123 456'], 'https://example.com/', 'ro')).toBe('RO');
    expect(country(['01632 960001'], 'https://example.com/', 'en')).toBe('GB');
  });

  it('the language’s home when nothing else tells, only where it has one', () => {
    expect(country([], 'https://example.com/', 'vi')).toBe('VN');
    expect(country([], 'https://example.com/', 'uk')).toBe('UA');
    expect(country([], 'https://example.com/', 'ar')).toBeNull();
    expect(country([], 'https://example.com/', 'ru')).toBeNull();
  });

  it('counts in the money of those countries', () => {
    expect(['RO', 'VN', 'ID', 'TW', 'SA', 'HR', 'EE', 'BG'].map(currencyOfCountry)).toEqual(['RON', 'VND', 'IDR', 'TWD', 'SAR', 'EUR', 'EUR', 'EUR']);
  });
});

describe('addresses by their label, and their town, in any country’s format', () => {
  it('reads a labelled address in several languages, only with a number and a second part', () => {
    expect(labelledAddressIn('Adres: Kıbrıs Şehitleri Cd. No:12, Alsancak, 35220 Konak/İzmir')).toBe('Kıbrıs Şehitleri Cd. No:12, Alsancak, 35220 Konak/İzmir');
    expect(labelledAddressIn('Osoite: Hämeenkatu 12, 33100 Tampere')).toBe('Hämeenkatu 12, 33100 Tampere');
    expect(labelledAddressIn('العنوان: طريق الخرج، حي المصانع، الرياض 14334')).toBe('طريق الخرج، حي المصانع، الرياض 14334');
    expect(labelledAddressIn('住所：〒530-0016 大阪府大阪市北区中崎1-2-3')).toBe('〒530-0016 大阪府大阪市北区中崎1-2-3');
    expect(labelledAddressIn('Adresa: pošljite nam e-mail')).toBeNull();
  });

  it('the town is the last part that is no postcode or country; a Japanese address’s city and ward', () => {
    expect(townOfAddress('123 Lê Thánh Tôn, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh')).toBe('TP. Hồ Chí Minh');
    expect(townOfAddress('Str. Fabricii 12, Cluj-Napoca 400632, Romania')).toBe('Cluj-Napoca');
    expect(townOfAddress('Kerkstraat 63, 1211 CM Hilversum')).toBe('Hilversum');
    expect(townOfAddress('九龍太子荔枝角道 118 號 好運商業大廈 9 樓 902 室')).toBe('九龍');
    expect(townOfAddress('구남로 30, 5층 (우동)')).toBe('우동');
    expect(townOfAddress('〒530-0016 大阪府大阪市北区中崎1-2-3')).toBe('大阪市北区');
    expect(townOfAddress('Somewhere in town')).toBeNull();
  });

  it('reads a Thai address unlabelled, its province as the town', () => {
    const pattaya = '99/12 ถนนสุขุมวิท ตำบลหนองปรือ อำเภอบางละมุง จังหวัดชลบุรี 20150';
    expect(addressInText(`ร้านเปิดทุกวัน ${pattaya} โทร 038-123-456`)).toBe(pattaya);
    expect(townOfAddress(pattaya)).toBe('ชลบุรี');
    const bangkok = '55 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร 10110';
    expect(addressInText(bangkok)).toBe(bangkok);
    expect(townOfAddress(bangkok)).toBe('กรุงเทพมหานคร');
    expect(addressInText('ราคา 250 บาท ต่อคืน รับ 3 ตัว')).toBeNull();
  });

  it('a place the site names that is one of the address’s parts is its town', () => {
    expect(localityOf('123 Lê Thánh Tôn, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh', ['Thành phố Hồ Chí Minh'])).toBe('Thành phố Hồ Chí Minh');
    expect(localityOf('Ngong Road, Kilimani, Nairobi', ['Westlands', 'Nairobi'])).toBe('Nairobi');
    expect(localityOf('Ngong Road, Kilimani, Nairobi', ['Thika'])).toBeNull();
  });
});

describe('parseLang', () => {
  it('reads BCP 47: a script between language and region, a numeric region, three-letter languages', () => {
    expect(parseLang('zh-Hant-TW')).toEqual({ language: 'zh', region: 'TW' });
    expect(parseLang('sr-Latn-RS')).toEqual({ language: 'sr', region: 'RS' });
    expect(parseLang('es-419')).toEqual({ language: 'es', region: null });
    expect(parseLang('fil-PH')).toEqual({ language: 'tl', region: 'PH' });
    expect(parseLang('haw')).toEqual({ language: null, region: null });
    expect(parseLang('en_GB')).toEqual({ language: 'en', region: 'GB' });
    expect(parseLang('de')).toEqual({ language: 'de', region: null });
  });
});

describe('a town of two words after its postcode', () => {
  it('keeps both words, not a label that follows', () => {
    const kl = addressInText('Kedai kami: 12, Jalan Telawi 3, Bangsar, 59100 Kuala Lumpur. Hubungi 03-2201 1234');
    expect(kl).toBe('12, Jalan Telawi 3, Bangsar, 59100 Kuala Lumpur');
    expect(localityOf(kl)).toBe('Kuala Lumpur');
    expect(addressInText('Rue de la Paix 3, 75002 Paris Tel 01 23 45 67 89')).toBe('Rue de la Paix 3, 75002 Paris');
  });
});

describe('a Chinese address, unlabelled', () => {
  it('reads postcode, city, district and road down to the number; the town is the city and district', () => {
    const shanghai = addressInText('店址：200030上海市徐汇区衡山路12号，欢迎光临');
    expect(shanghai).toBe('200030上海市徐汇区衡山路12号');
    expect(localityOf(shanghai)).toBe('上海市徐汇区');
    const kaohsiung = addressInText('門市 800高雄市新興區中山一路100號2樓');
    expect(kaohsiung).toBe('800高雄市新興區中山一路100號2樓');
    expect(localityOf(kaohsiung)).toBe('高雄市新興區');
    expect(addressInText('維修費用 1500元，保固 90天')).toBeNull();
  });
});

describe('an English site that only says where it is in its words', () => {
  const country = (text: string) => detectCountry({ url: 'https://ridgeline.example.com/', lang: 'en', addressCountries: [], address: null, phones: [], currencyCodes: [], textLanguage: 'en', text });
  it('a town and a US state, or the country named, is the United States', () => {
    expect(country('Ridgeline Coffee Roasters · Asheville, North Carolina · hello@ridgeline.example.com')).toBe('US');
    expect(country('Free U.S. shipping on orders over $50.')).toBe('US');
    expect(country('We ship to the lower 48.')).toBe('US');
    expect(country('Single-origin coffee, roasted to order.')).toBeNull();
  });
});

describe('an address never reaches back over a line', () => {
  it('the owner’s line above the street is no part of it', () => {
    expect(addressInText('Entrümpelung Krause\nInhaber Sven Krause\nTorgauer Straße 233, 04347 Leipzig\nTelefon: 0341 2468135')).toBe('Torgauer Straße 233, 04347 Leipzig');
  });
});

describe('an address that names its country', () => {
  it('outranks a builder’s language setting: a Bali yoga school’s site set to en-AU is in Indonesia; a US state is no country', () => {
    const signals = { url: 'https://example.com/', lang: 'en-AU', addressCountries: [], phones: ['+62 812 3788 4512'], currencyCodes: [], textLanguage: 'en' };
    expect(detectCountry({ ...signals, address: 'Jl. Bisma No. 27, Ubud, Gianyar, Bali 80571, Indonesia' })).toBe('ID');
    expect(detectCountry({ ...signals, lang: 'en-US', address: '120 Peachtree St, Atlanta, Georgia 30303' })).toBe('US');
    expect(detectCountry({ ...signals, address: '12 George St, Sydney NSW 2000' })).toBe('AU');
    // The postcode and the country with no comma between them, on a Squarespace site left at en-US.
    expect(detectCountry({ ...signals, lang: 'en-US', address: '118 City Road, Roath, Cardiff, CF24 3DQ United Kingdom' })).toBe('GB');
    expect(detectCountry({ ...signals, lang: 'en-US', address: '1 Main St, Newark, New Jersey 07102' })).toBe('US');
  });
});

