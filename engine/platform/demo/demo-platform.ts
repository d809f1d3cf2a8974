import { countAssets } from '../../../schema/assets';
import type { BiddingStrategy } from '../../../schema/bidding';
import { targetedAreaScale } from '../../../schema/targeting';
import { startOfDateMs } from '../../budget/month-calendar';
import { negativeExcludes } from '../../search-terms/classify-search-term';
import { SeededRandom } from '../../stats/seeded-random';
import type {
  AdRole,
  AdSpec,
  AdsPlatform,
  BidSchedule,
  CampaignSpec,
  CreatedCampaign,
  KeywordBid,
  KeywordSpec,
  MetricsQuery,
  MetricsReport,
  MetricsRow,
  NegativeKeywordSpec,
  SearchTermQuery,
  SearchTermRow,
  ServingStatus,
} from '../ads-platform';
import { demoAssetsOf } from './asset-uplift';
import { deliverHour, groupExpectedCtr, rollOverDay } from './deliver-hour';
import {
  DAILY_RETENTION_DAYS,
  type DemoAd,
  type DemoCampaign,
  type DemoKeyword,
  type DemoState,
  HOUR_MS,
  toDate,
} from './demo-state';
import { drawMarket, MARKET_SPREADS, qualityScoreFromCtr } from './market';
import { pruneReports, releaseReported, reportedAt, upgradeDemoState } from './report-store';
import { drawSearchTerms, homeTownOf, servedConversionFactor, servedShare, termConversionFactor } from './search-terms';

export interface DemoPlatformOptions {
  seed: number;
  /** Epoch ms now; a virtual clock lets simulated days pass in milliseconds. */
  clock: () => number;
  /** Always overdeliver to the maximum Google allows and report as late as allowed. */
  worstCase?: boolean;
  /** Prefix of every id this account hands out (ids are unique per account only). */
  idPrefix?: string;
  /** A/A markets: every keyword, ad and hour of a campaign truly alike, so any pause or replacement is a false one. */
  equalTruth?: boolean;
}

/** The hidden truth of a keyword or ad, for the simulator's judgement of decisions. */
export interface EntityTruth {
  ctrFactor: number;
  /**
   * Keywords: the conversion factor of the searches it serves now (its own factor times that of the
   * searches negative keywords have not excluded), which is what its clicks convert at.
   */
  conversionFactor: number;
  /** Keywords: share of the ad group's searches it serves now (excluded searches left out). */
  volumeShare?: number;
}

/** A campaign's daily budget and status as the engine's books hold them. */
export interface BookedCampaign {
  campaignId: string;
  dailyBudgetMicros: number;
  status: ServingStatus;
}

/**
 * A change the engine sends to an ad, a keyword or a campaign's bid schedule. PlatformStore books
 * these for a demo account already simulated to the hour instead of loading and rewriting it; the
 * account takes them when it is next opened (`adoptChanges`).
 */
export type DemoChange =
  | { kind: 'adStatus'; adId: string; status: ServingStatus }
  | { kind: 'keywordStatus'; keywordId: string; status: ServingStatus }
  | { kind: 'keywordBids'; bids: readonly KeywordBid[] }
  | { kind: 'bidSchedule'; campaignId: string; schedule: BidSchedule }
  | { kind: 'biddingStrategy'; campaignId: string; strategy: BiddingStrategy };

/** Hidden truths a test may set for an ad: multipliers on the market's CTR and conversion rate. */
export interface LatentPerformance {
  ctrFactor?: number;
  conversionFactor?: number;
}

/**
 * Demo-mode ads platform: a seeded auction simulator behind the same interface as Google Ads. Every
 * call first simulates the hours between its last call and the clock, so time passes only through
 * the injected clock, and the whole account is one JSON value (`toJSON` / `fromJSON`).
 */
export class DemoPlatform implements AdsPlatform {
  /** The state's campaigns by id, for lookups that run every simulated hour (ids differ per account). */
  private readonly campaigns: Map<string, DemoCampaign>;

  private constructor(
    private readonly state: DemoState & { idPrefix: string },
    private readonly clock: () => number,
  ) {
    this.campaigns = new Map(Object.entries(state.campaigns));
  }

