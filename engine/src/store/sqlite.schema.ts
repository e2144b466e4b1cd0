// One table is the whole log: the rowid is the global position (AUTOINCREMENT, so a position is
// never reused even if the last row were deleted), (stream, revision) and id are unique.
import type Database from 'better-sqlite3';

const DDL = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id       TEXT    NOT NULL UNIQUE,
    stream   TEXT    NOT NULL,
    revision INTEGER NOT NULL,
    type     TEXT    NOT NULL,
    data     TEXT    NOT NULL,
    metadata TEXT    NOT NULL,
    UNIQUE (stream, revision)
  );
`;

export interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

export function openSqlite(db: Database.Database) {
  // WAL lets readers (other processes' subscriptions) run beside the writer; NORMAL syncs at
  // checkpoints only, which keeps committed data safe from app crashes (not from power loss).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(DDL);
  return {
    lastRevision: db
      .prepare<[string], number>(
        'SELECT revision FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
      )
      .pluck(),
    findById: db.prepare<[string], EventRow>('SELECT * FROM events WHERE id = ?'),
    streamFrom: db.prepare<[string, number, number], EventRow>(
      'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
    ),
    insert: db.prepare<[string, string, number, string, string, string]>(
      'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    allAfter: db.prepare<[number, number], EventRow>(
      'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
    ),
  };
}

export type SqliteStatements = ReturnType<typeof openSqlite>;
