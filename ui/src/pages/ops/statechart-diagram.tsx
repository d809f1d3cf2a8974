import { useId } from 'react';
import type { LaidOutTransition, StatechartLayout } from './statechart-layout';

interface StatechartDiagramProps {
  layout: StatechartLayout;
  /** The state to highlight (the actor's, or the replayed step's). */
  activeState: string;
  /** The transition the replayed step took, drawn in the accent colour. */
  activeTransition: LaidOutTransition | null;
  /** States the actor went through so far in the replay: drawn a little stronger. */
  visited?: ReadonlySet<string>;
}

/** The machine drawn as SVG from its layout; colours come from Radix tokens, so it follows the theme. */
export function StatechartDiagram({ layout, activeState, activeTransition, visited }: StatechartDiagramProps) {
  const markerId = useId();
  const arrow = `${markerId}-arrow`;
  const arrowActive = `${markerId}-arrow-active`;
  return (
    <svg
      className="ops-statechart"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={`Tournament statechart, current state ${activeState}`}
      data-testid="statechart"
      data-active-state={activeState}
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className="ops-arrowhead" />
        </marker>
        <marker id={arrowActive} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className="ops-arrowhead ops-arrowhead-active" />
        </marker>
      </defs>
      {layout.transitions.map((transition) => {
        const active = transition.id === activeTransition?.id;
        return (
          <g key={transition.id} className={active ? 'ops-edge ops-edge-active' : 'ops-edge'} data-testid={`transition-${transition.id}`} data-active={active}>
            <title>{`${transition.source} → ${transition.target} on ${transition.eventType}${transition.guard ? ` if ${transition.guard}` : ''}`}</title>
            <path d={transition.path} markerEnd={`url(#${active ? arrowActive : arrow})`} />
            <text x={transition.labelX} y={transition.labelY} textAnchor="middle">
              {transition.label}
            </text>
          </g>
        );
      })}
      {layout.states.map((state) => {
        const active = state.key === activeState;
        const className = ['ops-state', active && 'ops-state-active', visited?.has(state.key) && 'ops-state-visited', state.final && 'ops-state-final']
          .filter(Boolean)
          .join(' ');
        return (
          <g key={state.key} className={className} data-testid={`state-${state.key}`} data-active={active}>
            {state.initial && <circle cx={state.x - 14} cy={state.y + state.height / 2} r="5" className="ops-initial-dot" />}
            <rect x={state.x} y={state.y} width={state.width} height={state.height} rx="12" />
            <text x={state.x + state.width / 2} y={state.y + state.height / 2} textAnchor="middle" dominantBaseline="central">
              {state.key}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
