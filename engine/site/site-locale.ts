/**
 * Where a site's business is and what money it counts in, from the signals a page gives: its
 * `lang` attribute ("en-GB"), schema.org addressCountry, postcode and phone formats, the domain,
 * and shop settings (og:price:currency, Shopify.currency). Used for targeting and for prices.
 */

const TLD_COUNTRY: [RegExp, string][] = [
  [/\.(co\.uk|org\.uk|uk)$/, 'GB'],
  [/\.(com\.au|au)$/, 'AU'],
  [/\.(co\.nz|nz)$/, 'NZ'],
  [/\.ca$/, 'CA'],
  [/\.ie$/, 'IE'],
  [/\.de$/, 'DE'],
  [/\.at$/, 'AT'],
  [/\.ch$/, 'CH'],
  [/\.fr$/, 'FR'],
  [/\.be$/, 'BE'],
  [/\.es$/, 'ES'],
  [/\.it$/, 'IT'],
  [/\.nl$/, 'NL'],
  [/\.pt$/, 'PT'],
  [/\.(com\.br|br)$/, 'BR'],
  [/\.(com\.mx|mx)$/, 'MX'],
  [/\.(co\.za|za)$/, 'ZA'],
  [/\.(com\.sg|sg)$/, 'SG'],
  [/\.(com\.hk|hk)$/, 'HK'],
  [/\.(com\.pl|pl)$/, 'PL'],
  [/\.se$/, 'SE'],
  [/\.dk$/, 'DK'],
  [/\.no$/, 'NO'],
  [/\.fi$/, 'FI'],
  [/\.(co\.jp|jp)$/, 'JP'],
  // Country domains as they are written, with their second levels ("com.vn", "co.id", "com.my").
  ...Object.entries({
    ro: 'RO',
    ee: 'EE',
    sk: 'SK',
    si: 'SI',
    hr: 'HR',
    rs: 'RS',
    ba: 'BA',
    lt: 'LT',
    lv: 'LV',
    id: 'ID',
    my: 'MY',
    vn: 'VN',
    ph: 'PH',
    is: 'IS',
    al: 'AL',
    ua: 'UA',
    ru: 'RU',
    kz: 'KZ',
    bg: 'BG',
    gr: 'GR',
    tr: 'TR',
    hu: 'HU',
    cz: 'CZ',
    kr: 'KR',
    ae: 'AE',
    sa: 'SA',
    qa: 'QA',
    kw: 'KW',
    bh: 'BH',
    om: 'OM',
    eg: 'EG',
    ma: 'MA',
    il: 'IL',
    cn: 'CN',
    tw: 'TW',
    th: 'TH',
    ke: 'KE',
    ng: 'NG',
    gh: 'GH',
    tz: 'TZ',
    ug: 'UG',
    lk: 'LK',
    pk: 'PK',
    bd: 'BD',
    ir: 'IR',
    in: 'IN',
    mk: 'MK',
  }).map(([tld, country]): [RegExp, string] => [new RegExp(`\\.((com|co|net|org|ac|or|go)\\.)?${tld}$`), country]),
];

/** Britain's own national format ("01632 960 001", "07700 900 123"): only on a page in English, as half of Europe's numbers open so too. */
const BRITISH_LOCAL = /^0(1|2|3|7)\d{2,3}[\s-]?\d/;

const PHONE_COUNTRY: [RegExp, string][] = [
  [/^\+?44/, 'GB'],
  [/^\+?49/, 'DE'],
  [/^\+?33/, 'FR'],
  [/^\+?34/, 'ES'],
  [/^\+?39/, 'IT'],
  [/^\+?31/, 'NL'],
  [/^\+?351/, 'PT'],
  [/^\+?61/, 'AU'],
  [/^\+?353/, 'IE'],
  // Written with their "+" only: "27", "48", "55"… also open local numbers elsewhere.
  [/^\+27/, 'ZA'],
  [/^\+48/, 'PL'],
  [/^\+41/, 'CH'],
  [/^\+65/, 'SG'],
  [/^\+52/, 'MX'],
  [/^\+55/, 'BR'],
  [/^\+64/, 'NZ'],
  [/^\+852/, 'HK'],
  [/^\+46/, 'SE'],
  [/^\+45/, 'DK'],
  [/^\+47/, 'NO'],
  [/^\+358/, 'FI'],
  [/^\+81/, 'JP'],
  [/^\+30/, 'GR'],
  [/^\+90/, 'TR'],
  [/^\+36/, 'HU'],
  ...Object.entries({
    40: 'RO',
    372: 'EE',
    420: 'CZ',
    421: 'SK',
    386: 'SI',
    385: 'HR',
    381: 'RS',
    387: 'BA',
    389: 'MK',
    370: 'LT',
    371: 'LV',
    62: 'ID',
    60: 'MY',
    84: 'VN',
    63: 'PH',
    354: 'IS',
    355: 'AL',
    380: 'UA',
    // Kazakhstan shares Russia's +7, with its own 6 and 7 after it.
    '7[67]': 'KZ',
    7: 'RU',
    359: 'BG',
    82: 'KR',
    971: 'AE',
    966: 'SA',
    974: 'QA',
    965: 'KW',
    973: 'BH',
    968: 'OM',
    20: 'EG',
    212: 'MA',
    972: 'IL',
    86: 'CN',
    886: 'TW',
    66: 'TH',
    254: 'KE',
    234: 'NG',
    233: 'GH',
    255: 'TZ',
    256: 'UG',
    94: 'LK',
    92: 'PK',
    880: 'BD',
    98: 'IR',
    91: 'IN',
  })
    // Longest first: "+7 7…" is Kazakhstan before "+7" is Russia.
    .sort(([a], [b]) => b.length - a.length)
    .map(([code, country]): [RegExp, string] => [new RegExp(`^\\+${code}`), country]),
];