  static create(options: DemoPlatformOptions): DemoPlatform {
    const state = {
      version: 2 as const,
      seed: options.seed >>> 0,
      nowMs: floorHour(options.clock()),
      worstCase: options.worstCase ?? false,
      equalTruth: options.equalTruth ?? false,
      nextId: 1,
      campaigns: {},
      owners: {},
      idPrefix: options.idPrefix ?? 'demo',
    };
    return new DemoPlatform(state, options.clock);
  }

  static fromJSON(state: DemoState, clock: () => number): DemoPlatform {
    return new DemoPlatform(upgradeDemoState(structuredClone(state)) as DemoState & { idPrefix: string }, clock);
  }

  /**
   * A state just parsed from the database, which nothing else holds: taken as it is, without
   * `fromJSON`'s copy (a demo account is 100-150 KB of JSON; the copy was a third of the
   * optimization's CPU).
   */
  static adopt(state: DemoState, clock: () => number): DemoPlatform {
    return new DemoPlatform(upgradeDemoState(state) as DemoState & { idPrefix: string }, clock);
  }

  toJSON(): DemoState {
    return structuredClone(this.state);
  }

  /** The state as JSON text, exactly `JSON.stringify(this.toJSON())` without the copy. */
  toJSONText(): string {
    return JSON.stringify(this.state);
  }

  async createCampaign(spec: CampaignSpec): Promise<CreatedCampaign> {
    this.catchUp();
    const random = new SeededRandom((this.state.seed ^ Math.imul(this.state.nextId, 0x9e3779b1)) >>> 0);
    const id = this.newId('c');
    const now = this.state.nowMs;
    const date = toDate(now);
    const campaign: DemoCampaign = {
      id,
      name: spec.name,
      status: spec.status ?? 'ENABLED',
      dailyBudgetMicros: spec.dailyBudgetMicros,
      rng: random.fork(),
      market: drawMarket(random, spec.dailyBudgetMicros, { equal: this.state.equalTruth, areaScale: targetedAreaScale(spec.targeting) }),
      homeTown: homeTownFromTargeting(spec),
      schedule: { hourOfDay: new Array(24).fill(1), dayOfWeek: new Array(7).fill(1) },
      adGroups: [],
      day: { date, spentMicros: 0, maxBudgetMicros: spec.dailyBudgetMicros, demand: 1 },
      // Pro rata monthly cap for a campaign started mid-month.
      month: { month: date.slice(0, 7), spentMicros: 0, pastDayBudgetsMicros: 0, pastDays: Number(date.slice(8, 10)) - 1 },
      deliveredMicrosByMonth: {},
      pending: [],
      entityIds: [id],
      dailyFromDay: Math.floor(now / 86_400_000),
      daily: [],
      hourlyFromHour: now / HOUR_MS,
      hourly: [],
      ...(spec.bidding && spec.bidding.kind !== 'manual_cpc' ? { bidding: { ...spec.bidding, sinceMs: now } } : {}),
    };
    this.state.campaigns[id] = campaign;
    this.campaigns.set(id, campaign);
    const created: CreatedCampaign = { campaignId: id, adGroups: [] };
    for (const groupSpec of spec.adGroups) {
      const groupId = this.newId('g');
      this.state.owners[groupId] = id;
      const shares = groupSpec.keywords.map(() => 0.5 + random.uniform());
      const spread = (sd: number) => (this.state.equalTruth ? 1 : Math.exp(sd * random.normal()));
      const shareTotal = shares.reduce((sum, share) => sum + share, 0);
      const group = {
        id: groupId,
        name: groupSpec.name,
        ads: [] as DemoAd[],
        keywords: groupSpec.keywords.map((keyword, index) => {
          const keywordId = this.newId('k');
          this.state.owners[keywordId] = id;
          return {
            id: keywordId,
            text: keyword.text,
            matchType: keyword.matchType,
            cpcBidMicros: keyword.cpcBidMicros,
            status: 'ENABLED' as const,
            volumeShare: shares[index] / shareTotal,
            ctrFactor: spread(MARKET_SPREADS.keywordCtrSd),
            cpcFactor: Math.exp(0.2 * random.normal()),
            conversionFactor: spread(MARKET_SPREADS.keywordConversionSd),
            slot: campaign.entityIds.push(keywordId) - 1,
          };
        }),
      };
      campaign.adGroups.push(group);
      for (const keyword of group.keywords) this.drawTerms(campaign, keyword);
      const adIds = this.appendAds(campaign, group.ads, groupSpec.ads, random);
      created.adGroups.push({ adGroupId: groupId, adIds, keywordIds: group.keywords.map((keyword) => keyword.id) });
    }
    campaign.rng = random.state;
    // Assets take no draw: a campaign without them is the same market as before they existed.
    campaign.assets = demoAssetsOf(spec.assets);
    return spec.assets ? { ...created, assets: { created: countAssets(spec.assets), skipped: [], failed: null } } : created;
  }

