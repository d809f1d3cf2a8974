import { describe, expect, it } from 'vitest';
import { extractPageContent } from './extract-page-content';

const page = (body: string) => extractPageContent(`<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`, 'https://example.com/');

describe('services from the page’s structure', () => {
  it('a menu’s dishes without their prices, not the course headings over them', () => {
    const { services } = page(
      '<section id="menu"><h2>Menu</h2><div class="menu-section"><h3>Primi</h3><ul><li><strong>Risotto alla milanese</strong> – con zafferano, 14,00 €</li><li>Nervetti in insalata – 8,00 €</li></ul></div></section>',
    );
    expect(services).toEqual(['Risotto alla milanese', 'Nervetti in insalata']);
  });

  it('a subjects list is what a tutor sells; its fees and its recruiting are not', () => {
    const { services } = page(
      '<section><h2>Subjects</h2><ul><li>GCSE maths and further maths</li><li>A-level maths, physics and chemistry</li></ul></section>' +
        '<section><h2>Fees</h2><p>Online lessons £45 per hour.</p></section><section><h2>Become a tutor</h2><p>Tutoring jobs from £30 per hour.</p></section>',
    );
    expect(services).toEqual(['GCSE maths', 'A-level maths']);
  });

  it('an areaServed sentence is several places', () => {
    const { places } = page(
      '<script type="application/ld+json">{"@type":"LocalBusiness","name":"S","areaServed":"Adelaide metropolitan area and the Adelaide Hills"}</script><p>Hi</p>',
    );
    expect(places).toEqual(['Adelaide', 'Adelaide Hills']);
  });

  it('areas with a postal district letter or a phase number; a VAT number is no phone', () => {
    expect(page('<h2>Her kører vi</h2><p>Aarhus C, Viby J, Højbjerg og Lystrup.</p>').places).toEqual(['Aarhus', 'Viby', 'Højbjerg', 'Lystrup']);
    expect(page('<h2>Areas we serve</h2><p>Koramangala, HSR Layout and Electronic City Phase 1.</p>').places).toEqual(['Koramangala', 'HSR Layout', 'Electronic City Phase 1']);
    expect(page('<p>Groen &amp; Zo BV · Tel 09 221 34 56 · BTW BE 0712.345.678</p>').phones).toEqual(['09 221 34 56']);
  });
});

describe('price menus written as definition lists', () => {
  const lang = (code: string, body: string) => extractPageContent(`<!doctype html><html lang="${code}"><head><title>T</title></head><body>${body}</body></html>`, 'https://example.jp/');

  it('a Japanese <dl>: each term is a service, its <dd> its price in yen, a note in brackets aside', () => {
    const { services, prices } = lang(
      'ja',
      '<h2>メニュー・料金</h2><dl class="menu-list"><dt>カット（シャンプー・ブロー込み）</dt><dd>¥4,400</dd><dt>前髪カット</dt><dd>¥1,100</dd><dt>縮毛矯正（カット込み）</dt><dd>16,500円〜</dd><dt>ヘッドスパ（30分）</dt><dd>3,300円</dd></dl>',
    );
    expect(services).toEqual(['カット', '前髪カット', '縮毛矯正', 'ヘッドスパ']);
    expect(prices.map((price) => [price.item, price.amount, price.currency])).toEqual([
      ['カット', 4400, 'JPY'],
      ['前髪カット', 1100, 'JPY'],
      ['縮毛矯正', 16500, 'JPY'],
      ['ヘッドスパ', 3300, 'JPY'],
    ]);
  });

  it('a German <dl> with several <dd>s to a term, and a French one whose terms hold the price', () => {
    const german = lang('de', '<dl><dt>Damenhaarschnitt</dt><dd>Kurzhaar 45 €</dd><dd>Langhaar 60 €</dd><dt>Herrenhaarschnitt</dt><dd>28 €</dd></dl>');
    expect(german.services).toEqual(['Damenhaarschnitt', 'Herrenhaarschnitt']);
    expect(german.prices.map((price) => [price.item, price.amount, price.currency])).toEqual([
      ['Kurzhaar', 45, 'EUR'],
      ['Langhaar', 60, 'EUR'],
      ['Herrenhaarschnitt', 28, 'EUR'],
    ]);
    const french = lang('fr', '<dl><dt>Coupe femme – 38 €</dt><dd>Shampoing et brushing compris</dd><dt>Coloration 55 €</dt><dd>Soin inclus</dd></dl>');
    expect(french.services).toEqual(['Coupe femme', 'Coloration']);
    expect(french.prices.map((price) => [price.item, price.amount])).toEqual([
      ['Coupe femme', 38],
      ['Coloration', 55],
    ]);
  });

  it('a <dl> with no price beside its terms (hours, contact details) lists no services', () => {
    expect(lang('de', '<dl><dt>Montag</dt><dd>9:00–18:00</dd><dt>Telefon</dt><dd>030 1234567</dd></dl>').services).toEqual([]);
  });
});

