/**
 * Services by the page's structure, whatever its language: cards, runs of bold-led paragraphs or headings, definition
 * lists, tables and captioned grids under one heading, and the sections whose structure is the same but whose items are no
 * services (testimonials, the team, a FAQ, steps, opening hours, contact details, charges). `extract-page-content.ts`
 * gives what makes a name an offer (`OfferName`); this reads where the names are.
 */
import { HTMLElement } from 'node-html-parser';

/**
 * A section that is no list of services, by its heading or its container's id/class, in the languages of
 * SERVICE_SECTION_WORDS: testimonials and reviews, the team, FAQ, areas, contact, blog and news, gallery, opening hours,
 * how it works (steps), why choose us and benefits.
 */
/**
 * A section about other businesses the site recommends (its approved caterers, its suppliers, where guests stay): their
 * names are not the business's services and their prices not its own ("Smoke & Ember BBQ – from about £48 a head").
 */
export const OTHER_BUSINESSES = new RegExp(
  `(?<![\\p{L}\\p{M}])(${['partners?', 'suppliers?', 'approved caterers', 'caterers we recommend', 'recommended (?:suppliers|caterers|vendors)', 'preferred (?:suppliers|vendors)', 'vendors', 'where to stay', 'places to stay', 'staying nearby', 'accommodation nearby', 'friends we (?:send|recommend)', 'lieferanten', 'partnerbetriebe', 'fournisseurs', 'prestataires (?:recommandés|partenaires)', 'où dormir', 'proveedores', 'dónde alojarse', 'fornitori', 'dove dormire', 'leveranciers', 'overnachten'].join('|')})(?![\\p{L}\\p{M}])`,
  'iu',
);

