import type { HTMLElement } from 'node-html-parser';

/**
 * What customers say of a business is theirs, not the business's promise: "the job was done the same day" in a review
 * is no same-day service, "best lashes in Raleigh" no claim the studio makes. The blocks that hold such words leave the
 * page's text before any ad is grounded in it:
 *
 *   testimonialBlocks(root) => elements to remove
 *
 * quotations (`<blockquote>`, a paragraph wholly in quotation marks), elements a theme names after reviews
 * ("testimonial", "reviews", "kundenstimmen"), and the section under a heading that introduces them ("What our clients
 * say", "Avis clients", "Opiniones"). A section's own heading goes with it; the rest of the page stays.
 */
export function testimonialBlocks(root: HTMLElement): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const quote of root.querySelectorAll('blockquote')) found.add(quote);
  for (const element of root.querySelectorAll('[class], [id]')) {
    if (REVIEW_CLASS.test(`${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`) && element.tagName !== 'BODY' && element.tagName !== 'MAIN') found.add(element);
  }
  // Page builders set quotes in <div>s (Tilda's "t1061__quote"): a block whose whole text is one quotation is one too.
  for (const paragraph of root.querySelectorAll('p, div, span')) {
    const text = paragraph.text.replace(/\s+/g, ' ').trim();
    if (text.length >= 12 && text.length <= 400 && QUOTED.test(text)) found.add(paragraph);
  }
  for (const heading of root.querySelectorAll('h2, h3, h4')) {
    if (!REVIEW_HEADING.test(heading.text.replace(/\s+/g, ' ').trim())) continue;
    const parent = heading.parentNode;
    // A heading that opens its own section takes the section; else what follows it, up to the next heading.
    if (parent && parent.tagName !== 'BODY' && parent.tagName !== 'MAIN' && firstElement(parent) === heading) {
      found.add(parent);
      continue;
    }
    found.add(heading);
    for (let next = heading.nextElementSibling; next && !/^H[1-4]$/.test(next.tagName); next = next.nextElementSibling) found.add(next);
  }
  return [...found];
}

function firstElement(parent: HTMLElement): HTMLElement | undefined {
  return parent.childNodes.find((node): node is HTMLElement => node.nodeType === 1) as HTMLElement | undefined;
}

/** Theme class names of review blocks: whole words of a class, so "preview" or "reviewed-by-editor" are not. */
const REVIEW_CLASS =
  /(?:^|[\s_-])(?:testimonials?|reviews?|customer-reviews?|kundenstimmen?|bewertungen|temoignages?|témoignages?|avis|opiniones|testimonios|resenas|reseñas|recensioni|depoimentos|ervaringen|omdomen|omdömen|anmeldelser|arvostelut|opinie|recenze)(?:$|[\s_-])/iu;

/** A paragraph that is one quotation from start to end, attribution after it or not: “…” – Jane; «…» – Δέσποινα & Γιάννης, γάμος στην Κηφισιά. */
const QUOTED = /^[“"„«‘][^“”"„«»]{8,}[”"“»’](?:\s*[-–—]?\s*[\p{L}\p{M} .,'’&]{0,60})?$/u;

/** Headings that introduce what customers say, in the languages we read. */
const REVIEW_HEADING =
  /^(?:(?:our\s+)?(?:customer\s+|client\s+)?(?:testimonials?|reviews?)|what\s+(?:our\s+)?(?:customers|clients|people|patients|guests|parents|students|couples)\s+(?:say|are\s+saying)|kind\s+words|happy\s+(?:customers|clients)|kundenstimmen|das\s+sagen\s+unsere\s+kunden|bewertungen|avis(?:\s+clients)?|témoignages|ils\s+nous\s+font\s+confiance|opiniones(?:\s+de\s+(?:clientes|nuestros\s+clientes))?|testimonios|reseñas|lo\s+que\s+dicen\s+(?:nuestros\s+)?clientes|recensioni|dicono\s+di\s+noi|ervaringen|wat\s+klanten\s+zeggen|depoimentos|o\s+que\s+dizem|omdömen|anmeldelser|arvostelut|opinie\s+klientów|recenze|(?:klientu\s+)?atsauksmes|(?:klientų\s+)?atsiliepimai|(?:klientide\s+)?arvustused|tagasiside|vélemények|(?:ügyfeleink\s+)?véleménye|recenzii|păreri(?:\s+clienți)?|testimoniale|recenzije|iskustva\s+(?:klijenata|kupaca)|utisci|κριτικές|(?:müşteri\s+)?yorumları?)[.!:]?$/iu;
