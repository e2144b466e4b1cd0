// The projector and the rebuild as they ship: compiled into projections/dist (bundleProgram),
// which `npm run projector` and `npm run projections:rebuild` run on plain node.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '@sofre/engine/runtime/bundle';

const workspace = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const PROJECTIONS_DIST = join(workspace, 'dist');

export const bundleProjections = (outdir = PROJECTIONS_DIST) =>
  bundleProgram({
    outdir,
    entries: [
      'src/projector.ts',
      'src/rebuild.ts',
      // Every TypeScript worker they start (startTsWorker).
      'src/rebuild/rebuild-thread.worker.ts',
    ].map((file) => join(workspace, file)),
  });
