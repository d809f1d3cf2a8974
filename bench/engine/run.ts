/**
 * bench/engine/run.ts: the hourly budget audit and the 4-hourly optimization over 10,000 campaigns
 * (1,000 demo businesses x 10 campaigns, 5 ads and 5 keywords each), on PostgreSQL
 * (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/adpilot_bench, recreated) and on
 * the embedded database. Prints campaigns per second for each job, and a digest of what the
 * optimization decided and wrote (equal digests across two versions: the same decisions).
 *
 *   node --import tsx bench/engine/run.ts [--businesses=1000] [--only=postgres|embedded]
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { startEmbeddedPostgres } from '../../engine/db/embedded-postgres';
import { migrate, openOrm } from '../../engine/db/orm';
import { createEngine } from '../../engine/engine';
import type { EngineContext } from '../../engine/engine-context';
import { auditBudgetBatch } from '../../engine/jobs/budget-audit-job';
import { BATCH_SIZE } from '../../engine/jobs/jobs';
import { optimizeBatch } from '../../engine/jobs/optimization-job';
import { DemoPlatform } from '../../engine/platform/demo/demo-platform';
import { VirtualClock } from '../../engine/seed/virtual-clock';

const arg = (name: string) => process.argv.find((item) => item.startsWith(`--${name}=`))?.slice(name.length + 3);
const BUSINESSES = Number(arg('businesses') ?? 1000);
const CAMPAIGNS_PER_BUSINESS = 10;
const NOW = Date.parse('2026-03-15T10:00:00Z');
const DATES = ['2026-03-13', '2026-03-14'];

/**
 * Ids from a counter rather than random: two runs of the same code seed the same rows under the same
 * ids, so the digest printed after the optimization tells whether a change altered its decisions.
 */
let nextId = 0;
const seededId = () => `00000000-0000-4000-8000-${(++nextId).toString(16).padStart(12, '0')}`;

/**
 * What the optimization decided and wrote, as one md5: its log entries (ids and times aside),
 * every ad's status and stage, every keyword's status and bid, every campaign's weight, and every
 * demo account as the simulator holds it when next opened (PlatformStore.open: its saved state plus
 * what the engine booked for it without loading it), so booking a change and saving it digest alike.
 */
async function decisionsDigest(ctx: EngineContext): Promise<string> {
  const [row] = await ctx.db.query<{ digest: string; entries: number }>(
    `select md5(concat_ws('|',
       (select string_agg(concat_ws(',', business_id, campaign_id, event_type, level, title, message, details::text, dedupe_key), ';' order by dedupe_key, title, message) from activity_logs),
       (select string_agg(concat_ws(',', id, status, lifecycle_stage), ';' order by id) from ads),
       (select string_agg(concat_ws(',', id, status, cpc_bid_micros), ';' order by id) from keywords),
       (select string_agg(concat_ws(',', id, weight), ';' order by id) from campaigns))) as digest,
       (select count(*)::int from activity_logs) as entries`,
  );
  const ids = (await ctx.db.query<{ id: string }>('select id from businesses order by id')).map((business) => business.id);
  const accounts = createHash('md5');
  await ctx.db.transaction(async (tx) => {
    const platforms = await ctx.platforms.open(tx, ids);
    for (const id of ids) accounts.update(`${id},${(platforms.get(id) as DemoPlatform).toJSONText()};`);
  });
  return `${createHash('md5').update(`${row.digest}|${accounts.digest('hex')}`).digest('hex')} (${row.entries} log entries)`;
}

