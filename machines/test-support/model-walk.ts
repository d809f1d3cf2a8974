/**
 * Test support for model-based tests of the machines: builds one path per transition of the
 * model's adjacency map (shortest path to its source state, then the transition), and records on a
 * running actor which state nodes it entered and which transition definitions it took, so a test
 * can print "states reached / states, transitions taken / transitions" and demand full coverage.
 */
import type { AnyStateMachine, AnyTransitionDefinition, EventObject, InspectionEvent, Snapshot } from 'xstate';
import type { StatePath, TestModel } from 'xstate/graph';
import { getStateNodes } from 'xstate/graph';

type AnyNode = ReturnType<typeof getStateNodes>[number];

/** Stable key of a transition definition, independent of which `provide()` copy of the machine it came from. */
export function transitionKey(transition: AnyTransitionDefinition, index: number): string {
  const guard = transition.guard === undefined ? '' : JSON.stringify(transition.guard);
  const targets = (transition.target ?? []).map((node) => node.id).join(',');
  return `${transition.source.id} --${transition.eventType || '(always)'}[${guard}]#${index}--> ${targets || '(self)'}`;
}

/** Every transition definition a state node owns: event transitions (incl. invoke done/error) and eventless ones. */
function ownTransitions(node: AnyNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

function keyedTransitions(node: AnyNode): Array<[string, AnyTransitionDefinition]> {
  const byEvent = new Map<string, number>();
  return ownTransitions(node).map((transition) => {
    const index = byEvent.get(transition.eventType) ?? 0;
    byEvent.set(transition.eventType, index + 1);
    return [transitionKey(transition, index), transition];
  });
}

/** All state node ids (not the root) and all transition keys of a machine. */
export function machineInventory(machine: AnyStateMachine): { stateIds: string[]; transitionKeys: string[] } {
  const nodes = getStateNodes(machine.root);
  const transitionKeys = [machine.root, ...nodes].flatMap((node) => keyedTransitions(node).map(([key]) => key));
  return { stateIds: nodes.map((node) => node.id), transitionKeys };
}

/** Records what a running actor does, through its `inspect` option. */
export class CoverageRecorder {
  readonly statesReached = new Set<string>();
  readonly transitionsTaken = new Set<string>();

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') {
      this.recordNodes(event.snapshot);
      for (const transition of event._transitions) {
        this.transitionsTaken.add(this.keyOf(transition));
        // A transient state (left by an eventless transition in the same step) shows in no
        // snapshot; having taken its transition proves it was active.
        if (transition.source.path.length > 0) this.statesReached.add(transition.source.id);
      }
    } else if (event.type === '@xstate.snapshot') {
      this.recordNodes(event.snapshot);
    }
  };

  private keyOf(transition: AnyTransitionDefinition): string {
    const match = keyedTransitions(transition.source).find(([, candidate]) => candidate === transition);
    return match ? match[0] : transitionKey(transition, -1);
  }

  private recordNodes(snapshot: Snapshot<unknown>): void {
    const nodes = (snapshot as { _nodes?: AnyNode[] })._nodes;
    for (const node of nodes ?? []) if (node.path.length > 0) this.statesReached.add(node.id);
  }

  /** One line for the test log and the counts to assert on. */
  report(machine: AnyStateMachine): { line: string; missingStates: string[]; missingTransitions: string[] } {
    const { stateIds, transitionKeys } = machineInventory(machine);
    const missingStates = stateIds.filter((id) => !this.statesReached.has(id));
    const missingTransitions = transitionKeys.filter((key) => !this.transitionsTaken.has(key));
    const line =
      `${machine.id}: states reached ${stateIds.length - missingStates.length} / ${stateIds.length}, ` +
      `transitions taken ${transitionKeys.length - missingTransitions.length} / ${transitionKeys.length}`;
    return { line, missingStates, missingTransitions };
  }
}

/**
 * One path per edge of the model's adjacency map: the shortest path to the edge's source state
 * followed by the edge. Walking them all takes every transition the model can reach.
 */
export function pathsThroughEveryEdge<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  serializeState: (snapshot: TSnapshot) => string,
): Array<StatePath<TSnapshot, TEvent>> {
  const shortest = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeState(path.state), path]));
  const adjacency = model.getAdjacencyMap();
  const paths: Array<StatePath<TSnapshot, TEvent>> = [];
  for (const [sourceKey, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(sourceKey);
    if (!head) throw new Error(`no shortest path to ${sourceKey}`);
    for (const { event, state } of Object.values(transitions) as Array<{ event: TEvent; state: TSnapshot }>) {
      paths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 });
    }
  }
  return paths;
}
