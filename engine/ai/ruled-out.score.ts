/**
 * The corpus's score: per language, how many expected negatives `ruledOut` gives (recall), and what it gives that no
 * expected negative asks for (spurious: on a sentence that rules nothing out, or beside the expected ones).
 */

import { ruledOut } from './ruled-out';
import { type CorpusCase, type Expected, KNOWN_MISSES, RULED_OUT_CORPUS } from './ruled-out.corpus';

export interface CaseResult {
  tag: string;
  text: string;
  found: string[];
  missing: string[];
  spurious: string[];
}

const forms = (expected: Expected) => (typeof expected === 'string' ? [expected] : [...expected]);

export function scoreCase([tag, text, expected]: CorpusCase): CaseResult {
  const language = tag.split('-')[0];
  const found = ruledOut(text, [], { asSearched: true, language });
  const missing = expected.filter((negative) => !forms(negative).some((form) => found.includes(form))).map((negative) => forms(negative)[0]);
  const spurious = found.filter((negative) => !expected.some((wanted) => forms(wanted).includes(negative)));
  return { tag, text, found, missing, spurious };
}

export interface LanguageScore {
  language: string;
  expected: number;
  found: number;
  spurious: number;
  nothingSentences: number;
  nothingWithNegative: number;
}

export function scoreCorpus(corpus: readonly CorpusCase[] = RULED_OUT_CORPUS): { cases: CaseResult[]; languages: LanguageScore[] } {
  const cases = corpus.map(scoreCase);
  const languages = new Map<string, LanguageScore>();
  corpus.forEach(([tag, , expected], index) => {
    const language = tag.split('-')[0];
    const score = languages.get(language) ?? { language, expected: 0, found: 0, spurious: 0, nothingSentences: 0, nothingWithNegative: 0 };
    const result = cases[index];
    score.expected += expected.length;
    score.found += expected.length - result.missing.length;
    score.spurious += result.spurious.length;
    if (expected.length === 0) {
      score.nothingSentences += 1;
      if (result.found.length > 0) score.nothingWithNegative += 1;
    }
    languages.set(language, score);
  });
  return { cases, languages: [...languages.values()] };
}

/** A known miss: the sentence and the negative KNOWN_MISSES says the reader does not give. */
export const isKnownMiss = (text: string, negative: string) => KNOWN_MISSES.some(([, known, missed]) => known === text && missed === negative);
