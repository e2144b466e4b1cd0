// A worker thread running a TypeScript module. From source, a worker starts as plain Node, so it
// goes through a small bootstrap that loads TypeScript through tsx first, then the module. In a
// compiled program (gateway/dist, projections/dist: tools/bundle) this code is part of a .js
// file, and each worker is compiled beside it under its own name: it starts as it is.
import { Worker, type WorkerOptions } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker.bootstrap.mjs', import.meta.url);
const BUNDLED = import.meta.url.endsWith('.js');

/**
 * @param entry the module the thread runs (a URL beside its caller's: `new URL('./x.worker.ts',
 *   import.meta.url)`); it reads `workerData` as given here.
 */
export function startTsWorker(
  entry: URL,
  options: Omit<WorkerOptions, 'workerData'> & { readonly workerData?: object } = {},
): Worker {
  const { workerData = {}, ...rest } = options;
  if (BUNDLED) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), options);
  return new Worker(BOOTSTRAP, { ...rest, workerData: { ...workerData, entry: entry.href } });
}