const ADDRESS_COUNTRY: [RegExp, string][] = [
  [/\b[A-Z][a-zA-Z.' -]+,\s*[A-Z]{2},?\s+\d{5}(-\d{4})?\b/, 'US'],
  [/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/, 'GB'],
  [/(?:^|,\s*)\d{4}\s?[A-Z]{2}\s+\p{Lu}\p{Ll}/u, 'NL'],
  [/\b\d{4}-\d{3}\b/, 'PT'],
  [/\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, 'CA'],
  [/\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}\b/, 'AU'],
  [/\b[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}\b/, 'IE'],
  // Japan: "Kyoto 604-8152". (Sweden's "417 27 Göteborg" is Czechia's, Slovakia's and Greece's form too: POSTCODE_OF_LANGUAGE.)
  [/\p{Lu}\p{Ll}+\s\d{3}-\d{4}\b.*\bJapan\b|-ku,\s*\p{Lu}\p{Ll}+\s\d{3}-\d{4}\b/u, 'JP'],
];

/** "417 27 Göteborg", "903 01 Senec", "110 00 Praha", "105 57 Αθήνα": one form, four countries, told by the language. */
const SPACED_POSTCODE = /(?<!\d)\d{3}\s\d{2}\s+\p{Lu}\p{Ll}/u;
const POSTCODE_OF_LANGUAGE: Record<string, string> = { sv: 'SE', cs: 'CZ', sk: 'SK', el: 'GR' };

/** Postcodes as countries write them, at the end of a street address. */
/** Postcodes with letters, which no number in running text looks like: UK, Irish Eircode, Canada. */
const POSTCODE_LETTERED = [String.raw`[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}`, String.raw`[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}`, String.raw`[A-Z]\d[A-Z]\s?\d[A-Z]\d`].join('|');
const POSTCODE = [
  String.raw`[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}`, // UK: PH16 5BX
  String.raw`[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}`, // Irish Eircode: D08 XY12
  String.raw`[A-Z]\d[A-Z]\s?\d[A-Z]\d`, // Canada: H1Y 1Y5
  String.raw`(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}`, // Australia: QLD 4031
  String.raw`[A-Z]{2}\s\d{5}(?:-\d{4})?`, // US: OH 43201
  // Europe: 33000 Bordeaux, 4150-570 Porto; and towns of two words ("50450 Kuala Lumpur", "10115 Berlin Mitte"), not a label after them.
  // Never across a line break: "… 8921 1400⏎Facebook" is a phone number and the next line.
  // A town's hyphened parts are the town's: "24290 Saint-Léon-sur-Vézère", not "Saint".
  String.raw`\d{4,5}(?:-\d{3})?[^\S\n]\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}*)*(?:[^\S\n](?!(?:Tel|Tél|Phone|Telefon|Fax|Email|Mob|Tlf|Puh|Tfn)\p{Ll}*\b)\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}*)*)?`,
  String.raw`\d{2}-\d{3}[^\S\n]\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}*)*`, // Poland: 03-841 Warszawa
  String.raw`\d{4}[^\S\n]?[A-Z]{2}[^\S\n]\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}*)*`, // Netherlands: 1013 JV Amsterdam
  String.raw`\d{3}\s\d{2}\s\p{Lu}\p{Ll}+`, // Sweden: 417 27 Göteborg
  String.raw`\p{Lu}\p{Ll}+\s\d{3}-\d{4}`, // Japan: Kyoto 604-8152
].join('|');
const STREET_ADDRESS = new RegExp(String.raw`(?<![\p{L}\d])\d{1,5}[A-Za-z]?,?[^\S\n]\p{L}[^.\n;]{2,80}?(?:${POSTCODE})(?:,\s*(?:Ireland|Scotland|England|Wales|Northern Ireland|United Kingdom|UK|Australia|Canada|USA|United States|Japan|Sweden|Sverige))?(?![\p{L}\d])`, 'u');

/**
 * A footer's address on two lines, the number first: "1250 route de Montignac⏎24290 Saint-Léon-sur-Vézère". The first line
 * must be a street by its word (English and French write the number first), or "12 years of service⏎10115 Berlin" would be one.
 */
const STREET_WORDS = String.raw`(?:rue|route|avenue|av\.|chemin|boulevard|bd|allée|impasse|place|quai|cours|street|st\.?|road|rd\.?|ave\.?|lane|ln\.?|drive|dr\.?|way|court|ct\.?|blvd\.?|parkway|highway|hwy\.?|terrace|close|crescent)`;
const TWO_LINE_ADDRESS = new RegExp(String.raw`(?<=^|\n)\d{1,5}[A-Za-z]?,?[^\S\n](?=[^\n]*(?<![\p{L}])${STREET_WORDS}(?![\p{L}]))\p{L}[^.\n;]{2,60}\n(?:${POSTCODE})(?![\p{L}\d])`, 'iu');

/** A floor, door or unit after the house number: "Calle San Jacinto 15, local 2", "Calle Feria 12, 1.º B", "Hauptstr. 5, 2. OG". */
const UNIT = String.raw`,?[^\S\n]*(?:(?:local|piso|planta|bajo|puerta|portal|esc\.|apt\.?|apartment|suite|unit|stock|étage|bte|bus|int\.|interno|scala|lok\.|lokal|m\.)[^\S\n]*[\p{L}\d.ºª°]{0,4}|\d{1,2}\.?[^\S\n]?[ºª°](?:[^\S\n]?(?:[A-Z]|andar|piso|planta|esq\.?|dto\.?|izq\.?|dcha\.?))?|\d{1,2}\.[^\S\n]?(?:OG|Stock|étage)|(?:[IVX]{1,4}|\d{1,2})\.?[^\S\n](?:korrus|kerros|krs|etasje|etg\.?|sal|piętro|p\.|patro|emelet|kat)(?:[^\S\n]\([^)\n]{1,40}\))?)`;

/** A street with no number, then its postcode: "Rua do Pinhal Velho, 8125-507 Vilamoura", "Estrada de Vale Navio⏎8200-392 Albufeira". */
const STREET_WITHOUT_NUMBER = new RegExp(String.raw`(?<![\p{L}\d])(?:Rua|Rue|Calle|Carrer|Via|Viale|Avenida|Avenue|Estrada|Travessa|Largo|Praça|Chemin|Route|Strada|Camino|Carretera)[^\S\n][\p{L}'’.-]+(?:[^\S\n][\p{L}'’.-]+){0,4}(?:,[^\S\n]*|[^\S\n]*\n)(?:${POSTCODE})(?![\p{L}\d])`, 'u');

/** The street's name before its number, as most of Europe writes it: "Lundbyvägen 12, 417 27 Göteborg", "Via del Pratello 41, 40122 Bologna". */
const STREET_FIRST = new RegExp(String.raw`(?<![\p{L}\d])\p{Lu}[\p{L}'’.-]+(?:[^\S\n][\p{L}'’.-]+){0,4}[^\S\n]\d{1,4}[A-Za-z]?(?:[/-](?:\d{1,4}|[A-Za-z]{1,2}(?![\p{L}])))?(?:${UNIT})?(?:,[^\S\n]*(?:Località|Localidad|Ortsteil|Lieu-dit|Frazione|Fraz\.|Loc\.)[^\S\n][\p{L}'’.-]+(?:[^\S\n][\p{L}'’.-]+){0,3})?(?:,\s*|[^\S\n]*\n|[^\S\n][·•|][^\S\n])(?:${POSTCODE})(?:\s\([A-Z]{2}\))?(?![\p{L}\d])`, 'u');

/**
 * No house number, but names down to a postcode only Britain, Ireland and Canada write ("Portree pier, Isle of
 * Skye, IV51 9DD"): a pier, a harbour or a farm is an address too.
 */
const PLACE_AND_POSTCODE = new RegExp(String.raw`(?<![\p{L}\d])\p{Lu}[\p{L}'’-]+(?:\s[\p{L}'’-]+){0,3}(?:,\s\p{Lu}[\p{L}'’-]+(?:\s[\p{L}'’-]+){0,3}){1,2},?\s(?:${POSTCODE_LETTERED})(?![\p{L}\d])`, 'u');

/**
 * An address the page labels as one, in a format none of the patterns above knows: "Địa chỉ: 123 Lê Thánh Tôn,
 * Quận 1, TP. Hồ Chí Minh", "Adres: …", "Adresa: …", "Osoite: …", "العنوان: …", "住所：〒530-0016 大阪府…". The label
 * and a line of its own are what make it one: it holds a number and a second part (a comma or a Japanese postcode).
 */
const LABELLED_ADDRESS =
  /(?<![\p{L}])(?:address|adresse|adress|adres|adresa|adrese|adresas|aadress|osoite|heimilisfang|cím|naslov|indirizzo|dirección|direccion|endereço|morada|adreça|địa chỉ|alamat|direksyon|адрес|адреса|διεύθυνση|כתובת|آدرس|العنوان|住所|所在地|地址|주소|ที่อยู่)\s*[:：]\s*([^\n]{6,140})/iu;

/**
 * A Thai address, unlabelled: a house number, then sub-district, district and province, down to the five-digit
 * postcode ("123/4 ซอยวัดอุโมงค์ 5 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200", "… เขตคลองเตย กรุงเทพมหานคร 10110").
 */
const THAI_ADDRESS = /(?<![\p{L}\d])\d{1,5}(?:\/\d{1,4})?\s[^\n]{4,140}?(?:(?:จังหวัด|จ\.)\s?\p{Script=Thai}+|กรุงเทพ(?:มหานคร|ฯ))\s?\d{5}(?!\d)/u;

/**
 * A Chinese address, unlabelled, as Taiwan and China write it: a postcode, the city or county, the district, the road,
 * down to the house number ("100台北市中正區羅斯福路四段24巷7號", "200030上海市徐汇区衡山路12号").
 */
const HAN_ADDRESS = /(?<!\d)\d{3,6}\s?\p{Script=Han}{1,4}[市縣县](?:\p{Script=Han}{1,4}[區区])?[\p{Script=Han}\d]{1,24}?\d+(?:-\d+)?[號号](?:\d+[樓楼F])?/u;
/** A Korean road-name address: "구남로 30, 5층 (우동)", "부산광역시 해운대구 구남로 30". */
const HANGUL_STREET = /(?:\p{Script=Hangul}{2,8}(?:특별시|광역시|특별자치시|도)\s)?(?:\p{Script=Hangul}{1,6}[시군구]\s)*\p{Script=Hangul}{1,10}(?:대로|로|길)\s?\d+(?:-\d+)?(?:,\s?(?:\d+|지하)\s?층)?(?:\s?\(\p{Script=Hangul}{1,6}\))?/u;
/** A Chinese street address with no postcode, as Hong Kong and Macau write them: "九龍太子荔枝角道 118 號 好運商業大廈 9 樓 902 室". */
const HAN_STREET = /\p{Script=Han}{2,14}?[道街路里徑径巷坊](?:[一二三四五六七八九十]+段)?\s?\d+(?:-\d+)?\s?[號号](?:\s?\p{Script=Han}{2,12}(?:\s?(?:\d+|[A-Z])\s?[樓楼F字])?(?:\s?\d+\s?[室號号])?)?/u;

/**
 * An address on a line of its own, unlabelled, in a form no pattern above knows: a house number, then at least two
 * more parts after commas, down to a postcode of 4–6 digits ("प्लॉट 14, न्यू सांगानेर रोड, मानसरोवर, जयपुर, राजस्थान
 * 302020", "23 K-6th St., Kamuning, Quezon City 1103", "ул. „Васил Левски“ 27, 4112 с. Белащица, обл. Пловдив").
 */
const COMMA_ADDRESS = /(?<=^|\n)(?=[^\n]{12,160}(?:\n|$))(?=[^\n]*(?<!\d)\d{4,6}(?!\d))(?:[^\n,@\d]{2,40},\s*)?[^\n,@]{0,40}?\d{1,5}[^\n,@]{0,40}(?:,\s*(?=[^\n,]*\p{L}\p{M}*\p{L})[^\n,@:]{2,50}){2,6}(?=\n|$)/u;

export function labelledAddressIn(text: string): string | null {
  const match = text.match(LABELLED_ADDRESS);
  const address = match?.[1].replace(/\s*[|•·]\s.*$/u, '').replace(/[.。]$/u, '').trim();
  if (!address || !/\p{N}/u.test(address) || !(/[,，、،]/u.test(address) || /〒?\d{3}-\d{4}/.test(address))) return null;
  return address;
}

/** A street address written in running text ("112 Thomas Street, Dublin 8, D08 XY12, Ireland"), when no <address> or schema.org gives one. */
export function addressInText(text: string): string | null {
  // A footer's address on two lines ("1250 route de Montignac⏎24290 Saint-Léon-sur-Vézère") or between dots ("Thansauer
  // Straße 7 · 83101 Rohrdorf") reads as one.
  const street = (text.match(STREET_ADDRESS) ?? text.match(TWO_LINE_ADDRESS) ?? text.match(STREET_FIRST) ?? text.match(STREET_WITHOUT_NUMBER))?.[0].replace(/,?[^\S\n]*\n\s*|[^\S\n][·•|][^\S\n]/gu, ', ');
  return street ?? text.match(PLACE_AND_POSTCODE)?.[0] ?? labelledAddressIn(text) ?? text.match(THAI_ADDRESS)?.[0] ?? text.match(HAN_ADDRESS)?.[0] ?? text.match(HAN_STREET)?.[0] ?? text.match(HANGUL_STREET)?.[0] ?? commaAddressIn(text);
}

function commaAddressIn(text: string): string | null {
  // A name before the street ("Пчелин „Медена поляна“, ул. …") is the business's, not the address's.
  const address = text.match(COMMA_ADDRESS)?.[0].trim().replace(/^[^,\d]+,\s*(?=[^,]*\d)/u, '');
  // A line of prices, hours or phone numbers has commas and numbers too: an address names no time, price or phone.
  if (!address || /\d[:.]\d{2}(?!\d)|[$€£₹¥₩₱%]|\d{3}[\s-]\d{3,4}[\s-]\d{3,4}/u.test(address)) return null;
  return address;
}

/**
 * The town of an address in a format `localityOf` does not know, written with commas, street first: its last
 * part that is no postcode, number or country ("123 Lê Thánh Tôn, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh" is
 * "TP. Hồ Chí Minh"); a Japanese address's city or ward after its prefecture ("大阪府大阪市北区中崎1-2-3" is "大阪市北区").
 */
export function townOfAddress(address: string | null | undefined): string | null {
  const text = (address ?? '').replace(/\s+/g, ' ').trim();
  const japanese = text.match(/(?<!\p{Script=Han})(?:\p{Script=Han}{2,3}[都道府県])?(\p{Script=Han}{1,5}?[市郡縣县](?:\p{Script=Han}{1,4}?[区區])?|\p{Script=Han}{1,4}?[区區])/u);
  if (japanese && /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(text) && !/\p{Script=Latin}{3}/u.test(text)) return japanese[1];
  // Hong Kong and Macau open an address on their region: "九龍太子荔枝角道 118 號" is in Kowloon.
  const region = text.match(/^(?:香港)?(香港島|九龍|九龙|新界|澳門|澳门)/u);
  if (region) return region[1];
  // A Thai address's province ("จังหวัดเชียงใหม่" is "เชียงใหม่"), or Bangkok.
  const thai = text.match(/(?:จังหวัด|จ\.)\s?(\p{Script=Thai}+)|(กรุงเทพมหานคร|กรุงเทพฯ)/u);
  if (thai) return thai[1] ?? thai[2];
  const parts = text.split(/\s*[,，、،]\s*/u);
  if (parts.length < 2 || !/\p{N}/u.test(parts[0])) return null;
  // India writes "…, Jaipur, Rajasthan 302020": a six-digit PIN follows the state, and the town is the part before it.
  const afterState = parts.length >= 4 && /^\D+\s\d{6}$/u.test(parts.at(-1) ?? '') ? parts.slice(1, -1) : parts.slice(1);
  // A region or municipality ("обл. Пловдив", "общ. Родопи", "р-н") is not the town when a settlement is named too, and
  // a settlement's abbreviation ("с. Белащица", "гр. Пловдив", "м. Львів") is no part of its name.
  const REGION = /^(?:обл|област|общ|община|р-н|район|обл\.|oblast)\.?\s/iu;
  const settlements = afterState.filter((part) => !REGION.test(part));
  for (const raw of (settlements.length > 0 && settlements.some((part) => /\p{L}\p{M}*\p{L}/u.test(part.replace(/\S*\d\S*/gu, ''))) ? settlements : afterState).reverse()) {
    // A postcode ("400632", "T12 X2Y3", "〒530-0016", Dutch "1211 CM") is no part of the town's name; a part with a number
    // left is a street's.
    const town = raw
      .replace(/(?<!\S)\d{4}\s?[A-Z]{2}(?!\S)/gu, ' ')
      .replace(/(?<!\S)\S*\p{N}\S*(?!\S)/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:обл|общ|с|гр|г|м|смт|пгт|село|град)\.\s*/u, '')
      // A neighbourhood in brackets after the floor ("5층 (우동)") is the town's part the address names.
      .replace(/^[(（](.+)[)）]$/u, '$1');
    if (/\p{L}\p{M}*\p{L}/u.test(town) && !/\p{N}/u.test(town) && !isCountryName(town) && !/^[A-Z]{2}$/.test(town) && town.split(' ').length <= 5) return town;
  }
  return null;
}

