// The projector and the rebuild as they ship: compiled into projections/dist (bundleProgram),
// which `npm run projector` and `npm run projections:rebuild` run on plain node.
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '../../../tools/bundle/bundle-program.ts';

export const PROJECTIONS_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

export const bundleProjections = (outdir = PROJECTIONS_DIST) =>
  bundleProgram({
    outdir,
    // The programs, and every TypeScript worker they start (startTsWorker).
    entries: ['../projector.ts', '../rebuild.ts', '../rebuild/rebuild-thread.worker.ts'].map(
      (file) => new URL(file, import.meta.url),
    ),
  });
