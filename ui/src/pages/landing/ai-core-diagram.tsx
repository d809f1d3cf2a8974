import {
  BarChartIcon,
  ClockIcon,
  LightningBoltIcon,
  LockClosedIcon,
  MagnifyingGlassIcon,
  Pencil2Icon,
  ShuffleIcon,
  TargetIcon,
} from '@radix-ui/react-icons';
import type { CSSProperties } from 'react';

/** The seven specialists around the AI Core (SPEC section 2), clockwise from the top. */
export const AI_CORE_NODES = [
  { label: 'Ad Testing', Icon: ShuffleIcon },
  { label: 'Smart Keywords', Icon: MagnifyingGlassIcon },
  { label: 'Budget Guard', Icon: LockClosedIcon },
  { label: 'Bid Optimization', Icon: TargetIcon },
  { label: 'Performance', Icon: BarChartIcon },
  { label: 'Ad Scheduling', Icon: ClockIcon },
  { label: 'Creative Gen', Icon: Pencil2Icon },
] as const;

// Node centres sit on a circle of this radius, in percent of the (square) diagram's side.
const RADIUS = 37;

function nodePosition(index: number) {
  const angle = ((-90 + (index * 360) / AI_CORE_NODES.length) * Math.PI) / 180;
  return { x: 50 + RADIUS * Math.cos(angle), y: 50 + RADIUS * Math.sin(angle) };
}

/**
 * The animated 'AI Core' diagram: spokes carry pulses from the core to each node and a highlight
 * travels round the nodes. Pure SVG and CSS; every animation stops under reduced motion.
 */
export function AiCoreDiagram() {
  return (
    <figure className="ai-core" aria-labelledby="ai-core-caption" data-testid="ai-core-diagram">
      <figcaption id="ai-core-caption" className="visually-hidden">
        The AI Core coordinates seven automated specialists: {AI_CORE_NODES.map((n) => n.label).join(', ')}.
      </figcaption>
      <svg className="ai-core-lines" viewBox="0 0 100 100" aria-hidden="true">
        <circle className="ai-core-orbit" cx="50" cy="50" r={RADIUS} />
        <circle className="ai-core-orbit ai-core-orbit-inner" cx="50" cy="50" r={RADIUS - 13} />
        {AI_CORE_NODES.map((node, i) => {
          const { x, y } = nodePosition(i);
          const delay: CSSProperties = { animationDelay: `${i * 0.45}s` };
          return (
            <g key={node.label}>
              <line className="ai-core-spoke" x1="50" y1="50" x2={x} y2={y} />
              <line className="ai-core-packet" x1="50" y1="50" x2={x} y2={y} pathLength={100} style={delay} />
            </g>
          );
        })}
      </svg>
      <div className="ai-core-center">
        <span className="ai-core-ring" aria-hidden="true" />
        <span className="ai-core-ring ai-core-ring-late" aria-hidden="true" />
        <span className="ai-core-chip">
          <LightningBoltIcon width="22" height="22" aria-hidden />
          <span>AI Core</span>
        </span>
      </div>
      <ul className="ai-core-nodes">
        {AI_CORE_NODES.map(({ label, Icon }, i) => {
          const { x, y } = nodePosition(i);
          const style = {
            left: `${x}%`,
            top: `${y}%`,
            '--node-delay': `${i * 0.6}s`,
          } as CSSProperties;
          return (
            <li key={label} className="ai-core-node" style={style}>
              <span className="ai-core-node-icon" aria-hidden="true">
                <Icon width="20" height="20" />
              </span>
              <span className="ai-core-node-label">{label}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
