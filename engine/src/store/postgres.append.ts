// Appending to PostgreSQL in one round trip: a single INSERT ... SELECT that computes the next
// revision and inserts only when the expectation visibly holds, each append its own transaction.
// When it inserts nothing or trips a unique index, a second look says why: a retried command
// (answer as the first time), a reused id, a stale expectation, or a race to try again.
import type pg from 'pg';
import { DuplicateEventIdError } from './duplicate-event-id.error.ts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  type Revision,
} from './event-store.port.ts';
import { holds } from './expected-revision.ts';
import { answerRetry } from './idempotency.ts';
import { encodePosition } from './position.ts';
import {
  EXPECTED_CODES,
  type AppendedRow,
  type EventRow,
  type queries,
} from './postgres.schema.ts';
import { toRecorded } from './postgres.rows.ts';

type Append = (
  stream: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
) => Promise<AppendResult>;

/** Writers of one stream racing under 'any' each get this many tries, a little apart. */
const MAX_ATTEMPTS = 10;
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * attempt));

export function createPostgresAppend(
  pool: pg.Pool,
  schema: string,
  sql: ReturnType<typeof queries>,
): Append {
  const insert = async (stream: string, events: readonly EventToAppend[], code: number) => {
    const [one] = events;
    const query =
      events.length === 1 && one
        ? {
            name: `sofre-append-one-${schema}`,
            text: sql.appendOne,
            values: [stream, code, one.id, one.type, json(one.data), json(one.metadata)],
          }
        : {
            name: `sofre-append-many-${schema}`,
            text: sql.appendMany,
            values: [
              stream,
              code,
              JSON.stringify(events.map((e) => ({ ...e, data: e.data ?? null }))),
            ],
          };
    const { rows } = await pool.query<AppendedRow>(query);
    return rows.reduce<AppendedRow | undefined>(
      (last, row) => (!last || Number(row.revision) > Number(last.revision) ? row : last),
      undefined,
    );
  };

  const lastRevision = async (stream: string): Promise<Revision | undefined> => {
    const { rows } = await pool.query<{ revision: string | null }>({
      name: `sofre-last-revision-${schema}`,
      text: sql.lastRevision,
      values: [stream],
    });
    const revision = rows[0]?.revision;
    return revision === null || revision === undefined ? undefined : Number(revision);
  };

  /** Answers the append or throws; undefined means "a concurrent writer interfered: try again". */
  const explainRefusal = async (
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    error: unknown,
  ): Promise<AppendResult | undefined> => {
    const { rows } = await pool.query<EventRow>({
      name: `sofre-stored-from-${schema}`,
      text: sql.storedFrom,
      values: [events[0]?.id, events.length],
    });
    if (rows.length > 0) return answerRetry(stream, events, rows.map(toRecorded));
    const clash = idClash(error);
    if (clash !== undefined) throw new DuplicateEventIdError(stream, clash);
    const current = await lastRevision(stream);
    if (holds(expected, current)) return undefined;
    throw new WrongExpectedRevisionError(stream, expected, current ?? 'no_stream');
  };

  return async (stream, events, expected) => {
    const code = typeof expected === 'number' ? expected : EXPECTED_CODES[expected];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      let refusal: unknown;
      try {
        const last = await insert(stream, events, code);
        if (last) {
          return {
            nextRevision: Number(last.revision),
            position: encodePosition(last.transaction_id, last.global_position),
            repeated: false,
          };
        }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        refusal = error;
      }
      const answer = await explainRefusal(stream, events, expected, refusal);
      if (answer) return answer;
      await backOff(attempt);
    }
    throw new WrongExpectedRevisionError(
      stream,
      expected,
      (await lastRevision(stream)) ?? 'no_stream',
    );
  };
}

const json = (value: unknown): string => JSON.stringify(value ?? null);

type PgError = Error & { code?: string; constraint?: string; detail?: string };

const isUniqueViolation = (error: unknown): error is PgError =>
  error instanceof Error && (error as PgError).code === '23505';

/** The id of a unique violation on events.id, e.g. a batch naming one id twice. */
function idClash(error: unknown): string | undefined {
  if (!isUniqueViolation(error) || error.constraint !== 'events_id_key') return undefined;
  return /\(id\)=\((.*)\)/.exec(error.detail ?? '')?.[1] ?? '';
}
