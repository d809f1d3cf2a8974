import { describe, expect, it } from 'vitest';
import { adPrices, findPrices, pricesInText } from './read-prices';

describe('a price belongs to the phrase it is written with', () => {
  it('a price that opens its own sentence is the section’s, not the last words before it', () => {
    const [price] = pricesInText('Gears and brakes adjusted, drivetrain cleaned, wheels trued. From €65.', 'USD', 'Full service');
    expect(price).toMatchObject({ item: 'Full service', amount: 65, currency: 'EUR' });
    const [fee] = pricesInText('We read Bosch and Shimano Steps error codes and update firmware. €40 diagnostic fee.', 'USD', 'E-bike diagnostics');
    expect(fee.item).toBe('E-bike diagnostics');
  });

  it('a lone participle before a price says how it is sold: the heading names what', () => {
    expect(pricesInText('13.5kWh of storage with backup in a blackout. Installed from $13,990 including GST.', 'AUD', 'Tesla Powerwall 3')[0].item).toBe('Tesla Powerwall 3');
    expect(pricesInText('Garden shed from $900.', 'AUD', 'Sheds')[0].item).toBe('Garden shed');
  });

  it("the site's own 'from' alone names no item, in any language it is known in ('– από 16 €' under 'Finger food')", () => {
    expect(pricesInText('Μικρές μπουκιές για όρθιες δεξιώσεις – από 16 € το άτομο.', 'USD', 'Finger food')[0]).toMatchObject({ item: 'Finger food', fromWritten: 'από 16 €/άτομο' });
    expect(pricesInText('Sienu krāsošana: no 6 €/m².', 'USD', 'Cenas')[0].item).toBe('Sienu krāsošana');
  });

  it('a price inside its sentence keeps the words just before it', () => {
    expect(pricesInText('Twin room with a walk-in shower. Butter croissant – $4.50', 'USD', 'Menu')[0].item).toBe('Butter croissant');
  });

  it('a unit between two prices belongs to the first, not to the item of the second', () => {
    const prices = pricesInText('€ 12,50 per dag, € 55 per week.', 'USD', 'Stadsfiets');
    expect(prices.map((price) => price.item)).toEqual(['Stadsfiets', 'Stadsfiets']);
  });

  it('the words after a price may say it is a fee: "$89 diagnostic fee" is not the section’s price', () => {
    expect(pricesInText('We fix all major brands. $89 diagnostic fee, waived if you go ahead.', 'USD', 'AC Repair')[0].item).toBe('diagnostic fee');
  });

  it('reads the currencies of Brazil, Poland, Switzerland and South Africa, and a bare "$" as the site says', () => {
    expect(pricesInText('Aula avulsa: R$ 90,00', 'USD', null)[0]).toMatchObject({ amount: 90, currency: 'BRL' });
    expect(pricesInText('Diagnostyka telefonu 100 zł.', 'USD', 'Diagnostyka')[0]).toMatchObject({ amount: 100, currency: 'PLN' });
    expect(pricesInText("4,5-Zimmer-Wohnung ab CHF 1'090.–", 'USD', null)[0]).toMatchObject({ amount: 1090, currency: 'CHF' });
    expect(pricesInText('Inspection and certificate from R1 850 for a house.', 'USD', null, 'ZA')[0]).toMatchObject({ amount: 1850, currency: 'ZAR' });
    // Elsewhere "R134a" is a refrigerant and "R44" a road.
    expect(pricesInText('Napełnianie czynnikiem R134a, droga R44.', 'USD', null, 'PL')).toEqual([]);
    expect(pricesInText('From $650 for a 2-bedroom unit.', 'SGD', 'Condo Moving')[0]).toMatchObject({ amount: 650, currency: 'SGD' });
  });

  it('reads yen and Scandinavian crowns, and keeps a unit that changes what the price means', () => {
    expect(pricesInText('3 hours, ¥8,500 per person.', 'USD', 'Washoku Basics')[0]).toMatchObject({ amount: 8500, currency: 'JPY', text: '¥8,500/person' });
    expect(pricesInText('Fast pris 1 490 kr efter ROT-avdrag.', 'USD', null, 'SE')[0]).toMatchObject({ amount: 1490, currency: 'SEK' });
    expect(pricesInText('Fra 450 kr. pr. time', 'USD', null, 'DK')[0]).toMatchObject({ amount: 450, currency: 'DKK' });
    expect(pricesInText('Posa pavimenti da 28 € al m² + IVA', 'USD', null)[0]).toMatchObject({ amount: 28, text: '28 €/m² + IVA' });
    // The tax note after a unit stays with the price too: an ex-tax rate quoted bare reads lower than it is.
    expect(findPrices('darbo valandos kaina – 39 €/val. be PVM (PVM 21 % pridedamas)', 'USD', 'LT')[0].text).toBe('39 €/val be PVM');
    expect(findPrices('Déclaration fiscale à partir de 450 € HT.', 'USD', 'LU')[0].text).toBe('450 € HT');
    expect(findPrices('Hourly rate $95/hr plus GST.', 'USD', 'AU')[0].text).toBe('$95/h plus GST');
    expect(pricesInText("Taux horaire : 180 $ de l'heure", 'CAD', null)[0]).toMatchObject({ amount: 180, text: '180 $/h' });
    // An hour in the site's own short form; a tax the price leaves out stays with it.
    expect(pricesInText('Tuinonderhoud aan € 48 per uur per tuinman', 'USD', null)[0]).toMatchObject({ amount: 48, text: '€ 48/u' });
    expect(pricesInText('Deteção de fugas: 120 € + IVA.', 'USD', null)[0]).toMatchObject({ amount: 120, text: '120 € + IVA' });
    expect(pricesInText('Fast pris 1 490 kr efter ROT-avdrag.', 'USD', null, 'SE')[0]).toMatchObject({ text: '1 490 kr efter ROT-avdrag' });
    // A room's nightly price is how lodging is priced: no unit added.
    expect(pricesInText('From £110 per night for two', 'USD', null)[0]).toMatchObject({ text: '£110' });
  });

  it('a list in parentheses qualifies the name before it, which is the item', () => {
    const [low] = pricesInText('Low season (April, May, October): €180 per night.', 'USD', 'Rates');
    expect(low).toMatchObject({ item: 'Low season', amount: 180, currency: 'EUR' });
  });

  it('reads the koruna, the dirham and the won', () => {
    expect(pricesInText('Výměna skla od 890 Kč.', 'USD', null)[0]).toMatchObject({ amount: 890, currency: 'CZK' });
    expect(pricesInText('AC service from AED 149 per unit.', 'USD', null)[0]).toMatchObject({ amount: 149, currency: 'AED' });
    expect(pricesInText('3 retouched photos. ₩120,000.', 'USD', null)[0]).toMatchObject({ amount: 120000, currency: 'KRW' });
  });

  it('reads the lira and the forint', () => {
    expect(pricesInText('Makine halıları için metrekare fiyatı 45 TL.', 'USD', null)[0]).toMatchObject({ amount: 45, currency: 'TRY' });
    expect(pricesInText('Kilim yıkama ₺60.', 'USD', null)[0]).toMatchObject({ amount: 60, currency: 'TRY' });
    expect(pricesInText('Zárcsere 12 000 Ft-tól.', 'USD', null)[0]).toMatchObject({ amount: 12000, currency: 'HUF' });
  });
});