describe('a price row of name and amount cells', () => {
  it('names each amount by its row’s name cell, not the section heading above the rows', () => {
    const row = (name: string, amount: string) => `<div class="price-row"><div class="price-name">${name}</div><div class="price-dots"></div><div class="price-amount">${amount}</div></div>`;
    const content = extractPageContent(
      `<html lang="nl"><body><section><h2>Gellak</h2>${row('Gellak handen', '€ 35,-')}${row('Alleen gellak verwijderen', '€ 17,50')}</section></body></html>`,
      'https://nagels.test/prijzen/',
    );
    expect(content.prices.map((price) => [price.item, price.amount])).toEqual([
      ['Gellak handen', 35],
      ['Alleen gellak verwijderen', 17.5],
    ]);
  });
});

describe('an address the structured data kept after a move', () => {
  it('gives way to the address the page shows, and stays when the page shows it too', () => {
    const page = (footer: string) =>
      `<html lang="da"><head><script type="application/ld+json">{"@type": "BicycleStore", "name": "Ravnsborg Cykler", "address": {"@type": "PostalAddress", "streetAddress": "Jægersborggade 31", "addressLocality": "København N", "postalCode": "2200", "addressCountry": "DK"}}</script></head><body><h1>Cykelværksted på Nørrebro</h1><footer><p>${footer}</p></footer></body></html>`;
    expect(extractPageContent(page('Ravnsborggade 14, 2200 København N'), 'https://cykler.test/').address).toBe('Ravnsborggade 14, 2200 København');
    expect(extractPageContent(page('Jægersborggade 31, 2200 København N'), 'https://cykler.test/').address).toBe('Jægersborggade 31, København N, 2200');
  });
});

describe('the town of an address in formats no pattern knows', () => {
  const html = (head: string, body: string) => extractPageContent(`<!doctype html><html lang="vi"><head><title>T</title>${head}</head><body>${body}</body></html>`, 'https://example.vn/');

  it('schema.org PostalAddress in Vietnam: the address and its addressLocality', () => {
    const content = html(
      '<script type="application/ld+json">{"@type":"DaySpa","name":"Hoa Sen Spa","address":{"@type":"PostalAddress","streetAddress":"123 Lê Thánh Tôn, Phường Bến Thành, Quận 1","addressLocality":"Thành phố Hồ Chí Minh","addressCountry":"VN"}}</script>',
      '<p>Chào mừng</p>',
    );
    expect(content.address).toBe('123 Lê Thánh Tôn, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh');
    expect(content.places).toEqual(['Thành phố Hồ Chí Minh']);
    expect(content.addressCountries).toEqual(['VN']);
  });

  it('a labelled address in the footer ("Địa chỉ:"), when no structured data gives one', () => {
    const content = html('', '<footer><p>Địa chỉ: 123 Lê Thánh Tôn, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh</p><p>Điện thoại: 0909 123 456</p></footer>');
    expect(content.address).toBe('123 Lê Thánh Tôn, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh');
    expect(content.places).toEqual(['TP. Hồ Chí Minh']);
  });
});

