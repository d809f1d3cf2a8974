import { parseArgs } from 'node:util';
import { businessOnboardingSchema } from '../../schema/api/onboarding';
import { MAX_FAST_FORWARD_DAYS } from '../../schema/demo-clock';
import { formatMoney } from '../../schema/money';
import { parseAllowHosts } from '../site/address-policy';
import { replayDemo } from './replay-demo';

/** The flag each field of the onboarding form is given by. */
const FLAG_OF: Record<string, string> = { businessName: 'name', websiteUrl: 'site', monthlyBudget: 'budget', industry: 'industry', targetAudience: 'audience' };

/**
 * `npm run simulate -- --site URL --name NAME --budget AMOUNT --seed ACCOUNT_SEED --start ISO --days D`:
 * one demo business replayed (engine/simulate/replay-demo.ts). The database is a throwaway one on
 * DATABASE_URL's or TEST_DATABASE_URL's server, else an embedded PostgreSQL in a temporary folder;
 * the site's own host may be a local address (a fixture site). Answers the exit code.
 */
export async function replayFromArgs(): Promise<number> {
  const usage = 'Usage: npm run simulate -- --site URL --name NAME --budget AMOUNT --seed ACCOUNT_SEED --start ISO_TIME --days D [--industry TEXT] [--audience TEXT] [--json]';
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        site: { type: 'string' },
        name: { type: 'string' },
        budget: { type: 'string' },
        industry: { type: 'string' },
        audience: { type: 'string' },
        seed: { type: 'string' },
        start: { type: 'string' },
        days: { type: 'string', default: '7' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const form = businessOnboardingSchema.safeParse({
    businessName: values.name,
    websiteUrl: values.site,
    monthlyBudget: values.budget,
    industry: values.industry,
    targetAudience: values.audience,
  });
  const seed = Number(values.seed);
  const startMs = Date.parse(String(values.start ?? ''));
  const days = Number(values.days);
  const problems = [
    ...(form.success ? [] : form.error.issues.map((issue) => `--${FLAG_OF[String(issue.path[0])] ?? issue.path.join('.')}: ${issue.message}`)),
    ...(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32 ? [] : ['--seed: the demo account seed, a whole number from 0 to 4294967295']),
    ...(Number.isFinite(startMs) ? [] : ['--start: the launch instant, e.g. 2026-11-27T10:00:00Z']),
    ...(Number.isInteger(days) && days >= 1 && days <= MAX_FAST_FORWARD_DAYS ? [] : [`--days: a whole number from 1 to ${MAX_FAST_FORWARD_DAYS}`]),
  ];
  if (!form.success || problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n${usage}\n`);
    return 2;
  }
  const site = new URL(form.data.websiteUrl);
  process.stderr.write(`Replaying ${site.href} (account seed ${seed}, launched ${new Date(startMs).toISOString()}) for ${days} simulated days...\n`);
  const replay = await replayDemo({
    form: form.data,
    accountSeed: seed,
    startMs,
    days,
    serverUrl: process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
    allowHosts: [...parseAllowHosts(process.env.SITE_FETCH_ALLOW_HOSTS), site.host],
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(replay)}\n`);
    return 0;
  }
  const lines = [
    `Demo replay: account seed ${replay.accountSeed}, ${replay.start} to ${replay.now} (${replay.hoursRun} simulated hours)`,
    ...replay.campaigns.map(
      (campaign) =>
        `  ${campaign.name}: ${formatMoney(campaign.spend)} spent, ${campaign.impressions.toLocaleString('en-US')} impressions, ${campaign.clicks.toLocaleString('en-US')} clicks, ${campaign.conversions} conversions`,
    ),
    `  This month's spend: ${formatMoney(replay.monthSpend)}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return 0;
}
