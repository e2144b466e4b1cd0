// npm run bench:orders-profile — where an order's CPU goes: the embedded gateway runs under
// node's --cpu-prof while the bench submits orders, and the profiles (one per thread) are summed
// by file and by function. Run it after a change to the order path, beside bench:orders.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { bundleGateway, GATEWAY_DIST } from '@sofre/gateway/bundle';
import { GATEWAY_NODE_FLAGS, ROOT, startProcess } from './processes.ts';
import { printTable } from './stats.ts';
import { submitThroughput } from './submit-throughput.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly hitCount?: number;
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const profileDir = mkdtempSync(join(tmpdir(), 'sofre-profile-'));
await bundleGateway();
const server = await startProcess(
  relative(ROOT, join(GATEWAY_DIST, 'server.js')),
  { DATA_DIR: mkdtempSync(join(tmpdir(), 'sofre-bench-')), STORE: 'sqlite' },
  '/api-identity/vendors/byhost/localhost',
  [...GATEWAY_NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${profileDir}`],
);
let orders = 0;
try {
  const t = await submitThroughput(server, { connections: CONNECTIONS, seconds: SECONDS });
  orders = t.requestsPerSecond * SECONDS;
  console.log(`${Math.round(t.requestsPerSecond)} orders/s under the profiler`);
} finally {
  await server.stop();
}

/** Self time in ms by a key of the frame, over every thread's profile; shares are of busy time. */
function selfTimes(key: (frame: ProfileNode['callFrame']) => string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)!.callFrame;
      const name = frame.functionName === '(idle)' ? '(idle)' : key(frame);
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
  }
  return totals;
}

const fileOf = (url: string) =>
  url === '' ? '(native)' : url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
const table = (totals: Map<string, number>) => {
  const busy = [...totals].filter(([name]) => !name.startsWith('(idle)'));
  const all = busy.reduce((sum, [, ms]) => sum + ms, 0);
  return busy
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => ({
      where: name.slice(0, 90),
      'ms self': Math.round(ms),
      share: `${((ms / all) * 100).toFixed(1)} %`,
      'µs per order': orders ? Math.round((ms * 1000) / orders) : '-',
    }));
};
printTable('CPU by file (all threads)', table(selfTimes((f) => fileOf(f.url))));
printTable(
  'CPU by function (all threads)',
  table(selfTimes((f) => `${f.functionName || '(anonymous)'} ${fileOf(f.url)}:${f.lineNumber}`)),
);
console.log(`profiles: ${profileDir}`);
