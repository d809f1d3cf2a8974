/**
 * What a link of a small business's site leads to, by its path and its words, in the languages such sites are
 * written in: what it sells (a services hub, a menu, a shop), its prices, the towns it serves, about it, how to reach
 * it, pages of little use to an ad (a FAQ, a gallery, a booking form), and pages whose words must never feed an ad
 * (blog posts, news, careers, legal pages, a cart or a login).
 *
 *   linkKind(url, text) => 'skip' | 'offers' | 'prices' | 'areas' | 'about' | 'contact' | 'aside' | null
 *
 * Words are compared folded (lower case, accents off: "Über uns" is "uber uns", "/prestações" is "prestacoes"),
 * as whole words of the link's text or of one segment of its path ("/our-services" holds "services").
 */

export type LinkKind = 'skip' | 'offers' | 'prices' | 'areas' | 'about' | 'contact' | 'aside';

/** What the business sells, listed: a services hub, products, a menu, treatments, classes, rooms. */
const OFFERS = [
  'service', 'services', 'our services', 'what we do', 'what we offer', 'products', 'product', 'shop', 'store', 'online shop', 'menu', 'menus', 'food', 'drinks', 'treatments', 'treatment', 'therapies', 'practice areas', 'practice area', 'solutions', 'offerings', 'classes', 'courses', 'lessons', 'packages', 'tours', 'trips', 'rooms', 'accommodation', 'catalog', 'catalogue', 'collection', 'collections', 'features', 'repairs', 'specialties', 'specialities', 'procedures', 'programs', 'programmes', 'what we treat', 'conditions we treat', 'rentals', 'fleet',
  'leistungen', 'unsere leistungen', 'dienstleistungen', 'leistungsspektrum', 'leistungsangebot', 'angebot', 'angebote', 'unser angebot', 'produkte', 'sortiment', 'speisekarte', 'karte', 'menue', 'behandlungen', 'therapien', 'kurse', 'zimmer', 'fachgebiete', 'was wir tun',
  'prestations', 'nos prestations', 'nos services', 'produits', 'nos produits', 'la carte', 'carte', 'soins', 'nos soins', 'traitements', 'cours', 'boutique', 'chambres', 'nos offres', 'expertises', 'domaines d intervention', 'savoir faire',
  'servicios', 'nuestros servicios', 'productos', 'carta', 'tratamientos', 'clases', 'cursos', 'tienda', 'habitaciones', 'que hacemos', 'especialidades', 'soluciones', 'serveis', 'productes', 'tractaments', 'botiga',
  'servizi', 'i nostri servizi', 'prodotti', 'trattamenti', 'corsi', 'negozio', 'camere', 'cosa facciamo', 'soluzioni', 'specialita', 'lavorazioni',
  'diensten', 'onze diensten', 'producten', 'behandelingen', 'menukaart', 'kaart', 'cursussen', 'winkel', 'aanbod', 'wat wij doen', 'werkzaamheden', 'oplossingen',
  'servicos', 'nossos servicos', 'os nossos servicos', 'produtos', 'cardapio', 'ementa', 'tratamentos', 'aulas', 'loja', 'quartos', 'o que fazemos', 'solucoes',
  'uslugi', 'nasze uslugi', 'oferta', 'nasza oferta', 'produkty', 'zabiegi', 'kursy', 'sklep', 'co robimy',
  'tjanster', 'vara tjanster', 'produkter', 'behandlingar', 'meny', 'kurser', 'butik', 'erbjudanden', 'vad vi gor', 'ydelser', 'vores ydelser', 'behandlinger', 'menukort', 'tjenester', 'vare tjenester', 'kurs', 'butikk',
  'palvelut', 'palvelumme', 'tuotteet', 'hoidot', 'ruokalista', 'kurssit', 'verkkokauppa', 'teenused', 'tooted', 'pakalpojumi', 'produkti', 'paslaugos', 'produktai', 'thjonusta',
  'sluzby', 'nase sluzby', 'nabidka', 'kurzy', 'ponuka', 'szolgaltatasok', 'szolgaltatasaink', 'termekek', 'kezelesek', 'etlap', 'kinalat', 'servicii', 'serviciile noastre', 'produse', 'tratamente', 'meniu', 'cursuri',
  'usluge', 'nase usluge', 'proizvodi', 'jelovnik', 'ponuda', 'storitve',
  'услуги', 'наши услуги', 'продукция', 'продукти', 'товары', 'товари', 'меню', 'каталог', 'послуги', 'наші послуги', 'продукція', 'υπηρεσιες', 'προιοντα', 'μενου',
  'hizmetler', 'hizmetlerimiz', 'urunler', 'urunlerimiz', 'tedaviler', 'layanan', 'layanan kami', 'produk', 'perkhidmatan', 'serbisyo', 'mga serbisyo', 'dich vu', 'san pham',
  'خدمات', 'خدماتنا', 'الخدمات', 'منتجات', 'المنتجات', 'שירותים', 'מוצרים', 'บริการ', 'บริการของเรา', 'สินค้า', 'सेवाएं', 'सेवाएँ', 'サービス', 'メニュー', '施術', '服务', '服務', '产品', '產品', '菜单', '서비스', '메뉴',
];

