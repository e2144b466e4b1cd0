import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkpointInBackground } from './wal-checkpointer.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function walDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'sofre-wal-'));
  dirs.push(dir);
  const path = join(dir, 'store.sqlite');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (v TEXT)');
  return { db, path };
}

const writeMegabytes = (db: Database.Database, mb: number) =>
  db.transaction(() => {
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    for (let i = 0; i < mb * 256; i += 1) insert.run('x'.repeat(4000));
  })();

describe('checkpoints in the background', () => {
  it('copies the log into the database file from the worker, not in the commit', async () => {
    const { db, path } = walDatabase();
    const release = checkpointInBackground(db);
    writeMegabytes(db, 8);
    // The commit left its pages in the log: SQLite's own threshold (4 MB) is off for this writer.
    expect(statSync(path).size).toBeLessThan(1_000_000);
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(8_000_000), {
      timeout: 5_000,
      interval: 50,
    });
    await release();
    db.close();
  });

  it('lets the writer close last, so the log is finished and removed as SQLite does', async () => {
    const { db, path } = walDatabase();
    const release = checkpointInBackground(db);
    writeMegabytes(db, 1);
    await release();
    db.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(new Database(path).prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 256 });
  });

  it('answers every release when many connections give their files back at once', async () => {
    const files = Array.from({ length: 20 }, walDatabase);
    const releases = files.map(({ db }) => checkpointInBackground(db));
    files.forEach(({ db }) => writeMegabytes(db, 1));
    // The first answer must not end the worker while the others are still owed theirs.
    await Promise.all(releases.map((release) => release()));
    files.forEach(({ db }) => db.close());
  }, 10_000);

  it('leaves an in-memory database alone', async () => {
    const db = new Database(':memory:');
    await checkpointInBackground(db)();
    db.close();
  });
});
