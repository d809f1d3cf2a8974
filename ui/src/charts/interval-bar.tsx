import './interval-bar.css';

interface IntervalBarProps {
  value: number;
  low: number;
  high: number;
  /** The right end of the scale, shared by the bars that are compared. */
  max: number;
  label: string;
}

/** A point estimate with its confidence interval on a shared 0..max scale (SVG). */
export function IntervalBar({ value, low, high, max, label }: IntervalBarProps) {
  const scale = (v: number) => (Math.min(Math.max(v, 0), max) / max) * 100;
  return (
    <svg className="interval-bar" viewBox="0 0 100 10" preserveAspectRatio="none" role="img" aria-label={label}>
      <title>{label}</title>
      <line className="interval-bar-track" x1="0" x2="100" y1="5" y2="5" />
      <rect className="interval-bar-range" x={scale(low)} width={Math.max(scale(high) - scale(low), 0.8)} y="2" height="6" rx="2" />
      <rect className="interval-bar-point" x={scale(value) - 0.8} width="1.6" y="0" height="10" />
    </svg>
  );
}