describe('services by their structure, in a heading’s language no list knows', () => {
  const lang = (code: string, body: string) => extractPageContent(`<!doctype html><html lang="${code}"><head><title>T</title></head><body>${body}</body></html>`, 'https://example.org/');
  const cards = (items: string[], tag = 'h3') => items.map((item) => `<div class="card"><${tag}>${item}</${tag}><p>Lorem kort tekst om dette.</p></div>`).join('');

  it('cards under a Norwegian, an Indonesian and a Catalan heading are services', () => {
    expect(lang('nb', `<section><h2>Hva jeg tilbyr</h2><div class="row">${cards(['Pianostemming', 'Reparasjon av mekanikk', 'Intonering'])}</div></section>`).services).toEqual(['Pianostemming', 'Reparasjon av mekanikk', 'Intonering']);
    expect(lang('id', `<section><h2>Pilihan Kami</h2><div>${cards(['Sewa mobil dengan sopir', 'Antar jemput bandara', 'Paket tur harian'], 'h4')}</div></section>`).services).toEqual(['Sewa mobil dengan sopir', 'Antar jemput bandara', 'Paket tur harian']);
    expect(lang('ca', '<h2>Què fem</h2><ul><li><strong>Rams de núvia</strong> 45 €</li><li><strong>Centres de taula</strong> 30 €</li><li><strong>Corones</strong> 60 €</li></ul>').services).toEqual(['Rams de núvia', 'Centres de taula', 'Corones']);
  });

  it('not a team of three, three testimonials, a three-step "how it works" nor a FAQ', () => {
    const team = `<section><h2>Møt oss</h2><div>${['Kari Nordmann', 'Ola Hansen', 'Per Olsen'].map((name) => `<div><h3>${name}</h3><p>Eier</p></div>`).join('')}</div></section>`;
    expect(lang('nb', team).services).toEqual([]);
    const reviews = `<section><h2>Lo que dicen</h2><div>${['Ana', 'Luis', 'Marta'].map((name) => `<div><h4>${name}</h4><p>“Muy buen trabajo, volveré.”</p></div>`).join('')}</div></section>`;
    expect(lang('es', reviews).services).toEqual([]);
    const steps = `<section><h2>So einfach geht's</h2><div>${['1. Anfrage senden', '2. Angebot erhalten', '3. Termin vereinbaren'].map((step) => `<div><h3>${step}</h3><p>Kurz erklärt.</p></div>`).join('')}</div></section>`;
    expect(lang('de', steps).services).toEqual([]);
    const faq = `<section><h2>Kysymyksiä</h2><div>${['Tuletteko kotiin?', 'Mitä maksaa?', 'Kauanko kestää?'].map((question) => `<div><h3>${question}</h3><p>Vastaus.</p></div>`).join('')}</div></section>`;
    expect(lang('fi', faq).services).toEqual([]);
    const why = `<section><h2>Pourquoi nous choisir</h2><div>${cards(['Rapide', 'Assuré', 'Prix fixes'])}</div></section>`;
    expect(lang('fr', why).services).toEqual([]);
  });

  it('an accordion of services, not a FAQ accordion; a JSON-LD OfferCatalog of ListItems', () => {
    expect(lang('pl', '<h2>Co robimy</h2><div><details><summary>Cyklinowanie podłóg</summary><p>Opis</p></details><details><summary>Układanie paneli</summary><p>Opis</p></details></div>').services).toEqual(['Cyklinowanie podłóg', 'Układanie paneli']);
    expect(lang('pl', '<h2>Pytania</h2><div><details><summary>Ile to kosztuje?</summary><p>Opis</p></details><details><summary>Jak długo?</summary><p>Opis</p></details></div>').services).toEqual([]);
    const catalog = '{"@type":"LocalBusiness","name":"X","hasOfferCatalog":{"@type":"OfferCatalog","name":"Palvelut","itemListElement":[{"@type":"ListItem","item":{"@type":"Service","name":"Ikkunanpesu"}},{"@type":"Offer","itemOffered":{"@type":"Service","name":"Kotisiivous"}}]}}';
    expect(lang('fi', `<script type="application/ld+json">${catalog}</script><p>Hei</p>`).services).toEqual(['Ikkunanpesu', 'Kotisiivous']);
  });
});

