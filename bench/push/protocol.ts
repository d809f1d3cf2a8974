import type { Campaign } from '../../schema/entities';

/**
 * Messages between the push bench (bench/push/run.ts) and its client process (bench/push/clients.ts)
 * over the fork's IPC channel. Instants are `process.hrtime.bigint()` nanoseconds as decimal
 * strings: CLOCK_MONOTONIC on Linux, the same clock in both processes.
 */
export type ToClients =
  | { type: 'connect'; base: string; cookie: string; businessId: string; campaignId: string; clients: number }
  /** Time the next `campaign.updated` of the campaign in this status; answered with 'armed'. */
  | { type: 'expect'; status: Campaign['status']; timeoutMs: number }
  | { type: 'stop' };

export type FromClients =
  | { type: 'connected'; clients: number }
  | { type: 'armed' }
  /** One receipt instant per client that saw the change within the timeout; `missed` the others. */
  | { type: 'received'; at: string[]; missed: number }
  | { type: 'failed'; message: string };