const PRICES = [
  'pricing', 'prices', 'price', 'price list', 'rates', 'our rates', 'fees', 'our fees', 'tariffs', 'cost', 'costs',
  'preise', 'preis', 'preisliste', 'tarife', 'kosten', 'tarifs', 'tarif', 'prix', 'nos tarifs', 'grille tarifaire', 'precios', 'tarifas', 'lista de precios', 'preus', 'tarifes',
  'prezzi', 'listino', 'listino prezzi', 'tariffe', 'prijzen', 'tarieven', 'prijslijst', 'precos', 'tabela de precos', 'tarifario', 'cennik', 'ceny',
  'priser', 'prislista', 'prisliste', 'hinnasto', 'hinnat', 'hinnakiri', 'hinnad', 'cenas', 'cenradis', 'kainos', 'kainorastis', 'cenik', 'arak', 'arlista', 'preturi',
  'cjenik', 'cijene', 'cene', 'cenovnik', 'цени', 'цены', 'прайс', 'прайс лист', 'стоимость', 'ціни', 'вартість', 'τιμες', 'τιμοκαταλογος', 'fiyatlar', 'fiyat listesi', 'ucretler', 'harga', 'daftar harga', 'bang gia',
  'الاسعار', 'قائمة الاسعار', 'מחירון', 'מחירים', 'ราคา', 'อัตราค่าบริการ', 'दरें', '料金', '価格', '价格', '價格', '价目表', '價目表', '가격', '요금',
];

/** The towns and areas served, or the business's locations. */
const AREAS = [
  'areas', 'service areas', 'service area', 'areas we serve', 'areas served', 'areas covered', 'areas we cover', 'where we work', 'locations', 'our locations', 'coverage', 'coverage area', 'cities', 'cities we serve', 'towns we serve', 'communities we serve', 'neighborhoods', 'neighbourhoods', 'regions',
  'einsatzgebiet', 'einsatzgebiete', 'einzugsgebiet', 'liefergebiet', 'standorte', 'regionen', 'servicegebiet', 'zones d intervention', 'zone d intervention', 'secteur d intervention', 'secteurs', 'zones desservies', 'nos agences',
  'zonas', 'zonas de servicio', 'zonas de trabajo', 'areas de servicio', 'ubicaciones', 'sedes', 'cobertura', 'zone servite', 'dove operiamo', 'aree servite', 'sedi',
  'werkgebied', 'werkgebieden', 'locaties', 'vestigingen', 'areas de atuacao', 'areas atendidas', 'localizacoes', 'regioes', 'unidades', 'obszar dzialania', 'lokalizacje', 'gdzie dzialamy',
  'omraden', 'har jobbar vi', 'upptagningsomrade', 'omrader', 'arbejdsomrade', 'toimialue', 'toimialueet', 'toimipisteet', 'kde pusobime', 'pobocky', 'teruletek', 'locatii', 'zona de acoperire',
  'районы', 'география', 'зона обслуживания', 'райони', 'hizmet bolgeleri', 'bolgeler', 'subeler', 'cakupan wilayah', 'khu vuc phuc vu', '対応エリア', '服务范围', '服務範圍', '서비스 지역',
];

