// Starts the servers under test as child processes, so the bench measures them the way they run:
// the gateway as `npm run gateway` runs it, compiled (gateway/dist) and with its node flags.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { bundleGateway, GATEWAY_DIST } from '@sofre/gateway/bundle';
import { bundleProjections, PROJECTIONS_DIST } from '@sofre/projections/bundle';

export const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export interface Server {
  readonly url: string;
  /** The server's process id (its memory is read from /proc/<pid>/status). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** The node flags of `npm run gateway` (its heap size), so the bench runs the gateway as it runs. */
export const GATEWAY_NODE_FLAGS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { gateway: string } }
).scripts.gateway
  .split(' ')
  .filter((word) => word.startsWith('--'));

/**
 * @param script a repository file: compiled JavaScript runs on node as it is, TypeScript through tsx.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  nodeFlags: readonly string[] = [],
): Promise<Server> {
  const port = String(await freePort());
  const runner = script.endsWith('.js') ? process.execPath : TSX;
  const child = spawn(runner, [...nodeFlags, join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A server that never got ready is stopped, not left running on its data folder.
  await waitUntilReady(`${url}${readyPath}`, child).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return { url, pid: child.pid!, stop: () => stop(child) };
}

/** The gateway is compiled once per run of a bench, from the sources as they are. */
let built: Promise<void> | undefined;

export async function startGateway(env: Record<string, string>): Promise<Server> {
  await (built ??= bundleGateway());
  return startProcess(
    relative(ROOT, join(GATEWAY_DIST, 'server.js')),
    { DATA_DIR: mkdtempSync(join(tmpdir(), 'sofre-bench-')), ...env },
    '/api-identity/vendors/byhost/localhost',
    GATEWAY_NODE_FLAGS,
  );
}

let projectorBuilt: Promise<void> | undefined;

/** The projector process as `npm run projector` runs it (compiled), ready once it says running. */
export async function startProjector(env: Record<string, string>): Promise<Omit<Server, 'url'>> {
  await (projectorBuilt ??= bundleProjections());
  const child = spawn(process.execPath, [join(PROJECTIONS_DIST, 'projector.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    let said = '';
    const read = (chunk: Buffer) => {
      said += String(chunk);
      if (!said.includes('projector: running')) return;
      child.stdout.off('data', read).resume();
      ready();
    };
    child.stdout.on('data', read);
    child.once('exit', (code) => fail(new Error(`projector exited with ${code}`)));
  });
  return { pid: child.pid!, stop: () => stop(child) };
}

// A gateway that rebuilds a big log at start on a busy machine may need longer (SERVER_READY_SECONDS).
const READY_SECONDS = Number(process.env.SERVER_READY_SECONDS ?? 60);

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} not ready in ${READY_SECONDS} s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** A port nothing listens on now, on the loopback. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
