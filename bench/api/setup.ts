/**
 * Shared by bench/api and bench/push: the product started in this process (`startProduct`, the
 * function `npm start` calls) on a throwaway PostgreSQL database, one signed-up owner, and a
 * business whose campaigns were all made by the real engine (the launch job, then
 * `engine.commands.createCampaign` with the offline strategist until there are `campaigns`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgClientConfig } from '../../engine/db/pg-config';
import type { RunningProduct } from '../../api/start-product';
import { createBusiness, createThrowawayDatabase, serverDatabaseUrl, signUp, type ThrowawayDatabase, waitFor } from '../../tests/support/cluster';

export interface BenchProduct {
  product: RunningProduct;
  database: ThrowawayDatabase;
  /** `adpilot.sid=...; adpilot.sid.sig=...` of the signed-in owner. */
  cookie: string;
  userId: string;
  businessId: string;
  campaignIds: string[];
  stop(): Promise<void>;
}

export function flag(name: string, fallback: number): number {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function textFlag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

/** "load 1.23 0.98 0.80 (2 cores)": os.loadavg() over 1, 5 and 15 minutes, to judge a figure by. */
export function loadAverage(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Starts the product with NODE_ENV=production (responses are not re-validated against their zod
 * contract, as in production: api/route.ts reads NODE_ENV when it is first imported, hence the
 * dynamic import after setting it) and LOG_LEVEL=warn (no access-log line per request).
 */
export async function startBenchProduct(options: { prefix: string; campaigns: number; email: string }): Promise<BenchProduct> {
  process.env.NODE_ENV = 'production';
  const { startProduct } = await import('../../api/start-product');
  const { readConfig } = await import('../../api/config');
  const embedded = textFlag('database') === 'embedded';
  const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-bench-'));
  let database = embedded ? undefined : await createThrowawayDatabase(await serverDatabaseUrl(), options.prefix);
  let product: RunningProduct | undefined;
  try {
    // --database=embedded: the product starts its own embedded PostgreSQL, as `npm start` does.
    product = await startProduct(
      readConfig({ DATABASE_URL: database?.url ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ROLE: 'all', NODE_ENV: 'production' }),
    );
    database ??= databaseOf(product.database.url, () => rmSync(dataDir, { recursive: true, force: true }));
    const db = database;
    const base = `http://127.0.0.1:${product.port}`;
    const cookie = await signUp(base, options.email);
    const businessId = await createBusiness(base, cookie, 'Harbor Bikes');
    const [{ owner_id: userId }] = await db.query<{ owner_id: string }>('select owner_id from businesses where id = $1', [businessId]);
    // The launch job (Agenda, in this process) builds the first campaigns; the rest go through the
    // same command as the dashboard's "Confirm & Create".
    await waitFor(
      async () => {
        const rows = await db.query<{ status: string }>("select status from workflows where business_id = $1 and kind = 'launch'", [businessId]);
        return rows[0] && (rows[0].status === 'completed' || rows[0].status === 'error') ? rows[0].status : undefined;
      },
      { timeoutMs: 120_000, what: 'the launch workflow to settle' },
    );
    const engine = product.engine;
    for (;;) {
      const existing = await engine.queries.listCampaigns(userId);
      if (existing.length >= options.campaigns) break;
      const campaignName = `Bench campaign ${existing.length + 1}`;
      const preview = await engine.commands.previewCampaign(userId, { campaignName, budget: 500 });
      await engine.commands.createCampaign(userId, { campaignName, budget: 500, previewAdVariants: preview.adVariants });
    }
    const campaignIds = (await engine.queries.listCampaigns(userId)).map((campaign) => campaign.id);
    const running = product;
    const ready = database;
    return {
      product: running,
      database: ready,
      cookie,
      userId,
      businessId,
      campaignIds,
      async stop() {
        await running.stop().catch((error) => console.error('product stop failed:', error));
        await ready.drop();
      },
    };
  } catch (error) {
    await product?.stop().catch(() => {});
    await database?.drop().catch(() => {});
    throw error;
  }
}

/** The product's own (embedded) database, queried like a throwaway one; `drop` removes its data folder. */
function databaseOf(url: string, removeFolder: () => void): ThrowawayDatabase {
  const pool = new pg.Pool({ ...pgClientConfig(url), max: 3 });
  pool.on('error', () => {});
  return {
    url,
    async query<Row extends object>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async drop() {
      await pool.end().catch(() => {});
      removeFolder();
    },
  };
}