describe('money of markets no phrasebook speaks, in its own formats', () => {
  const read = (text: string, country: string | null = null) => findPrices(text, 'USD', country).map((price) => [price.amount, price.currency, price.text]);

  it.each([
    ['Revizie completă 1.250 lei', null, [[1250, 'RON', '1.250 lei']]],
    ['Смяна на гуми 25 лв. и 30,50 лв', null, [[25, 'BGN', '25 лв.'], [30.5, 'BGN', '30,50 лв']]],
    ['Заміна ланцюга 350 грн або 120 ₴', null, [[350, 'UAH', '350 грн'], [120, 'UAH', '120 ₴']]],
    ['Ремонт 1 500 ₽, диагностика 2000 руб.', null, [[1500, 'RUB', '1 500 ₽'], [2000, 'RUB', '2000 руб.']]],
    ['Servis lengkap Rp 150.000, ganti rangka Rp 1.250.000,-', null, [[150000, 'IDR', 'Rp 150.000'], [1250000, 'IDR', 'Rp 1.250.000']]],
    ['Thay xích 350.000đ, bảo dưỡng 1.200.000 ₫, sơn 500.000 VNĐ', null, [[350000, 'VND', '350.000đ'], [1200000, 'VND', '1.200.000 ₫'], [500000, 'VND', '500.000 VNĐ']]],
    ['Servis penuh RM 45', null, [[45, 'MYR', 'RM 45']]],
    ['Tune-up ₱1,500', null, [[1500, 'PHP', '₱1,500']]],
    ['Full service ₦5,000 or KSh 1,500 or Kshs. 2,000', null, [[5000, 'NGN', '₦5,000'], [1500, 'KES', 'KSh 1,500'], [2000, 'KES', 'Kshs. 2,000']]],
    ['Service GH₵ 50, TSh 20,000, USh 50,000', null, [[50, 'GHS', 'GH₵ 50'], [20000, 'TZS', 'TSh 20,000'], [50000, 'UGX', 'USh 50,000']]],
    ['Full service Rs. 1,500, overhaul Rs 1,50,000', 'LK', [[1500, 'LKR', 'Rs. 1,500'], [150000, 'LKR', 'Rs 1,50,000']]],
    ['Full service Rs. 2,500', 'PK', [[2500, 'PKR', 'Rs. 2,500']]],
    ['সার্ভিসিং ৳ 500', null, [[500, 'BDT', '৳ 500']]],
    ['صيانة كاملة 250 ريال', 'SA', [[250, 'SAR', '250 ريال']]],
    ['صيانة ٢٥٠ ر.س و 100 ر.ق', null, [[250, 'SAR', '٢٥٠ ر.س'], [100, 'QAR', '100 ر.ق']]],
    ['50 د.ك و 20 ج.م و 100 د.م.', null, [[50, 'KWD', '50 د.ك'], [20, 'EGP', '20 ج.م'], [100, 'MAD', '100 د.م.']]],
    ['טיפול מלא ₪ 120', null, [[120, 'ILS', '₪ 120']]],
    ['パンク修理 4,400円（税込）、点検 ¥3,000', 'JP', [[4400, 'JPY', '4,400円'], [3000, 'JPY', '¥3,000']]],
    ['补胎 ¥88 起，保养 99元', 'CN', [[88, 'CNY', '¥88'], [99, 'CNY', '99元']]],
    ['補胎 NT$500', 'TW', [[500, 'TWD', 'NT$500']]],
    ['ซ่อม ฿500 และ 1,200 บาท', null, [[500, 'THB', '฿500'], [1200, 'THB', '1,200 บาท']]],
    ['Viðgerð 5.900 kr.', 'IS', [[5900, 'ISK', '5.900 kr.']]],
    ['Huolto 45,00 € ja 120 €', 'FI', [[45, 'EUR', '45,00 €'], [120, 'EUR', '120 €']]],
  ])('%s', (text, country, prices) => {
    expect(read(text, country)).toEqual(prices);
  });

  it('counts and words that only look like money are not prices', () => {
    expect(read('Sudah dipercaya 1,5 juta pelanggan')).toEqual([]);
    expect(read('会員数1万人、累計3千件')).toEqual([]);
    expect(read('Raised $40k for charity, a $2 million turnover')).toEqual([]);
    expect(read('Hơn 150k lượt theo dõi', 'TH')).toEqual([]);
    expect(read('PHP 8.2 developer, FORM 5')).toEqual([]);
    expect(read('2 din 3 cazuri')).toEqual([]);
  });

  it.each([
    ['Potong rambut Rp 75rb, creambath Rp 150 ribu', 'ID', [[75000, 'IDR', 'Rp 75rb'], [150000, 'IDR', 'Rp 150 ribu']]],
    ['Paket pengantin Rp 1,5 jt, prewedding 3,5jt', 'ID', [[1500000, 'IDR', 'Rp 1,5 jt'], [3500000, 'IDR', '3,5jt']]],
    ['Sewa gedung mulai Rp 2,5 juta', null, [[2500000, 'IDR', 'Rp 2,5 juta']]],
    ['縮毛矯正 1.5万円、ヘッドスパ付き2万円〜', 'JP', [[15000, 'JPY', '1.5万円'], [20000, 'JPY', '2万円']]],
    ['婚纱摄影套餐 1万元起', 'CN', [[10000, 'CNY', '1万元']]],
    ['두피 스케일링 5만원, 펌 12만 원', 'KR', [[50000, 'KRW', '5만원'], [120000, 'KRW', '12만 원']]],
    ['Gội đầu 150k, chăm sóc da 1,5tr, trọn gói 2 triệu đồng', 'VN', [[150000, 'VND', '150k'], [1500000, 'VND', '1,5tr'], [2000000, 'VND', '2 triệu đồng']]],
    ['تعویض روغن ۲۵۰ هزار تومان، سرویس کامل ۱٫۵ میلیون تومان', 'IR', [[2500000, 'IRR', '۲۵۰ هزار تومان'], [15000000, 'IRR', '۱٫۵ میلیون تومان']]],
    ['قیمت ۸۵۰٬۰۰۰ تومان', 'IR', [[8500000, 'IRR', '۸۵۰٬۰۰۰ تومان']]],
    ['Bridal package ₹1.5 lakh, destination wedding ₹2 crore', 'IN', [[150000, 'INR', '₹1.5 lakh'], [20000000, 'INR', '₹2 crore']]],
    ['Full rewiring from ₦15k, inverter installation ₦250k', 'NG', [[15000, 'NGN', '₦15k'], [250000, 'NGN', '₦250k']]],
  ])('reads a price written in thousands or millions as the market writes it: %s', (text, country, prices) => {
    expect(read(text, country)).toEqual(prices);
  });

  it('a price in thousands keeps its item and the site’s own writing, never converted', () => {
    expect(pricesInText('Creambath Rp 150rb', 'USD', null, 'ID')[0]).toMatchObject({ item: 'Creambath', amount: 150000, currency: 'IDR', text: 'Rp 150rb' });
    expect(pricesInText('Gội đầu dưỡng sinh 150k/lần', 'USD', null, 'VN')[0]).toMatchObject({ item: 'Gội đầu dưỡng sinh', amount: 150000, text: '150k/lần' });
  });

  it('keeps any thing a price is quoted per, after a slash or a "per" word, and a rental\'s day or week, but not a stay\'s night or a phrase', () => {
    const texts = (text: string, currency: string) => pricesInText(text, currency, null).map((price) => price.text);
    expect(texts('Tratament de canal 450 lei / canal', 'RON')).toEqual(['450 lei/canal']);
    expect(texts('Tap or mixer replacement KSh 800 per tap', 'KES')).toEqual(['KSh 800/tap']);
    expect(texts('Water tank cleaning KSh 3,000 per tank (up to 5,000 litres)', 'KES')[0]).toBe('KSh 3,000/tank');
    expect(texts('Bike hire € 12,50 per dag, € 55 per week', 'EUR')).toEqual(['€ 12,50/dag', '€ 55/week']);
    expect(texts('Lockers from $19 per week.', 'AUD')).toEqual(['$19/week']);
    expect(texts('Van hire from $99 a day', 'USD')).toEqual(['$99/day']);
    expect(texts('E-Bike 25 € pro Tag', 'EUR')).toEqual(['25 €/Tag']);
    expect(texts('Room €180 per night', 'EUR')).toEqual(['€180']);
    expect(texts('Corso 50 € per principianti e esperti', 'EUR')).toEqual(['50 €']);
    // A unit written with a script's combining marks (Thai vowels are marks, not letters).
    expect(texts('ล้างแอร์ 600 บาท/เครื่อง', 'THB')).toEqual(['600 บาท/เครื่อง']);
  });
});