const ABOUT = [
  'about', 'about us', 'our story', 'story', 'team', 'our team', 'meet the team', 'who we are', 'history', 'company', 'our company', 'why us', 'why choose us',
  'uber uns', 'ueber uns', 'wir uber uns', 'unser team', 'unternehmen', 'geschichte', 'philosophie', 'a propos', 'qui sommes nous', 'equipe', 'notre equipe', 'l equipe', 'notre histoire',
  'sobre nosotros', 'quienes somos', 'nosotros', 'equipo', 'nuestra historia', 'empresa', 'qui som', 'sobre nosaltres', 'equip', 'chi siamo', 'la nostra storia', 'storia', 'azienda',
  'over ons', 'wie zijn wij', 'ons team', '=sobre', 'sobre nos', 'quem somos', 'equipa', 'a empresa', 'historia', 'o nas', 'zespol', 'o firmie',
  'om oss', 'teamet', 'om os', 'meista', 'tietoa meista', 'yritys', 'meist', 'par mums', 'apie mus', 'o firme', 'rolunk', 'despre noi', '=despre', 'o nama',
  'о нас', 'о компании', 'про нас', 'за нас', 'σχετικα', 'ποιοι ειμαστε', 'hakkimizda', 'hakkımızda', 'tentang kami', 'mengenai kami', 'gioi thieu', 've chung toi',
  'من نحن', 'אודות', 'เกี่ยวกับเรา', 'हमारे बारे में', '会社概要', '私たちについて', '关于我们', '關於我們', '회사소개',
];

const CONTACT = [
  'contact', 'contact us', 'find us', 'visit us', 'get in touch', 'location', 'directions', 'hours', 'kontakt', 'anfahrt', 'so finden sie uns', 'contactez nous', 'nous contacter', 'acces', 'plan d acces',
  'contacto', 'contactanos', 'como llegar', 'contatti', 'contatto', 'dove siamo', 'route', 'contato', 'contactos', 'fale conosco', 'dojazd', 'hitta hit', 'yhteystiedot', 'ota yhteytta', 'kontakty',
  'kapcsolat', 'elerhetoseg', 'контакты', 'контакти', 'επικοινωνια', 'iletisim', 'kontak', 'hubungi kami', 'lien he', 'اتصل بنا', 'צור קשר', 'ติดต่อเรา', 'संपर्क', 'お問い合わせ', 'アクセス', '联系我们', '聯絡我們', '연락처', '오시는 길',
];

/** Pages a reader gets little from and an ad nothing: a FAQ, a gallery, reviews, a booking or quote form, coupons. */
const ASIDE = [
  'faq', 'faqs', 'questions', 'gallery', 'photos', 'portfolio', 'projects', 'our work', 'reviews', 'testimonials', 'financing', 'coupons', 'specials', 'deals', 'offers', 'special offers', 'gift cards', 'gift vouchers', 'partners', 'book', 'book now', 'booking', 'appointment', 'appointments', 'reservations', 'reserve', 'quote', 'get a quote', 'free quote', 'estimate', 'free estimate', 'request a quote',
  'galerie', 'referenzen', 'bewertungen', 'gutscheine', 'termin', 'buchen', 'realisations', 'avis', 'devis', 'reservation', 'galeria', 'opiniones', 'reservar', 'presupuesto', 'galleria', 'recensioni', 'prenota', 'preventivo', 'referenties', 'ervaringen', 'afspraak', 'offerte', 'depoimentos', 'orcamento', 'agendar', 'realizacje', 'opinie', 'rezerwacja', 'wycena',
];

/**
 * Pages whose words must never feed an ad: posts and news, careers, legal pages, a cart or an account. Matched as a
 * whole path segment or the link's whole words ("Blog", "Our Blog"), and a phrase of two words or more anywhere in them
 * ("Read our privacy policy"): a single word is often a trade's too ("odd jobs", "golf cart repair").
 */
