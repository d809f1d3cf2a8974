const FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Mar 9, 09:00": operators compare steps by time of day, the year is noise. */
export function formatTime(iso: string | null): string {
  return iso ? FORMAT.format(new Date(iso)) : '—';
}

/** "in 4 min" / "3 h ago", for next and last runs. */
export function relativeTime(iso: string | null, nowMs: number = Date.now()): string {
  if (!iso) return '';
  const delta = Date.parse(iso) - nowMs;
  const abs = Math.abs(delta);
  const [value, unit] =
    abs < 60_000 ? [Math.round(abs / 1000), 's'] : abs < 3_600_000 ? [Math.round(abs / 60_000), 'min'] : abs < 86_400_000 ? [Math.round(abs / 3_600_000), 'h'] : [Math.round(abs / 86_400_000), 'd'];
  if (abs < 1_000) return 'now';
  return delta > 0 ? `in ${value} ${unit}` : `${value} ${unit} ago`;
}