  async addAds(adGroupId: string, ads: readonly AdSpec[]): Promise<string[]> {
    this.catchUp();
    const campaign = this.campaignOf(adGroupId);
    const group = campaign.adGroups.find((candidate) => candidate.id === adGroupId)!;
    const random = new SeededRandom(campaign.rng);
    const ids = this.appendAds(campaign, group.ads, ads, random);
    campaign.rng = random.state;
    return ids;
  }

  async setCampaignDailyBudget(campaignId: string, dailyBudgetMicros: number): Promise<void> {
    this.catchUp();
    this.applyBudget(this.campaign(campaignId), dailyBudgetMicros);
  }

  async setCampaignStatus(campaignId: string, status: ServingStatus): Promise<void> {
    this.catchUp();
    this.applyStatus(this.campaign(campaignId), status);
  }

  /**
   * Takes the budgets and statuses the engine booked for its campaigns but did not send, as of the
   * simulated time, before simulating on: exactly what calls made at that time would have done. The
   * hourly audit books changes without calling an account already simulated to the audit's hour
   * (PlatformStore), so that time is when they were decided. Unknown campaigns are left alone.
   */
  adoptBooked(campaigns: readonly BookedCampaign[]): void {
    for (const booked of campaigns) {
      const campaign = this.campaigns.get(booked.campaignId);
      if (!campaign) continue;
      if (campaign.dailyBudgetMicros !== Math.max(0, Math.round(booked.dailyBudgetMicros))) this.applyBudget(campaign, booked.dailyBudgetMicros);
      if (campaign.status !== booked.status) this.applyStatus(campaign, booked.status);
    }
  }

  async setAdStatus(adId: string, status: ServingStatus): Promise<void> {
    this.catchUp();
    this.applyChange({ kind: 'adStatus', adId, status });
  }

  async setAdRoles(adGroupId: string, roles: Readonly<Record<string, AdRole>>): Promise<void> {
    this.catchUp();
    const group = this.campaignOf(adGroupId).adGroups.find((candidate) => candidate.id === adGroupId)!;
    for (const ad of group.ads) {
      const role = roles[ad.id];
      if (role) ad.role = role;
    }
  }

  async setKeywordStatus(keywordId: string, status: ServingStatus): Promise<void> {
    this.catchUp();
    this.applyChange({ kind: 'keywordStatus', keywordId, status });
  }

  async setKeywordBids(bids: readonly KeywordBid[]): Promise<void> {
    this.catchUp();
    this.applyChange({ kind: 'keywordBids', bids });
  }

  async setBiddingStrategy(campaignId: string, strategy: BiddingStrategy): Promise<void> {
    this.catchUp();
    this.applyChange({ kind: 'biddingStrategy', campaignId, strategy });
  }

  async setBidSchedule(campaignId: string, schedule: BidSchedule): Promise<void> {
    this.catchUp();
    this.applyChange({ kind: 'bidSchedule', campaignId, schedule });
  }

  /**
   * Takes changes the engine booked for this account without loading it (PlatformStore.book), in
   * the order booked, before simulating on: they were booked while the account stood at its current
   * hour, so this is exactly what the calls would have done then. Entities the account no longer
   * knows are skipped, as `adoptBooked` skips unknown campaigns.
   */
  adoptChanges(changes: readonly DemoChange[]): void {
    const known = (id: string) => this.state.owners[id] !== undefined;
    for (const change of changes) {
      if (change.kind === 'adStatus' && !known(change.adId)) continue;
      if (change.kind === 'keywordStatus' && !known(change.keywordId)) continue;
      if ((change.kind === 'bidSchedule' || change.kind === 'biddingStrategy') && !this.campaigns.has(change.campaignId)) continue;
      this.applyChange(change.kind === 'keywordBids' ? { kind: 'keywordBids', bids: change.bids.filter((bid) => known(bid.keywordId)) } : change);
    }
  }