let codesByName: Map<string, string> | null = null;

/** Country names, lower case, to their codes: the table's own names and every region's English name. */
function countryCodesByName(): Map<string, string> {
  if (!codesByName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    codesByName = new Map(Object.entries(COUNTRY_NAMES));
    for (const a of letters) for (const b of letters) {
      const label = english.of(`${a}${b}`);
      if (label && label !== `${a}${b}` && !codesByName.has(label.toLowerCase())) codesByName.set(label.toLowerCase(), `${a}${b}`);
    }
  }
  return codesByName;
}

/** "Romania", "Việt Nam", "Kenya": a country's name (its English one, or one the table above knows) is no town. */
function isCountryName(name: string): boolean {
  return countryCodesByName().has(name.toLowerCase());
}

const COUNTRY_NAMES: Record<string, string> = {
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'united states': 'US',
  usa: 'US',
  us: 'US',
  canada: 'CA',
  australia: 'AU',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  spain: 'ES',
  españa: 'ES',
  italy: 'IT',
  italia: 'IT',
  netherlands: 'NL',
  nederland: 'NL',
  portugal: 'PT',
  ireland: 'IE',
  'south africa': 'ZA',
  singapore: 'SG',
  mexico: 'MX',
  méxico: 'MX',
  brazil: 'BR',
  brasil: 'BR',
  poland: 'PL',
  polska: 'PL',
  switzerland: 'CH',
  schweiz: 'CH',
  suisse: 'CH',
  sweden: 'SE',
  sverige: 'SE',
  denmark: 'DK',
  danmark: 'DK',
  norway: 'NO',
  norge: 'NO',
  finland: 'FI',
  japan: 'JP',
};

