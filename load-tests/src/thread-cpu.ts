// CPU a process's threads have used, read from /proc (Linux): the order thread (the process's
// main thread, whose id is the pid) apart from the others (the projection lanes' workers, the
// print renderer, libuv's pool, V8's helpers). CPU time per order holds still when the machine's
// speed drifts or another job shares it, where orders per second do not.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ThreadCpu {
  /** ms of CPU (user + system) of the main thread. */
  readonly mainMs: number;
  /** ms of CPU of every other thread. */
  readonly otherMs: number;
}

const cpuMsOf = (stat: string) => {
  // The command name may hold spaces: the fields start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};

export function threadCpu(pid: number): ThreadCpu {
  let mainMs = 0;
  let otherMs = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    if (Number(tid) === pid) mainMs += cpuMsOf(stat);
    else otherMs += cpuMsOf(stat);
  }
  return { mainMs, otherMs };
}

/** CPU per unit of work between two readings, in µs. */
export const cpuPer = (before: ThreadCpu, after: ThreadCpu, units: number) => ({
  mainUs: ((after.mainMs - before.mainMs) * 1000) / units,
  otherUs: ((after.otherMs - before.otherMs) * 1000) / units,
});
