import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { faqQuestions } from './faq-questions';

describe("a FAQ's questions", () => {
  it('are read with or without a question mark, in a block a theme names after FAQs or under a FAQ heading', () => {
    const root = parse(`<html><body><main>
      <h1>Αλάτι &amp; Ρίγανη Catering</h1>
      <div class="comp-faq"><h3>Το φαγητό το έχουμε, χρειαζόμαστε μόνο σερβιτόρους.</h3><p>Οι σερβιτόροι μας δουλεύουν μόνο μαζί με την κουζίνα μας.</p></div>
      <section><h2>Întrebări frecvente</h2><h3>Vreau o copertină pentru o terasă de 6 metri.</h3><p>Facem copertine până la 5 metri.</p></section>
    </main></body></html>`);
    expect(faqQuestions(root)).toEqual(['Το φαγητό το έχουμε, χρειαζόμαστε μόνο σερβιτόρους.', 'Vreau o copertină pentru o terasă de 6 metri.']);
  });

  it("an accordion of services outside a FAQ, and a page's other headings, are no questions", () => {
    const root = parse(`<html><body><main>
      <h1>Korstnapühkija Tallinnas</h1>
      <h2>Teenused</h2>
      <details class="accordion"><summary>Lõõride videokontroll</summary><p>alates 60 €</p></details>
      <h2>Hinnad</h2><p>Pühkimine alates 45 €.</p>
    </main></body></html>`);
    expect(faqQuestions(root)).toEqual([]);
  });

  it("on a FAQ page, its headings are the questions", () => {
    const root = parse(`<html><body><main><h1>Česta pitanja</h1><h3>Preuzimanje iz Zemuna</h3><p>Preko reke ne stižemo.</p><h3>Radite li nedeljom?</h3><p>Ne.</p></main></body></html>`);
    expect(faqQuestions(root)).toEqual(['Preuzimanje iz Zemuna', 'Radite li nedeljom?']);
  });
});
