/**
 * Sentences a small business's site writes about money, as such sites phrase them (written for this corpus, none
 * copied from the fixture sites), in 41 languages, with what an ad may make of each: the prices it may state, each
 * with its unit when the site quotes it per unit ("450 грн/пара", "RM 1 setiap 6 minit", "₦25,000 per 500"), and
 * nothing where the amount is no price of a service (a deposit, a storage, cancellation or travel charge, a
 * surcharge, a fine, a minimum top-up, a membership fee, VAT, an exchange rate). The traps: decimals written with a
 * comma or a point, thousands grouped by a space, a dot, a comma or in lakhs, the currency before or after, "from"
 * forms ("od", "ab", "起", "से", "-tól", "alates"), per-unit words and slashes, units written before the amount
 * ("每趟", "시간당", "m² başına"), phone numbers beside a price.
 *
 * `price-units.corpus.test.ts` scores `adPrices(text, dollar, country)` on it (`price-units.score.ts`).
 */

/**
 * One price an ad may state: "AMOUNT CURRENCY", or "AMOUNT CURRENCY/unit" for a price per unit. Units are compared by
 * `unitKey` (an hour in any language is "h", a person "person", a square metre "m2", a piece "each").
 */
export type ExpectedPrice = string;

/** [tag (language and region), sentence, the prices an ad may state ([] for an amount that is no price)]. */
export type PriceCase = readonly [tag: string, text: string, expected: readonly ExpectedPrice[]];

