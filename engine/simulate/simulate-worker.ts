import { parentPort, workerData } from 'node:worker_threads';
import { simulateShard } from './simulate';
import type { ShardMessage, ShardTask } from './simulate-workers';

/** Worker-thread entry of `runShardsInWorkers`: simulates one share of the businesses. */
const task = workerData as ShardTask;
const post = (message: ShardMessage) => parentPort?.postMessage(message);
const outcome = await simulateShard(task.options, task.setups, task.from, task.to, (hoursDone) => {
  if (hoursDone % 24 === 0) post({ type: 'progress', hoursDone });
});
post({ type: 'done', outcome });
