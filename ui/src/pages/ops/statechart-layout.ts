import type { AnyStateMachine } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';

export interface LaidOutState {
  /** The state's key (`testing`), as snapshots and the journal name it. */
  key: string;
  layer: number;
  x: number;
  y: number;
  width: number;
  height: number;
  initial: boolean;
  final: boolean;
}

export interface LaidOutTransition {
  id: string;
  source: string;
  target: string;
  /** The machine event (`round.elapsed`, `xstate.done.actor.evaluateRound`). */
  eventType: string;
  guard: string | null;
  label: string;
  /** SVG path data, and where its label sits. */
  path: string;
  labelX: number;
  labelY: number;
  kind: 'forward' | 'skip' | 'back';
}

export interface StatechartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  transitions: LaidOutTransition[];
  /** Transitions on the machine's root (any state → same state), listed beside the chart. */
  rootEvents: string[];
}

const NODE_WIDTH = 150;
const NODE_HEIGHT = 46;
const GAP_X = 110;
const GAP_Y = 46;
const PAD = 24;
/** Arc lanes: the innermost clears the boxes by LANE_BASE, each next one by LANE_STEP more. */
const LANE_BASE = 22;
const LANE_STEP = 22;
const CORNER = 10;

/** `xstate.done.actor.evaluateRound` → `done`: the chart says which actor by where the arrow starts. */
export function shortEventName(eventType: string): string {
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  return eventType;
}

function keyOf(node: DirectedGraphNode): string {
  return node.stateNode.key;
}

function guardOf(transition: { guard?: unknown }): string | null {
  const guard = transition.guard as { type?: unknown } | string | undefined;
  if (typeof guard === 'string') return guard;
  return typeof guard?.type === 'string' ? guard.type : null;
}

/** Point of a cubic Bézier at t = 0.5 (where the label goes). */
function midpoint(p0: number, p1: number, p2: number, p3: number): number {
  return (p0 + 3 * p1 + 3 * p2 + p3) / 8;
}

/**
 * A small layered layout of a machine's top-level states from `toDirectedGraph`, with no layout
 * library: a depth-first walk from the initial state marks the edges that go back to a state on
 * the current path, the rest form a DAG whose longest paths give the columns; rows keep discovery
 * order. Forward edges between neighbouring columns are curves between the boxes; the others are
 * arcs over or under the boxes, in lanes nested by span so that they do not cross or overlap.
 */
