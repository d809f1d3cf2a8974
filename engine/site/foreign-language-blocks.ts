import type { HTMLElement } from 'node-html-parser';
import { parseLang } from './site-locale';

/**
 * A block the page marks as written in another language than its own (`<p lang="en">We speak English! Pedal boat
 * hire 6,000 HUF per hour…</p>` on a Hungarian page) is a translation for visitors, not the business's words in the
 * language its ads are written in: it leaves the page before anything is read from it.
 *
 * Only blocks go: a word marked inline (`<span lang="en">Stand-up-Paddling</span>`) belongs to its sentence. And only
 * while the marked blocks are a minority of the page: a template's `<html lang="en-US">` around a page written in
 * German inside `<div lang="de">` says nothing about which language is foreign.
 */

const BLOCKS = 'div, section, article, aside, p, ul, ol, li, blockquote, h1, h2, h3, h4, h5, h6, table, tr, td, dl, figure, figcaption';
const MINORITY = 0.4;

const languageOf = (lang: string | null | undefined) => parseLang(lang).language?.toLowerCase().replace(/^n[bn]$/, 'no') ?? null;

export function removeForeignLanguageBlocks(root: HTMLElement): void {
  const own = languageOf(root.querySelector('html')?.getAttribute('lang'));
  if (!own) return;
  const body = root.querySelector('body') ?? root;
  const foreign = new Set(
    body.querySelectorAll(BLOCKS).filter((element) => {
      const language = languageOf(element.getAttribute('lang'));
      return language !== null && language !== own;
    }),
  );
  // Outermost foreign blocks only: a block inside one is counted, and removed, with it.
  const outermost = [...foreign].filter((element) => {
    for (let parent = element.parentNode; parent; parent = parent.parentNode) if (foreign.has(parent)) return false;
    return true;
  });
  const length = (text: string) => text.replace(/\s+/g, ' ').trim().length;
  const total = length(body.text);
  const marked = outermost.reduce((sum, element) => sum + length(element.text), 0);
  if (total === 0 || marked / total >= MINORITY) return;
  for (const element of outermost) element.remove();
}
