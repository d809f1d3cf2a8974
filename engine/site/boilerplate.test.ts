import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { isBoilerplate, stripBoilerplate } from './boilerplate';

const kept = (html: string) => {
  const root = parse(`<body><h1>Heading</h1>${html}<p>Our work.</p></body>`);
  stripBoilerplate(root);
  return root.text.replace('Heading', '').replace('Our work.', '').trim();
};

describe('consent notices by their words, in languages no class name gives away', () => {
  it.each([
    '<div><p>Acest site folosește cookie-uri pentru o experiență mai bună.</p><button>Accept</button></div>',
    '<div>Käytämme evästeitä sivuston toiminnan parantamiseen.</div>',
    '<div>Trang web này sử dụng cookie để cải thiện trải nghiệm.</div>',
    '<div>当サイトではクッキーを使用しています。</div>',
    '<div>يستخدم هذا الموقع ملفات تعريف الارتباط</div>',
    '<div>Мы используем файлы cookie, чтобы сайт работал лучше.</div>',
    '<div>Sitemizde çerezler kullanılmaktadır.</div>',
    '<div>Ez a weboldal sütiket használ.</div>',
    '<div>Koristimo kolačiće za bolje iskustvo.</div>',
    '<div>이 사이트는 쿠키를 사용합니다.</div>',
  ])('%s goes', (html) => {
    expect(kept(html)).toBe('');
  });

  it.each(['<p>Chocolate chip cookies baked fresh daily, order on our website.</p>', '<p>手作りクッキー 1,200円</p>', '<p>Kuruyemiş ve çerez çeşitleri</p>', '<p>Házi süti és torta rendelésre</p>'])(
    'a biscuit on sale stays: %s',
    (html) => {
      expect(kept(html)).not.toBe('');
    },
  );
});

describe('a site builder’s credit, in any of its wordings, is no text of the business', () => {
  it.each([
    '<p>Create your website with Mobirise</p>',
    '<p>Made with Webnode</p>',
    '<p>Sitio creado con Wix</p>',
    '<p>Site criado com Webador</p>',
    '<p>Tehty Kotisivukoneella</p>',
    '<p>Strona stworzona przez Webnode</p>',
    '<p>Trang web được tạo bởi Haravan</p>',
    '<p>Situs dibuat dengan Hostinger</p>',
    '<p>Diese Website wurde erstellt mit Jimdo</p>',
    '<p>Deze website werd gemaakt met Jimdo – Maak gratis je eigen website!</p>',
    '<p>Ez a weboldal a Webnode segítségével készült.</p>',
    '<div class="wnd-free-panel"><p>Ez a weboldal a Webnode segítségével készült. <a href="https://www.webnode.hu/?utm_source=text">Készítsd el a sajátodat ingyen még ma!</a> <a class="btn" href="https://www.webnode.hu/">Kezdd el</a></p></div>',
    '<div class="lang-switch">Deutsch / English</div>',
    '<div class="t-form__successbox">Thank you! Data has been submitted.</div>',
    '<div class="free-ad"><a href="https://www.jimdo.com/nl/?utm_source=jimdofree">Deze website werd gemaakt met Jimdo – Maak gratis je eigen website!</a></div>',
    '<footer><a href="https://mobirise.com/builder/ai-website-builder.html">AI Website Builder</a></footer>',
    '<footer><a href="https://www.webnode.com/">Webnode</a></footer>',
  ])('%s goes', (html) => {
    expect(kept(html)).toBe('');
  });

  it.each([
    '<h3>Webflow websites</h3>',
    '<h3>WordPress websites built for Kiwi businesses</h3>',
    '<p>Pan hecho con masa madre y harina ecológica</p>',
    '<a href="https://studio-lumen.wixsite.com/book">Book a session</a>',
  ])('a business’s own words stay: %s', (html) => {
    expect(kept(html)).not.toBe('');
  });
});

