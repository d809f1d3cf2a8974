/**
 * `node --import tsx bench/ui/run.ts` after `npm run build`: the browser bundle's budget.
 *
 * 1. The landing page's JavaScript at first load: the entry script of dist/ui/index.html and every
 *    chunk it imports statically (what the browser must fetch before the page runs), gzip-summed.
 *    Budget: 200 KB gzip.
 * 2. Stripe's code is fetched only on onboarding step 4: neither the landing's chunks nor the
 *    onboarding page's (which renders steps 1-3) contain Stripe code; it sits in a chunk reached
 *    only through a dynamic import.
 * Exits 1 when either fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', '..', 'dist', 'ui');
const LANDING_BUDGET_BYTES = 200 * 1024;
/** Text only Stripe's browser libraries contain. */
const STRIPE_MARKERS = ['js.stripe.com', 'confirmSetup', 'PaymentElement'];

const read = (asset: string) => readFileSync(join(DIST, asset), 'utf8');
const gzipBytes = (asset: string) => gzipSync(readFileSync(join(DIST, asset))).length;

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`), as asset paths. */
function staticImports(asset: string): string[] {
  const dir = asset.slice(0, asset.lastIndexOf('/') + 1);
  const code = read(asset);
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    found.add(dir + match[1].slice(2));
  }
  return [...found];
}

/** Targets of `import("./x.js")` in a chunk (Vite may wrap them, the path string stays). */
function dynamicImports(asset: string): string[] {
  const dir = asset.slice(0, asset.lastIndexOf('/') + 1);
  const found = new Set<string>();
  for (const match of read(asset).matchAll(/import\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g)) found.add(dir + match[1].slice(2));
  for (const match of read(asset).matchAll(/["'](assets\/[^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const asset = queue.pop()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    queue.push(...staticImports(asset));
  }
  return seen;
}

const hasStripe = (asset: string) => STRIPE_MARKERS.some((marker) => read(asset).includes(marker));

const html = read('index.html');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module script in dist/ui/index.html: run npm run build first');
const landing = staticClosure([entry]);
const landingBytes = [...landing].reduce((sum, asset) => sum + gzipBytes(asset), 0);

const onboardingChunk = [...landing].flatMap(dynamicImports).find((asset) => /onboarding-page-[\w-]+\.js$/.test(asset));
if (!onboardingChunk) throw new Error('no lazy onboarding-page chunk found');
const onboarding = staticClosure([onboardingChunk]);
const stepsOneToThree = new Set([...landing, ...onboarding]);
const stripeInEarlySteps = [...stepsOneToThree].filter(hasStripe);
const stepFour = [...onboarding].flatMap(dynamicImports).filter((asset) => /stripe/.test(asset));
const stepFourClosure = staticClosure(stepFour);
const stripeChunks = [...stepFourClosure].filter(hasStripe);
const stepFourBytes = [...stepFourClosure].filter((asset) => !stepsOneToThree.has(asset)).reduce((sum, asset) => sum + gzipBytes(asset), 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`landing first load: ${landing.size} JS chunks, ${kb(landingBytes)} gzip (budget ${kb(LANDING_BUDGET_BYTES)})`);
for (const asset of [...landing].sort()) console.log(`  ${asset.padEnd(48)} ${kb(gzipBytes(asset))}`);
console.log(`onboarding steps 1-3 add: ${[...onboarding].filter((a) => !landing.has(a)).length} chunks, ${kb([...onboarding].filter((a) => !landing.has(a)).reduce((s, a) => s + gzipBytes(a), 0))} gzip; Stripe code in them: ${stripeInEarlySteps.length ? stripeInEarlySteps.join(', ') : 'none'}`);
console.log(`onboarding step 4 adds (lazy): ${stepFour.join(', ') || 'nothing'}, ${kb(stepFourBytes)} gzip; Stripe code in: ${stripeChunks.join(', ') || 'none'}`);

const failures = [
  landingBytes > LANDING_BUDGET_BYTES && `landing JS ${kb(landingBytes)} is over ${kb(LANDING_BUDGET_BYTES)}`,
  stripeInEarlySteps.length > 0 && `Stripe code loads before step 4: ${stripeInEarlySteps.join(', ')}`,
  stripeChunks.length === 0 && 'no lazy chunk holds the Stripe code (did the payment form move?)',
].filter(Boolean);
for (const failure of failures) console.error(`FAIL: ${failure}`);
process.exit(failures.length ? 1 : 0);
