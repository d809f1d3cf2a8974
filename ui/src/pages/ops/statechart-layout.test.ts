import { describe, expect, it } from 'vitest';
import { tournamentMachine } from '../../../../machines/tournament';
import { TOURNAMENT_STATES } from '../../../../schema/tournament-state';
import { layoutStatechart, shortEventName, transitionOfStep } from './statechart-layout';

describe('layoutStatechart(tournamentMachine)', () => {
  const layout = layoutStatechart(tournamentMachine);
  const column = (key: string) => layout.states.find((state) => state.key === key)?.layer;

  it('draws every top-level state once, in columns that follow the round', () => {
    expect(layout.states.map((state) => state.key).sort()).toEqual([...TOURNAMENT_STATES].sort());
    expect(column('testing')).toBe(0);
    expect(column('evaluating')).toBe(1);
    expect(column('awaitingApproval')).toBe(2);
    expect(column('complete')).toBe(2);
    // Reached from testing and from awaitingApproval: right of both.
    expect(column('stopped')).toBe(3);
    expect(layout.states.find((state) => state.initial)?.key).toBe('testing');
  });

  it('keeps boxes apart and inside the drawing', () => {
    for (const a of layout.states) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
      for (const b of layout.states) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.key} overlaps ${b.key}`).toBe(true);
      }
    }
  });

  it('draws every transition of the machine, back edges under the states', () => {
    const drawn = layout.transitions.map((t) => `${t.source} -${shortEventName(t.eventType)}-> ${t.target}`);
    expect(drawn).toEqual(
      expect.arrayContaining([
        'testing -round.elapsed-> evaluating',
        'testing -round.stop-> stopped',
        'evaluating -done-> complete',
        'evaluating -done-> awaitingApproval',
        'evaluating -done-> testing',
        'evaluating -error-> testing',
        'awaitingApproval -round.approve-> testing',
        'awaitingApproval -round.stop-> stopped',
        'complete -round.approve-> testing',
        'stopped -round.approve-> testing',
      ]),
    );
    // evaluating -done-> testing twice: the next round (auto-approve) and the same round left open after a look.
    expect(drawn.filter((t) => t === 'evaluating -done-> testing')).toHaveLength(2);
    expect(layout.transitions).toHaveLength(11);
    for (const t of layout.transitions.filter((t) => t.target === 'testing')) expect(t.kind).toBe('back');
    expect(layout.rootEvents).toEqual(['autoApprove.set']);
  });

  it("finds the transition a journal step took, by source, target and event", () => {
    expect(transitionOfStep(layout, { stateBefore: 'evaluating', stateAfter: 'testing', eventType: 'xstate.error.actor.evaluateRound' })?.label).toBe('error');
    expect(transitionOfStep(layout, { stateBefore: 'testing', stateAfter: 'complete', eventType: 'round.elapsed' })).toBeNull();
  });
});