describe('stale offer bars dated in other calendars', () => {
  const strip = (bar: string) => {
    const root = parse(`<body>${bar}<h1>Heading</h1><p>Our work.</p></body>`);
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    return root.text.replace('Heading', '').replace('Our work.', '').trim();
  };
  it('reads a Buddhist-era year (Thai) and a Japanese reign year as the year they are', () => {
    expect(strip('<div class="topbar">โปรปีใหม่ 2565 ลด 20% ทุกบริการ</div>')).toBe('');
    expect(strip('<div>令和5年 夏のキャンペーン カット20%割引</div>')).toBe('');
    expect(strip('<div class="promo">民國112年 週年慶 維修8折優惠</div>')).toBe('');
    expect(strip('<div class="promo">Promosi Ramadan 1444H: diskon 20%</div>')).toBe('');
  });
  it('knows a bar by the layer name a builder keeps, inside <main> too (Framer)', () => {
    const root = parse('<body><main><div data-framer-name="Banner"><p>Majówka 2023: chipowanie za 1 zł przy szczepieniu!</p></div><h1>Heading</h1><p>Our work.</p></main></body>');
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    expect(root.text).not.toContain('Majówka');
    expect(root.text).toContain('Our work.');
  });
  it('drops a page builder’s placeholder left in a module (Divi), in the site’s language', () => {
    const root = parse('<body><main><div class="et_pb_text_inner"><p>Tu contenido va aquí. Edita o elimina este texto en línea o en la configuración de contenido del módulo. También puedes cambiar el estilo de cada aspecto de este contenido en la configuración de diseño del módulo e incluso aplicar CSS personalizado a este texto.</p></div><p>Logopedia infantil en Sevilla.</p></main></body>');
    stripBoilerplate(root, Date.UTC(2026, 10, 29));
    expect(root.text).not.toContain('contenido va aquí');
    expect(root.text).toContain('Logopedia infantil');
  });

  it('drops a form’s hidden success and failure messages (Webflow, Contact Form 7), whatever their wording', () => {
    const root = parse(
      '<body><main><form><input name="email"></form><div class="w-form-done"><div>Merci ! Nous vous répondons sous 48 h.</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div><p>Déclarations fiscales à Luxembourg.</p><p>Thank you! Your submission has been received!</p></main></body>',
    );
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    expect(root.text).not.toContain('Merci');
    expect(root.text).not.toContain('Oops');
    expect(root.text).not.toContain('submission');
    expect(root.text).toContain('Déclarations fiscales');
  });
  it("drops a notification bar's offer of a past year (WPFront Notification Bar), whatever its words", () => {
    const root = parse(
      '<body><div id="wpfront-notification-bar" class="wpfront-notification-bar wpfront-fixed top"><div class="wpfront-message">¡VUELTA AL COLE 2023! Valoración inicial GRATIS para las familias que reserven antes del 30 de septiembre de 2023</div></div><main><h1>Logopedia infantil en Sevilla</h1><p>Valoración inicial: 45 €.</p></main></body>',
    );
    stripBoilerplate(root, Date.UTC(2026, 10, 29));
    expect(root.text).not.toContain('GRATIS');
    expect(root.text).toContain('Valoración inicial: 45 €.');
  });
  it('drops a section that recruits, not one about jobs the business takes', () => {
    const root = parse(
      '<body><h1>Saloia Surf</h1><section><h2>Estamos a recrutar</h2><p>Procuramos treinador de surf. 10 €/hora.</p></section><section><h2>Jobs we don\'t take on</h2><p>Roofing and gas work.</p></section></body>',
    );
    stripBoilerplate(root, Date.UTC(2026, 10, 29));
    expect(root.text).not.toContain('10 €/hora');
    expect(root.text).toContain('Roofing and gas work.');
  });
  it('drops a section that recruits in Estonian too', () => {
    const root = parse('<body><h1>Köis Cowork</h1><section><h2>Tule meile tööle</h2><h3>Kogukonnajuht (täiskoht)</h3><p>Palk 1 800 € bruto kuus.</p></section><p>Päevapilet 18 €.</p></body>');
    stripBoilerplate(root, Date.UTC(2026, 10, 29));
    expect(root.text).not.toContain('Kogukonnajuht');
    expect(root.text).toContain('Päevapilet 18 €.');
  });
  it('drops a newsletter form\'s thanks in Dutch and German', () => {
    expect(kept('<p>Bedankt voor het inschrijven!</p>')).toBe('');
    expect(kept('<p>Danke für deine Anmeldung.</p>')).toBe('');
  });
  it('keeps a footer with the address beside a cookie-policy link, and a price note whose percent is a tax rate', () => {
    const root = parse(
      '<body><h1>Hufbeschlag Stadler</h1><p>Preise ab 1. März 2024 – alle Preise inkl. 19 % MwSt. Bezahlt wird im Stall.</p><footer><div><p>Hufbeschlag Stadler · Thansauer Straße 7 · 83101 Rohrdorf</p><div><a href="#">Impressum</a> | <a href="#">Cookie-Richtlinie</a></div></div></footer></body>',
    );
    stripBoilerplate(root, Date.UTC(2026, 10, 29));
    expect(root.text).toContain('Thansauer Straße 7');
    expect(root.text).not.toContain('Cookie-Richtlinie');
    expect(root.text).toContain('inkl. 19 % MwSt.');
  });
  it('drops posts of an earlier year, links to them, and a dated promotion in German', () => {
    const root = parse(
      '<body><h1>Bening Laundry</h1><div class="date-outer"><h2 class="date-header"><span>Selasa, 01 Agustus 2023</span></h2><div class="post-outer"><h3>PROMO MERDEKA! Cuci 10 kg Gratis 2 kg</h3></div></div><div class="date-outer"><h2 class="date-header"><span>Rabu, 04 November 2026</span></h2><div class="post-outer"><h3>Jam buka baru</h3></div></div><ul><li><a href="2023/08/promo.html">Promo lama</a></li></ul><p>FRÜHJAHRS-CHECK 2023: Hufe ausschneiden nur 39 € – gilt für alle Termine bis 30. April 2023!</p><article class="sections"><p>Laundry kiloan Rp 7.000/kg, 2023 dan seterusnya.</p></article></body>',
    );
    stripBoilerplate(root, Date.UTC(2026, 10, 29));
    expect(root.text).not.toContain('PROMO MERDEKA');
    expect(root.text).not.toContain('Promo lama');
    expect(root.text).not.toContain('FRÜHJAHRS');
    expect(root.text).toContain('Jam buka baru');
    expect(root.text).toContain('Rp 7.000/kg');
  });
  it("drops WooCommerce's demo-store notice and a newsletter sign-up block, in the site's language or the builder's", () => {
    const root = parse(
      '<body><a href="kosarica/" class="header-cart-link is-small"><span class="header-cart-title">Košarica / <span class="cart-price">0,00 kn</span></span></a><p class="woocommerce-store-notice demo_store">Ovo je demo trgovina za testiranje — narudžbe neće biti ispunjene.</p><main><h1>Vulkanizer Trešnjevka</h1><p>Izmjena i balansiranje guma.</p></main><footer><div class="sqs-block newsletter-block sqs-block-newsletter"><h2>Nyhetsbrev</h2><p>We respect your privacy.</p></div></footer></body>',
    );
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    expect(root.text).not.toContain('demo trgovina');
    expect(root.text).not.toContain('Košarica');
    expect(root.text).not.toContain('respect your privacy');
    expect(root.text).toContain('Izmjena i balansiranje guma');
  });
  it('drops an offer dated in a past year from the page itself, not a founding year', () => {
    const root = parse('<body><main><h1>Training</h1><p>NEW YEAR, NEW YOU 2023: 20% off every block booked by 31 January.</p><p>Leden 2023: první sezení za polovinu ceny!</p><p>Coaching in Ancoats since 2016.</p></main></body>');
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    expect(root.text).not.toContain('2023');
    expect(root.text).toContain('since 2016');
  });
  it('drops a promotion dated by its season or its deadline, with no offer word', () => {
    const root = parse('<body><div class="bar">SPRING TUNE-UP 2023: 3 hours of handyman time for $250 – book before April 30, 2023!</div><h1>Handyman</h1><p>Serving Calgary since 2012.</p></body>');
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    expect(root.text).not.toContain('TUNE-UP');
    expect(root.text).toContain('since 2012');
  });
  it('drops an offer of a past year in French, Italian, Dutch or Danish ("offre valable jusqu’au 31 mars 2021")', () => {
    const root = parse('<body><main><div class="elementor-widget-container"><p>Coup de Pouce Vélo : jusqu’à 50 € pris en charge ! Atelier référencé, offre valable jusqu’au 31 mars 2021.</p></div><h1>Atelier</h1><p>Réparations depuis 2009.</p></main></body>');
    stripBoilerplate(root, Date.UTC(2026, 10, 27));
    expect(root.text).not.toContain('2021');
    expect(root.text).toContain('depuis 2009');
  });
  it('drops an offer of a past year in Lithuanian, Slovenian, Finnish or Romanian ("RUDENS AKCIJA 2021")', () => {
    for (const offer of ['RUDENS AKCIJA 2021: tepalų keitimas tik 29 €!', 'Pomladna akcija 2021 – 10 % popust na zasaditev.', 'Kevään tarjous 2022: renkaanvaihto 39 €.', 'Promoție de primăvară 2022: 20% reducere.']) {
      const root = parse(`<body><main><h1>Servisas</h1><p>${offer}</p><p>Dirbame nuo 2009.</p></main></body>`);
      stripBoilerplate(root, Date.UTC(2026, 10, 27));
      expect(root.text, offer).not.toMatch(/202[12]/);
      expect(root.text).toContain('nuo 2009');
    }
  });
  it('keeps a bar of this year or the next', () => {
    expect(strip('<div class="topbar">โปรปีใหม่ 2570 ลด 20% ทุกบริการ</div>')).not.toBe('');
    expect(strip('<div>令和8年 冬のキャンペーン カット20%割引</div>')).not.toBe('');
    expect(strip('<div class="promo">民國115年 週年慶 維修8折優惠</div>')).not.toBe('');
    expect(strip('<div class="promo">Promosi Ramadan 1448H: diskon 20%</div>')).not.toBe('');
  });
});