export const PRICE_UNITS_CORPUS: readonly PriceCase[] = [
  // English
  ['en', 'Hourly rate: $85 per hour, two-hour minimum.', ['85 USD/h']],
  ['en', 'Business cards from $45 per 250.', ['45 USD/250']],
  ['en', 'Cupcakes $3 each, or a dozen for $30.', ['3 USD/each', '30 USD']],
  ['en', 'Deck staining: $2.50 per sq. ft.', ['2.5 USD/sq ft']],
  ['en', 'Call us on 555 0142 – water heater installs from $1,250.00.', ['1250 USD']],
  ['en', 'A $50 deposit secures your booking.', []],
  ['en', 'Cancellations within 24 hours are charged $40.', []],
  ['en', 'Travel outside the city is $1.20 per mile.', []],
  ['en', 'Minimum order $25.', []],
  ['en-GB', 'Late collection is charged at £10 per day.', []],
  ['en-GB', 'Call 0800 123 456 – boiler service £89.', ['89 GBP']],
  ['en-GB', 'VAT of £40 is added at checkout.', []],
  ['en-GB', 'Membership card £5, then top up from £10.', []],
  ['en-NG', 'Photocopies: ₦50 per page, lamination ₦300 each.', ['50 NGN/page', '300 NGN/each']],
  ['en-NG', 'Letterheads (500 sheets) – ₦25,000 per 500', ['25000 NGN/500']],
  ['en-NG', 'Storage of uncollected jobs: ₦1,000 per week after 14 days.', []],
  ['en-IN', 'Pest control for a 2BHK flat from ₹1,499; termite treatment ₹12 per sq. ft.', ['1499 INR', '12 INR/sq ft']],
  ['en-AE', '1 USD = 3.67 AED', []],
  // German
  ['de', 'Fensterreinigung 2,50 € pro Stück.', ['2.5 EUR/each']],
  ['de', 'Stundensatz: 45 € pro Stunde zzgl. MwSt.', ['45 EUR/h']],
  ['de', 'Malerarbeiten ab 12,90 €/m²', ['12.9 EUR/m2']],
  ['de', 'Komplettreinigung ab 1.250 € – Festpreis.', ['1250 EUR']],
  ['de', 'Anfahrt: 0,80 € je km.', []],
  ['de', 'Bei Nichterscheinen berechnen wir eine Ausfallgebühr von 30 €.', []],
  ['de', 'Eine Anzahlung von 100 € ist bei Buchung fällig.', []],
  ['de', 'Lagergebühr: 5 € pro Tag nach 30 Tagen.', []],
  // French
  ['fr-LU', 'Gestion des salaires : 35 € par fiche de salaire et par mois.', ['35 EUR/fiche de salaire']],
  ['fr', 'Cours particuliers : 12 € par heure.', ['12 EUR/h']],
  ['fr', 'Repassage à 1,20 € la pièce.', ['1.2 EUR/each']],
  ['fr', 'Pose de carrelage à partir de 35 € le m².', ['35 EUR/m2']],
  ['fr', 'Forfait ménage complet : 1 290,50 €.', ['1290.5 EUR']],
  ['fr', 'Frais de déplacement : 0,60 € par km.', []],
  ['fr', 'Un acompte de 50 € est demandé à la réservation.', []],
  ['fr', 'Toute annulation tardive sera facturée 25 €.', []],
  ['fr', 'Majoration de 20 € le dimanche.', []],
  // Spanish
  ['es', 'Clases de guitarra: 20 € por hora.', ['20 EUR/h']],
  ['es', 'Menú degustación 45 € por persona.', ['45 EUR/person']],
  ['es', 'Pintura de paredes desde 8,50 €/m².', ['8.5 EUR/m2']],
  ['es-MX', 'Corte de cabello $150 MXN; barba $80.', ['150 MXN', '80 MXN']],
  ['es', 'Se requiere una seña de 20 € para reservar.', []],
  ['es', 'Recargo de 15 € por servicio urgente.', []],
  ['es', 'Penalización por cancelación: 10 €.', []],
  // Italian
  ['it', "Lezioni di nuoto: 15 € all'ora.", ['15 EUR/h']],
  ['it', 'Posa parquet da 25 € al mq.', ['25 EUR/m2']],
  ['it', 'Pizza margherita 7,50 € cad.', ['7.5 EUR/each']],
  ['it', 'Ristrutturazione bagno da 6.900 €.', ['6900 EUR']],
  ['it', 'Caparra di 50 € alla prenotazione.', []],
  ['it', 'Supplemento notturno: 25 €.', []],
  ['it', 'Penale di 40 € per disdetta tardiva.', []],
  // Dutch
  ['nl', 'Bijles wiskunde € 35 per uur.', ['35 EUR/h']],
  ['nl', 'Glazenwassen € 1,50 per raam.', ['1.5 EUR/raam']],
  ['nl', 'Dakrenovatie vanaf € 2.450,00.', ['2450 EUR']],
  ['nl', 'Voorrijkosten € 25.', []],
  ['nl', 'Borg € 100 bij ophalen.', []],
  ['nl', 'Bij annulering binnen 24 uur rekenen we € 15.', []],
  // Portuguese (Portugal, Brazil)
  ['pt', 'Explicações: 15 € por hora.', ['15 EUR/h']],
  ['pt', 'Pintura interior a partir de 6 €/m².', ['6 EUR/m2']],
  ['pt', 'Desentupimento de canos 65,00 €.', ['65 EUR']],
  ['pt', 'Deslocação: 0,40 € por km.', []],
  ['pt', 'Sinal de 50 € na marcação.', []],
  ['pt-BR', 'Diária de faxina R$ 180,00; passadoria R$ 3 por peça.', ['180 BRL', '3 BRL/each']],
  ['pt-BR', 'Pilates: R$ 60 por aula.', ['60 BRL/aula']],
  ['pt-BR', 'Multa de R$ 50 por atraso.', []],
  // Swedish
  ['sv', 'Fönsterputs 45 kr per fönster.', ['45 SEK/fönster']],
  ['sv', 'Timpris 650 kr/tim inkl. moms.', ['650 SEK/h']],
  ['sv', 'Byte av blandare: fast pris 1 490 kr.', ['1490 SEK']],
  ['sv', 'Framkörningsavgift 395 kr.', []],
  ['sv', 'Avbokningsavgift 300 kr vid sen avbokning.', []],
  // Danish
  ['da', 'Timepris 495 kr. pr. time.', ['495 DKK/h']],
  ['da', 'Vinduespudsning 25 kr. pr. vindue.', ['25 DKK/vindue']],
  ['da', 'Nyt tag fra 89.500 kr.', ['89500 DKK']],
  ['da', 'Kørsel: 4 kr. pr. km.', []],
  ['da', 'Depositum på 500 kr.', []],
  // Norwegian
  ['no', 'Pianotimer 450 kr per time.', ['450 NOK/h']],
  ['no', 'Maling fra 120 kr/m².', ['120 NOK/m2']],
  ['no', 'Service på varmepumpe kr 1 990.', ['1990 NOK']],
  ['no', 'Oppmøtegebyr 350 kr.', []],
  ['no', 'Reisetillegg 8 kr per km.', []],
  ['no', 'Befaring hjemme hos deg: kr 1 490,-, trekkes fra hvis du bestiller innen 30 dager.', []],
  ['en', 'Diagnostic visit $89, credited toward the repair if you go ahead.', []],
  ['pt', 'Visita técnica com laudo R$ 250,00, descontado do serviço se fechar em 30 dias.', []],
  ['pl', 'Diagnostyka 100 zł, odliczana od ceny naprawy.', []],
  ['es', 'Hora extra en tour privado — $ 45.000 por hora.', []],
  ['en', 'Extra hour $150.', []],
  ['es', 'Hora extra en tour privado | — | $ 45.000 por hora', []],
  ['en', 'Home tutoring transportation allowance: ₱150 per visit, paid to the tutor.', []],
  // Finnish
  ['fi', 'Kotisiivous 39 €/h.', ['39 EUR/h']],
  ['fi', 'Ikkunanpesu 6 € / ikkuna.', ['6 EUR/ikkuna']],
  ['fi', 'Kattoremontti alkaen 4 500 €.', ['4500 EUR']],
  ['fi', 'Kilometrikorvaus 0,55 €/km.', []],
  ['fi', 'Peruutusmaksu 20 €.', []],
  ['fi', 'Vakuusmaksu: saunakärry 200 €, paljukärry 300 € – maksetaan noudettaessa.', []],
  ['fi', 'Siivousmaksu 40 €, jos kärry palautetaan likaisena.', []],
  // Icelandic
  ['is', 'Tímagjald 12.900 kr. á klst.', ['12900 ISK/h']],
  ['is', 'Þrif frá 25.000 kr.', ['25000 ISK']],
  ['is', 'Akstursgjald 150 kr. á km.', []],
  ['is', 'Staðfestingargjald 5.000 kr. greiðist við bókun.', []],
  // Polish
  ['pl', 'Korepetycje 80 zł za godzinę.', ['80 PLN/h']],
  ['pl', 'Układanie płytek od 90 zł/m².', ['90 PLN/m2']],
  ['pl', 'Wymiana opon 25 zł/szt.', ['25 PLN/each']],
  ['pl', 'Przegląd klimatyzacji 1 250,00 zł.', ['1250 PLN']],
  ['pl', 'Dojazd poza miasto: 2 zł za km.', []],
  ['pl', 'Kaucja 200 zł zwrotna.', []],
  // Czech
  ['cs', 'Doučování Kč 200 za hodinu.', ['200 CZK/h']],
  ['cs', 'Malování od 45 Kč/m².', ['45 CZK/m2']],
  ['cs', 'Mytí oken 30 Kč za kus.', ['30 CZK/each']],
  ['cs', 'Výměna baterie 1 490 Kč.', ['1490 CZK']],
  ['cs', 'Storno poplatek 500 Kč.', []],
  ['cs', 'Cestovné 12 Kč/km.', []],
  // Slovak
  ['sk', 'Upratovanie 15 € za hodinu.', ['15 EUR/h']],
  ['sk', 'Tepovanie sedačky od 35 €.', ['35 EUR']],
  ['sk', 'Pokládka dlažby 22 €/m².', ['22 EUR/m2']],
  ['sk', 'Záloha 50 € pri objednávke.', []],
  ['sk', 'Príplatok za víkend 10 €.', []],
  // Slovenian
  ['sl', 'Inštrukcije 20 € na uro.', ['20 EUR/h']],
  ['sl', 'Čiščenje oken 3 € na okno.', ['3 EUR/okno']],
  ['sl', 'Servis klime 89,00 €.', ['89 EUR']],
  ['sl', 'Akontacija 100 € ob naročilu.', []],
  ['sl', 'Kilometrina 0,50 €/km.', []],
  // Croatian
  ['hr', 'Najam kajaka 15 € po osobi.', ['15 EUR/person']],
  ['hr', 'Keramičarski radovi od 20 €/m².', ['20 EUR/m2']],
  ['hr', 'Instrukcije 25 € po satu.', ['25 EUR/h']],
  ['hr', 'Polog od 50 € pri rezervaciji.', []],
  ['hr', '1 € = 7,53450 kn', []],
  // Serbian
  ['sr', 'Pranje tepiha 250 din. po m².', ['250 RSD/m2']],
  ['sr', 'Selidbe 3.000 din. po satu.', ['3000 RSD/h']],
  ['sr', 'Servis veš mašine 4.500 din.', ['4500 RSD']],
  ['sr', 'Kapara 5.000 din. pri zakazivanju.', []],
  // Hungarian
  ['hu', 'Takarítás 4 000 Ft/óra.', ['4000 HUF/h']],
  ['hu', 'Zárcsere 12 500 Ft-tól.', ['12500 HUF']],
  ['hu', 'Festés 1 800 Ft/m².', ['1800 HUF/m2']],
  ['hu', 'Zongoraóra 8000 Ft óránként.', ['8000 HUF/h']],
  ['hu', 'Kiszállási díj 5 000 Ft.', []],
  ['hu', 'Foglaló 10 000 Ft.', []],
  // Romanian
  ['ro', 'Meditații 80 lei/oră.', ['80 RON/h']],
  ['ro', 'Zugrăveli de la 15 lei/mp.', ['15 RON/m2']],
  ['ro', 'Revizie centrală 250 lei.', ['250 RON']],
  ['ro', 'Taxă de deplasare 2 lei/km.', []],
  ['ro', 'Avans 100 lei la comandă.', []],
  // Bulgarian
  ['bg', 'Уроци по пиано 30 лв. на час.', ['30 BGN/h']],
  ['bg', 'Боядисване 8 лв./кв.м.', ['8 BGN/m2']],
  ['bg', 'Ремонт на перална 120 лв.', ['120 BGN']],
  ['bg', 'До 8 август показваме и цената в левове по курс 1,95583 лв. за 1 €.', []],
  ['bg', 'Капаро 50 лв. при записване.', []],
  ['bg', 'Такса за отказ 20 лв.', []],
  // Ukrainian
  ['uk', 'Профілактика – 450 грн/пара.', ['450 UAH/пара']],
  ['uk', 'Прибирання квартири 120 грн/год.', ['120 UAH/h']],
  ['uk', 'Заміна підошви – від 1 200 грн.', ['1200 UAH']],
  ['uk', 'Одяг, який не забрали протягом місяця, зберігаємо за 15 грн/доба.', []],
  ['uk', 'Передоплата 200 грн.', []],
  ['uk', 'Терміновий ремонт – доплата 100 грн.', []],
  // Russian
  ['ru', 'Репетитор по математике: 1500 руб. в час.', ['1500 RUB/h']],
  ['ru', 'Укладка плитки от 800 ₽/м².', ['800 RUB/m2']],
  ['ru', 'Замена замка 2 500 ₽.', ['2500 RUB']],
  ['ru', 'Хранение – 50 ₽ в сутки.', []],
  ['ru', 'Штраф за опоздание 300 ₽.', []],
  ['ru', 'Доплата за срочность 500 ₽.', []],
  // Lithuanian
  ['lt', 'Korepetitorius 20 € už valandą.', ['20 EUR/h']],
  ['lt', 'Plytelių klijavimas nuo 18 €/m².', ['18 EUR/m2']],
  ['lt', 'Kondicionieriaus valymas 65 €.', ['65 EUR']],
  ['lt', 'Užstatas 100 €.', []],
  ['lt', 'Atvykimo mokestis 15 €.', []],
  // Latvian
  ['lv', 'Privātstundas 25 EUR stundā.', ['25 EUR/h']],
  ['lv', 'Flīzēšana no 20 €/m².', ['20 EUR/m2']],
  ['lv', 'Logu mazgāšana 3 € par logu.', ['3 EUR/logu']],
  ['lv', 'Drošības nauda 50 €.', []],
  ['lv', 'Izsaukuma maksa 20 €.', []],
  // Estonian
  ['et', 'Korstnapühkimine 15 €/lõõr.', ['15 EUR/lõõr']],
  ['et', 'Koristus 25 € tunnis.', ['25 EUR/h']],
  ['et', 'Ahju remont alates 180 €.', ['180 EUR']],
  ['et', 'Sõidukulu väljaspool linna 0,60 €/km.', []],
  ['et', 'Trahv kuni 1 200 €.', []],
  ['et', 'Ettemaks 50 €.', []],
  // Greek
  ['el', 'Μαθήματα αγγλικών 15 € την ώρα.', ['15 EUR/h']],
  ['el', 'Βάψιμο από 5 €/τ.μ.', ['5 EUR/m2']],
  ['el', 'Ενοικίαση ποδηλάτου 10 € ανά άτομο.', ['10 EUR/person']],
  ['el', 'Service λέβητα 70,00 €.', ['70 EUR']],
  ['el', 'Προκαταβολή 30 €.', []],
  ['el', 'Επιβάρυνση 5 € για πληρωμή με κάρτα.', []],
  // Turkish
  ['tr', 'Halı yıkama m² başına 35 TL.', ['35 TRY/m2']],
  ['tr', 'Özel ders 500 TL/saat.', ['500 TRY/h']],
  ['tr', 'Kombi bakımı 1.250,00 TL.', ['1250 TRY']],
  ['tr', 'Tekne turu kişi başı 750 ₺.', ['750 TRY/person']],
  ['tr', 'Kapora 500 TL.', []],
  ['tr', 'İptal ücreti 200 TL.', []],
  // Arabic
  ['ar', 'درس خصوصي 150 ريال للساعة.', ['150 SAR/h']],
  ['ar', 'تنظيف السجاد 10 ريال للمتر.', ['10 SAR/متر']],
  ['ar', 'تغيير زيت المحرك 120 ريال.', ['120 SAR']],
  ['ar', 'عربون 100 ريال عند الحجز.', []],
  ['ar', 'رسوم الإلغاء 50 ريال.', []],
  // Hebrew
  ['he', 'שיעור פרטי 200 ₪ לשעה.', ['200 ILS/h']],
  ['he', 'בדיקת ראייה ₪150.', ['150 ILS']],
  ['he', 'ניקוי ספות 80 ₪ למושב.', ['80 ILS/מושב']],
  ['he', 'מקדמה 100 ₪ בהזמנה.', []],
  ['he', 'דמי ביטול 50 ₪.', []],
  // Persian
  ['fa', 'کلاس زبان ۳۰۰ هزار تومان در ساعت.', ['3000000 IRR/h']],
  ['fa', 'تعمیر یخچال از ۵۰۰ هزار تومان.', ['5000000 IRR']],
  ['fa', 'بیعانه ۲۰۰ هزار تومان.', []],
  ['fa', 'هزینه ایاب و ذهاب ۱۰۰ هزار تومان.', []],
  // Hindi
  ['hi', 'ट्यूशन ₹500 प्रति घंटा।', ['500 INR/h']],
  ['hi', 'पेंटिंग ₹25 प्रति वर्ग फुट।', ['25 INR/sq ft']],
  ['hi', 'एसी सर्विस ₹599 से शुरू।', ['599 INR']],
  ['hi', 'वार्षिक अनुबंध ₹1,50,000।', ['150000 INR']],
  ['hi', 'बुकिंग के लिए ₹200 अग्रिम राशि।', []],
  ['hi', 'रद्द करने पर ₹100 शुल्क।', []],
  // Thai
  ['th', 'สอนว่ายน้ำ 500 บาท/ชั่วโมง', ['500 THB/h']],
  ['th', 'ล้างแอร์ 500 บาทต่อเครื่อง', ['500 THB/เครื่อง']],
  ['th', 'นวดไทย 2 ชั่วโมง 600 บาท', ['600 THB']],
  ['th', 'มัดจำ 1,000 บาท', []],
  ['th', 'ค่าเดินทาง 10 บาท/กม.', []],
  // Vietnamese
  ['vi', 'Dạy kèm 200.000đ/giờ.', ['200000 VND/h']],
  ['vi', 'Sơn nhà 25.000đ/m².', ['25000 VND/m2']],
  ['vi', 'Massage body 350k', ['350000 VND']],
  ['vi', 'Đặt cọc 500.000đ.', []],
  ['vi', 'Phụ thu 50.000đ ngày lễ.', []],
  // Indonesian
  ['id', 'Les privat Rp 100.000 per jam.', ['100000 IDR/h']],
  ['id', 'Cuci sofa Rp 50rb per dudukan.', ['50000 IDR/dudukan']],
  ['id', 'Servis AC mulai Rp 75.000.', ['75000 IDR']],
  ['id', 'Uang muka Rp 200.000.', []],
  ['id', 'Denda keterlambatan Rp 10.000 per hari.', []],
  // Malay
  ['ms', 'Mesin pengering RM 1 setiap 6 minit.', ['1 MYR/6 minit']],
  ['ms', 'Basuh & lipat RM 4.50 / kg (minimum 3 kg).', ['4.5 MYR/kg']],
  ['ms', 'Ambil & hantar (pergi-balik) RM 12.', ['12 MYR']],
  ['ms', 'WhatsApp 012-345 6789 · Langsir RM 7 / kg', ['7 MYR/kg']],
  ['ms', 'Kad ahli: yuran RM 10 sekali bayar, tambah nilai minimum RM 30.', []],
  ['ms', 'Deposit RM 50 diperlukan.', []],
  // Filipino
  ['tl', 'Masahe ₱500 bawat oras.', ['500 PHP/h']],
  ['tl', 'Paglilinis ng aircon ₱1,200.', ['1200 PHP']],
  ['tl', 'Laba ₱35 kada kilo.', ['35 PHP/kg']],
  ['tl', 'Paunang bayad na ₱300 para sa reserbasyon.', []],
  ['tl', 'Multa na ₱100 sa huling pagbabalik.', []],
  // Japanese
  ['ja', 'コインランドリー乾燥機 ¥100/10分', ['100 JPY/10分']],
  ['ja', '駐車場 ¥500/30分', ['500 JPY/30分']],
  ['ja', 'カット 4,400円（税込）', ['4400 JPY']],
  ['ja', 'コース料理 お一人様 8,000円', ['8000 JPY/person']],
  ['ja', 'キャンセル料 2,000円', []],
  ['ja', 'ロングヘアの方は＋1,100円', []],
  // Korean
  ['ko', '개인 레슨 시간당 5만원', ['50000 KRW/h']],
  ['ko', '프로필 촬영 1인 3만원', ['30000 KRW/person']],
  ['ko', '에어컨 청소 80,000원', ['80000 KRW']],
  ['ko', '예약금 2만원', []],
  ['ko', '위약금 1만원', []],
  // Chinese (simplified, traditional)
  ['zh', '家教 每小时200元', ['200 CNY/h']],
  ['zh', '地板安装 80元/平方米', ['80 CNY/m2']],
  ['zh', '空调清洗 150元起', ['150 CNY']],
  ['zh', '押金 500元', []],
  ['zh', '逾期保管费 每天10元', []],
  ['zh-TW', '機場接送 每趟 NT$400', ['400 TWD/趟']],
  ['zh-TW', '手機螢幕更換 NT$2,500起', ['2500 TWD']],
  ['zh-TW', '訂金 NT$500', []],
  // Swahili
  ['sw', 'Usafi wa nyumba KSh 1,500 kwa saa.', ['1500 KES/h']],
  ['sw', 'Kubadilisha bomba KSh 800.', ['800 KES']],
  ['sw', 'Kupaka rangi KSh 250 kwa mita mraba.', ['250 KES/m2']],
  ['sw', 'Amana ya KSh 2,000 inahitajika.', []],
  ['sw', 'Faini ya KSh 500 kwa kuchelewa.', []],
];
