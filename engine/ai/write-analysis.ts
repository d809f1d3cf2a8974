import type { Analysis } from '../../schema/ai-plan';
import type { AnalysisInput } from './strategist';

/**
 * The offline "AI expert analysis" for activity-log entries: plain sentences built from the
 * event's own figures. Unknown kinds get a generic analysis of whatever facts were given.
 */

type Facts = Record<string, unknown>;

function num(facts: Facts, key: string): number | null {
  const value = facts[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function text(facts: Facts, key: string, fallback: string): string {
  const value = facts[key];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

function usd(value: number | null): string {
  return value === null ? 'an unknown amount' : `$${value.toFixed(2)}`;
}

function percent(value: number | null, digits = 2): string {
  return value === null ? 'n/a' : `${(value * 100).toFixed(digits)}%`;
}

const WRITERS: Record<string, (facts: Facts) => Analysis> = {
  budget_audit: (facts) => {
    const budget = num(facts, 'monthlyBudget');
    const spent = num(facts, 'spentToDate') ?? num(facts, 'spent');
    const projected = num(facts, 'projectedSpend');
    const paused = num(facts, 'pausedCampaigns') ?? 0;
    const share = budget && spent !== null ? spent / budget : null;
    return {
      strategy: 'Keep the month inside the owner’s budget even if Google overdelivers (up to 2x a day) and reports late (up to 3 hours).',
      hypothesis: `At the current pace the month ends near ${usd(projected)} of ${usd(budget)}.`,
      reasoning: `Spend so far is ${usd(spent)} (${percent(share, 1)} of the budget). ${paused > 0 ? `${paused} campaign(s) were paused because their worst-case spend would pass the remainder.` : 'Worst-case spend fits in the remainder, so nothing was paused.'}`,
      recommendations: paused > 0 ? ['Campaigns resume automatically when the next month starts or the budget is raised.'] : ['No action needed; the next audit runs in an hour.'],
    };
  },
  round_evaluated: (facts) => {
    const probability = num(facts, 'probability');
    const replaced = facts.replaced === true;
    const winner = text(facts, 'winner', 'the challenger');
    return {
      strategy: 'Replace the champion only when a challenger is very likely the best of all ads in the round (95% or more).',
      hypothesis: replaced ? `${winner} beats the other ads with ${percent(probability, 1)} probability.` : `No ad reached 95% (best: ${percent(probability, 1)}); the champion stays.`,
      reasoning: `Round ${num(facts, 'round') ?? ''} of ${text(facts, 'campaignName', 'the campaign')} compared every ad on the days they all served.`.replace('Round  of', 'The round of'),
      recommendations: replaced ? ['Run a new round to keep improving the new champion.'] : ['Run another round with new challengers, or stop and keep the champion.'],
    };
  },
  optimization: (facts) => {
    const ctr = num(facts, 'ctr');
    const changes = Array.isArray(facts.changes) ? facts.changes.filter((change): change is string => typeof change === 'string') : [];
    return {
      strategy: 'Every 4 hours, move budget and bids toward what converts and away from what does not.',
      hypothesis: ctr !== null && ctr < 0.01 ? `CTR of ${percent(ctr)} is below 1%: ad copy or keywords need attention.` : `CTR is ${percent(ctr)}; small steps keep smart bidding stable.`,
      reasoning: changes.length > 0 ? `Changes made: ${changes.join('; ')}.` : 'No change was needed this run.',
      recommendations: changes.length > 0 ? ['Review results after the next sync.'] : ['Keep the current settings.'],
    };
  },
  metrics_sync: (facts) => {
    const impressions = num(facts, 'impressions') ?? 0;
    const clicks = num(facts, 'clicks') ?? 0;
    return {
      strategy: 'Keep the dashboard and the ledger in step with what the ads platform reports.',
      hypothesis: `${impressions.toLocaleString('en-US')} impressions and ${clicks.toLocaleString('en-US')} clicks since the last sync.`,
      reasoning: `Spend recorded: ${usd(num(facts, 'spend'))}. Figures may lag up to 3 hours behind the platform.`,
      recommendations: ['No action needed.'],
    };
  },
  campaign_launched: (facts) => ({
    strategy: 'Launch several ad variants per ad group and let a 7-day tournament pick the champion.',
    hypothesis: 'Different angles (place, price, trust, speed, offer) reach different searchers; data will show which one wins.',
    reasoning: `${num(facts, 'campaigns') ?? 'The'} campaign(s) with ${num(facts, 'ads') ?? 'their'} ads are live.`.replace('The campaign(s) with their ads are live.', 'The campaigns and their ads are live.'),
    recommendations: ['Check back after the first 7-day round.'],
  }),
};

export function writeAnalysis(input: AnalysisInput): Analysis {
  const writer = WRITERS[input.kind];
  if (writer) return writer(input.facts);
  const figures = Object.entries(input.facts)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    .slice(0, 6)
    .map(([key, value]) => `${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${String(value)}`);
  const kind = input.kind.replace(/[_-]+/g, ' ');
  return {
    strategy: `Record the ${kind} event and check it against the plan.`,
    hypothesis: 'No change in performance is expected from this event alone.',
    reasoning: figures.length > 0 ? `Figures: ${figures.join(', ')}.` : 'The event carried no figures.',
    recommendations: ['No action needed.'],
  };
}
