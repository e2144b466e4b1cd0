// A worker that lowers its own priority and says what the kernel then gives it and its process.
import { getPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from './background-thread.ts';

lowerThisThreadsPriority();
parentPort!.postMessage({ thread: getPriority(), process: getPriority(process.pid) });
