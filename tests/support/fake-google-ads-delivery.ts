import { setTimeout as delay } from 'node:timers/promises';
import type { Hooks, MutateOperation } from 'google-ads-api';
import { createFakeGoogleAds, FAILURES, type FakeGoogleAds } from './fake-google-ads';

/**
 * The fake Google Ads API of tests/support/fake-google-ads.ts, made to serve: the accounts keep
 * the campaigns the product launches (budget, status, ads, keywords) and spend hour by hour the way
 * Google may (any day up to twice the daily budget, hours uneven), reporting with a lag. Faults can
 * be injected per account; every call is recorded and may take `latencyMs`, like Google's network.
 *
 * Its truth (what was really spent, what really runs) is what benches and tests hold the product to.
 */

const HOUR_MS = 3_600_000;
/** Google may spend up to 2x a campaign's daily budget on a day (schema/google-ads-limits.ts). */
const OVERDELIVERY = 2;
/** Hours whose figures Google has not reported yet. */
const REPORT_LAG_HOURS = 1;

export type AccountFault =
  /** The owner removed AdPilot's access: the token refresh answers invalid_grant. */
  | { kind: 'revoked' }
  /** The account is suspended: every call is refused, and nothing serves. */
  | { kind: 'suspended' }
  /** RESOURCE_EXHAUSTED ("retry in 30 seconds") on every call until `untilMs`. */
  | { kind: 'exhausted'; untilMs: number }
  /** Reports cannot be read (Google's reporting is down for the account); changes still go through, budget changes only without `refuseBudgets` (a shared budget). */
  | { kind: 'reports-down'; refuseBudgets?: boolean }
  /** A campaign launch of this account fails at Google (a policy or internal error), after `skip` that succeed. */
  | { kind: 'launch-fails'; skip?: number }
  /** The next budget change is applied at Google, then the caller dies before it hears back. */
  | { kind: 'dies-after-budget-change' };

export interface FakeCampaign {
  customerId: string;
  id: string;
  name: string;
  budgetId: string;
  dailyBudgetMicros: number;
  status: 'ENABLED' | 'PAUSED';
  ads: { adGroupId: string; adId: string; enabled: boolean }[];
  keywords: { adGroupId: string; criterionId: string }[];
  /** `${hourIndex}` -> micros spent in that hour. */
  hourly: Map<number, number>;
}

export interface FakeDelivery {
  fake: FakeGoogleAds;
  hooks: Hooks;
  campaigns: Map<string, FakeCampaign>;
  faults: Map<string, AccountFault>;
  /** Spends every serving campaign's hours up to `nowMs`. */
  deliverUntil(nowMs: number): void;
  /** Micros an account really spent in a month (YYYY-MM). */
  spentMicros(customerId: string, month: string): number;
  /** Calls per account and UTC day: one per query, one per mutate operation (Google's operation count). */
  operations: Map<string, Map<string, number>>;
  /** How long each call takes (settable between runs). */
  latencyMs: number;
}

export interface DeliveryOptions {
  clock: () => number;
  /** Deliver from this instant on (default: the clock's now). */
  startMs?: number;
  latencyMs?: number;
  seed?: number;
}

/** Enum numbers as the library sends them. */
const STATUS = { 2: 'ENABLED', 3: 'PAUSED' } as Record<number, 'ENABLED' | 'PAUSED'>;

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const idOf = (resourceName: string) => resourceName.split('/').pop() ?? '';
const dateOf = (hourIndex: number) => new Date(hourIndex * HOUR_MS).toISOString().slice(0, 10);

