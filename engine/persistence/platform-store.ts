import { errors } from '../../schema/errors';
import type { LivePlatforms } from '../google-ads/live-platforms';
import type { AdsPlatform } from '../platform/ads-platform';
import { type BookedCampaign, type DemoChange, DemoPlatform } from '../platform/demo/demo-platform';
import { type DemoState, HOUR_MS } from '../platform/demo/demo-state';
import type { Sql } from './sql';

export type Clock = () => number;

/**
 * The ads platform of each business, opened inside the transaction that uses it. In demo mode the
 * simulator's whole account is the business row's `demo_state`: it is read with the row locked
 * (`for update`, so two jobs on one business take turns), advanced to the clock by the simulator's
 * own catch-up, and written back in the same transaction, atomically with what the engine decided.
 * A demo account first takes what the books hold for its campaigns' budgets and statuses: the hourly
 * audit books changes without loading an account already simulated to its hour (`simulatedToHour`).
 */
export class PlatformStore {
  constructor(
    private readonly clock: Clock,
    private readonly seed: number,
    /** Google Ads for businesses in live mode; absent when GOOGLE_ADS_* are not configured. */
    private readonly live?: LivePlatforms,
    /**
     * The seed of every new demo account, instead of one drawn from the business id: `npm run
     * simulate -- --site` replays a demo business by its account's seed (docs/demo-time.md).
     */
    private readonly accountSeed?: number,
  ) {}

  /** The seed a new demo account of this business starts from (kept in its state: `DemoState.seed`). */
  private seedOf(businessId: string): number {
    return this.accountSeed ?? (this.seed ^ hashText(businessId)) >>> 0;
  }

  /** The platform of each business: Google Ads when it runs live (its owner connected), else the demo simulator. */
  async open(tx: Sql, businessIds: readonly string[]): Promise<Map<string, AdsPlatform>> {
    const platforms = new Map<string, AdsPlatform>();
    if (businessIds.length === 0) return platforms;
    const rows = await tx.query<{ id: string; platform_mode: string; demo_state: DemoState | null; demo_changes: DemoChange[] | null }>(
      'select id, platform_mode, demo_state, demo_changes from businesses where id = any($1::uuid[]) order by id for update',
      [businessIds],
    );
    const booked = await this.bookedCampaigns(
      tx,
      rows.filter((row) => row.platform_mode !== 'live' && row.demo_state).map((row) => row.id),
    );
    for (const row of rows) {
      if (row.platform_mode === 'live') {
        const live = await this.live?.platformFor(tx, row.id);
        if (!live) throw errors.unavailable('Google Ads is not connected for this business: reconnect it in Settings to resume your campaigns');
        platforms.set(row.id, live);
        continue;
      }
      if (!row.demo_state) {
        platforms.set(row.id, DemoPlatform.create({ seed: this.seedOf(row.id), clock: this.clock, idPrefix: row.id.slice(0, 8) }));
        continue;
      }
      const platform = DemoPlatform.adopt(row.demo_state, this.clock);
      platform.adoptBooked(booked.get(row.id) ?? []);
      platform.adoptChanges(row.demo_changes ?? []);
      platforms.set(row.id, platform);
    }
    return platforms;
  }

  /** The budget and status the books hold for each campaign of these businesses (see `simulatedToHour`). */
  private async bookedCampaigns(tx: Sql, businessIds: readonly string[]): Promise<Map<string, BookedCampaign[]>> {
    const byBusiness = new Map<string, BookedCampaign[]>();
    if (businessIds.length === 0) return byBusiness;
    const rows = await tx.query<{ business_id: string; platform_campaign_id: string; status: 'active' | 'paused'; daily_budget_micros: number }>(
      `select business_id, platform_campaign_id, status, daily_budget_micros from campaigns
       where business_id = any($1::uuid[]) and platform_campaign_id is not null order by created_at, platform_campaign_id collate "C"`,
      [businessIds],
    );
    for (const row of rows) {
      const list = byBusiness.get(row.business_id) ?? [];
      list.push({ campaignId: row.platform_campaign_id, dailyBudgetMicros: row.daily_budget_micros, status: row.status === 'active' ? 'ENABLED' : 'PAUSED' });
      byBusiness.set(row.business_id, list);
    }
    return byBusiness;
  }

  async openOne(tx: Sql, businessId: string): Promise<AdsPlatform> {
    const platform = (await this.open(tx, [businessId])).get(businessId);
    if (!platform) throw errors.notFound('Business not found');
    return platform;
  }

  /**
   * The demo businesses whose simulator already stands at the hour of `nowMs` (read without loading
   * it). A budget or status change the guard books for them now needs no platform call: `open`
   * hands the simulator its books at that very hour, before it simulates on, so it delivers exactly
   * as if it had been called now. Any other business needs its platform opened and called.
   */
  async simulatedToHour(tx: Sql, businessIds: readonly string[], nowMs: number): Promise<Set<string>> {
    if (businessIds.length === 0) return new Set();
    const rows = await tx.query<{ id: string }>(
      `select id from businesses where id = any($1::uuid[]) and platform_mode = 'demo' and (demo_state->>'nowMs')::float8 = $2`,
      [businessIds, Math.floor(nowMs / HOUR_MS) * HOUR_MS],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Books ad and keyword changes for the demo businesses whose simulator already stands at the hour
   * of `nowMs`, in `businesses.demo_changes` (a few hundred bytes) instead of loading and rewriting
   * their whole account (100-150 KB of jsonb): `open` hands them to the simulator, in order, before
   * it simulates on, so it delivers exactly as if it had been called now (as `simulatedToHour` does
   * for budgets). The check and the booking are one statement on the locked row, so a simulator
   * moved on meanwhile is not booked for. Returns the businesses booked; the others need their
   * platform opened and called.
   */
  async book(tx: Sql, changes: ReadonlyMap<string, readonly DemoChange[]>, nowMs: number): Promise<Set<string>> {
    const ids = [...changes.keys()];
    if (ids.length === 0) return new Set();
    const rows = await tx.query<{ id: string }>(
      `update businesses b set demo_changes = coalesce(b.demo_changes, '[]'::jsonb) || v.changes
       from unnest($1::uuid[]) with ordinality as i(id, n) join jsonb_array_elements($2::jsonb) with ordinality as v(changes, n) on v.n = i.n
       where b.id = i.id and b.platform_mode = 'demo' and (b.demo_state->>'nowMs')::float8 = $3
       returning b.id`,
      [ids, JSON.stringify(ids.map((id) => changes.get(id))), Math.floor(nowMs / HOUR_MS) * HOUR_MS],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Persists the demo simulators (live platforms keep their state in Google Ads); the changes they adopted are done. */
  async save(tx: Sql, platforms: ReadonlyMap<string, AdsPlatform>): Promise<void> {
    const ids = [...platforms.keys()].filter((id) => platforms.get(id) instanceof DemoPlatform);
    if (ids.length === 0) return;
    // One JSON array rather than a text[]: pg would escape every quote of 100+ KB per account.
    await tx.query(
      `update businesses b set demo_state = v.state, demo_changes = null
       from unnest($1::uuid[]) with ordinality as i(id, n) join jsonb_array_elements($2::jsonb) with ordinality as v(state, n) on v.n = i.n
       where b.id = i.id`,
      [ids, `[${ids.map((id) => (platforms.get(id) as DemoPlatform).toJSONText()).join(',')}]`],
    );
  }
}

export function hashText(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}