describe('what pays for a service is no service', () => {
  it('financing and gift cards are not offers, even under a heading that lists them', () => {
    const html = '<html><body><h2>Our services</h2><ul><li><strong>Weekly Pool Service</strong> – chemicals included</li><li><strong>Green Pool Cleanup</strong> – back to blue</li><li><strong>Financing for Equipment</strong> – on approved credit</li><li><strong>Gift Cards</strong> – any amount</li></ul></body></html>';
    const services = extractPageContent(html, 'https://pool.example/').services;
    expect(services).toEqual(expect.arrayContaining(['Weekly Pool Service', 'Green Pool Cleanup']));
    expect(services.some((service) => /financ|gift/i.test(service))).toBe(false);
  });
});

describe('services in a builder’s blocks', () => {
  it('reads cards that follow the heading’s and the intro’s blocks (Elementor icon boxes), not priced tiers under a prices heading', () => {
    const box = (name: string, text: string) => `<div class="widget-icon-box"><h3>${name}</h3><p>${text}</p></div>`;
    const tier = (name: string, amount: string) => `<div class="widget-price-table"><div class="header"><h3>${name}</h3></div><div class="price"><span>$</span><span>${amount}</span></div></div>`;
    const { services } = page(
      '<section><div class="container"><div class="widget-heading"><h1>What we haul</h1></div><div class="widget-text"><p>If two people can carry it, we take it.</p></div>' +
        `${box('Furniture removal', 'Couches and dressers.')}${box('Appliance removal', 'Washers and dryers.')}${box('Estate cleanouts', 'Room by room.')}</div></section>` +
        '<section><div class="container"><div class="widget-heading"><h2>Pricing by truck volume</h2></div><div class="widget-text"><p>You pay for the space.</p></div>' +
        `${tier('1/8 truck', '139')}${tier('1/4 truck', '229')}${tier('Full truck', '649')}</div></section>`,
    );
    expect(services).toEqual(['Furniture removal', 'Appliance removal', 'Estate cleanouts']);
  });

  it('reads a page of <h2> sections under its <h1>, ending before one that says what is not done', () => {
    const { services } = page(
      '<main><div><h1>Managed IT services</h1><h2>Helpdesk support</h2><p>Remote support.</p><h2>Cybersecurity</h2><p>Endpoint protection.</p>' +
        "<h2>Backup &amp; recovery</h2><p>Tested every quarter.</p><h2>What we don't do</h2><p>We don't build websites.</p></div></main>",
    );
    expect(services).toEqual(['Helpdesk support', 'Cybersecurity', 'Backup & recovery']);
  });
});

describe('fees are no services', () => {
  it('a registration fee or a design retainer in a list of what is sold is left out', () => {
    const { services } = page('<section><h2>Our services</h2><ul><li>Morning sessions</li><li>Afternoon club</li><li>Registration fee</li><li>Design retainer</li><li>Holiday camps</li></ul></section>');
    expect(services).toContain('Morning sessions');
    expect(services).not.toContain('Registration fee');
    expect(services).not.toContain('Design retainer');
  });
});

describe('services in a grid of rows', () => {
  it('reads cards laid out two to a row (Duda, Bootstrap) as one list, under the heading row', () => {
    const col = (name: string, text: string) => `<div class="col"><h3>${name}</h3><p>${text}</p></div>`;
    const { services } = page(
      '<div class="rows"><div class="row"><div class="col"><h1>Our services</h1><p>Everything we do is for homes.</p></div></div>' +
        `<div class="row">${col('Exterior window cleaning', 'Glass, frames and sills.')}${col('Inside &amp; out', 'Interior glass and tracks.')}</div>` +
        `<div class="row">${col('Screens', 'Washed every visit.')}${col('Skylights', 'Reached from a ladder.')}</div></div>`,
    );
    expect(services).toEqual(['Exterior window cleaning', 'Inside & out', 'Screens', 'Skylights']);
  });
});

describe('places said with a possessive', () => {
  it('are the town ("Perth\'s northern suburbs" is Perth)', () => {
    expect(page('<h2>Areas we cover</h2><p>We cover Perth\'s northern suburbs: Joondalup, Wanneroo and Kingsley.</p>').places).toContain('Perth');
  });
});

describe('a table’s cells in the page text', () => {
  it('keep their words apart ("HomeExterior only" was a sitelink description)', () => {
    const { text } = page('<table><tr><th>Home</th><th>Exterior only</th><th>Inside &amp; out</th></tr></table>');
    expect(text).toContain('Home Exterior only Inside & out');
  });
});

