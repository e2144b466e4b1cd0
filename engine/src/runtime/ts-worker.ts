// A worker thread running a TypeScript module. A worker starts as plain Node, so it goes through a
// small bootstrap that loads TypeScript through tsx first (as the gateway runs), then the module.
import { Worker, type WorkerOptions } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker.bootstrap.mjs', import.meta.url);

/**
 * @param entry the module the thread runs (a URL beside its caller's: `new URL('./x.worker.ts',
 *   import.meta.url)`); it reads `workerData` as given here.
 */
export function startTsWorker(
  entry: URL,
  options: Omit<WorkerOptions, 'workerData'> & { readonly workerData?: object } = {},
): Worker {
  const { workerData = {}, ...rest } = options;
  return new Worker(BOOTSTRAP, { ...rest, workerData: { ...workerData, entry: entry.href } });
}