/** Where a language is mostly spoken, when nothing else tells the country. */
/**
 * Where a language is mostly spoken, when nothing else tells the country. Only languages with one clear home: not
 * Arabic, Russian, Chinese, Urdu, Bengali, Tamil or Albanian, each the language of several countries.
 */
const LANGUAGE_HOME: Record<string, string> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
  pl: 'PL',
  cs: 'CZ',
  sv: 'SE',
  da: 'DK',
  no: 'NO',
  nb: 'NO',
  nn: 'NO',
  ja: 'JP',
  el: 'GR',
  tr: 'TR',
  hu: 'HU',
  ko: 'KR',
  ro: 'RO',
  fi: 'FI',
  et: 'EE',
  sk: 'SK',
  sl: 'SI',
  hr: 'HR',
  sr: 'RS',
  lt: 'LT',
  lv: 'LV',
  id: 'ID',
  ms: 'MY',
  vi: 'VN',
  tl: 'PH',
  is: 'IS',
  ca: 'ES',
  uk: 'UA',
  bg: 'BG',
  mk: 'MK',
  kk: 'KZ',
  be: 'BY',
  fa: 'IR',
  he: 'IL',
  th: 'TH',
  ka: 'GE',
  hy: 'AM',
  si: 'LK',
  km: 'KH',
  lo: 'LA',
  my: 'MM',
  hi: 'IN',
  mr: 'IN',
  ta: 'IN',
  te: 'IN',
  bn: 'BD',
  ur: 'PK',
  ne: 'NP',
  af: 'ZA',
  am: 'ET',
  kn: 'IN',
  ml: 'IN',
  gu: 'IN',
  pa: 'IN',
};
const COUNTRY_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  US: 'USD',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  CH: 'CHF',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
  BR: 'BRL',
  PL: 'PLN',
  CZ: 'CZK',
  AE: 'AED',
  KR: 'KRW',
  GR: 'EUR',
  TR: 'TRY',
  HU: 'HUF',
  ZA: 'ZAR',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  FI: 'EUR',
  JP: 'JPY',
  EE: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  HR: 'EUR',
  LT: 'EUR',
  LV: 'EUR',
  ME: 'EUR',
  // Bulgaria has counted in euros since January 2026 (prices in лв are still read as leva).
  BG: 'EUR',
  RO: 'RON',
  RS: 'RSD',
  BA: 'BAM',
  MK: 'MKD',
  ID: 'IDR',
  MY: 'MYR',
  VN: 'VND',
  PH: 'PHP',
  IS: 'ISK',
  AL: 'ALL',
  UA: 'UAH',
  RU: 'RUB',
  KZ: 'KZT',
  BY: 'BYN',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  EG: 'EGP',
  MA: 'MAD',
  IL: 'ILS',
  CN: 'CNY',
  TW: 'TWD',
  TH: 'THB',
  KE: 'KES',
  NG: 'NGN',
  GH: 'GHS',
  TZ: 'TZS',
  UG: 'UGX',
  LK: 'LKR',
  PK: 'PKR',
  BD: 'BDT',
  IR: 'IRR',
  IN: 'INR',
  GE: 'GEL',
  AM: 'AMD',
};
/** The country of a currency only one country counts in. */
const CURRENCY_COUNTRY: Record<string, string> = Object.fromEntries(
  Object.entries(COUNTRY_CURRENCY).filter(([, currency]) => Object.values(COUNTRY_CURRENCY).filter((other) => other === currency).length === 1 && currency !== 'USD').map(([country, currency]) => [currency, country]),
);
/** Currencies written with a bare "$" at home. */
const DOLLAR_SIGN = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];