  /** One ad or keyword status, keyword bids, bid schedule or bid strategy: what the matching call does after catching up. */
  private applyChange(change: DemoChange): void {
    if (change.kind === 'biddingStrategy') {
      const { kind, cpcCeilingMicros, targetCpaMicros } = change.strategy;
      this.campaign(change.campaignId).bidding = { kind, cpcCeilingMicros, targetCpaMicros, sinceMs: this.state.nowMs };
    } else if (change.kind === 'adStatus') {
      this.ad(change.adId).status = change.status;
    } else if (change.kind === 'keywordStatus') {
      for (const group of this.campaignOf(change.keywordId).adGroups) {
        const keyword = group.keywords.find((candidate) => candidate.id === change.keywordId);
        if (keyword) keyword.status = change.status;
      }
    } else if (change.kind === 'keywordBids') {
      for (const bid of change.bids) {
        const campaign = this.campaignOf(bid.keywordId);
        for (const group of campaign.adGroups) {
          const keyword = group.keywords.find((candidate) => candidate.id === bid.keywordId);
          if (keyword) keyword.cpcBidMicros = Math.max(10_000, Math.round(bid.cpcBidMicros));
        }
      }
    } else {
      const clampModifier = (value: number) => Math.min(10, Math.max(0.1, value));
      this.campaign(change.campaignId).schedule = {
        hourOfDay: Array.from({ length: 24 }, (_, hour) => clampModifier(change.schedule.hourOfDay[hour] ?? 1)),
        dayOfWeek: Array.from({ length: 7 }, (_, day) => clampModifier(change.schedule.dayOfWeek[day] ?? 1)),
      };
    }
  }

  async fetchMetrics(query: MetricsQuery): Promise<MetricsReport> {
    // The simulator keeps hours for campaigns only (report-store.ts): asking another level by hour is a bug, not an empty report.
    if (query.segment === 'hour' && query.level !== 'campaign') throw new Error(`The demo simulator reports hours at campaign level only (asked: ${query.level})`);
    this.catchUp();
    const rows: MetricsRow[] = [];
    let completeThrough = this.state.nowMs;
    const byDay = query.segment === 'day';
    const dates = byDay ? datesBetween(query.from, query.to) : [];
    const hours = byDay ? [] : hoursBetween(query.from, query.to);
    for (const campaignId of query.campaignIds) {
      const campaign = this.campaign(campaignId);
      for (const pending of campaign.pending) completeThrough = Math.min(completeThrough, pending.hourIndex * HOUR_MS);
      const entities = entitiesAt(campaign, query.level);
      for (const entity of entities) {
        const base = entity.slot * 4;
        if (byDay) {
          for (const date of dates) {
            const counters = reportedAt(campaign, 'daily', startOfDateMs(date) / 86_400_000);
            // A row exists once the entity served an impression that date, as in Google's reports.
            if (counters !== undefined && counters[base] > 0) rows.push(metricsRow(campaignId, entity, date, null, counters, base));
          }
        } else {
          for (const hour of hours) {
            const counters = reportedAt(campaign, 'hourly', hour);
            if (counters !== undefined && counters[base] > 0) rows.push(metricsRow(campaignId, entity, toDate(hour * HOUR_MS), hour % 24, counters, base));
          }
        }
      }
    }
    return { rows, completeThrough };
  }

  async fetchSearchTerms(query: SearchTermQuery): Promise<SearchTermRow[]> {
    this.catchUp();
    const rows: SearchTermRow[] = [];
    const first = startOfDateMs(query.from) / 86_400_000;
    const last = startOfDateMs(query.to) / 86_400_000;
    for (const campaignId of query.campaignIds) {
      const campaign = this.campaign(campaignId);
      const days: (readonly number[])[] = [];
      for (let day = Math.max(first, campaign.dailyFromDay); day <= last; day++) {
        const counters = reportedAt(campaign, 'daily', day);
        if (counters) days.push(counters);
      }
      for (const group of campaign.adGroups) {
        // Google reports a search once per ad group, whichever keyword matched it.
        const byText = new Map<string, SearchTermRow>();
        for (const keyword of group.keywords) {
          for (const term of keyword.terms ?? []) {
            const base = term.slot * 4;
            let row = byText.get(term.text);
            for (const counters of days) {
              if (!(counters[base] > 0)) continue;
              row ??= { campaignId, adGroupId: group.id, text: term.text, impressions: 0, clicks: 0, conversions: 0, costMicros: 0 };
              row.impressions += counters[base];
              row.clicks += counters[base + 1];
              row.conversions += counters[base + 2];
              row.costMicros += counters[base + 3];
            }
            if (row) byText.set(term.text, row);
          }
        }
        rows.push(...byText.values());
      }
    }
    return rows;
  }

