/**
 * Layer 4, the real-time ledger: every spend delta the platform reports becomes an append-only row.
 * A sync window is one campaign-date; a row records how much of that window had been reported, so
 * replaying the same observation adds nothing (idempotent) and a later, larger report adds the
 * difference. Pure over arrays: the persistence layer stores the rows.
 */
export interface SpendObservation {
  campaignId: string;
  /** YYYY-MM-DD (the platform's day). */
  date: string;
  /** Everything reported for that campaign-date so far. */
  cumulativeMicros: number;
}

export interface LedgerRow {
  /** Unique: a second insert of the same key is a replay and must be ignored. */
  key: string;
  businessId: string;
  campaignId: string;
  date: string;
  /** YYYY-MM: the budget month the spend counts against. */
  month: string;
  cumulativeMicros: number;
  deltaCents: number;
  recordedAt: number;
}

/** Rounding the running total (not each delta) keeps a window's cents within half a cent of its micros. */
export function microsToCents(micros: number): number {
  return Math.round(micros / 10_000);
}

export function ledgerWindowKey(campaignId: string, date: string): string {
  return `${campaignId}|${date}`;
}

/**
 * New ledger rows for the observations, given the cumulative micros already recorded per window
 * (`ledgerWindowKey` -> micros). Unchanged windows produce nothing.
 */
export function recordSpend(
  businessId: string,
  observations: readonly SpendObservation[],
  recorded: ReadonlyMap<string, number>,
  nowMs: number,
): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const observation of observations) {
    const window = ledgerWindowKey(observation.campaignId, observation.date);
    const previous = recorded.get(window) ?? 0;
    if (observation.cumulativeMicros === previous) continue;
    const deltaCents = microsToCents(observation.cumulativeMicros) - microsToCents(previous);
    rows.push({
      key: `${window}|${observation.cumulativeMicros}`,
      businessId,
      campaignId: observation.campaignId,
      date: observation.date,
      month: observation.date.slice(0, 7),
      cumulativeMicros: observation.cumulativeMicros,
      deltaCents,
      recordedAt: nowMs,
    });
  }
  return rows;
}

/** The month's total in cents: what the dashboard shows and what the guarantee is about. */
export function monthTotalCents(rows: readonly LedgerRow[], month: string): number {
  let total = 0;
  for (const row of rows) if (row.month === month) total += row.deltaCents;
  return total;
}