const SKIP = [
  // Posts and news
  'blog', 'blogs', 'news', 'articles', 'article', 'posts', 'post', 'magazine', 'journal', 'press', 'press releases', 'in the press', 'insights', 'resources', 'tips', 'how to', 'diy', 'updates', 'latest news', 'news and events',
  'aktuelles', 'neuigkeiten', 'presse', 'ratgeber', 'magazin', 'artikel', 'beitrage', 'actualites', 'actualite', 'actus', 'nouvelles', 'conseils', 'noticias', 'novedades', 'prensa', 'consejos', 'articulos', 'noticies',
  'notizie', 'novita', 'articoli', 'consigli', 'nieuws', 'actueel', 'artikelen', 'novidades', 'artigos', 'dicas', 'imprensa', 'aktualnosci', 'wiadomosci', 'artykuly', 'poradnik', 'porady',
  'nyheter', 'aktuellt', 'artiklar', 'nyheder', 'aktuelt', 'artikler', 'uutiset', 'ajankohtaista', 'artikkelit', 'uudised', 'jaunumi', 'naujienos', 'novinky', 'aktuality', 'clanky', 'hirek', 'aktualis', 'cikkek',
  'noutati', 'stiri', 'articole', 'novosti', 'vijesti', 'clanci', 'novice', 'новости', 'статьи', 'блог', 'новини', 'статті', 'νεα', 'αρθρα', 'haberler', 'duyurular', 'makaleler', 'berita', 'artikel', 'tin tuc',
  'اخبار', 'مدونة', 'חדשות', 'בלוג', 'ข่าว', 'บทความ', 'お知らせ', 'ブログ', 'ニュース', '新闻', '新聞', '博客', '공지사항', '블로그', '뉴스',
  // Careers
  'careers', 'career', 'jobs', 'job', 'job openings', 'vacancies', 'hiring', 'we re hiring', 'were hiring', 'now hiring', 'join us', 'join our team', 'join the team', 'work with us', 'work for us', 'employment', 'recruitment',
  'karriere', 'stellenangebote', 'stellen', 'offene stellen', 'ausbildung', 'carrieres', 'carriere', 'emplois', 'emploi', 'offres d emploi', 'recrutement', 'rejoignez nous', 'nous rejoindre',
  'empleo', 'empleos', 'trabaja con nosotros', 'ofertas de empleo', 'bolsa de trabajo', 'treballa amb nosaltres', 'lavora con noi', 'carriere', 'lavoro', 'offerte di lavoro', 'vacatures', 'vacature', 'werken bij', 'werken bij ons',
  'carreiras', 'vagas', 'trabalhe conosco', 'trabalhe connosco', 'emprego', 'recrutamento', 'kariera', 'praca', 'oferty pracy', 'jobb', 'lediga tjanster', 'karriar', 'jobba hos oss', 'ledige stillinger', 'stillinger',
  'rekry', 'rekrytointi', 'avoimet tyopaikat', 'tyopaikat', 'karjaar', 'vakances', 'karjera', 'volna mista', 'volne pozicie', 'karrier', 'allas', 'allasok', 'allasajanlatok', 'dolgozz velunk', 'nyari munka', 'cariere', 'locuri de munca', 'karijera', 'posao', 'poslovi', 'zaposlenje', 'zaposlitev',
  'вакансии', 'карьера', 'вакансії', 'кар єра', 'кариери', 'καριερα', 'kariyer', 'is ilanlari', 'insan kaynaklari', 'karir', 'lowongan', 'tuyen dung', 'وظائف', 'דרושים', 'קריירה', 'ร่วมงานกับเรา', '採用', '採用情報', '求人', '招聘', '加入我们', '채용',
  // Volunteers wanted: a club's or a charity's recruiting, words to helpers, not to customers ("Hulptrainers vanaf 16 jaar").
  'volunteer', 'volunteers', 'volunteering', 'become a volunteer', 'vrijwilligers', 'vrijwilliger', 'vrijwilligerswerk', 'word vrijwilliger', 'freiwillige', 'ehrenamt', 'ehrenamtliche', 'benevoles', 'benevolat', 'devenir benevole',
  'voluntarios', 'voluntariado', 'voluntarias', 'volontari', 'volontariato', 'wolontariat', 'wolontariusze', 'frivillig', 'frivillige', 'volontar', 'vapaaehtoiset', 'vapaaehtoistyo', 'dobrovolnici', 'onkentes', 'onkentesek', 'voluntari',
  // Legal
  'privacy', 'privacy policy', 'privacy notice', 'terms', 'terms and conditions', 'terms conditions', 'terms of service', 'terms of use', 'legal', 'legal notice', 'disclaimer', 'cookie policy', 'cookies policy', 'cookie notice', 'cookie settings', 'gdpr', 'accessibility', 'accessibility statement', 'sitemap', 'site map', 'imprint',
  'impressum', 'datenschutz', 'datenschutzerklarung', 'datenschutzerklaerung', 'agb', 'rechtliches', 'widerrufsbelehrung', 'barrierefreiheit', 'mentions legales', 'confidentialite', 'politique de confidentialite', 'cgv', 'cgu', 'conditions generales', 'conditions generales de vente', 'donnees personnelles', 'rgpd', 'plan du site',
  'aviso legal', 'privacidad', 'politica de privacidad', 'politica de cookies', 'terminos', 'terminos y condiciones', 'proteccion de datos', 'note legali', 'termini e condizioni', 'informativa privacy',
  'privacybeleid', 'privacyverklaring', 'algemene voorwaarden', 'voorwaarden', 'cookiebeleid', 'privacidade', 'politica de privacidade', 'termos', 'termos e condicoes', 'termos de uso',
  'polityka prywatnosci', 'regulamin', 'rodo', 'polityka cookies', 'integritetspolicy', 'villkor', 'kopvillkor', 'privatlivspolitik', 'handelsbetingelser', 'persondatapolitik', 'cookiepolitik', 'personvern', 'personvernerklaering', 'vilkar', 'salgsbetingelser',
  'tietosuoja', 'tietosuojaseloste', 'kayttoehdot', 'toimitusehdot', 'ochrana osobnich udaju', 'obchodni podminky', 'ochrana osobnych udajov', 'obchodne podmienky', 'adatvedelem', 'adatkezelesi tajekoztato', 'aszf', 'impresszum',
  'politica de confidentialitate', 'termeni si conditii', 'pravila privatnosti', 'uvjeti koristenja', 'политика конфиденциальности', 'пользовательское соглашение', 'політика конфіденційності', 'πολιτικη απορρητου', 'οροι χρησης',
  'gizlilik', 'gizlilik politikasi', 'kvkk', 'kullanim kosullari', 'kebijakan privasi', 'syarat dan ketentuan', 'chinh sach bao mat', 'سياسة الخصوصية', 'מדיניות פרטיות', 'นโยบายความเป็นส่วนตัว',
  'プライバシーポリシー', '個人情報保護方針', '利用規約', '特定商取引法に基づく表記', '隐私政策', '隱私權政策', '개인정보처리방침', '이용약관',
  // A cart, an account, a site's machinery
  'login', 'log in', 'sign in', 'signin', 'sign up', 'signup', 'register', 'account', 'my account', 'cart', 'basket', 'checkout', 'wishlist', 'shopping cart', 'client portal', 'customer portal',
  'warenkorb', 'kasse', 'anmelden', 'konto', 'mein konto', 'registrieren', 'panier', 'connexion', 'mon compte', 'se connecter', 'inscription', 'carrito', 'cesta', 'mi cuenta', 'iniciar sesion', 'acceder',
  'carrello', 'accedi', 'il mio account', 'registrati', 'winkelwagen', 'winkelmand', 'inloggen', 'mijn account', 'afrekenen', 'carrinho', 'minha conta', 'finalizar compra',
  'koszyk', 'logowanie', 'zaloguj', 'moje konto', 'varukorg', 'logga in', 'mitt konto', 'indkobskurv', 'log ind', 'min konto', 'handlekurv', 'logg inn', 'ostoskori', 'kirjaudu', 'oma tili',
  'kosik', 'prihlaseni', 'prihlasenie', 'kosar', 'belepes', 'autentificare', 'contul meu', 'корзина', 'вход', 'личный кабинет', 'кошик', 'вхід', 'sepet', 'giris', 'hesabim', 'uye girisi',
  'カート', 'ログイン', '购物车', '登录', '장바구니', '로그인',
  'tag', 'tags', 'category', 'categories', 'author', 'feed', 'rss', 'wp admin', 'wp login', 'wp login php', 'wp content', 'wp json', 'search', 'archive', 'archives', 'amp', 'comments', 'page',
];

