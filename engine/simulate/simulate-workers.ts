import type { BusinessSetup, ShardOptions, ShardOutcome } from './simulate';

/** What the main thread sends a worker: its share of the businesses. */
export interface ShardTask {
  options: ShardOptions;
  setups: readonly BusinessSetup[];
  from: number;
  to: number;
}

export type ShardMessage = { type: 'progress'; hoursDone: number } | { type: 'done'; outcome: ShardOutcome };

/**
 * Runs contiguous shares of the businesses in worker threads (the hourly work per business is
 * independent, and the budget audit is a per-business pure batch), so a simulation uses every core.
 * Resolves to null when workers cannot start here (e.g. a runner that loads TypeScript itself):
 * the caller then simulates in its own thread, with the same result.
 */
export async function runShardsInWorkers(
  options: ShardOptions,
  setups: readonly BusinessSetup[],
  workers: number,
  onProgress?: (hoursDone: number, hoursTotal: number) => void,
): Promise<ShardOutcome[] | null> {
  const { Worker } = await import('node:worker_threads');
  const hoursTotal = options.days * 24;
  const progress = new Array<number>(workers).fill(0);
  let reported = 0;
  const started: InstanceType<typeof Worker>[] = [];
  const runs = Array.from({ length: workers }, (_, index) => {
    const task: ShardTask = {
      options,
      setups,
      from: Math.floor((index * setups.length) / workers),
      to: Math.floor(((index + 1) * setups.length) / workers),
    };
    return new Promise<ShardOutcome>((resolve, reject) => {
      const worker = new Worker(new URL('./simulate-worker.ts', import.meta.url), { workerData: task });
      started.push(worker);
      worker.on('message', (message: ShardMessage) => {
        if (message.type === 'done') {
          resolve(message.outcome);
          return;
        }
        progress[index] = message.hoursDone;
        const slowest = Math.min(...progress);
        if (slowest > reported) {
          reported = slowest;
          onProgress?.(slowest, hoursTotal);
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`Simulation worker exited with code ${code}`)));
    });
  });
  try {
    return await Promise.all(runs);
  } catch (error) {
    for (const worker of started) await worker.terminate();
    // A worker that could not even load its module means this runtime cannot run TypeScript workers.
    if (reported === 0 && isLoadFailure(error)) return null;
    throw error;
  }
}

function isLoadFailure(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return ['ERR_UNKNOWN_FILE_EXTENSION', 'ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX', 'ERR_INVALID_TYPESCRIPT_SYNTAX'].includes(code) || error instanceof SyntaxError;
}