const NOT_SERVICES_WORDS = new RegExp(
  `(?<![\\p{L}\\p{M}])(${[
    'testimonials?', 'reviews?', 'what (our )?(clients|customers) say', 'team', 'staff', 'about', 'faqs?', 'questions', 'areas?', 'locations?', 'contact', 'blog', 'news', 'articles?', 'gallery', 'portfolio', 'hours', 'opening', 'how it works', 'steps?', 'process', 'why', 'benefits', 'advantages', 'values', 'partners', 'awards', 'how we work', 'meet the', 'find us', 'info(?:rmation)?', 'good to know', 'projects', 'impressions',
    'so arbeiten wir', 'anfahrt', 'informationen', 'gut zu wissen', 'impressionen', 'projekte', 'referenzen', 'comment (?:nous travaillons|ça se passe)', 'accès', 'à savoir', 'infos?', 'projets', 'réalisations',
    'así trabajamos', 'cómo trabajamos', 'cómo llegar', 'información', 'proyectos', 'come lavoriamo', 'come raggiungerci', 'informazioni', 'progetti', 'como trabalhamos', 'informações', 'projetos', 'zo werken wij', 'route', 'impressie', 'projecten', 'referenties', 'realisaties', 'goed om te weten',
    'så jobbar vi', 'bra att veta', 'sådan arbejder vi', 'godt at vide', 'slik jobber vi', 'greit å vite', 'hyvä tietää', 'jak pracujemy', 'dobrze wiedzieć', 'realizacje', 'zalety', 'jak pracujeme', 'realizace', 'výhody', 'előnyök', 'avantaje', 'prednosti',
    'як ми працюємо', 'как мы работаем', 'як нас знайти', 'как нас найти', 'переваги', 'преимущества', 'наші роботи', 'наши работы', 'πλεονεκτήματα', 'avantajlar', 'مزايا', 'יתרונות', 'ưu điểm', 'ข้อดี', 'keunggulan', 'kelebihan', '特長', '特徴', '장점', '优势', '優勢',
    'bewertungen', 'kundenstimmen', 'rezensionen', 'über uns', 'fragen', 'kontakt', 'aktuelles', 'galerie', 'öffnungszeiten', 'so funktioniert', 'ablauf', 'schritte?', 'warum', 'vorteile',
    'avis', 'témoignages', 'équipe', 'à propos', 'questions', 'actualités', 'galerie', 'horaires', 'comment ça marche', 'étapes?', 'pourquoi', 'avantages',
    'opiniones', 'testimonios', 'reseñas', 'equipo', 'nosotros', 'preguntas', 'contacto', 'noticias', 'galería', 'horarios?', 'cómo funciona', 'pasos?', 'por qué', 'ventajas', 'ressenyes', 'opinions', 'equip', 'preguntes', 'horari', 'com funciona', 'per què', 'avantatges',
    'recensioni', 'testimonianze', 'squadra', 'chi siamo', 'domande', 'contatti', 'notizie', 'galleria', 'orari', 'come funziona', 'passi', 'perché', 'vantaggi',
    'depoimentos', 'avaliações', 'equipa', 'equipe', 'quem somos', 'perguntas', 'contato', 'contacto', 'notícias', 'galeria', 'horário', 'como funciona', 'passos', 'porquê', 'por que', 'vantagens',
    'beoordelingen', 'ervaringen', 'over ons', 'vragen', 'nieuws', 'openingstijden', 'werkwijze', 'stappen', 'waarom', 'voordelen',
    'omdömen', 'recensioner', 'om oss', 'frågor', 'nyheter', 'öppettider', 'så fungerar det', 'varför', 'fördelar', 'anmeldelser', 'om os', 'spørgsmål', 'åbningstider', 'hvorfor', 'fordele', 'omtaler', 'spørsmål', 'åpningstider', 'fordeler',
    'arvostelut', 'tiimi', 'meistä', 'kysymykset', 'yhteystiedot', 'uutiset', 'aukioloajat', 'miksi', 'arvustused', 'meeskond', 'kontakt', 'atsauksmes', 'komanda', 'atsiliepimai',
    'opinie', 'zespół', 'o nas', 'pytania', 'aktualności', 'godziny', 'jak to działa', 'kroki', 'dlaczego', 'recenze', 'reference', 'tým', 'o nás', 'otázky', 'kontakty?', 'otevírací doba', 'proč', 'prečo',
    'vélemények', 'csapat', 'rólunk', 'kérdések', 'kapcsolat', 'hírek', 'nyitvatartás', 'miért', 'recenzii', 'echipa', 'despre noi', 'întrebări', 'program', 'de ce',
    'recenzije', 'tim', 'o nama', 'pitanja', 'kontakt', 'novosti', 'radno vrijeme', 'zašto', 'mnenja', 'ekipa', 'o nas', 'vprašanja', 'zakaj',
    'отзиви', 'отзывы', 'відгуки', 'екип', 'команда', 'о нас', 'про нас', 'за нас', 'вопросы', 'въпроси', 'питання', 'контакты', 'контакти', 'новости', 'новини', 'график', 'часы работы', 'как это работает', 'шаги', 'этапы', 'почему', 'защо', 'чому',
    'κριτικές', 'ομάδα', 'σχετικά', 'ερωτήσεις', 'επικοινωνία', 'νέα', 'ωράριο', 'γιατί', 'yorumlar', 'ekibimiz', 'hakkımızda', 'sorular', 'iletişim', 'haberler', 'çalışma saatleri', 'nasıl çalışır', 'neden',
    'آراء', 'فريقنا', 'من نحن', 'الأسئلة', 'اتصل', 'أخبار', 'ساعات العمل', 'لماذا', 'نظرات', 'تیم', 'درباره ما', 'سوالات', 'تماس', 'چرا', 'ביקורות', 'המלצות', 'הצוות', 'אודות', 'שאלות', 'צור קשר', 'שעות פתיחה', 'למה',
    'đánh giá', 'đội ngũ', 'về chúng tôi', 'câu hỏi', 'liên hệ', 'tin tức', 'giờ mở cửa', 'tại sao', 'รีวิว', 'ทีมงาน', 'เกี่ยวกับเรา', 'คำถาม', 'ติดต่อ', 'ข่าว', 'เวลาทำการ', 'ทำไม',
    'testimoni', 'ulasan', 'tim kami', 'tentang kami', 'pertanyaan', 'kontak', 'berita', 'jam buka', 'mengapa', 'kenapa', 'bakit', 'お客様の声', 'スタッフ', '会社概要', 'よくある質問', 'お問い合わせ', 'お知らせ', '営業時間', '選ばれる理由', '후기', '리뷰', '팀', '소개', '자주 묻는', '문의', '공지', '영업시간', '客户评价', '客戶評價', '团队', '團隊', '关于我们', '關於我們', '常见问题', '常見問題', '联系', '聯絡', '新闻', '营业时间', '營業時間', '为什么', '為什麼',
  ].join('|')})(?![\\p{L}\\p{M}])`,
  'iu',
);
/** A section whose items are no services: testimonials, the team, FAQ, areas, steps… and other businesses' names. */
export const NOT_SERVICES_SECTION = new RegExp(`${NOT_SERVICES_WORDS.source}|${OTHER_BUSINESSES.source}`, 'iu');
/** A card's words that make it a person (a team member's role), a testimonial, a step, a post or a question. */
export const PERSON_ROLE = /(?<![\p{L}])(owner|founder|co-founder|manager|director|ceo|stylist|technician|therapist|inhaber(in)?|gründer(in)?|geschäftsführer(in)?|fondat(eur|rice)|gérant(e)?|fundador(a)?|propietari[oa]|dueñ[oa]|titolare|fondat(ore|rice)|eigenaar|oprichter|ägare|grundare|ejer|eier|omistaja|właściciel(ka)?|założyciel(ka)?|majitel(ka)?|tulajdonos|proprietar|vlasni(k|ca)|владел(ец|ица)|основател(ь|ьница)|власни(к|ця)|засновни(к|ця)|ιδιοκτήτ(ης|ρια)|sahibi|kurucu|مالك|مؤسس|בעלים|מייסד(ת)?|pemilik|pendiri|オーナー|代表|대표|원장|店长|店長|创始人|創辦人)(?![\p{L}])/iu;
export const A_STEP = /^(?:\d{1,2}[.)]?\s|0\d\b|(?:step|schritt|étape|paso|passo|pas|stap|steg|trin|vaihe|krok|lépés|pasul|korak|шаг|крок|βήμα|adım|خطوة|שלב|bước|ขั้นตอน|langkah|hakbang|ステップ|단계|步骤|步驟)\s*\d)/iu;
export const A_DATE = /\b(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d{2}|(?:19|20)\d{2}-\d{2}-\d{2})\b/;

