// The gateway as it ships: compiled into gateway/dist (bundleProgram), which `npm run gateway`,
// `npm start`, the Dockerfile and the benches run on plain node.
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '../../../tools/bundle/bundle-program.ts';

/** gateway/dist: at the depth of gateway/src, so the server finds the built web apps as from source. */
export const GATEWAY_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

export const bundleGateway = (outdir = GATEWAY_DIST) =>
  bundleProgram({
    outdir,
    entries: [
      '../server.ts',
      // Every TypeScript worker the server starts (startTsWorker).
      '../../../projections/src/runner/worker-lane.worker.ts',
      '../printing/render/render-thread.worker.ts',
    ].map((file) => new URL(file, import.meta.url)),
  });
