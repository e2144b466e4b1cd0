// A worker thread starts as plain Node: it loads TypeScript through tsx first (as the gateway
// runs), then the lane itself.
import { register } from 'tsx/esm/api';

register();
await import('./worker-lane.worker.ts');
