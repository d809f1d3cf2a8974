import { BUDGET_SPLIT } from '../../../schema/constants';
import { GOOGLE_ADS_LIMITS } from '../../../schema/google-ads-limits';
import { SeededRandom } from '../../stats/seeded-random';
import { type Counters, type DemoAd, type DemoAdGroup, type DemoCampaign, HOUR_MS, toDate } from './demo-state';
import { qualityScoreFromCtr } from './market';

const { dailyOverdeliveryFactor, monthlyCapFactor, reportingLagHours } = GOOGLE_ADS_LIMITS;

/**
 * Simulates one hour of auctions for a campaign and queues the result for reporting after a lag of
 * 0-3 hours. In worst-case mode the campaign spends everything Google's rules would allow (2x the
 * highest daily budget of the day, within the monthly 30.4x cap) at the first chance, and reports
 * it as late as allowed: the adversary the budget guard must survive.
 */
export function deliverHour(campaign: DemoCampaign, hourIndex: number, worstCase: boolean): void {
  const hourStart = hourIndex * HOUR_MS;
  rollOverDay(campaign, hourStart);
  const random = new SeededRandom(campaign.rng);
  const allowance = spendAllowance(campaign, hourStart, worstCase);
  const cells: Record<string, Counters> = {};
  let spent = 0;
  if (campaign.status === 'ENABLED' && allowance > 0) {
    spent = worstCase ? spendEverything(campaign, allowance, cells) : runAuctions(campaign, hourStart, allowance, random, cells);
  }
  campaign.day.spentMicros += spent;
  campaign.month.spentMicros += spent;
  const month = campaign.month.month;
  campaign.deliveredMicrosByMonth[month] = (campaign.deliveredMicrosByMonth[month] ?? 0) + spent;
  const lagHours = worstCase ? reportingLagHours : Math.floor(random.uniform() * (reportingLagHours + 1));
  campaign.pending.push({ hourIndex, reportAtMs: hourStart + HOUR_MS + lagHours * HOUR_MS, cells });
  campaign.rng = random.state;
}

/** Serving weights by role: 70/20/10 once there is a champion, even among first-round contenders. */
export function servingWeights(adGroup: DemoAdGroup): Map<DemoAd, number> {
  const enabled = adGroup.ads.filter((ad) => ad.status === 'ENABLED');
  const weights = new Map<DemoAd, number>();
  if (!enabled.some((ad) => ad.role === 'champion')) {
    for (const ad of enabled) weights.set(ad, 1 / enabled.length);
    return weights;
  }
  const bucketOf = (ad: DemoAd): keyof typeof BUDGET_SPLIT =>
    ad.role === 'champion' ? 'champion' : ad.role === 'runnerUp' ? 'runnerUp' : 'challenger';
  const counts = { champion: 0, runnerUp: 0, challenger: 0 };
  for (const ad of enabled) counts[bucketOf(ad)]++;
  // A missing part's share goes to the others in proportion, so the weights always sum to 1.
  const total = (Object.keys(counts) as (keyof typeof counts)[]).reduce((sum, bucket) => sum + (counts[bucket] > 0 ? BUDGET_SPLIT[bucket] : 0), 0);
  for (const ad of enabled) weights.set(ad, BUDGET_SPLIT[bucketOf(ad)] / counts[bucketOf(ad)] / total);
  return weights;
}

export function rollOverDay(campaign: DemoCampaign, hourStart: number): void {
  const date = toDate(hourStart);
  if (campaign.day.date === date) return;
  const month = date.slice(0, 7);
  if (campaign.month.month === month) {
    campaign.month.pastDayBudgetsMicros += campaign.day.maxBudgetMicros;
    campaign.month.pastDays += 1;
  } else {
    campaign.month = { month, spentMicros: 0, pastDayBudgetsMicros: 0, pastDays: 0 };
  }
  const random = new SeededRandom(campaign.rng);
  const demand = Math.exp(0.25 * random.normal());
  campaign.rng = random.state;
  const enabledBudget = campaign.status === 'ENABLED' ? campaign.dailyBudgetMicros : 0;
  campaign.day = { date, spentMicros: 0, maxBudgetMicros: enabledBudget, demand };
}

function spendAllowance(campaign: DemoCampaign, hourStart: number, worstCase: boolean): number {
  const budget = worstCase ? campaign.day.maxBudgetMicros : campaign.dailyBudgetMicros;
  const dayRoom = dailyOverdeliveryFactor * budget - campaign.day.spentMicros;
  const daysInMonth = daysInMonthOf(hourStart);
  const monthLimit =
    (monthlyCapFactor / daysInMonth) *
    (campaign.month.pastDayBudgetsMicros + budget * (daysInMonth - campaign.month.pastDays));
  return Math.floor(Math.max(0, Math.min(dayRoom, monthLimit - campaign.month.spentMicros)));
}

