import { startGateway } from '../processes.ts';
import { submitThroughput } from '../submit-throughput.ts';
for (const name of (process.env.VARIANTS ?? 'plain,nice,nice,plain').split(',')) {
  const s = await startGateway({ STORE: 'sqlite', EXP_NICE: name === 'nice' ? '1' : '0' });
  try {
    const t = await submitThroughput(s, { connections: 50, seconds: 10 });
    console.log(name, Math.round(t.requestsPerSecond), 'p50', t.p50, 'p99', t.p99, 'cpu', Math.round(t.cpuPerOrder.mainUs), Math.round(t.cpuPerOrder.otherUs));
  } finally {
    await s.stop();
  }
}