/** A heading-like element of a site builder's, by its class ("t-section__title", "card-title", "heading-2"). */
const TITLE_CLASS = /(?:^|[\s_-])(?:title|heading|name)(?:$|[\s_-]|\d)/i;

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A short element of its own with a title's class and no blocks inside: a builder's heading written as a `<div>`. */
export function titleByClass(element: HTMLElement): boolean {
  return TITLE_CLASS.test(element.getAttribute('class') ?? '') && squash(element.text).length > 0 && squash(element.text).length <= 80 && !element.querySelector('p, div, ul, ol, li, section, h1, h2, h3, h4');
}

/** The heading a group of cards sits under: before it in its parent, or before one of its near ancestors; an `<h1>`–`<h3>` or a builder's title. */
export function sectionHeading(group: HTMLElement): HTMLElement | null {
  let current: HTMLElement | null = group;
  for (let depth = 0; current && depth < 3; depth++) {
    for (let sibling = current.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (/^H[1-3]$/.test(sibling.tagName) || titleByClass(sibling)) return sibling;
      const inner = sibling.querySelectorAll('h1, h2, h3');
      if (inner.length > 0) return inner.length === 1 ? inner[0] : null;
    }
    current = current.parentNode instanceof HTMLElement ? current.parentNode : null;
  }
  return null;
}

