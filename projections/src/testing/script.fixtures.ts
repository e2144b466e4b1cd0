// Runs one of this workspace's entry points (rebuild.ts, projector.ts) as its own process, the
// way npm runs it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export interface Script {
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  readonly signal: (name: NodeJS.Signals) => void;
}

export function runScript(entry: string, env: Record<string, string | undefined>): Script {
  // Only what the script needs: a DATABASE_URL of the caller's would move its read models.
  const child = spawn(tsx, [entry], { cwd: workspace, env: { PATH: process.env.PATH, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    signal: (name) => void child.kill(name),
  };
}
