// A worker thread starts as plain Node: it loads TypeScript through tsx first (as the gateway
// runs), then the module its starter named in workerData.entry (a file URL).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
