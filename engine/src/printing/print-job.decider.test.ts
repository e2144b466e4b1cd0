// A print job's life: requested once however often it is asked, claimed by one worker at a time
// (a second claim is refused until the lease runs out), printed, or failed with the next attempt's
// time until it prints; a job with nowhere to print fails at once for staff to see.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { printJobDecider } from './print-job.decider.ts';
import { PrintFailed, PrintSucceeded } from './print-job.events.ts';
import { PRINT_RETRY, printRetryDelayMs } from './print-retry.ts';
import {
  at,
  jobId,
  printCommand,
  requested,
  started,
  ticket,
  T0,
} from './print-job.test-fixtures.ts';

const given = specFor(printJobDecider);
const request = printCommand('RequestPrint', {
  jobId,
  printerId: 'printer-kitchen',
  stationId: 'station-hot-kitchen',
  document: ticket,
});
const claim = (now: string, worker = 'gateway-a') =>
  printCommand('StartPrintAttempt', { jobId, worker, leaseUntil: at(60) }, now);
const refused = (attempt: number, retryAt?: string) =>
  printCommand('RecordPrintFailure', {
    jobId,
    attempt,
    reason: 'REFUSED',
    message: 'connect ECONNREFUSED 127.0.0.1:9100',
    retryAt,
  });
const failed = (attempt: number, retryAt?: string) =>
  PrintFailed({
    jobId,
    attempt,
    printerId: 'printer-kitchen',
    reason: 'REFUSED',
    message: 'connect ECONNREFUSED 127.0.0.1:9100',
    retryAt,
  });

describe('print job: requested', () => {
  it('records the job with its document, one copy unless the station says more', () =>
    given([]).when(request).then([requested]));

  it('asked again (a retried routing, a second gateway) changes nothing', () =>
    given([requested]).when(request).then([]));

  it('a job with nowhere to print is recorded and failed at once, never retried', () => {
    const stray = printCommand('RequestPrint', {
      jobId,
      problem: 'ITEM_WITHOUT_STATION',
      document: ticket,
    });
    const [first, second] = given([]).when(stray).events();
    expect(first).toMatchObject({
      type: 'PrintRequested',
      data: { problem: 'ITEM_WITHOUT_STATION' },
    });
    expect(second).toEqual(
      PrintFailed({
        jobId,
        attempt: 0,
        reason: 'ITEM_WITHOUT_STATION',
        message: 'not printed: ITEM_WITHOUT_STATION',
      }),
    );
  });

  it('anything but a request for a job never requested is PRINT_JOB_NOT_FOUND', () =>
    given([]).when(claim(T0)).thenRefuses('PRINT_JOB_NOT_FOUND'));
});

describe('print job: one worker at a time', () => {
  it('the first claim starts attempt 1', () =>
    given([requested])
      .when(claim(T0))
      .then([started(1)]));

  it('a second claim while the first worker holds the lease is refused', () =>
    given([requested, started(1)])
      .when(claim(at(5), 'gateway-b'))
      .thenRefuses('PRINT_JOB_BUSY'));

  it('a worker that vanished mid-print loses the job when its lease runs out', () =>
    given([requested, started(1)])
      .when(claim(at(60), 'gateway-b'))
      .then([started(2, at(60), 'gateway-b')]));

  it('a failed job is not claimed before its retry time, and is at it', () => {
    const history = [requested, started(1), failed(1, at(2))];
    given(history)
      .when(claim(at(1)))
      .thenRefuses('PRINT_JOB_NOT_DUE');
    given(history)
      .when(claim(at(2)))
      .then([started(2)]);
  });

  it('a printed or given-up job is not claimed again', () => {
    given([
      requested,
      started(1),
      PrintSucceeded({ jobId, attempt: 1, printerId: 'printer-kitchen' }),
    ])
      .when(claim(at(1)))
      .thenRefuses('PRINT_JOB_FINISHED');
    given([requested, started(1), failed(1)])
      .when(claim(at(1)))
      .thenRefuses('PRINT_JOB_FINISHED');
  });
});

describe('print job: what the attempt came to', () => {
  it('printed', () =>
    given([requested, started(1)])
      .when(printCommand('RecordPrintSuccess', { jobId, attempt: 1 }))
      .then([PrintSucceeded({ jobId, attempt: 1, printerId: 'printer-kitchen' })]));

  it('failed, with the time of the next attempt', () =>
    given([requested, started(1)])
      .when(refused(1, at(1)))
      .then([failed(1, at(1))]));

  it('the word of a worker whose attempt is no longer current changes nothing', () => {
    given([requested, started(1), started(2)])
      .when(refused(1, at(1)))
      .then([]);
    given([requested, started(1), failed(1, at(1))])
      .when(refused(1, at(2)))
      .then([]);
  });

  it('paper that came out came out: a late success still counts, once', () => {
    const printed = PrintSucceeded({ jobId, attempt: 1, printerId: 'printer-kitchen' });
    given([requested, started(1), started(2)])
      .when(printCommand('RecordPrintSuccess', { jobId, attempt: 1 }))
      .then([printed]);
    given([requested, started(1), printed])
      .when(printCommand('RecordPrintSuccess', { jobId, attempt: 1 }))
      .then([]);
  });
});

describe('print retry policy', () => {
  it('waits 1 s, 2 s, 4 s … doubling, never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => printRetryDelayMs(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(printRetryDelayMs(3, { ...PRINT_RETRY, baseMs: 50 })).toBe(200);
  });
});
