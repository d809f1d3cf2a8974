import type { DemoCampaign, DemoState } from './demo-state';
import { DAILY_RETENTION_DAYS, HOUR_MS, HOURLY_RETENTION_HOURS } from './demo-state';

const DAY_MS = 86_400_000;

/**
 * The counters of one hour, appended as the auctions serve entities: five numbers per entity (slot,
 * impressions, clicks, conversions, cost micros) in the order first served.
 */
export class HourCells {
  readonly cells: number[] = [];

  /** Starts an entity's counters; returns where they are, for `add`. */
  open(slot: number): number {
    const offset = this.cells.length;
    this.cells.push(slot, 0, 0, 0, 0);
    return offset;
  }

  /** `open`, or the entity's existing counters when it was served before this hour. */
  find(slot: number): number {
    for (let offset = 0; offset < this.cells.length; offset += 5) if (this.cells[offset] === slot) return offset;
    return this.open(slot);
  }

  add(offset: number, impressions: number, clicks: number, conversions: number, costMicros: number): void {
    const cells = this.cells;
    cells[offset + 1] += impressions;
    cells[offset + 2] += clicks;
    cells[offset + 3] += conversions;
    cells[offset + 4] += costMicros;
  }
}

/** The report slot of the campaign itself; its keywords and ads follow. */
const CAMPAIGN_SLOT = 0;

/** Books the pending hours whose report time has come into the daily and hourly reports. */
export function releaseReported(campaign: DemoCampaign, nowMs: number): void {
  if (!campaign.pending.some((pending) => pending.reportAtMs <= nowMs)) return;
  const still = [];
  for (const pending of campaign.pending) {
    if (pending.reportAtMs > nowMs) {
      still.push(pending);
      continue;
    }
    const day = reportRow(campaign, 'daily', Math.floor((pending.hourIndex * HOUR_MS) / DAY_MS));
    const hour = reportRow(campaign, 'hourly', pending.hourIndex);
    const cells = pending.cells;
    for (let offset = 0; offset < cells.length; offset += 5) {
      addCounters(day, cells, offset);
      // Hours are reported for the campaign only (slot 0): the engine reads hours at campaign level
      // (its delivery profile), ads and keywords by day. Keeping every entity's hours made the
      // simulator's stored state several times larger, and it is written every hour.
      if (cells[offset] === CAMPAIGN_SLOT) addCounters(hour, cells, offset);
    }
  }
  campaign.pending = still;
}

/** Drops hourly rows older than the retention, and daily ones older than theirs. */
export function pruneReports(campaign: DemoCampaign, hourIndex: number): void {
  dropBefore(campaign, 'hourly', hourIndex - HOURLY_RETENTION_HOURS);
  dropBefore(campaign, 'daily', Math.floor(((hourIndex - DAILY_RETENTION_DAYS * 24) * HOUR_MS) / DAY_MS));
}

/** The reported counters of a day (days since the epoch) or an hour (hours since the epoch); undefined if none. */
export function reportedAt(campaign: DemoCampaign, store: 'daily' | 'hourly', index: number): readonly number[] | undefined {
  const from = store === 'daily' ? campaign.dailyFromDay : campaign.hourlyFromHour;
  return index >= from ? campaign[store][index - from] : undefined;
}

function reportRow(campaign: DemoCampaign, store: 'daily' | 'hourly', index: number): number[] {
  const rows = campaign[store];
  let from = store === 'daily' ? campaign.dailyFromDay : campaign.hourlyFromHour;
  if (index < from) {
    // Not reached by the simulator (reports arrive within hours); keeps the store whole if it happens.
    for (let missing = from - index; missing > 0; missing--) rows.unshift([]);
    from = index;
    setFrom(campaign, store, from);
  }
  while (rows.length <= index - from) rows.push([]);
  return rows[index - from];
}

function addCounters(row: number[], cells: readonly number[], offset: number): void {
  const base = cells[offset] * 4;
  while (row.length < base + 4) row.push(0);
  row[base] += cells[offset + 1];
  row[base + 1] += cells[offset + 2];
  row[base + 2] += cells[offset + 3];
  row[base + 3] += cells[offset + 4];
}

function dropBefore(campaign: DemoCampaign, store: 'daily' | 'hourly', oldest: number): void {
  const from = store === 'daily' ? campaign.dailyFromDay : campaign.hourlyFromHour;
  if (oldest <= from) return;
  campaign[store].splice(0, oldest - from);
  setFrom(campaign, store, oldest);
}

function setFrom(campaign: DemoCampaign, store: 'daily' | 'hourly', from: number): void {
  if (store === 'daily') campaign.dailyFromDay = from;
  else campaign.hourlyFromHour = from;
}

type CountersV1 = [number, number, number, number];

/** Version 1 kept reports as records by entity id, date and hour; same figures, other layout. */
interface CampaignV1 {
  id: string;
  adGroups: { ads: { id: string; slot?: number }[]; keywords: { id: string; slot?: number }[] }[];
  pending: { hourIndex: number; reportAtMs: number; cells: Record<string, CountersV1> }[];
  daily: Record<string, Record<string, CountersV1>>;
  hourly: Record<string, Record<string, CountersV1>>;
}

/** Reads a state saved by either version (the persisted engine may hold version 1 states). */
export function upgradeDemoState(saved: DemoState): DemoState {
  const state = saved as unknown as { version: number; nowMs: number; campaigns: Record<string, unknown> };
  if (state.version === 2) return saved;
  if (state.version !== 1) throw new Error(`Unknown demo state version ${state.version}`);
  for (const [id, value] of Object.entries(state.campaigns)) {
    const old = value as CampaignV1;
    const entityIds = [old.id];
    for (const group of old.adGroups) {
      for (const keyword of group.keywords) keyword.slot = entityIds.push(keyword.id) - 1;
      for (const ad of group.ads) ad.slot = entityIds.push(ad.id) - 1;
    }
    const slotOf = new Map(entityIds.map((entityId, slot) => [entityId, slot]));
    const campaign = old as unknown as DemoCampaign;
    const firstHour = Math.floor(state.nowMs / HOUR_MS);
    campaign.entityIds = entityIds;
    campaign.pending = old.pending.map((pending) => ({
      hourIndex: pending.hourIndex,
      reportAtMs: pending.reportAtMs,
      cells: Object.entries(pending.cells).flatMap(([entityId, counters]) => [slotOf.get(entityId) ?? 0, ...counters]),
    }));
    const daily = old.daily;
    const hourly = old.hourly;
    campaign.dailyFromDay = Math.floor((firstHour * HOUR_MS) / DAY_MS);
    campaign.daily = [];
    campaign.hourlyFromHour = firstHour;
    campaign.hourly = [];
    for (const [entityId, byDate] of Object.entries(daily)) {
      for (const [date, counters] of Object.entries(byDate)) {
        addCounters(reportRow(campaign, 'daily', Date.parse(`${date}T00:00:00Z`) / DAY_MS), [slotOf.get(entityId) ?? 0, ...counters], 0);
      }
    }
    for (const [entityId, byHour] of Object.entries(hourly)) {
      for (const [hour, counters] of Object.entries(byHour)) addCounters(reportRow(campaign, 'hourly', Number(hour)), [slotOf.get(entityId) ?? 0, ...counters], 0);
    }
    state.campaigns[id] = campaign;
  }
  state.version = 2;
  return saved;
}