async function seed(client: pg.Client): Promise<void> {
  const clock = () => NOW;
  const users: string[] = [];
  const businesses: { id: string; state: string }[] = [];
  const campaigns: unknown[][] = [];
  const ads: unknown[][] = [];
  const keywords: unknown[][] = [];
  const snapshots: unknown[][] = [];
  const ledgerByDate: Record<string, number> = {};
  const maxByDate: Record<string, number> = {};
  for (let day = 1; day < 15; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    ledgerByDate[date] = 900 + (day % 5) * 40;
    maxByDate[date] = 5_000_000;
  }
  for (let b = 0; b < BUSINESSES; b++) {
    const userId = seededId();
    const businessId = seededId();
    users.push(userId);
    const platform = DemoPlatform.create({ seed: b + 1, clock, idPrefix: `b${b}` });
    for (let c = 0; c < CAMPAIGNS_PER_BUSINESS; c++) {
      const created = await platform.createCampaign({
        name: `Campaign ${c}`,
        dailyBudgetMicros: 5_000_000,
        adGroups: [
          {
            name: 'Main',
            ads: Array.from({ length: 5 }, (_, a) => ({ headlines: [`Headline ${a}`, 'Second', 'Third'], descriptions: ['One description', 'Two description'], finalUrl: 'https://x.example' })),
            keywords: Array.from({ length: 5 }, (_, k) => ({ text: `keyword ${k}`, matchType: 'PHRASE' as const, cpcBidMicros: 1_500_000 })),
          },
        ],
      });
      const campaignId = seededId();
      const adGroupId = seededId();
      campaigns.push([campaignId, businessId, created.campaignId, adGroupId, created.adGroups[0].adGroupId]);
      created.adGroups[0].adIds.forEach((platformId, a) => {
        const adId = seededId();
        ads.push([adId, businessId, campaignId, adGroupId, String.fromCharCode(65 + a), platformId]);
        for (const date of DATES) snapshots.push([businessId, campaignId, 'ad', adId, date, 400 + a * 50, 8 + a * 4, a, 6_000_000]);
      });
      created.adGroups[0].keywordIds.forEach((platformId, k) => {
        const keywordId = seededId();
        keywords.push([keywordId, businessId, campaignId, adGroupId, `keyword ${k}`, platformId]);
        for (const date of DATES) snapshots.push([businessId, campaignId, 'keyword', keywordId, date, 300, 12 + k * 3, k === 0 ? 0 : 2, k === 0 ? 30_000_000 : 5_000_000]);
      });
    }
    businesses.push({ id: businessId, state: JSON.stringify(platform.toJSON()) });
  }
  const columns = <T,>(rows: unknown[][], index: number) => rows.map((row) => row[index] as T);
  const inChunks = async (rows: unknown[][], size: number, write: (chunk: unknown[][]) => Promise<unknown>) => {
    for (let index = 0; index < rows.length; index += size) await write(rows.slice(index, index + size));
  };
  await client.query(`insert into users (id, email, created_at) select id, 'bench-' || id || '@example.com', now() from unnest($1::uuid[]) id`, [users]);
  await inChunks(businesses.map((business, index) => [business.id, users[index], business.state]), 100, (chunk) =>
    client.query(
      `insert into businesses (id, owner_id, business_name, website_url, monthly_budget_cents, daily_budget_cents, service_fee_percentage, current_pricing_tier,
         payment_confirmed, platform_mode, pacing_profile, demo_state, synced_at, created_at)
       select v.id, v.owner, 'Bench business', 'https://x.example', 300000, 9868, 15, 'Base', true, 'demo', 'even', v.state::jsonb, $4, now()
       from unnest($1::uuid[], $2::uuid[], $3::text[]) as v(id, owner, state)`,
      [columns(chunk, 0), columns(chunk, 1), columns(chunk, 2), new Date(NOW)],
    ),
  );
  const counters = JSON.stringify(Array.from({ length: 24 }, () => [100, 5, 1, 1_000_000]));
  const week = JSON.stringify(Array.from({ length: 7 }, () => [100, 5, 1, 1_000_000]));
  const snapshot = JSON.stringify({ status: 'active', value: 'testing', historyValue: {}, context: { round: 1, tournament: 1, roundStartDate: '2026-03-13T00:00:00.000Z', roundEndedAt: null, autoApprove: false, championAdId: null, lastOutcome: null, lastError: null }, children: {} });
  await inChunks(campaigns, 2000, async (chunk) => {
    await client.query(
      `insert into campaigns (id, business_id, name, theme, status, platform_campaign_id, monthly_budget_cents, daily_budget_micros, max_budget_by_date,
         ledger_cents_by_date, platform_micros_by_date, hour_of_day, day_of_week, learned_through_hour, tournament, tournament_state, tournament_round,
         tournament_number, round_start_date, created_at)
       select v.id, v.business_id, 'Campaign', 'Theme', 'active', v.platform_id, 30000, 5000000, $4::jsonb, $5::jsonb, '{}', $6::jsonb, $7::jsonb, 0,
         $8::jsonb, 'testing', 1, 1, '2026-03-13', now()
       from unnest($1::uuid[], $2::uuid[], $3::text[]) as v(id, business_id, platform_id)`,
      [columns(chunk, 0), columns(chunk, 1), columns(chunk, 2), JSON.stringify(maxByDate), JSON.stringify(ledgerByDate), counters, week, snapshot],
    );
    await client.query(
      `insert into ad_groups (id, business_id, campaign_id, name, status, platform_ad_group_id, created_at)
       select v.id, v.business_id, v.campaign_id, 'Main', 'active', v.platform_id, now() from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) as v(id, business_id, campaign_id, platform_id)`,
      [columns(chunk, 3), columns(chunk, 1), columns(chunk, 0), columns(chunk, 4)],
    );
  });
  await inChunks(ads, 5000, (chunk) =>
    client.query(
      `insert into ads (id, business_id, campaign_id, ad_group_id, variant, headlines, descriptions, final_url, lifecycle_stage, status, platform_ad_id, tournament, round, created_at)
       select v.id, v.b, v.c, v.g, v.variant, '["Headline","Second","Third"]', '["One description","Two description"]', 'https://x.example',
         case when v.variant = 'A' then 'champion' else 'challenger' end, 'active', v.p, 1, 1, now()
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[]) as v(id, b, c, g, variant, p)`,
      [0, 1, 2, 3, 4, 5].map((index) => columns(chunk, index)),
    ),
  );
  await inChunks(keywords, 5000, (chunk) =>
    client.query(
      `insert into keywords (id, business_id, campaign_id, ad_group_id, text, match_type, cpc_bid_micros, status, platform_keyword_id, created_at)
       select v.id, v.b, v.c, v.g, v.t, 'PHRASE', 1500000, 'active', v.p, now()
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[]) as v(id, b, c, g, t, p)`,
      [0, 1, 2, 3, 4, 5].map((index) => columns(chunk, index)),
    ),
  );
  await inChunks(snapshots, 10000, (chunk) =>
    client.query(
      `insert into metric_snapshots (business_id, campaign_id, level, entity_id, date, impressions, clicks, conversions, cost_micros, quality_score, synced_at)
       select v.b, v.c, v.l, v.e, v.d, v.i, v.k, v.v, v.m, 7, now()
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::bigint[], $7::bigint[], $8::float8[], $9::bigint[]) as v(b, c, l, e, d, i, k, v, m)`,
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => columns(chunk, index)),
    ),
  );
}

