// Runs one of this workspace's programs (rebuild, projector) as its own process, the way npm runs
// it: compiled (bundleProjections, by this workspace's test setup) and on plain node.
import { spawn } from 'node:child_process';
import { basename, join } from 'node:path';
import { PROJECTIONS_DIST } from '../bundle/bundle-projections.ts';

/** Where compiled-programs.global-setup.ts compiles them for a test run. */
export const COMPILED_FOR_TESTS = join(PROJECTIONS_DIST, 'tests');

export interface Script {
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  readonly signal: (name: NodeJS.Signals) => void;
}

/** @param program the program's source (`src/rebuild.ts`): its compiled module is run. */
export function runScript(program: string, env: Record<string, string | undefined>): Script {
  const entry = join(COMPILED_FOR_TESTS, `${basename(program, '.ts')}.js`);
  // Only what the script needs: a DATABASE_URL of the caller's would move its read models.
  const child = spawn(process.execPath, [entry], {
    cwd: join(PROJECTIONS_DIST, '..'),
    env: { PATH: process.env.PATH, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    signal: (name) => void child.kill(name),
  };
}
