/**
 * A product process that runs one launch job against live Google Ads (the fake, its accounts kept
 * in STATE_FILE) and, with KILL_AFTER_CAMPAIGNS=n, dies by SIGKILL the moment Google has applied
 * the n-th campaign create: after Google's commit, before the product hears of it.
 * Env: DATABASE_URL, BUSINESS_ID, WORKFLOW_ID, STATE_FILE, KILL_AFTER_CAMPAIGNS (optional).
 */
import { runJob } from '../../engine/jobs/jobs';
import { createFakeGoogleAds } from './fake-google-ads';
import { createLiveEngine } from './live-launch-harness';

const env = process.env;
const killAfter = Number(env.KILL_AFTER_CAMPAIGNS ?? 0);
let created = 0;
const fake = createFakeGoogleAds({
  stateFile: env.STATE_FILE,
  onApplied: (_customerId, mutations) => {
    if (!mutations.some((mutation) => mutation.entity === 'campaign' && mutation.operation === 'create')) return;
    created++;
    if (killAfter > 0 && created >= killAfter) process.kill(process.pid, 'SIGKILL');
  },
});
const live = createLiveEngine(env.DATABASE_URL!, fake, Date.now);
try {
  await runJob(live.engine.context, { name: 'launch-business', data: { businessId: env.BUSINESS_ID!, workflowId: env.WORKFLOW_ID! } });
  process.stdout.write('launch finished\n');
} finally {
  await live.stop();
}
