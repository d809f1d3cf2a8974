/**
 * The direction of a text by its first strong character, as `dir="auto"` decides it. Needed where a
 * paragraph's lines are elements with their own `dir` (each isolated, so the browser's `dir="auto"`
 * on the paragraph would skip them and read only the " | " between them as left to right).
 */
const RTL_STRONG = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG = /[\p{L}\u0590-\u08ff]/u;

export function textDirection(text: string): 'rtl' | 'ltr' {
  for (const character of text) {
    if (RTL_STRONG.test(character)) return 'rtl';
    if (STRONG.test(character)) return 'ltr';
  }
  return 'ltr';
}
