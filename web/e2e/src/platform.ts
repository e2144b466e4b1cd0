// Runs the platform the way `npm start` does (gateway, embedded store, demo vendor), in a
// throwaway data directory on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScript } from '@sofre/gateway/testing';

export interface Platform {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startPlatform(): Promise<Platform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sofre-e2e-'));
  const gateway = startScript('gateway/src/server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STORE: 'sqlite',
    LOG_LEVEL: 'info',
  });
  const ready = await gateway.waitForLine((line) => line.includes('gateway listening'));
  const { port } = JSON.parse(ready) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
