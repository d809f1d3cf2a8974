/**
 * One Agenda worker process of bench/live/sync-scale.ts: the live engine on the bench's database,
 * its fake Google Ads seeded from that database (the accounts' campaigns, ads and keywords as the
 * engine launched them, two days of delivery) and answering every call in LATENCY_MS. Tells its
 * parent when it is ready; enqueues the hourly sync when told to; runs jobs until it is stopped.
 */
import { startLiveEngine } from '../../tests/support/live-engine';
import { createFakeDelivery, type FakeCampaign } from '../../tests/support/fake-google-ads-delivery';
import { Database } from '../../engine/persistence/sql';

const HOUR_MS = 3_600_000;
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main() {
  const databaseUrl = env('DATABASE_URL');
  const nowMs = Number(env('BENCH_NOW_MS'));
  const clock = () => nowMs;
  const delivery = createFakeDelivery({ clock, startMs: nowMs - 48 * HOUR_MS, latencyMs: 0 });
  const sql = new Database(databaseUrl, { max: 2 });
  const rows = await sql.query<{ customer_id: string; id: string; platform_campaign_id: string; daily_budget_micros: number; ads: string[]; keywords: string[] }>(
    `select g.customer_id, c.id, c.platform_campaign_id, c.daily_budget_micros,
       coalesce((select array_agg(a.platform_ad_id) from ads a where a.campaign_id = c.id), '{}') as ads,
       coalesce((select array_agg(k.platform_keyword_id) from keywords k where k.campaign_id = c.id), '{}') as keywords
     from campaigns c join businesses b on b.id = c.business_id join google_ads_connections g on g.user_id = b.owner_id
     where b.platform_mode = 'live' and c.platform_campaign_id is not null`,
  );
  for (const row of rows) {
    const campaign: FakeCampaign = {
      customerId: row.customer_id,
      id: row.platform_campaign_id,
      name: row.id,
      budgetId: `b${row.platform_campaign_id}`,
      dailyBudgetMicros: row.daily_budget_micros,
      status: 'ENABLED',
      ads: row.ads.map((id) => ({ adGroupId: id.split('~')[0], adId: id.split('~')[1], enabled: true })),
      keywords: row.keywords.map((id) => ({ adGroupId: id.split('~')[0], criterionId: id.split('~')[1] })),
      hourly: new Map(),
    };
    delivery.campaigns.set(`${row.customer_id}|${row.platform_campaign_id}`, campaign);
  }
  await sql.close();
  delivery.deliverUntil(nowMs);
  delivery.latencyMs = Number(process.env.LATENCY_MS ?? 300);
  const worker = await startLiveEngine({
    databaseUrl,
    clock,
    jobMode: 'agenda',
    schedulerName: env('WORKER_NAME'),
    encryptionKey: env('ENCRYPTION_KEY'),
    delivery,
  });
  await worker.engine.start();
  process.on('message', (message: string) => {
    if (message === 'enqueue') void worker.engine.context.enqueue({ name: 'sync-metrics', data: {} }).then(() => process.send?.('enqueued'));
    if (message === 'stop') void worker.close().then(() => process.exit(0));
  });
  process.send?.({ ready: true, campaigns: rows.length });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
