// A program as it ships: compiled once by esbuild into its package's dist/, instead of by tsx at
// each start. One ES module for each entry (the program, and each worker thread it starts, which
// startTsWorker then starts from beside it as `<name>.js`). The workspace's own code (@sofre/*) is
// bundled; packages from node_modules are imported as they are (native addons, and files they read
// from their own folders), so dist/ must sit inside the repository, where node finds them.
// A build tool, so it lives in tools/, beside the workspaces, and not in the engine's domain.
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

export interface Program {
  /** The folder its files go to. */
  readonly outdir: string;
  /** Its TypeScript entries: the program and each worker it starts. */
  readonly entries: readonly URL[];
}

/** The engine's plain-JavaScript workers (the SQLite checkpointer), started by their file name. */
const PLAIN_WORKERS = [
  new URL('../../engine/src/store/wal-checkpointer.worker.mjs', import.meta.url),
];

const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@sofre/') || path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

export async function bundleProgram({ outdir, entries }: Program): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(
      entries.map((url) => fileURLToPath(url)).map((file) => [basename(file, '.ts'), file]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    // Stack traces point into the sources with node --enable-source-maps.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of PLAIN_WORKERS) {
    const path = fileURLToPath(file);
    copyFileSync(path, join(outdir, basename(path)));
  }
}
