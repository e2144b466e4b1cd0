// The gateway as it ships: compiled once by esbuild into gateway/dist, instead of by tsx at each
// start. One ES module for the server and one for each worker thread it starts, beside it
// (startTsWorker, in a bundle, starts `<name>.js` from the bundle's folder). The workspace's own
// code (@sofre/*) is bundled; packages from node_modules are imported as they are (native addons,
// and files they read from their own folders).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** gateway/dist: at the depth of gateway/src, so the server finds the built web apps as from source. */
export const GATEWAY_DIST = join(repositoryRoot, 'gateway/dist');

const SERVER = 'gateway/src/server.ts';

/** Every TypeScript worker the server starts (startTsWorker); each is compiled as `<name>.js`. */
export const GATEWAY_WORKERS = [
  'projections/src/runner/worker-lane.worker.ts',
  'gateway/src/printing/render/render-thread.worker.ts',
] as const;

/** Plain JavaScript workers, started by their own file name: copied as they are. */
const PLAIN_WORKERS = ['engine/src/store/wal-checkpointer.worker.mjs'] as const;

const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@sofre/') || path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

export async function bundleGateway(outdir = GATEWAY_DIST): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const entryPoints = Object.fromEntries(
    [SERVER, ...GATEWAY_WORKERS].map((file) => [basename(file, '.ts'), join(repositoryRoot, file)]),
  );
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    // Stack traces point into the sources (node --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of PLAIN_WORKERS)
    copyFileSync(join(repositoryRoot, file), join(outdir, basename(file)));
}