/** The country of a domain or an e-mail address's domain ("riaan@sselectrical.co.za"), when its ending tells. */
export function countryOfDomain(host: string): string | null {
  const domain = host.split('@').at(-1)?.toLowerCase() ?? '';
  return TLD_COUNTRY.find(([pattern]) => pattern.test(domain))?.[1] ?? null;
}

export function countryCodeOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase() === 'UK' ? 'GB' : text.toUpperCase();
  return COUNTRY_NAMES[text.toLowerCase()] ?? null;
}

/** "en-GB" -> { language: "en", region: "GB" } */
/**
 * A `lang` attribute as BCP 47 writes it: a language, then perhaps a script ("zh-Hant-TW": the region is TW, not the
 * script's "HA"), then a region of two letters ("es-419", Latin America, names no country). Filipino's three letters are
 * Google Ads' "tl"; another language of three letters is none the ads can target.
 */
export function parseLang(lang: string | null | undefined): { language: string | null; region: string | null } {
  const match = (lang ?? '').trim().match(/^([a-zA-Z]{2,3})(?:[-_][a-zA-Z]{4})?(?:[-_]([a-zA-Z]{2}|\d{3}))?(?![a-zA-Z\d])/);
  const code = match?.[1].toLowerCase() ?? null;
  const language = code === 'fil' ? 'tl' : code && code.length === 2 ? code : null;
  const region = match?.[2] && /^[a-zA-Z]{2}$/.test(match[2]) ? match[2].toUpperCase() : null;
  return { language, region };
}