async function runOn(kind: 'postgres' | 'embedded'): Promise<void> {
  let url: string;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let socketDir: string | null = null;
  if (kind === 'postgres') {
    const server = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/adpilot_bench';
    const name = new URL(server).pathname.slice(1);
    const admin = new pg.Client({ connectionString: server.replace(`/${name}`, '/postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    url = server;
  } else {
    socketDir = mkdtempSync(join(tmpdir(), 'adpilot-bench-'));
    const embedded = await startEmbeddedPostgres({ dataDir: socketDir, durability: 'throwaway' });
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const orm = await openOrm(url);
  await migrate(orm, url);
  await orm.close();
  const client = new pg.Client(url.includes('?host=') ? { ...(await import('../../engine/db/pg-config')).pgClientConfig(url) } : { connectionString: url });
  await client.connect();
  nextId = 0;
  const seeded = performance.now();
  await seed(client);
  await client.end();
  console.log(`[${kind}] seeded ${BUSINESSES * CAMPAIGNS_PER_BUSINESS} campaigns in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const clock = new VirtualClock(NOW);
  const engine = createEngine({ databaseUrl: url, strategist: createOfflineStrategist(), clock: clock.now, jobMode: 'inline' });
  const ids = (await engine.context.db.query<{ id: string }>('select id from businesses order by id')).map((row) => row.id);
  for (const [job, run] of [
    ['budget audit (first run of the month: every budget changes)', auditBudgetBatch],
    ['budget audit (2nd run, same hour)', auditBudgetBatch],
    ['optimization', optimizeBatch],
  ] as const) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let campaigns = 0;
    for (let index = 0; index < ids.length; index += BATCH_SIZE) campaigns += (await run(engine.context, ids.slice(index, index + BATCH_SIZE))).campaigns;
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    console.log(
      `[${kind}] ${job}: ${campaigns} campaigns in ${seconds.toFixed(2)} s = ${Math.round(campaigns / seconds).toLocaleString('en-US')} campaigns/s ` +
        `(node CPU ${((user + system) / 1e6).toFixed(2)} s; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores)`,
    );
  }
  console.log(`[${kind}] decisions digest after the optimization: ${await decisionsDigest(engine.context)}`);
  await engine.stop();
  await stopEmbedded?.();
  if (socketDir) rmSync(socketDir, { recursive: true, force: true });
}

const only = arg('only');
for (const kind of ['postgres', 'embedded'] as const) if (!only || only === kind) await runOn(kind);
