import { BUDGET_SPLIT } from '../../../schema/constants';
import { GOOGLE_ADS_LIMITS } from '../../../schema/google-ads-limits';
import { monthPosition } from '../../budget/month-calendar';
import { SeededRandom } from '../../stats/seeded-random';
import { assetCtrFactor, countAssetImpressions } from './asset-uplift';
import { auctionBid, conversionLift, dayPacingTarget, settleDayBid } from './bidding-model';
import { DAILY_RETENTION_DAYS, type DemoAd, type DemoAdGroup, type DemoCampaign, HOUR_MS, toDate } from './demo-state';
import { qualityScoreFromCtr } from './market';
import { HourCells } from './report-store';
import { servedConversionFactor, servedShare, splitOverTerms } from './search-terms';

/** The campaign's own counters are slot 0 of its reports. */
const CAMPAIGN_SLOT = 0;

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
  const cells = new HourCells();
  let spent = 0;
  recordPotential(campaign, hourIndex);
  if (campaign.status === 'ENABLED' && allowance > 0) {
    spent = worstCase ? spendEverything(campaign, allowance, cells) : runAuctions(campaign, hourIndex, allowance, random, cells);
  }
  campaign.day.spentMicros += spent;
  campaign.month.spentMicros += spent;
  const month = campaign.month.month;
  campaign.deliveredMicrosByMonth[month] = (campaign.deliveredMicrosByMonth[month] ?? 0) + spent;
  const lagHours = worstCase ? reportingLagHours : Math.floor(random.uniform() * (reportingLagHours + 1));
  campaign.pending.push({ hourIndex, reportAtMs: hourStart + HOUR_MS + lagHours * HOUR_MS, cells: cells.cells });
  campaign.rng = random.state;
}

/** An ad group's enabled ads and their serving weights (parallel arrays, in the group's order). */
interface Serving {
  ads: DemoAd[];
  weights: number[];
}

/**
 * Serving weights by role: even among first-round contenders; once there is a champion, 70% to it
 * and the rest to the challenger(s): 20% to a runner-up and 10% to challengers when there is one,
 * else the whole 30% to the challengers (one challenger at a time: engine/tournament/round-plan.ts).
 */
export function servingWeights(adGroup: DemoAdGroup): Map<DemoAd, number> {
  const { ads, weights } = servingOf(adGroup);
  return new Map(ads.map((ad, index) => [ad, weights[index]]));
}

function servingOf(adGroup: DemoAdGroup): Serving {
  const ads: DemoAd[] = [];
  let champions = 0;
  let runnersUp = 0;
  for (const ad of adGroup.ads) {
    if (ad.status !== 'ENABLED') continue;
    ads.push(ad);
    if (ad.role === 'champion') champions++;
    else if (ad.role === 'runnerUp') runnersUp++;
  }
  if (champions === 0) return { ads, weights: ads.map(() => 1 / ads.length) };
  const counts = { champion: champions, runnerUp: runnersUp, challenger: ads.length - champions - runnersUp };
  const shares: Record<(typeof BUCKETS)[number], number> = {
    champion: BUDGET_SPLIT.champion,
    runnerUp: runnersUp > 0 ? BUDGET_SPLIT.runnerUp : 0,
    challenger: runnersUp > 0 ? BUDGET_SPLIT.challenger : BUDGET_SPLIT.runnerUp + BUDGET_SPLIT.challenger,
  };
  // A missing part's share goes to the others in proportion, so the weights always sum to 1.
  let total = 0;
  for (const bucket of BUCKETS) total += counts[bucket] > 0 ? shares[bucket] : 0;
  const weights = ads.map((ad) => {
    const bucket = bucketOf(ad);
    return shares[bucket] / counts[bucket] / total;
  });
  return { ads, weights };
}

const BUCKETS = ['champion', 'runnerUp', 'challenger'] as const;

function bucketOf(ad: DemoAd): keyof typeof BUDGET_SPLIT {
  return ad.role === 'champion' ? 'champion' : ad.role === 'runnerUp' ? 'runnerUp' : 'challenger';
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
  const { daysInMonth } = monthPosition(hourStart);
  const monthLimit =
    (monthlyCapFactor / daysInMonth) *
    (campaign.month.pastDayBudgetsMicros + budget * (daysInMonth - campaign.month.pastDays));
  return Math.floor(Math.max(0, Math.min(dayRoom, monthLimit - campaign.month.spentMicros)));
}