describe('a price grid', () => {
  it('priced by what is sold across its columns: its rows are sizes, no services; priced per unit: its rows are services', () => {
    const grid = (columns: string[], rows: string[][]) =>
      page(`<h1>Pricing</h1><table><tr>${['', ...columns].map((column) => `<th>${column}</th>`).join('')}</tr>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`).services;
    expect(grid(['Exterior only', 'Inside &amp; out'], [['Bungalow', '$189', '$259'], ['Two-storey', '$279', '$389']])).toEqual([]);
    expect(grid(['Per lesson', '10-week term'], [['Preschool swim', '$24', '$220'], ['Stroke correction', '$26', '$240']])).toEqual(['Preschool swim', 'Stroke correction']);
  });

  it('a row that adds to the others ("jede weitere Person", "each additional child", "+ € 20") is a surcharge, no service', () => {
    const rows = (rows: string[][]) => page(`<h1>Preise</h1><table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`).services;
    expect(rows([['Privatstunde Ski', '€ 89,–'], ['Halbtag Snowboard', '€ 219,–'], ['jede weitere Person (max. 4 gesamt)', '+ € 20,– / Stunde']])).toEqual(['Privatstunde Ski', 'Halbtag Snowboard']);
    expect(rows([['Birthday party (10 kids)', '$250'], ['Each additional child', '$15']])).toEqual(['Birthday party']);
    expect(rows([['Cours particulier', '60 €'], ['Chaque personne supplémentaire', '25 €']])).toEqual(['Cours particulier']);
  });

  it('a priced list item led by a fee\'s name and its colon ("Inschrijfkosten: eenmalig € 35,00") is no service', () => {
    const services = page('<h2>Goed om te weten</h2><ul><li><strong>Proefles:</strong> € 45,00 voor 60 minuten.</li><li><strong>Inschrijfkosten:</strong> eenmalig € 35,00 voor je dossier.</li></ul>').services;
    expect(services.map((service) => service.replace(/:$/, ''))).toEqual(['Proefles']);
  });
});

describe('where a link is on the page', () => {
  it('a theme setting on <body> ("avada-footer-fx-none") puts no link in the footer', () => {
    const content = extractPageContent(
      '<!doctype html><html lang="nl"><head><title>T</title></head><body class="fusion-body avada-footer-fx-none"><header><nav><a href="/rijlessen/">Rijlessen</a></nav></header><main><a href="/tarieven/">Tarieven</a></main><footer><a href="/vacatures/">Vacatures</a></footer></body></html>',
      'https://example.com/',
    );
    expect(content.links.map((link) => `${link.place} ${link.text}`)).toEqual(['nav Rijlessen', 'main Tarieven', 'footer Vacatures']);
  });
});

describe('where the business is', () => {
  it('the address of the business behind a trip or a course (JSON-LD provider), not only a LocalBusiness of its own', () => {
    const json = {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: 'Glacier Discovery',
      provider: { '@type': 'LocalBusiness', name: 'Fellsfjall Glacier Guides ehf.', address: { '@type': 'PostalAddress', addressLocality: 'Skaftafell', postalCode: '785', addressCountry: 'IS' } },
    };
    const content = extractPageContent(`<html lang="en-GB"><head><title>Glacier hikes</title><script type="application/ld+json">${JSON.stringify(json)}</script></head><body><p>Hikes.</p></body></html>`, 'https://example.com/');
    expect(content.addressCountries).toEqual(['IS']);
    expect(content.places).toEqual(['Skaftafell']);
  });

  it('an English title that ends on "a Date" or "a Tour" names no town; "in Leeds" does', () => {
    const titled = (title: string) => extractPageContent(`<html lang="en-GB"><head><title>${title}</title></head><body><p>Hello.</p></body></html>`, 'https://example.com/').places;
    expect(titled('Contact &amp; Request a Date — Fellsfjall Glacier Guides')).toEqual([]);
    expect(titled('Book a Tour | Skye Boat Trips')).toEqual([]);
    expect(titled('Sports Physio in Leeds | Kirkstall Physiotherapy')).toEqual(['Leeds']);
  });
});