export function layoutStatechart(machine: AnyStateMachine): StatechartLayout {
  const graph = toDirectedGraph(machine);
  const nodes = graph.children;
  const keys = nodes.map(keyOf);
  const initialKey = (machine.root.initial?.target[0]?.key as string | undefined) ?? keys[0];
  const edges = nodes.flatMap((node) =>
    node.edges
      .filter((edge) => edge.target.parent === machine.root)
      .map((edge, index) => ({
        id: `${keyOf(node)}-${index}`,
        source: keyOf(node),
        target: edge.target.key,
        eventType: edge.transition.eventType,
        guard: guardOf(edge.transition),
      })),
  );

  // Depth-first from the initial state: an edge to a state still on the path is a back edge.
  const order: string[] = [];
  const back = new Set<string>();
  const onPath = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    seen.add(key);
    onPath.add(key);
    order.push(key);
    for (const edge of edges.filter((candidate) => candidate.source === key)) {
      if (onPath.has(edge.target)) back.add(edge.id);
      else if (!seen.has(edge.target)) visit(edge.target);
    }
    onPath.delete(key);
  };
  visit(initialKey);
  for (const key of keys) if (!seen.has(key)) visit(key);

  // Longest path over the forward edges: a state sits one column right of its furthest predecessor.
  const layer = new Map<string, number>(order.map((key) => [key, 0]));
  for (let pass = 0; pass < order.length; pass++) {
    for (const edge of edges) {
      if (back.has(edge.id)) continue;
      const next = (layer.get(edge.source) ?? 0) + 1;
      if (next > (layer.get(edge.target) ?? 0)) layer.set(edge.target, next);
    }
  }
  const columns: string[][] = [];
  for (const key of order) {
    const index = layer.get(key) ?? 0;
    columns[index] = [...(columns[index] ?? []), key];
  }
  const tallest = Math.max(...columns.map((column) => column.length));
  const bodyHeight = tallest * NODE_HEIGHT + (tallest - 1) * GAP_Y;
  const states: LaidOutState[] = columns.flatMap((column, columnIndex) => {
    const columnHeight = column.length * NODE_HEIGHT + (column.length - 1) * GAP_Y;
    return column.map((key, row) => {
      const stateNode = machine.root.states[key];
      return {
        key,
        layer: columnIndex,
        x: PAD + columnIndex * (NODE_WIDTH + GAP_X),
        // Moved down below by the room the top arcs turn out to need.
        y: PAD + (bodyHeight - columnHeight) / 2 + row * (NODE_HEIGHT + GAP_Y),
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        initial: key === initialKey,
        final: stateNode?.type === 'final' || edges.every((edge) => edge.source !== key),
      };
    });
  });
  const byKey = new Map(states.map((state) => [state.key, state]));

  // Arcs: edges that skip columns go over the top; backward edges go under the bottom, except from
  // a state above another in its column, whose arc would cross that state: it goes over the top.
  const side = (edge: (typeof edges)[number]): 'top' | 'bottom' | null => {
    const from = byKey.get(edge.source);
    const to = byKey.get(edge.target);
    if (!from || !to) throw new Error(`statechart layout: unknown state ${edge.source} or ${edge.target}`);
    if (!back.has(edge.id)) return Math.abs(to.layer - from.layer) === 1 ? null : 'top';
    const below = states.some((other) => other.layer === from.layer && other.y > from.y);
    return below ? 'top' : 'bottom';
  };
  // Lanes per side, shortest span innermost, so that nested arcs never cross each other.
  const lane = new Map<string, number>();
  const lanesUsed = { top: 0, bottom: 0 };
  for (const which of ['top', 'bottom'] as const) {
    const arcs = edges
      .filter((edge) => side(edge) === which)
      .map((edge) => ({ edge, span: Math.abs((byKey.get(edge.target)?.layer ?? 0) - (byKey.get(edge.source)?.layer ?? 0)) }))
      .sort((a, b) => a.span - b.span);
    for (const [index, { edge }] of arcs.entries()) lane.set(edge.id, index);
    lanesUsed[which] = arcs.length;
  }
  const topRoom = lanesUsed.top === 0 ? 0 : LANE_BASE + lanesUsed.top * LANE_STEP;
  const bottomRoom = lanesUsed.bottom === 0 ? 0 : LANE_BASE + lanesUsed.bottom * LANE_STEP;
  // Shift everything down by the room the top arcs need.
  for (const state of states) state.y += topRoom;
  const top = PAD + topRoom;
  const bottom = top + bodyHeight;
  /** Where an arc meets a box: inner lanes nearest the other end, outer lanes further out. */
  const anchorX = (state: LaidOutState, other: LaidOutState, laneIndex: number) =>
    other.x > state.x ? state.x + state.width - 18 - laneIndex * 14 : state.x + 18 + laneIndex * 14;

  const siblings = new Map<string, number>();
  const transitions: LaidOutTransition[] = edges.map((edge) => {
    const from = byKey.get(edge.source) as LaidOutState;
    const to = byKey.get(edge.target) as LaidOutState;
    const label = shortEventName(edge.eventType) + (edge.guard && edge.eventType.startsWith('xstate.') ? ` [${edge.guard}]` : '');
    const which = side(edge);
    const kind = back.has(edge.id) ? 'back' : which ? 'skip' : 'forward';
    if (!which) {
      // Neighbouring columns: parallel edges between the same two states fan out a little.
      const pair = `${edge.source}>${edge.target}`;
      const nth = siblings.get(pair) ?? 0;
      siblings.set(pair, nth + 1);
      const x0 = from.x + from.width;
      const y0 = from.y + from.height / 2 + nth * 10;
      const x3 = to.x;
      const y3 = to.y + to.height / 2 + nth * 10;
      const bend = GAP_X / 2;
      return {
        ...edge,
        label,
        kind,
        path: `M ${x0} ${y0} C ${x0 + bend} ${y0}, ${x3 - bend} ${y3}, ${x3} ${y3}`,
        labelX: midpoint(x0, x0 + bend, x3 - bend, x3),
        labelY: midpoint(y0, y0, y3, y3) - 6,
      };
    }
    const laneIndex = lane.get(edge.id) ?? 0;
    const x0 = anchorX(from, to, laneIndex);
    const x3 = anchorX(to, from, laneIndex);
    const y0 = which === 'top' ? from.y : from.y + from.height;
    const y3 = which === 'top' ? to.y : to.y + to.height;
    // Out of the box, along the lane, back in: square arcs with rounded corners nest without crossing.
    const laneY = which === 'top' ? top - (LANE_BASE + laneIndex * LANE_STEP) : bottom + LANE_BASE + laneIndex * LANE_STEP;
    const turn = which === 'top' ? CORNER : -CORNER;
    const dir = x3 > x0 ? 1 : -1;
    return {
      ...edge,
      label,
      kind,
      path: [
        `M ${x0} ${y0}`,
        `L ${x0} ${laneY + turn}`,
        `Q ${x0} ${laneY} ${x0 + dir * CORNER} ${laneY}`,
        `L ${x3 - dir * CORNER} ${laneY}`,
        `Q ${x3} ${laneY} ${x3} ${laneY + turn}`,
        `L ${x3} ${y3}`,
      ].join(' '),
      labelX: (x0 + x3) / 2,
      labelY: which === 'top' ? laneY - 4 : laneY + 12,
    };
  });

  return {
    width: PAD * 2 + columns.length * NODE_WIDTH + (columns.length - 1) * GAP_X,
    height: bottom + bottomRoom + PAD,
    states,
    transitions,
    rootEvents: graph.edges.map((edge) => edge.transition.eventType),
  };
}

/**
 * The drawn transition a journal step took: same source, target and event. Null when the chart has
 * none (a journal written by an older machine), so the replay still highlights the state.
 */
export function transitionOfStep(layout: StatechartLayout, step: { stateBefore: string; stateAfter: string; eventType: string }): LaidOutTransition | null {
  return (
    layout.transitions.find(
      (transition) => transition.source === step.stateBefore && transition.target === step.stateAfter && transition.eventType === step.eventType,
    ) ?? null
  );
}
