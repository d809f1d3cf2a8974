/**
 * The reading corpora's figures: rule-outs (`engine/ai/ruled-out.corpus.ts`) and services by their structure
 * (`engine/site/service-structure.corpus.ts`). Run: node_modules/.bin/node --import tsx bench/ai/corpus-scores.ts [--cases]
 * [--halves]: also the branch `ruleouts` halves (tuning and held out) on their own; their cases with --halves --cases.
 */
import { KNOWN_MISSES, REFERRAL_SCOPE_HELD_OUT, REFERRAL_SCOPE_TUNING } from '../../engine/ai/ruled-out.corpus';
import { scoreCorpus } from '../../engine/ai/ruled-out.score';
import { scoreServiceCorpus } from '../../engine/site/service-structure.score';

const showCases = process.argv.includes('--cases');
const ruled = scoreCorpus();
const sum = (pick: (each: (typeof ruled.languages)[number]) => number) => ruled.languages.reduce((total, each) => total + pick(each), 0);
console.log(
  `rule-outs: ${sum((each) => each.found)}/${sum((each) => each.expected)} expected negatives found (${KNOWN_MISSES.length} known misses), ${sum((each) => each.spurious)} spurious, ${sum((each) => each.nothingWithNegative)}/${sum((each) => each.nothingSentences)} rule-nothing sentences giving a negative`,
);
if (showCases) for (const each of ruled.cases.filter((result) => result.missing.length > 0 || result.spurious.length > 0)) console.log(`  ${each.tag}: ${each.text} -> missing ${JSON.stringify(each.missing)}, spurious ${JSON.stringify(each.spurious)}`);
const services = scoreServiceCorpus();
console.log(
  `services by structure: ${services.found}/${services.expected} names read, ${services.wrong}/${services.notServices} non-service names read as services (${services.negativesGivingAny}/${services.negativeCases} negative sections giving any)`,
);
if (showCases) for (const each of services.cases.filter((result) => result.missing.length > 0 || result.wrong.length > 0)) console.log(`  ${each.tag}: missing ${JSON.stringify(each.missing)}, wrong ${JSON.stringify(each.wrong)} (read ${JSON.stringify(each.services)})`);

if (process.argv.includes('--halves')) {
  for (const [name, corpus] of [
    ['referrals, scopes and exceptions: tuning', REFERRAL_SCOPE_TUNING],
    ['referrals, scopes and exceptions: held out', REFERRAL_SCOPE_HELD_OUT],
  ] as const) {
    const half = scoreCorpus(corpus);
    const add = (pick: (each: (typeof half.languages)[number]) => number) => half.languages.reduce((total, each) => total + pick(each), 0);
    console.log(
      `${name}: ${add((each) => each.found)}/${add((each) => each.expected)} found, ${add((each) => each.spurious)} spurious, ${add((each) => each.nothingWithNegative)}/${add((each) => each.nothingSentences)} rule-nothing sentences giving a negative`,
    );
    if (showCases) for (const each of half.cases.filter((result) => result.missing.length > 0 || result.spurious.length > 0)) console.log(`  ${each.tag}: ${each.text} -> missing ${JSON.stringify(each.missing)}, spurious ${JSON.stringify(each.spurious)}`);
  }
}