describe('a subscription’s period is part of its price', () => {
  it('"$155/month" is per month, "$19 a year" per year; a stay’s night is not a unit', () => {
    expect(findPrices('Weekly pool service $155/month', 'USD', 'US')[0].unit).toBe('month');
    expect(findPrices('Pro plan $29 / month', 'USD', 'US')[0].unit).toBe('month');
    expect(findPrices('Double room €120 per night', 'USD', 'IE')[0].unit).toBeNull();
    expect(findPrices('Upgrade to the Large Plant Club for £35 a month.', 'USD', 'GB')[0].unit).toBe('month');
    expect(findPrices('Essentials €39 per user / month', 'USD', 'IE')[0].unit).toBe('user/month');
  });
});

describe('a gift card is no price of a service', () => {
  it('whatever its language', () => {
    expect(pricesInText('Chèques cadeaux de 20 € et 50 €, en vente en boutique.', 'USD', 'Cadeaux', 'FR')).toEqual([]);
    expect(pricesInText('Gift cards from $25, sent by email.', 'USD', 'Gifts', 'US')).toEqual([]);
    expect(pricesInText('Geschenkgutscheine ab 30 € im Laden.', 'USD', 'Gutscheine', 'DE')).toEqual([]);
    expect(pricesInText('Las citas anuladas con menos de 24 horas de antelación se cobran a 15 €.', 'USD', 'Citas', 'ES')).toEqual([]);
    expect(pricesInText('Deposit, wedding trial (Saturdays) $50', 'USD', 'Bridal', 'US')).toEqual([]);
    expect(pricesInText('Shirt, washed and pressed: 3,50 €', 'USD', 'Tarifs', 'FR').map((price) => price.text)).toEqual(['3,50 €']);
  });
});

