export { startTsWorker } from './ts-worker.ts';
export { lowerThisThreadsPriority } from './background-thread.ts';
