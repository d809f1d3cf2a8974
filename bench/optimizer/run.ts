import { parseArgs } from 'node:util';
import { wilsonInterval } from '../../engine/stats/credible-interval';
import { SeededRandom } from '../../engine/stats/seeded-random';
import { type OptimizerInput, optimizeCampaign, type Totals } from '../../engine/optimizer/optimize-campaign';

/**
 * The optimizer's pauses at small-business traffic, through the product's own `optimizeCampaign`:
 * a campaign's keywords and ads accrue clicks and conversions every 4 hours, and the optimizer looks
 * after each 4 hours at the last four weeks (the dates from 28 days back to today, as the job reads
 * them), for two months from launch (62 days). A paused keyword or ad stops serving.
 *
 * A/A lines (`aa`): every keyword converts alike (or every ad has the same CTR, just above the 1%
 * floor), so any pause is false; the figure is the share of campaign-months with one (month 1 is the
 * launch month, days 1-31; month 2 days 32-62). Power lines: one keyword converts at `factor` of the
 * others' rate (or one challenger has a CTR of `ctr`); the figure is the share of campaigns where it
 * was paused within the 62 days, the median day, and the campaign-months where another was paused.
 *
 * `node_modules/.bin/node --import tsx bench/optimizer/run.ts [--seeds 400] [--keywords 5,30] [--clicks 30,150,600]`
 */
const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '400' },
    keywords: { type: 'string', default: '5,30' },
    clicks: { type: 'string', default: '30,150,600' },
    impressions: { type: 'string', default: '300,1000,3000' },
  },
});
const seeds = Number(values.seeds);
const keywordCounts = values.keywords.split(',').map(Number);
const clickLevels = values.clicks.split(',').map(Number);
const impressionLevels = values.impressions.split(',').map(Number);
const CONVERSION_RATE = 0.05;
const SLOTS_PER_DAY = 6;
const DAYS = 62;
const WINDOW_DAYS = 28;
const started = performance.now();

for (const keywords of keywordCounts) {
  for (const clicksPerDay of clickLevels) {
    for (const factor of [1, 0.7, 0.5]) {
      const result = playKeywords(keywords, clicksPerDay, factor);
      console.log(JSON.stringify({ rule: 'keyword', keywords, clicksPerDay, conversionRate: CONVERSION_RATE, factor, ...result }));
    }
  }
}
for (const impressionsPerDay of impressionLevels) {
  for (const challengerCtr of [0.012, 0.007, 0.005]) {
    const result = playAds(impressionsPerDay, challengerCtr);
    console.log(JSON.stringify({ rule: 'ad', impressionsPerDay, othersCtr: 0.012, challengerCtr, ...result }));
  }
}
console.error(`${seeds} campaigns per line, ${((performance.now() - started) / 1000).toFixed(1)} s`);

interface Line {
  /** Campaign-months with a false pause (A/A: any pause; power: a pause of a keyword or ad not made worse). */
  falseMonths: number;
  falseLow: number;
  falseHigh: number;
  /** Power lines: the worse one paused within 62 days, and the median day it was. */
  found?: number;
  medianDay?: number | null;
}

function playKeywords(count: number, clicksPerDay: number, factor: number): Line {
  let falseMonths = 0;
  let found = 0;
  const days: number[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const random = new SeededRandom(seed * 7919 + count * 131 + clicksPerDay);
    const shares = Array.from({ length: count }, () => 0.5 + random.uniform());
    const total = shares.reduce((sum, share) => sum + share, 0);
    const entities = shares.map((share, index) => ({
      ...serving(`k${index}`, (clicksPerDay * share) / total / SLOTS_PER_DAY),
      rate: CONVERSION_RATE * (index === 0 && factor !== 1 ? factor : 1),
    }));
    const falseIn = new Set<number>();
    for (let slot = 0; slot < DAYS * SLOTS_PER_DAY; slot++) {
      for (const entity of entities) {
        const clicks = entity.paused ? 0 : random.poisson(entity.perSlot);
        addSlot(entity.slots, { impressions: clicks * 20, clicks, conversions: random.binomial(clicks, entity.rate), costMicros: clicks * 2e6 });
      }
      const result = optimizeCampaign({
        ...campaignInput(slot),
        keywords: entities.filter((entity) => !entity.paused).map((entity) => ({ keywordId: entity.id, text: entity.id, cpcBidMicros: 2e6, totals: windowTotals(entity.slots, slot), qualityScore: 7 })),
      });
      const pausedIds = result.actions.flatMap((action) => (action.type === 'pauseKeyword' ? [action.keywordId] : []));
      found += tally(pausedIds, entities, factor !== 1 ? 'k0' : null, slot, falseIn, days);
    }
    falseMonths += falseIn.size;
  }
  return line(falseMonths, factor === 1 ? undefined : { found, days });
}

