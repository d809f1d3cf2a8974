import { idealSpend, linePath, projectedSpend, type SpendPoint } from './pacing-series';
import './pacing-chart.css';

interface PacingChartProps {
  /** Cumulative spend so far, in day order; the last point is "now". */
  points: SpendPoint[];
  budget: number;
  daysInMonth: number;
  /** Accessible summary of what the chart shows. */
  label: string;
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 8, right: 8, top: 12, bottom: 18 };
/** The "Today" tick is left out this close to the Day 1 and last-day labels, which it would overlap. */
const LABEL_CLEARANCE = 44;

/**
 * Monthly spend pacing: actual cumulative spend day by day (solid), the ideal even line (dashed),
 * the projection at the current pace (dotted) and the monthly budget (horizontal). Plain SVG.
 */
export function PacingChart({ points, budget, daysInMonth, label }: PacingChartProps) {
  const last = points.at(-1) ?? { day: 0, spend: 0 };
  const projected = projectedSpend(last, daysInMonth);
  const maxY = Math.max(budget, projected, last.spend, 1) * 1.08;
  const x = (day: number) => PAD.left + (day / daysInMonth) * (WIDTH - PAD.left - PAD.right);
  const y = (spend: number) => HEIGHT - PAD.bottom - (spend / maxY) * (HEIGHT - PAD.top - PAD.bottom);
  const actual = linePath(points.map((p) => ({ x: x(p.day), y: y(p.spend) })));
  const ideal = linePath([
    { x: x(0), y: y(0) },
    { x: x(daysInMonth), y: y(idealSpend(daysInMonth, budget, daysInMonth)) },
  ]);
  const projection = linePath([
    { x: x(last.day), y: y(last.spend) },
    { x: x(daysInMonth), y: y(projected) },
  ]);
  return (
    <svg className="pacing-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="chart-spend-pacing">
      <title>{label}</title>
      <line className="pacing-chart-axis" x1={x(0)} x2={x(daysInMonth)} y1={y(0)} y2={y(0)} />
      <line className="pacing-chart-budget" x1={x(0)} x2={x(daysInMonth)} y1={y(budget)} y2={y(budget)} />
      <text className="pacing-chart-label" x={x(0)} y={y(budget) - 4}>
        Budget
      </text>
      <path className="pacing-chart-ideal" d={ideal} />
      <path className="pacing-chart-projection" d={projection} />
      <path className="pacing-chart-actual" d={actual} />
      <circle className="pacing-chart-now" cx={x(last.day)} cy={y(last.spend)} r="3.5" />
      <text className="pacing-chart-label" x={x(0)} y={HEIGHT - 4}>
        Day 1
      </text>
      <text className="pacing-chart-label" x={x(daysInMonth)} y={HEIGHT - 4} textAnchor="end">
        Day {daysInMonth}
      </text>
      {x(last.day) - x(0) > LABEL_CLEARANCE && x(daysInMonth) - x(last.day) > LABEL_CLEARANCE && (
        <text className="pacing-chart-label" x={x(last.day)} y={HEIGHT - 4} textAnchor="middle">
          Today
        </text>
      )}
    </svg>
  );
}