function runAuctions(
  campaign: DemoCampaign,
  hourIndex: number,
  allowance: number,
  random: SeededRandom,
  served: HourCells,
): number {
  const { market, schedule } = campaign;
  const hour = hourIndex % 24;
  // 1970-01-01 was a Thursday (weekday 4).
  const weekday = (Math.floor(hourIndex / 24) + 4) % 7;
  const groupShare = 1 / campaign.adGroups.length;
  const scheduleFactor = (schedule.hourOfDay[hour] ?? 1) * (schedule.dayOfWeek[weekday] ?? 1);
  const dayImpressions = market.dailyImpressions * market.dayTraffic[weekday] * groupShare;
  const serving = campaign.adGroups.map(servingOf);
  const groupCtrs = serving.map((served) => expectedGroupCtr(campaign, served));
  // Google paces a budget over the day from its own demand forecast (without today's surprise).
  const forecast = (bidOverCpc?: number) => {
    let total = 0;
    campaign.adGroups.forEach((group, groupIndex) => {
      for (const keyword of group.keywords) {
        if (keyword.status !== 'ENABLED') continue;
        const override = bidOverCpc === undefined ? undefined : bidOverCpc * market.baseCpcMicros * keyword.cpcFactor;
        total += keywordDaySpend(campaign, groupCtrs[groupIndex], keyword, dayImpressions, 1, override);
      }
    });
    return total;
  };
  settleDayBid(campaign, hourIndex * HOUR_MS, forecast);
  const forecastSpend = forecast();
  const throttle = forecastSpend > 0 ? Math.min(1, dayPacingTarget(campaign) / forecastSpend) : 0;
  const strategyLift = conversionLift(campaign, hourIndex * HOUR_MS);
  const hourImpressions = (dayImpressions * campaign.day.demand * market.hourTraffic[hour] * throttle) / 24;
  const hourConversion = market.hourConversion[hour];
  // Assets lift the CTR of the impressions served with them (./asset-uplift.ts); exactly 1 without.
  const assetFactor = assetCtrFactor(campaign);
  let campaignCells = -1;
  let spent = 0;
  campaign.adGroups.forEach((group, groupIndex) => {
    const { ads, weights } = serving[groupIndex];
    const groupCtr = groupCtrs[groupIndex];
    const adCells = ads.map(() => -1);
    for (const keyword of group.keywords) {
      if (keyword.status !== 'ENABLED') continue;
      const bid = auctionBid(campaign, keyword, market.baseCpcMicros * keyword.cpcFactor, scheduleFactor);
      const share = impressionShare(bid, market.baseCpcMicros * keyword.cpcFactor);
      // Searches excluded by negative keywords no longer serve (exactly 1 while none are).
      const searchShare = servedShare(keyword);
      const impressions = random.poisson(hourImpressions * keyword.volumeShare * share * searchShare);
      if (impressions === 0) continue;
      const searchConversion = servedConversionFactor(keyword);
      const keywordTotals = { impressions: 0, clicks: 0, conversions: 0 };
      const cpc = paidCpc(bid, market.baseCpcMicros * keyword.cpcFactor, qualityScoreFromCtr(groupCtr * keyword.ctrFactor));
      let keywordCells = -1;
      let left = impressions;
      let weightLeft = 1;
      for (let adIndex = 0; adIndex < ads.length; adIndex++) {
        const ad = ads[adIndex];
        const weight = weights[adIndex];
        const adImpressions = weightLeft <= weight ? left : random.binomial(left, weight / weightLeft);
        left -= adImpressions;
        weightLeft -= weight;
        if (adImpressions === 0) continue;
        let clicks = random.binomial(adImpressions, Math.min(1, market.baseCtr * ad.ctrFactor * keyword.ctrFactor * assetFactor));
        countAssetImpressions(campaign, adImpressions);
        const affordable = Math.floor((allowance - spent) / cpc);
        if (clicks > affordable) clicks = Math.max(0, affordable);
        const conversionRate = market.baseConversionRate * ad.conversionFactor * (keyword.conversionFactor ?? 1) * hourConversion * searchConversion * strategyLift;
        const conversions = random.binomial(clicks, Math.min(1, conversionRate));
        const cost = clicks * cpc;
        spent += cost;
        keywordTotals.impressions += adImpressions;
        keywordTotals.clicks += clicks;
        keywordTotals.conversions += conversions;
        if (adCells[adIndex] < 0) adCells[adIndex] = served.open(ad.slot);
        if (keywordCells < 0) keywordCells = served.open(keyword.slot);
        if (campaignCells < 0) campaignCells = served.open(CAMPAIGN_SLOT);
        served.add(adCells[adIndex], adImpressions, clicks, conversions, cost);
        served.add(keywordCells, adImpressions, clicks, conversions, cost);
        served.add(campaignCells, adImpressions, clicks, conversions, cost);
      }
      if (keyword.terms && keywordTotals.impressions > 0) {
        // The searches get their own stream: the auction draws above stay what they were without them.
        const termRandom = new SeededRandom(campaign.termRng ?? (campaign.rng ^ 0x85ebca6b));
        splitOverTerms(keyword, keywordTotals, cpc, termRandom, (term, termImpressions, termClicks, termConversions, termCost) =>
          served.add(served.open(term.slot), termImpressions, termClicks, termConversions, termCost),
        );
        campaign.termRng = termRandom.state;
      }
    }
  });
  return spent;
}

