/**
 * `npm run plan -- --url URL --name NAME --budget USD [--industry TEXT] [--audience TEXT] [--json]`
 *
 * Prints the whole plan the product would launch for a site, by the same code path as onboarding's
 * preview and the launch: the form validated like step 1, the site read by the SSRF-safe reader
 * (SITE_FETCH_ALLOW_HOSTS applies), the strategist of the environment (OpenAI when OPENAI_API_KEY is
 * set, else offline). Progress goes to stderr; with --json, stdout holds exactly one JSON object:
 * {strategy, locations, languages, negativeKeywords, campaigns: [{name, description, budget, ads, keywords}]}.
 */
import { parseArgs } from 'node:util';
import { businessOnboardingSchema } from '../../schema/api/onboarding';
import { parseAllowHosts } from '../site/address-policy';
import { analyzeSite } from '../site/analyze-site';
import { formatPlan, toPlanOutput } from './plan-output';
import { createStrategist, strategistConfigFromEnv } from './strategist';

const USAGE = 'Usage: npm run plan -- --url URL --name NAME --budget USD [--industry TEXT] [--audience TEXT] [--json]';

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        url: { type: 'string' },
        name: { type: 'string' },
        budget: { type: 'string' },
        industry: { type: 'string' },
        audience: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const form = businessOnboardingSchema.safeParse({
    businessName: values.name,
    websiteUrl: values.url,
    monthlyBudget: values.budget,
    industry: values.industry,
    targetAudience: values.audience,
  });
  if (!form.success) {
    process.stderr.write(`${form.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}\n`);
    return 2;
  }
  const started = performance.now();
  const strategist = createStrategist(strategistConfigFromEnv());
  process.stderr.write(`Reading ${form.data.websiteUrl} and planning with the ${strategist.mode} strategist...\n`);
  const site = await analyzeSite(form.data.websiteUrl, { allowHosts: parseAllowHosts(process.env.SITE_FETCH_ALLOW_HOSTS) });
  if ('error' in site) process.stderr.write(`The site could not be read (${site.error}); planning from the form alone.\n`);
  const plan = await strategist.planBusiness({
    businessName: form.data.businessName,
    websiteUrl: form.data.websiteUrl,
    monthlyBudget: form.data.monthlyBudget,
    industry: form.data.industry || null,
    targetAudience: form.data.targetAudience || null,
    site,
  });
  process.stderr.write(`Planned ${plan.campaigns.length} campaign(s) in ${((performance.now() - started) / 1000).toFixed(2)} s.\n`);
  process.stdout.write(values.json ? `${JSON.stringify(toPlanOutput(plan))}\n` : `${formatPlan(plan)}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`The plan failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
