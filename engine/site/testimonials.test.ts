import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { extractPageContent } from './extract-page-content';
import { testimonialBlocks } from './testimonials';

describe('what customers say is no claim of the business', () => {
  it('quotations, review blocks and the section under a reviews heading leave the text', () => {
    const html = `<html><body><main>
      <h1>Wey Tree Care</h1><p>Crown reduction and felling across Surrey. Free quotes.</p>
      <figure><blockquote><p>“Cheapest quote we had by a mile, and the job was done the same day.”</p><cite>Helen</cite></blockquote></figure>
      <div class="testimonial-card"><p>Best team in Guildford!</p><span>Tom</span></div>
      <p>“My lift lasted 10 weeks!” – Priya S.</p>
      <p>«Το καλύτερο catering της Αθήνας! Οι καλεσμένοι μας μιλάνε ακόμα για τα κεφτεδάκια.»<br>– Δέσποινα &amp; Γιάννης, γάμος στην Κηφισιά</p>
      <section><h2>What our clients say</h2><p>Always on time and tidy.</p></section>
      <h2>Our prices</h2><p>Day rate £650.</p>
    </main></body></html>`;
    const text = extractPageContent(html, 'https://wey.example/').text;
    for (const words of ['same day', 'Best team', '10 weeks', 'on time', 'καλύτερο catering']) expect(text, words).not.toContain(words);
    for (const words of ['Crown reduction', 'Free quotes', 'Day rate £650', 'Our prices']) expect(text, words).toContain(words);
  });

  it("a page builder's quote in a <div> and a reviews heading in the site's language leave the text too", () => {
    const html = `<html lang="lv"><body><main>
      <div class="t017__text"><p>Iekšdarbu krāsošana Rīgā un Pierīgā.</p></div>
      <div class="t1061"><div class="t-section__title">Klientu atsauksmes</div><div class="t1061__quote t-text">“Labākie krāsotāji Rīgā! Ātri, tīri un lētāk nekā citur.” <br><span class="t-descr">– Inese, Purvciems</span></div></div>
      <section><h2>Atsiliepimai</h2><p>Greitai ir tvarkingai.</p></section>
    </main></body></html>`;
    const text = extractPageContent(html, 'https://gaisas-sienas.example/').text;
    for (const words of ['lētāk nekā citur', 'Greitai']) expect(text, words).not.toContain(words);
    expect(text).toContain('Iekšdarbu krāsošana Rīgā');
  });

  it('a class that only contains the word ("preview") or a quoted name inside a sentence stays', () => {
    const root = parse('<body><div class="preview-pane"><p>Our “Green Clean” service uses no harsh chemicals.</p></div><p>We’re open “7 days a week”, even holidays.</p></body>');
    expect(testimonialBlocks(root)).toEqual([]);
  });
});
