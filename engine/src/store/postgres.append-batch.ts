// Group commit for PostgreSQL appends: the appends asked for in one turn of the event loop, to
// different streams, go out as one INSERT (one round trip, one transaction). Each append keeps
// its own answer: one whose expectation fails inserts nothing and goes through the single-append
// path, which explains the refusal; a unique violation (a race, a reused id) fails the statement,
// and every append of the batch is then made alone, as if there had been no batch.
import type pg from 'pg';
import type { AppendResult, EventToAppend, ExpectedRevision } from './event-store.port.ts';
import { encodePosition } from './position.ts';
import { EXPECTED_CODES, type AppendedRow, type queries } from './postgres.schema.ts';
import { tickBatcher } from './tick-batcher.ts';

type Append = (
  stream: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
) => Promise<AppendResult>;

interface AppendRequest {
  readonly stream: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
}

type Outcome = { readonly ok: AppendResult } | { readonly error: unknown };

const settle = (append: Promise<AppendResult>): Promise<Outcome> =>
  append.then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error }),
  );

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && (error as Error & { code?: string }).code === '23505';

export function batchedAppend(
  pool: pg.Pool,
  schema: string,
  sql: ReturnType<typeof queries>,
  appendAlone: Append,
): Append {
  /** The batch's results by stream (each stream once), or undefined after a unique violation. */
  async function appendTogether(requests: readonly AppendRequest[]) {
    const payload = requests.map(({ stream, events, expected }, ord) => ({
      ord,
      stream,
      code: typeof expected === 'number' ? expected : EXPECTED_CODES[expected],
      events: events.map((e) => ({ ...e, data: e.data ?? null })),
    }));
    try {
      const { rows } = await pool.query<AppendedRow & { stream: string }>({
        name: `sofre-append-streams-${schema}`,
        text: sql.appendStreams,
        values: [JSON.stringify(payload)],
      });
      const last = new Map<string, AppendedRow>();
      for (const row of rows) {
        const seen = last.get(row.stream);
        if (!seen || Number(row.revision) > Number(seen.revision)) last.set(row.stream, row);
      }
      return last;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  const run = async (requests: readonly AppendRequest[]): Promise<Outcome[]> => {
    const alone = (r: AppendRequest) => settle(appendAlone(r.stream, r.events, r.expected));
    if (requests.length === 1) return [await alone(requests[0]!)];
    // A stream asked twice: the later ones wait for the batch, as they would have in order.
    const firsts = requests.filter(
      (r, i) => requests.findIndex((q) => q.stream === r.stream) === i,
    );
    const together = await appendTogether(firsts);
    const answer = (request: AppendRequest): Outcome | Promise<Outcome> => {
      const row = together?.get(request.stream);
      if (!row) return alone(request);
      const position = encodePosition(row.transaction_id, row.global_position);
      return { ok: { nextRevision: Number(row.revision), position, repeated: false } };
    };
    const outcomes = new Map<AppendRequest, Outcome>();
    const answered = await Promise.all(firsts.map(answer));
    firsts.forEach((request, i) => outcomes.set(request, answered[i]!));
    for (const request of requests) {
      if (!outcomes.has(request)) outcomes.set(request, await alone(request));
    }
    return requests.map((request) => outcomes.get(request)!);
  };

  const append = tickBatcher(run);
  return async (stream, events, expected) => {
    const outcome = await append({ stream, events, expected });
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  };
}
