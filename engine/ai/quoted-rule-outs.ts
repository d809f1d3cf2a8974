import { type BusinessBrief, isSiteContent, type SiteContent } from '../../schema/ai-plan';
import { saysWords } from '../site/whole-words';

/**
 * What a model read on the site as ruled out or sent elsewhere, each with the sentence it read it in. The model reads
 * any language and any phrasing the site's own readers (ruled-out.ts, hand-offs.ts) have no cue for; the code keeps an
 * item only when it can check it: the sentence is the site's own, word for word, and names the thing; the thing is
 * short, is not the business's name, and is not what the site's title and description say the business does.
 */

export interface QuotedRuleOut {
  /** The thing the business does not do or sends elsewhere, as the site words it ("leather", "Lederreparaturen"). */
  thing: string;
  /** The site's sentence that says so, copied as it stands. */
  quote: string;
}

/** At most this many: a site's rule-outs are a handful; more is a model listing everything it read. */
const MAX_ITEMS = 20;
const MAX_THING_WORDS = 4;

/** Text compared as a reader compares it: case, typographic quotes and apostrophes, dashes and runs of spaces aside. */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/gu, "'")
    .replace(/[“”«»„]/gu, '"')
    .replace(/[‐-―]/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The phrase stands as whole words in the text (in scripts written without spaces, anywhere in it). */
function namedIn(text: string, phrase: string): boolean {
  if (UNSPACED.test(phrase)) return text.includes(phrase);
  return saysWords(text, phrase, { digits: true, flags: 'u' });
}

/** Every page's text and the site's text (the model is shown both). */
function textOf(site: SiteContent): string {
  return [site.text, ...(site.pageTexts ?? []).map((page) => page.text)].join('\n');
}

/**
 * The things of `quoted` that hold, lower case, as the site writes them; the rest are dropped without a word (a model's
 * misreading is no fault of the owner's). The checks, in order: a sentence of the site, word for word; a thing of one
 * to four words that the sentence names; not the business's name nor a word of it; not named by the site's title or
 * description, which say what the business does.
 */
export function verifiedRuleOuts(quoted: readonly QuotedRuleOut[] | null | undefined, siteAnalysis: BusinessBrief['site'], businessName: string): string[] {
  if (!quoted?.length || !isSiteContent(siteAnalysis)) return [];
  const site = siteAnalysis;
  const text = normalise(textOf(site));
  const name = normalise(businessName);
  const nameWords = new Set(name.split(/[^\p{L}\p{M}\d]+/u).filter((word) => [...word].length >= 3));
  const says = normalise(`${site.title ?? ''}\n${site.description ?? ''}`);
  const kept = new Set<string>();
  for (const item of quoted.slice(0, MAX_ITEMS)) {
    const quote = normalise(item.quote).replace(/^["']|["']$/gu, '');
    const thing = normalise(item.thing).replace(/^["'(]+|["'.,;:!?)]+$/gu, '');
    if ([...quote].length < 12 || !text.includes(quote)) continue;
    const words = thing.split(' ').filter(Boolean);
    if (words.length === 0 || words.length > MAX_THING_WORDS || [...thing].length < 3 || [...thing].length > 40 || !/\p{L}/u.test(thing)) continue;
    if (!namedIn(quote, thing)) continue;
    if (name.includes(thing) || words.every((word) => nameWords.has(word))) continue;
    if (namedIn(says, thing)) continue;
    kept.add(thing);
  }
  return [...kept];
}
