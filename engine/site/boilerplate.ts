import type { HTMLElement } from 'node-html-parser';

/**
 * Text a site did not write about itself: site builders' default texts, cookie walls, cart
 * widgets, and announcement bars about offers that are over. Ads must never repeat them.
 */

/** A page builder's placeholder left in a module (Divi's "Your content goes here. Edit or remove this text inline…"), however long. */
const PLACEHOLDER =
  /(?<![\p{L}])(?:your content goes here|tu contenido va aquí|votre contenu va ici|ihr inhalt kommt hier(?:hin)?|il tuo contenuto va qui|o seu conteúdo vai aqui|je inhoud komt hier|edit or remove this text|edita o elimina este texto|toto je ukázkový text|ukázkový text|nadpis bloku|klikněte sem a upravte|przykładowy tekst|to jest przykładowy|beispieltext|dies ist ein beispieltext|texto de ejemplo|texto de exemplo|testo di esempio|voorbeeldtekst|exemple de texte|this is (?:a |an )?(?:sample|example|placeholder) text|i['’]m a (?:title|paragraph)|click here to edit me|je suis un (?:titre|paragraphe)|cliquez ici pour (?:modifier|ajouter votre)|soy un (?:título|párrafo)|haz clic aquí para (?:editar|agregar)|ich bin ein (?:titel|textabschnitt|absatz)|sono un (?:titolo|paragrafo)|clicca qui per (?:modificare|aggiungere)|ik ben een (?:titel|alinea|paragraaf)|sou um (?:título|parágrafo)|clique aqui para (?:editar|adicionar)|jag är (?:en rubrik|ett stycke|ett blogginlägg)|klicka här för att redigera|jeg er (?:en overskrift|et afsnit|en tittel|et avsnitt)|klik her for at redigere|jestem (?:tytułem|akapitem)|kliknij tutaj, aby edytować|jsem (?:nadpis|odstavec)|olen (?:otsikko|kappale)|sunt un (?:titlu|paragraf))(?![\p{L}])|(?:텍스트를|제목을|내용을) 입력하세요|我是標題|我是段落|我是标题|按一下這裡|按一下此處|点击这里编辑|點擊這裡編輯|ここをクリックして/iu;

/** Default texts of WordPress, Wix, Shopify, Squarespace and themes, in the languages we read. */
export const BOILERPLATE_TEXT: readonly RegExp[] = [
  /\bjust another\b.{0,40}\b(site|blog)\b/i,
  /\b(apenas|só) mais um site\b|\bnoch eine wordpress|\bun site utilisant wordpress|\bsolo otro sitio|\bun altro sito/i,
  /^(hello,? world|olá,? mundo|hallo welt|bonjour tout le monde|hola,? mundo|ciao mondo|hallo wereld)\b/i,
  /\bwelcome to wordpress\b|\bthis is your first post\b|\bbem-vindo ao wordpress\b|\beste é o seu primeiro artigo\b|\bwillkommen bei wordpress\b|\bbienvenue sur wordpress\b/i,
  /\b(proudly )?powered by (wordpress|shopify|wix|squarespace|weebly|jimdo|godaddy)\b/i,
  /\bdesigned with the wix\.com\b|\bcreate your website today\b|\bthis site was (designed|built|created) with\b|\bmade with squarespace\b/i,
  /\byour (cart|basket|bag) is (currently )?empty\b|\bwarenkorb ist leer\b|\bvotre panier est vide\b|\btu carrito está vacío\b/i,
  /^(sold out|add to (cart|bag|basket)|in den warenkorb|ajouter au panier|añadir al carrito|aggiungi al carrello|in winkelwagen|adicionar ao carrinho)\b/i,
  /\blorem ipsum\b|\bthis is your about section\b|\bthis is a paragraph\b|\bclick here to add your own text\b|^sample page$/i,
  PLACEHOLDER,
  /^(start now|get started with wix)$/i,
  // Forms' hidden states, as the builders word them (Webflow, Contact Form 7): "Thank you! Your submission has been received!".
  /\byour submission has been received\b|\bsomething went wrong while submitting\b|\bthank you for your message\. it has been sent\b|\bthere was an error trying to send your message\b|\bdata has been submitted\b|^thanks for submitting!?$/i,
  // A newsletter form's thanks, in the languages we read: "Bedankt voor het inschrijven", "Danke für deine Anmeldung".
  /^(?:thanks|thank you) for (?:subscribing|signing up)\b|^bedankt voor (?:het inschrijven|je inschrijving|uw inschrijving|je aanmelding)\b|^danke für (?:deine|ihre) anmeldung\b|^merci (?:pour votre|de votre) (?:inscription|abonnement)\b|^gracias por (?:suscribirte|tu suscripción)\b|^grazie per (?:l'iscrizione|esserti iscritto)\b|^obrigad[oa] por (?:subscrever|se inscrever|a sua subscrição)\b|^dziękujemy za (?:zapis|subskrypcję)\b|^děkujeme za (?:přihlášení|odběr)\b|^(?:感謝您的訂閱|感谢您的订阅|謝謝訂閱|谢谢订阅|ご登録ありがとうございます|구독해 주셔서 감사합니다)|^tack för (?:att du prenumererar|din prenumeration|din anmälan)\b|^tak for (?:din tilmelding|at du abonnerer)\b|^takk for (?:at du abonnerer|påmeldingen)\b|^kiitos tilauksesta\b|^ขอบคุณที่สมัคร/iu,
  // A chat widget's greeting: "一起聊聊吧！", "Let's chat!".
  /^(?:let['’]s chat|låt oss chatta|lass uns chatten|discutons|chattons|chattiamo|hablemos|chateemos|vamos conversar|laten we chatten|porozmawiajmy|一起聊聊吧|聊聊吧|チャットで相談)\s*[!！]?$/iu,
  // A language switch ("Deutsch / English", "Srpski (latinica) / Српски (ћирилица)"): the builder's menu, no words of the business.
  /^(?:(?:english|deutsch|français|francais|español|espanol|italiano|nederlands|português|portugues|polski|čeština|slovenčina|magyar|română|hrvatski|srpski|српски|slovenščina|svenska|dansk|norsk|suomi|eesti|latviešu|lietuvių|ελληνικά|türkçe|русский|українська|български|中文|日本語|한국어|العربية|עברית)(?:\s*\([^)]*\))?\s*(?:[/|·•,]\s*|\s+(?=\p{L}))?){2,}$/iu,
  // The same banners and credits in the other languages we read: "Diese Website wurde mit dem Website-Baukasten von Wix.com erstellt".
  /\b(website-baukasten|erstelle deine eigene website|erstellt mit wix|créé avec wix|creado con wix|creato con wix|gemaakt met wix|criado com wix|tecnología de shopify|tecnologia da shopify|con tecnología de|seguir comprando|continuar comprando)\b/iu,
  /^(jetzt starten|commencer|empezar ahora|inizia ora|nu beginnen|começar agora)$/i,
  // The web agency's credit: "Site desenvolvido por Agência Pinhão Digital", "Strona wykonana przez WebStudio", "Website by SiteBuilder Pro".
  /^(?:web)?(?:site|website|sitio web|sitio|sito|página|strona|webseite|hemsida|webbplats)\s+(?:web\s+)?(?:desenvolvido|desarrollado|diseñado|realizzato|réalisé|conçu|wykonana|erstellt|gemaakt|designed|built|made|skapad|gjord)?\s*(?:por|by|par|da|przez|von|door|av)\s/iu,
  /\bce site a été conçu avec\b|\bcréez votre site\b/iu,
  // The footer's copyright line ("© 2025 Atelier Encre Boréale. Tous droits réservés."): a legal notice, never an ad.
  /^©|^\(c\)\s*(?:19|20)\d{2}|^copyright\b|\b(all rights reserved|tous droits réservés|alle rechte vorbehalten|todos los derechos reservados|tutti i diritti riservati|alle rechten voorbehouden|todos os direitos reservados|wszelkie prawa zastrzeżone|alla rättigheter förbehållna)\b/iu,
];

/** Site builders and hosted-site services whose names appear in their credits. */
const BUILDERS = String.raw`wix|wordpress|shopify|squarespace|weebly|jimdo|godaddy|webnode|mobirise|site123|strikingly|carrd|tilda|webflow|hostinger|zyro|ionos|webador|ucraft|kotisivukone|bizweb|haravan|nicepage|elementor|simvoly|webstarts|ecwid|bigcommerce|hubspot|one\.com|ジンドゥー|ウィックス`;
const BUILDER = new RegExp(String.raw`(?<![\p{L}])(?:${BUILDERS})|(?:${BUILDERS})(?![\p{L}])`, 'iu');
/**
 * A short line that names a builder, says it made or carries the site, and says nothing else is its credit ("Create
 * your website with Mobirise", "Made with Webnode", "Tehty Kotisivukoneella"); "Webflow websites" or "WordPress
 * websites built for Kiwi businesses" (a web designer's services) say more.
 */
const CREDIT_VERB =
  /^(?:made|built|created|designed|powered|hosted|developed|builder|create|by|with|using|hecho|hecha|creado|creada|diseñado|desarrollado|crea|con|por|criado|feito|desenvolvido|crie|com|créé|réalisé|conçu|propulsé|créez|avec|par|creato|realizzato|sviluppato|erstellt|gemacht|gebaut|erstelle|mit|von|gemaakt|ontwikkeld|maak|met|door|stworzon\p{L}*|wykonan\p{L}*|stwórz|przez|realizat|creat|dezvoltat|cu|tehty|luotu|toteutettu|vytvořen\p{L}*|pomocí|készült|oluşturul\p{L}*|yapıldı|ile|создан\p{L}*|сделано|работает|створен\p{L}*|tạo|bởi|dibuat|didukung|oleh|dengan|で作成|で作られています|제작|提供|بواسطة|تصميم|تطوير|ساخته|طراحی|با|נבנה|נוצר|באמצעות)$/iu;
/** Words a credit may hold besides: the site (singular: "websites" is what a designer sells), "your", "free", "get started". */
const CREDIT_FILLER =
  /^(?:get|started|start|on|in|at|and|now|today|website|site|web|homepage|page|online|sitio|página|sito|webseite|webbplats|hemsida|strona|stránka|weboldal|sivusto|kotisivut|сайт|на|с|موقع|وب‌سایت|شده|אתר|trang|thiết|kế|cung|cấp|được|situs|your|own|free|the|a|an|this|our|de|la|le|el|il|lo|da|un|una|tu|seu|je|uw|ai|professional|diese|dieser|wurde|was|is|este|esta|foi|ce|été|questo|è|stato|deze|ten|został|acest|fost|tämä|byl|byla|werd|eigen|eigene|gratis|kostenlos|kostenlose|gratuit|gratuite|gratuito|grátis|darmowa|ilmainen|zdarma|ingyenes|votre|ton|propre|propia|proprio|próprio|ez|az|segítségével|hilfe|aiuto|behulp|aide|ayuda|pomocą|ajutorul|weboldal)$/iu;

function builderCredit(text: string): boolean {
  if (!BUILDER.test(text)) return false;
  // (A sentence's closing stop is no part of its last word: "… Webnode segítségével készült.")
  const words = text
    .split(/[^\p{L}\p{M}\p{N}.\u200c]+/u)
    .map((word) => word.replace(/\.+$/u, ''))
    .filter((word) => word && !/^\d+$/.test(word) && !BUILDER.test(word));
  return words.some((word) => CREDIT_VERB.test(word)) && words.every((word) => CREDIT_VERB.test(word) || CREDIT_FILLER.test(word));
}

/** A builder's own advertising and credits without its name: "AI Website Builder", "Sitio creado con…", "Trang web được tạo bởi…". */
const UNNAMED_CREDIT: readonly RegExp[] = [
  /^(?:ai |free |best )?(?:website|site|homepage|web ?page) (?:builder|maker|creator)$|\bwebsite-?baukasten\b|\bcreador de (?:sitios|páginas) web\b|\bcriador de sites\b|\bcréateur de sites? (?:web|internet)\b/iu,
  /^(?:(?:este |this |ce |questo |dieser |deze |ten |acest |tämä )?(?:sitio(?: web)?|página(?: web)?|site|sito(?: web)?|website|webseite|web ?site|strona(?: internetowa)?|site-ul|sivusto|kotisivut|web|stránka|weboldal|web sitesi|сайт|trang web|situs(?: web)?|موقع|وب‌سایت|אתר)\s+(?:(?:web|was|foi|a été|è stato|wurde|is|został|a fost|on|je|byl)\s+)?(?:creado|creada|hecho|hecha|criado|feito|créé|réalisé|conçu|creato|realizzato|erstellt|gemaakt|gebouwd|made|built|created|stworzona|wykonana|zrobiona|creat|realizat|tehty|luotu|vytvořen[aá]?|készült|oluşturuldu|создан|створено|được tạo|được thiết kế|dibuat|تم إنشاؤه|ساخته شده|נבנה|נוצר))\s/iu,
];

export function isBoilerplate(text: string): boolean {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length === 0) return false;
  if (BOILERPLATE_TEXT.some((pattern) => pattern.test(clean))) return true;
  return clean.length <= 100 && (builderCredit(clean) || UNNAMED_CREDIT.some((pattern) => pattern.test(clean)));
}

/** The builders' own sites, which their credit links point to (a site hosted on a subdomain of theirs is the business's own). */
const BUILDER_HOSTS = /^(?:www\.)?(?:wix\.com|wordpress\.(?:com|org)|shopify\.com|squarespace\.com|weebly\.com|jimdo\.com|godaddy\.com|webnode\.[a-z.]+|mobirise\.[a-z]+|mobiri\.se|site123\.com|strikingly\.com|carrd\.co|tilda\.cc|webflow\.com|hostinger\.[a-z.]+|zyro\.com|duda\.co|ionos\.[a-z.]+|webador\.[a-z.]+|ucraft\.com|yola\.com|kotisivukone\.fi|sapo\.vn|bizweb\.vn|haravan\.com|nicepage\.com|elementor\.com|simvoly\.com|one\.com)$/i;

/** A short link to a site builder's own site: its credit, whatever words it uses ("AI Website Builder"). */
function builderLink(element: HTMLElement): boolean {
  // Jimdo's free plan: "Deze website werd gemaakt met Jimdo – Maak gratis je eigen website!" (66 characters).
  if (element.tagName !== 'A' || element.text.trim().length > 100) return false;
  try {
    return BUILDER_HOSTS.test(new URL(element.getAttribute('href') ?? '', 'https://site.invalid/').hostname);
  } catch {
    return false;
  }
}

/**
 * Cookie walls, consent managers and builders' own banners, by the names they give their elements ("kvkk", "cerez":
 * Turkish; "suti": Hungarian); WooCommerce's demo-store notice ("This is a demo store for testing purposes", in the
 * site's language) and newsletter sign-up forms ("We respect your privacy") too.
 */
const CHROME =
  /(^|[\s_-])(cookies?|consent|gdpr|kvkk|cerez|cerezler|suti|sutik|cmplz|cookie-law|cc-window|onetrust|cky|borlabs|iubenda|iubenda-cs|cookiebot|usercentrics|klaro|tarteaucitron|quantcast|didomi|axeptio|wix_ads|wixads|powered-by|shopify-section-cart|cart-drawer|cart-notification|w-form-done|w-form-fail|wpcf7-response-output|demo_store|woocommerce-store-notice|header-cart|cart-contents|widget_shopping_cart|mini-cart|cart-price|newsletter|newsletter-form|sqs-block-newsletter|mc4wp-form|klaviyo-form)([\s_-]|$)/i;
/**
 * A consent notice by its words, whatever its class names: the browser's cookie as each language names it. Where
 * the same word is a biscuit or a cake (English cookie, Japanese クッキー, Turkish çerez, Hungarian süti, Croatian
 * kolačić…), only with what the notice says of it: that the site uses it, its policy, its settings.
 */
const CONSENT: readonly RegExp[] = [
  /\b(we use cookies|this (web)?site uses cookies|accept (all )?cookies|cookie (policy|settings|preferences))\b/i,
  // The same notice in the Latin-script languages we read: "Este sitio web utiliza cookies", "Nous utilisons des cookies".
  /\b(?:utiliza(?:mos)?|usa(?:mos)?|utilise|utilisons|utilizza(?:iamo)?|verwende[nt]|nutz(?:t|en)|gebruik(?:t|en)|använder|bruger|bruker|używa(?:my)?|folosește|folosim)\s+(?:(?:des|les|i|le|os|as|die|de)\s+)?cookies?\b|\bpolítica de cookies|politique (?:de|des|relative aux) cookies|cookie-?richtlinie|informativa (?:sui )?cookie|cookiebeleid/iu,
  // Words that mean the browser's cookie only.
  /cookie-uri|eväste|slapuk|sīkdatn|(súbor|soubor)\p{L}* cookie|файл\p{L}* cookie|cookie-файл|ملفات تعريف الارتباط|sử dụng cookie|menggunakan (cookie|kuki)/iu,
  /(使用|采用|接受)\s?cookie|cookie\s?(政策|设置|設定)|(クッキー|cookie)[^。]{0,20}(を使用|を利用|ポリシー|に同意)|쿠키[^.]{0,10}(사용|정책|동의)|ใช้คุกกี้|นโยบายคุกกี้|מדיניות עוגיות|(משתמש\p{L}*|שימוש ב)\s?עוגיות|کوکی[^.]{0,12}استفاده/iu,
  /çerez\p{L}*\s+(\p{L}+\s+)?(kullan|politika|ayar)|süti\p{L}*\s+(\p{L}+\s+)?(használ|beállít|kezel|szabályzat|elfogad)|(kolačić|piškot|küpsis|бисквитк)\p{L}*\s+(\p{L}+\s+)?(korist|koriš|uporab|nastavit|kasut|използ|настрой|политика)/iu,
  /(koristi\p{L}*|uporablja\p{L}*|kasuta\p{L}*|използва\p{L}*) (kolačić|piškot|küpsis|бисквитк)|χρησιμοποιεί cookies|πολιτική cookies|(utilitza|política de) galetes/iu,
];

function consentNotice(text: string): boolean {
  return CONSENT.some((pattern) => pattern.test(text));
}

/**
 * A footer that holds the business's address or number beside a link "Cookie-Richtlinie" is no consent notice: only its
 * consent words are in its links (the link alone goes). A banner "We use cookies … <a>Cookie policy</a>" still is one.
 */
function contactBlock(element: HTMLElement): boolean {
  if (element.tagName === 'A') return false;
  const own = element.querySelectorAll('a').reduce((text, link) => text.replace(link.text, ' '), element.text).replace(/\s+/g, ' ');
  return !consentNotice(own) && /(?<!\d)\d{4,5}[^\S\n]\p{Lu}\p{Ll}|\+?\d[\d\s()/.-]{7,}\d|@\p{L}/u.test(own);
}

/** Bars that announce something for a while and are then forgotten. */
const ANNOUNCEMENT = /(announcement|promo|topbar|top-bar|notice|notification|ribbon|alert|banner|kampanj|annonce|aviso|avviso|hinweis|aktion|actie|oferta)/i;
/** Words of an offer, in the languages we read: with a past year, a bar outside the page's main content is stale whatever its class. */
const OFFER_WORDS =
  /(%|(?<![\p{L}])(off|offer|offre|offres|offerta|offerte|aanbieding|tilbud|erbjudande|promo|special|sale|deal|half[- ]price|rabatt|kampanj|réduction|rabais|solde|sconto|descuento|oferta|korting|aktion|angebot|flash|promoção|desconto|zniżka|promocja|sleva|slevu|slevy|polovinu ceny|akce|akcia|akcija|akcijos|akcije|nuolaida|atlaide|akcija|allahindlus|tarjous|alennus|tilbud|reducere|promoție|popust|ponudba|zľava|diskon|khuyến mãi|giảm giá|indirim|kampanya|скидка|акция|знижка|акція|προσφορά|έκπτωση|מבצע|הנחה|عرض|خصم|تخفيض|تخفیف|حراج)(?![\p{L}])|โปร|ส่วนลด|ลดราคา|キャンペーン|割引|セール|优惠|優惠|折扣|할인|이벤트)/iu;

/**
 * A promotion by its season or its deadline, with no offer word ("SPRING TUNE-UP 2023: 3 hours for $250 – book before
 * April 30, 2023!"): with a past year, as stale as a sale.
 */
const DATED_PROMOTION =
  /(?<![\p{L}])(?:spring|summer|fall|autumn|winter|christmas|easter|black friday|cyber monday|new year|holiday|back to school|frühjahr|frühling|sommer|herbst|weihnacht|oster|printemps|été|automne|hiver|noël|pâques|rentrée|primavera|verano|otoño|invierno|navidad|pascua|vuelta al cole|estate|autunno|inverno|natale|pasqua|voorjaar|lente|zomer|najaar|herfst|kerst|pasen|valentine|valentijn|valentin|valentín|valentino|walentynk|valentýn|vánoč|velikonoč|jarní|letní|podzimní|zimní|świąteczn|wielkanoc|wakacj|majówk|verão|natal|páscoa|regresso às aulas)[\p{L}-]*\s+(?:[\p{L}-]+\s+)?(?:19|20)\d{2}|(?<![\p{L}])(?:gilt|gültig|nur|valable|válid[oa]|valid[oa]|geldig)\s+(?:[\p{L}]+\s+){0,3}(?:bis|jusqu['’]au|hasta|fino|tot)\s+(?:(?:zum|le|el|al)\s+)?\d{1,2}\.?\s*(?:\p{L}+|\d{1,2}[./])\s*(?:19|20)\d{2}|(?<![\p{L}])(?:book|order|sign up|register|ends?|expires?|valid|until|till)\s+(?:by|before|until|till|on)?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\b/iu;

/** The same in scripts written without spaces, where no word boundary can be asked for: "2024 暑期鋼琴體驗班 … 只需 HK$1,980". */
const UNSPACED_OFFER = /優惠|折扣|特價|特价|限時|限时|暑期|聖誕|圣诞|早鳥|早鸟|體驗班|体验班|只需|原價|原价|減價|减价|セール|割引|キャンペーン|할인|이벤트|특가|โปรโมชั่น|ลดราคา/u;

/** A tax rate is no offer: "alle Preise inkl. 19 % MwSt.", "prices include 15% VAT", "IVA 21 % incluido". */
const TAX_PERCENT =
  /\d+(?:[.,]\d+)?\s?%(?=[^.!?\n]{0,20}?(?<![\p{L}])(?:mwst|ust|vat|gst|hst|tva|iva|btw|moms|mva|alv|kdv|dph|áfa|pdv|ddv|ppn|sst|tax|taxes|steuer|impuesto|imposta)(?![\p{L}]))|(?<![\p{L}])(?:mwst|ust|vat|gst|tva|iva|btw|moms|mva|alv|kdv|dph|áfa|pdv|ddv)\.?\s?(?:\(\s?)?\d+(?:[.,]\d+)?\s?%/giu;

/** "Since 2009", "seit 1987": a founding year is no stale date. */
const SINCE_YEAR = /(?<![\p{L}])(since|seit|depuis|desde|dal|dall'|sedan|sinds|od|est\.?|established|founded|fondée? en|fundad[ao] en)\s+(19|20)\d{2}/giu;

function insideMain(element: HTMLElement): boolean {
  for (let parent = element.parentNode; parent; parent = parent.parentNode) if (parent.tagName === 'MAIN') return true;
  return false;
}
const OVER = /\b(ended|expired|was valid|no longer|abgelaufen|beendet|terminée?|expirée?|finalizad[ao]|caducad[ao]|scadut[ao]|terminat[ao]|verlopen|afgelopen|terminad[ao]|expirad[ao])\b/i;

/** What the page's builder calls an element: its id and class, or the layer name a builder keeps (Framer's `data-framer-name="Banner"`). */
function label(element: HTMLElement): string {
  return ['id', 'class', 'data-framer-name', 'data-name', 'data-block-type', 'aria-label'].map((name) => element.getAttribute(name) ?? '').join(' ');
}

/** A year before this one, in text that announces something ("offer ended December 31, 2023"). */
export function mentionsPastYear(written: string, year: number): boolean {
  // Persian, Arabic and Devanagari digits read as the years they write ("نوروز ۱۴۰۲").
  const text = written.replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const years = [...text.matchAll(/(?<!\d)(19|20)\d{2}(?!\d)/g)].map((match) => Number(match[0]));
  // Thai dates count the Buddhist era (2566 is 2023), Japanese ones the reign (令和5年 is 2023).
  for (const match of text.matchAll(/(?<!\d)25\d{2}(?!\d)/g)) years.push(Number(match[0]) - 543);
  for (const match of text.matchAll(/令和\s?(\d{1,2})\s?年/g)) years.push(2018 + Number(match[1]));
  // Taiwan's Minguo years (民國112年 is 2023) and Hijri years marked as such (1444H, 1444 هـ: mid-2022 to mid-2023).
  for (const match of text.matchAll(/民國\s?(\d{2,3})\s?年/g)) years.push(1911 + Number(match[1]));
  for (const match of text.matchAll(/(?<!\d)(1[34]\d{2})\s?(?:H|AH|هـ|ه)(?![\p{L}])/gu)) years.push(Math.round(Number(match[1]) * 0.970229 + 621.57));
  // Iran's solar years, unmarked in Persian text (Nowruz 1402 is March 2023): a year of 13xx or 14xx beside Persian letters.
  if (/[پچژگ]/u.test(text)) for (const match of text.matchAll(/(?<!\d)(1[34]\d{2})(?!\d|\s?(?:H|AH|هـ|ه)(?![\p{L}]))/gu)) years.push(Number(match[1]) + 621);
  return years.some((each) => each < year);
}

/**
 * Removes chrome, stale announcements and builder texts from a parsed page, in place, before
 * anything is read from it (scripts stay: JSON-LD and shop settings live there).
 */
export function stripBoilerplate(root: HTMLElement, nowMs = Date.now()): void {
  const year = new Date(nowMs).getUTCFullYear();
  // A bar above the page's main heading, outside <main> (where offer bars sit), in document order.
  const order = new Map(root.querySelectorAll('*').map((element, index) => [element, index]));
  const h1 = root.querySelector('h1');
  const heading = h1 ? (order.get(h1) ?? -1) : -1;
  const aboveTheHeading = (element: HTMLElement) =>
    (order.get(element) ?? Number.POSITIVE_INFINITY) < heading && !element.querySelector('h1, h2, h3, main, section, nav') && !insideMain(element);
  for (const element of root.querySelectorAll('div, section, aside, header, p, span, a, button, form, dialog, nav, footer, marquee')) {
    const name = label(element);
    const text = element.text.replace(/\s+/g, ' ').trim();
    if (CHROME.test(name) || (text.length < 400 && !element.querySelector('h1, h2, main, section, article') && consentNotice(text) && !contactBlock(element))) {
      element.remove();
      continue;
    }
    if (ANNOUNCEMENT.test(name) && text.length < 300 && (OVER.test(text) || mentionsPastYear(text, year))) element.remove();
    else if (aboveTheHeading(element) && text.length < 200 && OFFER_WORDS.test(text.replace(TAX_PERCENT, '')) && mentionsPastYear(text.replace(SINCE_YEAR, ''), year)) element.remove();
  }
  removeOldPosts(root, year);
  removeHiringSections(root);
  // A shop's product that is sold out ("Kiai clubhoodie … Uitverkocht"): nothing a searcher can buy, its card goes whole.
  for (const label of root.querySelectorAll('div, span, p, strong, em, small')) {
    if (!SOLD_OUT.test(label.text.replace(/\s+/g, ' ').trim())) continue;
    const card = label.parentNode?.closest('li, article, div');
    if (card && card.text.length < 400 && !card.querySelector('h1, h2, main, section')) card.remove();
  }
  // A builder's links first: what is left of their paragraph is then the credit alone ("Ez a weboldal a Webnode
  // segítségével készült. <a>Készítsd el a sajátodat ingyen még ma!</a>").
  for (const link of root.querySelectorAll('a')) if (builderLink(link)) link.remove();
  for (const element of root.querySelectorAll('h1, h2, h3, h4, h5, p, li, a, button, span, small, div, footer, header')) {
    if (element.querySelector('h1, h2, h3, p, li, div')) continue;
    if (PLACEHOLDER.test(element.text)) {
      element.remove();
      continue;
    }
    if (element.text.length > 200) continue;
    if (isBoilerplate(element.text) || builderLink(element)) element.remove();
    // An offer dated in a past year, wherever it was left ("NEW YEAR, NEW YOU 2023: 20% off every block", "Leden 2023:
    // první sezení za polovinu ceny!"): stale in a paragraph as in a bar.
    else if ((OFFER_WORDS.test(element.text.replace(TAX_PERCENT, '')) || DATED_PROMOTION.test(element.text) || UNSPACED_OFFER.test(element.text)) && mentionsPastYear(element.text.replace(SINCE_YEAR, ''), year)) element.remove();
  }
}

/** A blog's post, as builders wrap one (WordPress's article.hentry, Blogger's date-outer and post-outer). */
// (Not any <article>: Squarespace wraps a whole page in one.)
const POST = 'article.post, .hentry, .post-outer, .date-outer, .blog-post, .type-post, .blog-item, .BlogList-item, [itemtype*="BlogPosting"]';
/** Where a post says when it was written. */
const POST_DATE = 'time, .date-header, .published, .post-date, .entry-date, .post-meta, [itemprop="datePublished"]';

/**
 * A post written in an earlier year, on a page that lists posts (a blog's home page, a news strip): news of its day, its
 * offers over ("PROMO MERDEKA! Cuci 10 kg Gratis 2 kg" under "Selasa, 01 Agustus 2023"), never the business's word today.
 */
function removeOldPosts(root: HTMLElement, year: number): void {
  for (const post of root.querySelectorAll(POST)) {
    if (post.querySelector('h1') || !post.parentNode) continue;
    const stamp = post.querySelector(POST_DATE);
    const written = stamp ? `${stamp.getAttribute('datetime') ?? ''} ${stamp.getAttribute('content') ?? ''} ${stamp.text}` : '';
    const when = Number(written.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/)?.[0] ?? Number.NaN);
    if (when < year) post.remove();
  }
  // A link to a post of an earlier year ("/2023/08/promo-hut-ri-ke-78.html" in a "Popular posts" list): its words are the post's title.
  for (const link of root.querySelectorAll('a')) {
    const dated = (link.getAttribute('href') ?? '').match(/(?:^|\/)((?:19|20)\d{2})\/\d{1,2}\//);
    if (dated && Number(dated[1]) < year) link.remove();
  }
}

/**
 * A heading that recruits, whole: "We're hiring", "Estamos a recrutar", "Wir suchen Verstärkung", "Vacature", "Jobs bei
 * Stadler". Not "Jobs we don't take on", which is about the customer's work.
 */
const HIRING =
  /^(?:we['’]re hiring|we are hiring|now hiring|join (?:our|the) team|careers?|jobs?|vacanc(?:y|ies)|work (?:with|for) us|estamos a recrutar|recrutamento|trabalha connosco|trabaja con nosotros|estamos contratando|buscamos (?:personal|gente)|on recrute|nous recrutons|rejoignez(?:-nous| l['’]équipe)|wir suchen(?: verstärkung| dich| sie)?|stellenangebote?|karriere|jobs? bei uns|lavora con noi|cerchiamo|posizioni aperte|vacatures?|wij zoeken|we zoeken|werken bij|kom ons team versterken|praca|kariera|dołącz do nas|kariéra|hledáme|volná místa|brigáda|vi söker|lediga jobb|vi søger|ledige stillinger|rekrytointi|haemme|tule meile tööle|tööpakkumised|vabad töökohad|karjäär|darbo pasiūlymai|vakances|karjera|állásajánlat|csatlakozz hozzánk|θέσεις εργασίας|ζητείται|iş ilanları|kariyer|lowongan kerja|kami sedang merekrut)(?:[\s!.:–—-]*|\s+(?:at|bei|chez|na|w|u|en|em|in)\s+\S+(?:\s+\S+)?[!.]?)$/iu;

/** A section that recruits, inside a page about the business: its wages and hours are no offer to a customer ("10 €/hora"). */
function removeHiringSections(root: HTMLElement): void {
  for (const heading of root.querySelectorAll('h2, h3, h4')) {
    if (!HIRING.test(heading.text.replace(/\s+/g, ' ').trim())) continue;
    // Its section holds its own sub-headings (a job's title under "Tule meile tööle"), not another heading of its rank.
    const rank = Number(heading.tagName.slice(1));
    const peers = Array.from({ length: rank }, (_, index) => `h${index + 1}`).join(', ');
    let section: HTMLElement | null = null;
    for (let parent = heading.parentNode; parent && !['BODY', 'MAIN', 'ARTICLE', 'HTML'].includes(parent.tagName); parent = parent.parentNode) {
      if (parent.querySelectorAll(peers).length > 1 || parent.text.length > 2000) break;
      section = parent;
    }
    if (section) section.remove();
    else {
      // A flat page: the heading and what follows it up to the next heading of its rank or higher.
      for (let next = heading.nextElementSibling; next && !(/^H[1-4]$/.test(next.tagName) && Number(next.tagName.slice(1)) <= rank); ) {
        const after: HTMLElement | null = next.nextElementSibling;
        next.remove();
        next = after;
      }
      heading.remove();
    }
  }
}

/** A shop's sold-out label, whole, in the languages we read. */
const SOLD_OUT =
  /^(?:sold out|out of stock|ausverkauft|nicht (?:mehr )?verfügbar|épuisé|en rupture de stock|agotado|sin stock|esaurito|esgotado|uitverkocht|niet op voorraad|slutsåld|slut i lager|udsolgt|utsolgt|loppuunmyyty|wyprzedane|brak w magazynie|vyprodáno|vypredané|elfogyott|stoc epuizat|rasprodano|εξαντλήθηκε|tükendi|распродано|нет в наличии|hết hàng|売り切れ|품절|已售罄|售完)[.!]?$/iu;

/** A page title or meta description without a builder's tagline; null when nothing else is left. */
export function withoutBoilerplate(text: string | null): string | null {
  if (!text) return null;
  const parts = text.split(/\s+[|–—-]\s+/).filter((part) => !isBoilerplate(part));
  const joined = parts.join(' – ').trim();
  return joined || null;
}