  async addNegativeKeywords(negatives: readonly NegativeKeywordSpec[]): Promise<string[]> {
    this.catchUp();
    const ids = negatives.map((negative) => {
      const campaign = this.campaign(negative.campaignId);
      if (negative.adGroupId !== null && !campaign.adGroups.some((group) => group.id === negative.adGroupId)) throw new Error(`Unknown demo ad group ${negative.adGroupId}`);
      const id = this.newId('n');
      this.state.owners[id] = campaign.id;
      campaign.negatives ??= [];
      campaign.negatives.push({ id, adGroupId: negative.adGroupId, text: negative.text.toLowerCase(), matchType: negative.matchType });
      return id;
    });
    for (const campaignId of new Set(negatives.map((negative) => negative.campaignId))) applyNegatives(this.campaign(campaignId));
    return ids;
  }

  async removeNegativeKeywords(negativeIds: readonly string[]): Promise<void> {
    this.catchUp();
    for (const id of negativeIds) {
      const campaign = this.campaignOf(id);
      campaign.negatives = (campaign.negatives ?? []).filter((negative) => negative.id !== id);
      applyNegatives(campaign);
    }
  }

  /**
   * A keyword added from a search term takes over that search from the keyword that matched it
   * (Google prefers the identical keyword), with the same hidden truth: the market does not grow.
   */
  async addKeywords(adGroupId: string, keywords: readonly KeywordSpec[]): Promise<string[]> {
    this.catchUp();
    const campaign = this.campaignOf(adGroupId);
    const group = campaign.adGroups.find((candidate) => candidate.id === adGroupId)!;
    return keywords.map((spec) => {
      const text = spec.text.toLowerCase();
      const source = group.keywords.find((keyword) => keyword.terms?.some((term) => term.text === text && !term.excluded)) ?? group.keywords[0];
      const term = source?.terms?.find((candidate) => candidate.text === text);
      const id = this.newId('k');
      this.state.owners[id] = campaign.id;
      const share = source && term ? source.volumeShare * term.weight : 0;
      if (source && term) {
        source.terms = source.terms!.filter((candidate) => candidate !== term);
        const left = 1 - term.weight;
        for (const other of source.terms) other.weight = left > 0 ? other.weight / left : 0;
        source.volumeShare -= share;
      }
      group.keywords.push({
        id,
        text,
        matchType: spec.matchType,
        cpcBidMicros: spec.cpcBidMicros,
        status: 'ENABLED',
        volumeShare: share,
        ctrFactor: source?.ctrFactor ?? 1,
        cpcFactor: source?.cpcFactor ?? 1,
        conversionFactor: (source?.conversionFactor ?? 1) * (source?.terms && term ? termConversionFactor([...source.terms, term], term) : 1),
        slot: campaign.entityIds.push(id) - 1,
        terms: term ? [{ ...term, weight: 1 }] : [],
      });
      return id;
    });
  }

  /** Demo only: every search with its hidden relevance and what it truly cost, for the simulator's judge. */
  /** The simulator's truth: impressions delivered, and of them served with assets (./asset-uplift.ts). */
  assetImpressionTruth(campaignId: string): { impressions: number; withAssets: number } {
    this.catchUp();
    return { ...(this.campaign(campaignId).assetImpressions ?? { impressions: 0, withAssets: 0 }) };
  }

  searchTermTruth(campaignId: string): { adGroupId: string; text: string; relevant: boolean; excluded: boolean; deliveredMicros: number }[] {
    this.catchUp();
    return this.campaign(campaignId).adGroups.flatMap((group) =>
      group.keywords.flatMap((keyword) =>
        (keyword.terms ?? []).map((term) => ({ adGroupId: group.id, text: term.text, relevant: term.relevant, excluded: term.excluded, deliveredMicros: term.deliveredMicros })),
      ),
    );
  }

  /** Demo only: the town the campaign's local searches name (what the business's own targeting says). */
  homeTown(campaignId: string): string {
    return homeTownOf(this.campaign(campaignId), this.state.seed);
  }