/** What a name must pass to be an offer, and what a section's heading must, from the page reader (its own word lists). */
export interface OfferRules {
  /** The offer a name is, or null ("Our boiler servicing" -> "Boiler servicing"; "Contact" -> null). */
  offer: (name: string) => string | null;
  /** A heading over services or over nothing known, not one over places. */
  heading: (text: string) => boolean;
  /** A text with a price: a priced table or definition list is the price readers' (`readServices`), not read again here. */
  priced: (text: string) => boolean;
  /** A heading over prices ("Pricing", "Tarifs"): a prices page's `<h2>` sections are its fees and terms, no services. */
  prices?: (text: string) => boolean;
  /** A heading that names services ("Services", "Usluge"): two sections under it are enough to be its offers. */
  services?: (text: string) => boolean;
}

/** An item's name and what follows it (its description). */
interface Entry {
  name: string;
  rest: string;
}

/** A bold element: `<strong>`, `<b>`, or a builder's span with a heavy font-weight (Wix, Google Sites). */
function isBold(element: HTMLElement): boolean {
  if (element.tagName === 'STRONG' || element.tagName === 'B') return true;
  return element.tagName === 'SPAN' && /font-weight\s*:\s*(?:bold|[6-9]00)/i.test(element.getAttribute('style') ?? '');
}

/** The bold element a block opens with, one level of wrapping deep ("<p><span><strong>Name</strong></span> …"). */
function boldLead(block: HTMLElement): HTMLElement | null {
  let lead = block.firstElementChild;
  for (let depth = 0; lead && depth < 2; depth++) {
    if (!squash(block.text).startsWith(squash(lead.text)) || squash(lead.text).length === 0) return null;
    if (isBold(lead)) return lead;
    lead = lead.firstElementChild;
  }
  return null;
}

/** "Name:", "Name —": the name without the punctuation that leads to its description. */
const nameOf = (text: string) =>
  squash(text)
    .replace(/\s*[:：\-–—|]\s*$/u, '')
    // A closing note in brackets ("Head spa (30 min)", "カット（シャンプー込み）") is no part of the name.
    .replace(/\s*[(（][^()（）]*[)）]$/u, '');

/**
 * Runs of sibling blocks that each open with a name: a paragraph led by bold ("<p><b>Name</b> – text</p>", "<p><b>Name</b><br>text</p>"),
 * a paragraph wholly bold followed by its description (Wix, Google Sites), or a heading (h3–h6) followed by its paragraphs.
 * A run ends at any sibling that is neither.
 */
