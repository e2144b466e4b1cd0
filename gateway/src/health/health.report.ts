// What the health routes answer (ARCHITECTURE decision 12): whether the event store and the read
// models answer, and how far the read models are behind the log. Measured at most once a second
// however many back offices poll, and never longer than a probe's timeout: a health check that
// hangs with the database is no health check.
import type { FastifyBaseLogger } from 'fastify';
import type { HealthReport, ProjectionLag } from '@sofre/engine/contracts';
import { projectionLags } from '@sofre/projections';
import type { Platform } from '../platform/platform.port.ts';

/**
 * A read model this far behind is a problem to report: screens show stale orders. It does not
 * make the gateway unready: one projector serves every gateway, so a dead one would take them all
 * out of a load balancer at once and stop order taking too, while orders are still stored safely.
 */
export const STALE_AFTER_SECONDS = 30;
const PROBE_TIMEOUT_MS = 2_000;
const REPORT_MAX_AGE_MS = 1_000;

/** A domain no vendor can have (RFC 2606 .invalid): looking it up is a real read-model query. */
const PROBE_DOMAIN = 'health-check.invalid';

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each read model's checkpoint, measured on its own: a stuck one shows by name. */
const lagsOf = async (platform: Platform, now: Date) =>
  projectionLags(platform.store, await platform.readSide.checkpoints(), now);

const lagProblem = ({ projection, lagSeconds, lagEvents, lagEventsCapped }: ProjectionLag) =>
  `${projection} is ${lagSeconds} s behind the event log ` +
  `(${lagEvents}${lagEventsCapped ? '+' : ''} events; bound ${STALE_AFTER_SECONDS} s)`;

async function measureHealth(
  platform: Platform,
  log: FastifyBaseLogger,
  now: Date,
): Promise<HealthReport> {
  const failed = (what: string) => (error: unknown) => {
    log.warn({ err: error }, `health: ${what} does not answer`);
    return undefined;
  };
  const [projections, readModelsAnswer] = await Promise.all([
    within(lagsOf(platform, now), PROBE_TIMEOUT_MS).catch(failed('the event store')),
    within(platform.readSide.vendorByDomain(PROBE_DOMAIN), PROBE_TIMEOUT_MS).then(
      () => true,
      failed('the read models'),
    ),
  ]);
  const unready = [
    ...(projections ? [] : ['the event store does not answer']),
    ...(readModelsAnswer ? [] : ['the read models do not answer']),
  ];
  const stale = (projections ?? []).filter((p) => p.lagSeconds > STALE_AFTER_SECONDS);
  const problems = [...unready, ...stale.map(lagProblem)];
  return {
    ready: unready.length === 0,
    problems,
    checkedAt: now.toISOString(),
    eventStore: { kind: platform.store.kind, answers: projections !== undefined },
    readModels: { answers: readModelsAnswer === true },
    staleAfterSeconds: STALE_AFTER_SECONDS,
    projections: projections ?? [],
  };
}

/** The latest report, measured again once it is a second old. */
export function healthReporter(platform: Platform, log: FastifyBaseLogger) {
  let last: { readonly at: number; readonly report: Promise<HealthReport> } | undefined;
  return (): Promise<HealthReport> => {
    const now = Date.now();
    if (!last || now - last.at >= REPORT_MAX_AGE_MS)
      last = { at: now, report: measureHealth(platform, log, new Date(now)) };
    return last.report;
  };
}