function daysInMonthOf(ms: number): number {
  const date = new Date(ms);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

function runAuctions(
  campaign: DemoCampaign,
  hourStart: number,
  allowance: number,
  random: SeededRandom,
  cells: Record<string, Counters>,
): number {
  const { market, schedule } = campaign;
  const date = new Date(hourStart);
  const hour = date.getUTCHours();
  const weekday = date.getUTCDay();
  const groupShare = 1 / campaign.adGroups.length;
  const scheduleFactor = (schedule.hourOfDay[hour] ?? 1) * (schedule.dayOfWeek[weekday] ?? 1);
  const dayImpressions = market.dailyImpressions * market.dayTraffic[weekday] * groupShare;
  // Google paces a budget over the day from its own demand forecast (without today's surprise).
  const forecastSpend = campaign.adGroups.reduce(
    (sum, group) => sum + group.keywords.reduce((inner, keyword) => inner + (keyword.status === 'ENABLED' ? keywordDaySpend(campaign, group, keyword, dayImpressions, 1) : 0), 0),
    0,
  );
  const throttle = forecastSpend > 0 ? Math.min(1, campaign.dailyBudgetMicros / forecastSpend) : 0;
  const hourImpressions = (dayImpressions * campaign.day.demand * market.hourTraffic[hour] * throttle) / 24;
  let spent = 0;
  for (const group of campaign.adGroups) {
    const weights = servingWeights(group);
    const groupCtr = expectedGroupCtr(campaign, weights);
    for (const keyword of group.keywords) {
      if (keyword.status !== 'ENABLED') continue;
      const bid = keyword.cpcBidMicros * scheduleFactor;
      const share = impressionShare(bid, market.baseCpcMicros * keyword.cpcFactor);
      const impressions = random.poisson(hourImpressions * keyword.volumeShare * share);
      if (impressions === 0) continue;
      const cpc = paidCpc(bid, market.baseCpcMicros * keyword.cpcFactor, qualityScoreFromCtr(groupCtr * keyword.ctrFactor));
      let left = impressions;
      let weightLeft = 1;
      for (const [ad, weight] of weights) {
        const adImpressions = weightLeft <= weight ? left : random.binomial(left, weight / weightLeft);
        left -= adImpressions;
        weightLeft -= weight;
        if (adImpressions === 0) continue;
        let clicks = random.binomial(adImpressions, Math.min(1, market.baseCtr * ad.ctrFactor * keyword.ctrFactor));
        const affordable = Math.floor((allowance - spent) / cpc);
        if (clicks > affordable) clicks = Math.max(0, affordable);
        const conversionRate = market.baseConversionRate * ad.conversionFactor * market.hourConversion[hour];
        const conversions = random.binomial(clicks, Math.min(1, conversionRate));
        const cost = clicks * cpc;
        spent += cost;
        addCounters(cells, ad.id, adImpressions, clicks, conversions, cost);
        addCounters(cells, keyword.id, adImpressions, clicks, conversions, cost);
        addCounters(cells, campaign.id, adImpressions, clicks, conversions, cost);
      }
    }
  }
  return spent;
}

function spendEverything(campaign: DemoCampaign, allowance: number, cells: Record<string, Counters>): number {
  const { market } = campaign;
  const groups = campaign.adGroups.filter((group) => group.ads.some((ad) => ad.status === 'ENABLED') && group.keywords.length > 0);
  if (groups.length === 0) return 0;
  let spent = 0;
  groups.forEach((group, groupIndex) => {
    const groupBudget = groupIndex === groups.length - 1 ? allowance - spent : Math.floor(allowance / groups.length);
    const [ad] = [...servingWeights(group)].sort((a, b) => b[1] - a[1])[0];
    const keyword = group.keywords.find((candidate) => candidate.status === 'ENABLED') ?? group.keywords[0];
    const clicks = Math.max(1, Math.round(groupBudget / market.baseCpcMicros));
    const impressions = Math.round(clicks / (market.baseCtr * ad.ctrFactor));
    const conversions = Math.round(clicks * market.baseConversionRate);
    addCounters(cells, ad.id, impressions, clicks, conversions, groupBudget);
    addCounters(cells, keyword.id, impressions, clicks, conversions, groupBudget);
    addCounters(cells, campaign.id, impressions, clicks, conversions, groupBudget);
    spent += groupBudget;
  });
  return spent;
}

function keywordDaySpend(
  campaign: DemoCampaign,
  group: DemoAdGroup,
  keyword: DemoAdGroup['keywords'][number],
  dayImpressions: number,
  scheduleFactor: number,
): number {
  const { market } = campaign;
  const groupCtr = expectedGroupCtr(campaign, servingWeights(group));
  const bid = keyword.cpcBidMicros * scheduleFactor;
  const marketCpc = market.baseCpcMicros * keyword.cpcFactor;
  const impressions = dayImpressions * keyword.volumeShare * impressionShare(bid, marketCpc);
  return impressions * groupCtr * keyword.ctrFactor * paidCpc(bid, marketCpc, qualityScoreFromCtr(groupCtr * keyword.ctrFactor));
}

function expectedGroupCtr(campaign: DemoCampaign, weights: Map<DemoAd, number>): number {
  let ctr = 0;
  for (const [ad, weight] of weights) ctr += weight * campaign.market.baseCtr * ad.ctrFactor;
  return ctr;
}

/** Share of auctions won: rises with the bid relative to the market's going CPC. */
function impressionShare(bidMicros: number, marketCpcMicros: number): number {
  return 1 - Math.exp((-1.5 * bidMicros) / marketCpcMicros);
}

/** What a click costs: below the bid, lower with a better Quality Score (Google's ad rank). */
function paidCpc(bidMicros: number, marketCpcMicros: number, qualityScore: number): number {
  const ratio = Math.min(2, bidMicros / marketCpcMicros);
  const price = marketCpcMicros * (0.6 + 0.4 * ratio) * (7 / qualityScore) ** 0.3;
  return Math.max(10_000, Math.round(Math.min(bidMicros, price)));
}

function addCounters(cells: Record<string, Counters>, id: string, impressions: number, clicks: number, conversions: number, cost: number): void {
  const counters = cells[id] ?? [0, 0, 0, 0];
  counters[0] += impressions;
  counters[1] += clicks;
  counters[2] += conversions;
  counters[3] += cost;
  cells[id] = counters;
}
