import { z } from 'zod';
import { isoDateTimeSchema } from './fields';

/**
 * A demo business's own clock (issue 20). Demo mode is the product's shop window: the owner plays the
 * simulation at real time, fast (a simulated day about every ten seconds) or pauses it, and
 * fast-forwards whole days, while the real engine runs over the simulated hours.
 */
export const DEMO_SPEEDS = ['paused', 'realtime', 'fast'] as const;
export const demoSpeedSchema = z.enum(DEMO_SPEEDS, { error: 'speed must be paused, realtime or fast' });
export type DemoSpeed = z.infer<typeof demoSpeedSchema>;

/** Simulated milliseconds per real millisecond: "fast" is one simulated day per ten real seconds. */
export const DEMO_RATES: Record<DemoSpeed, number> = { paused: 0, realtime: 1, fast: 8_640 };

/** The most days one fast-forward may cover (a month). */
export const MAX_FAST_FORWARD_DAYS = 31;

/** As the dashboard gets it: the simulated now at `asOf` (real time), and how fast it runs. */
export const demoClockSchema = z.object({
  now: isoDateTimeSchema,
  speed: demoSpeedSchema,
  /** The real instant `now` was read at; the browser moves `now` on at the speed's rate from there. */
  asOf: isoDateTimeSchema,
});
export type DemoClockView = z.infer<typeof demoClockSchema>;

/** POST /api/demo/fast-forward */
export const fastForwardRequestSchema = z.object({
  days: z
    .number({ error: 'days must be a whole number from 1 to 31' })
    .int({ message: 'days must be a whole number from 1 to 31' })
    .min(1, { message: 'days must be a whole number from 1 to 31' })
    .max(MAX_FAST_FORWARD_DAYS, { message: 'days must be a whole number from 1 to 31' }),
});
export type FastForwardRequest = z.infer<typeof fastForwardRequestSchema>;

/** POST /api/demo/clock */
export const setDemoClockRequestSchema = z.object({ speed: demoSpeedSchema });
export type SetDemoClockRequest = z.infer<typeof setDemoClockRequestSchema>;

/** Both calls answer the clock after the change, with how many simulated hours the engine ran. */
export const demoClockResponseSchema = z.object({ clock: demoClockSchema, hoursRun: z.number().int().nonnegative() });
export type DemoClockResponse = z.infer<typeof demoClockResponseSchema>;

/** The simulated instant at real instant `realNowMs`, from the clock as the dashboard got it. */
export function simulatedNowMs(clock: DemoClockView, realNowMs: number): number {
  return Date.parse(clock.now) + Math.max(0, realNowMs - Date.parse(clock.asOf)) * DEMO_RATES[clock.speed];
}

/** Whole simulated days from `nowMs` that stay within its month (UTC, the ledger's months): at least 1, at most 31. */
export function daysToMonthEnd(nowMs: number): number {
  const now = new Date(nowMs);
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.min(MAX_FAST_FORWARD_DAYS, Math.max(1, Math.floor((nextMonth - nowMs) / 86_400_000)));
}
