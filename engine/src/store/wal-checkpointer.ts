// WAL checkpoints off the committing thread. SQLite's automatic checkpoint runs inside the commit
// that crosses its threshold, on the thread that commits: on a grown file it copies pages back to
// random places and syncs, and the order path waited for it (bench:growth, 200,000 orders: the
// grown store served 75 % of the empty store's rate with it, 100 % without). One worker thread
// per process checkpoints every file registered here instead, once a second. The writer keeps
// a far threshold of its own (BACKSTOP_PAGES), and goes back to SQLite's if the worker dies.
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/**
 * The worker's checkpoint interval. A page changed many times within it is copied once: at 200 ms
 * the grown store kept 82 % of the empty store's rate, at 1 s 92 %. With synchronous = NORMAL the
 * log is synced at checkpoints, so this is also about how much a power cut could take back.
 */
const EVERY_MS = 1_000;
/**
 * The writer's own threshold while the worker checkpoints: 200 MB of log at 4 KB pages. Under
 * steady writes a PASSIVE checkpoint never quite catches up with the log's end, so the log only
 * starts over when this one, with little left to copy, finishes it.
 */
const BACKSTOP_PAGES = 50_000;
/** SQLite's default threshold, back in force if the worker is gone. */
const INLINE_PAGES = 1_000;

type CheckpointerMessage =
  | { readonly kind: 'add'; readonly path: string }
  | { readonly kind: 'remove'; readonly path: string; readonly request: number };

let worker: Worker | undefined;
const registered = new Set<Database.Database>();
const removals = new Map<number, () => void>();
let nextRequest = 0;

function startWorker(): Worker {
  const started = new Worker(new URL('./wal-checkpointer.worker.mjs', import.meta.url), {
    workerData: { everyMs: EVERY_MS },
    // Plain JavaScript with a few objects per file: no TypeScript loader (the flags the gateway
    // runs with) and a small heap keep the thread small.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
    execArgv: [],
  });
  started.unref();
  started.on('message', (request: number) => {
    removals.get(request)?.();
    removals.delete(request);
  });
  const gone = () => {
    if (worker !== started) return;
    worker = undefined;
    for (const db of registered) if (db.open) db.pragma(`wal_autocheckpoint = ${INLINE_PAGES}`);
    for (const done of removals.values()) done();
    removals.clear();
  };
  started.on('error', gone);
  started.on('exit', gone);
  return started;
}

/**
 * Moves a file-backed WAL database's checkpoints to the process's checkpoint worker. The answer
 * takes the file back; call it before closing the connection.
 */
export function checkpointInBackground(db: Database.Database): () => Promise<void> {
  if (db.memory) return async () => {};
  const path = db.name;
  worker ??= startWorker();
  const own = worker;
  registered.add(db);
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  own.postMessage({ kind: 'add', path } satisfies CheckpointerMessage);

  return async () => {
    if (!registered.delete(db)) return;
    if (worker !== own) return;
    const request = nextRequest++;
    // The worker closes its connection first, so the writer's close is the last one and
    // finishes the log as SQLite does when a WAL file's last connection closes.
    await new Promise<void>((resolve) => {
      removals.set(request, resolve);
      own.postMessage({ kind: 'remove', path, request } satisfies CheckpointerMessage);
    });
    // Another connection's release may still wait for its answer: the last one ends the worker.
    if (registered.size === 0 && removals.size === 0 && worker === own) {
      worker = undefined;
      await own.terminate();
    }
  };
}
