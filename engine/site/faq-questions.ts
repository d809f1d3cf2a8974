import type { HTMLElement } from 'node-html-parser';

/**
 * A FAQ's questions as the site writes them, with or without a question mark: "Το φαγητό το έχουμε, χρειαζόμαστε μόνο
 * σερβιτόρους." ("We have the food, we only need waiters.") is a customer's words in a Wix FAQ, and its answer is no.
 * Such a line is never ad copy and never a claim of the business's; a question mark alone cannot tell it.
 *
 *   faqQuestions(root) => the questions' texts
 *
 * A question is a heading, term, button, accordion `<summary>` or titled block inside a FAQ: an element a theme names
 * after FAQs ("comp-faq", "faq-item"), a section under a FAQ heading, or a page whose main heading is one.
 */
export function faqQuestions(root: HTMLElement): string[] {
  const found: string[] = [];
  const add = (element: HTMLElement) => {
    const text = element.text.replace(/\s+/g, ' ').trim();
    if (text.length >= 3 && text.length <= 200 && !FAQ_HEADING.test(text) && !found.includes(text)) found.push(text);
  };
  const faqPage = FAQ_HEADING.test(root.querySelector('h1')?.text ?? '');
  // An accordion's <summary> outside a FAQ names a service as often as it asks ("Lõõride videokontroll").
  for (const element of root.querySelectorAll('h2, h3, h4, h5, dt, button, summary, [class]')) {
    if (!/^H\d$|^DT$|^BUTTON$|^SUMMARY$/.test(element.tagName) && !QUESTION_CLASS.test(element.getAttribute('class') ?? '')) continue;
    if (element.closest('nav, header, footer, form')) continue;
    // A heading with no answer after it closes a section, and a page's first <h2> may be its only one: both are titles.
    if (/^H\d$/.test(element.tagName) && !element.nextElementSibling) continue;
    if (inFaq(element) || (faqPage && element.tagName !== 'BUTTON')) add(element);
  }
  return found.slice(0, 60);
}

/** A FAQ's heading, in the languages sites are written in. */
const FAQ_HEADING =
  /(?<![\p{L}])(?:faqs?|f\.a\.q\.?|frequently asked questions|common questions|questions(?: fréquentes)?|häufige fragen|fragen(?: und antworten| & antworten)?|foire aux questions|preguntas(?: frecuentes)?|domande(?: frequenti)?|veelgestelde vragen|vragen|perguntas(?: frequentes)?|najczęściej zadawane pytania|pytania|časté otázky|otázky|gyakori kérdések|întrebări(?: frecvente)?|česta pitanja|česta vprašanja|често задавани въпроси|часті запитання|часто задаваемые вопросы|συχνές ερωτήσεις|vanliga frågor|frågor och svar|ofte stillede spørgsmål|ofte stilte spørsmål|usein kysytyt kysymykset|korduma kippuvad küsimused|biežāk uzdotie jautājumi|dažniausiai užduodami klausimai|sıkça sorulan sorular|שאלות נפוצות|الأسئلة الشائعة|câu hỏi thường gặp|คำถามที่พบบ่อย|pertanyaan umum|soalan lazim|よくある質問|자주 묻는 질문|常见问题|常見問題)(?![\p{L}])/iu;

/** A theme's block of one FAQ item or of the whole FAQ ("comp-faq", "faq-item", "sqs-block-accordion" under a FAQ heading). */
const FAQ_CLASS = /faq|frequently/i;
/** A titled block that asks: an accordion's or a FAQ's title or question element. */
const QUESTION_CLASS = /(?:^|[\s_-])(?:question|faq[\w-]*title|accordion[\w-]*title|toggle[\w-]*title|tab[\w-]*title)(?:$|[\s_-])/i;

function inFaq(element: HTMLElement): boolean {
  for (let current: HTMLElement | null = element.parentNode; current && current.tagName !== 'BODY'; current = current.parentNode) {
    if (FAQ_CLASS.test(`${current.getAttribute('class') ?? ''} ${current.getAttribute('id') ?? ''}`)) return true;
    // A section whose own heading says FAQ ("Česta pitanja", "Frågor och svar").
    const heading = current.querySelector('h1, h2, h3');
    if (heading && heading !== element && FAQ_HEADING.test(heading.text) && current.tagName !== 'MAIN' && current.tagName !== 'HTML') return true;
  }
  return false;
}
