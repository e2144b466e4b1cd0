// Starts a repository script (gateway, projector) as a child process for integration tests and
// waits for the line that says it is ready.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface Child {
  readonly process: ChildProcess;
  readonly output: string[];
  /** Resolves with the first line `match` accepts; rejects if the process exits first. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export function startScript(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      output.push(line);
      for (const l of listeners) l(line);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    process: child,
    output,
    waitForLine(match, timeoutMs = 60_000) {
      const seen = output.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            done(new Error(`${script}: no ready line in ${timeoutMs} ms\n${output.join('\n')}`)),
          timeoutMs,
        );
        const listener = (line: string) => (match(line) ? done(undefined, line) : undefined);
        const done = (error?: Error, line?: string) => {
          clearTimeout(timer);
          listeners.delete(listener);
          if (error) reject(error);
          else resolve(line!);
        };
        listeners.add(listener);
        void exited.then((code) =>
          done(new Error(`${script} exited (${code}) before ready:\n${output.join('\n')}`)),
        );
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
