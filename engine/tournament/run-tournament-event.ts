import type { TournamentEvent } from '../../machines/tournament';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import type { UnitContext } from '../events/unit-of-work';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';
import type { AdsPlatform } from '../platform/ads-platform';
import { evaluatePersistedRound, type RoundEvaluationEffects } from './evaluate-persisted-round';
import { type ChallengerCopy, openNextRound } from './open-next-round';
import { detectabilityMessage } from './round-plan';
import { recentRoundTraffic } from './round-traffic';
import { sendTournamentEvent, type TournamentStep } from './send-tournament-event';

export interface TournamentEventResult extends TournamentStep {
  /** Ad groups whose new round still waits for challengers (auto-approved rounds get them after commit). */
  missingChallengers: string[];
}

/**
 * Everything one tournament event does, in the caller's transaction: the actor step (with the
 * persisted round evaluation injected), the next round's ads when a round started, the history and
 * activity rows, and the after-commit pushes.
 */
export async function runTournamentEvent(
  ctx: EngineContext,
  unit: UnitContext,
  input: {
    businessId: string;
    campaignId: string;
    platform: AdsPlatform;
    event: TournamentEvent | null;
    challengers?: ReadonlyMap<string, readonly ChallengerCopy[]>;
    live?: boolean;
    extraEntries?: ActivityWrite[];
  },
): Promise<TournamentEventResult> {
  const nowMs = ctx.clock();
  const effects: RoundEvaluationEffects = { entries: [] };
  const step = await sendTournamentEvent(unit.tx, input.campaignId, input.event, (evaluation) =>
    evaluatePersistedRound(unit.tx, { businessId: input.businessId, campaignId: input.campaignId, platform: input.platform, seed: ctx.seed, nowMs, effects }, evaluation),
    nowMs,
  );
  const entries: ActivityWrite[] = [...effects.entries, ...(input.extraEntries ?? [])];
  let missingChallengers: string[] = [];
  for (const emitted of step.emitted) {
    if (emitted.type === 'round.started') {
      const opened = await openNextRound(unit, {
        businessId: input.businessId,
        campaignId: input.campaignId,
        platform: input.platform,
        live: input.live ?? false,
        tournament: emitted.tournament,
        round: emitted.round,
        startedAt: new Date(emitted.at),
        challengers: input.challengers ?? new Map(),
      });
      missingChallengers = opened.missingChallengers;
      entries.push({
        businessId: input.businessId,
        campaignId: input.campaignId,
        title: emitted.trigger === 'newTournament' ? 'New tournament started' : `Round ${emitted.round} started`,
        message:
          (emitted.trigger === 'autoApproved'
            ? `Round ${emitted.round} started automatically (auto-approve is on): `
            : `Round ${emitted.round} of tournament ${emitted.tournament} started: `) +
          (emitted.round === 1
            ? 'the launch variants rotate evenly; from day 7, once they have all served on the same dates, the most likely best becomes champion.'
            : `the champion faces one challenger, looked at daily from day 7 until the evidence suffices (28 days at most). ${await detectabilityNow(unit, input.campaignId, nowMs, input.live ?? false)}`),
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        dedupeKey: `round-start|${input.campaignId}|${emitted.tournament}|${emitted.round}`,
        details: { trigger: emitted.trigger, tournament: emitted.tournament, round: emitted.round },
      });
    } else if (emitted.type === 'round.awaitingApproval') {
      entries.push({
        businessId: input.businessId,
        campaignId: input.campaignId,
        title: `Round ${emitted.round} complete: your approval is needed`,
        message: 'Continue testing with a new round, or stop and keep your champion.',
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        dedupeKey: `round-await|${input.campaignId}|${emitted.tournament}|${emitted.round}`,
        details: null,
      });
    } else if (emitted.type === 'tournament.completed') {
      entries.push({
        businessId: input.businessId,
        campaignId: input.campaignId,
        title: 'Champion crowned',
        message: `Round ${emitted.round} complete: your best-performing ad is live.`,
        level: 'success',
        eventType: 'automation',
        createdAt: nowMs,
        dedupeKey: `tournament-complete|${input.campaignId}|${emitted.tournament}`,
        details: { championAdId: emitted.championAdId },
      });
    } else if (emitted.type === 'round.evaluationFailed') {
      entries.push({
        businessId: input.businessId,
        campaignId: input.campaignId,
        title: `Round ${emitted.round} evaluation failed`,
        message: `The round could not be evaluated (${emitted.message}); the next round check retries it.`,
        level: 'error',
        eventType: 'automation',
        createdAt: nowMs,
        details: null,
      });
    }
  }
  const written = await insertActivityEntries(unit.tx, entries);
  for (const { entry } of written) unit.emit(domainEvent('activity.created', input.businessId, entry));
  unit.emit(domainEvent('history.changed', input.businessId, { businessId: input.businessId, campaignId: input.campaignId }));
  unit.emit(domainEvent('hierarchy.changed', input.businessId, { businessId: input.businessId, campaignId: input.campaignId }));
  return { ...step, missingChallengers };
}

/** "At about 900 impressions a day this round can spot an ad 35% better within 3 weeks", from the account's last 7 whole dates. */
async function detectabilityNow(unit: UnitContext, campaignId: string, nowMs: number, live: boolean): Promise<string> {
  return detectabilityMessage({ ...(await recentRoundTraffic(unit.tx, campaignId, nowMs)), live });
}
