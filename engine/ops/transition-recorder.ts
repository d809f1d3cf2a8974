import type { InspectionEvent } from 'xstate';
import { TOURNAMENT_STATES, type TournamentStateName } from '../../schema/tournament-state';

/** One step of a tournament actor as the journal stores it. */
export interface TournamentTransition {
  eventType: string;
  event: Record<string, unknown>;
  stateBefore: TournamentStateName;
  stateAfter: TournamentStateName;
  contextBefore: Record<string, unknown>;
  contextAfter: Record<string, unknown>;
}

interface Observed {
  value: TournamentStateName;
  context: Record<string, unknown>;
  key: string;
}

function observe(snapshot: unknown): Observed | null {
  const { value, context } = (snapshot ?? {}) as { value?: unknown; context?: unknown };
  if (typeof value !== 'string' || !(TOURNAMENT_STATES as readonly string[]).includes(value) || typeof context !== 'object' || context === null) {
    return null;
  }
  const plain = JSON.parse(JSON.stringify(context)) as Record<string, unknown>;
  return { value: value as TournamentStateName, context: plain, key: `${value}|${JSON.stringify(plain)}` };
}

/** The event as JSON: an error becomes its message, so a stack trace never lands in the journal. */
function plainEvent(event: { type: string } & Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) out[key] = value instanceof Error ? { message: value.message } : value;
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
}

/**
 * Collects the root actor's steps from XState's inspection stream: one transition per snapshot
 * that changed the state or the context. So a `round.elapsed` that ends a round is two steps
 * (testing → evaluating, then the evaluation's done event → awaitingApproval), the restore's
 * start and ignored events are none, and the replay can walk through 'evaluating' like the actor did.
 */
export function recordTransitions(restored: unknown) {
  let last = observe(restored);
  const transitions: TournamentTransition[] = [];
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId) return;
    const next = observe(inspection.snapshot);
    if (!next || !last || next.key === last.key) {
      last = next ?? last;
      return;
    }
    transitions.push({
      eventType: inspection.event.type,
      event: plainEvent(inspection.event),
      stateBefore: last.value,
      stateAfter: next.value,
      contextBefore: last.context,
      contextAfter: next.context,
    });
    last = next;
  };
  return { inspect, transitions };
}
