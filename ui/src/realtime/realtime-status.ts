import { atom, useAtomValue } from 'jotai';

/**
 * Where the live connection stands:
 * - 'connecting': first connection not yet joined (queries keep their fallback interval, which
 *   rarely fires since joining takes milliseconds);
 * - 'live': connected and joined to the business room: pushes keep the cache fresh, no polling;
 * - 'reconnecting': the socket dropped or could not join: poll at SPEC intervals and say so.
 */
export type RealtimeStatus = 'connecting' | 'live' | 'reconnecting';

export const realtimeStatusAtom = atom<RealtimeStatus>('connecting');

/** A query's refetchInterval: nothing while pushes arrive, the SPEC interval otherwise. */
export function pollIntervalFor(status: RealtimeStatus, intervalMs: number): number | false {
  return status === 'live' ? false : intervalMs;
}

export function usePollInterval(intervalMs: number): number | false {
  return pollIntervalFor(useAtomValue(realtimeStatusAtom), intervalMs);
}