/** Words a link's text may open with before its kind: "Our Blog", "Read our privacy policy". */
const LEAD = /^(?:(?:read|see|view|visit|from|latest|our|the|my|unsere?|nos|notre|nuestros?|nuestras?|i nostri|le nostre|onze|os nossos|nossos|nasze|vara|vores|vare)\s+)+/u;

/** Lower case without accents, every other sign a space: "Über-uns" is "uber uns", "/prestações.html" is "prestacoes". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[łŀ]/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byLength = (words: string[]) => words.map((word) => ({ exact: word.startsWith('='), words: fold(word) })).sort((a, b) => b.words.length - a.words.length);
const KINDS: [Exclude<LinkKind, 'skip'>, ReturnType<typeof byLength>][] = [
  ['offers', byLength(OFFERS)],
  ['prices', byLength(PRICES)],
  ['areas', byLength(AREAS)],
  ['about', byLength(ABOUT)],
  ['contact', byLength(CONTACT)],
  ['aside', byLength(ASIDE)],
];
const SKIP_WORDS = new Set(SKIP.map(fold));
const SKIP_PHRASES = [...SKIP_WORDS].filter((phrase) => phrase.includes(' '));

/** A kind by words: the longest phrase any kind holds wins ("service areas" is areas, not "service"; "practice areas" offers). */
export function kindOfWords(text: string): Exclude<LinkKind, 'skip'> | null {
  const folded = ` ${fold(text)} `;
  let best: { kind: Exclude<LinkKind, 'skip'>; length: number } | null = null;
  for (const [kind, phrases] of KINDS) {
    const found = phrases.find((phrase) => (phrase.exact ? folded.trim() === phrase.words : folded.includes(` ${phrase.words} `)));
    if (found && (best === null || found.words.length > best.length)) best = { kind, length: found.words.length };
  }
  return best?.kind ?? null;
}

