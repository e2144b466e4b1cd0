// The checkpoint worker (wal-checkpointer.ts): its own connection to each registered file, and a
// PASSIVE checkpoint of each on a timer. PASSIVE never waits for the writer or its readers: it
// copies what it can, and the next round copies the rest. Plain JavaScript: this thread needs no
// TypeScript loader, which keeps it small.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** path -> { db, holders } */
const files = new Map();

function checkpointAll() {
  for (const { db } of files.values()) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Busy or locked this round (another checkpoint, a schema change): the next round retries.
    }
  }
}

parentPort.on('message', (message) => {
  if (message.kind === 'add') {
    const held = files.get(message.path);
    if (held) held.holders += 1;
    else {
      const db = new Database(message.path, { fileMustExist: true });
      // Its checkpoints sync as the writer's would (synchronous = NORMAL syncs at checkpoints).
      db.pragma('synchronous = NORMAL');
      files.set(message.path, { db, holders: 1 });
    }
    return;
  }
  const held = files.get(message.path);
  if (held && --held.holders === 0) {
    files.delete(message.path);
    held.db.close();
  }
  parentPort.postMessage(message.request);
});

setInterval(checkpointAll, workerData.everyMs);