  /** Demo only: the hidden truth of an ad, for tests that need a known better or identical ad. */
  setLatentPerformance(adId: string, latent: LatentPerformance): void {
    const ad = this.ad(adId);
    if (latent.ctrFactor !== undefined) ad.ctrFactor = latent.ctrFactor;
    if (latent.conversionFactor !== undefined) ad.conversionFactor = latent.conversionFactor;
  }

  /** Demo only: scales a campaign's search demand (e.g. "enough traffic" in a test). */
  setDemandMultiplier(campaignId: string, multiplier: number): void {
    this.campaign(campaignId).market.dailyImpressions *= multiplier;
  }

  /** Demo only: the hidden truth of a keyword or ad (the simulator judges decisions by it). */
  truthOf(entityId: string): EntityTruth {
    for (const group of this.campaignOf(entityId).adGroups) {
      const keyword = group.keywords.find((candidate) => candidate.id === entityId);
      if (keyword) return { ctrFactor: keyword.ctrFactor, conversionFactor: (keyword.conversionFactor ?? 1) * servedConversionFactor(keyword), volumeShare: keyword.volumeShare * servedShare(keyword) };
      const ad = group.ads.find((candidate) => candidate.id === entityId);
      if (ad) return { ctrFactor: ad.ctrFactor, conversionFactor: ad.conversionFactor };
    }
    throw new Error(`Unknown demo entity ${entityId}`);
  }

  /** Demo only: whether the campaign's market was drawn demand-limited. */
  isDemandLimited(campaignId: string): boolean {
    return this.campaign(campaignId).market.demandLimited ?? false;
  }

  /** Demo only: the day-by-day potential the simulator splits unspent budget by (see `DemoCampaign.potentialByDate`). */
  potentialByDate(campaignId: string): Readonly<Record<string, readonly [number, number, number]>> {
    this.catchUp();
    return this.campaign(campaignId).potentialByDate ?? {};
  }

  /** Demo only: what the campaign truly spent in a month ('YYYY-MM'), reported or not. */
  deliveredMicros(campaignId: string, month: string): number {
    this.catchUp();
    return this.campaign(campaignId).deliveredMicrosByMonth[month] ?? 0;
  }

  /** Simulates every whole hour between the last call and the clock. */
  catchUp(): void {
    const target = floorHour(this.clock());
    if (this.state.nowMs >= target) return;
    const campaigns = [...this.campaigns.values()];
    for (const campaign of campaigns) for (const group of campaign.adGroups) for (const keyword of group.keywords) if (!keyword.terms) this.drawTerms(campaign, keyword);
    while (this.state.nowMs < target) {
      const hourIndex = this.state.nowMs / HOUR_MS;
      const hourEnd = this.state.nowMs + HOUR_MS;
      for (const campaign of campaigns) {
        deliverHour(campaign, hourIndex, this.state.worstCase);
        releaseReported(campaign, hourEnd);
        if (hourIndex % 24 === 0) pruneReports(campaign, hourIndex);
      }
      this.state.nowMs = hourEnd;
    }
  }

  private applyBudget(campaign: DemoCampaign, dailyBudgetMicros: number): void {
    rollOverDay(campaign, this.state.nowMs);
    campaign.dailyBudgetMicros = Math.max(0, Math.round(dailyBudgetMicros));
    if (campaign.status === 'ENABLED') campaign.day.maxBudgetMicros = Math.max(campaign.day.maxBudgetMicros, campaign.dailyBudgetMicros);
  }

  private applyStatus(campaign: DemoCampaign, status: ServingStatus): void {
    rollOverDay(campaign, this.state.nowMs);
    campaign.status = status;
    if (status === 'ENABLED') campaign.day.maxBudgetMicros = Math.max(campaign.day.maxBudgetMicros, campaign.dailyBudgetMicros);
  }

  private appendAds(campaign: DemoCampaign, target: DemoAd[], specs: readonly AdSpec[], random: SeededRandom): string[] {
    return specs.map((spec) => {
      const adId = this.newId('a');
      this.state.owners[adId] = campaign.id;
      target.push({
        id: adId,
        status: 'ENABLED',
        role: 'contender',
        ctrFactor: this.state.equalTruth ? 1 : Math.exp(MARKET_SPREADS.adCtrSd * random.normal()),
        conversionFactor: this.state.equalTruth ? 1 : Math.exp(MARKET_SPREADS.adConversionSd * random.normal()),
        slot: campaign.entityIds.push(adId) - 1,
        headlines: [...spec.headlines],
        descriptions: [...spec.descriptions],
      });
      return adId;
    });
  }