export interface LocaleSignals {
  url: string;
  lang: string | null;
  /** schema.org addressCountry values. */
  addressCountries: string[];
  address: string | null;
  phones: string[];
  /** Currency codes the page states outright (JSON-LD priceCurrency, og:price:currency, "CAD"). */
  currencyCodes: string[];
  /** The language the text is written in, when it could be told. */
  textLanguage: string | null;
  /** The currencies of the prices read, commonest first (a sign several countries write left out). */
  priceCurrencies?: string[];
  /** E-mail addresses the site gives: their domain may tell the country when the site's own does not. */
  emails?: string[];
  /** The site's text: "Asheville, North Carolina", "Free U.S. shipping" tell an English site's country when nothing else does. */
  text?: string;
}

/** The country an address ends on, by its English name or one the table knows ("Indonesia", "Österreich"); not a US state's "Georgia". */
export function countryAtEndOf(address: string | null | undefined): string | null {
  // The postcode before the name goes too, when no comma parts them ("Cardiff, CF24 3DQ United Kingdom").
  const last = address
    ?.split(',')
    .at(-1)
    ?.replace(/[\d-]+/gu, '')
    .replace(/^(?:\s*\p{Lu}{1,3}(?=\s))+/u, '')
    .trim()
    .toLowerCase();
  if (!last || last === 'georgia') return null;
  return countryCodesByName().get(last) ?? null;
}

