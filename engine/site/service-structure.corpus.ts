/**
 * Sections of small-business pages that list services by their structure alone, as site builders write them (Tilda,
 * Squarespace, Wix, Webflow, Google Sites, WordPress blocks, hand-written HTML), in many languages; written for this
 * corpus, none copied from the fixture sites. Each is a list of names that open with bold or a heading-like element and
 * go on with a dash, a colon or a line break and a description; a definition list; a table whose first cell is a name;
 * a grid of captioned images. And the runs of the same shapes that are no services (testimonials, a team, a FAQ, steps,
 * opening hours, contact details, charges, why-us points), which must give none of their names.
 *
 * `service-structure.corpus.test.ts` reads each with `extractPageContent` and scores it (`scoreServiceCorpus`).
 */

/** [tag (language and builder), the section's HTML, names that must be read as services, names that must not]. */
export type ServiceCase = readonly [tag: string, html: string, services: readonly string[], notServices: readonly string[]];

export const SERVICE_STRUCTURE_CORPUS: readonly ServiceCase[] = [
  // A list of bold names, a dash and a description (Tilda, hand-written).
  [
    'uk tilda',
    `<div class="t-rec"><h2 class="t-section__title">Що ми робимо</h2><ul class="t-list">
      <li><strong>Набійки</strong> — гумові та металеві, на будь-які підбори.</li>
      <li><strong>Перетяжка підошви</strong> — зимове взуття, черевики, туфлі.</li>
      <li><strong>Заміна застібок</strong> — на куртках, сумках і чоботях.</li>
      <li><strong>Чистка замші</strong> — делікатно, з фарбуванням.</li></ul></div>`,
    ['Набійки', 'Перетяжка підошви', 'Заміна застібок', 'Чистка замші'],
    [],
  ],
  [
    'ru handwritten',
    `<section><h2>Чем мы занимаемся</h2><ul><li><b>Замена стёкол</b> – для любых моделей телефонов.</li><li><b>Ремонт разъёмов</b> – зарядка, наушники.</li><li><b>Замена аккумулятора</b> – за 30 минут.</li></ul></section>`,
    ['Замена стёкол', 'Ремонт разъёмов', 'Замена аккумулятора'],
    [],
  ],
  [
    'pl wordpress',
    `<div class="wp-block-group"><h2 class="wp-block-heading">Czym się zajmujemy</h2><ul class="wp-block-list"><li><strong>Cyklinowanie podłóg</strong>: bezpyłowo, z lakierowaniem.</li><li><strong>Układanie paneli</strong>: z podkładem i listwami.</li><li><strong>Olejowanie drewna</strong>: tarasy i schody.</li></ul></div>`,
    ['Cyklinowanie podłóg', 'Układanie paneli', 'Olejowanie drewna'],
    [],
  ],
  [
    'cs handwritten',
    `<h2>Co děláme</h2><ul><li><strong>Broušení nožů</strong> – kuchyňské i řeznické.</li><li><strong>Broušení nůžek</strong> – krejčovské i kadeřnické.</li><li><strong>Opravy nářadí</strong> – zahradní technika.</li></ul>`,
    ['Broušení nožů', 'Broušení nůžek', 'Opravy nářadí'],
    [],
  ],
  [
    'tr handwritten',
    `<h2>Neler yapıyoruz</h2><ul><li><b>Perde yıkama</b> - ütülü teslim.</li><li><b>Yorgan yıkama</b> - kuş tüyü dahil.</li><li><b>Battaniye yıkama</b> - aynı gün.</li></ul>`,
    ['Perde yıkama', 'Yorgan yıkama', 'Battaniye yıkama'],
    [],
  ],
  [
    'en squarespace',
    `<div class="sqs-block-content"><h2>What we can help with</h2><ul data-rte-list="default"><li><p><strong>Boiler servicing</strong> – annual checks for all makes.</p></li><li><p><strong>Radiator fitting</strong> – new or moved radiators.</p></li><li><p><strong>Power flushing</strong> – for cold spots and noisy pipes.</p></li></ul></div>`,
    ['Boiler servicing', 'Radiator fitting', 'Power flushing'],
    [],
  ],
  // Paragraphs, each a bold name, a line break and a description (Tilda text blocks, Wix, Google Sites).
  [
    'uk paragraphs',
    `<div class="t-rec"><h2>Наша робота</h2><div class="t-text"><p><b>Ремонт пральних машин</b><br>Виїзд майстра, діагностика на місці.</p><p><b>Ремонт холодильників</b><br>Заправка фреоном, заміна компресора.</p><p><b>Ремонт посудомийок</b><br>Усі марки, оригінальні запчастини.</p></div></div>`,
    ['Ремонт пральних машин', 'Ремонт холодильників', 'Ремонт посудомийок'],
    [],
  ],
  [
    'de wix',
    `<div data-testid="richTextElement" class="wixui-rich-text"><h2 class="font_2">Was ich anbiete</h2><p class="font_8"><span style="font-weight:bold;">Hundefriseur</span></p><p class="font_8">Waschen, Schneiden und Trimmen für alle Rassen.</p><p class="font_8"><span style="font-weight:bold;">Krallenpflege</span></p><p class="font_8">Kürzen und Feilen der Krallen.</p><p class="font_8"><span style="font-weight:bold;">Zahnpflege</span></p><p class="font_8">Sanfte Reinigung ohne Narkose.</p></div>`,
    ['Hundefriseur', 'Krallenpflege', 'Zahnpflege'],
    [],
  ],
  [
    'fr google-sites',
    `<section><h2>Ce que je propose</h2><p><span style="font-weight:700">Taille de haies</span><br>Haies de toutes hauteurs, évacuation des déchets verts.</p><p><span style="font-weight:700">Tonte de pelouse</span><br>Passage régulier d'avril à octobre.</p><p><span style="font-weight:700">Débroussaillage</span><br>Terrains en friche et talus.</p></section>`,
    ['Taille de haies', 'Tonte de pelouse', 'Débroussaillage'],
    [],
  ],
  [
    'es paragraphs',
    `<div class="entry-content"><h2>Lo que hacemos</h2><p><strong>Limpieza de sofás:</strong> tapicería de tela y piel, a domicilio.</p><p><strong>Limpieza de alfombras:</strong> recogida y entrega.</p><p><strong>Limpieza de colchones:</strong> contra ácaros.</p></div>`,
    ['Limpieza de sofás', 'Limpieza de alfombras', 'Limpieza de colchones'],
    [],
  ],
  [
    'it paragraphs',
    `<div><h2>Cosa facciamo</h2><p><b>Riparazione tapparelle</b> – cinghie, rulli e molle.</p><p><b>Zanzariere su misura</b> – a rullo e plissettate.</p><p><b>Motorizzazione</b> – tapparelle elettriche e domotica.</p></div>`,
    ['Riparazione tapparelle', 'Zanzariere su misura', 'Motorizzazione'],
    [],
  ],
  [
    'et paragraphs',
    `<div><h2>Mida me teeme</h2><p><strong>Akende pesu</strong><br>Eramud ja korterid, ka kõrgel.</p><p><strong>Fassaadi pesu</strong><br>Survepesu ja hooldus.</p><p><strong>Päikesepaneelide pesu</strong><br>Puhas vesi, ilma kemikaalideta.</p></div>`,
    ['Akende pesu', 'Fassaadi pesu', 'Päikesepaneelide pesu'],
    [],
  ],
  // Headings, each followed by its paragraph, as siblings of one block (Squarespace, Webflow rich text, Wordpress).
  [
    'sv heading-run',
    `<div class="sqs-html-content"><h2>Det här gör vi</h2><h3>Fönsterputs</h3><p>För villor och lägenheter.</p><h3>Trappstädning</h3><p>Varje vecka eller varannan.</p><h3>Flyttstädning</h3><p>Med besiktningsgaranti.</p></div>`,
    ['Fönsterputs', 'Trappstädning', 'Flyttstädning'],
    [],
  ],
  [
    'nl heading-run',
    `<article><h2>Wat wij doen</h2><h4>Dakgoten reinigen</h4><p>Bladeren en mos weg, afvoer doorgespoten.</p><h4>Dakpannen vervangen</h4><p>Gebroken of verschoven pannen.</p><h4>Schoorsteen voegen</h4><p>Nieuwe voegen, waterdicht.</p></article>`,
    ['Dakgoten reinigen', 'Dakpannen vervangen', 'Schoorsteen voegen'],
    [],
  ],
  [
    'pt webflow',
    `<div class="section"><h2 class="heading">O que fazemos</h2><div class="w-dyn-list"><div class="w-dyn-items"><div class="w-dyn-item"><div class="card-title">Manicure</div><p class="card-text">Clássica e em gel.</p></div><div class="w-dyn-item"><div class="card-title">Pedicure</div><p class="card-text">Com esfoliação.</p></div><div class="w-dyn-item"><div class="card-title">Design de sobrancelhas</div><p class="card-text">Com henna ou linha.</p></div></div></div></div>`,
    ['Manicure', 'Pedicure', 'Design de sobrancelhas'],
    [],
  ],
  [
    'ro tilda-cards',
    `<div class="t-rec"><div class="t-section__title">Ce facem</div><div class="t-container"><div class="t-card"><div class="t-card__title">Montaj parchet</div><div class="t-card__descr">Lemn masiv și stratificat.</div></div><div class="t-card"><div class="t-card__title">Șlefuire parchet</div><div class="t-card__descr">Fără praf.</div></div><div class="t-card"><div class="t-card__title">Lăcuire</div><div class="t-card__descr">Lac pe bază de apă.</div></div></div></div>`,
    ['Montaj parchet', 'Șlefuire parchet', 'Lăcuire'],
    [],
  ],
  // Definition lists without prices.
  [
    'da definition-list',
    `<h2>Vores ydelser</h2><dl><dt>Kloakservice</dt><dd>Rensning og TV-inspektion af kloakker.</dd><dt>Tagrender</dt><dd>Rensning og reparation.</dd><dt>Faskiner</dt><dd>Nedgravning af regnvandsfaskiner.</dd></dl>`,
    ['Kloakservice', 'Tagrender', 'Faskiner'],
    [],
  ],
  [
    'hu definition-list',
    `<h2>Amivel foglalkozunk</h2><dl><dt>Csempézés</dt><dd>Fürdőszobák és konyhák.</dd><dt>Burkolás</dt><dd>Padló és lépcső.</dd><dt>Fugázás</dt><dd>Régi fugák cseréje.</dd></dl>`,
    ['Csempézés', 'Burkolás', 'Fugázás'],
    [],
  ],
  [
    'fi definition-list',
    `<section><h2>Mitä teemme</h2><dl><dt>Nuohous</dt><dd>Tulisijat ja savuhormit.</dd><dt>Hormien kuvaus</dt><dd>Kameratarkastus ja raportti.</dd><dt>Ilmanvaihdon puhdistus</dt><dd>Kanavat ja venttiilit.</dd></dl></section>`,
    ['Nuohous', 'Hormien kuvaus', 'Ilmanvaihdon puhdistus'],
    [],
  ],
  // Tables whose first cell names the service.
  [
    'no table',
    `<h2>Dette gjør vi</h2><table><tbody><tr><td>Pianostemming</td><td>Stemming av alle typer piano.</td></tr><tr><td>Regulering</td><td>Justering av mekanikken.</td></tr><tr><td>Intonering</td><td>Klangen tilpasset rommet.</td></tr></tbody></table>`,
    ['Pianostemming', 'Regulering', 'Intonering'],
    [],
  ],
  [
    'el table',
    `<h2>Τι κάνουμε</h2><table><tr><th>Υπηρεσία</th><th>Περιγραφή</th></tr><tr><td>Επισκευή κλιματιστικών</td><td>Όλες οι μάρκες.</td></tr><tr><td>Εγκατάσταση κλιματιστικών</td><td>Με σωληνώσεις.</td></tr><tr><td>Καθαρισμός κλιματιστικών</td><td>Απολύμανση φίλτρων.</td></tr></table>`,
    ['Επισκευή κλιματιστικών', 'Εγκατάσταση κλιματιστικών', 'Καθαρισμός κλιματιστικών'],
    [],
  ],
  // Captioned image grids.
  [
    'hr figures',
    `<section><h2>Što radimo</h2><div class="gallery"><figure><img src="a.jpg" alt=""><figcaption>Izrada ključeva</figcaption></figure><figure><img src="b.jpg" alt=""><figcaption>Otvaranje vrata</figcaption></figure><figure><img src="c.jpg" alt=""><figcaption>Ugradnja brava</figcaption></figure></div></section>`,
    ['Izrada ključeva', 'Otvaranje vrata', 'Ugradnja brava'],
    [],
  ],
  [
    'id figures',
    `<div class="wp-block-gallery"><h2>Yang kami kerjakan</h2><figure class="wp-block-image"><img src="1.jpg"><figcaption>Cuci sofa</figcaption></figure><figure class="wp-block-image"><img src="2.jpg"><figcaption>Cuci kasur</figcaption></figure><figure class="wp-block-image"><img src="3.jpg"><figcaption>Cuci karpet</figcaption></figure></div>`,
    ['Cuci sofa', 'Cuci kasur', 'Cuci karpet'],
    [],
  ],
  // Scripts and languages further afield, bold names in lists and paragraphs.
  [
    'ar list',
    `<section dir="rtl"><h2>ماذا نقدم</h2><ul><li><strong>تنظيف المكيفات</strong> – لجميع الأنواع.</li><li><strong>صيانة المكيفات</strong> – فحص وتعبئة غاز.</li><li><strong>تركيب المكيفات</strong> – سبليت وشباك.</li></ul></section>`,
    ['تنظيف المكيفات', 'صيانة المكيفات', 'تركيب المكيفات'],
    [],
  ],
  [
    'he paragraphs',
    `<div dir="rtl"><h2>מה אנחנו עושים</h2><p><b>תיקון מזגנים</b><br>כל הדגמים, אחריות לשנה.</p><p><b>התקנת מזגנים</b><br>כולל צנרת.</p><p><b>ניקוי מזגנים</b><br>חיטוי וניקוי פילטרים.</p></div>`,
    ['תיקון מזגנים', 'התקנת מזגנים', 'ניקוי מזגנים'],
    [],
  ],
  [
    'vi list',
    `<h2>Chúng tôi làm gì</h2><ul><li><strong>Sửa máy giặt</strong>: tận nơi trong ngày.</li><li><strong>Sửa tủ lạnh</strong>: nạp gas, thay block.</li><li><strong>Sửa điều hòa</strong>: vệ sinh và bảo dưỡng.</li></ul>`,
    ['Sửa máy giặt', 'Sửa tủ lạnh', 'Sửa điều hòa'],
    [],
  ],
  [
    'th list',
    `<h2>สิ่งที่เราทำ</h2><ul><li><strong>ล้างแอร์</strong> – ทุกยี่ห้อ</li><li><strong>ซ่อมแอร์</strong> – ตรวจเช็คฟรี</li><li><strong>ติดตั้งแอร์</strong> – พร้อมท่อ</li></ul>`,
    ['ล้างแอร์', 'ซ่อมแอร์', 'ติดตั้งแอร์'],
    [],
  ],
  [
    'ja paragraphs',
    `<div><h2>私たちの仕事</h2><p><strong>網戸の張り替え</strong><br>一枚から承ります。</p><p><strong>障子の張り替え</strong><br>破れにくい紙もあります。</p><p><strong>襖の張り替え</strong><br>柄をお選びいただけます。</p></div>`,
    ['網戸の張り替え', '障子の張り替え', '襖の張り替え'],
    [],
  ],
  [
    'ko list',
    `<h2>하는 일</h2><ul><li><b>에어컨 청소</b> - 분해 세척</li><li><b>세탁기 청소</b> - 통돌이, 드럼</li><li><b>냉장고 청소</b> - 곰팡이 제거</li></ul>`,
    ['에어컨 청소', '세탁기 청소', '냉장고 청소'],
    [],
  ],
  [
    'zh paragraphs',
    `<div><h2>我們做什麼</h2><p><strong>冷氣清洗</strong><br>分離式、窗型皆可。</p><p><strong>冷氣安裝</strong><br>含管線。</p><p><strong>冷氣維修</strong><br>檢測不漏水。</p></div>`,
    ['冷氣清洗', '冷氣安裝', '冷氣維修'],
    [],
  ],
  [
    'lt list',
    `<h2>Ką darome</h2><ul><li><strong>Kaminų valymas</strong> – su sertifikatu.</li><li><strong>Kaminų remontas</strong> – mūrijimas ir tinkavimas.</li><li><strong>Kaminų įdėklai</strong> – nerūdijantis plienas.</li></ul>`,
    ['Kaminų valymas', 'Kaminų remontas', 'Kaminų įdėklai'],
    [],
  ],
  [
    'ca paragraphs',
    `<div><h2>Què fem</h2><p><strong>Reparació de persianes</strong> — cintes, lamel·les i motors.</p><p><strong>Mosquiteres</strong> — a mida, enrotllables.</p><p><strong>Tendals</strong> — de braç i de punt recte.</p></div>`,
    ['Reparació de persianes', 'Mosquiteres', 'Tendals'],
    [],
  ],

  // Runs of the same shapes that are no services.
  [
    'uk testimonials',
    `<h2>Нам пишуть</h2><div><p><b>Оксана</b><br>«Полагодили чоботи за день, дякую!»</p><p><b>Тарас</b><br>«Найкраща майстерня у місті.»</p><p><b>Ірина</b><br>«Швидко і недорого.»</p></div>`,
    [],
    ['Оксана', 'Тарас', 'Ірина'],
  ],
  [
    'en team',
    `<h2>Meet the crew</h2><ul><li><strong>Dave Collins</strong> – owner and Gas Safe engineer.</li><li><strong>Priya Shah</strong> – office manager.</li><li><strong>Tom Reed</strong> – apprentice plumber.</li></ul>`,
    [],
    ['Dave Collins', 'Priya Shah', 'Tom Reed'],
  ],
  [
    'de faq',
    `<h2>Gut zu wissen</h2><dl><dt>Kommen Sie auch am Wochenende?</dt><dd>Ja, samstags bis 14 Uhr.</dd><dt>Wie bezahle ich?</dt><dd>Bar oder mit Karte.</dd><dt>Gibt es eine Garantie?</dt><dd>Zwei Jahre auf jede Arbeit.</dd></dl>`,
    [],
    ['Kommen Sie auch am Wochenende?', 'Wie bezahle ich?', 'Gibt es eine Garantie?'],
  ],
  [
    'pl steps',
    `<h2>Jak pracujemy</h2><ul><li><strong>Krok 1</strong> – zadzwoń lub napisz.</li><li><strong>Krok 2</strong> – przyjeżdżamy na wycenę.</li><li><strong>Krok 3</strong> – wykonujemy pracę.</li></ul>`,
    [],
    ['Krok 1', 'Krok 2', 'Krok 3'],
  ],
  [
    'es steps-unnumbered',
    `<h2>Así trabajamos</h2><p><strong>Nos llamas</strong><br>Te damos cita en 24 horas.</p><p><strong>Revisamos</strong><br>Presupuesto sin compromiso.</p><p><strong>Reparamos</strong><br>Con garantía.</p>`,
    [],
    ['Nos llamas', 'Revisamos', 'Reparamos'],
  ],
  [
    'fr hours',
    `<h2>Horaires</h2><dl><dt>Lundi</dt><dd>9h – 18h</dd><dt>Mardi</dt><dd>9h – 18h</dd><dt>Samedi</dt><dd>9h – 12h</dd></dl>`,
    [],
    ['Lundi', 'Mardi', 'Samedi'],
  ],
  [
    'et hours-table',
    `<h3>Oleme avatud</h3><table><tr><td>Esmaspäev–reede</td><td>9–18</td></tr><tr><td>Laupäev</td><td>10–15</td></tr><tr><td>Pühapäev</td><td>suletud</td></tr></table>`,
    [],
    ['Esmaspäev–reede', 'Laupäev', 'Pühapäev'],
  ],
  [
    'uk contact',
    `<h2>Як нас знайти</h2><p><b>Адреса:</b> вул. Шевченка, 12</p><p><b>Телефон:</b> +380 67 123 45 67</p><p><b>Графік:</b> Пн–Пт 9:00–18:00</p>`,
    [],
    ['Адреса', 'Телефон', 'Графік'],
  ],
  [
    'en contact-unlabelled-heading',
    `<h2>Get in touch</h2><ul><li><strong>Phone</strong> – 0161 496 0000</li><li><strong>Email</strong> – hello@example.co.uk</li><li><strong>Workshop</strong> – Unit 4, Mill Lane, Bury</li></ul>`,
    [],
    ['Phone', 'Email', 'Workshop'],
  ],
  [
    'sv charges',
    `<h2>Bra att veta</h2><ul><li><strong>Framkörningsavgift</strong> – 395 kr inom Göteborg.</li><li><strong>Helgtillägg</strong> – 50 % på lördagar.</li><li><strong>Avbokning</strong> – senast 24 timmar innan.</li></ul>`,
    [],
    ['Framkörningsavgift', 'Helgtillägg', 'Avbokning'],
  ],
  [
    'ru why-us',
    `<h2>Почему выбирают нас</h2><ul><li><b>Быстро</b> — ремонт за час.</li><li><b>Гарантия</b> — полгода на любую работу.</li><li><b>Честно</b> — цена не меняется.</li></ul>`,
    [],
    ['Быстро', 'Гарантия', 'Честно'],
  ],
  [
    'it payment-delivery',
    `<h2>Informazioni</h2><p><strong>Pagamento:</strong> contanti o bancomat.</p><p><strong>Consegna:</strong> ritiro in negozio.</p><p><strong>Garanzia:</strong> 12 mesi.</p>`,
    [],
    ['Pagamento', 'Consegna', 'Garanzia'],
  ],
  [
    'tr testimonials-figures',
    `<h2>Müşterilerimiz ne diyor</h2><div><figure><blockquote>Perdelerim tertemiz geldi.</blockquote><figcaption>Ayşe K.</figcaption></figure><figure><blockquote>Çok hızlı teslimat.</blockquote><figcaption>Mehmet T.</figcaption></figure><figure><blockquote>Tavsiye ederim.</blockquote><figcaption>Zeynep A.</figcaption></figure></div>`,
    [],
    ['Ayşe K.', 'Mehmet T.', 'Zeynep A.'],
  ],
  [
    'nl photo-gallery',
    `<h2>Impressie</h2><div class="gallery"><figure><img src="1.jpg"><figcaption>Badkamer in Utrecht, 2023</figcaption></figure><figure><img src="2.jpg"><figcaption>Keuken in Zeist, 2022</figcaption></figure><figure><img src="3.jpg"><figcaption>Toilet in Houten, 2024</figcaption></figure></div>`,
    [],
    ['Badkamer in Utrecht, 2023', 'Keuken in Zeist, 2022', 'Toilet in Houten, 2024'],
  ],
  [
    'cs team-table',
    `<h2>Náš tým</h2><table><tr><td>Petr Novák</td><td>majitel, mistr kominík</td></tr><tr><td>Jana Nováková</td><td>kancelář</td></tr><tr><td>Martin Dvořák</td><td>kominík</td></tr></table>`,
    [],
    ['Petr Novák', 'Jana Nováková', 'Martin Dvořák'],
  ],
];