export function createFakeDelivery(options: DeliveryOptions): FakeDelivery {
  const fake = createFakeGoogleAds();
  const inner = fake.hooks;
  const campaigns = new Map<string, FakeCampaign>();
  const faults = new Map<string, AccountFault>();
  const operations = new Map<string, Map<string, number>>();
  const rand = random(options.seed ?? 7);
  let nextId = 100_000;
  let deliveredThroughHour = Math.floor((options.startMs ?? options.clock()) / HOUR_MS);
  /** Per campaign and date: the day's delivery factor (0.5..2 of the budget) and what it spent so far. */
  const days = new Map<string, { factor: number; spent: number; maxBudget: number }>();

  const count = (customerId: string, n: number) => {
    const day = new Date(options.clock()).toISOString().slice(0, 10);
    const perDay = operations.get(customerId) ?? new Map<string, number>();
    perDay.set(day, (perDay.get(day) ?? 0) + n);
    operations.set(customerId, perDay);
  };

  /** Throws what Google answers an account with this fault; false when the call may go on. */
  const refuse = (customerId: string): void => {
    const fault = faults.get(customerId);
    if (fault?.kind === 'revoked') {
      throw Object.assign(new Error('invalid_grant: Token has been expired or revoked.'), { response: { data: { error: 'invalid_grant' } } });
    }
    if (fault?.kind === 'suspended') throw FAILURES.customerNotEnabled();
    if (fault?.kind === 'exhausted' && options.clock() < fault.untilMs) throw FAILURES.resourceExhausted();
  };

  const campaignsOf = (customerId: string) => [...campaigns.values()].filter((campaign) => campaign.customerId === customerId);

  function launch(customerId: string, mutations: MutateOperation<unknown>[]) {
    const real = new Map<string, string>();
    const realName = (name: string) => {
      if (!/\/-\d+$/.test(name)) return name;
      const existing = real.get(name);
      if (existing) return existing;
      const made = name.replace(/-\d+$/, String(nextId++));
      real.set(name, made);
      return made;
    };
    let campaign: FakeCampaign | null = null;
    let budgetMicros = 0;
    let budgetName = '';
    const results = mutations.map((operation) => {
      const resource = operation.resource as Record<string, unknown>;
      let name = '';
      if (operation.entity === 'campaign_budget') {
        name = realName(String(resource.resource_name));
        budgetMicros = Number(resource.amount_micros);
        budgetName = name;
      } else if (operation.entity === 'campaign') {
        name = realName(String(resource.resource_name));
        campaign = {
          customerId,
          id: idOf(name),
          name: String(resource.name),
          budgetId: idOf(budgetName),
          dailyBudgetMicros: budgetMicros,
          status: STATUS[Number(resource.status)] ?? 'ENABLED',
          ads: [],
          keywords: [],
          hourly: new Map(),
        };
      } else if (operation.entity === 'ad_group') {
        name = realName(String(resource.resource_name));
      } else if (operation.entity === 'ad_group_ad') {
        const group = idOf(realName(String(resource.ad_group)));
        const adId = String(nextId++);
        name = `customers/${customerId}/adGroupAds/${group}~${adId}`;
        (campaign as FakeCampaign | null)?.ads.push({ adGroupId: group, adId, enabled: Number(resource.status) !== 3 });
      } else if (operation.entity === 'ad_group_criterion') {
        const group = idOf(realName(String(resource.ad_group)));
        const criterionId = String(nextId++);
        name = `customers/${customerId}/adGroupCriteria/${group}~${criterionId}`;
        (campaign as FakeCampaign | null)?.keywords.push({ adGroupId: group, criterionId });
      } else {
        name = realName(String(resource.resource_name ?? ''));
      }
      return { [`${operation.entity}_result`]: { resource_name: name } };
    });
    const made = campaign as FakeCampaign | null;
    if (made) campaigns.set(`${customerId}|${made.id}`, made);
    return { mutate_operation_responses: results };
  }

  /** Applies updates (budget, status of campaigns and ads); true when one was a budget change. */
  function update(customerId: string, mutations: MutateOperation<unknown>[]): boolean {
    let budgetChanged = false;
    for (const operation of mutations) {
      const resource = operation.resource as Record<string, unknown>;
      const name = String(resource.resource_name ?? '');
      if (operation.entity === 'campaign_budget' && operation.operation === 'update') {
        const campaign = campaignsOf(customerId).find((item) => item.budgetId === idOf(name));
        if (campaign) {
          campaign.dailyBudgetMicros = Number(resource.amount_micros);
          budgetChanged = true;
        }
      } else if (operation.entity === 'campaign' && operation.operation === 'update' && resource.status !== undefined) {
        const campaign = campaigns.get(`${customerId}|${idOf(name)}`);
        if (campaign) campaign.status = STATUS[Number(resource.status)] ?? campaign.status;
      } else if (operation.entity === 'ad_group_ad' && operation.operation === 'update' && resource.status !== undefined) {
        const [group, adId] = idOf(name).split('~');
        for (const campaign of campaignsOf(customerId)) {
          for (const ad of campaign.ads) if (ad.adGroupId === group && ad.adId === adId) ad.enabled = Number(resource.status) === 2;
        }
      }
    }
    return budgetChanged;
  }

  function metricsRows(customerId: string, query: string): Record<string, unknown>[] | null {
    const isAds = /FROM ad_group_ad WHERE campaign\.id IN/.test(query);
    const isKeywords = /FROM keyword_view/.test(query);
    if (!isAds && !isKeywords) return null;
    const ids = new Set((/campaign\.id IN \(([^)]*)\)/.exec(query)?.[1] ?? '').split(',').map((id) => id.trim()));
    const [, from, to] = /BETWEEN '([\d-]+)' AND '([\d-]+)'/.exec(query) ?? [];
    const reportedBefore = Math.floor(options.clock() / HOUR_MS) - REPORT_LAG_HOURS;
    const rows: Record<string, unknown>[] = [];
    for (const campaign of campaignsOf(customerId)) {
      if (!ids.has(campaign.id)) continue;
      const byDate = new Map<string, number>();
      for (const [hourIndex, micros] of campaign.hourly) {
        const date = dateOf(hourIndex);
        if (hourIndex >= reportedBefore || date < from || date > to) continue;
        if (isAds) {
          const ads = campaign.ads.length > 0 ? campaign.ads : [{ adGroupId: '0', adId: '0', enabled: true }];
          for (const ad of ads) rows.push(metricRow(campaign.id, ad.adGroupId, { ad_group_ad: { ad: { id: ad.adId } } }, date, hourIndex % 24, micros / ads.length));
        } else {
          byDate.set(date, (byDate.get(date) ?? 0) + micros);
        }
      }
      for (const [date, micros] of byDate) {
        const keywords = campaign.keywords.length > 0 ? campaign.keywords : [{ adGroupId: '0', criterionId: '0' }];
        for (const keyword of keywords) {
          rows.push(metricRow(campaign.id, keyword.adGroupId, { ad_group_criterion: { criterion_id: keyword.criterionId, quality_info: { quality_score: 7 } } }, date, null, micros / keywords.length));
        }
      }
    }
    return rows;
  }

  const hooks: Hooks = {
    onServiceStart: inner.onServiceStart,
    onQueryStart: async (args) => {
      const customerId = args.credentials.customer_id;
      count(customerId, 1);
      if (delivery.latencyMs) await delay(delivery.latencyMs);
      const metrics = /FROM (ad_group_ad WHERE campaign\.id IN|keyword_view)/.test(args.query);
      const budgetLookup = /FROM campaign WHERE campaign\.id (?:= (\d+)|IN \(([^)]*)\))/.exec(args.query);
      if (metrics || budgetLookup) {
        fake.calls.push({ kind: 'query', customerId, query: args.query });
        refuse(customerId);
        if (metrics && faults.get(customerId)?.kind === 'reports-down') throw new Error('Internal error encountered while reading the report.');
        if (budgetLookup) {
          const ids = (budgetLookup[1] ?? budgetLookup[2]).split(',').map((id) => id.trim());
          const found = ids.map((id) => campaigns.get(`${customerId}|${id}`)).filter((campaign): campaign is FakeCampaign => Boolean(campaign));
          args.cancel(found.map((campaign) => ({ campaign: { id: campaign.id, campaign_budget: `customers/${customerId}/campaignBudgets/${campaign.budgetId}` } })));
          return;
        }
        args.cancel(metricsRows(customerId, args.query) ?? []);
        return;
      }
      if (/FROM ad_group_ad WHERE ad_group\.id IN/.test(args.query)) {
        fake.calls.push({ kind: 'query', customerId, query: args.query });
        refuse(customerId);
        const group = /ad_group\.id IN \((\d+)\)/.exec(args.query)?.[1];
        const enabled = campaignsOf(customerId).flatMap((campaign) => campaign.ads.filter((ad) => ad.adGroupId === group && ad.enabled));
        args.cancel(enabled.map((ad) => ({ ad_group: { id: ad.adGroupId }, ad_group_ad: { ad: { id: ad.adId } } })));
        return;
      }
      await inner.onQueryStart?.(args);
    },
    onMutationStart: async (args) => {
      const customerId = args.credentials.customer_id;
      const mutations = args.isServiceCall ? [] : args.mutations;
      count(customerId, Math.max(1, mutations.length));
      if (delivery.latencyMs) await delay(delivery.latencyMs);
      const fault = faults.get(customerId);
      const isLaunch = mutations.some((operation) => operation.entity === 'campaign' && operation.operation === 'create');
      const isUpdate = mutations.length > 0 && mutations.every((operation) => operation.operation === 'update');
      if (!isLaunch && !isUpdate) {
        await inner.onMutationStart?.(args);
        return;
      }
      fake.calls.push({ kind: 'mutate', customerId, mutations });
      refuse(customerId);
      if (isLaunch) {
        if (fault?.kind === 'launch-fails') {
          if ((fault.skip ?? 0) > 0) {
            fault.skip = (fault.skip ?? 0) - 1;
          } else {
            faults.delete(customerId);
            throw new Error('Internal error encountered while creating the campaign.');
          }
        }
        args.cancel(launch(customerId, mutations));
        return;
      }
      if (fault?.kind === 'reports-down' && fault.refuseBudgets && mutations.some((operation) => operation.entity === 'campaign_budget')) {
        throw new Error('The budget cannot be changed: it is shared with other campaigns.');
      }
      const budgetChanged = update(customerId, mutations);
      // Criteria the inner account holds (ad schedule blocks) take their updates too.
      fake.store.apply(customerId, mutations);
      if (budgetChanged && fault?.kind === 'dies-after-budget-change') {
        faults.delete(customerId);
        throw new Error('The connection was closed before the answer arrived (the process died).');
      }
      args.cancel({ mutate_operation_responses: mutations.map((operation) => ({ [`${operation.entity}_result`]: { resource_name: String((operation.resource as Record<string, unknown>).resource_name ?? '') } })) });
    },
  };

  function deliverHour(hourIndex: number) {
    for (const campaign of campaigns.values()) {
      if (campaign.status !== 'ENABLED' || faults.get(campaign.customerId)?.kind === 'suspended') continue;
      const key = `${campaign.customerId}|${campaign.id}|${dateOf(hourIndex)}`;
      let day = days.get(key);
      if (!day) {
        day = { factor: 0.5 + rand() * 1.5, spent: 0, maxBudget: 0 };
        days.set(key, day);
      }
      day.maxBudget = Math.max(day.maxBudget, campaign.dailyBudgetMicros);
      // Uneven hours (busier in the day), at most 2x the highest budget of the day in all.
      const weight = (hourIndex % 24 >= 8 && hourIndex % 24 < 20 ? 1.6 : 0.4) * (0.5 + rand());
      const want = (campaign.dailyBudgetMicros * day.factor * weight) / 24;
      const micros = Math.floor(Math.max(0, Math.min(want, OVERDELIVERY * day.maxBudget - day.spent)));
      if (micros <= 0) continue;
      day.spent += micros;
      campaign.hourly.set(hourIndex, (campaign.hourly.get(hourIndex) ?? 0) + micros);
    }
  }

  const delivery: FakeDelivery = {
    fake,
    hooks,
    campaigns,
    faults,
    operations,
    latencyMs: options.latencyMs ?? 0,
    deliverUntil(nowMs) {
      const until = Math.floor(nowMs / HOUR_MS);
      for (let hour = deliveredThroughHour; hour < until; hour++) deliverHour(hour);
      deliveredThroughHour = Math.max(deliveredThroughHour, until);
    },
    spentMicros(customerId, month) {
      let total = 0;
      for (const campaign of campaignsOf(customerId)) for (const [hourIndex, micros] of campaign.hourly) if (dateOf(hourIndex).startsWith(month)) total += micros;
      return total;
    },
  };
  return delivery;
}

function metricRow(campaignId: string, adGroupId: string, entity: Record<string, unknown>, date: string, hour: number | null, micros: number) {
  const cost = Math.floor(micros);
  const clicks = Math.floor(cost / 1_500_000);
  return {
    campaign: { id: campaignId },
    ad_group: { id: adGroupId },
    ...entity,
    segments: hour === null ? { date } : { date, hour },
    metrics: { impressions: clicks * 20 + 5, clicks, conversions: Math.floor(clicks / 20), cost_micros: cost },
  };
}