describe('a section of charges holds no price', () => {
  it('every amount under "Additional charges" or its like is a charge, whatever its own line says', () => {
    expect(pricesInText('Automobilio laikymas po remonto ilgiau nei 3 darbo dienas – 5 €/parą.', 'USD', 'Papildomi mokesčiai', 'LT')).toEqual([]);
    expect(pricesInText('Diagnostikos kaina (35 €) neįskaičiuojama į remonto kainą.', 'USD', 'Papildomi mokesčiai', 'LT')).toEqual([]);
    expect(pricesInText('Parking at the venue: $15 per car.', 'USD', 'Additional charges', 'US')).toEqual([]);
    expect(pricesInText('Endreinigung 80 €', 'USD', 'Nebenkosten:', 'DE')).toEqual([]);
    expect(pricesInText('Atliekų utilizavimo mokestis (alyva, filtrai) – 3 €.', 'USD', 'Kainos', 'LT')).toEqual([]);
    // A price list whose long heading names a charge among other things keeps its prices.
    expect(pricesInText('Two-bedroom move from $890', 'USD', 'Prices for moves, packing, storage and cleaning', 'US').map((price) => price.text)).toEqual(['$890']);
    expect(pricesInText('Stabdžių kaladėlių keitimas nuo 30 €', 'USD', 'Kainos', 'LT').map((price) => price.text)).toEqual(['30 €']);
  });
});