/** The country of the business, strongest signal first; null when nothing says. */
export function detectCountry(signals: LocaleSignals): string | null {
  for (const value of signals.addressCountries) {
    const code = countryCodeOf(value);
    if (code) return code;
  }
  // An address that ends on its country ("…, Bali 80571, Indonesia") outranks a builder's language setting (en-AU).
  const named = countryAtEndOf(signals.address);
  if (named) return named;
  const region = parseLang(signals.lang).region;
  if (region) return region;
  for (const [pattern, code] of ADDRESS_COUNTRY) if (signals.address && pattern.test(signals.address)) return code;
  const written = signals.textLanguage ?? parseLang(signals.lang).language;
  if (signals.address && written && POSTCODE_OF_LANGUAGE[written] && SPACED_POSTCODE.test(signals.address)) return POSTCODE_OF_LANGUAGE[written];
  const host = (() => {
    try {
      return new URL(signals.url).hostname;
    } catch {
      return '';
    }
  })();
  for (const domain of [host, ...(signals.emails ?? [])]) {
    const code = countryOfDomain(domain);
    if (code) return code;
  }
  const language = signals.textLanguage ?? parseLang(signals.lang).language;
  for (const phone of signals.phones) {
    const compact = phone.replace(/[^\d+]/g, '');
    for (const [pattern, code] of PHONE_COUNTRY) if (pattern.test(compact) || pattern.test(phone.trim())) return code;
    if ((language === null || language === 'en') && BRITISH_LOCAL.test(phone.trim())) return 'GB';
  }
  for (const code of signals.currencyCodes) if (CURRENCY_COUNTRY[code]) return CURRENCY_COUNTRY[code];
  // The money its prices are written in, when only one country counts in it (₹, лв, TSh): stronger than a language's home.
  for (const code of signals.priceCurrencies ?? []) if (CURRENCY_COUNTRY[code]) return CURRENCY_COUNTRY[code];
  if ((language === null || language === 'en') && signals.text && (US_TOWN.test(signals.text) || US_NAMED.test(signals.text))) return 'US';
  return language ? (LANGUAGE_HOME[language] ?? null) : null;
}

/** "Asheville, North Carolina", "Gilbert, AZ 85234": a town and a US state (a postcode after the abbreviation). */
const US_TOWN =
  /\b\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?, (?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\b|\b\p{Lu}\p{Ll}+, (?:A[KLRZ]|C[AOT]|DE|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]) \d{5}\b/u;
/** The site names its country outright: "Free U.S. shipping", "ships within the USA", "the lower 48". */
const US_NAMED = /\b(?:U\.S\.(?:A\.)?|USA|United States|lower 48|contiguous (?:US|U\.S\.|United States))(?![\p{L}])/u;

/** What a bare "$" means on this site: the dollar the page names, else its country's, else USD. */
export function dollarOf(currencyCodes: readonly string[], country: string | null): string {
  const named = currencyCodes.find((code) => DOLLAR_SIGN.includes(code));
  if (named) return named;
  const local = country ? COUNTRY_CURRENCY[country] : null;
  return local && DOLLAR_SIGN.includes(local) ? local : 'USD';
}