function playAds(impressionsPerDay: number, challengerCtr: number): Line {
  let falseMonths = 0;
  let found = 0;
  const days: number[] = [];
  // The demo's split: champion 70%, one challenger 30% (docs/tournaments.md).
  const split = [0.7, 0.3];
  for (let seed = 1; seed <= seeds; seed++) {
    const random = new SeededRandom(seed * 104_729 + impressionsPerDay + Math.round(challengerCtr * 1e5));
    const ads = split.map((share, index) => ({ ...serving(`a${index}`, (impressionsPerDay * share) / SLOTS_PER_DAY), champion: index === 0, ctr: index === 1 ? challengerCtr : 0.012 }));
    const falseIn = new Set<number>();
    for (let slot = 0; slot < DAYS * SLOTS_PER_DAY; slot++) {
      for (const ad of ads) {
        const impressions = ad.paused ? 0 : random.poisson(ad.perSlot);
        const clicks = random.binomial(impressions, ad.ctr);
        addSlot(ad.slots, { impressions, clicks, conversions: 0, costMicros: clicks * 2e6 });
      }
      const result = optimizeCampaign({
        ...campaignInput(slot),
        ads: ads.filter((ad) => !ad.paused).map((ad) => ({ adId: ad.id, variant: ad.id, isChampion: ad.champion, totals: windowTotals(ad.slots, slot), qualityScore: 7 })),
      });
      const pausedIds = result.actions.flatMap((action) => (action.type === 'pauseAd' ? [action.adId] : []));
      found += tally(pausedIds, ads, challengerCtr < 0.012 ? 'a1' : null, slot, falseIn, days);
    }
    falseMonths += falseIn.size;
  }
  return line(falseMonths, challengerCtr < 0.012 ? { found, days } : undefined);
}

/**
 * Stops what was paused; a pause of `worse` (the one made worse) counts as found on its day, any other
 * as false in its month (1: days 1-31, 2: days 32-62). Returns how many of the pauses found `worse`.
 */
function tally(pausedIds: readonly string[], entities: { id: string; paused: boolean }[], worse: string | null, slot: number, falseIn: Set<number>, days: number[]): number {
  let found = 0;
  const day = Math.floor(slot / SLOTS_PER_DAY) + 1;
  for (const id of pausedIds) {
    entities.find((entity) => entity.id === id)!.paused = true;
    if (id === worse) {
      found++;
      days.push(day);
    } else {
      falseIn.add(day <= 31 ? 1 : 2);
    }
  }
  return found;
}

function campaignInput(slot: number): OptimizerInput {
  return {
    businessId: 'b',
    campaignId: 'c',
    nowMs: Date.UTC(2025, 0, 1) + (slot + 1) * 4 * 3_600_000,
    ads: [],
    keywords: [],
    hourOfDay: [],
    dayOfWeek: [],
    weight: 1,
    businessConversionsPerDollar: 0,
    bidsByGoogle: true,
  };
}

/** Running totals: `cumulative[n]` is the sum of the first n slots. */
function addSlot(cumulative: Totals[], slot: Totals): void {
  const last = cumulative[cumulative.length - 1];
  cumulative.push({
    impressions: last.impressions + slot.impressions,
    clicks: last.clicks + slot.clicks,
    conversions: last.conversions + slot.conversions,
    costMicros: last.costMicros + slot.costMicros,
  });
}

/** The job's window: whole dates from 28 days back, and today so far (slots 0..`slot` are done). */
function windowTotals(cumulative: readonly Totals[], slot: number): Totals {
  const today = Math.floor(slot / SLOTS_PER_DAY);
  const from = cumulative[Math.max(0, (today - WINDOW_DAYS) * SLOTS_PER_DAY)];
  const to = cumulative[slot + 1];
  return { impressions: to.impressions - from.impressions, clicks: to.clicks - from.clicks, conversions: to.conversions - from.conversions, costMicros: to.costMicros - from.costMicros };
}

/** A keyword or ad serving from launch: `perSlot` clicks (keywords) or impressions (ads) every 4 hours, on average. */
function serving(id: string, perSlot: number): { id: string; perSlot: number; paused: boolean; slots: Totals[] } {
  return { id, perSlot, paused: false, slots: [zero()] };
}

function zero(): Totals {
  return { impressions: 0, clicks: 0, conversions: 0, costMicros: 0 };
}

function line(falseMonths: number, power?: { found: number; days: number[] }): Line {
  const months = seeds * 2;
  const interval = wilsonInterval(falseMonths, months);
  const result: Line = { falseMonths: round4(falseMonths / months), falseLow: round4(interval.low), falseHigh: round4(interval.high) };
  if (power) {
    power.days.sort((a, b) => a - b);
    result.found = round4(power.found / seeds);
    result.medianDay = power.days.length > 0 ? power.days[Math.floor(power.days.length / 2)] : null;
  }
  return result;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