function blockRuns(parent: HTMLElement): { first: HTMLElement; tag: string; entries: Entry[] }[] {
  const runs: { first: HTMLElement; tag: string; entries: Entry[] }[] = [];
  const children = parent.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement && node.tagName !== 'BR');
  let run: { first: HTMLElement; tag: string; entries: Entry[] } | null = null;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    const next = children[index + 1];
    let entry: Entry | null = null;
    let tag = child.tagName;
    if (/^H[2-6]$/.test(child.tagName) && next && /^(P|DIV)$/.test(next.tagName) && !boldLead(next)) {
      // A heading's description: its paragraphs (and lists) up to the next heading.
      const description: string[] = [];
      while (children[index + 1] && /^(P|DIV|UL|OL)$/.test(children[index + 1].tagName) && !boldLead(children[index + 1])) description.push(squash(children[++index].text));
      entry = { name: nameOf(child.text), rest: description.join(' ') };
    } else if (/^(P|DIV)$/.test(child.tagName)) {
      const lead = boldLead(child);
      if (lead) {
        const rest = squash(squash(child.text).slice(squash(lead.text).length));
        if (rest.length > 0) entry = { name: nameOf(lead.text), rest };
        else if (next && /^(P|DIV)$/.test(next.tagName) && !boldLead(next)) {
          entry = { name: nameOf(lead.text), rest: squash(next.text) };
          index++;
        }
        tag = `${child.tagName}:bold`;
      }
    }
    if (entry && run && run.tag === tag) run.entries.push(entry);
    else {
      if (run) runs.push(run);
      run = entry ? { first: child, tag, entries: [entry] } : null;
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** A definition list's terms and their definitions. */
function termEntries(list: HTMLElement): Entry[] {
  return list.querySelectorAll('dt').map((term) => {
    const definitions: string[] = [];
    for (let next = term.nextElementSibling; next?.tagName === 'DD'; next = next.nextElementSibling) definitions.push(squash(next.text));
    return { name: nameOf(term.text), rest: definitions.join(' ') };
  });
}

/** A table's rows named by their first cell (a header row of `<th>`s aside). */
function rowEntries(table: HTMLElement): Entry[] {
  return table
    .querySelectorAll('tr')
    .filter((row) => row.querySelectorAll('td').length > 0)
    .map((row) => {
      const cells = row.querySelectorAll('td, th').map((cell) => squash(cell.text));
      return { name: cells.length >= 2 ? nameOf(cells[0]) : '', rest: cells.slice(1).join(' ') };
    });
}

/** Captioned images of one grid. */
function figureEntries(grid: HTMLElement): Entry[] {
  return grid.childNodes
    .filter((node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'FIGURE')
    .map((figure) => ({ name: figure.querySelector('blockquote, q') ? '' : nameOf(figure.querySelector('figcaption')?.text ?? ''), rest: '' }));
}

/** Hours as a description ("9h – 18h", "10–15", "Closed"): the names are days. */
const HOURS = /^(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:h|uhr|am|pm)?\s*[-–—]\s*\d{1,2}|(?:closed|geschlossen|fermé|cerrado|chiuso|gesloten|stängt|lukket|stengt|suljettu|suletud|zamknięte|zavřeno|zatvorené|zárva|închis|zatvoreno|закрыто|зачинено|вихідний|выходной|κλειστό|kapalı|مغلق|סגור|đóng cửa|ปิด|tutup|休業|定休日|휴무|休息)(?![\p{L}]))/iu;
/** Contact details as a description: a phone number, an e-mail, a web address. */
const CONTACT = /\+?\d[\d\s().-]{6,}\d|@[\p{L}\d-]+\.|https?:|www\./u;
/** A year in a caption ("Kitchen in Zeist, 2022"): a project shown, not a service. */
const A_YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/;
/** Labels of practical details ("Payment:", "Адреса:", "営業時間"), whole, in the languages of NOT_SERVICES_SECTION. */
const DETAIL_LABEL = new RegExp(
  `^(?:${[
    'address', 'phone', 'telephone', 'tel', 'e-?mail', 'hours', 'opening hours', 'payment', 'delivery', 'warranty', 'guarantee', 'parking', 'location', 'website', 'fax', 'mobile', 'whatsapp',
    'adresse', 'anschrift', 'telefon', 'öffnungszeiten', 'zahlung', 'bezahlung', 'lieferung', 'garantie', 'gewährleistung', 'téléphone', 'horaires', 'paiement', 'livraison', 'stationnement',
    'dirección', 'teléfono', 'horarios?', 'pago', 'entrega', 'envío', 'garantía', 'aparcamiento', 'indirizzo', 'telefono', 'orari', 'pagamento', 'consegna', 'garanzia', 'parcheggio',
    'endereço', 'morada', 'telefone', 'horário', 'garantia', 'estacionamento', 'adres', 'telefoon', 'openingstijden', 'betaling', 'levering', 'parkeren',
    'adress', 'öppettider', 'åbningstider', 'åpningstider', 'betalning', 'leverans', 'garanti', 'parkering', 'osoite', 'puhelin', 'aukioloajat', 'maksu', 'toimitus', 'takuu', 'pysäköinti',
    'aadress', 'lahtiolekuajad', 'makse', 'tarne', 'garantii', 'parkimine', 'godziny otwarcia', 'płatność', 'dostawa', 'gwarancja', 'adresa', 'otevírací doba', 'platba', 'doprava', 'záruka', 'parkování',
    'cím', 'nyitvatartás', 'fizetés', 'szállítás', 'garancia', 'parkolás', 'program', 'plată', 'livrare', 'garanție', 'parcare', 'radno vrijeme', 'plaćanje', 'dostava', 'jamstvo',
    'адрес', 'адреса', 'телефон', 'график', 'графік', 'часы работы', 'години роботи', 'оплата', 'доставка', 'гарантия', 'гарантія', 'парковка', 'διεύθυνση', 'τηλέφωνο', 'ωράριο', 'πληρωμή', 'εγγύηση',
    'adres', 'çalışma saatleri', 'ödeme', 'teslimat', 'otopark', 'العنوان', 'الهاتف', 'ساعات العمل', 'الدفع', 'التوصيل', 'الضمان', 'כתובת', 'טלפון', 'שעות פתיחה', 'תשלום', 'משלוח', 'אחריות', 'חניה',
    'địa chỉ', 'điện thoại', 'giờ mở cửa', 'thanh toán', 'giao hàng', 'bảo hành', 'ที่อยู่', 'โทร', 'เวลาทำการ', 'alamat', 'telepon', 'jam buka', 'pembayaran', 'pengiriman', 'garansi', 'parkir',
    '住所', '電話', '営業時間', '支払い', 'お支払い', '配送', '保証', '駐車場', '주소', '전화', '영업시간', '결제', '배송', '주차', '地址', '电话', '營業時間', '营业时间', '付款', '保固', '保修',
  ].join('|')})$`,
  'iu',
);

/**
 * A heading led by a question word, asked without its question mark ("Kada je bolja nova baterija", "When to replace
 * your boiler", "Wann lohnt sich eine Reparatur"): advice on a choice, never the name of an offer.
 */
export const QUESTION_LEAD =
  /^(?:when|how|why|what|which|where|who|wann|wie|warum|wieso|welche[rsn]?|wo|quand|comment|pourquoi|quel(?:le)?s?|où|cuándo|cómo|por qué|qué|cuál(?:es)?|dónde|quando|perché|quale|dove|wanneer|hoe|waarom|welke|waar|när|hur|varför|vilken|vilket|vilka|hvornår|hvordan|hvorfor|hvilken|hvilket|hvilke|hvor|når|kada|kako|zašto|šta|što|kdy|proč|kiedy|dlaczego|gdzie|mikor|hogyan|miért|când|cum|unde|коли|чому|когда|почему|πότε|πώς|γιατί|ne zaman|nasıl|neden)\s/iu;

/**
 * An item that is no service by its words: a question, a numbered step, a detail's label ("Phone", "Adresse"), a
 * description that is a date, a person's role, a quote, hours or contact details.
 */
export function notAService(name: string, rest: string): boolean {
  if (/[?？؟]$/u.test(name) || QUESTION_LEAD.test(name) || A_STEP.test(name) || DETAIL_LABEL.test(name)) return true;
  return A_DATE.test(rest) || PERSON_ROLE.test(rest) || /^[“"«„「『]/u.test(rest) || HOURS.test(rest) || CONTACT.test(rest);
}

/** A run's names as offers, or none when any item is no service (a question, a step, a quote, a person, hours, contact details). */
function offersOf(entries: Entry[], rules: OfferRules, least = 3, longest = 400): string[] {
  if (entries.length < least || entries.length > 12) return [];
  const names: string[] = [];
  for (const { name, rest } of entries) {
    if (!name || rest.length > longest || notAService(name, rest) || A_YEAR.test(name)) return [];
    const offer = rules.offer(name);
    if (!offer || offer.split(/\s+/).length > 7) return [];
    names.push(offer);
  }
  return names;
}

/** A heading that says what is not done ("What we don't do", "Was wir nicht machen", "Ce que nous ne faisons pas"). */
export const NEGATED_HEADING = /(?<![\p{L}])(?:don['’]?t|do not|doesn['’]?t|won['’]?t|not|never|nicht|keine?|ne|pas|no|non|nie|niet|geen|nu|inte|inga|ikke|ingen|nem|δεν)(?![\p{L}-])|n['’]t(?![\p{L}])|leave to/iu;

/** A run's entries without the last ones that are no offer or head a section of another kind. */
function withoutClosingAside(entries: Entry[], rules: OfferRules): Entry[] {
  let end = entries.length;
  while (end > 0 && (!rules.offer(entries[end - 1].name) || NOT_SERVICES_SECTION.test(entries[end - 1].name) || NEGATED_HEADING.test(entries[end - 1].name))) end--;
  return entries.slice(0, end);
}

/** The run's section heading is one over services, or over nothing the page reader knows (no team, FAQ, areas…). */
function underServiceHeading(first: HTMLElement, rules: OfferRules, itemTag?: string): boolean {
  const heading = sectionHeading(first);
  // Nor one that says what is not done ("Šta ne radimo", "What we don't do"): its items are refused, not offered. Nor a
  // question ("Baterije: popravka ili zamena?"): its sections weigh the answer ("Kada se isplati popravka"), unless it
  // names services itself ("What do we offer?").
  if (!heading || NOT_SERVICES_SECTION.test(squash(heading.text)) || NEGATED_HEADING.test(squash(heading.text)) || !rules.heading(heading.text)) return false;
  if (/[?？؟]$/u.test(squash(heading.text)) && !rules.services?.(heading.text)) return false;
  // A run of headings sits under a heading of a higher rank ("h2" over "h3"s).
  return !itemTag || !/^H\d$/.test(heading.tagName) || heading.tagName < itemTag;
}

/**
 * Services written as runs of names, by structure alone: paragraphs led by bold, headings with their paragraphs,
 * definition lists, tables whose first cell names a thing, grids of captioned images; 3–12 items under one heading
 * that is no testimonials', team's, FAQ's, steps', hours' or contact's, not in nav, header, footer, form or aside.
 */
export function readServiceRuns(root: HTMLElement, rules: OfferRules): string[] {
  const found: string[] = [];
  const outside = (element: HTMLElement) => !element.closest('nav, header, footer, form, aside');
  for (const parent of root.querySelectorAll('div, section, article, main, td, li').filter(outside)) {
    for (const run of blockRuns(parent)) {
      // A page of <h2> sections under its <h1> may close on one that is no offer ("What we don't do"): the run ends before it.
      if (run.tag === 'H2' && rules.prices?.(sectionHeading(run.first)?.text ?? '')) continue;
      const entries = run.tag === 'H2' ? withoutClosingAside(run.entries, rules) : run.entries;
      // A services page's <h2> sections, two being enough, each a paragraph and a list of what it covers ("Usluge":
      // "Električni trotineti", "E-bicikli", then "Šta ne radimo").
      const named = run.tag === 'H2' && rules.services?.(sectionHeading(run.first)?.text ?? '') === true;
      if (underServiceHeading(run.first, rules, run.tag.startsWith('H') ? run.tag : undefined)) found.push(...(named ? offersOf(entries, rules, 2, 1000) : offersOf(entries, rules)));
    }
  }
  const unpriced = (entries: Entry[]) => (entries.some((entry) => rules.priced(`${entry.name} ${entry.rest}`)) ? [] : entries);
  for (const list of root.querySelectorAll('dl').filter(outside)) if (underServiceHeading(list, rules)) found.push(...offersOf(unpriced(termEntries(list)), rules));
  for (const table of root.querySelectorAll('table').filter(outside)) if (underServiceHeading(table, rules)) found.push(...offersOf(unpriced(rowEntries(table)), rules));
  for (const grid of root.querySelectorAll('div, section').filter(outside)) {
    const entries = figureEntries(grid);
    if (entries.length >= 3) {
      const first = grid.childNodes.find((node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'FIGURE');
      if (first && underServiceHeading(first, rules)) found.push(...offersOf(entries, rules));
    }
  }
  return found;
}

/** A charge named as such ("Framkörningsavgift", "Call-out fee", "Phí vận chuyển"): a price of one is no service. */
export const A_FEE =
  /(?:fees?|charges?|surcharge|avgift|gebyr|gebühr|maksu|opłata|poplatek|poplatok|díj|díja|taxa|tassa|frais|kosten|tillägg|tillæg|tillegg|zuschlag|toeslag|ücreti|надбавка|доплата|збір|сбор)$|^(?:phí|ค่าธรรมเนียม|ค่าเดินทาง|biaya|caj|手数料|수수료)/iu;
