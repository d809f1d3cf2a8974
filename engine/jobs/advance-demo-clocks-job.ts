import { realNow, withDemoClockLock } from '../demo-clock/business-clock';
import { type DemoClockState, dueHours } from '../demo-clock/demo-clock';
import { runDemoHours } from '../demo-clock/run-demo-hours';
import type { EngineContext } from '../engine-context';

/**
 * At most this many simulated hours per business per run, so one run stays short; at "fast" speed
 * (a simulated day per ten real seconds) a run every ten seconds has about 24 due.
 */
const MAX_HOURS_PER_RUN = 48;

/**
 * Runs the due simulated hours of every demo business that has its own clock (the regular jobs
 * leave those businesses alone). One business's failure is logged by the caller's retry and does not
 * stop the others; a business whose hours another process is running is skipped this time.
 */
export async function advanceDemoClocks(ctx: EngineContext): Promise<{ businesses: number; hours: number; failed: number }> {
  const rows = await ctx.db.query<{ id: string }>(
    "select id from businesses where platform_mode = 'demo' and demo_clock is not null and demo_clock->>'speed' <> 'paused' order by id",
  );
  let hours = 0;
  let failed = 0;
  for (const { id } of rows) {
    try {
      const ran = await withDemoClockLock(ctx, id, false, async () => {
        const [row] = await ctx.db.query<{ demo_clock: DemoClockState | null }>('select demo_clock from businesses where id = $1', [id]);
        if (!row?.demo_clock) return 0;
        const due = dueHours(row.demo_clock, realNow(ctx), MAX_HOURS_PER_RUN);
        if (due.length > 0) await runDemoHours(ctx, id, row.demo_clock, due);
        return due.length;
      });
      hours += ran ?? 0;
    } catch {
      failed++;
    }
  }
  return { businesses: rows.length, hours, failed };
}
