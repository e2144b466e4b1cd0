// The gateway as it ships: compiled into gateway/dist (bundleProgram), which `npm run gateway`,
// `npm start`, the Dockerfile and the benches run on plain node.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '@sofre/engine/runtime/bundle';

const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** gateway/dist: at the depth of gateway/src, so the server finds the built web apps as from source. */
export const GATEWAY_DIST = join(repositoryRoot, 'gateway/dist');

export const bundleGateway = (outdir = GATEWAY_DIST) =>
  bundleProgram({
    outdir,
    entries: [
      'gateway/src/server.ts',
      // Every TypeScript worker the server starts (startTsWorker).
      'projections/src/runner/worker-lane.worker.ts',
      'gateway/src/printing/render/render-thread.worker.ts',
    ].map((file) => join(repositoryRoot, file)),
  });