/** Words that mark a page never to read: the whole of them ("Blog", "Our blog", a segment "careers"), or a phrase inside them. */
export function isSkipWords(text: string): boolean {
  const folded = fold(text).replace(LEAD, '');
  if (SKIP_WORDS.has(folded)) return true;
  const padded = ` ${folded} `;
  return SKIP_PHRASES.some((phrase) => padded.includes(` ${phrase} `));
}

/** A path's segments as words, its file extension off and its escapes read ("/ueber-uns.html" is "ueber-uns"). */
export function pathSegments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) => segment.replace(/\.(html?|php|aspx?|jsp)$/i, ''));
}

/** A post's address: a year then a month ("/2023/05/how-to-unclog"). */
const DATED = /\/(?:19|20)\d{2}\/\d{1,2}\//;

/** Never read: a page of posts, careers, legal words or an account, by any segment of its path or by its link's words. */
export function isSkipped(url: URL, text: string): boolean {
  return DATED.test(url.pathname) || pathSegments(url).some(isSkipWords) || (text.length > 0 && isSkipWords(text));
}

/** The kind of a link: skipped first, then its last path segment's words, then its text's. */
export function linkKind(url: URL, text: string): LinkKind | null {
  if (isSkipped(url, text)) return 'skip';
  const last = pathSegments(url).at(-1);
  return (last ? kindOfWords(last) : null) ?? kindOfWords(text);
}