describe('what a services section refuses', () => {
  it("a list under a heading that says what is not done is no service, though it sits in the services section", () => {
    const content = page(
      '<section id="services"><h2>Our services</h2><ul><li>Tyre fitting</li><li>Wheel balancing</li><li>Puncture repair</li></ul><h3>What we don\'t do</h3><ul><li>Truck tyres</li><li>Rim straightening</li></ul></section>',
    );
    expect(content.services).toEqual(['Tyre fitting', 'Wheel balancing', 'Puncture repair']);
  });
});

describe("a services page's sections", () => {
  it('two <h2> sections under a heading that names services are its services, each with its paragraph and list', () => {
    const list = '<ul><li>zamena unutrašnjih i spoljnih guma (8,5" i 10", i tubeless)</li><li>podešavanje i zamena kočnica, pločica i sajli</li><li>zamena kontrolera, displeja i gasa</li><li>zamena ležajeva i sređivanje klackanja volana</li><li>popravka punjača i porta za punjenje</li></ul>';
    const content = page(
      `<main><h1>Usluge</h1><div class="rte"><h2>Električni trotineti</h2><p>Servisiramo trotinete marki Xiaomi (M365, 1S, Pro 2, Mi 3, 4 Pro – samo van garancije), Segway-Ninebot (Max G30, F i E serija), Kugoo, Kaabo, Vsett i Dualtron.</p>${list}<h2>E-bicikli</h2><p>Mehaniku – kočnice, menjač, točkove, lanac – sređujemo na svim e-biciklima.</p><h2>Šta ne radimo</h2><ul><li>Ne prodajemo nove trotinete.</li></ul></div></main>`,
    );
    expect(content.services).toEqual(['Električni trotineti', 'E-bicikli']);
  });

  it('two sections under any other heading are not enough, and a heading led by a question word names no offer', () => {
    const content = page(
      '<main><h1>Baterije: popravka ili zamena?</h1><div class="rte"><h2>Kada se isplati popravka</h2><ul><li>kada je u kvaru BMS</li></ul><p>Popravka baterije košta od 60 €.</p><h2>Kada je bolja nova baterija</h2><p>Nova baterija za Xiaomi M365 košta od 180 € sa ugradnjom.</p><h2>Garancija</h2><p>Na popravku baterije: 3 meseca.</p></div></main>',
    );
    expect(content.services).toEqual([]);
  });
});

describe('calls to action', () => {
  it("an accordion's question on a button is no call to action: its answer may be no", () => {
    const content = page(
      '<ul><li><h4><button class="accordion-item__click-target">Can I book on a Sunday?</button></h4><p>Sundays and Mondays the lasers rest.</p></li></ul><a class="btn" href="/faq/#consultation">Book a consultation</a>',
    );
    expect(content.callsToAction).toEqual(['Book a consultation']);
  });
});

describe("a price table's column unit", () => {
  it('a price is read with the unit its column names ("Lidgeld per seizoen"), in its prices and its text; a column of alternatives ("Hatch / sedan") names none', () => {
    const content = page(
      '<main><h2>Lidgeld</h2><table><tr><th>Groep</th><th>Lidgeld per seizoen</th></tr><tr><td>Kleuterjudo (4–5 jaar)</td><td>150 €</td></tr><tr><td>Kinderen (6–12 jaar)</td><td>195 €</td></tr></table><h2>Car wash</h2><table><tr><th>Package</th><th>Hatch / sedan</th></tr><tr><td>Express Wash</td><td>$69</td></tr></table></main>',
    );
    expect(content.prices.map((price) => price.text)).toEqual(['150 €/seizoen', '195 €/seizoen', '$69']);
    expect(content.text).toContain('150 € per seizoen');
  });
});

describe("a newsletter's button", () => {
  it('is no call to action of the business; a contact form\'s is read as before', () => {
    const content = page(
      '<main><a href="/varaa/">Varaa saunakärry</a><form><h5>Tilaa uutiskirje</h5><input type="email" name="email"><button type="submit">Subscribe</button></form><form><input name="name"><input type="email" name="email"><textarea name="message"></textarea><button type="submit">Book a visit</button></form></main>',
    );
    expect(content.callsToAction).not.toContain('Subscribe');
    expect(content.callsToAction).toContain('Book a visit');
  });
});