  private drawTerms(campaign: DemoCampaign, keyword: DemoKeyword): void {
    keyword.terms = drawSearchTerms(keyword, this.state.seed, homeTownOf(campaign, this.state.seed), (termId) => campaign.entityIds.push(termId) - 1);
  }

  private newId(kind: string): string {
    return `${this.state.idPrefix}-${kind}${this.state.nextId++}`;
  }

  private campaign(campaignId: string): DemoCampaign {
    const campaign = this.campaigns.get(campaignId);
    if (!campaign) throw new Error(`Unknown demo campaign ${campaignId}`);
    return campaign;
  }

  private campaignOf(entityId: string): DemoCampaign {
    const owner = this.state.owners[entityId];
    if (!owner) throw new Error(`Unknown demo entity ${entityId}`);
    return this.campaign(owner);
  }

  private ad(adId: string): DemoAd {
    for (const group of this.campaignOf(adId).adGroups) {
      const ad = group.ads.find((candidate) => candidate.id === adId);
      if (ad) return ad;
    }
    throw new Error(`Unknown demo ad ${adId}`);
  }
}

/** Keys of the daily store in a date range (looked up directly: the stores hold weeks of dates). */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const end = startOfDateMs(to);
  for (let ms = startOfDateMs(from); ms <= end && dates.length <= DAILY_RETENTION_DAYS; ms += 86_400_000) dates.push(toDate(ms));
  return dates;
}

/** Hour indexes (hours since the epoch) of the whole dates `from`..`to`. */
function hoursBetween(from: string, to: string): number[] {
  const first = startOfDateMs(from) / HOUR_MS;
  const last = startOfDateMs(to) / HOUR_MS + 23;
  const hours: number[] = [];
  for (let hour = Math.max(first, last - 24 * DAILY_RETENTION_DAYS); hour <= last; hour++) hours.push(hour);
  return hours;
}

function metricsRow(campaignId: string, entity: ReportEntity, date: string, hour: number | null, counters: readonly number[], base: number): MetricsRow {
  return {
    campaignId,
    adGroupId: entity.adGroupId,
    entityId: entity.entityId,
    date,
    hour,
    impressions: counters[base],
    clicks: counters[base + 1],
    conversions: counters[base + 2],
    costMicros: counters[base + 3],
    qualityScore: entity.qualityScore,
  };
}

function floorHour(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

interface ReportEntity {
  entityId: string;
  slot: number;
  adGroupId: string | null;
  qualityScore: number | null;
}

function entitiesAt(campaign: DemoCampaign, level: MetricsQuery['level']): ReportEntity[] {
  if (level === 'campaign') return [{ entityId: campaign.id, slot: 0, adGroupId: null, qualityScore: null }];
  return campaign.adGroups.flatMap((group) => {
    if (level === 'ad') {
      return group.ads.map((ad) => ({
        entityId: ad.id,
        slot: ad.slot,
        adGroupId: group.id,
        qualityScore: qualityScoreFromCtr(campaign.market.baseCtr * ad.ctrFactor),
      }));
    }
    const groupCtr = groupExpectedCtr(campaign, group);
    return group.keywords.map((keyword) => ({
      entityId: keyword.id,
      slot: keyword.slot,
      adGroupId: group.id,
      qualityScore: groupCtr > 0 ? qualityScoreFromCtr(groupCtr * keyword.ctrFactor) : null,
    }));
  });
}

/** Marks each search excluded or not by the campaign's negatives (ad group ones only in their group). */
function applyNegatives(campaign: DemoCampaign): void {
  const negatives = campaign.negatives ?? [];
  for (const group of campaign.adGroups) {
    const apply = negatives.filter((negative) => negative.adGroupId === null || negative.adGroupId === group.id);
    for (const keyword of group.keywords) for (const term of keyword.terms ?? []) term.excluded = apply.some((negative) => negativeExcludes(negative, term.text));
  }
}

/** The first named place of the campaign's targeting, lower case, as searchers type it. */
function homeTownFromTargeting(spec: CampaignSpec): string | undefined {
  for (const location of spec.targeting?.locations ?? []) {
    if (location.kind === 'place') return location.name.split(',')[0].trim().toLowerCase();
    if (location.kind === 'proximity') return location.label.split(',')[0].trim().toLowerCase();
  }
  return undefined;
}