export function currencyOfCountry(country: string | null): string | null {
  return country ? (COUNTRY_CURRENCY[country] ?? null) : null;
}

/**
 * The town of a street address: "Leeds LS5 3EN", "79106 Freiburg im Breisgau", "3511 AZ Utrecht",
 * "4150-570 Porto", "Springfield, IL 62701". Null when the address names none we can tell.
 */
export function localityOf(address: string | null | undefined, places: readonly string[] = []): string | null {
  const text = (address ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  // A Thai or Chinese address names its province or city in words of its own ("จังหวัดเชียงใหม่", "台北市"), with no commas.
  return knownLocality(text) ?? placeInAddress(text, places) ?? (/[\p{Script=Thai}\p{Script=Han}]/u.test(text) || COMMA_ADDRESS.test(text) ? townOfAddress(text) : null);
}

/**
 * A place the site names (schema.org's addressLocality, a labelled address's town) that is one of the address's own
 * parts: "Thành phố Hồ Chí Minh" of "123 Lê Thánh Tôn, Quận 1, Thành phố Hồ Chí Minh", "大阪市北区" of "中崎1-2-3,
 * 大阪市北区, 大阪府 530-0016", whatever the country writes its addresses like.
 */
function placeInAddress(text: string, places: readonly string[]): string | null {
  const parts = text.toLowerCase().split(/\s*[,，、،]\s*/u).slice(1);
  return places.find((place) => place.length >= 2 && parts.some((part) => part === place.toLowerCase() || part.endsWith(` ${place.toLowerCase()}`) || part.startsWith(`${place.toLowerCase()} `))) ?? null;
}

function knownLocality(text: string): string | null {
  const us = text.match(/([A-Z][a-zA-Z.' -]+?),\s*[A-Z]{2},?\s+\d{5}/);
  if (us) return us[1].split(',').at(-1)?.trim() ?? null;
  // A county before the postcode ("Pitlochry, Perthshire PH16 5BX"): the town is the part before it.
  const uk = text.match(/(?:([A-Z][a-z]+(?:[ -][A-Z][a-z]+)*),\s*)?([A-Z][a-z]+(?:[ -][A-Z][a-z]+)*),?\s+[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/);
  if (uk) return uk[1] && /shire$|^County /.test(uk[2]) ? uk[1] : uk[2];
  // Ireland: "Dublin 8, D08 XY12"; Australia: "Kedron QLD 4031"; Canada: "Montréal (Québec) H1Y 1Y5", "Toronto, ON M5V 2T6".
  const ie = text.match(/(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*)(?:\s\d{1,2})?,\s*[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}\b/u);
  if (ie) return ie[1];
  const au = text.match(/(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*),?\s+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}\b/u);
  if (au) return au[1];
  const ca = text.match(/(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)*)\s*(?:\([\p{L} -]+\)|,\s*(?:QC|ON|BC|AB|MB|NS|NB|NL|PE|SK))\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/u);
  if (ca) return ca[1];
  // Sweden: "Lundbyvägen 12, 417 27 Göteborg"; Japan: "Nakagyo-ku, Kyoto 604-8152".
  const sweden = text.match(/,\s*\d{3}\s\d{2}\s+(\p{Lu}\p{Ll}[\p{L}'-]*)/u);
  if (sweden) return sweden[1];
  const japan = text.match(/(\p{Lu}\p{Ll}+)\s\d{3}-\d{4}\b/u);
  if (japan) return japan[1];
  const europe = text.match(/,\s*\d{4,5}(?:-\d{3})?(?:\s[A-Z]{2})?\s+(\p{Lu}\p{Ll}[\p{L}'-]*(?:\s(?:im|am|an der|sur|de|del|di)\s\p{Lu}[\p{L}'-]+|\s\p{Lu}\p{Ll}[\p{L}'-]*)*)/u);
  if (europe) return europe[1];
  // India: "Koramangala, Bengaluru, Karnataka 560034" (town, state, six-digit PIN).
  const india = text.match(/(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*),\s*\p{Lu}[\p{L} ]+?\s+\d{6}\s*$/u);
  if (india) return india[1];
  // Structured data's order: "Lehener Straße 88, Freiburg im Breisgau, 79106", "Oudegracht 140, Utrecht, 3511 AZ".
  const structured = text.match(/,\s*(\p{Lu}\p{Ll}[\p{L}' -]*?),\s*\d{4,5}(?:[\s-]\w{2,3})?\s*$/u);
  if (structured) return structured[1];
  return null;
}

/** A place that is the country itself, in English or in the site's language ("Norge", "España", "Deutschland"). */
export function namesCountry(place: string, country: string, language: string | null): boolean {
  const name = place.trim().toLowerCase();
  for (const locale of ['en', language ?? 'en']) {
    try {
      if (name === new Intl.DisplayNames([locale], { type: 'region' }).of(country)?.toLowerCase()) return true;
    } catch {
      // An unknown language tag names no country.
    }
  }
  return false;
}
