/**
 * Typical search-ad click-through rates by industry: the baselines the demo market draws its
 * campaigns around (engine/platform/demo/market.ts), and what the dashboard's Avg. CTR card compares
 * a business with. A business whose industry matches none gets no comparison rather than a made-up one.
 */
export interface IndustryBenchmark {
  industry: string;
  /** Clicks per impression, 0-1. */
  ctr: number;
  recognise: RegExp;
}

export const INDUSTRY_BENCHMARKS: readonly IndustryBenchmark[] = [
  { industry: 'legal', ctr: 0.032, recognise: /\b(law|legal|lawyers?|attorneys?|solicitors?|notar(y|ies))\b/i },
  {
    industry: 'home services',
    ctr: 0.045,
    recognise: /\b(plumb(er|ing)|hvac|heating|electric(al|ians?)|roof(er|ing)|handyman|locksmiths?|cleaning|landscap(er|ing)|pest|carpent(er|ry)|home services?)\b/i,
  },
  { industry: 'retail', ctr: 0.055, recognise: /\b(retail|shops?|stores?|boutiques?|e-?commerce|florists?|bakery|bakeries)\b/i },
  { industry: 'restaurants', ctr: 0.06, recognise: /\b(restaurants?|caf(e|é)s?|bars?|pubs?|catering|food)\b/i },
  { industry: 'health', ctr: 0.04, recognise: /\b(health|dental|dentists?|physio(therapy|therapists?)?|clinics?|medical|chiropract(or|ic)|yoga|fitness|gyms?)\b/i },
  { industry: 'education', ctr: 0.038, recognise: /\b(education|schools?|tutor(s|ing)?|courses?|academ(y|ies)|training)\b/i },
];

/** The benchmark for an owner's stated industry, or null when it is unknown. */
export function industryBenchmarkFor(industry: string | null | undefined): IndustryBenchmark | null {
  if (!industry?.trim()) return null;
  return INDUSTRY_BENCHMARKS.find((benchmark) => benchmark.recognise.test(industry)) ?? null;
}