describe('a surcharge is no price of its own', () => {
  it('an amount an option adds ("+¥1,100", "+$10") names no item', () => {
    expect(pricesInText('Colour ¥6,600, long hair +¥1,100', 'USD', 'Menu', 'JP').map((price) => price.text)).toEqual(['¥6,600']);
    expect(pricesInText('Cut & blow-dry $45 (long hair +$10)', 'USD', 'Cuts').map((price) => price.text)).toEqual(['$45']);
    expect(pricesInText('カラー 6,600円 ロングヘアは＋1,100円', 'USD', 'メニュー', 'JP').map((price) => price.text)).toEqual(['6,600円']);
  });
});

describe('an Arabic price per unit ("لل" + the thing)', () => {
  it('keeps the unit with the price, as a per-unit price in another language does', () => {
    const read = (text: string) => findPrices(text, 'USD', 'SA').map((price) => price.text);
    expect(read('تغيير زيت المحرك 150 ريال للسيارة')).toEqual(['150 ريال/سيارة']);
    expect(read('ترصيص 30 ريال للإطار')).toEqual(['30 ريال/إطار']);
    expect(read('فحص شامل 200 ريال')).toEqual(['200 ريال']);
  });
});

describe('money in new shapes: call-outs, ranges, bundles, memberships, spends to reach', () => {
  const ad = (text: string, dollar = 'USD', country: string | null = 'US') => adPrices(text, dollar, country).map((price) => `${price.text}${price.kind ? ` #${price.kind}` : ''}`);

  it('a call-out for a zone or an area, or opening its label, is no price; one named for the work is that work’s', () => {
    expect(ad('Zone 3 call-out $169 (coast).', 'AUD', 'AU')).toEqual([]);
    expect(ad('Call-out fee, Northern beaches (Manly, Dee Why) | $139', 'AUD', 'AU')).toEqual([]);
    expect(pricesInText('Call-out & inspection (Eastside) | $120', 'USD', 'Prices', 'US')).toEqual([]);
    expect(pricesInText('Lockout call-out £65 | 30 mins response', 'GBP', 'Prices', 'GB')[0]).toMatchObject({ item: 'Lockout call-out', amount: 65 });
    expect(ad('Trip charge: $45 inside the beltway.')).toEqual([]);
    expect(ad('Finance it from $59/month on approved credit.')).toEqual([]);
  });

  it('a range starts at its low end, with the unit written after its high end', () => {
    expect(ad('Gutter guards $12–$18 per foot.')).toEqual(['$12/foot']);
    expect(ad('Oven element $220 - $280 fitted.')).toEqual(['$220']);
    expect(ad('Tuition from $50 to $70 an hour.')).toEqual(['$50/h']);
  });

  it('a bundle, a price per counted thing and a unit of two words keep what the price is for', () => {
    expect(ad('3 lessons for $150, booked together.')).toEqual(['$150/3 lessons']);
    expect(ad('Oven cleaning $25 a door, $90 a unit.')).toEqual(['$25/door', '$90/unit']);
    expect(ad('Firewood $120 per half cord, delivered.')).toEqual(['$120/half cord']);
    expect(ad('Hosted phones $18 per seat per month.')).toEqual(['$18/seat/month']);
  });

  it('a club’s or a subscription’s fee for a period is a membership; a plan’s tiers and a per-user price are not', () => {
    expect(ad('Join our Bread Club for $22 a month.')).toEqual(['$22/month #membership']);
    expect(ad('Members pay $40 a month.')).toEqual(['$40/month #membership']);
    expect(ad('Managed backup $9 per user per month.')).toEqual(['$9/user/month']);
    expect(ad('Plans: Basic $29, Plus $59.')).toEqual(['$29', '$59']);
    expect(pricesInText('Upgrade to the Rose Club for £30 a month.', 'GBP', null, 'GB')[0]).toMatchObject({ kind: 'membership' });
  });

  it('a spend to reach is no price: "free delivery on orders over £40"', () => {
    expect(ad('Free shipping on orders over $60.')).toEqual([]);
    expect(ad('Free install on any system above $3,000.')).toEqual([]);
    expect(ad('Haircuts $30 and up.')).toEqual(['$30']);
  });
});

describe('an enrolment fee, an extra or a discount is no price', () => {
  it('"Matrícula: 40 €", "chambre à air en plus (7 €)", "Registration fee $25", "£20 off" name no item', () => {
    expect(pricesInText('Matrícula: 40 € al inscribirte, una vez por curso. Curso general 89 € al mes.', 'EUR', 'Precios', 'ES').map((price) => price.text)).toEqual(['89 €/mes']);
    expect(pricesInText('Réparation crevaison 12 € main-d’œuvre ; chambre à air en plus (7 €).', 'EUR', 'Tarifs', 'FR').map((price) => price.text)).toEqual(['12 €']);
    expect(pricesInText('Registration fee $25. Term of ten lessons $180.', 'USD', 'Prices', 'US').map((price) => price.text)).toEqual(['$180']);
    // An amount taken off is a discount: "Wedding Cakes From £20" was read from "I take the £20 off your balance".
    expect(pricesInText('Book within 30 days and I take the £20 off your balance. Two tiers from £380.', 'GBP', 'Wedding cakes', 'GB').map((price) => price.text)).toEqual(['£380']);
  });

  it('a rate by the distance driven is the way there, not a price: "0,60 € /km", "$1.50 per mile"', () => {
    expect(pricesInText('Prevoz izven Ljubljane: 0,60 € /km. Košnja trate od 35,00 €.', 'EUR', 'Cenik', 'SI').map((price) => price.amount)).toEqual([35]);
    expect(pricesInText('Travel beyond 20 miles is $1.50 per mile. Pump-outs from $395.', 'USD', 'Prices', 'US').map((price) => price.amount)).toEqual([395]);
  });
});
