export { startTsWorker } from './ts-worker.ts';