describe("a shop's sold-out product", () => {
  it.each([
    '<div class="j-product"><div class="cc-shop-product-desc"><h4>Kiai clubhoodie</h4><p>Navy, met logo op de rug.</p><div>35,00 €</div><div class="availability">Uitverkocht</div><button disabled>In winkelwagen</button></div></div>',
    '<ul><li><div class="product"><h3>Winter tyre 205/55 R16</h3><span>389,00 kn</span><span>Sold out</span></div></li></ul>',
  ])('%s goes whole', (html) => {
    expect(kept(html)).toBe('');
  });

  it('a product in stock stays', () => {
    expect(kept('<div class="product"><h4>Gift voucher</h4><div>25,00 €</div><div>In stock</div></div>')).toContain('Gift voucher');
  });
});

describe('a builder’s placeholder text, in the languages Wix writes it', () => {
  it.each([
    'Je suis un titre. Cliquez ici pour modifier',
    "Je suis un paragraphe. Cliquez ici pour ajouter votre propre texte et me modifier. C'est facile.",
    "I'm a title. Click here to edit me",
    'Soy un párrafo. Haz clic aquí para agregar tu propio texto y editarme.',
    'Ich bin ein Textabschnitt. Klicke hier, um deinen eigenen Text hinzuzufügen.',
    '我是標題。按一下這裡編輯文字',
    '我是段落。按一下這裡新增文字',
    'Jag är en rubrik. Klicka här för att redigera mig',
    'Jestem akapitem. Kliknij tutaj, aby edytować.',
    '텍스트를 입력하세요',
    'Tack för att du prenumererar!',
  ])('%s is boilerplate', (text) => {
    expect(isBoilerplate(text)).toBe(true);
  });

  it('a title of the business’s own is not', () => {
    expect(isBoilerplate('Je suis un riad de six chambres au cœur de la médina')).toBe(false);
  });
});

describe('boilerplate and stale offers in scripts written without spaces', () => {
  it('a newsletter’s thanks and a chat’s greeting', () => {
    expect(isBoilerplate('感謝您的訂閱！')).toBe(true);
    expect(isBoilerplate('一起聊聊吧！')).toBe(true);
    expect(isBoilerplate('Låt oss chatta')).toBe(true);
  });

  it('an offer of a past year in a bar goes, a current price stays', () => {
    expect(kept('<div class="strip"><p>🎹 2024 暑期鋼琴體驗班 8 堂只需 HK$1,980（原價 HK$2,560）！名額有限，7 月 15 日截止報名！</p></div>')).toBe('');
    expect(kept('<p>鋼琴 30 分鐘個別課每期 HK$3,200。</p>')).not.toBe('');
  });
});

describe('consent managers by their names', () => {
  it.each(['iubenda-cs-banner', 'usercentrics-root', 'didomi-popup'])('%s goes', (id) => {
    expect(kept(`<div id="${id}"><p>Scegli le tue preferenze. <button>Personalizza</button></p></div>`)).toBe('');
  });
});