/**
 * The simulator's truth for this hour (added to the date's `potentialByDate`): what its searches could
 * cost at full impression share (a bid of twice the going CPC wins about 95% of auctions) and at the
 * bids set, before any budget; and whether nothing could serve at all.
 */
function recordPotential(campaign: DemoCampaign, hourIndex: number): void {
  const { market, schedule } = campaign;
  const hour = hourIndex % 24;
  const weekday = (Math.floor(hourIndex / 24) + 4) % 7;
  const scheduleFactor = (schedule.hourOfDay[hour] ?? 1) * (schedule.dayOfWeek[weekday] ?? 1);
  const dayImpressions = (market.dailyImpressions * market.dayTraffic[weekday]) / campaign.adGroups.length;
  const hourShare = (campaign.day.demand * market.hourTraffic[hour]) / 24;
  let full = 0;
  let atBids = 0;
  let serving = false;
  for (const group of campaign.adGroups) {
    const groupCtr = expectedGroupCtr(campaign, servingOf(group));
    const hasAd = group.ads.some((ad) => ad.status === 'ENABLED');
    for (const keyword of group.keywords) {
      const truthCtr = groupCtr > 0 ? groupCtr : market.baseCtr;
      full += keywordDaySpend(campaign, truthCtr, keyword, dayImpressions, 1, 2 * market.baseCpcMicros * keyword.cpcFactor);
      if (keyword.status !== 'ENABLED' || !hasAd) continue;
      serving = true;
      atBids += keywordDaySpend(campaign, groupCtr, keyword, dayImpressions, scheduleFactor);
    }
  }
  const date = toDate(hourIndex * HOUR_MS);
  campaign.potentialByDate ??= {};
  if (hour === 0) {
    // Kept as long as the daily reports are.
    const oldest = toDate((hourIndex - 24 * DAILY_RETENTION_DAYS) * HOUR_MS);
    for (const kept of Object.keys(campaign.potentialByDate)) if (kept < oldest) delete campaign.potentialByDate[kept];
  }
  const day = campaign.potentialByDate[date] ?? [0, 0, 0];
  campaign.potentialByDate[date] = day;
  day[0] += full * hourShare;
  day[1] += atBids * hourShare;
  if (!serving && campaign.status === 'ENABLED') day[2] += 1;
}

function spendEverything(campaign: DemoCampaign, allowance: number, cells: HourCells): number {
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
    for (const slot of [ad.slot, keyword.slot, CAMPAIGN_SLOT]) cells.add(cells.find(slot), impressions, clicks, conversions, groupBudget);
    spent += groupBudget;
  });
  return spent;
}

function keywordDaySpend(
  campaign: DemoCampaign,
  groupCtr: number,
  keyword: DemoAdGroup['keywords'][number],
  dayImpressions: number,
  scheduleFactor: number,
  /** A bid to price the searches at instead of the campaign's own (full impression share). */
  bidOverride?: number,
): number {
  const { market } = campaign;
  const marketCpc = market.baseCpcMicros * keyword.cpcFactor;
  const bid = bidOverride ?? auctionBid(campaign, keyword, marketCpc, scheduleFactor);
  const impressions = dayImpressions * keyword.volumeShare * servedShare(keyword) * impressionShare(bid, marketCpc);
  return impressions * groupCtr * keyword.ctrFactor * paidCpc(bid, marketCpc, qualityScoreFromCtr(groupCtr * keyword.ctrFactor));
}

/** The CTR an ad group's keywords earn on average over its served ads (what Quality Score follows). */
export function groupExpectedCtr(campaign: DemoCampaign, group: DemoAdGroup): number {
  return expectedGroupCtr(campaign, servingOf(group));
}

function expectedGroupCtr(campaign: DemoCampaign, serving: Serving): number {
  let ctr = 0;
  for (let index = 0; index < serving.ads.length; index++) ctr += serving.weights[index] * campaign.market.baseCtr * serving.ads[index].ctrFactor;
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
