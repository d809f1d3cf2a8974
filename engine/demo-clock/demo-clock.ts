import { DEMO_RATES, type DemoClockView, type DemoSpeed } from '../../schema/demo-clock';

const HOUR_MS = 3_600_000;

/**
 * A demo business's clock as stored (`businesses.demo_clock`): the simulated instant `virtualMs` at
 * the real instant `realMs`, the speed since then, and the last simulated hour the engine has run
 * (sync, budget audit, optimization, round check) for the business. Pure: real time is passed in.
 */
export interface DemoClockState {
  virtualMs: number;
  realMs: number;
  speed: DemoSpeed;
  /** Start of the last simulated hour whose engine jobs have run. */
  steppedHourMs: number;
}

export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** A clock that starts at real time, running at real time, with the current hour already run by the regular jobs. */
export function startedClock(realNowMs: number): DemoClockState {
  return { virtualMs: realNowMs, realMs: realNowMs, speed: 'realtime', steppedHourMs: floorHour(realNowMs) };
}

export function virtualNow(clock: DemoClockState, realNowMs: number): number {
  return clock.virtualMs + Math.max(0, realNowMs - clock.realMs) * DEMO_RATES[clock.speed];
}

/** The same simulated instant, from now on at another speed. */
export function withSpeed(clock: DemoClockState, speed: DemoSpeed, realNowMs: number): DemoClockState {
  return { ...clock, virtualMs: virtualNow(clock, realNowMs), realMs: realNowMs, speed };
}

/** The simulated hours whose jobs are due at `realNowMs`, oldest first, at most `limit` of them. */
export function dueHours(clock: DemoClockState, realNowMs: number, limit = Number.POSITIVE_INFINITY): number[] {
  const hours: number[] = [];
  const last = floorHour(virtualNow(clock, realNowMs));
  for (let hour = clock.steppedHourMs + HOUR_MS; hour <= last && hours.length < limit; hour += HOUR_MS) hours.push(hour);
  return hours;
}

/** As the dashboard gets it: the simulated time at the anchor's real instant; the browser runs it on from there. */
export function presentDemoClock(clock: DemoClockState): DemoClockView {
  return { now: new Date(clock.virtualMs).toISOString(), speed: clock.speed, asOf: new Date(clock.realMs).toISOString() };
}
